package pdf_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/compose/composetest"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

var update = flag.Bool("update", false, "rewrite the golden layouts in testdata")

func options(paper pdf.Paper, landscape bool) pdf.Options {
	reg, bold := fonts.Default()
	return pdf.Options{Paper: paper, Landscape: landscape, Regular: reg, Bold: bold, Fallback: reg, FallbackBold: bold}
}

func document(t testing.TB, preset string, opts sheet.Options, sets ...string) sheet.Document {
	t.Helper()
	opts.Version = "test"
	return composetest.Document(t, preset, opts, sets...)
}

// TestLayoutGolden compares the placed texts, boxes and rules of every
// sheet of the default rule set on A4 with testdata/*.json.
func TestLayoutGolden(t *testing.T) {
	t.Parallel()
	doc := document(t, "ema2025", sheet.Options{})
	for _, s := range doc.Sheets {
		l, err := pdf.Lay(s, doc, options(pdf.Papers[0], false))
		if err != nil {
			t.Fatal(err)
		}
		goldenLayout(t, l, "layout-ema2025-"+s.ID+"-a4.json")
	}
}

var numberText = regexp.MustCompile(`^[0-9][0-9,]{2,}(-[0-9,]+| all)?$`) // payments; not footnote marks

// TestPageCounts checks that each sheet of each preset, with the totals
// it shows by default, takes the pages a club expects on A4 and Letter,
// portrait: one, two for the cheat sheet and the yaku list (yaku, then
// yakuman on the back), four for the cards (a front and a back per
// winner). The three-player sheet, two grids of three-line cells, takes
// one landscape page.
func TestPageCounts(t *testing.T) {
	t.Parallel()
	for _, preset := range testenv.Short(t, ruleset.PresetNames, testenv.Presets...) {
		r, err := ruleset.Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		doc := document(t, preset, sheet.Options{Totals: sheet.TotalsDefault(r.Players)})
		for _, paper := range pdf.Papers[:2] {
			for _, s := range doc.Sheets {
				l, err := pdf.Lay(s, doc, options(paper, false))
				if err != nil {
					t.Fatal(err)
				}
				// A game of east only on each side of the paper; a gap table a page.
				want := map[string]int{"cheatsheet": 2, "card": 4, "yaku": 2, "record-east": 2, "gaps": 2}[s.ID] // a two-sided card per winner
				if want == 0 {
					want = 1
				}
				if s.ID == "final" && paper.Name == "letter" && len(l.Pages) == 2 { // 61 rows of match points: two pages on the shorter paper
					continue
				}
				if s.ID == "gaps" && len(l.Pages) == 3 && seatTies(t, preset) { // each cell also names the hand that draws level: the non-dealer's table takes two pages
					continue
				}
				if len(l.Pages) != want {
					t.Errorf("%s %s on %s: %d pages, want %d", preset, s.ID, paper.Name, len(l.Pages), want)
				}
			}
		}
	}
}

// seatTies reports whether a preset ranks equal points by seat.
func seatTies(t *testing.T, preset string) bool {
	t.Helper()
	r, err := ruleset.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	return r.Game.Ties == table.TiesSeat
}

// TestEverySheetFitsEveryPaper lays out every sheet of every preset on
// every paper, with a long title and a club line: nothing outside the
// page or running into its footer, no two texts overlapping, grid numbers at least 9 pt on A4 and
// Letter. The wide grids (1–13 han, and aotenjou's large numbers) are
// tried with a four- and a three-player preset.
func TestEverySheetFitsEveryPaper(t *testing.T) {
	t.Parallel()
	for _, preset := range testenv.Short(t, ruleset.PresetNames, testenv.Presets...) {
		variants := [][]string{nil}
		if preset == "ema2025" || preset == "tenhou-sanma" {
			variants = append(variants, []string{"table.han=1-13"}, []string{"aotenjou=true", "table.han=1-13"})
		}
		for vi, sets := range variants {
			doc := document(t, preset, sheet.Options{Title: "Spring Open of the Tonbo Riichi Club", Club: "Tonbo Riichi Club, Kyoto branch"}, sets...)
			for _, paper := range pdf.Papers {
				for _, landscape := range []bool{false, true} {
					for _, s := range doc.Sheets {
						name := fmt.Sprintf("%s/%d/%s/%s/landscape=%v", preset, vi, s.ID, paper.Name, landscape)
						l, err := pdf.Lay(s, doc, options(paper, landscape))
						if err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						checkPages(t, name, l, paper)
					}
				}
			}
		}
	}
}

