package compose_test

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// compute computes a preset's tables with honba counters.
func compute(t *testing.T, preset string, honba int) standings.Tables {
	t.Helper()
	r, err := ruleset.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, honba)
	if err != nil {
		t.Fatal(err)
	}
	return tables
}

func TestHonbaInTitlesAndCaptions(t *testing.T) {
	t.Parallel()
	tables := compute(t, "ema2025", 2)
	doc := compose.Build(tables, sheet.Options{Lang: language.English, Club: "Tonbo"}, compose.PrintIDs(4))
	want := map[string]string{
		"nondealer":   "EMA 2025: Non-dealer wins — 2 honba included",
		"dealer":      "EMA 2025: Dealer wins — 2 honba included",
		"limits":      "EMA 2025: Limit hands — 2 honba included",
		"cheatsheet":  "EMA 2025: Points cheat sheet — 2 honba included",
		"card":        "EMA 2025: Pocket card — 2 honba included",
		"fu":          "EMA 2025: Fu reference chart", // no payment: nothing included
		"yaku":        "EMA 2025: Yaku list",
		"record":      "EMA 2025: Game record", // the record and final scores print no payment of a hand
		"record-east": "EMA 2025: Game record, east-only games",
		"final":       "EMA 2025: Final scores",
		"gaps":        "EMA 2025: Point gaps — 2 honba included", // its hands are paid with the counters
	}
	for _, s := range doc.Sheets {
		if s.Title != want[s.ID] {
			t.Errorf("%s: title %q, want %q", s.ID, s.Title, want[s.ID])
		}
	}
	captions := map[string]string{
		"nondealer": "Non-dealer wins: ron above, tsumo below — 2 honba included",
		"dealer":    "Dealer wins: ron above, tsumo below — 2 honba included",
		"limits":    "Limit hands: payments — 2 honba included",
		"fu-win":    "Base and win",
	}
	for _, tab := range find(doc, sheet.CheatSheet).Tables {
		if want, ok := captions[tab.ID]; ok && tab.Caption != want {
			t.Errorf("cheat sheet %s: caption %q, want %q", tab.ID, tab.Caption, want)
		}
	}
	card := find(doc, sheet.Card)
	if card.Heading != "Tonbo · EMA 2025 — 2 honba included" || card.Tables[0].Caption != "Non-dealer wins, 20–60 fu" {
		t.Errorf("card heading %q, caption %q", card.Heading, card.Tables[0].Caption)
	}
	if got := compose.Index(tables.Tables, doc.Options, nil).Title; got != "EMA 2025: Sheets — 2 honba included" {
		t.Errorf("index title %q", got)
	}
	ja := compose.Build(tables, sheet.Options{Lang: language.Japanese}, []string{sheet.Nondealer})
	if s := ja.Sheets[0]; s.Title != "EMA 2025：子のアガリ（2本場込み）" || s.Tables[0].Caption != "子のアガリ：上段ロン、下段ツモ（2本場込み）" {
		t.Errorf("ja title %q, caption %q", s.Title, s.Tables[0].Caption)
	}
	plain := compose.Build(compute(t, "ema2025", 0), sheet.Options{Lang: language.English}, []string{sheet.Nondealer})
	if s := plain.Sheets[0]; s.Title != "EMA 2025: Non-dealer wins" || s.Tables[0].Caption != "Non-dealer wins: ron above, tsumo below" {
		t.Errorf("no honba: title %q, caption %q", s.Title, s.Tables[0].Caption)
	}
}

func TestCardHeading(t *testing.T) {
	t.Parallel()
	tables := compute(t, "ema2025", 0)
	for _, c := range []struct {
		opts sheet.Options
		want string
	}{
		{sheet.Options{}, "EMA 2025"},
		{sheet.Options{Title: "Thursday rules"}, "Thursday rules · EMA 2025"},
		{sheet.Options{Title: "Thursday rules", Club: "東京麻雀クラブ"}, "東京麻雀クラブ · EMA 2025"},
		{sheet.Options{Club: "EMA 2025"}, "EMA 2025"},
	} {
		c.opts.Lang = language.English
		if got := compose.Build(tables, c.opts, []string{sheet.Card}).Sheets[0].Heading; got != c.want {
			t.Errorf("%+v: card heading %q, want %q", c.opts, got, c.want)
		}
	}
}

