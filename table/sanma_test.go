package table_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/table"
)

// sanma returns three-player rules paying tsumo by scheme, north-bisection
// rounding by rounding.
func sanma(scheme table.SanmaScheme, rounding table.BisectionRounding) table.Rules {
	return with(func(r *table.Rules) { threePlayers(r); r.Sanma.Tsumo, r.Sanma.Bisection = scheme, rounding })
}

// tsumo writes a three-player tsumo as tables print it, with its total:
// "300-500 = 800" (the other non-dealer, then the dealer), "500 all = 1000".
func tsumo(t *testing.T, r table.Rules, h table.Hand, honba int) string {
	t.Helper()
	_, split, _ := strings.Cut(pay(t, r, h, honba), " / ")
	p, _ := table.Pay(r, h, honba)
	return fmt.Sprintf("%s = %d", split, p.TsumoSplit().Total)
}

// Every three-player tsumo scheme and rounding against what its sources
// print or compute:
//
//   - loss: the tsumo-loss table of tenhou.club (sanma-tumo-tensuu): 30 fu
//     1 han 800 [500-300], 20 fu 2 han 1,100 [700-400], 30 fu 3 han 3,000
//     [2000-1000], mangan 6,000 [4000-2000], haneman 9,000, yakuman 24,000.
//   - bisection, half: scoring.md §6 (SEGA MJ's table) and 1Computer1/riichi
//     index.js (sanmaBisection: ceil100(ceil100(base × 2) / 2) added to each
//     payer): 500-700 for 1 han 30 fu, 1,100 all for a dealer's 2 han 20 fu.
//   - bisection, share: Mahjong Soul as the majsoul-replay-editor computes it
//     (huleOnePlayer.ts calcPoint, no_zimosun: 3 × base all on a dealer's
//     tsumo, 2.5 × from the dealer and 1.5 × from the non-dealer, each
//     rounded up to 100 once); scoring.md §6: 1,000 all for a dealer's 2
//     han 20 fu.
//   - plus1000: scoring.md §6's worked examples.
//   - equal (no tsumo-loss, 丸取り as ja.wikipedia 三人麻雀 describes it):
//     HinanoAira/riichi index.js (sanma, tsumozon false): ceil100(3 × base)
//     all on a dealer's tsumo; on a non-dealer's, ceil100(8/3 × base) from
//     the dealer and ceil100(4/3 × base) from the non-dealer, 100 less where
//     the two pay more than the ron.
func TestPaySanmaSchemesPublished(t *testing.T) {
	t.Parallel()
	tests := []struct {
		hand                               table.Hand
		loss, half, share, plus1000, equal string
	}{
		{table.Hand{Han: 1, Fu: 30}, "300-500 = 800", "500-700 = 1200", "400-600 = 1000", "1300-1500 = 2800", "300-700 = 1000"},
		{table.Hand{Han: 1, Fu: 30, Dealer: true}, "500 all = 1000", "800 all = 1600", "800 all = 1600", "1500 all = 3000", "800 all = 1600"},
		{table.Hand{Han: 2, Fu: 20}, "400-700 = 1100", "600-900 = 1500", "500-800 = 1300", "1400-1700 = 3100", "400-900 = 1300"},
		{table.Hand{Han: 2, Fu: 20, Dealer: true}, "700 all = 1400", "1100 all = 2200", "1000 all = 2000", "1700 all = 3400", "1000 all = 2000"},
		{table.Hand{Han: 3, Fu: 30}, "1000-2000 = 3000", "1500-2500 = 4000", "1500-2400 = 3900", "2000-3000 = 5000", "1300-2600 = 3900"},
		{table.Hand{Han: 3, Fu: 30, Dealer: true}, "2000 all = 4000", "3000 all = 6000", "2900 all = 5800", "3000 all = 6000", "2900 all = 5800"},
		{table.Hand{Han: 5}, "2000-4000 = 6000", "3000-5000 = 8000", "3000-5000 = 8000", "3000-5000 = 8000", "2600-5400 = 8000"},
		{table.Hand{Han: 5, Dealer: true}, "4000 all = 8000", "6000 all = 12000", "6000 all = 12000", "5000 all = 10000", "6000 all = 12000"},
		{table.Hand{Han: 6}, "3000-6000 = 9000", "4500-7500 = 12000", "4500-7500 = 12000", "4000-7000 = 11000", "4000-8000 = 12000"},
		{table.Hand{Yakuman: 1}, "8000-16000 = 24000", "12000-20000 = 32000", "12000-20000 = 32000", "9000-17000 = 26000", "10600-21400 = 32000"},
		{table.Hand{Yakuman: 1, Dealer: true}, "16000 all = 32000", "24000 all = 48000", "24000 all = 48000", "17000 all = 34000", "24000 all = 48000"},
	}
	for _, tt := range tests {
		for _, c := range []struct {
			rules table.Rules
			want  string
		}{
			{sanma(table.SanmaLoss, table.BisectionHalf), tt.loss},
			{sanma(table.SanmaLoss, table.BisectionShare), tt.loss}, // the rounding is north-bisection's only
			{sanma(table.SanmaBisection, table.BisectionHalf), tt.half},
			{sanma(table.SanmaBisection, table.BisectionShare), tt.share},
			{sanma(table.SanmaPlus1000, table.BisectionShare), tt.plus1000},
			{sanma(table.SanmaEqual, table.BisectionShare), tt.equal},
		} {
			name := c.rules.Sanma.Scheme()
			if got := tsumo(t, c.rules, tt.hand, 0); got != c.want {
				t.Errorf("%+v %s/%s: got %s, want %s", tt.hand, name, c.rules.Sanma.Bisection, got, c.want)
			}
			ron, _ := table.Pay(c.rules, tt.hand, 0)
			four, _ := table.Pay(base(), tt.hand, 0)
			if ron.Ron.Amount != four.Ron.Amount {
				t.Errorf("%+v %s: ron %d differs from four players' %d", tt.hand, name, ron.Ron.Amount, four.Ron.Amount)
			}
		}
	}
}

