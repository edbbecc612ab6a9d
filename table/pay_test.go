package table_test

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/table"
	"github.com/hayami-mahjong/hayami/table/tabletest"
)

// base and with are the rules the tests start from (package tabletest).
var base, with = tabletest.Base, tabletest.With

// pay writes a payment as "ron / tsumo": "1000 / 300-500", "1500 / 500 all".
func pay(t *testing.T, r table.Rules, h table.Hand, honba int) string {
	t.Helper()
	p, err := table.Pay(r, h, honba)
	if err != nil {
		t.Fatalf("Pay(%+v): %v", h, err)
	}
	ts := p.TsumoSplit()
	if h.Dealer {
		return fmt.Sprintf("%d / %d all", p.Ron.Amount, ts.Nondealer)
	}
	return fmt.Sprintf("%d / %d-%d", p.Ron.Amount, ts.Nondealer, ts.Dealer)
}

// The check values of scoring.md §1, §2 and §4, and the seeds' worked examples.
func TestPayPublishedValues(t *testing.T) {
	t.Parallel()
	kiriage := with(func(r *table.Rules) { r.Kiriage = true })
	tests := []struct {
		name  string
		rules table.Rules
		hand  table.Hand
		honba int
		want  string
	}{
		{"1 han 30 fu", base(), table.Hand{Han: 1, Fu: 30}, 0, "1000 / 300-500"},
		{"1 han 30 fu dealer", base(), table.Hand{Han: 1, Fu: 30, Dealer: true}, 0, "1500 / 500 all"},
		{"2 han 25 fu", base(), table.Hand{Han: 2, Fu: 25}, 0, "1600 / 400-800"},
		{"2 han 25 fu dealer", base(), table.Hand{Han: 2, Fu: 25, Dealer: true}, 0, "2400 / 800 all"},
		{"3 han 30 fu", base(), table.Hand{Han: 3, Fu: 30}, 0, "3900 / 1000-2000"},
		{"3 han 30 fu dealer", base(), table.Hand{Han: 3, Fu: 30, Dealer: true}, 0, "5800 / 2000 all"},
		{"4 han 30 fu", base(), table.Hand{Han: 4, Fu: 30}, 0, "7700 / 2000-3900"},
		{"4 han 30 fu dealer", base(), table.Hand{Han: 4, Fu: 30, Dealer: true}, 0, "11600 / 3900 all"},
		{"1 han 110 fu", base(), table.Hand{Han: 1, Fu: 110}, 0, "3600 / 900-1800"},
		{"1 han 110 fu dealer", base(), table.Hand{Han: 1, Fu: 110, Dealer: true}, 0, "5300 / 1800 all"},
		{"2 han 110 fu", base(), table.Hand{Han: 2, Fu: 110}, 0, "7100 / 1800-3600"},
		{"2 han 110 fu dealer", base(), table.Hand{Han: 2, Fu: 110, Dealer: true}, 0, "10600 / 3600 all"},
		{"mangan", base(), table.Hand{Han: 5}, 0, "8000 / 2000-4000"},
		{"mangan dealer", base(), table.Hand{Han: 5, Dealer: true}, 0, "12000 / 4000 all"},
		{"4 han 40 fu is mangan", base(), table.Hand{Han: 4, Fu: 40}, 0, "8000 / 2000-4000"},
		{"3 han 70 fu is mangan", base(), table.Hand{Han: 3, Fu: 70}, 0, "8000 / 2000-4000"},
		{"3 han 60 fu without kiriage", base(), table.Hand{Han: 3, Fu: 60}, 0, "7700 / 2000-3900"},
		{"kiriage 4 han 30 fu", kiriage, table.Hand{Han: 4, Fu: 30}, 0, "8000 / 2000-4000"},
		{"kiriage 4 han 30 fu dealer", kiriage, table.Hand{Han: 4, Fu: 30, Dealer: true}, 0, "12000 / 4000 all"},
		{"kiriage 3 han 60 fu", kiriage, table.Hand{Han: 3, Fu: 60}, 0, "8000 / 2000-4000"},
		{"kiriage leaves 3 han 50 fu", kiriage, table.Hand{Han: 3, Fu: 50}, 0, "6400 / 1600-3200"},
		{"kiriage leaves 2 han 110 fu", kiriage, table.Hand{Han: 2, Fu: 110}, 0, "7100 / 1800-3600"},
		{"haneman", base(), table.Hand{Han: 6}, 0, "12000 / 3000-6000"},
		{"haneman 7 han", base(), table.Hand{Han: 7, Dealer: true}, 0, "18000 / 6000 all"},
		{"baiman", base(), table.Hand{Han: 8}, 0, "16000 / 4000-8000"},
		{"baiman 10 han", base(), table.Hand{Han: 10}, 0, "16000 / 4000-8000"},
		{"sanbaiman", base(), table.Hand{Han: 11}, 0, "24000 / 6000-12000"},
		{"yakuman", base(), table.Hand{Yakuman: 1}, 0, "32000 / 8000-16000"},
		{"yakuman dealer", base(), table.Hand{Yakuman: 1, Dealer: true}, 0, "48000 / 16000 all"},
		// Seed 000's worked examples: 2 han 50 fu pays 3,200; 1 han 30 fu 1,000; 4 han 40 fu is mangan.
		{"seed: 2 han 50 fu", base(), table.Hand{Han: 2, Fu: 50}, 0, "3200 / 800-1600"},
		{"seed: 4 han 40 fu", kiriage, table.Hand{Han: 4, Fu: 40}, 0, "8000 / 2000-4000"},
		// §4: honba.
		{"mangan tsumo 2 honba", base(), table.Hand{Han: 5}, 2, "8600 / 2200-4200"},
		{"1 han 30 fu 1 honba", base(), table.Hand{Han: 1, Fu: 30}, 1, "1300 / 400-600"},
		{"dealer 3 honba", base(), table.Hand{Han: 1, Fu: 30, Dealer: true}, 3, "2400 / 800 all"},
		{"basengo", with(func(r *table.Rules) { r.Honba = table.HonbaRules{Ron: 1500, Tsumo: 500} }), table.Hand{Han: 5}, 1, "9500 / 2500-4500"},
		{"1000-point rounding", with(func(r *table.Rules) { r.Rounding = 1000 }), table.Hand{Han: 1, Fu: 30}, 0, "1000 / 1000-1000"},
		{"1000-point rounding 3 han", with(func(r *table.Rules) { r.Rounding = 1000 }), table.Hand{Han: 3, Fu: 40}, 0, "6000 / 2000-3000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := pay(t, tt.rules, tt.hand, tt.honba); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestPaySanmaHonba(t *testing.T) {
	t.Parallel()
	r := with(func(r *table.Rules) { threePlayers(r); r.Honba = table.HonbaRules{Ron: 200, Tsumo: 100} })
	if got, want := pay(t, r, table.Hand{Han: 5}, 2), "8400 / 2200-4200"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	p, _ := table.Pay(r, table.Hand{Han: 5}, 2)
	if total := p.TsumoSplit().Total; total != 6400 {
		t.Errorf("three-player tsumo total %d, want 6400 (two payers)", total)
	}
}

func TestPayCountedAndMultipleYakuman(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		edit  func(*table.Rules)
		hand  table.Hand
		limit table.Limit
		mult  int
		ron   int64
	}{
		{"kazoe none: 13 han is sanbaiman", func(r *table.Rules) {}, table.Hand{Han: 13}, table.Sanbaiman, 1, 24000},
		{"kazoe none: 26 han is sanbaiman", func(r *table.Rules) {}, table.Hand{Han: 26}, table.Sanbaiman, 1, 24000},
		{"kazoe single: 13 han", func(r *table.Rules) { r.Kazoe = table.KazoeSingle }, table.Hand{Han: 13}, table.Yakuman, 1, 32000},
		{"kazoe single: 26 han", func(r *table.Rules) { r.Kazoe = table.KazoeSingle }, table.Hand{Han: 26}, table.Yakuman, 1, 32000},
		{"kazoe stacking: 25 han", func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.Yakuman.Max = 6 }, table.Hand{Han: 25}, table.Yakuman, 1, 32000},
		{"kazoe stacking: 26 han", func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.Yakuman.Max = 6 }, table.Hand{Han: 26}, table.Yakuman, 2, 64000},
		{"kazoe stacking: 39 han", func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.Yakuman.Max = 6 }, table.Hand{Han: 39}, table.Yakuman, 3, 96000},
		{"kazoe stacking capped", func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.Yakuman.Max = 2 }, table.Hand{Han: 39}, table.Yakuman, 2, 64000},
		{"no stacking: double pays single", func(r *table.Rules) {}, table.Hand{Yakuman: 2}, table.Yakuman, 1, 32000},
		{"stacking: double", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 6} }, table.Hand{Yakuman: 2}, table.Yakuman, 2, 64000},
		{"stacking: 6x cap, 192000", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 6} }, table.Hand{Yakuman: 7}, table.Yakuman, 6, 192000},
		{"stacking: max 2", func(r *table.Rules) { r.Yakuman = table.YakumanRules{Stacking: true, Max: 2} }, table.Hand{Yakuman: 3}, table.Yakuman, 2, 64000},
		// WRC Rules 2025 §11.2 (quoted in public rule files): "Counted
		// yakuman: 13 han and greater scores yonbaiman", base 8,000.
		{"WRC 2025: 13 han is the yakuman amount", func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.Kiriage = true }, table.Hand{Han: 13}, table.Yakuman, 1, 32000},
		{"WRC 2025: 12 han stays sanbaiman", func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.Kiriage = true }, table.Hand{Han: 12}, table.Sanbaiman, 1, 24000},
		{"kazoe_han 14: 13 han is sanbaiman", func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 14 }, table.Hand{Han: 13}, table.Sanbaiman, 1, 24000},
		{"kazoe_han 14: 14 han", func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 14 }, table.Hand{Han: 14}, table.Yakuman, 1, 32000},
		{"kazoe_han 11: 11 han", func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 11 }, table.Hand{Han: 11}, table.Yakuman, 1, 32000},
		{"kazoe stacking from 12: 24 han", func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.KazoeHan = 12; r.Yakuman.Max = 6 }, table.Hand{Han: 24}, table.Yakuman, 2, 64000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := table.Pay(with(tt.edit), tt.hand, 0)
			if err != nil {
				t.Fatal(err)
			}
			if p.Limit != tt.limit || p.Multiple != tt.mult || p.Ron.Amount != tt.ron {
				t.Errorf("got %s ×%d ron %d, want %s ×%d ron %d", p.Limit, p.Multiple, p.Ron.Amount, tt.limit, tt.mult, tt.ron)
			}
		})
	}
}

