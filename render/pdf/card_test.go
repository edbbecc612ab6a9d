package pdf

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/compose/composetest"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// cardOptions are the fonts the command gives a language's sheets.
func cardOptions(paper Paper, lang language.Tag) Options {
	fallback, fallbackBold := fonts.Default()
	reg, bold := fonts.Named(locale.For(lang).Font)
	return Options{Paper: paper, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
}

// ShortLocales returns every language, or under go test -short the
// representatives (testenv.Languages); the external tests use it too.
func ShortLocales(t testing.TB) []locale.Locale {
	t.Helper()
	return testenv.ShortBy(t, locale.Locales(), func(l locale.Locale) string { return l.Language }, testenv.Languages...)
}

// honbaDocument builds the default rule set's printed sheets in lang,
// honba counters included, for a club.
func honbaDocument(t *testing.T, lang language.Tag, honba int) sheet.Document {
	t.Helper()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, honba)
	if err != nil {
		t.Fatal(err)
	}
	return compose.Build(tables, sheet.Options{Lang: lang, Club: "Tonbo Riichi Club", Version: "test"}, compose.PrintIDs(r.Players))
}

func pocketCard(t *testing.T, doc sheet.Document) sheet.Sheet {
	t.Helper()
	for _, s := range doc.Sheets {
		if s.Pocket {
			return s
		}
	}
	t.Fatal("no pocket card")
	return sheet.Sheet{}
}

// TestCardSlots: A4 holds 2 × 5 cards, Letter 2 × 4, A5 1 × 3, centred
// and at least 10 mm from the paper's edges.
func TestCardSlots(t *testing.T) {
	t.Parallel()
	want := map[string][2]int{"a4": {2, 5}, "letter": {2, 4}, "a5": {1, 3}}
	for _, paper := range Papers {
		slots := CardSlots(paper)
		cols, rows := want[paper.Name][0], want[paper.Name][1]
		if len(slots) != cols*rows {
			t.Fatalf("%s: %d cards, want %d × %d", paper.Name, len(slots), cols, rows)
		}
		last := slots[len(slots)-1]
		left, top, right, bottom := slots[0].X, slots[0].Y, paper.W-last.X-last.W, paper.H-last.Y-last.H
		if math.Abs(left-right) > 0.02 || math.Abs(top-bottom) > 0.02 || left < cardBorder || top < cardBorder {
			t.Errorf("%s: margins left %.2f right %.2f top %.2f bottom %.2f, want centred and ≥ %d mm", paper.Name, left, right, top, bottom, cardBorder)
		}
	}
}

// TestCardSheet checks the N-up card sheet on every paper, in English and
// Japanese, plain and with honba: two pages; every printed item of a card
// at least 3 mm inside its card; crop marks only in the margin (1.5 mm
// clear of every card, on the paper, 6 mm from its edge for home printers); each
// back a copy of the single card's back, in the mirror image of its
// front's place (long-edge duplex); card numbers at least 5.5 pt.
func TestCardSheet(t *testing.T) {
	t.Parallel()
	for _, lang := range []language.Tag{language.English, language.Japanese} {
		for _, honba := range []int{0, 2} {
			doc := honbaDocument(t, lang, honba)
			s := pocketCard(t, doc)
			for _, paper := range Papers {
				name := fmt.Sprintf("%s/honba %d/%s", lang, honba, paper.Name)
				o := cardOptions(paper, lang)
				single, err := Lay(s, doc, o)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				l, err := LayCards(s, doc, o)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				// A card per winner, each two-sided; the N-up sheet has all fronts on one page.
				if len(l.Pages) != 2 || len(single.Pages) != 4 || l.Duplex != FlipLongEdge {
					t.Fatalf("%s: %d pages (single cards %d), duplex %q; want 2, 4, long-edge", name, len(l.Pages), len(single.Pages), l.Duplex)
				}
				checkCardPages(t, name, l, single, CardSlots(paper))
			}
		}
	}
}

