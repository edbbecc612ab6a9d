package compose

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestCaveatsFollowTheKeys: a note on a key prints where the key's part of
// the rules shows, a three-player rule only for three players, a honba
// value only on a sheet with a counter, and everything on the index page.
func TestCaveatsFollowTheKeys(t *testing.T) {
	t.Parallel()
	tests := []struct {
		preset, key string
		honba       int
		on, off     []string
	}{
		{"ema2025", "kiriage", 0, []string{sheet.Nondealer, sheet.Limits, sheet.CheatSheet, sheet.DrillPay, sheet.IndexPage}, []string{sheet.FuChart, sheet.YakuList, sheet.Final}},
		{"ema2025", "fu.rinshan_tsumo", 0, []string{sheet.FuChart, sheet.DrillFu, sheet.CheatSheet, sheet.IndexPage}, []string{sheet.Nondealer, sheet.Limits, sheet.YakuList}},
		{"ema2025", "dora.red", 0, []string{sheet.YakuList, sheet.IndexPage}, []string{sheet.Nondealer, sheet.CheatSheet}},
		{"ema2025", "game.uma", 0, []string{sheet.IndexPage}, []string{sheet.Nondealer, sheet.Limits, sheet.YakuList, sheet.Final}},
		{"ema2025", "sanma.kita", 0, nil, []string{sheet.YakuList, sheet.IndexPage}},
		{"tenhou-sanma", "sanma.kita", 0, []string{sheet.YakuList, sheet.IndexPage}, []string{sheet.Sanma}},
		{"ema2025", "honba.ron", 0, []string{sheet.IndexPage}, []string{sheet.Nondealer, sheet.Limits}},
		{"ema2025", "honba.ron", 1, []string{sheet.Nondealer, sheet.Limits, sheet.IndexPage}, []string{sheet.FuChart}},
	}
	for _, tt := range tests {
		r, err := ruleset.Preset(tt.preset)
		if err == nil {
			r, err = ruleset.Apply(r, []string{"notes." + tt.key + "=Our club's."})
		}
		if err != nil {
			t.Fatal(err)
		}
		b := newBuilder(table.Tables{Rules: r, Honba: tt.honba}, sheet.Options{Lang: language.English})
		want := b.text("caveat", b.w.Setting(tt.key)) + " Our club's."
		for _, id := range append(tt.on, tt.off...) {
			got := strings.Join(b.caveats(id), "\n")
			if on := strings.Contains(got, want); on != slices.Contains(tt.on, id) {
				t.Errorf("%s %s, %d honba: the caveat on %s prints %t on %s: %q", tt.preset, tt.key, tt.honba, tt.key, on, id, got)
			}
		}
	}
}
