package table_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/table"
)

// The standard published tables without kiriage (Riichi Book 1, ch. 6):
// one line per fu, "ron tsumo" per han; "-" where no hand reaches.
var publishedNondealer = `
20: -/- -/400-700 -/700-1300 -/1300-2600
25: -/- 1600/- 3200/800-1600 6400/1600-3200
30: 1000/300-500 2000/500-1000 3900/1000-2000 7700/2000-3900
40: 1300/400-700 2600/700-1300 5200/1300-2600 8000/2000-4000
50: 1600/400-800 3200/800-1600 6400/1600-3200 8000/2000-4000
60: 2000/500-1000 3900/1000-2000 7700/2000-3900 8000/2000-4000
70: 2300/600-1200 4500/1200-2300 8000/2000-4000 8000/2000-4000
80: 2600/700-1300 5200/1300-2600 8000/2000-4000 8000/2000-4000
90: 2900/800-1500 5800/1500-2900 8000/2000-4000 8000/2000-4000
100: 3200/800-1600 6400/1600-3200 8000/2000-4000 8000/2000-4000
110: 3600/- 7100/1800-3600 8000/2000-4000 8000/2000-4000`

var publishedDealer = `
20: -/- -/700 -/1300 -/2600
25: -/- 2400/- 4800/1600 9600/3200
30: 1500/500 2900/1000 5800/2000 11600/3900
40: 2000/700 3900/1300 7700/2600 12000/4000
50: 2400/800 4800/1600 9600/3200 12000/4000
60: 2900/1000 5800/2000 11600/3900 12000/4000
70: 3400/1200 6800/2300 12000/4000 12000/4000
80: 3900/1300 7700/2600 12000/4000 12000/4000
90: 4400/1500 8700/2900 12000/4000 12000/4000
100: 4800/1600 9600/3200 12000/4000 12000/4000
110: 5300/- 10600/3600 12000/4000 12000/4000`

// render writes a table in the layout of the published ones above.
func render(t table.Table) string {
	var b strings.Builder
	for _, fu := range t.Fus {
		fmt.Fprintf(&b, "\n%d:", fu)
		for _, han := range t.Hans {
			c, _ := t.Cell(han, fu)
			ron, tsumo := "-", "-"
			if c.Reachable.Ron {
				ron = fmt.Sprint(c.Ron)
			}
			if c.Reachable.Tsumo {
				tsumo = fmt.Sprint(c.Tsumo.Nondealer)
				if c.Tsumo.Dealer != 0 {
					tsumo += fmt.Sprint("-", c.Tsumo.Dealer)
				}
			}
			fmt.Fprintf(&b, " %s/%s", ron, tsumo)
		}
	}
	return b.String()
}

