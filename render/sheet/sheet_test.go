package sheet_test

import (
	"slices"
	"strings"
	"testing"

	"hayami/render/sheet"
	"hayami/render/sheet/sheettest"
)

func build(t *testing.T, preset string, opts sheet.Options, sets ...string) sheet.Document {
	t.Helper()
	return sheettest.Document(t, preset, opts, sets...)
}

func find(doc sheet.Document, id string) sheet.Sheet {
	i := slices.IndexFunc(doc.Sheets, func(s sheet.Sheet) bool { return s.ID == id })
	return doc.Sheets[i]
}

func TestFootnotesFollowFirstCitation(t *testing.T) {
	s := find(build(t, "ema2025", sheet.Options{}), "nondealer")
	var marks []string
	for _, n := range s.Notes {
		marks = append(marks, n.Mark)
	}
	if !slices.Equal(marks, []string{"1", "2", "3", "4", "5", "6", "7"}) {
		t.Fatalf("marks %v", marks)
	}
	cell := s.Tables[0].Rows[2].Cells[3] // 30 fu, 4 han: kiriage mangan
	if cell.Lines[0].Text != "8,000" || !cell.Lines[0].Strong || s.Notes[4].Text != "Paid as mangan: kiriage rounds 1,920 base points up." || cell.Lines[0].Mark != "5" {
		t.Errorf("4 han 30 fu cell %+v, note 5 %q", cell, s.Notes[4].Text)
	}
	first := s.Tables[0].Rows[0].Cells[0] // 20 fu, 1 han
	if first.Lines[0].Text != "—" || first.Lines[0].Mark != "1" || first.Lines[1].Mark != "2" {
		t.Errorf("1 han 20 fu cell %+v", first)
	}
	if !s.Tables[0].Rows[2].Strong || !s.Tables[0].Rows[3].Strong || s.Tables[0].Rows[4].Strong {
		t.Error("only the 30 and 40 fu rows are marked as the most looked-up")
	}
}

func TestCheatSheetAndCard(t *testing.T) {
	doc := build(t, "tenhou-sanma", sheet.Options{Version: "9.9"})
	cheat := find(doc, "cheatsheet")
	var ids []string
	for _, tab := range cheat.Tables {
		if tab.NewPage {
			ids = append(ids, "|")
		}
		ids = append(ids, tab.ID)
	}
	if got := strings.Join(ids, " "); got != "sanma-nondealer sanma-dealer | limits fu-win fu-sets fu-pair fu-waits fu-special" {
		t.Errorf("cheat sheet tables: %s", got)
	}
	card := find(doc, "card")
	if len(card.Tables) != 2 || !card.Tables[1].NewPage || len(card.Notes) != 0 {
		t.Fatalf("card: %d tables, %d notes", len(card.Tables), len(card.Notes))
	}
	for _, tab := range card.Tables {
		var labels []string
		for _, r := range tab.Rows {
			labels = append(labels, r.Label)
			for _, c := range r.Cells {
				for _, l := range c.Lines {
					if l.Mark != "" {
						t.Errorf("card cell %q has a footnote mark", l.Text)
					}
				}
			}
		}
		if strings.Join(labels, " ") != "20 25 30 40 50 60" || len(tab.Columns) != 4 {
			t.Errorf("card rows %v, %d columns", labels, len(tab.Columns))
		}
	}
	if !strings.Contains(card.Footer[0], "Tenhou (three players)") || !strings.Contains(card.Footer[0], "hayami 9.9") {
		t.Errorf("card footer %q", card.Footer)
	}
}

func TestFooterAndCaveatsStateTheRules(t *testing.T) {
	s := find(build(t, "ema2025", sheet.Options{Version: "1.2.3"}, "honba.ron=1500", "honba.tsumo=500"), "limits")
	footer := strings.Join(s.Footer, "\n")
	for _, want := range []string{"Rules: EMA 2025. EMA Riichi Rules", "Kiriage mangan: on.", "13+ counted han: sanbaiman.", "Yakuman: one at most.",
		"Honba: 1,500 per counter on a ron, 500 from each tsumo payer.", "Each payment rounded up to 100.", "Tsumo written 300-500 = non-dealers / dealer; 500 all = each player.", "Made with hayami 1.2.3."} {
		if !strings.Contains(footer, want) {
			t.Errorf("footer lacks %q:\n%s", want, footer)
		}
	}
	if len(s.Caveats) != 2 || !strings.HasPrefix(s.Caveats[0], "Not confirmed: counted yakuman. The 2025 text") {
		t.Errorf("caveats %q: want kazoe and yakuman.stacking, not the three-player note", s.Caveats)
	}
	if fu := find(build(t, "jpml", sheet.Options{}), "fu"); len(fu.Caveats) != 1 || !strings.HasPrefix(fu.Caveats[0], "Not confirmed: double-wind pair.") {
		t.Errorf("the fu chart's caveats %q: want only the fu setting's", fu.Caveats)
	}
	sanma := find(build(t, "tenhou-sanma", sheet.Options{}), "sanma")
	if !slices.ContainsFunc(sanma.Caveats, func(c string) bool { return strings.HasPrefix(c, "Not confirmed: honba on a ron.") }) {
		t.Errorf("a three-player sheet keeps the note on its honba: %q", sanma.Caveats)
	}
	if !slices.Contains(sanma.Intro, "Three-player tsumo: tsumo-loss. The two payers pay their four-player shares; the missing player's share is not paid.") {
		t.Errorf("sanma intro %q", sanma.Intro)
	}
}

func TestPlainDigits(t *testing.T) {
	s := find(build(t, "ema2016", sheet.Options{PlainDigits: true}), "dealer")
	if got := s.Tables[0].Rows[2].Cells[3].Lines; got[0].Text != "11600" || got[1].Text != "3900 all" {
		t.Errorf("4 han 30 fu dealer: %+v", got)
	}
}
