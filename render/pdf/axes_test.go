package pdf_test

import (
	"fmt"
	"slices"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// TestHanRowsOnLandscape lays out the grid sheets of han rows × fu columns
// in every language on A4 and Letter landscape: nothing outside the page
// or overlapping, ron numbers at least 9.5 pt and every number 7.5 pt (a
// fu heading is 0.8 of the ron size); a four-player grid on one page. In
// a language whose dealer's tsumo is short ("500 all", "500オール") each
// grid is whole, all eleven fu columns in one piece, and the cheat
// sheet's two grids stand one above the other on its front; a long one
// ("500 von jedem") splits the dealer's grid in two, 20–60 and 70–110 fu,
// as the Japanese "300・500" does on Letter, 19 mm narrower than A4; a
// three-player sheet of split grids then takes two pages.
// The numbers are smaller than in the same grid of fu rows: eleven
// columns of "2,000-4,000" share the page's width, where fu rows share
// its height (sizes logged with -v).
func TestHanRowsOnLandscape(t *testing.T) {
	t.Parallel()
	for _, loc := range pdf.ShortLocales(t) {
		lang := language.MustParse(loc.Language)
		reg, bold := fonts.Named(loc.Font)
		fallback, fallbackBold := fonts.Default()
		for _, preset := range []string{"ema2025", "tenhou-sanma"} {
			r, _ := ruleset.Preset(preset)
			tables, _ := standings.Compute(r, 0)
			ids := []string{sheet.Nondealer, sheet.Dealer, sheet.CheatSheet}
			if r.Players == 3 {
				ids = []string{sheet.Sanma, sheet.CheatSheet}
			}
			opts := sheet.Options{Lang: lang, Version: "test", Club: "Tonbo"}
			fuRows := compose.Build(tables, opts, ids)
			opts.Axes = sheet.HanRows
			hanRows := compose.Build(tables, opts, ids)
			short := utf8.RuneCountInString(loc.Notation.All) <= 3
			for _, paper := range pdf.Papers[:2] {
				o := pdf.Options{Paper: paper, Landscape: true, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
				for i, s := range hanRows.Sheets {
					name := fmt.Sprintf("%s/%s/%s/%s", loc.Language, preset, s.ID, paper.Name)
					l, err := pdf.Lay(s, hanRows, o)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					whole := short && (paper.Name == "a4" || loc.Language != "ja")
					if want := map[string]int{sheet.CheatSheet: 2}[s.ID]; len(l.Pages) != max(1, want) && (whole || s.ID == sheet.Nondealer || s.ID == sheet.Dealer) {
						t.Errorf("%s: %d pages, want %d", name, len(l.Pages), max(1, want))
					}
					grids := 0
					for _, g := range s.Tables {
						if g.Kind == sheet.KindGrid {
							grids++
						}
					}
					rons := gridRons(pdf.Layout{Pages: l.Pages[:1]})
					if whole && len(rons) != grids {
						t.Errorf("%s: %d grids drawn on the first page, want %d, whole", name, len(rons), grids)
					}
					checkHanRowsPage(t, name, l.Pages[0])
					before, err := pdf.Lay(fuRows.Sheets[i], fuRows, o)
					if err != nil {
						t.Fatal(err)
					}
					t.Logf("%s: ron %.1f pt in han rows, %.1f pt in fu rows", name, slices.Min(rons), slices.Min(gridRons(before)))
				}
			}
		}
	}
}

// checkHanRowsPage: nothing outside the page or overlapping, grid numbers
// at least 7.5 pt, and each ron at least 9.5 pt.
func checkHanRowsPage(t *testing.T, name string, p pdf.Page) {
	t.Helper()
	var texts []pdf.Item
	for _, it := range p.Items {
		x0, y0, x1, y1 := bounds(it)
		if x0 < 1 || y0 < 1 || x1 > p.W-1 || y1 > p.H-1 {
			t.Errorf("%s: %s %q leaves the page", name, it.Kind, it.Text)
		}
		if it.Kind != pdf.KindText {
			continue
		}
		texts = append(texts, it)
		if numberText.MatchString(it.Text) && it.Size < 7.5 {
			t.Errorf("%s: %q at %.1f pt, under 7.5 pt", name, it.Text, it.Size)
		}
	}
	for i := range texts {
		for j := i + 1; j < len(texts); j++ {
			if overlap(texts[i], texts[j]) {
				t.Errorf("%s: %q and %q overlap", name, texts[i].Text, texts[j].Text)
			}
		}
	}
	for _, ron := range gridRons(pdf.Layout{Pages: []pdf.Page{p}}) {
		if ron < 9.5 {
			t.Errorf("%s: ron numbers at %.1f pt, under 9.5", name, ron)
		}
	}
}
