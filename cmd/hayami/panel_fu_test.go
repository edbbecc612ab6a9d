//go:build browser && maker

package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fuPanelHelpers drive the fu panel: t_tap taps each tile of the picker
// named, t_mode chooses what the next tiles are, t_held is the hand's
// button of a tile's name, and t_fu waits for the count to settle and
// returns what the panel shows.
const fuPanelHelpers = `;
window.t_tap = async (...tiles) => { for (const tile of tiles) document.getElementById("fu-pick-" + tile).click(); return t_settle("fu"); };
window.t_mode = (kind) => t_change(document.getElementById("fu-adding-" + kind), true);
window.t_held = (name) => [...document.querySelectorAll(".fu-held")].find(b => b.textContent.includes(name));
window.t_fu = async () => {
  await t_settle("fu");
  const text = (id) => document.getElementById(id)?.textContent.trim() ?? "";
  return {field: document.getElementById("fu-hand").value, answer: text("fu-answer"), yaku: text("fu-yaku"), payment: text("fu-payment"),
    working: text("fu-working"), problem: text("fu-problem"), han: document.getElementById("fu-han").value,
    count: text("fu-count"), link: location.hash, hint: text("fu-han-hint"), hanPays: text("fu-han-pays"), mode: document.querySelector("[name=fu-adding]:checked").value, hanShown: !document.getElementById("fu-han-field").hidden};
};
true`

// fuShown is what the fu panel shows, as t_fu returns it.
type fuShown struct {
	Field, Answer, Yaku, Payment, Working, Problem, Han, Count, Link, Hint, HanPays, Mode string
	HanShown                                                                              bool
}

// fuAfter runs js (after the helpers) in tb and returns what the panel shows then.
func fuAfter(t *testing.T, tb tab, js string) fuShown {
	t.Helper()
	got, err := evalAs[fuShown](tb, panelHelpers+fuPanelHelpers+`; (async () => { `+js+`; return t_fu(); })()`)
	if err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	return got
}

