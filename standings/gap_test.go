package standings_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// TestGapAgainstBruteForce checks every answer of every preset's gap
// tables, with 0 and 2 honba and 0 to 3 deposits, against a search of every
// hand table.Pay scores: han 1 to the table's highest (then the limits by
// han and each yakuman multiple), every fu some hand reaches by the way of
// winning. The answer's gain must be the smallest gain above the gap (and,
// for drawing level, at or above it).
func TestGapAgainstBruteForce(t *testing.T) {
	t.Parallel()
	for _, name := range ruleset.PresetNames {
		r, err := ruleset.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, honba := range []int{0, 2} {
			tabs, err := table.Compute(r, honba)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range []table.Winner{table.WinnerNondealer, table.WinnerDealer} {
				gains := bruteGains(t, r, honba, w)
				for sticks := 0; sticks <= 3; sticks++ {
					deposits := int64(sticks * r.Game.Riichi)
					for _, gap := range standings.GapSteps {
						gap += deposits
						answers, err := standings.Gap(tabs, standings.GapQuestion{Gap: gap, Winner: w, Sticks: sticks})
						if err != nil {
							t.Fatal(err)
						}
						for _, a := range answers {
							where := fmt.Sprintf("%s honba %d %s sticks %d gap %d %s", name, honba, w, sticks, gap, a.Way)
							pass, level := smallest(gains[a.Way], deposits, gap)
							if a.Pass.Found != (pass > 0) || a.Pass.Gain != pass {
								t.Errorf("%s: pass %+v, want gain %d", where, a.Pass, pass)
							}
							if a.Level.Found && a.Level.Gain != level || !a.Level.Found && level != pass {
								t.Errorf("%s: level %+v, want gain %d (pass %d)", where, a.Level, level, pass)
							}
						}
					}
				}
			}
		}
	}
}

// bruteGains lists, per way of winning, what every scorable hand closes
// before deposits.
func bruteGains(t *testing.T, r table.Rules, honba int, w table.Winner) map[standings.Way][]int64 {
	t.Helper()
	out := map[standings.Way][]int64{}
	dealer := w == table.WinnerDealer
	var hands []table.Hand
	maxHan := r.Table.Han.Max
	if !r.Aotenjou {
		maxHan = max(maxHan, 13*r.Yakuman.Max)
	}
	for han := 1; han <= maxHan; han++ {
		for _, fu := range []int{20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110} {
			hands = append(hands, table.Hand{Han: han, Fu: fu, Dealer: dealer})
		}
	}
	if !r.Aotenjou {
		for m := 1; m <= r.Yakuman.Max; m++ {
			hands = append(hands, table.Hand{Yakuman: m, Dealer: dealer})
		}
	}
	for _, h := range hands {
		p, err := table.Pay(r, h, honba)
		if err != nil {
			continue // a hand the rules do not score
		}
		reach := table.Reach(r, h.Han, h.Fu)
		if h.Yakuman > 0 || h.Han >= 5 && !r.Aotenjou {
			reach = table.Reachable{Ron: true, Tsumo: true} // a limit: some hand of that han scores it
		}
		ts := p.TsumoSplit()
		for _, way := range standings.Ways(w) {
			tsumo := way == standings.WayTsumoLeaderNondealer || way == standings.WayTsumoLeaderDealer
			if tsumo && !reach.Tsumo || !tsumo && !reach.Ron {
				continue
			}
			var g int64
			switch way {
			case standings.WayDirect:
				g = 2 * p.Ron.Amount
			case standings.WayRon:
				g = p.Ron.Amount
			case standings.WayTsumoLeaderDealer:
				g = ts.Total + ts.Dealer
			case standings.WayTsumoLeaderNondealer:
				g = ts.Total + ts.Nondealer
			}
			out[way] = append(out[way], g)
		}
	}
	return out
}

// smallest returns the least gain above gap and the least at or above it.
func smallest(gains []int64, deposits, gap int64) (pass, level int64) {
	for _, g := range gains {
		g += deposits
		if g > gap && (pass == 0 || g < pass) {
			pass = g
		}
		if g >= gap && (level == 0 || g < level) {
			level = g
		}
	}
	return pass, level
}

// TestGapExamples: answers a player can check by hand.
func TestGapExamples(t *testing.T) {
	t.Parallel()
	r := base() // no kiriage: 4 han 30 fu pays 7,700
	r.Game.Ties = table.TiesSplit
	tabs, err := table.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	answers, err := standings.Gap(tabs, standings.GapQuestion{Gap: 15500, Winner: table.WinnerNondealer})
	if err != nil {
		t.Fatal(err)
	}
	got := map[standings.Way]string{}
	for _, a := range answers {
		got[a.Way] = describe(a.Pass)
	}
	want := map[standings.Way]string{
		standings.WayDirect:               "mangan 8000 gain 16000",  // 4 han 30 fu, twice 7,700, is 15,400: not enough
		standings.WayRon:                  "baiman 16000 gain 16000", // haneman's 12,000 is not enough
		standings.WayTsumoLeaderNondealer: "baiman 16000 gain 20000", // haneman: 12,000 + the leader's 3,000
		standings.WayTsumoLeaderDealer:    "haneman 12000 gain 18000",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("gap 15,500 (-want +got):\n%s", diff)
	}
}

func describe(h standings.GapHand) string {
	if h.Fu == 0 {
		return fmt.Sprintf("%s %d gain %d", h.Limit, h.Ron, h.Gain)
	}
	return fmt.Sprintf("%d/%d %d gain %d", h.Han, h.Fu, h.Ron, h.Gain)
}

// TestGapTableBands: each row answers its band with no deposit; with
// deposits the band moves up by them and the answers stay the same.
func TestGapTableBands(t *testing.T) {
	t.Parallel()
	r := base()
	r.Game.Ties = table.TiesSplit
	tabs, err := table.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := standings.GapTable(tabs, table.WinnerNondealer, 3)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int64{0, 0, 0, 0}, rows[0].From); diff != "" {
		t.Errorf("first row from (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int64{1000, 2000, 3000, 4000}, rows[0].Gaps); diff != "" {
		t.Errorf("first row gaps (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int64{1100, 2100, 3100, 4100}, rows[1].From); diff != "" {
		t.Errorf("second row from (-want +got):\n%s", diff)
	}
	for _, row := range rows {
		for s := 1; s <= 3; s++ {
			with, err := standings.Gap(tabs, standings.GapQuestion{Gap: row.Gaps[s], Winner: table.WinnerNondealer, Sticks: s})
			if err != nil {
				t.Fatal(err)
			}
			for i := range with { // the same hands: only the deposits' part of the gain differs
				for _, h := range []*standings.GapHand{&with[i].Pass, &with[i].Level} {
					if h.Found {
						h.Gain -= int64(s) * 1000
					}
				}
			}
			if diff := cmp.Diff(row.Answers, with); diff != "" {
				t.Errorf("gap %d with %d deposits (-want +got):\n%s", row.Gaps[s], s, diff)
			}
		}
	}
}
