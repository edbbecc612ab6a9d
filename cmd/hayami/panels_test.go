//go:build browser && maker

package main

import (
	"errors"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/serve"
	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/locale"
)

// pictures makes the panel tests write the docs' pictures of the panels
// on a phone (docs/panel-*.png), from Chromium.
var pictures = flag.Bool("pictures", false, "write docs/panel-*.png, the panels at 375 px")

// panelPage is the page hayami maker writes, once for every panel test
// of this run, and serves until the run ends: its URL, or why not.
var panelPage struct {
	once sync.Once
	url  string
	err  error
}

// panelPageURL is panelPage's URL, written by the first test to ask.
func panelPageURL(t testing.TB) string {
	t.Helper()
	panelPage.once.Do(func() {
		dir, err := os.MkdirTemp("", "hayami-panels-")
		if err != nil {
			panelPage.err = err
			return
		}
		if res := hayami(t, dir, "maker", "--out", "make"); res.code != 0 {
			panelPage.err = fmt.Errorf("hayami maker: %s", res.stderr)
			return
		}
		files, err := serve.New(dir)
		if err != nil {
			panelPage.err = err
			return
		}
		panelPage.url = httptest.NewServer(files).URL + "/make/"
	})
	if panelPage.err != nil {
		t.Fatal(panelPage.err)
	}
	return panelPage.url
}

// panelHelpers are the page helpers and t_panel, which waits until a
// panel is shown with every command it ran answered.
const panelHelpers = pageHelpers + `;
window.t_panel = (id) => t_waitFor(() => {
  const box = document.getElementById("panel-" + id);
  return box && !box.hidden && box.childElementCount > 0 && !box.hasAttribute("aria-busy") && document.getElementById("app").hidden;
});
window.t_settle = async (id) => { await new Promise(r => setTimeout(r, 50)); await t_panel(id); return true; };
true`

