package pdf_test

import (
	"fmt"
	"math"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// TestTotalsStandApart measures in the layout model each grid cell's
// tsumo total against the tsumo above it: from the tsumo's baseline to the
// top of the total's digits is at least the gap between the ron's
// baseline and the top of the tsumo's digits, so that the total reads as
// a line of its own; and a total is 7 pt or more. Every grid with totals
// (the three-player sheet and cheat sheet by default, a four-player one
// with --totals) on every paper, both ways up.
func TestTotalsStandApart(t *testing.T) {
	t.Parallel()
	const capHeight = 0.73 // DejaVu's digits, in em
	ptMM := 25.4 / 72
	top := func(it pdf.Item) float64 { return it.Y - capHeight*it.Size*ptMM }
	right := func(it pdf.Item) float64 { return it.X + it.W }
	for _, lang := range []language.Tag{language.English, language.Japanese} {
		loc := locale.For(lang)
		reg, bold := fonts.Named(loc.Font)
		fallback, fallbackBold := fonts.Default()
		for _, preset := range []string{"tenhou-sanma", "ema2025"} {
			r, _ := ruleset.Preset(preset)
			tables, _ := standings.Compute(r, 0)
			ids := []string{sheet.Nondealer, sheet.Dealer, sheet.CheatSheet}
			if r.Players == 3 {
				ids = []string{sheet.Sanma, sheet.CheatSheet}
			}
			doc := compose.Build(tables, sheet.Options{Lang: lang, Version: "test", Totals: true}, ids)
			for _, s := range doc.Sheets {
				totals := map[string]bool{} // the totals' texts
				cells := 0
				for _, tab := range s.Tables {
					for _, row := range tab.Rows {
						for _, c := range row.Cells {
							for _, line := range c.Lines {
								if line.Total {
									totals[line.Text] = true
									cells++
								}
							}
						}
					}
				}
				if cells == 0 {
					t.Fatalf("%s %s %s: no totals in the model", lang, preset, s.ID)
				}
				for _, paper := range pdf.Papers {
					for _, land := range []bool{false, true} {
						name := fmt.Sprintf("%s/%s/%s/%s/landscape=%v", lang, preset, s.ID, paper.Name, land)
						o := pdf.Options{Paper: paper, Landscape: land, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
						l, err := pdf.Lay(s, doc, o)
						if err != nil {
							t.Fatal(err)
						}
						found, least := 0, math.Inf(1)
						for pi, p := range l.Pages {
							for _, total := range p.Items {
								if total.Kind != pdf.KindText || !totals[total.Text] {
									continue
								}
								found++
								// The lines above it in its cell end where it ends: the tsumo, then the ron.
								var above []pdf.Item
								for _, it := range p.Items {
									if it.Kind == pdf.KindText && it.Y < total.Y && it.Y > total.Y-15 && math.Abs(right(it)-right(total)) < 0.05 {
										above = append(above, it)
									}
								}
								if len(above) < 2 {
									t.Fatalf("%s page %d: %q at (%.1f, %.1f) has no tsumo and ron above it", name, pi+1, total.Text, total.X, total.Y)
								}
								tsumo, ron := above[0], above[0]
								for _, it := range above {
									if it.Y > tsumo.Y {
										tsumo = it
									}
								}
								for _, it := range above {
									if it.Y < tsumo.Y && (ron.Y >= tsumo.Y || it.Y > ron.Y) {
										ron = it
									}
								}
								gap, lead := top(total)-tsumo.Y, top(tsumo)-ron.Y
								least = min(least, gap/ptMM)
								if gap < lead-0.03 { // positions are rounded to 0.01 mm
									t.Errorf("%s page %d: %q sits %.2f pt under %q, the tsumo %.2f pt under %q", name, pi+1, total.Text, gap/ptMM, tsumo.Text, lead/ptMM, ron.Text)
								}
								if total.Size < 7-0.05 {
									t.Errorf("%s page %d: %q at %.1f pt, under 7", name, pi+1, total.Text, total.Size)
								}
							}
						}
						if found != cells {
							t.Errorf("%s: %d totals laid out, the sheet has %d", name, found, cells)
						}
						if lang == language.English {
							t.Logf("%s: the least gap above a total %.2f pt", name, least)
						}
					}
				}
			}
		}
	}
}