func TestPayAotenjou(t *testing.T) {
	t.Parallel()
	r := with(func(r *table.Rules) { r.Aotenjou = true })
	tests := []struct {
		hand table.Hand
		ron  int64
	}{
		{table.Hand{Han: 13, Fu: 40}, 5242900},                // scoring.md §7: 40 × 2^15 × 4 = 5,242,880 → 5,242,900
		{table.Hand{Han: 5, Fu: 30}, 15400},                   // 30 × 2^7 × 4 = 15,360
		{table.Hand{Han: 4, Fu: 30}, 7700},                    // no kiriage, no limit
		{table.Hand{Yakuman: 1, Fu: 30}, 3932200},             // a yakuman counts 13 han: 30 × 2^15 × 4 = 3,932,160
		{table.Hand{Yakuman: 2, Han: 1, Fu: 30}, 64424509500}, // 27 han: 30 × 2^29 × 4 = 64,424,509,440
	}
	for _, tt := range tests {
		p, err := table.Pay(r, tt.hand, 0)
		if err != nil {
			t.Fatalf("%+v: %v", tt.hand, err)
		}
		if p.Limit != table.NoLimit || p.Ron.Amount != tt.ron {
			t.Errorf("%+v: got %s %d, want no limit, %d", tt.hand, p.Limit, p.Ron.Amount, tt.ron)
		}
	}
	// 50 han still fits 64 bits; 60 han does not, and says so instead of wrapping.
	if _, err := table.Pay(r, table.Hand{Han: 50, Fu: 30, Dealer: true}, 0); err != nil {
		t.Errorf("50 han: %v", err)
	}
	_, err := table.Pay(r, table.Hand{Han: 60, Fu: 30, Dealer: true}, 0)
	var tooLarge *table.TooLargeError
	if !errors.As(err, &tooLarge) || !strings.Contains(err.Error(), "cannot be represented") {
		t.Errorf("60 han: got %v, want a TooLargeError", err)
	}
	for _, h := range []table.Hand{{Han: math.MaxInt, Fu: 30}, {Yakuman: math.MaxInt, Fu: 30}, {Han: math.MaxInt - 1, Yakuman: math.MaxInt / 13, Fu: 30}} {
		if _, err := table.Pay(r, h, 0); !errors.As(err, &tooLarge) {
			t.Errorf("%+v: got %v, want a TooLargeError, not a panic", h, err)
		}
	}
	if _, err := table.Pay(base(), table.Hand{Han: 5}, math.MaxInt); !errors.As(err, &tooLarge) {
		t.Errorf("a huge honba count: got %v, want a TooLargeError", err)
	}
	for han := 40; han <= 60; han++ {
		p, err := table.Pay(r, table.Hand{Han: han, Fu: 110, Dealer: true}, 1000)
		if err == nil && (p.Ron.Amount <= 0 || p.TsumoSplit().Total <= 0) {
			t.Errorf("%d han: payment wrapped round to %d", han, p.Ron.Amount)
		}
	}
}

