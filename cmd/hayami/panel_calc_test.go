//go:build browser && maker

package main

import (
	"strings"
	"testing"
)

// TestPanelCalc drives the calculator in Chromium and Firefox as a
// player at the table does: the rules named; 4 han 30 fu under tenhou with kiriage shows
// 8,000 by ron (7,700 without), a dealer's tsumo "all", honba and
// deposits, 6 han needs no fu, a link opens it with its inputs, the
// Polish page groups as hayami does ("7 700"), and a hand no one can win
// (1 han 25 fu) says so; on a phone the payment stays in sight over the
// counters; then its looks (axe-core, targets, width).
func TestPanelCalc(t *testing.T) {
	inBrowsers(t, func(t *testing.T, tb tab) {
		openPanel(t, tb, "calc", "rules=tenhou&set=kiriage%3Dtrue&panel=calc&calc.han=4")
		type shown struct{ Answer, Other, Gain, Working, Problem, Hash string }
		read := `(() => { const text = (id) => (document.getElementById(id) || {}).textContent || "";
			return {Answer: text("calc-answer"), Other: text("calc-other"), Gain: text("calc-gain"), Working: text("calc-working"), Problem: text("calc-problem"), Hash: location.hash}; })()`
		step := func(what, js string) shown {
			t.Helper()
			got, err := evalAs[shown](tb, `(async () => { `+js+`; await t_settle("calc"); return `+read+`; })()`)
			if err != nil {
				t.Fatalf("%s: %s: %v", tb.Browser(), what, err)
			}
			return got
		}
		check := func(what string, got shown, want ...string) {
			t.Helper()
			all := got.Answer + " | " + got.Other + " | " + got.Gain + " | " + got.Problem + " | " + got.Working
			for _, w := range want {
				if !strings.Contains(all, w) {
					t.Errorf("%s: %s: no %q in %q", tb.Browser(), what, w, all)
				}
			}
		}
		// The rules the answer is under, named under the heading.
		if rules, err := evalAs[string](tb, `document.querySelector("#panel-calc .panel-rules").textContent`); err != nil || rules != "Rule set Tenhou kiriage=true" {
			t.Errorf("%s: the rules named: %q %v", tb.Browser(), rules, err)
		}
		got := step("4 han 30 fu, kiriage", ``)
		check("4 han 30 fu, kiriage", got, "8,000Ron: the discarder pays 8,000.", "By tsumo: 2,000-4,000.", "paid as mangan (kiriage)")
		got = step("tsumo", `t_change(document.getElementById("calc-way-tsumo"), true)`)
		check("tsumo", got, "2,000-4,000Tsumo: the dealer pays 4,000, each other player 2,000. 8,000 in all.", "By ron: 8,000.")
		if !strings.Contains(got.Hash, "calc.han=4") || !strings.Contains(got.Hash, "calc.tsumo=1") {
			t.Errorf("%s: the link does not hold the inputs: %s", tb.Browser(), got.Hash)
		}
		got = step("dealer, 2 honba, 1 deposit", `t_change(document.getElementById("calc-winner-dealer"), true); document.getElementById("calc-honba-more").click(); document.getElementById("calc-honba-more").click(); document.getElementById("calc-sticks-more").click()`)
		check("dealer, 2 honba, 1 deposit", got, "4,200 allTsumo: each other player pays 4,200. 12,600 in all.", "With the riichi deposits the winner takes 13,600.", "Riichi deposits:  1 × 1,000 = 1,000")
		got = step("6 han", `t_change(document.getElementById("calc-han"), "6")`)
		if hidden, _ := evalAs[bool](tb, `document.getElementById("calc-fu").closest(".field").hidden`); !hidden {
			t.Errorf("%s: 6 han: the fu field is shown", tb.Browser())
		}
		check("6 han", got, "6,200 allTsumo: each other player pays 6,200. 18,600 in all.", "6 han is haneman")
		got = step("kiriage off", `t_change(document.getElementById("calc-han"), "4"); t_change(document.getElementById("calc-honba"), "0"); t_change(document.getElementById("calc-sticks"), "0"); t_change(document.getElementById("calc-winner-nondealer"), true); t_change(document.getElementById("calc-way-ron"), true); document.getElementById("menu-sheets").click(); await t_preview(); t_change(document.getElementById("k-kiriage"), false); await t_preview(); document.getElementById("menu-calc").click()`)
		check("kiriage off", got, "7,700Ron: the discarder pays 7,700.")
		got = step("Polish", `t_change(document.getElementById("ui-lang"), "pl"); await t_preview(); await new Promise(r => setTimeout(r, 200))`)
		check("Polish", got, "7\u00a0700Ron: odrzucający płaci 7\u00a0700.")
		got = step("1 han 20 fu", `t_change(document.getElementById("ui-lang"), "en"); await new Promise(r => setTimeout(r, 300)); await t_settle("calc"); t_change(document.getElementById("calc-han"), "1"); t_change(document.getElementById("calc-fu"), "25")`)
		check("1 han 25 fu", got, "—No hand can win so: see the note under the working.", "1 han 25 fu")
		openPanel(t, tb, "calc", "rules=tenhou&set=kiriage%3Dtrue&panel=calc&calc.han=4&calc.honba=1&calc.sticks=1") // the docs' picture
		// On a phone the payment stays in sight over the counters under it.
		if err := tb.SetViewport(375, 640); err != nil {
			t.Fatal(err)
		}
		inSight, err := evalAs[string](tb, `(async () => {
			await t_waitFor(() => innerWidth === 375 && innerHeight === 640); // the viewport as set, under load too
			const more = document.getElementById("calc-sticks-more");
			more.scrollIntoView({block: "center"});
			await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
			const a = document.getElementById("calc-answer").getBoundingClientRect(), b = more.getBoundingClientRect();
			return scrollY > 0 && a.top >= 0 && a.bottom <= b.top ? "" : JSON.stringify({scrollY, answer: [a.top, a.bottom], counter: b.top});
		})()`)
		if err != nil || inSight != "" {
			t.Errorf("%s: at 375 px the payment is out of sight by the deposits' counter: %s %v", tb.Browser(), inSight, err)
		}
		checkShareLink(t, tb, "calc", "calc-result")
		checkPanelLooks(t, tb, "calc")
	})
}