func checkCardPages(t *testing.T, name string, l, single Layout, slots []Rect) {
	t.Helper()
	for side, p := range l.Pages {
		if p.W > p.H {
			t.Errorf("%s page %d: %.1f × %.1f, want the paper portrait", name, side+1, p.W, p.H)
		}
		inCard := make([][]Item, len(slots))
		marks := 0
		for _, it := range p.Items {
			x0, y0, x1, y1 := itemBounds(it)
			card := -1
			for i, r := range slots {
				if side == 1 {
					r.X = p.W - r.X - r.W // the back of card i: its front's place, mirrored
				}
				if x1 > r.X && x0 < r.X+r.W && y1 > r.Y && y0 < r.Y+r.H {
					card = i
					if x0 < r.X+cardSafe-0.01 || y0 < r.Y+cardSafe-0.01 || x1 > r.X+r.W-cardSafe+0.01 || y1 > r.Y+r.H-cardSafe+0.01 {
						t.Errorf("%s page %d card %d: %s %q at (%.2f,%.2f)-(%.2f,%.2f) is within %d mm of the card's edge", name, side+1, i+1, it.Kind, it.Text, x0, y0, x1, y1, cardSafe)
					}
					inCard[i] = append(inCard[i], moved(it, -r.X, -r.Y))
					break
				}
			}
			if card >= 0 {
				continue
			}
			marks++
			if it.Kind != KindRule || it.Line > 0.2 {
				t.Errorf("%s page %d: %s %q outside every card, not a thin crop mark", name, side+1, it.Kind, it.Text)
			}
			for _, r := range slots {
				const gap = 1.5 // a mark touching a card would show on it after an imprecise cut
				if x1 > r.X-gap && x0 < r.X+r.W+gap && y1 > r.Y-gap && y0 < r.Y+r.H+gap {
					t.Errorf("%s page %d: crop mark (%.2f,%.2f)-(%.2f,%.2f) nearer than %.1f mm to a card", name, side+1, x0, y0, x1, y1, gap)
				}
			}
			if x0 < printerBorder || y0 < printerBorder || x1 > p.W-printerBorder || y1 > p.H-printerBorder {
				t.Errorf("%s page %d: crop mark (%.2f,%.2f)-(%.2f,%.2f) within %d mm of the paper's edge", name, side+1, x0, y0, x1, y1, printerBorder)
			}
		}
		if marks == 0 {
			t.Errorf("%s page %d: no crop marks", name, side+1)
		}
		kinds := len(single.Pages) / 2 // a card per winner, or one for both
		for i, items := range inCard {
			want := single.Pages[2*(i%kinds)+side].Items // the winners in turn
			if len(items) != len(want) {
				t.Fatalf("%s page %d card %d: %d items, want the single card's %d", name, side+1, i+1, len(items), len(want))
			}
			for j := range items {
				if d := math.Hypot(items[j].X-want[j].X, items[j].Y-want[j].Y); d > 0.02 || items[j].Text != want[j].Text {
					t.Errorf("%s page %d card %d: item %d %q is %.2f mm from the single card's %q", name, side+1, i+1, j, items[j].Text, d, want[j].Text)
				}
				if items[j].Kind == KindText && strings.ContainsAny(items[j].Text, "0123456789") && items[j].Size < 5 {
					// the grids' numbers are held at 7 pt and more by TestGridSizesEveryPaper
					t.Errorf("%s page %d card %d: %q at %.1f pt", name, side+1, i+1, items[j].Text, items[j].Size)
				}
			}
		}
	}
}

// itemBounds is an item's box: a text's from its baseline, ascent and descent.
func itemBounds(it Item) (x0, y0, x1, y1 float64) {
	switch it.Kind {
	case KindText:
		return it.X, it.Y - it.H*0.76, it.X + it.W, it.Y + it.H*0.24
	case KindRule:
		return min(it.X, it.X+it.W), min(it.Y, it.Y+it.H), max(it.X, it.X+it.W), max(it.Y, it.Y+it.H)
	}
	return it.X, it.Y, it.X + it.W, it.Y + it.H
}

// TestCropMarks: on every paper each cut between or around the cards
// has a mark at both ends, each mark in the margin: no nearer than 6 mm
// to the paper's edge (a home printer's border), and 1.5 mm or more clear
// of every card.
func TestCropMarks(t *testing.T) {
	t.Parallel()
	for _, paper := range Papers {
		slots := CardSlots(paper)
		marks := cropMarks(slots, paper)
		ends := map[[2]float64]int{} // a cut (vertical: x, 0; horizontal: 0, y) and its marks
		for _, m := range marks {
			x0, y0, x1, y1 := itemBounds(m)
			if x0 < printerBorder-0.005 || y0 < printerBorder-0.005 || x1 > paper.W-printerBorder+0.005 || y1 > paper.H-printerBorder+0.005 {
				t.Errorf("%s: mark (%.2f,%.2f)-(%.2f,%.2f) within %d mm of the paper's edge", paper.Name, x0, y0, x1, y1, printerBorder)
			}
			if x1-x0 < 2 && y1-y0 < 2 {
				t.Errorf("%s: mark (%.2f,%.2f)-(%.2f,%.2f) shorter than 2 mm", paper.Name, x0, y0, x1, y1)
			}
			for i, r := range slots {
				const gap = 1.5
				if x1 > r.X-gap && x0 < r.X+r.W+gap && y1 > r.Y-gap && y0 < r.Y+r.H+gap {
					t.Errorf("%s: mark (%.2f,%.2f)-(%.2f,%.2f) within %.1f mm of card %d", paper.Name, x0, y0, x1, y1, gap, i+1)
				}
			}
			if m.W == 0 {
				ends[[2]float64{m.X, 0}]++
			} else {
				ends[[2]float64{0, m.Y}]++
			}
		}
		for _, r := range slots {
			for _, cut := range [][2]float64{{r.X, 0}, {round(r.X + r.W), 0}, {0, r.Y}, {0, round(r.Y + r.H)}} {
				if ends[cut] != 2 {
					t.Errorf("%s: the cut at %v has %d marks, want 2", paper.Name, cut, ends[cut])
				}
			}
		}
	}
}