func TestComputeMatchesPublishedTables(t *testing.T) {
	t.Parallel()
	got, err := table.Compute(base(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if ids := []string{got.Tables[0].ID, got.Tables[1].ID}; !slices.Equal(ids, []string{"nondealer", "dealer"}) {
		t.Fatalf("table ids %v", ids)
	}
	for i, want := range []string{publishedNondealer, publishedDealer} {
		if g := render(got.Tables[i]); g != want {
			t.Errorf("%s table:\ngot:%s\nwant:%s", got.Tables[i].ID, g, want)
		}
	}
}

func TestComputeKiriageChangesOnlyTwoCells(t *testing.T) {
	t.Parallel()
	plain, _ := table.Compute(base(), 0)
	kiri, _ := table.Compute(with(func(r *table.Rules) { r.Kiriage = true }), 0)
	for ti := range plain.Tables {
		var changed []string
		for ci, c := range kiri.Tables[ti].Cells {
			if fmt.Sprint(c) != fmt.Sprint(plain.Tables[ti].Cells[ci]) {
				changed = append(changed, fmt.Sprintf("%d/%d %d", c.Han, c.Fu, c.Ron))
				if !c.Kiriage || c.Limit != table.Mangan {
					t.Errorf("%d han %d fu: not marked as a kiriage mangan", c.Han, c.Fu)
				}
			}
		}
		want := []string{"4/30 8000", "3/60 8000"}
		if ti == 1 {
			want = []string{"4/30 12000", "3/60 12000"}
		}
		if !slices.Equal(changed, want) {
			t.Errorf("%s: kiriage changed %v, want %v", plain.Tables[ti].ID, changed, want)
		}
	}
}

func TestReachFollowsFuSettings(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name          string
		edit          func(*table.Rules)
		han, fu       int
		ron, tsumo    bool
		ronWhy, tsWhy table.Reason
	}{
		{"20 fu ron", func(*table.Rules) {}, 2, 20, false, true, table.ReasonRon20Fu, table.NoReason},
		{"1 han 20 fu", func(*table.Rules) {}, 1, 20, false, false, table.ReasonRon20Fu, table.ReasonTsumo20Fu1Han},
		{"20 fu ron without the open minimum", func(r *table.Rules) { r.Fu.OpenMinimum30 = false }, 1, 20, true, false, table.NoReason, table.ReasonTsumo20Fu1Han},
		{"20 fu tsumo without pinfu tsumo", func(r *table.Rules) { r.Fu.PinfuTsumo = false }, 3, 20, false, false, table.ReasonRon20Fu, table.ReasonTsumo20FuNoPinfu},
		{"25 fu 1 han", func(*table.Rules) {}, 1, 25, false, false, table.Reason25Fu1Han, table.Reason25Fu1Han},
		{"25 fu 2 han", func(*table.Rules) {}, 2, 25, true, false, table.NoReason, table.ReasonTsumo25Fu2Han},
		{"25 fu 3 han", func(*table.Rules) {}, 3, 25, true, true, table.NoReason, table.NoReason},
		{"1 han 110 fu, double wind 4", func(*table.Rules) {}, 1, 110, true, false, table.NoReason, table.ReasonTsumo1HanFuMax},
		{"1 han 110 fu, double wind 2", func(r *table.Rules) { r.Fu.DoubleWindPair = 2 }, 1, 110, false, false, table.ReasonRon1HanFuMax, table.ReasonTsumo1HanFuMax},
		{"1 han 100 fu, double wind 2", func(r *table.Rules) { r.Fu.DoubleWindPair = 2 }, 1, 100, true, true, table.NoReason, table.NoReason},
		{"2 han 110 fu", func(*table.Rules) {}, 2, 110, true, true, table.NoReason, table.NoReason},
		{"1 han 30 fu", func(*table.Rules) {}, 1, 30, true, true, table.NoReason, table.NoReason},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := table.Reach(with(tt.edit), tt.han, tt.fu)
			want := table.Reachable{Ron: tt.ron, Tsumo: tt.tsumo, RonWhy: tt.ronWhy, TsumoWhy: tt.tsWhy}
			if got != want {
				t.Errorf("got %+v, want %+v", got, want)
			}
		})
	}
}

// Properties over every preset-like variant: payments never fall as han or
// fu rise, tsumo totals add up, and each share is rounded on its own.
func TestComputeProperties(t *testing.T) {
	t.Parallel()
	variants := map[string]table.Rules{
		"plain":     base(),
		"kiriage":   with(func(r *table.Rules) { r.Kiriage = true }),
		"sanma":     with(func(r *table.Rules) { threePlayers(r) }),
		"bisection": with(func(r *table.Rules) { threePlayers(r); r.Sanma.Tsumo = table.SanmaBisection }),
		"plus1000":  with(func(r *table.Rules) { threePlayers(r); r.Sanma.Tsumo = table.SanmaPlus1000 }),
		"share": with(func(r *table.Rules) {
			threePlayers(r)
			r.Sanma.Tsumo, r.Sanma.Bisection = table.SanmaBisection, table.BisectionShare
		}),
		"equal":    with(func(r *table.Rules) { threePlayers(r); r.Sanma.Tsumo = table.SanmaEqual }),
		"1000s":    with(func(r *table.Rules) { r.Rounding = 1000 }),
		"aotenjou": with(func(r *table.Rules) { r.Aotenjou = true }),
		"kazoe":    with(func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.Yakuman.Max = 3 }),
	}
	for name, r := range variants {
		r.Table.Han = table.HanRange{Min: 1, Max: 13}
		for _, honba := range []int{0, 3} {
			got, err := table.Compute(r, honba)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, tab := range got.Tables {
				payers := int64(r.Players - 1)
				for _, c := range tab.Cells {
					if c.Ron%int64(r.Rounding) != 0 || c.Tsumo.Nondealer%int64(r.Rounding) != 0 || c.Tsumo.Dealer%int64(r.Rounding) != 0 {
						if r.Honba.Ron%r.Rounding == 0 {
							t.Errorf("%s %s %d/%d: a payment is not a multiple of %d: %+v", name, tab.ID, c.Han, c.Fu, r.Rounding, c)
						}
					}
					wantTotal := c.Tsumo.Dealer + c.Tsumo.Nondealer*(payers-1)
					if tab.Winner == table.WinnerDealer {
						wantTotal = c.Tsumo.Nondealer * payers
					}
					if c.Tsumo.Total != wantTotal {
						t.Errorf("%s %s %d/%d: tsumo total %d, shares add up to %d", name, tab.ID, c.Han, c.Fu, c.Tsumo.Total, wantTotal)
					}
					for _, next := range []struct{ han, fu int }{{c.Han + 1, c.Fu}, {c.Han, c.Fu + 10}} {
						n, ok := tab.Cell(next.han, next.fu)
						if ok && c.Fu != 25 && (n.Ron < c.Ron || n.Tsumo.Total < c.Tsumo.Total) {
							t.Errorf("%s %s: %d/%d pays less than %d/%d", name, tab.ID, n.Han, n.Fu, c.Han, c.Fu)
						}
					}
				}
			}
		}
	}
}

