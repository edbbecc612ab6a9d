package compose_test

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/compose/composetest"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

func build(t *testing.T, preset string, opts sheet.Options, sets ...string) sheet.Document {
	t.Helper()
	return composetest.Document(t, preset, opts, sets...)
}

func find(doc sheet.Document, id string) sheet.Sheet {
	i := slices.IndexFunc(doc.Sheets, func(s sheet.Sheet) bool { return s.ID == id })
	return doc.Sheets[i]
}

func TestFootnotesFollowFirstCitation(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
	doc := build(t, "tenhou-sanma", sheet.Options{Version: "9.9"})
	cheat := find(doc, "cheatsheet")
	var ids []string
	for _, tab := range cheat.Tables {
		if tab.NewPage {
			ids = append(ids, "|")
		}
		ids = append(ids, tab.ID)
	}
	if got := strings.Join(ids, " "); got != "sanma-nondealer sanma-dealer | limits fu-win fu-sets fu-pair fu-waits fu-special at-table" {
		t.Errorf("cheat sheet tables: %s", got)
	}
	card := find(doc, "card")
	var sides []string
	for _, tab := range card.Tables {
		if tab.NewPage {
			sides = append(sides, "|")
		}
		sides = append(sides, tab.ID+" "+strings.Join(tab.Columns, ","))
	}
	// A card per winner: its grid to 60 fu on the front; on the back its
	// 70–110 fu rows at 1 and 2 han (3 han is mangan from 70 fu) and its
	// limit hands, each its ron above its tsumo as in the grids.
	if got, want := strings.Join(sides, "; "), "sanma-nondealer 1 han,2 han,3 han,4 han; |; sanma-nondealer-high 1 han,2 han; sanma-nondealer-limits Ron / tsumo; |; sanma-dealer 1 han,2 han,3 han,4 han; |; sanma-dealer-high 1 han,2 han; sanma-dealer-limits Ron / tsumo"; got != want || len(card.Notes) != 0 {
		t.Fatalf("card tables %s, %d notes; want %s", got, len(card.Notes), want)
	}
	if card.Heading != "Tenhou (three players)" || card.Tables[4].Caption != "Three players: dealer wins, 70–110 fu" {
		t.Errorf("card heading %q, dealer's back caption %q", card.Heading, card.Tables[4].Caption)
	}
	if c := card.Tables[1].Rows[4].Cells[1]; c.Lines[0].Text != "7,100" || len(c.Lines) != 2 { // 110 fu 2 han, no total line on a card
		t.Errorf("card 110 fu 2 han: %+v", c)
	}
	if r := card.Tables[5].Rows[0]; r.Label != "Mangan 5" || len(r.Cells) != 1 || len(r.Cells[0].Lines) != 2 || r.Cells[0].Lines[1].Text != "4,000 all" {
		t.Errorf("the dealer's mangan on the card: %+v", r)
	}
	for _, tab := range card.Tables {
		if tab.Side != sheet.CardFront {
			continue // the back's rows from 70 fu, and the limits
		}
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
	if strings.Contains(card.Footer[0], "Tenhou") || !strings.Contains(card.Footer[0], "hayami 9.9") { // the heading names the rules
		t.Errorf("card footer %q", card.Footer)
	}
}

func TestFooterAndCaveatsStateTheRules(t *testing.T) {
	t.Parallel()
	s := find(build(t, "ema2025", sheet.Options{Version: "1.2.3"}, "honba.ron=1500", "honba.tsumo=500"), "limits")
	footer := strings.Join(s.Footer, "\n")
	for _, want := range []string{"Rules: EMA 2025, with changes. EMA Riichi Rules", "Changed from EMA 2025: Honba: 1,500 per counter on a ron, 500 from each tsumo payer.\n", "Kiriage mangan: on.", "13+ counted han: sanbaiman.", "Yakuman: one at most.",
		"Honba: 1,500 per counter on a ron, 500 from each tsumo payer.", "Each payment rounded up to 100.", "Tsumo written 300-500 = non-dealers / dealer; 500 all = each player.", "Made with hayami 1.2.3."} {
		if !strings.Contains(footer, want) {
			t.Errorf("footer lacks %q:\n%s", want, footer)
		}
	}
	if len(s.Caveats) != 0 {
		t.Errorf("EMA 2025 limits: caveats %q, want none (its kazoe and yakuman values are confirmed)", s.Caveats)
	}
	tenhou := build(t, "tenhou", sheet.Options{})
	if got := find(tenhou, "limits").Caveats; !slices.Equal(got, []string{"Assumed, check your rulebook: Yakuman: composites stack, up to 6×."}) {
		t.Errorf("Tenhou limits caveats %q", got)
	}
	for _, id := range []string{"nondealer", "dealer", "fu", "yaku"} {
		if got := find(tenhou, id).Caveats; len(got) != 0 {
			t.Errorf("Tenhou %s: caveats %q; the yakuman cap changes no number there", id, got)
		}
	}
	if got := find(build(t, "tenhou", sheet.Options{}, "yakuman.max=6"), "limits").Caveats; len(got) != 0 {
		t.Errorf("stating the value did not silence the caveat: %q", got)
	}
	if got := find(build(t, "tenhou", sheet.Options{}, "notes.yakuman.max=Our cap, voted in March."), "limits").Caveats; !slices.Equal(got,
		[]string{"Assumed, check your rulebook: Yakuman: composites stack, up to 6×. Our cap, voted in March."}) {
		t.Errorf("a house note: caveats %q", got)
	}
	if fu := find(build(t, "jpml", sheet.Options{}), "fu"); !slices.Equal(fu.Caveats, []string{"Assumed, check your rulebook: Double-wind pair: 4 fu."}) {
		t.Errorf("the fu chart's caveats %q: want only the fu setting's", fu.Caveats)
	}
	ja := find(build(t, "tenhou", sheet.Options{Lang: language.Japanese}), "limits")
	if len(ja.Caveats) != 1 || strings.ContainsFunc(ja.Caveats[0], func(r rune) bool { return r >= 'a' && r <= 'z' }) {
		t.Errorf("Japanese caveat %q: want it translated", ja.Caveats)
	}
	if got := find(build(t, "jpml", sheet.Options{}), "nondealer").Caveats; slices.ContainsFunc(got, func(c string) bool { return strings.Contains(c, "Honba") }) {
		t.Errorf("a sheet without honba counters flags the honba values: %q", got)
	}
	three, _ := ruleset.Preset("tenhou-sanma")
	withHonba, err := standings.Compute(three, 1)
	if err != nil {
		t.Fatal(err)
	}
	sanma := find(compose.Build(withHonba, sheet.Options{Lang: language.English}, compose.PrintIDs(3)), "sanma")
	if !slices.Contains(sanma.Caveats, "Assumed, check your rulebook: Honba: 200 per counter on a ron, 100 from each tsumo payer.") {
		t.Errorf("a three-player sheet keeps the note on its honba: %q", sanma.Caveats)
	}
	if !slices.Contains(sanma.Intro, "Three-player tsumo: tsumo-loss. The two payers pay their four-player shares; the missing player's share is not paid.") {
		t.Errorf("sanma intro %q", sanma.Intro)
	}
}

func TestPlainDigits(t *testing.T) {
	t.Parallel()
	s := find(build(t, "ema2016", sheet.Options{PlainDigits: true}), "dealer")
	if got := s.Tables[0].Rows[2].Cells[3].Lines; got[0].Text != "11600" || got[1].Text != "3900 all" {
		t.Errorf("4 han 30 fu dealer: %+v", got)
	}
}

// yakuRows lists the yaku sheet's rows as "label: closed / open [mark]".
func yakuRows(s sheet.Sheet) map[string]string {
	rows := map[string]string{}
	for _, tab := range s.Tables {
		for _, r := range tab.Rows {
			c, o := r.Cells[0].Lines[0], r.Cells[1].Lines[0]
			rows[r.Label] = c.Text + c.Mark + " / " + o.Text + o.Mark
		}
	}
	return rows
}

func TestYakuSheetFollowsTheRules(t *testing.T) {
	t.Parallel()
	jpml := find(build(t, "jpml", sheet.Options{}), "yaku")
	rows := yakuRows(jpml)
	if _, ok := rows["Ippatsu"]; ok {
		t.Error("JPML lists ippatsu (its 2012 rules have none)")
	}
	if rows["Renhou"] != "Mangan / ×" {
		t.Errorf("JPML renhou %q, want mangan", rows["Renhou"])
	}
	footer := strings.Join(jpml.Footer, " ")
	for _, want := range []string{"Dora: indicator dora, no ura-dora, no kan dora, no red fives.", "Ippatsu: off.", "Renhou: mangan.", "Nagashi mangan: off.", "No single yakuman counts double."} {
		if !strings.Contains(footer, want) {
			t.Errorf("JPML yaku footer lacks %q: %s", want, footer)
		}
	}

	sanma := find(build(t, "tenhou-sanma", sheet.Options{}), "yaku")
	rows = yakuRows(sanma)
	if _, ok := rows["Sanshoku doujun"]; ok {
		t.Error("a three-player yaku list has sanshoku doujun")
	}
	if rows["Nagashi mangan"] != "Mangan / Mangan" || rows["Renhou"] != "" || rows["Ippatsu"] != "1 / ×" {
		t.Errorf("Tenhou sanma: nagashi %q, renhou %q, ippatsu %q", rows["Nagashi mangan"], rows["Renhou"], rows["Ippatsu"])
	}
	if !slices.Contains(sanma.Intro, "Three players: characters 2 to 8 are not in the set, so there is no sanshoku doujun.") ||
		!strings.Contains(strings.Join(sanma.Footer, " "), "North is a bonus tile: set it aside and draw a replacement; each counts as one dora.") {
		t.Errorf("Tenhou sanma intro %q, footer %q", sanma.Intro, sanma.Footer)
	}

	majsoul := find(build(t, "majsoul", sheet.Options{}), "yaku")
	rows = yakuRows(majsoul)
	for label, want := range map[string]string{"Daisuushii": "Yakuman ×2 / Yakuman ×2", "Kokushi musou": "Yakuman1 / ×", "Suu ankou": "Yakuman2 / ×",
		"Chuuren poutou": "Yakuman3 / ×", "Daisangen": "Yakuman / Yakuman"} {
		if rows[label] != want {
			t.Errorf("Mahjong Soul %s: %q, want %q", label, rows[label], want)
		}
	}
	var notes []string
	for _, n := range majsoul.Notes {
		notes = append(notes, n.Mark+" "+n.Text)
	}
	if want := []string{"1 Double yakuman: thirteen orphans on the 13-sided wait.", "2 Double yakuman: four concealed triplets on a single wait.", "3 Double yakuman: nine gates on the 9-sided wait."}; !slices.Equal(notes, want) {
		t.Errorf("Mahjong Soul yaku notes %q, want %q", notes, want)
	}
	if footer := strings.Join(majsoul.Footer, " "); !strings.Contains(footer, "Double yakuman: four concealed triplets on a single wait, thirteen orphans on the 13-sided wait, nine gates on the 9-sided wait, big four winds.") ||
		!strings.Contains(footer, "Dora: indicator dora, ura-dora, kan dora, red fives: 3.") {
		t.Errorf("Mahjong Soul yaku footer %q", footer)
	}
}

func TestPresetNamesAreLocalised(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		preset string
		lang   language.Tag
		sets   []string
		want   string
	}{
		{"tenhou", language.Japanese, nil, "天鳳"},
		{"majsoul", language.Korean, nil, "작혼"},
		{"mleague", language.Japanese, nil, "Mリーグ"},
		{"tenhou", language.English, nil, "Tenhou"},
		{"tenhou", language.Japanese, []string{"name=Thursday club"}, "Thursday club"},
	} {
		s := find(build(t, tc.preset, sheet.Options{Lang: tc.lang}, tc.sets...), "nondealer")
		if !strings.HasPrefix(s.Title, tc.want) || !strings.Contains(s.Footer[0], tc.want) {
			t.Errorf("%s in %s: title %q, footer %q; want %q", tc.preset, tc.lang, s.Title, s.Footer[0], tc.want)
		}
	}
}