// TestLayCardsRefusesOtherSheets: only a pocket card goes N-up.
func TestLayCardsRefusesOtherSheets(t *testing.T) {
	t.Parallel()
	doc := composetest.Document(t, "ema2025", sheet.Options{Version: "test"})
	if _, err := LayCards(doc.Sheets[0], doc, cardOptions(Papers[0], language.English)); err == nil {
		t.Error("LayCards laid out a sheet that is not a pocket card")
	}
}

// checkParses runs pdfinfo and pdftotext on a PDF, in a subtest of its
// own: it must have pages pages and text. Without poppler the subtest is
// skipped (failed in CI), and the test's other checks still run.
func checkParses(t *testing.T, name string, data []byte, pages int) {
	t.Helper()
	t.Run(name+" parses", func(t *testing.T) {
		pdfinfo := testenv.NeedTool(t, "pdfinfo", "apt-get install poppler-utils")
		pdftotext := testenv.NeedTool(t, "pdftotext", "apt-get install poppler-utils")
		file := filepath.Join(t.TempDir(), name+".pdf")
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		info, err := exec.Command(pdfinfo, file).CombinedOutput()
		if err != nil || strings.Contains(string(info), "Error") || !strings.Contains(string(info), fmt.Sprintf("Pages:           %d\n", pages)) {
			t.Errorf("%s: pdfinfo: %v\n%s", name, err, info)
		}
		text, err := exec.Command(pdftotext, file, "-").CombinedOutput()
		if err != nil || strings.Contains(string(text), "Error") || !strings.Contains(string(text), "20") {
			t.Errorf("%s: pdftotext: %v\n%.300s", name, err, text)
		}
	})
}

// TestCardSidesEveryLanguage: in every language and preset, with a club's
// name and honba, each card side takes one page (four pages: a front and a
// back per winner), its grid numbers at 7 pt or more (TestGridSizesEveryPaper)
// and no text under 5 pt: the limits, the words after numbers ("von
// jedem") and a long caption wrap or move rather than shrink.
func TestCardSidesEveryLanguage(t *testing.T) {
	t.Parallel()
	for _, loc := range ShortLocales(t) {
		lang := language.MustParse(loc.Language)
		for _, preset := range testenv.Short(t, ruleset.PresetNames, testenv.Presets...) {
			doc := clubCard(t, preset, lang, sheet.CardPerWinner)
			l, err := Lay(doc.Sheets[0], doc, cardOptions(Papers[0], lang))
			if err != nil {
				t.Fatalf("%s %s: %v", loc.Language, preset, err)
			}
			if len(l.Pages) != 4 {
				t.Errorf("%s %s: %d pages, want 4", loc.Language, preset, len(l.Pages))
			}
			checkCardType(t, loc.Language+" "+preset, l)
		}
	}
}

// clubCard builds a preset's pocket card in lang, for a club, with 2 honba.
func clubCard(t *testing.T, preset string, lang language.Tag, card sheet.CardLayout) sheet.Document {
	t.Helper()
	r, err := ruleset.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, 2)
	if err != nil {
		t.Fatal(err)
	}
	return compose.Build(tables, sheet.Options{Lang: lang, Club: "Tonbo Riichi Club", Version: "test", Card: card}, []string{sheet.Card})
}

// checkCardType: no text of a card under 5 pt.
func checkCardType(t *testing.T, name string, l Layout) {
	t.Helper()
	for i, p := range l.Pages {
		for _, it := range p.Items {
			if it.Kind == KindText && it.Size < 5-0.005 {
				t.Errorf("%s side %d: %q at %.2f pt, under 5", name, i+1, it.Text, it.Size)
			}
		}
	}
}