func TestComputeLimitRows(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		edit func(*table.Rules)
		want string
	}{
		{"single", func(*table.Rules) {}, "mangan 5 8000|haneman 6-7 12000|baiman 8-10 16000|sanbaiman 11+ 24000|yakuman  32000"},
		{"kazoe single", func(r *table.Rules) { r.Kazoe = table.KazoeSingle }, "mangan 5 8000|haneman 6-7 12000|baiman 8-10 16000|sanbaiman 11-12 24000|yakuman 13+ 32000"},
		{"stacking 3", func(r *table.Rules) {
			r.Kazoe = table.KazoeSingle
			r.Yakuman = table.YakumanRules{Stacking: true, Max: 3}
		},
			"mangan 5 8000|haneman 6-7 12000|baiman 8-10 16000|sanbaiman 11-12 24000|yakuman 13+ 32000|yakuman  64000|yakuman  96000"},
		{"kazoe stacking", func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.Yakuman.Max = 2 },
			"mangan 5 8000|haneman 6-7 12000|baiman 8-10 16000|sanbaiman 11-12 24000|yakuman 13+ 32000|yakuman 26+ 64000"},
		{"kazoe from 12", func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 12 },
			"mangan 5 8000|haneman 6-7 12000|baiman 8-10 16000|sanbaiman 11 24000|yakuman 12+ 32000"},
		{"kazoe from 11", func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 11 },
			"mangan 5 8000|haneman 6-7 12000|baiman 8-10 16000|yakuman 11+ 32000"},
		{"kazoe none ignores kazoe_han", func(r *table.Rules) { r.KazoeHan = 11 }, "mangan 5 8000|haneman 6-7 12000|baiman 8-10 16000|sanbaiman 11+ 24000|yakuman  32000"},
		{"aotenjou", func(r *table.Rules) { r.Aotenjou = true }, ""},
	}
	for _, tt := range tests {
		got, err := table.Compute(with(tt.edit), 0)
		if err != nil {
			t.Fatal(err)
		}
		var rows []string
		for _, l := range got.Tables[0].Limits {
			rows = append(rows, fmt.Sprintf("%s %s %d", l.Limit.String(), l.Han, l.Ron))
		}
		if g := strings.Join(rows, "|"); g != tt.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tt.name, g, tt.want)
		}
	}
}

func TestComputeSanmaIDs(t *testing.T) {
	t.Parallel()
	got, err := table.Compute(with(func(r *table.Rules) { threePlayers(r) }), 0)
	if err != nil {
		t.Fatal(err)
	}
	if got.Tables[0].ID != "sanma-nondealer" || got.Tables[1].ID != "sanma-dealer" || got.Tables[1].Players != 3 {
		t.Errorf("got %s, %s", got.Tables[0].ID, got.Tables[1].ID)
	}
	if c, _ := got.Tables[1].Cell(1, 30); c.Tsumo.Dealer != 0 || c.Tsumo.Nondealer != 500 || c.Tsumo.Total != 1000 {
		t.Errorf("dealer 1 han 30 fu tsumo: %+v, want 500 all = 1000", c.Tsumo)
	}
}

