//go:build browser && maker

package main

import (
	"strings"
	"testing"
)

// TestPanelGap drives the point gaps in Chromium and Firefox: a
// non-dealer 12,300 behind with 1 honba and 2 deposits reads hayami gap's
// answers, one card a way of winning, in the link too; the dealer's three
// ways; a gap beyond any hand; a gap typed with a German grouping dot; a
// gap out of range says why; then its looks.
func TestPanelGap(t *testing.T) {
	inBrowsers(t, func(t *testing.T, tb tab) {
		openPanel(t, tb, "gap", "panel=gap&gap.points=12300&gap.honba=1&gap.sticks=2")
		read := func(what, js string) []string {
			t.Helper()
			got, err := evalAs[[]string](tb, `(async () => { `+js+`; await t_settle("gap");
				return [document.getElementById("gap-question")?.textContent || "", ...Array.from(document.querySelectorAll("#gap-ways li")).map(li => li.querySelector(".way").textContent + " | " + li.querySelector(".hand").textContent), document.getElementById("gap-problem")?.textContent || "", location.hash]; })()`)
			if err != nil {
				t.Fatalf("%s: %s: %v", tb.Browser(), what, err)
			}
			return got
		}
		want := []string{"EMA 2025, 4 players: a non-dealer 12,300 points behind the leader, 1 honba, riichi deposits on the table: 2 The winner takes the deposits: 2,000 of the gap is closed by them.",
			"Ron off the leader: | 3 han 40 fu (5,500), closes 13,000",
			"Ron off another: | Haneman (12,300), closes 14,300",
			"Tsumo, leader not dealer: | Mangan (2,100-4,100), closes 12,400",
			"Tsumo, leader is dealer: | 2 han 110 fu (1,900-3,700), closes 13,200", ""}
		if got := read("12,300 behind", ``); len(got) != 7 || strings.Join(got[:6], "\n") != strings.Join(want, "\n") || !strings.Contains(got[6], "gap.points=12300") {
			t.Errorf("%s: 12,300 behind:\n got %q\nwant %q", tb.Browser(), got, want)
		}
		got := read("the dealer, 8,000 behind", `t_change(document.getElementById("gap-chaser-dealer"), true); document.getElementById("gap-sticks-less").click(); document.getElementById("gap-sticks-less").click(); document.getElementById("gap-honba-less").click(); t_change(document.getElementById("gap-points"), "8000"); await new Promise(r => setTimeout(r, 400))`)
		if len(got) != 6 || !strings.HasPrefix(got[1], "Ron off the leader: | 1 han 90 fu (4,400), closes 8,800") {
			t.Errorf("%s: the dealer 8,000 behind: %q", tb.Browser(), got)
		}
		got = read("40,000 behind", `t_change(document.getElementById("gap-chaser-nondealer"), true); t_change(document.getElementById("gap-points"), "40,000"); await new Promise(r => setTimeout(r, 400))`)
		if len(got) != 7 || got[2] != "Ron off another: | no hand of the table closes the gap" {
			t.Errorf("%s: 40,000 behind: %q", tb.Browser(), got)
		}
		// A gap typed as a German writes it: the grouping dot is no decimal point.
		got = read("9.700 behind", `t_change(document.getElementById("gap-points"), "9.700"); await new Promise(r => setTimeout(r, 400))`)
		if len(got) != 7 || !strings.HasPrefix(got[0], "EMA 2025, 4 players: a non-dealer 9,700 points behind the leader") || !strings.Contains(got[6], "gap.points=9700") {
			t.Errorf("%s: 9.700 behind: %q", tb.Browser(), got)
		}
		got = read("too far", `t_change(document.getElementById("gap-points"), "99999999"); await new Promise(r => setTimeout(r, 400))`)
		if len(got) != 3 || !strings.Contains(got[1], "This gap cannot be answered: gap: a gap must be from 1 to 10,000,000 points") && !strings.Contains(got[1], "This gap cannot be answered: gap: a gap must be from 1 to 10000000 points") {
			t.Errorf("%s: 99,999,999 behind: %q", tb.Browser(), got)
		}
		read("back", `t_change(document.getElementById("gap-points"), "12300"); await new Promise(r => setTimeout(r, 400))`)
		checkShareLink(t, tb, "gap", "gap-result")
		checkPanelLooks(t, tb, "gap")
	})
}