// TestAtTheTable: the cheat sheet's back lists the game's rules from the
// rule set, label by label, with the dora and open tanyao the table plays
// (north as dora only with three players).
func TestAtTheTable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		preset string
		sets   []string
		want   string
	}{
		{"mleague", nil, "Start / return: 25,000 / 30,000; Oka, to first place: 20,000; Uma, first to last: +30 / +10 / −10 / −30; Riichi deposit: 1,000; Noten payments, in all: 3,000; Each honba: ron / tsumo: 300 / 100 all; Red fives: 3; Ura-dora / kan dora: on / on; Open tanyao (kuitan): on"},
		{"tenhou-sanma", []string{"dora.red=0", "dora.kan=false", "sanma.kita=false", "yaku.open_tanyao=false"}, "Start / return: 35,000 / 40,000; Oka, to first place: 15,000; Uma, first to last: +20 / 0 / −20; Riichi deposit: 1,000; Noten payments, in all: 2,000; Each honba: ron / tsumo: 200 / 100 all; Red fives: 0; Ura-dora / kan dora: on / off; North as dora: off; Open tanyao (kuitan): off"},
	} {
		cheat := find(build(t, tc.preset, sheet.Options{}, tc.sets...), "cheatsheet")
		at := cheat.Tables[len(cheat.Tables)-1]
		var got []string
		for _, r := range at.Rows {
			got = append(got, r.Label+": "+r.Cells[0].Lines[0].Text)
		}
		if at.ID != "at-table" || strings.Join(got, "; ") != tc.want {
			t.Errorf("%s %v: %s: %s\nwant %s", tc.preset, tc.sets, at.ID, strings.Join(got, "; "), tc.want)
		}
	}
}