func checkPages(t *testing.T, name string, l pdf.Layout, paper pdf.Paper) {
	t.Helper()
	for pi, p := range l.Pages {
		// The footer's rule is the page's last rule, across it, only its
		// lines after it: what comes before it stays above it.
		footer := len(p.Items)
		for i, it := range p.Items {
			if it.Kind == pdf.KindRule {
				footer = i
			}
		}
		if strings.Contains(name, "/card/") {
			footer = len(p.Items) // a card's footer is its own
		}
		var texts []pdf.Item
		for i, it := range p.Items {
			x0, y0, x1, y1 := bounds(it)
			if footer < len(p.Items) && i < footer && y1 > p.Items[footer].Y+0.05 {
				t.Errorf("%s page %d: %s %q at (%.1f,%.1f)-(%.1f,%.1f) runs into the footer, whose rule is at %.1f", name, pi+1, it.Kind, it.Text, x0, y0, x1, y1, p.Items[footer].Y)
			}
			if x0 < 1 || y0 < 1 || x1 > p.W-1 || y1 > p.H-1 {
				t.Errorf("%s page %d: %s %q at (%.1f,%.1f)-(%.1f,%.1f) leaves the %.0f×%.0f page", name, pi+1, it.Kind, it.Text, x0, y0, x1, y1, p.W, p.H)
			}
			if it.Kind == pdf.KindText {
				texts = append(texts, it)
				if paper.Name != "a5" && numberText.MatchString(it.Text) && it.Size < 9 && !strings.Contains(name, "/card/") {
					t.Errorf("%s page %d: %q at %.1f pt, under 9 pt", name, pi+1, it.Text, it.Size)
				}
			}
		}
		for i := range texts {
			for j := i + 1; j < len(texts); j++ {
				if overlap(texts[i], texts[j]) {
					t.Errorf("%s page %d: %q and %q overlap", name, pi+1, texts[i].Text, texts[j].Text)
				}
			}
		}
	}
}

// bounds returns an item's box: a text's from its baseline, ascent and descent.
func bounds(it pdf.Item) (x0, y0, x1, y1 float64) {
	switch it.Kind {
	case pdf.KindText:
		return it.X, it.Y - it.H*0.76, it.X + it.W, it.Y + it.H*0.24
	case pdf.KindRule:
		return min(it.X, it.X+it.W), min(it.Y, it.Y+it.H), max(it.X, it.X+it.W), max(it.Y, it.Y+it.H)
	}
	return it.X, it.Y, it.X + it.W, it.Y + it.H
}

func overlap(a, b pdf.Item) bool {
	ax0, ay0, ax1, ay1 := bounds(a)
	bx0, by0, bx1, by1 := bounds(b)
	const slack = 0.05
	return ax0 < bx1-slack && bx0 < ax1-slack && ay0 < by1-slack && by0 < ay1-slack
}

func TestTextTheFontLacksIsAnError(t *testing.T) {
	t.Parallel()
	doc := document(t, "ema2025", sheet.Options{Club: "麻雀クラブ"})
	_, err := pdf.Lay(doc.Sheets[0], doc, options(pdf.Papers[0], false))
	if err == nil || !strings.Contains(err.Error(), "has no glyph for U+9EBB '麻'") {
		t.Errorf("got %v, want an error naming U+9EBB", err)
	}
}