// TestPanelFu drives the fu-from-tiles panel in Chromium and Firefox:
// seed 000's worked example (a closed wait, 50 fu) tapped in tile by tile,
// its lines and payment at the han given, repeated by the han, with a
// honba and a deposit; a hand
// typed with a pon called by the picker (which then adds the hand's tiles
// again), its winning tile chosen among the hand's, won by tsumo by the
// dealer (500 all); the count limit and the chi's tiles; a hand of 13
// tiles and its message; suu ankou paid as a yakuman; a link opening the
// panel in Japanese with a hand; three players' refusal of chi; and the
// panel's looks (axe-core, 44 px).
func TestPanelFu(t *testing.T) {
	out := filepath.Join(os.TempDir(), "i32-fu")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	inBrowsers(t, func(t *testing.T, tb tab) {
		openPanel(t, tb, "fu", "panel=fu")
		// Seed 000's example, tapped in with the winning tile last.
		got := fuAfter(t, tb, `await t_tap("1m", "2m", "3m", "4m", "6m", "9p", "9p", "9p", "5s", "5s", "5s", "7z", "7z", "5m")`)
		if got.Field != "12346m999p555s77z5m" || got.Answer != "50 fu" || got.Han != "1" || got.Count != "Tiles: 14 of 14 (a call counts 3)" ||
			got.Yaku != "No yaku that depend on the reading" || !strings.HasPrefix(got.Hint, "Yours to give: no yaku of this hand depends on how it is read, so the field starts at 1 han.") {
			t.Errorf("%s: seed 000's hand tapped in: %+v", tb.Browser(), got)
		}
		for _, line := range []string{"Ron on 5m", "+10  Closed hand won by ron", "+8  Concealed triplet 999p", "+2  Closed wait (kanchan)", "= 46 fu, rounded up: 50 fu"} {
			if !strings.Contains(got.Working, line) {
				t.Errorf("%s: seed 000's lines lack %q:\n%s", tb.Browser(), line, got.Working)
			}
		}
		if !strings.HasPrefix(got.Payment, "1,600paid by the discarder") {
			t.Errorf("%s: 1 han 50 fu ron pays %q, want 1,600", tb.Browser(), got.Payment)
		}
		if got = fuAfter(t, tb, `t_change(document.getElementById("fu-han"), "2")`); !strings.HasPrefix(got.Payment, "3,200") || !strings.Contains(got.Link, "fu.han=2") || got.HanPays != "= 3,200" {
			t.Errorf("%s: 2 han 50 fu ron: %+v", tb.Browser(), got)
		}
		// A honba and a riichi deposit on the table, paid as the calculator pays them.
		got = fuAfter(t, tb, `document.getElementById("fu-honba-more").click(); document.getElementById("fu-sticks-more").click()`)
		if gain, err := evalAs[string](tb, `document.getElementById("fu-gain")?.textContent || ""`); err != nil || !strings.HasPrefix(got.Payment, "3,500") ||
			gain != "With the riichi deposits the winner takes 4,500." || !strings.Contains(got.Link, "fu.honba=1") {
			t.Errorf("%s: 2 han 50 fu, 1 honba, 1 deposit: %q, %q %v", tb.Browser(), got.Payment, gain, err)
		}
		fuAfter(t, tb, `document.getElementById("fu-honba-less").click(); document.getElementById("fu-sticks-less").click()`)
		// A tile tapped from the keyboard keeps the focus, though the picker is drawn again.
		if focus, err := evalAs[string](tb, `(async () => {
			const b = document.getElementById("fu-pick-1z"); b.focus(); b.click();
			await t_settle("fu");
			const id = document.activeElement.id;
			t_held("E").click(); document.getElementById("fu-take-out").click();
			await t_settle("fu");
			return id + " " + document.getElementById("fu-hand").value;
		})()`); err != nil || focus != "fu-pick-1z 12346m999p555s77z5m" {
			t.Errorf("%s: the focus after a tap, and the hand after taking the tile out: %q %v", tb.Browser(), focus, err)
		}
		// Four of a tile at most; a chi from 8 or 9 is none.
		limits, err := evalAs[[]string](tb, `(() => {
			const d = (tile) => document.getElementById("fu-pick-" + tile).getAttribute("aria-disabled") || "";
			const out = [d("9p")];
			t_mode("pon"); out.push(d("9p"), d("1p"));
			t_mode("chi"); out.push(d("8m"), d("7m"), d("1z"));
			t_mode("hand");
			return out;
		})()`)
		if err != nil || strings.Join(limits, ",") != ",true,,true,,true" {
			t.Errorf("%s: the picker's limits (9p; pon 9p, 1p; chi 8m, 7m, 1z): %q %v", tb.Browser(), limits, err)
		}
		// Typed, with a pon from the picker, the win chosen, a dealer's tsumo.
		got = fuAfter(t, tb, `
			document.getElementById("fu-clear").click();
			t_change(document.getElementById("fu-hand"), "123456m333s11z");
			await t_settle("fu");
			t_mode("pon"); await t_tap("7p");
			t_held("6 of characters").click();
			document.getElementById("fu-make-win").click();
			t_change(document.getElementById("fu-how-tsumo"), true);
			t_change(document.getElementById("fu-seat"), "E");`)
		if got.Answer != "30 fu" || !strings.HasPrefix(got.Payment, "500 allfrom each other player") || !strings.Contains(got.Working, "+2  Open triplet 777p") ||
			!strings.Contains(got.Working, "Tsumo on 6m. Seat wind East") || got.Count != "Tiles: 14 of 14 (a call counts 3)" || got.Mode != "hand" {
			t.Errorf("%s: the hand with a pon: %+v", tb.Browser(), got)
		}
		for _, kept := range []string{"fu.hand=123456m333s11z", "fu.win=6m", "fu.pon=777p", "fu.tsumo=1", "fu.seat=E"} {
			if !strings.Contains(got.Link, kept) {
				t.Errorf("%s: the link lacks %s: %s", tb.Browser(), kept, got.Link)
			}
		}
		if tb.Browser() == "chromium" {
			for _, look := range []struct {
				width  int64
				scheme string
			}{{375, "light"}, {375, "dark"}, {1280, "light"}} {
				if err := errors.Join(tb.SetViewport(look.width, 2600), tb.SetScheme(look.scheme)); err != nil {
					t.Fatal(err)
				}
				if _, err := evalAs[bool](tb, `t_settle("fu").then(() => { scrollTo(0, 0); return true; })`); err != nil {
					t.Fatal(err)
				}
				if png, err := tb.Screenshot(); err != nil {
					t.Fatal(err)
				} else if err := os.WriteFile(filepath.Join(out, fmt.Sprintf("fu-%d-%s.png", look.width, look.scheme)), png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		checkShareLink(t, tb, "fu", "fu-result")
		checkPanelLooks(t, tb, "fu")
		// 13 tiles: the command's message, after the page's own words.
		got = fuAfter(t, tb, `t_change(document.getElementById("fu-hand"), "123m456m999p555s7z")`)
		if got.Problem != "This hand cannot be counted: 13 concealed tiles: with 1 called or declared set a winning hand keeps 11, the winning tile included" || got.Answer != "" {
			t.Errorf("%s: an invalid hand: %+v", tb.Browser(), got)
		}
		got = fuAfter(t, tb, `document.getElementById("fu-call-0").click(); await t_settle("fu")`)
		if got.Problem != "This hand cannot be counted: 13 concealed tiles: a winning hand has 14, the winning tile included" {
			t.Errorf("%s: 13 tiles: %+v", tb.Browser(), got)
		}
		// The reading's yaku, named, give the han until the player does; the
		// other readings follow the lines (still the dealer's tsumo: pinfu tsumo, 20 fu).
		got = fuAfter(t, tb, `document.getElementById("fu-clear").click(); t_change(document.getElementById("fu-hand"), "2233445m667788p5m")`)
		if got.Yaku != "Yaku of this reading: Ryanpeikou 3, Pinfu 1" || got.Han != "4" || got.Answer != "20 fu" || !strings.HasPrefix(got.Payment, "2,600 all") ||
			!strings.Contains(got.Working, "Other readings:\n  234m 234m 678p 678p 55m*: 30 fu") {
			t.Errorf("%s: ryanpeikou and pinfu: %+v", tb.Browser(), got)
		}
		// Four concealed triplets are a yakuman, whatever the han: the
		// dealer's tsumo pays 16,000 all (not 13 han and toitoi's 2 added
		// up to a sanbaiman), and there is no han to give.
		got = fuAfter(t, tb, `t_change(document.getElementById("fu-hand"), "111m222p333s444z55z")`)
		if !strings.HasPrefix(got.Payment, "16,000 allfrom each other player") || got.HanShown ||
			got.Hint != "Yakuman by its tiles: no han to give." || got.Yaku != "Yaku of this reading: Suu ankou" ||
			!strings.Contains(got.Working, "\nYakuman by its tiles (Suu ankou): whatever its han and fu, it pays as hayami calc --yakuman 1.") {
			t.Errorf("%s: suu ankou, the dealer's tsumo: %+v", tb.Browser(), got)
		}
		// A non-dealer's tsumo in the sheets' notation, as the calculator writes it.
		got = fuAfter(t, tb, `t_change(document.getElementById("fu-seat"), "S")`)
		if got.Payment != "8,000-16,000Tsumo: the dealer pays 16,000, each other player 8,000.EMA 2025, 4 players: non-dealer wins with 1 yakuman, 0 honba" {
			t.Errorf("%s: suu ankou, a non-dealer's tsumo: %q", tb.Browser(), got.Payment)
		}
		got = fuAfter(t, tb, `t_change(document.getElementById("fu-seat"), "E"); t_change(document.getElementById("fu-hand"), "2233445m667788p5m")`)
		if !got.HanShown || got.Han != "4" {
			t.Errorf("%s: after a yakuman, a hand with han to give: %+v", tb.Browser(), got)
		}
		// A link opens the panel with its hand, in Japanese, in a new tab.
		ja, closeJa := anotherTab(t, tb)
		defer closeJa()
		openPanel(t, ja, "fu", "ui=ja&panel=fu&fu.hand=123m456m999p555s77z&fu.win=5m&fu.han=2")
		if got = fuAfter(t, ja, ``); got.Answer != "50符" || !strings.Contains(got.Working, "嵌張待ち") || !strings.HasPrefix(got.Payment, "3,200放銃者が支払う") ||
			got.Field != "123m456m999p555s77z" {
			t.Errorf("%s: the Japanese link: %+v", tb.Browser(), got)
		}
		if tb.Browser() == "chromium" {
			if err := errors.Join(ja.SetViewport(375, 2600), ja.SetScheme("light")); err != nil {
				t.Fatal(err)
			}
			if png, err := ja.Screenshot(); err != nil {
				t.Fatal(err)
			} else if err := os.WriteFile(filepath.Join(out, "fu-375-ja.png"), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		// Three players have no chi: the command says so in Japanese, after
		// the page's words. (The new rules draw the panel again.)
		openPanel(t, ja, "fu", "rules=tenhou-sanma&ui=ja&panel=fu&fu.hand=456p999p555s77z1s&fu.chi=123s")
		if got = fuAfter(t, ja, `await t_waitFor(() => document.getElementById("fu-problem"))`); got.Problem != "この手は数えられません： チー 123s：三人麻雀にチーはありません" {
			t.Errorf("%s: a chi with three players: %+v", tb.Browser(), got)
		}
		// Mahjong Soul counts suu ankou on a single wait double: 64,000 by ron.
		openPanel(t, ja, "fu", "rules=majsoul&ui=en&panel=fu&fu.hand=111m222p333s444z55z")
		if got = fuAfter(t, ja, `await t_waitFor(() => document.getElementById("fu-hand").value === "111m222p333s444z55z" && document.getElementById("fu-payment"))`); !strings.HasPrefix(got.Payment, "64,000") || got.Yaku != "Yaku of this reading: Suu ankou ×2" {
			t.Errorf("%s: suu ankou on a single wait, Mahjong Soul: %+v", tb.Browser(), got)
		}
		// Polish groups thousands with a no-break space, as hayami calc prints them.
		openPanel(t, ja, "fu", "ui=pl&panel=fu&fu.hand=123m456m999p555s77z&fu.win=5m&fu.han=2&fu.seat=E")
		if got = fuAfter(t, ja, `await t_waitFor(() => document.getElementById("fu-hand").value === "123m456m999p555s77z" && document.getElementById("fu-payment"))`); !strings.HasPrefix(got.Payment, "4\u00a0800") {
			t.Errorf("%s: the Polish dealer's 2 han 50 fu: %+v", tb.Browser(), got)
		}
	})
}