// TestVariantSaysWhatChanged: a preset changed by --set is titled as a
// variant in the sheet's language, and the footer says what changed from
// the preset whose source it credits; a change of looks only is no variant.
func TestVariantSaysWhatChanged(t *testing.T) {
	t.Parallel()
	en := find(build(t, "tenhou", sheet.Options{Version: "1"}, "kiriage=true"), "nondealer")
	if en.Title != "Tenhou, with changes: Non-dealer wins" || !slices.Contains(en.Footer, "Changed from Tenhou: Kiriage mangan: on.") {
		t.Errorf("English variant: title %q, footer %q", en.Title, en.Footer)
	}
	ja := find(build(t, "tenhou", sheet.Options{Lang: language.Japanese, Version: "1"}, "kiriage=true"), "nondealer")
	if ja.Title != "天鳳（ローカルルール）：子のアガリ" || !slices.Contains(ja.Footer, "天鳳と異なる設定：切り上げ満貫：あり。") {
		t.Errorf("Japanese variant: title %q, footer %q", ja.Title, ja.Footer)
	}
	looks := find(build(t, "tenhou", sheet.Options{Version: "1"}, "table.fu=30,40"), "nondealer")
	if looks.Title != "Tenhou: Non-dealer wins" || strings.Contains(strings.Join(looks.Footer, " "), "Changed from") {
		t.Errorf("fewer rows: title %q, footer %q; want Tenhou's", looks.Title, looks.Footer)
	}
}