func TestCheckRejectsImpossibleRules(t *testing.T) {
	t.Parallel()
	tests := []struct {
		edit func(*table.Rules)
		want string
	}{
		{func(r *table.Rules) { r.Players = 5 }, "players: 5 players is not a riichi game"},
		{func(r *table.Rules) { r.Rounding = 50 }, "rounding: payments are rounded up to 100 or to 1000, not 50"},
		{func(r *table.Rules) { r.Honba.Ron = -300 }, "honba.ron: a counter cannot be worth -300"},
		{func(r *table.Rules) { r.Table.Fu = []int{20, 35} }, "table.fu: 35 is not a fu a table can show"},
		{func(r *table.Rules) { r.Table.Fu = []int{30, 20} }, "table.fu: list each fu once, smallest first"},
		{func(r *table.Rules) { r.Table.Fu = []int{120} }, "table.fu: 120 is not a fu a table can show"},
		{func(r *table.Rules) { r.Table.Han = table.HanRange{Min: 0, Max: 4} }, "table.han: 0-4 starts below 1 han"},
		{func(r *table.Rules) { r.Table.Han = table.HanRange{Min: 4, Max: 2} }, "table.han: 4-2 runs backwards"},
		{func(r *table.Rules) { r.Yakuman.Max = 0 }, "yakuman.max: the largest yakuman multiple must be from 1 to 8, not 0"},
		{func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 2000000000} }, "yakuman.max: the largest yakuman multiple must be from 1 to 8"},
		{func(r *table.Rules) {
			r.Yakuman = table.YakumanRules{Max: 1, Doubles: []table.DoubleYakuman{table.DoubleDaisuushii}}
		}, "yakuman.doubles: a double yakuman needs yakuman.stacking = true and yakuman.max of 2 or more"},
		{func(r *table.Rules) {
			r.Yakuman = table.YakumanRules{Stacking: true, Max: 2, Doubles: []table.DoubleYakuman{"suuankou"}}
		}, `yakuman.doubles: "suuankou" is not a yakuman that counts double; use "kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"`},
		{func(r *table.Rules) {
			r.Yakuman = table.YakumanRules{Stacking: true, Max: 2, Doubles: []table.DoubleYakuman{"daisuushii", "daisuushii"}}
		}, `yakuman.doubles: "daisuushii" is listed twice`},
		{func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 10 }, "kazoe_han: a counted yakuman starts at 11 to 26 han, not 10"},
		{func(r *table.Rules) { r.Yaku.Renhou = "baiman" }, `yaku.renhou: "baiman" is not a renhou setting; use none, mangan or yakuman`},
		{func(r *table.Rules) { r.Dora.Red = 5 }, "dora.red: a set has 0 to 4 red fives, not 5"},
		{func(r *table.Rules) { r.Game.Start = 0 }, "game.start: starting points must be from 1 to 1000000, not 0"},
		{func(r *table.Rules) { r.Game.Return = 25000 }, "game.return: return points must be from the starting points (30000) to 1000000, not 25000"},
		{func(r *table.Rules) { r.Game.Uma = []int{10, -10} }, "game.uma: give 4 uma values, first place first, or 3 for three players; got 2"},
		{func(r *table.Rules) { r.Game.Uma = []int{15, 5, -5, -10} }, "game.uma: the uma sums to 5, not 0"},
		{func(r *table.Rules) { r.Game.Uma = []int{5, 15, -5, -15} }, "game.uma: list the uma first place first, largest first (15 comes after 5)"},
		{func(r *table.Rules) { r.Game.Riichi = -1000 }, "game.riichi: a riichi deposit cannot be -1000"},
		{func(r *table.Rules) { r.Game.Noten = -3000 }, "game.noten: noten payments cannot total -3000"},
		{func(r *table.Rules) { r.Aotenjou = true; r.Table.Han = table.HanRange{Min: 1, Max: 2000000000} }, "table.han: 1-2000000000 goes past 104 han"},
		{func(r *table.Rules) { r.Yakuman.Max = 2 }, "yakuman.max: 2 needs yakuman.stacking = true"},
		{func(r *table.Rules) { r.Fu.DoubleWindPair = 3 }, "fu.double_wind_pair: a double-wind pair is worth 2 or 4 fu, not 3"},
		{func(r *table.Rules) { r.Kazoe = "some" }, `kazoe: "some" is not a counted-yakuman setting`},
		{func(r *table.Rules) { r.Sanma.Tsumo = "half" }, `sanma.tsumo: "half" is not a three-player tsumo scheme; use "loss", "bisection", "plus1000", "equal"`},
		{func(r *table.Rules) { r.Sanma.Bisection = "once" }, `sanma.bisection: "once" is not a rounding of north-bisection; use "half", "share"`},
		{func(r *table.Rules) { r.Sanma.Tsumo = table.SanmaEqual; r.Rounding = 1000 }, `sanma.tsumo: "equal" splits the ron 2:1 in 100-point steps; with payments rounded to 1000`},
	}
	for _, tt := range tests {
		err := with(tt.edit).Check()
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("got %v, want %q", err, tt.want)
		}
	}
	if _, err := table.Compute(with(func(r *table.Rules) { r.Aotenjou = true; r.Table.Han = table.HanRange{Min: 1, Max: 70} }), 0); err == nil ||
		!strings.Contains(err.Error(), "cannot be represented") {
		t.Errorf("aotenjou to 70 han: got %v, want a clear overflow error", err)
	}
}