// With no tsumo-loss a non-dealer's tsumo pays exactly the ron, in every
// cell, honba included where a counter pays a ron what it pays two tsumo
// payers; a dealer's tsumo pays each half of the ron, rounded up. The
// scheme's three-player addition never takes from a payer's own share.
func TestPaySanmaEqualKeepsTheRon(t *testing.T) {
	t.Parallel()
	r := sanma(table.SanmaEqual, table.BisectionHalf)
	r.Honba = table.HonbaRules{Ron: 200, Tsumo: 100}
	r.Table.Han = table.HanRange{Min: 1, Max: 13}
	for _, honba := range []int{0, 2} {
		got, err := table.Compute(r, honba)
		if err != nil {
			t.Fatal(err)
		}
		for _, tab := range got.Tables {
			for _, c := range tab.Cells {
				p, _ := table.Pay(r, table.Hand{Han: c.Han, Fu: c.Fu, Dealer: tab.Winner == table.WinnerDealer}, honba)
				for i := range p.Tsumo.Len() {
					if s := p.Tsumo.At(i); s.Sanma < 0 {
						t.Errorf("%s %d/%d: the scheme takes %d off a share", tab.ID, c.Han, c.Fu, -s.Sanma)
					}
				}
				if tab.Winner == table.WinnerDealer {
					if half := (c.Ron - int64(200*honba)) / 2; c.Tsumo.Nondealer-int64(100*honba) != (half+99)/100*100 {
						t.Errorf("%s %d/%d honba %d: %d all, want half the ron %d rounded up", tab.ID, c.Han, c.Fu, honba, c.Tsumo.Nondealer, c.Ron)
					}
				} else if c.Tsumo.Total != c.Ron {
					t.Errorf("%s %d/%d honba %d: tsumo %d-%d = %d, ron %d", tab.ID, c.Han, c.Fu, honba, c.Tsumo.Nondealer, c.Tsumo.Dealer, c.Tsumo.Total, c.Ron)
				}
			}
		}
	}
}

// Honba on the new schemes: a counter adds 100 to each payer's share,
// after the scheme's rounding.
func TestPaySanmaSchemesHonba(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		rules table.Rules
		hand  table.Hand
		want  string
	}{
		{sanma(table.SanmaBisection, table.BisectionShare), table.Hand{Han: 2, Fu: 20, Dealer: true}, "1100 all = 2200"},
		{sanma(table.SanmaEqual, table.BisectionHalf), table.Hand{Han: 1, Fu: 30}, "400-800 = 1200"},
	} {
		if got := tsumo(t, tt.rules, tt.hand, 1); got != tt.want {
			t.Errorf("%s %+v, 1 honba: got %s, want %s", tt.rules.Sanma.Scheme(), tt.hand, got, tt.want)
		}
	}
}