// Each three-player scheme and rounding is stated in the sanma sheet's
// intro and footer; a four-player rule set played by three says its ron
// counter is the three-player one, unless the club states it.
func TestSanmaSchemesStated(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		preset        string
		sets          []string
		intro, scheme string
	}{
		{"majsoul-sanma", []string{"sanma.tsumo=bisection"}, "Three-player tsumo: north-bisection. The missing player's share is split between the two payers, and each payer's whole share is rounded up once.", "Three-player tsumo: north-bisection, each share rounded up once."},
		{"tenhou-sanma", []string{"sanma.tsumo=bisection"}, "Three-player tsumo: north-bisection. The missing player's share is split between the two payers, each half rounded up.", "Three-player tsumo: north-bisection."},
		{"tenhou-sanma", []string{"sanma.tsumo=equal"}, "Three-player tsumo: no tsumo-loss. A tsumo pays what a ron pays: the dealer pays 8/3 × base points, rounded up, and the other non-dealer the rest; to a winning dealer each non-dealer pays half of it, rounded up.", "Three-player tsumo: no tsumo-loss."},
	} {
		s := find(build(t, tt.preset, sheet.Options{}, tt.sets...), "sanma")
		if !slices.Contains(s.Intro, tt.intro) || !strings.Contains(strings.Join(s.Footer, " "), tt.scheme) {
			t.Errorf("%s %v: intro %q, footer %q", tt.preset, tt.sets, s.Intro, s.Footer)
		}
		if slices.ContainsFunc(s.Caveats, func(c string) bool { return strings.Contains(c, "tsumo") }) {
			t.Errorf("%s %v: the club stated the scheme, yet %q", tt.preset, tt.sets, s.Caveats)
		}
	}
	honba := "Assumed, check your rulebook: Honba: 200 per counter on a ron, 100 from each tsumo payer."
	for _, tt := range []struct {
		sets   []string
		footer string
		caveat bool
	}{
		{[]string{"players=3"}, "Honba: 200 per counter on a ron", true},
		{[]string{"players=3", "honba.ron=300"}, "Honba: 300 per counter on a ron", false},
	} {
		r, err := ruleset.Preset("ema2025")
		if err == nil {
			r, err = ruleset.Apply(r, tt.sets)
		}
		if err != nil {
			t.Fatal(err)
		}
		tables, err := standings.Compute(r, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := find(compose.Build(tables, sheet.Options{Lang: language.English}, compose.PrintIDs(3)), "sanma")
		if !strings.Contains(strings.Join(s.Footer, " "), tt.footer) || slices.Contains(s.Caveats, honba) != tt.caveat {
			t.Errorf("ema2025 %v: footer %q, caveats %q", tt.sets, s.Footer, s.Caveats)
		}
	}
}