func TestChartFollowsRules(t *testing.T) {
	t.Parallel()
	c := table.Chart(with(func(r *table.Rules) {
		r.Fu.DoubleWindPair = 2
		r.Fu.RinshanTsumo = 0
		r.Fu.PinfuTsumo = false
		r.Fu.OpenMinimum30 = false
	}))
	ids := func(items []table.FuItem) (out []string) {
		for _, it := range items {
			out = append(out, fmt.Sprintf("%s=%d", it.ID, it.Fu))
		}
		return out
	}
	if got := strings.Join(ids(c.WinMethod), " "); got != "closed-ron=10 open-ron=0 tsumo=2 rinshan-tsumo=0" {
		t.Errorf("win method: %s", got)
	}
	if got := strings.Join(ids(c.Special), " "); got != "chiitoitsu=25 pinfu-ron=30" {
		t.Errorf("special: %s", got)
	}
	if got := strings.Join(ids(c.Pair), " "); !strings.Contains(got, "pair-double-wind=2") {
		t.Errorf("pair: %s", got)
	}
	c = table.Chart(base())
	if got := strings.Join(ids(c.Special), " "); got != "chiitoitsu=25 pinfu-tsumo=20 pinfu-ron=30 open-minimum=30" {
		t.Errorf("special: %s", got)
	}
	if c.Sets[4] != (table.SetFu{ID: "quad-terminals-honours", Open: 16, Closed: 32}) {
		t.Errorf("quads: %+v", c.Sets[4])
	}
}