// TestBothWinnersCard: with both winners on one card, in every language
// and preset, with a club and honba, the card has two sides, no text under
// 5 pt, each side's grids drawn as one under the first's caption (the
// dealer's lines below the non-dealer's, a rule between them); the card
// sheet has two pages, every card a copy of it.
func TestBothWinnersCard(t *testing.T) {
	t.Parallel()
	for _, loc := range ShortLocales(t) {
		lang := language.MustParse(loc.Language)
		for _, preset := range testenv.Short(t, ruleset.PresetNames, testenv.Presets...) {
			doc := clubCard(t, preset, lang, sheet.CardBoth)
			s := doc.Sheets[0]
			name := loc.Language + " " + preset
			o := cardOptions(Papers[0], lang)
			l, err := Lay(s, doc, o)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if len(l.Pages) != 2 {
				t.Fatalf("%s: %d sides, want 2", name, len(l.Pages))
			}
			checkCardType(t, name, l)
			for i := 1; i < len(s.Tables); i += 2 { // the tables in pairs: the non-dealer's, the dealer's
				first, second := s.Tables[i-1], s.Tables[i]
				if n := countText(l, first.Caption); n != 1 || second.Caption != first.Caption && countText(l, second.Caption) != 0 {
					t.Errorf("%s: caption %q printed %d times, %q %d; want one grid under the first", name, first.Caption, n, second.Caption, countText(l, second.Caption))
				}
			}
			for side, p := range l.Pages {
				rules := 0
				for _, it := range p.Items {
					if it.Kind == KindRule && it.Line == 0.1 && it.W > 40 {
						rules++
					}
				}
				if rules < 2 { // one a row, and the footer's
					t.Errorf("%s side %d: %d thin rules across, want the winners parted in each row", name, side+1, rules)
				}
			}
			sheetLayout, err := LayCards(s, doc, o)
			if err != nil {
				t.Fatalf("%s: card sheet: %v", name, err)
			}
			if len(sheetLayout.Pages) != 2 || sheetLayout.Duplex != FlipLongEdge {
				t.Fatalf("%s: card sheet of %d pages, duplex %q", name, len(sheetLayout.Pages), sheetLayout.Duplex)
			}
			checkCardPages(t, name, sheetLayout, l, CardSlots(Papers[0]))
		}
	}
}

// countText counts a layout's text items that say text.
func countText(l Layout, text string) int {
	n := 0
	for _, p := range l.Pages {
		for _, it := range p.Items {
			if it.Kind == KindText && it.Text == text {
				n++
			}
		}
	}
	return n
}

// TestCardLongClubName: a club's name of 120 characters (Latin words, or
// one word of the sheet's own script with no space in it) keeps each card side's heading on one
// line, the name cut short with an ellipsis and the rule set and honba
// whole after it, so that every language's card still has its 4 sides
// and the A4 card sheet its 2 pages, for four and three players.
func TestCardLongClubName(t *testing.T) {
	t.Parallel()
	latin := strings.Repeat("Tonbo Riichi ", 10)[:120]
	for _, loc := range ShortLocales(t) {
		lang := language.MustParse(loc.Language)
		for _, preset := range []string{"ema2025", "tenhou-sanma"} {
			r, err := ruleset.Preset(preset)
			if err != nil {
				t.Fatal(err)
			}
			tables, err := standings.Compute(r, 2)
			if err != nil {
				t.Fatal(err)
			}
			plain := compose.Build(tables, sheet.Options{Lang: lang, Version: "test"}, []string{sheet.Card})
			word := strings.Repeat(strings.Join(strings.Fields(plain.Sheets[0].Tables[0].Caption), ""), 40)
			for _, club := range []string{latin, string([]rune(word)[:120])} {
				doc := compose.Build(tables, sheet.Options{Lang: lang, Club: club, Version: "test"}, []string{sheet.Card})
				card := doc.Sheets[0]
				_, after, _ := strings.Cut(card.Heading, club)
				name := fmt.Sprintf("%s %s %.6s…", loc.Language, preset, club)
				o := cardOptions(Papers[0], lang)
				l, err := Lay(card, doc, o)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if len(l.Pages) != 4 {
					t.Errorf("%s: %d card sides, want 4", name, len(l.Pages))
				}
				for i, p := range l.Pages {
					head := p.Items[0] // drawn first, at the top
					if !strings.HasSuffix(head.Text, "…"+after) || head.Text == card.Heading {
						t.Errorf("%s side %d: heading %q, want the name cut short before %q", name, i+1, head.Text, after)
					}
					if head.X+head.W > Card.H-cardSafe+0.01 { // the card lies landscape
						t.Errorf("%s side %d: heading ends at %.1f mm, past the safe margin", name, i+1, head.X+head.W)
					}
					for _, it := range p.Items[1:] {
						if it.Text != "" && it.Size == head.Size && it.Bold && it.Y-head.Y < lineH(head.Size)*1.5 {
							t.Errorf("%s side %d: the heading wraps: %q", name, i+1, it.Text)
						}
					}
				}
				sheetLayout, err := LayCards(card, doc, o)
				if err != nil {
					t.Fatalf("%s: card sheet: %v", name, err)
				}
				if len(sheetLayout.Pages) != 2 {
					t.Errorf("%s: card sheet of %d pages, want 2", name, len(sheetLayout.Pages))
				}
			}
		}
	}
}
