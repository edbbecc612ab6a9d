package locale_test

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// families are every member of every family of messages, by family: what
// the code can name, from the lists that define it.
func families(t *testing.T) map[string][]locale.ID {
	t.Helper()
	f := map[string][]locale.ID{}
	add := func(family string, ids ...locale.ID) { f[family] = append(f[family], ids...) }
	for _, k := range compose.Kinds() {
		if k.ID != sheet.SitePage { // the front page is titled site.title
			add("Sheet", locale.Sheet(k.ID))
		}
	}
	for _, p := range pdf.Papers {
		add("Paper", locale.Paper(p.Name), locale.Paper(p.Name+"-landscape"))
	}
	add("Paper", locale.Paper(pdf.Card.Name))
	for _, name := range ruleset.PresetNames {
		add("Preset", locale.Preset(name))
		r, err := ruleset.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		tables, err := table.Compute(r, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range tables.Tables {
			add("TableCaption", locale.TableCaption(g.ID))
			add("CardCaption", locale.CardCaption(g.ID), locale.CardHighCaption(g.ID))
		}
		for _, y := range table.YakuList(r) {
			add("Yaku", locale.Yaku(y.ID), locale.YakuDesc(y.ID))
		}
		c := table.Chart(r)
		for _, id := range []string{"win", "sets", "pair", "waits", "special"} {
			add("FuChart", locale.FuChart(id))
		}
		for _, items := range [][]table.FuItem{c.WinMethod, c.Pair, c.Waits, c.Special} {
			for _, it := range items {
				add("FuChart", locale.FuChart(it.ID))
			}
		}
		for _, s := range c.Sets {
			add("FuChart", locale.FuChart(s.ID))
		}
		for _, id := range c.Remarks {
			add("FuRemark", locale.FuRemark(id))
		}
	}
	for _, o := range table.NotationOrders {
		add("NotationOrder", locale.NotationOrder(o))
	}
	for _, s := range table.SanmaSchemes {
		for _, rounding := range table.BisectionRoundings {
			sanma := table.SanmaRules{Tsumo: s, Bisection: rounding}
			add("SanmaIntro", locale.SanmaIntro(sanma))
			add("Scheme", locale.Scheme(sanma))
		}
	}
	for _, r := range table.Reasons {
		add("Reason", locale.Reason(r))
	}
	for l := table.Mangan; l <= table.Yakuman; l++ {
		add("Limit", locale.Limit(l))
	}
	for _, w := range []table.Winner{table.WinnerNondealer, table.WinnerDealer} {
		add("GapsCaption", locale.GapsCaption(w))
		for _, way := range standings.Ways(w) {
			add("Way", locale.Way(way))
		}
	}
	for _, d := range table.DoubleYakumans {
		add("Double", locale.Double(d))
	}
	for _, r := range table.Renhous {
		add("Renhou", locale.Renhou(r))
	}
	for _, k := range table.Kazoes {
		add("Kazoe", locale.Kazoe(k))
	}
	for _, ties := range table.TiesValues {
		add("Ties", locale.Ties(ties))
	}
	for w := hand.Ryanmen; w <= hand.Tanki; w++ {
		add("Wait", locale.Wait(w))
	}
	for i := hand.ItemBase; i <= hand.ItemChiitoitsu; i++ {
		add("FuLine", locale.FuLine(i))
	}
	for tile := range hand.Tile(hand.Kinds) {
		add("TileFace", locale.TileFace(tile))
	}
	for n := 1; n <= 4; n++ {
		add("Wind", locale.Wind(n))
		add("Place", locale.Place(n))
	}
	return f
}

// TestEveryFamilyMemberExists holds every member of every family of
// messages to the English catalog (TestLocalesComplete holds the others
// to English): a sheet kind, a reason, a tile, a yaku, a preset … whose
// text English lacks fails with the family and the id.
func TestEveryFamilyMemberExists(t *testing.T) {
	t.Parallel()
	en := locale.For(language.English)
	all := families(t)
	for _, family := range []string{"Sheet", "Paper", "Preset", "TableCaption", "CardCaption", "Yaku", "FuChart", "FuRemark", "NotationOrder",
		"SanmaIntro", "Scheme", "Reason", "Limit", "GapsCaption", "Way", "Double", "Renhou", "Kazoe", "Ties", "Wait", "FuLine", "TileFace", "Wind", "Place"} {
		if len(all[family]) == 0 {
			t.Errorf("family %s has no members", family)
		}
		for _, id := range all[family] {
			if _, ok := en.Messages[id]; !ok {
				t.Errorf("family %s: %q is not in locale/locales/en.json", family, id)
			}
		}
	}
}