func TestWriteIsDeterministic(t *testing.T) {
	t.Parallel()
	doc := document(t, "tenhou-sanma", sheet.Options{})
	meta := pdf.Meta{Creator: "hayami test", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	var a, b bytes.Buffer
	for _, buf := range []*bytes.Buffer{&a, &b} {
		if err := pdf.Render(buf, doc.Sheets[0], doc, options(pdf.Papers[0], false), meta); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two renders of the same sheet differ")
	}
	if !bytes.Contains(a.Bytes(), []byte("/Lang (en)")) {
		t.Error("no /Lang in the catalog")
	}
	if a.Len() > 50_000 {
		t.Errorf("a one-page sheet takes %d bytes, over 50 KB", a.Len())
	}
}

// BenchmarkRenderSheet lays out and writes the non-dealer sheet on A4,
// with the embedded fonts already parsed, under the garbage-collector
// setting the hayami command uses (GOGC 400).
func BenchmarkRenderSheet(b *testing.B) {
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	doc := document(b, "ema2025", sheet.Options{})
	o := options(pdf.Papers[0], false)
	meta := pdf.Meta{Creator: "hayami bench"}
	var size int
	for b.Loop() {
		var buf bytes.Buffer
		if err := pdf.Render(&buf, doc.Sheets[0], doc, o, meta); err != nil {
			b.Fatal(err)
		}
		size = buf.Len()
	}
	b.ReportMetric(float64(size), "bytes/pdf")
}

// BenchmarkLay lays out the non-dealer sheet on A4, without writing PDF.
func BenchmarkLay(b *testing.B) {
	doc := document(b, "ema2025", sheet.Options{})
	o := options(pdf.Papers[0], false)
	for b.Loop() {
		if _, err := pdf.Lay(doc.Sheets[0], doc, o); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCatalogRunesInFonts fails when a catalog uses a character neither
// its language's embedded fonts nor the DejaVu fallback can draw (run
// "make fonts" after editing a catalog).
func TestCatalogRunesInFonts(t *testing.T) {
	t.Parallel()
	for _, l := range locale.Locales() {
		reg, bold := fonts.Named(l.Font)
		fallback, fallbackBold := fonts.Default()
		for _, text := range l.Texts() {
			for _, r := range text {
				if !(reg.Has(r) || fallback.Has(r)) || !(bold.Has(r) || fallbackBold.Has(r)) {
					t.Errorf("%s: no embedded font draws %U %q (in %q)", l.Language, r, r, text)
				}
			}
		}
	}
}

// TestEveryLanguageFits lays out every sheet in every language on A4,
// Letter and A5, portrait and landscape: nothing outside the page or
// running into its footer, no overlapping texts.
func TestEveryLanguageFits(t *testing.T) {
	t.Parallel()
	r, _ := ruleset.Preset("ema2025")
	tables, _ := standings.Compute(r, 0)
	for _, l := range pdf.ShortLocales(t) {
		lang := language.MustParse(l.Language)
		doc := compose.Build(tables, sheet.Options{Lang: lang, Version: "test", Club: "Tonbo"}, compose.PrintIDs(4))
		reg, bold := fonts.Named(l.Font)
		fallback, fallbackBold := fonts.Default()
		for _, paper := range pdf.Papers {
			for _, landscape := range []bool{false, true} {
				for _, s := range doc.Sheets {
					lay, err := pdf.Lay(s, doc, pdf.Options{Paper: paper, Landscape: landscape, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback})
					if err != nil {
						t.Fatalf("%s %s: %v", l.Language, s.ID, err)
					}
					checkPages(t, fmt.Sprintf("%s/%s/%s/landscape=%v", l.Language, s.ID, paper.Name, landscape), lay, paper)
				}
			}
		}
	}
}

// TestDrillsFitEveryPaper lays out the drills of two rule sets on every
// paper: tiles, answers and working inside the page, nothing overlapping;
// and keeps the default fu drill's layout as a golden file.
func TestDrillsFitEveryPaper(t *testing.T) {
	t.Parallel()
	for _, preset := range []string{"ema2025", "tenhou-sanma"} {
		rules, err := ruleset.Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		tables, err := table.Compute(rules, 0)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := compose.Drills(tables, sheet.Options{Lang: language.English, Version: "test", Club: "Tonbo Riichi Club, Kyoto branch"}, 7, 20, compose.DrillKinds)
		if err != nil {
			t.Fatal(err)
		}
		for _, paper := range pdf.Papers {
			for _, landscape := range []bool{false, true} {
				for _, s := range doc.Sheets {
					l, err := pdf.Lay(s, doc, options(paper, landscape))
					if err != nil {
						t.Fatal(err)
					}
					checkPages(t, fmt.Sprintf("%s/%s/%s/landscape=%v", preset, s.ID, paper.Name, landscape), l, paper)
					checkAnswersOnNewSheet(t, fmt.Sprintf("%s/%s/%s/landscape=%v", preset, s.ID, paper.Name, landscape), s, l)
					if preset == "ema2025" && s.ID == "drill-fu" && paper.Name == "a4" && !landscape {
						goldenLayout(t, l, "layout-ema2025-drill-fu-a4.json")
					}
				}
			}
		}
	}
}

func goldenLayout(t *testing.T, l pdf.Layout, name string) {
	t.Helper()
	got, _ := json.MarshalIndent(l, "", " ")
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, append(got, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden layout missing (go test ./render/pdf -update): %v", err)
	}
	if !bytes.Equal(append(got, '\n'), want) {
		t.Errorf("layout differs from %s; if intended, run go test ./render/pdf -update", path)
	}
}

// TestEveryLanguageHasItsFonts: the font family each catalog names is
// embedded (fonts.Named would fall back to DejaVu for a misspelt name).
func TestEveryLanguageHasItsFonts(t *testing.T) {
	t.Parallel()
	for _, l := range locale.Locales() {
		if !slices.ContainsFunc(fonts.Families, func(f fonts.Family) bool { return f.Name == l.Font }) {
			t.Errorf("%s is printed in %q, which is not embedded", l.Language, l.Font)
		}
	}
}

// TestLongestWordsStayOnThePage lays out every sheet with the longest
// title, club, name and note the inputs allow, each one word with no
// space: the words are broken between characters, never run off the page.
func TestLongestWordsStayOnThePage(t *testing.T) {
	t.Parallel()
	title := strings.Repeat("Tonbo", ruleset.MaxHeading/5)
	club := strings.Repeat("Kamo", ruleset.MaxHeading/4)
	name := strings.Repeat("Riichi", ruleset.MaxName/6)
	note := strings.Repeat("Kiriage", ruleset.MaxText/7)
	doc := document(t, "ema2025", sheet.Options{Title: title, Club: club}, "name="+name, "notes.kiriage="+note)
	for _, paper := range []pdf.Paper{pdf.Papers[0], pdf.Papers[len(pdf.Papers)-1]} {
		for _, s := range doc.Sheets {
			name := fmt.Sprintf("longest/%s/%s", s.ID, paper.Name)
			l, err := pdf.Lay(s, doc, options(paper, false))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			checkPages(t, name, l, paper)
		}
	}
}

// BenchmarkLongestWords lays out the non-dealer sheet with the longest
// one-word title and note the inputs allow (compare BenchmarkLay).
func BenchmarkLongestWords(b *testing.B) {
	doc := document(b, "ema2025", sheet.Options{Title: strings.Repeat("Tonbo", ruleset.MaxHeading/5)},
		"notes.kiriage="+strings.Repeat("Kiriage", ruleset.MaxText/7))
	for b.Loop() {
		if _, err := pdf.Lay(doc.Sheets[0], doc, options(pdf.Papers[0], false)); err != nil {
			b.Fatal(err)
		}
	}
}

// gridRons returns the ron size of each grid of a layout: the largest
// payment under each grid's grey header row, on every page.
func gridRons(l pdf.Layout) []float64 {
	var out []float64
	for _, p := range l.Pages {
		var heads []pdf.Item
		for _, it := range p.Items {
			if it.Kind == pdf.KindBox && it.Gray == 0.82 {
				heads = append(heads, it)
			}
		}
		for _, h := range heads {
			ron := 0.0
			for _, it := range p.Items {
				if it.Kind == pdf.KindText && plainNumber.MatchString(it.Text) && it.X > h.X && it.X < h.X+h.W && it.Y > h.Y && below(heads, h, it) {
					ron = max(ron, it.Size)
				}
			}
			out = append(out, ron)
		}
	}
	return out
}

var plainNumber = regexp.MustCompile(`^[0-9][0-9,.\x{a0}\x{202f} ]{2,}$`) // a ron payment, in any language's grouping

// below reports whether it is under head and under no later header in its column.
func below(heads []pdf.Item, head, it pdf.Item) bool {
	for _, h := range heads {
		if h.Y > head.Y && h.Y < it.Y && it.X > h.X && it.X < h.X+h.W {
			return false
		}
	}
	return true
}

// tableParts returns the number of rows of each drawn part of a table,
// by caption: a table split over pages or columns has several.
func tableParts(l pdf.Layout) map[string][]int {
	parts := map[string][]int{}
	for _, p := range l.Pages {
		for _, h := range p.Items {
			if h.Kind != pdf.KindBox || h.Gray != 0.82 && h.Gray != 0.85 {
				continue
			}
			caption := ""
			for _, it := range p.Items {
				if it.Kind == pdf.KindText && it.Bold && it.X == h.X && it.Y < h.Y && it.Y > h.Y-15 {
					caption = it.Text
				}
			}
			ends := map[float64]bool{}
			rows := map[float64]bool{}
			for _, it := range p.Items {
				if it.Kind != pdf.KindRule || it.H != 0 || it.X != h.X || it.Y <= h.Y+h.H-0.01 {
					continue
				}
				if it.Line >= 0.3 && it.Line != 0.35 {
					ends[it.Y] = true
				} else {
					rows[it.Y] = true
				}
			}
			// The first end rule under the header closes this part.
			end := 1e9
			for y := range ends {
				end = min(end, y)
			}
			n := 0
			for y := range rows {
				if y < end-0.01 {
					n++
				}
			}
			parts[caption] = append(parts[caption], n)
		}
	}
	return parts
}

// fills returns how full each page is above its footer, 0 to 1; a page
// with nothing on it (left blank on purpose) counts as full.
func fills(l pdf.Layout) []float64 {
	var out []float64
	for _, p := range l.Pages {
		footer := 0.0
		for _, it := range p.Items {
			if it.Kind == pdf.KindRule && it.Line == 0.1 && it.H == 0 {
				footer = max(footer, it.Y)
			}
		}
		top, bottom, n := 1e9, 0.0, 0
		for _, it := range p.Items {
			_, y0, _, y1 := bounds(it)
			if y1 < footer-0.01 {
				top, bottom, n = min(top, y0), max(bottom, y1), n+1
			}
		}
		if n == 0 {
			out = append(out, 1)
			continue
		}
		out = append(out, (bottom-top)/(footer-top))
	}
	return out
}

// TestGridSizesEveryPaper lays out the grid sheets in every language on
// every paper, both ways up: grid numbers at least 14 pt on A4 and Letter
// portrait (one grid), a landscape page's single grid no smaller than the
// landscape cheat sheet's, 9.5 pt on A5, 7 pt on the card; no table split
// leaving fewer than 3 rows; no page but the last under a quarter full;
// the landscape cheat sheet's grids in line row by row.
func TestGridSizesEveryPaper(t *testing.T) {
	t.Parallel()
	for _, loc := range pdf.ShortLocales(t) {
		lang := language.MustParse(loc.Language)
		reg, bold := fonts.Named(loc.Font)
		fallback, fallbackBold := fonts.Default()
		for _, preset := range []string{"ema2025", "tenhou-sanma"} {
			r, _ := ruleset.Preset(preset)
			tables, _ := standings.Compute(r, 0)
			doc := compose.Build(tables, sheet.Options{Lang: lang, Version: "test", Club: "Tonbo"}, compose.PrintIDs(r.Players))
			for _, paper := range pdf.Papers {
				for _, landscape := range []bool{false, true} {
					o := pdf.Options{Paper: paper, Landscape: landscape, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
					cheat := 0.0
					for _, s := range doc.Sheets {
						switch s.ID {
						case sheet.Nondealer, sheet.Dealer, sheet.Sanma, sheet.CheatSheet, sheet.Card, sheet.FuChart:
						default:
							continue
						}
						name := fmt.Sprintf("%s/%s/%s/%s/landscape=%v", loc.Language, preset, s.ID, paper.Name, landscape)
						l, err := pdf.Lay(s, doc, o)
						if err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						ron := 0.0
						if rons := gridRons(l); len(rons) > 0 {
							ron = slices.Min(rons)
						}
						floor := 0.0
						switch {
						case s.ID == sheet.FuChart:
						case s.ID == sheet.Card:
							floor = 7
						case paper.Name == "a5":
							floor = 9.5
						case s.ID == sheet.CheatSheet && landscape:
							cheat = ron
						case (s.ID == sheet.Nondealer || s.ID == sheet.Dealer) && !landscape:
							floor = 14
						case s.ID == sheet.Nondealer || s.ID == sheet.Dealer:
							floor = cheat - 0.05 // the cheat sheet comes later in the document
						}
						if ron < floor {
							t.Errorf("%s: grid numbers at %.1f pt, under %.1f", name, ron, floor)
						}
						for caption, rows := range tableParts(l) {
							if len(rows) > 1 && slices.Min(rows) < 3 {
								t.Errorf("%s: %q split into parts of %v rows", name, caption, rows)
							}
						}
						if s.ID != sheet.Card {
							for i, f := range fills(l) {
								if i < len(l.Pages)-1 && f < 0.25 {
									t.Errorf("%s: page %d of %d only %.0f%% full", name, i+1, len(l.Pages), f*100)
								}
							}
						}
						if s.ID == sheet.CheatSheet && landscape && paper.Name != "a5" {
							checkRowsInLine(t, name, l.Pages[0], tables.Tables.Tables[0])
						}
					}
				}
			}
		}
	}
}

// checkRowsInLine: each fu label stands at one height on the page, in
// every grid beside another.
func checkRowsInLine(t *testing.T, name string, p pdf.Page, grid table.Table) {
	t.Helper()
	for _, fu := range grid.Fus {
		var ys []float64
		for _, it := range p.Items {
			if it.Kind == pdf.KindText && it.Text == fmt.Sprint(fu) && it.Bold {
				ys = append(ys, it.Y)
			}
		}
		if len(ys) < 2 {
			t.Errorf("%s: the %d fu row is in %d grids, want the grids side by side", name, fu, len(ys))
			return
		}
		if slices.Min(ys) != slices.Max(ys) {
			t.Errorf("%s: the %d fu rows at heights %v, want two in line", name, fu, ys)
		}
	}
}

// TestCheatSheetSaysWhereTheBackIs: on A4 the limits and fu chart are on
// the back; on A5 the grids take two pages and the sheet says which pages
// hold the rest.
func TestCheatSheetSaysWhereTheBackIs(t *testing.T) {
	t.Parallel()
	for _, lang := range []language.Tag{language.English, language.Japanese} {
		loc := locale.For(lang)
		reg, bold := fonts.Named(loc.Font)
		fallback, fallbackBold := fonts.Default()
		r, _ := ruleset.Preset("ema2025")
		tables, _ := standings.Compute(r, 0)
		doc := compose.Build(tables, sheet.Options{Lang: lang, Version: "test"}, []string{sheet.CheatSheet})
		for _, paper := range pdf.Papers {
			o := pdf.Options{Paper: paper, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
			l, err := pdf.Lay(doc.Sheets[0], doc, o)
			if err != nil {
				t.Fatal(err)
			}
			back := doc.Sheets[0].BackMatter
			want := doc.Sheets[0].Intro[back.Line]
			if len(l.Pages) != 2 {
				want = back.At(3, len(l.Pages)) // the grids take two pages on A5
			}
			var intro strings.Builder
			for _, it := range l.Pages[0].Items {
				if it.Kind == pdf.KindText && !it.Bold {
					intro.WriteString(it.Text)
				}
			}
			if got := strings.ReplaceAll(intro.String(), " ", ""); !strings.Contains(got, strings.ReplaceAll(want, " ", "")) {
				t.Errorf("%s %s (%d pages): the intro does not say %q", lang, paper.Name, len(l.Pages), want)
			}
		}
	}
	doc := composetest.Document(t, "ema2025", sheet.Options{}, "name=Tonbo")
	for _, s := range doc.Sheets {
		if (s.ID == sheet.CheatSheet) != (s.BackMatter != nil) {
			t.Errorf("sheet %s: back matter %v", s.ID, s.BackMatter)
		}
		if s.BackMatter != nil {
			if got := s.Intro[s.BackMatter.Line]; got != "Footnotes, limit hands and the fu chart are on the back." {
				t.Errorf("the cheat sheet's back matter line %q", got)
			}
			if got := s.BackMatter.At(3, 4); got != "Footnotes, limit hands and the fu chart are on pages 3–4." {
				t.Errorf("BackMatter.At(3, 4) = %q", got)
			}
		}
	}
}

// checkAnswersOnNewSheet: a drill's answers start on an odd page, so that
// printed two-sided they are never on the back of the questions.
func checkAnswersOnNewSheet(t *testing.T, name string, s sheet.Sheet, l pdf.Layout) {
	t.Helper()
	i := slices.IndexFunc(s.Tables, func(t sheet.Table) bool { return t.Answers })
	if i < 0 {
		t.Fatalf("%s: no answers", name)
	}
	for pi, p := range l.Pages {
		for _, it := range p.Items {
			if it.Kind == pdf.KindText && it.Text == s.Tables[i].Caption {
				if pi%2 != 0 {
					t.Errorf("%s: the answers start on page %d, the back of the questions", name, pi+1)
				}
				return
			}
		}
	}
	t.Errorf("%s: no caption %q", name, s.Tables[i].Caption)
}