func TestPayRejectsImpossibleHands(t *testing.T) {
	t.Parallel()
	tests := []struct {
		hand  table.Hand
		honba int
		want  string
	}{
		{table.Hand{Han: 0, Fu: 30}, 0, "han: 0 han cannot win"},
		{table.Hand{Han: 2, Fu: 35}, 0, "fu: no hand counts 35 fu"},
		{table.Hand{Han: 2, Fu: 150}, 0, "fu: no hand counts 150 fu"},
		{table.Hand{Han: 2}, 0, "fu: 2 han is paid by its fu"},
		{table.Hand{Han: 2, Fu: 30}, -1, "honba: -1 is not a number of counters"},
		{table.Hand{Yakuman: -1}, 0, "yakuman: -1 is not a number of yakuman"},
	}
	for _, tt := range tests {
		_, err := table.Pay(base(), tt.hand, tt.honba)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%+v honba %d: got %v, want %q", tt.hand, tt.honba, err, tt.want)
		}
	}
}

// threePlayers makes r a sanma rule set, with a three-player uma.
func threePlayers(r *table.Rules) {
	r.Players, r.Game.Uma = 3, []int{15, 0, -15}
}

// TestGainOf checks what the winner takes with riichi deposits: 2 han 30
// fu by a non-dealer with 1 honba (ron 2,300, tsumo 2,300 in all) and 3
// deposits of 1,000 takes 5,300 either way; a sanma rule set's deposit,
// and deposits outside 0 to 99.
func TestGainOf(t *testing.T) {
	t.Parallel()
	r := base()
	p, err := table.Pay(r, table.Hand{Han: 2, Fu: 30}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g, err := table.GainOf(r, p, 3); err != nil || g != (table.Gain{Sticks: 3, Deposits: 3000, Ron: 5300, Tsumo: 5300}) {
		t.Errorf("3 deposits: %+v, %v", g, err)
	}
	if g, err := table.GainOf(r, p, 0); err != nil || g != (table.Gain{Ron: 2300, Tsumo: 2300}) {
		t.Errorf("no deposit: %+v, %v", g, err)
	}
	r.Game.Riichi = 500
	if g, err := table.GainOf(r, p, 2); err != nil || g.Deposits != 1000 || g.Ron != 3300 {
		t.Errorf("deposits of 500: %+v, %v", g, err)
	}
	for _, sticks := range []int{-1, table.MaxSticks + 1} {
		if _, err := table.GainOf(r, p, sticks); err == nil || !strings.HasPrefix(err.Error(), "sticks: ") {
			t.Errorf("%d deposits: %v", sticks, err)
		}
	}
}