// TestGridSheetsListTheLimits: a single winner's sheet lists the winner's
// limit hands under the grid, from the table's limits; the three-player
// sheet and an aotenjou sheet have none.
func TestGridSheetsListTheLimits(t *testing.T) {
	t.Parallel()
	doc := build(t, "ema2025", sheet.Options{})
	for _, id := range []string{sheet.Nondealer, sheet.Dealer} {
		s := find(doc, id)
		if len(s.Tables) != 2 || s.Tables[1].ID != id+"-limits" || s.Tables[1].Kind != sheet.KindList || s.Tables[1].Caption != "Limit hands" {
			var ids []string
			for _, tab := range s.Tables {
				ids = append(ids, tab.ID+" "+tab.Caption)
			}
			t.Fatalf("%s: tables %q, want the grid and %s-limits, Limit hands", id, ids, id)
		}
		var rows []string
		for _, r := range s.Tables[1].Rows {
			rows = append(rows, r.Label+": "+r.Cells[0].Lines[0].Text+" / "+r.Cells[1].Lines[0].Text)
			if r.Strong {
				t.Errorf("%s: %s bold; every row is a limit", id, r.Label)
			}
		}
		want := []string{"Mangan 5: 8,000 / 2,000-4,000", "Haneman 6–7: 12,000 / 3,000-6,000", "Baiman 8–10: 16,000 / 4,000-8,000", "Sanbaiman 11+: 24,000 / 6,000-12,000", "Yakuman: 32,000 / 8,000-16,000"}
		if id == sheet.Dealer {
			want = []string{"Mangan 5: 12,000 / 4,000 all", "Haneman 6–7: 18,000 / 6,000 all", "Baiman 8–10: 24,000 / 8,000 all", "Sanbaiman 11+: 36,000 / 12,000 all", "Yakuman: 48,000 / 16,000 all"}
		}
		if !slices.Equal(rows, want) {
			t.Errorf("%s limits:\n got %q\nwant %q", id, rows, want)
		}
	}
	if s := find(build(t, "tenhou-sanma", sheet.Options{}), sheet.Sanma); slices.ContainsFunc(s.Tables, func(t sheet.Table) bool { return t.Kind == sheet.KindList }) {
		t.Error("the three-player sheet lists limits; it has two grids to fit on its page")
	}
	if s := find(build(t, "ema2025", sheet.Options{}, "aotenjou=true"), sheet.Nondealer); len(s.Tables) != 1 {
		t.Errorf("aotenjou: %d tables, want the grid only", len(s.Tables))
	}
	honba := compose.Build(compute(t, "ema2025", 2), sheet.Options{Lang: language.English}, []string{sheet.Nondealer}).Sheets[0]
	if l := honba.Tables[1]; l.Caption != "Limit hands — 2 honba included" || l.Rows[0].Cells[0].Lines[0].Text != "8,600" {
		t.Errorf("2 honba: %q, mangan ron %q", l.Caption, l.Rows[0].Cells[0].Lines[0].Text)
	}
}