// openPanel opens the page at the fragment (settings and "panel=ID&…",
// without "#") and waits until the panel id is shown and answered. The
// page is loaded anew: from the same page a new fragment is only a
// hashchange, which the page follows after the waits here could already
// have read the panel as it was.
func openPanel(t *testing.T, tb tab, id, fragment string) {
	t.Helper()
	if err := tb.Navigate("about:blank"); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	if err := openPage(tb, panelPageURL(t)+"#"+fragment); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	if _, err := evalAs[bool](tb, panelHelpers+`; t_panel(`+jsString(id)+`).then(() => true)`); err != nil {
		said, _ := evalAs[string](tb, `document.getElementById("status").textContent`)
		t.Fatalf("%s: panel %s: %v (status: %s)", tb.Browser(), id, err, said)
	}
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`).Replace(s) + "'"
}

// checkPanelLooks runs axe-core on the panel shown at 375 and 1280 px,
// light and dark, and checks that nothing is wider than a phone's
// screen, that every control of the panel is at least 44 px high on a
// phone (WCAG's target size for a thumb) and none of it is under the
// menu at the screen's foot. With -pictures, Chromium writes the
// panel at 375 px, light, to docs/panel-ID.png.
func checkPanelLooks(t *testing.T, tb tab, id string) {
	t.Helper()
	axe, err := os.ReadFile(testenv.NeedFile(t, repoFile("tools", "web", "node_modules", "axe-core", "axe.min.js"), "npm ci --prefix tools/web"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := evalAs[bool](tb, string(axe)+";true"); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	for _, look := range []struct {
		width  int64
		scheme string
	}{{375, "light"}, {375, "dark"}, {1280, "light"}, {1280, "dark"}} {
		if err := errors.Join(tb.SetViewport(look.width, 900), tb.SetScheme(look.scheme)); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		what := fmt.Sprintf("%s: panel %s at %d px, %s", tb.Browser(), id, look.width, look.scheme)
		violations, err := evalAs[[]string](tb, `t_settle(`+jsString(id)+`).then(() => axe.run(document, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}}))
			.then(r => r.violations.map(v => v.id + ": " + v.nodes.length + " × " + v.help + " (" + v.nodes[0].target.join(" ") + ")"))`)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if len(violations) > 0 {
			t.Errorf("%s: axe-core violations: %s", what, strings.Join(violations, "; "))
		}
		if look.width != 375 {
			continue
		}
		bad, err := evalAs[[]string](tb, `(() => {
			const box = document.getElementById("panel-" + `+jsString(id)+`);
			const out = [];
			const name = (e) => e.tagName + (e.id ? "#" + e.id : "") + (e.className ? "." + e.className : "") + " " + JSON.stringify((e.textContent || e.value || "").trim().slice(0, 30));
			for (const e of document.querySelectorAll("body *")) {
				if (e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !e.closest(".working")) out.push("wider than the screen: " + name(e));
			}
			for (const e of document.querySelectorAll("#menu a, #" + box.id + " h2, #" + box.id + " label, #" + box.id + " button")) {
				if (e.scrollWidth > e.clientWidth + 1) out.push("text cut off: " + name(e));
			}
			for (const e of box.querySelectorAll("button, select, input:not([type=checkbox]):not([type=radio]), label:has(> input[type=checkbox]), label:has(> input[type=radio])")) {
				const r = e.getBoundingClientRect();
				if (r.width > 0 && r.height < 43.5) out.push("under 44 px high (" + Math.round(r.height) + "): " + name(e));
			}
			return out;
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		for _, b := range bad {
			t.Errorf("%s: %s", what, b)
		}
	}
	if *pictures && tb.Browser() == "chromium" {
		if err := errors.Join(tb.SetViewport(375, 900), tb.SetScheme("light")); err != nil {
			t.Fatal(err)
		}
		// The gaps' picture starts at the panel's heading, for its answer under the inputs.
		if _, err := evalAs[bool](tb, `t_settle(`+jsString(id)+`).then(() => {
			document.activeElement?.blur();
			scrollTo(0, `+jsString(id)+` === "gap" ? document.getElementById("panel-gap-heading").getBoundingClientRect().top + scrollY - 8 : 0);
			return true; })`); err != nil {
			t.Fatal(err)
		}
		png, err := tb.Screenshot()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(repoFile("docs", "panel-"+id+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPanelMenu checks the menu of the sheet maker and the panels in
// Chromium and Firefox: each panel is a link that keeps the settings
// (tenhou, kiriage) and shows the panel in the page's language; the
// back to Sheets keeps them too; a link to a panel opens on it.
func TestPanelMenu(t *testing.T) {
	inBrowsers(t, func(t *testing.T, tb tab) {
		openPanel(t, tb, "calc", "rules=tenhou&set=kiriage%3Dtrue&ui=ja&panel=calc")
		got, err := evalAs[[]string](tb, `(async () => {
			const out = [document.title, document.querySelector("#menu [aria-current=page]").id, location.hash];
			document.getElementById("menu-gap").click();
			await t_panel("gap");
			out.push(location.hash, document.getElementById("menu-sheets").getAttribute("href").split("#")[1]);
			document.getElementById("menu-sheets").click();
			await t_preview();
			out.push(String(document.getElementById("app").hidden), String(document.getElementById("panel-gap").hidden), location.hash, document.activeElement.id);
			return out;
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		settings := "rules=tenhou&lang=ja&set=kiriage%3Dtrue&ui=ja&preview=nondealer" // the page adds the sheets' language and the preview
		want := []string{"hayami: 点数計算", "menu-calc", "#" + settings + "&panel=calc", "#" + settings + "&panel=gap", settings,
			"false", "true", "#" + settings, "page-title"}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: the menu:\n got %q\nwant %q", tb.Browser(), got, want)
		}
		// The menu at a phone's foot in every language: no word cut off, nothing wider than the screen.
		if err := tb.SetViewport(375, 800); err != nil {
			t.Fatal(err)
		}
		for _, l := range locale.Locales() {
			bad, err := evalAs[[]string](tb, `(async () => {
				t_change(document.getElementById("ui-lang"), `+jsString(l.Language)+`);
				await t_waitFor(() => document.documentElement.lang === `+jsString(l.Language)+`);
				await new Promise(r => setTimeout(r, 100));
				const out = [];
				for (const a of document.querySelectorAll("#menu a")) {
					if (a.scrollWidth > a.clientWidth + 1 || a.getBoundingClientRect().right > document.documentElement.clientWidth + 1) out.push(a.textContent);
				}
				if (document.documentElement.scrollWidth > document.documentElement.clientWidth) out.push("page " + document.documentElement.scrollWidth + " px wide");
				return out;
			})()`)
			if err != nil {
				t.Fatalf("%s: %s: %v", tb.Browser(), l.Language, err)
			}
			if len(bad) > 0 {
				t.Errorf("%s: %s at 375 px: cut off or wider than the screen: %q", tb.Browser(), l.Language, bad)
			}
		}
	})
}

// checkShareLink presses a panel's "copy the link" button (the clipboard
// stood in for, to read what it was given), then opens the link copied in
// another tab: the panel shows the same answer there (answerID's text).
func checkShareLink(t *testing.T, tb tab, id, answerID string) {
	t.Helper()
	type copied struct{ Link, Said, Answer, Button string }
	got, err := evalAs[copied](tb, `(async () => {
		let link = "";
		Object.defineProperty(navigator, "clipboard", {configurable: true, value: {writeText: async (text) => { link = text; }}});
		document.getElementById("panel-`+id+`-share").click();
		await t_waitFor(() => link && document.getElementById("panel-`+id+`-copied").textContent);
		return {Button: document.getElementById("panel-`+id+`-share").textContent, Link: link, Said: document.getElementById("panel-`+id+`-copied").textContent, Answer: document.getElementById(`+jsString(answerID)+`).textContent};
	})()`)
	if err != nil {
		t.Fatalf("%s: %s's link: %v", tb.Browser(), id, err)
	}
	if !strings.Contains(got.Link, "#") || !strings.Contains(got.Link, "panel="+id) || got.Said != "Link copied." || got.Answer == "" || got.Button != "Copy the link to this answer" {
		t.Fatalf("%s: %s's link copied: %+v", tb.Browser(), id, got)
	}
	other, closeOther := anotherTab(t, tb)
	defer closeOther()
	openPanel(t, other, id, got.Link[strings.Index(got.Link, "#")+1:])
	if answer, err := evalAs[string](other, `document.getElementById(`+jsString(answerID)+`)?.textContent || ""`); err != nil || answer != got.Answer {
		t.Errorf("%s: %s's link opens on %q, not %q (%v): %s", tb.Browser(), id, answer, got.Answer, err, got.Link)
	}
}