func TestTotals(t *testing.T) {
	t.Parallel()
	if !sheet.TotalsDefault(3) || sheet.TotalsDefault(4) {
		t.Error("totals are shown by default for three players only")
	}
	tables := compute(t, "tenhou-sanma", 1)
	doc := compose.Build(tables, sheet.Options{Lang: language.English, Totals: true}, []string{sheet.Sanma, sheet.Card})
	s := doc.Sheets[0]
	// Tenhou sanma loses the north's share on a tsumo: 1 han 30 fu is
	// 400-600 with one honba (300-500 + 100 each), 1,000 in all, not 1,300.
	c := s.Tables[0].Rows[2].Cells[0]
	if len(c.Lines) != 3 || c.Lines[1].Text != "400-600" || c.Lines[2].Text != "= 1,000" || !c.Lines[2].Total || c.Lines[2].Strong {
		t.Errorf("sanma non-dealer 1 han 30 fu: %+v", c.Lines)
	}
	// A dealer's: 2 han 30 fu, 1,000 all + 100 each, 2,200 in all.
	c = s.Tables[1].Rows[2].Cells[1]
	if len(c.Lines) != 3 || c.Lines[1].Text != "1,100 all" || c.Lines[2].Text != "= 2,200" {
		t.Errorf("sanma dealer 2 han 30 fu: %+v", c.Lines)
	}
	// No tsumo scores 20 fu 1 han: no total either.
	if c := s.Tables[0].Rows[0].Cells[0]; len(c.Lines) != 2 || !c.Lines[1].Unreachable {
		t.Errorf("1 han 20 fu: %+v", c.Lines)
	}
	// A limit's total is plain: the line is secondary.
	if c := s.Tables[0].Rows[3].Cells[3]; len(c.Lines) != 3 || !c.Lines[1].Strong || c.Lines[2].Strong || c.Lines[2].Text != "= 6,200" {
		t.Errorf("4 han 40 fu: %+v", c.Lines)
	}
	if !slices.Contains(s.Legend, "Small third line: what a tsumo collects in all, e.g. 400-600 = 1,000.") {
		t.Errorf("legend %q", s.Legend)
	}
	for _, tab := range doc.Sheets[1].Tables {
		for _, r := range tab.Rows {
			for _, c := range r.Cells {
				if len(c.Lines) > 2 {
					t.Fatalf("card %s %s fu: a total line %+v; the card has no room", tab.ID, r.Label, c.Lines)
				}
			}
		}
	}
	off := compose.Build(tables, sheet.Options{Lang: language.English}, []string{sheet.Sanma}).Sheets[0]
	if c := off.Tables[0].Rows[2].Cells[0]; len(c.Lines) != 2 || slices.ContainsFunc(off.Legend, func(l string) bool { return strings.Contains(l, "third line") }) {
		t.Errorf("totals off: %+v, legend %q", c.Lines, off.Legend)
	}
	ja := compose.Build(tables, sheet.Options{Lang: language.Japanese, Totals: true}, []string{sheet.Sanma}).Sheets[0]
	if got := ja.Tables[0].Rows[2].Cells[0].Lines[2].Text; got != "計1,000" {
		t.Errorf("ja total %q", got)
	}
}

// asked returns where a table drill asks for payments: "table row cell line".
func asked(t *testing.T, seed uint64) []string {
	t.Helper()
	doc, err := compose.Drills(compute(t, "ema2025", 0).Tables, sheet.Options{Lang: language.English}, seed, 10, []string{"table"})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	lines, blank := 0, 0
	for _, tab := range doc.Sheets[0].Tables[:2] { // the questions; the answers follow
		for _, r := range tab.Rows {
			for ci, c := range r.Cells {
				for li, l := range c.Lines {
					if l.Unreachable {
						continue
					}
					lines++
					if l.Text == "" {
						blank++
						out = append(out, strings.Join([]string{tab.ID, r.Label, string(rune('a' + ci)), string(rune('0' + li))}, " "))
					}
				}
			}
		}
	}
	if blank < lines/2 || blank == lines {
		t.Errorf("seed %d: %d of %d payments asked; want most, not all", seed, blank, lines)
	}
	return out
}

func TestTableDrillVariesWithSeed(t *testing.T) {
	t.Parallel()
	one, again, other := asked(t, 7), asked(t, 7), asked(t, 8)
	if !slices.Equal(one, again) {
		t.Error("seed 7 asks for other payments the second time")
	}
	if slices.Equal(one, other) {
		t.Error("seeds 7 and 8 ask for the same payments")
	}
	// The payments given are the table's own.
	doc, err := compose.Drills(compute(t, "ema2025", 0).Tables, sheet.Options{Lang: language.English}, 7, 10, []string{"table"})
	if err != nil {
		t.Fatal(err)
	}
	q, a := doc.Sheets[0].Tables[0], doc.Sheets[0].Tables[2]
	for ri, r := range q.Rows {
		for ci, c := range r.Cells {
			for li, l := range c.Lines {
				if want := a.Rows[ri].Cells[ci].Lines[li].Text; l.Text != "" && l.Text != want {
					t.Errorf("%s fu cell %d line %d: %q given, answer %q", r.Label, ci, li, l.Text, want)
				}
			}
		}
	}
}