// BenchmarkComputeFullGrid computes the full 13 × 11 grid of all four
// tables: four-player and three-player, both winners.
func BenchmarkComputeFullGrid(b *testing.B) {
	four := with(func(r *table.Rules) { r.Table.Han = table.HanRange{Min: 1, Max: 13} })
	three := four
	threePlayers(&three)
	for b.Loop() {
		if _, err := table.Compute(four, 0); err != nil {
			b.Fatal(err)
		}
		if _, err := table.Compute(three, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func ExamplePay() {
	r := base()
	r.Kiriage = true
	p, _ := table.Pay(r, table.Hand{Han: 4, Fu: 30}, 0)
	t := p.TsumoSplit()
	fmt.Println(p.Limit, p.Ron.Amount, t.Nondealer, t.Dealer)
	// Output: mangan 8000 2000 4000
}

func TestYakuList(t *testing.T) {
	t.Parallel()
	list := table.YakuList(base())
	if len(list) != 39 { // EMA 2016: 38 yaku and yakuman, and renhou as mangan
		t.Fatalf("%d yaku, want 39", len(list))
	}
	find := func(list []table.Yaku, id string) (table.Yaku, bool) {
		for _, y := range list {
			if y.ID == id {
				return y, true
			}
		}
		return table.Yaku{}, false
	}
	majsoul := []table.DoubleYakuman{table.DoubleSuuankouTanki, table.DoubleKokushi13, table.DoubleJunseiChuuren, table.DoubleDaisuushii}
	for _, tc := range []struct {
		name string
		edit func(*table.Rules)
		id   string
		want *table.Yaku // nil: not on the list
	}{
		{"riichi", func(*table.Rules) {}, "riichi", &table.Yaku{ID: "riichi", Closed: 1}},
		{"open tanyao", func(*table.Rules) {}, "tanyao", &table.Yaku{ID: "tanyao", Closed: 1, Open: 1}},
		{"closed tanyao", func(r *table.Rules) { r.Yaku.OpenTanyao = false }, "tanyao", &table.Yaku{ID: "tanyao", Closed: 1}},
		{"sanshoku", func(*table.Rules) {}, "sanshoku", &table.Yaku{ID: "sanshoku", Closed: 2, Open: 1}},
		{"no sanshoku in sanma", func(r *table.Rules) { r.Players = 3 }, "sanshoku", nil},
		{"sanshoku doukou in sanma", func(r *table.Rules) { r.Players = 3 }, "sanshoku-doukou", &table.Yaku{ID: "sanshoku-doukou", Closed: 2, Open: 2}},
		{"chinitsu", func(*table.Rules) {}, "chinitsu", &table.Yaku{ID: "chinitsu", Closed: 6, Open: 5}},
		{"ryanpeikou", func(*table.Rules) {}, "ryanpeikou", &table.Yaku{ID: "ryanpeikou", Closed: 3}},
		// JPML 2012: the 1-han list has no ippatsu.
		{"no ippatsu", func(r *table.Rules) { r.Yaku.Ippatsu = false }, "ippatsu", nil},
		{"ippatsu", func(*table.Rules) {}, "ippatsu", &table.Yaku{ID: "ippatsu", Closed: 1}},
		// EMA 2016: renhou is a strict mangan; Tenhou: no renhou.
		{"renhou mangan", func(*table.Rules) {}, "renhou", &table.Yaku{ID: "renhou", Mangan: true, Closed: 1}},
		{"renhou yakuman", func(r *table.Rules) { r.Yaku.Renhou = table.RenhouYakuman }, "renhou", &table.Yaku{ID: "renhou", Yakuman: true, Closed: 1}},
		{"no renhou", func(r *table.Rules) { r.Yaku.Renhou = table.RenhouNone }, "renhou", nil},
		// Tenhou: nagashi mangan allowed; calls of one's own do not matter.
		{"nagashi", func(r *table.Rules) { r.Yaku.Nagashi = true }, "nagashi", &table.Yaku{ID: "nagashi", Mangan: true, Closed: 1, Open: 1}},
		{"no nagashi", func(*table.Rules) {}, "nagashi", nil},
		{"daisuushii", func(*table.Rules) {}, "daisuushii", &table.Yaku{ID: "daisuushii", Yakuman: true, Closed: 1, Open: 1}},
		// riichi.wiki Majsoul: the four doubles.
		{"daisuushii double", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 6, Doubles: majsoul} }, "daisuushii", &table.Yaku{ID: "daisuushii", Yakuman: true, Closed: 2, Open: 2}},
		{"kokushi", func(*table.Rules) {}, "kokushi", &table.Yaku{ID: "kokushi", Yakuman: true, Closed: 1}},
		{"kokushi 13-sided double", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 6, Doubles: majsoul} }, "kokushi", &table.Yaku{ID: "kokushi", Yakuman: true, Closed: 1, Double: table.DoubleKokushi13}},
		{"only kokushi double", func(r *table.Rules) {
			r.Yakuman = table.YakumanRules{Stacking: true, Max: 6, Doubles: []table.DoubleYakuman{table.DoubleKokushi13}}
		}, "suuankou", &table.Yaku{ID: "suuankou", Yakuman: true, Closed: 1}},
		{"suuankou tanki double", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 6, Doubles: majsoul} }, "suuankou", &table.Yaku{ID: "suuankou", Yakuman: true, Closed: 1, Double: table.DoubleSuuankouTanki}},
		{"junsei chuuren double", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 6, Doubles: majsoul} }, "chuuren", &table.Yaku{ID: "chuuren", Yakuman: true, Closed: 1, Double: table.DoubleJunseiChuuren}},
		{"daisangen never double", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 6, Doubles: majsoul} }, "daisangen", &table.Yaku{ID: "daisangen", Yakuman: true, Closed: 1, Open: 1}},
	} {
		y, ok := find(table.YakuList(with(tc.edit)), tc.id)
		switch {
		case tc.want == nil && ok:
			t.Errorf("%s: %s is listed: %+v", tc.name, tc.id, y)
		case tc.want != nil && !ok:
			t.Errorf("%s: %s is not listed", tc.name, tc.id)
		case tc.want != nil && !reflect.DeepEqual(y, *tc.want):
			t.Errorf("%s: got %+v, want %+v", tc.name, y, *tc.want)
		}
	}
}