// TestCheatSheetTotals: the cheat sheet's grids show tsumo totals as the
// other grids do (by default for three players), the card none.
func TestCheatSheetTotals(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		preset string
		totals bool
	}{{"tenhou-sanma", true}, {"ema2025", true}, {"ema2025", false}} {
		s := find(build(t, tc.preset, sheet.Options{Totals: tc.totals}), sheet.CheatSheet)
		for _, tab := range s.Tables {
			if tab.Kind != sheet.KindGrid {
				continue
			}
			if c := tab.Rows[2].Cells[0]; (len(c.Lines) == 3) != tc.totals || tc.totals && !c.Lines[2].Total { // 30 fu 1 han
				t.Errorf("%s totals %v: %s 1 han 30 fu %+v", tc.preset, tc.totals, tab.ID, c.Lines)
			}
		}
		if got := slices.ContainsFunc(s.Legend, func(l string) bool { return strings.Contains(l, "third line") }); got != tc.totals {
			t.Errorf("%s totals %v: the legend explains the totals: %v", tc.preset, tc.totals, got)
		}
	}
}

// TestBothWinnersCard: with Options.Card both, the pocket card holds both
// winners on two sides: on the front the non-dealer's and the dealer's
// grids to 60 fu in han rows, the dealer's tsumo its bare amount (the
// legend says each pays it), the first grid's caption naming both; on
// the back their rows from 70 fu and their limit hands, each a grid of
// one row. The default card is unchanged: a card per winner.
func TestBothWinnersCard(t *testing.T) {
	t.Parallel()
	doc := build(t, "ema2025", sheet.Options{Version: "9.9", Card: sheet.CardBoth})
	card := find(doc, "card")
	if !card.Pocket || !card.BothWinners || !card.TwoSided {
		t.Fatalf("card profile %+v", card.Profile)
	}
	var sides []string
	for _, tab := range card.Tables {
		if tab.NewPage {
			sides = append(sides, "|")
		}
		sides = append(sides, string(tab.Side)+" "+tab.ID+" "+strings.Join(tab.Columns, ","))
	}
	want := "front nondealer 20,25,30,40,50,60; front dealer 20,25,30,40,50,60; |; " +
		"back nondealer-high 70,80,90,100,110; back dealer-high 70,80,90,100,110; " +
		"back nondealer-limits Mangan 5,Haneman 6–7,Baiman 8–10,Sanbaiman 11+,Yakuman; back dealer-limits Mangan 5,Haneman 6–7,Baiman 8–10,Sanbaiman 11+,Yakuman"
	if got := strings.Join(sides, "; "); got != want {
		t.Fatalf("both winners' card:\n%s\nwant\n%s", got, want)
	}
	front, dealer := card.Tables[0], card.Tables[1]
	if front.Caption != "Non-dealer above, dealer below: 20–60 fu" || dealer.Caption != "Dealer wins, 20–60 fu" || front.Corner != "" || !front.HanRows {
		t.Errorf("front captions %q, %q, corner %q, han rows %v", front.Caption, dealer.Caption, front.Corner, front.HanRows)
	}
	var labels []string
	for _, r := range front.Rows {
		labels = append(labels, r.Label)
	}
	if strings.Join(labels, ",") != "1 han,2 han,3 han,4 han" {
		t.Errorf("front rows %v", labels)
	}
	// 30 fu (column 2), 1 han: 1,000 and 300-500; the dealer's 1,500 and 500.
	if nd, d := front.Rows[0].Cells[2].Lines, dealer.Rows[0].Cells[2].Lines; nd[0].Text != "1,000" || nd[1].Text != "300-500" || d[0].Text != "1,500" || d[1].Text != "500" {
		t.Errorf("30 fu 1 han: %+v / %+v", nd, d)
	}
	if c := card.Tables[5].Rows[0].Cells[0].Lines; len(card.Tables[5].Rows) != 1 || c[0].Text != "12,000" || c[1].Text != "4,000" {
		t.Errorf("the dealer's mangan: %+v", card.Tables[5].Rows)
	}
	if f := card.Footer[0]; !strings.Contains(f, "non-dealer above dealer, whose tsumo each pays") || !strings.Contains(f, "hayami 9.9") {
		t.Errorf("footer %q", f)
	}
	perWinner := find(build(t, "ema2025", sheet.Options{Version: "9.9"}), "card")
	if perWinner.BothWinners || len(perWinner.Tables) != 6 || perWinner.Tables[3].Rows[2].Cells[0].Lines[1].Text != "500 all" {
		t.Errorf("the default card: both winners %v, %d tables", perWinner.BothWinners, len(perWinner.Tables))
	}
}
