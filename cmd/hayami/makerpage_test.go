//go:build browser && maker

package main

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/hayami-mahjong/hayami/internal/serve"
	"github.com/hayami-mahjong/hayami/internal/testenv"
)

// pageServer serves a folder as hayami maker --serve does (gzipped where
// the browser accepts it, as a static web host does), and counts what
// each path sent over the wire.
type pageServer struct {
	*httptest.Server
	mu   sync.Mutex
	sent map[string]int // bytes on the wire, by path
}

func servePage(t testing.TB, dir string) *pageServer {
	s := &pageServer{sent: map[string]int{}}
	files, err := serve.New(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { files.Close() })
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		counted := &countingWriter{ResponseWriter: w}
		files.ServeHTTP(counted, r)
		s.mu.Lock()
		s.sent[r.URL.Path] += counted.n
		s.mu.Unlock()
	}))
	t.Cleanup(s.Close)
	return s
}

// wire is the bytes sent for every path, and for those under prefix.
func (s *pageServer) wire(prefix string) (all, under int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for path, n := range s.sent {
		all += n
		if strings.HasPrefix(path, prefix) {
			under += n
		}
	}
	return all, under
}

type countingWriter struct {
	http.ResponseWriter
	n int
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.ResponseWriter.Write(b)
	c.n += n
	return n, err
}

// Page helpers, in the page's terms: each waits until the preview is
// drawn again (the status says so) before it returns.
const pageHelpers = `
window.t_waitFor = (f, ms = 20000) => new Promise((resolve, reject) => {
  const began = performance.now();
  const tick = () => {
    let v;
    try { v = f(); } catch (e) { v = undefined; }
    if (v) return resolve(v);
    if (performance.now() - began > ms) return reject(new Error("timed out waiting for " + f));
    setTimeout(tick, 10);
  };
  tick();
});
window.t_preview = () => t_waitFor(() => {
  const p = document.querySelector("#preview");
  return p.querySelector("table") && !p.classList.contains("stale") && !p.hasAttribute("aria-busy");
});
window.t_change = (el, value) => {
  if (el.type === "checkbox" || el.type === "radio") el.checked = value; else el.value = value;
  el.dispatchEvent(new Event(el.tagName === "SELECT" || el.type === "checkbox" || el.type === "radio" ? "change" : "input", {bubbles: true}));
};
window.t_cell = (fu, han) => {
  const table = document.querySelector("#preview table.hayami-grid");
  const col = Array.from(table.tHead.rows[0].cells).findIndex(c => c.textContent.trim() === han + " han");
  const row = Array.from(table.tBodies[0].rows).find(r => r.cells[0].textContent.trim() === String(fu));
  const ron = row.cells[col].querySelector(".hayami-ron");
  return Array.from(ron.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join("").trim();
};
window.t_only = async (formats) => {
  document.querySelectorAll("#f-format input").forEach(i => { if (i.checked !== formats.includes(i.value)) t_change(i, formats.includes(i.value)); });
};
true`

// openPage loads the page at url and waits for its first preview.
func openPage(tb tab, url string) error {
	if err := tb.Navigate(url); err != nil {
		return err
	}
	if _, err := evalAs[bool](tb, pageHelpers+`; t_preview().then(() => true)`); err != nil {
		said, serr := evalAs[string](tb, `[document.getElementById("status").textContent, document.getElementById("boot").innerText, document.getElementById("preview").innerText.slice(0, 200)].join(" | ")`)
		return fmt.Errorf("%w; the page says: %s%v", err, said, serr)
	}
	return nil
}

// TestMakerPage is the page in Chromium and in Firefox, as a club
// organiser uses it: pick a preset and a rule, read the preview, download
// a PDF (the command line's bytes), load a house-rules file with an error,
// open a shared link; and axe-core and the Nu Html Checker on the page.
// Each browser has a folder and a server of its own.
func TestMakerPage(t *testing.T) {
	inBrowsers(t, makerPage)
}

// makerPage is TestMakerPage in the browser of tb.
func makerPage(t *testing.T, tb tab) {
	dir := t.TempDir()
	if res := hayami(t, dir, "maker", "--out", "make"); res.code != 0 {
		t.Fatalf("%s: hayami maker: %s", tb.Browser(), res.stderr)
	}
	srv := servePage(t, dir)
	downloads, err := saveDownloads(tb, filepath.Join(dir, "downloads"))
	if err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	var mu sync.Mutex
	var exceptions []string
	if err := tb.OnException(func(text string) {
		mu.Lock()
		exceptions = append(exceptions, text)
		mu.Unlock()
	}); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	if err := openPage(tb, srv.URL+"/make/"); err != nil {
		mu.Lock()
		t.Fatalf("%s: the page's first preview: %v (exceptions: %q)", tb.Browser(), err, exceptions)
	}
	all, fonts := srv.wire("/make/fonts/")
	if fonts != 0 || all > 3_700_000 {
		t.Errorf("%s: English page: %d bytes over the wire, %d of them fonts or their licences; want at most 3.7 MB and none", tb.Browser(), all, fonts)
	}
	t.Logf("%s: English page: %d B over the wire (gzip)", tb.Browser(), all)

	t.Run("tenhou with kiriage", func(t *testing.T) {
		got, err := evalAs[[]string](tb, `(async () => {
			t_change(document.getElementById("f-rules"), "tenhou");
			await t_preview();
			const before = t_cell(30, 4);
			t_change(document.getElementById("k-kiriage"), true);
			await t_waitFor(() => t_cell(30, 4) !== before);
			return [before, t_cell(30, 4), t_cell(60, 3)];
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if want := []string{"7,700", "8,000", "8,000"}; strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: 4 han 30 fu before and after kiriage, 3 han 60 fu: %v, want %v", tb.Browser(), got, want)
		}
		pdf := download(t, tb, downloads, "tenhou-kiriage-en-nondealer-a4.pdf", `
			await t_only(["pdf"]);
			document.getElementById("sheets-only").click();
			await t_preview();
			document.getElementById("make").click();`)
		compareWithCLI(t, tb, dir, pdf, "tenhou-kiriage-en-nondealer-a4.pdf", "--rules", "tenhou", "--set", "kiriage=true", "--format", "pdf", "--sheets", "nondealer")
	})

	t.Run("in-page links keep the settings", func(t *testing.T) {
		got, err := evalAs[[]string](tb, `(async () => {
			const before = location.hash;
			const out = [];
			const kept = () => out.push([location.hash === before ? "kept" : "lost: " + location.hash,
				document.getElementById("f-rules").value, String(document.getElementById("k-kiriage").checked),
				document.activeElement ? document.activeElement.id || document.activeElement.tagName : ""].join(" "));
			document.getElementById("skip").click();
			kept();
			const mark = document.querySelector('#preview a[href^="#"]');
			mark.click(); // a link the page let the browser follow would change the address at once
			kept();
			location.hash = "preview-section"; // typed by hand, or an old bookmark
			await t_waitFor(() => location.hash === before); // the page's hashchange handler puts the settings back, then moves the focus
			kept();
			return [...out, mark.getAttribute("href")];
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if len(got) != 4 || got[0] != "kept tenhou true preview-section" || got[1] != "kept tenhou true "+strings.TrimPrefix(got[3], "#") ||
			got[2] != "kept tenhou true preview-section" {
			t.Errorf("%s: the skip link, a footnote mark (%s) and a typed anchor: %q, want the settings kept and the focus on each target", tb.Browser(), got[len(got)-1], got)
		}
	})

	t.Run("shared link", func(t *testing.T) {
		link, err := evalAs[string](tb, `(async () => {
			t_change(document.getElementById("f-club"), "Tonbo & Co");
			t_change(document.getElementById("f-honba"), "2");
			await t_waitFor(() => location.hash.includes("honba=2") && location.hash.includes("club="));
			await t_preview();
			return location.href;
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		other, cancel := anotherTab(t, tb)
		defer cancel()
		if err := openPage(other, link); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		got, err := evalAs[[]string](other, `[document.getElementById("f-rules").value, String(document.getElementById("k-kiriage").checked),
			document.getElementById("f-club").value, document.getElementById("f-honba").value, t_cell(30, 4),
			document.querySelector("#k-kiriage").closest(".field").classList.contains("changed") ? "changed" : "same",
			document.querySelector("#preview .hayami").textContent.includes("Tonbo & Co") ? "club shown" : "no club"]`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if want := "tenhou true Tonbo & Co 2 8,600 changed club shown"; strings.Join(got, " ") != want {
			t.Errorf("%s: the shared link restores %q, want %q", tb.Browser(), strings.Join(got, " "), want)
		}
		// A link pasted into the same tab changes only the fragment.
		got, err = evalAs[[]string](other, `(async () => {
			location.hash = "rules=tenhou-sanma&honba=1";
			await t_waitFor(() => document.getElementById("f-rules").value === "tenhou-sanma" && document.querySelector("#preview .hayami").textContent.includes("Three-player"));
			return [document.getElementById("f-honba").value, document.getElementById("f-club").value];
		})()`)
		if err != nil || strings.Join(got, "|") != "1|" {
			t.Errorf("%s: a link pasted into the same tab: %q, %v", tb.Browser(), got, err)
		}
	})

	t.Run("links with a bad house-rules file", func(t *testing.T) {
		// 200 KB of comments deflated into a few hundred bytes of link, and
		// a file that is no deflate stream at all: neither is loaded, the
		// page says why, and the link's other settings stay.
		var packed bytes.Buffer
		zw, _ := flate.NewWriter(&packed, flate.BestCompression)
		zw.Write(bytes.Repeat([]byte("# kiriage = true\n"), 200<<10/17))
		zw.Close()
		for _, tt := range []struct{ name, z, want string }{
			{"too long", base64.RawURLEncoding.EncodeToString(packed.Bytes()), "longer than 64 KB"},
			{"damaged", "AAAA", "damaged"},
		} {
			other, cancel := anotherTab(t, tb)
			if err := openPage(other, srv.URL+"/make/#rules=tenhou&club=Tonbo&rules-z="+tt.z); err != nil {
				cancel()
				t.Fatalf("%s: %s: %v", tb.Browser(), tt.name, err)
			}
			got, err := evalAs[[]string](other, `[document.getElementById("status").textContent, document.getElementById("f-rules").value, document.getElementById("f-club").value, t_cell(30, 4)]`)
			cancel()
			if err != nil || len(got) != 4 || !strings.Contains(got[0], tt.want) || got[1] != "tenhou" || got[2] != "Tonbo" || got[3] != "7,700" {
				t.Errorf("%s: %s house-rules file in a link: %q, %v; want the status to say %q and tenhou, Tonbo, 7,700 kept", tb.Browser(), tt.name, got, err, tt.want)
			}
		}
	})

	t.Run("links with bad settings", func(t *testing.T) {
		// A mistyped value, a setting the page lacks, an Object property
		// name and an unknown preset: each is left out and named, and the
		// rest of the link holds, rules fields drawn; a click then adds only
		// its own change.
		other, cancel := anotherTab(t, tb)
		defer cancel()
		if err := openPage(other, srv.URL+"/make/#rules=tenhou&honba=abc&club=Tonbo&pager=a4&constructor=1&landscape=maybe"); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		got, err := evalAs[[]string](other, `(async () => {
			const status = document.getElementById("status").textContent;
			const before = [document.getElementById("f-rules").value, document.getElementById("f-club").value, document.getElementById("f-honba").value, t_cell(30, 4),
				String(document.querySelectorAll("#form input[id^=k-]").length > 20), String(document.getElementById("k-kiriage").checked)];
			t_change(document.getElementById("k-kiriage"), true);
			await t_waitFor(() => t_cell(30, 4) === "8,000");
			const sets = new URLSearchParams(location.hash.slice(1)).getAll("set");
			return [status, ...before, sets.join(",")];
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if len(got) != 8 || !strings.Contains(got[0], "honba=abc") || !strings.Contains(got[0], "pager") || !strings.Contains(got[0], "constructor") || !strings.Contains(got[0], "landscape=maybe") {
			t.Errorf("%s: the status says %q; want each bad setting named", tb.Browser(), got)
		}
		if want := "tenhou Tonbo 0 7,700 true false kiriage=true"; len(got) == 8 && strings.Join(got[1:], " ") != want {
			t.Errorf("%s: the link's other settings and one click: %q, want %q", tb.Browser(), strings.Join(got[1:], " "), want)
		}
	})

	t.Run("a link's settings with no field", func(t *testing.T) {
		// A stylesheet from another site is shown and waits for the user:
		// left out, the link no longer carries it; used, it does.
		for _, use := range []bool{false, true} {
			other, cancel := anotherTab(t, tb)
			if err := openPage(other, srv.URL+"/make/#rules=tenhou&club=Tonbo&css=external&css-href=https%3A%2F%2Fexample.invalid%2Fx.css"); err != nil {
				cancel()
				t.Fatalf("%s: %v", tb.Browser(), err)
			}
			got, err := evalAs[[]string](other, fmt.Sprintf(`(async () => {
				const box = document.getElementById("link-notice");
				const shown = box ? box.textContent : "";
				const focused = document.activeElement.id;
				const before = location.hash.includes("css-href");
				document.getElementById(%q).click();
				await t_preview();
				await t_waitFor(() => !document.getElementById("link-notice"));
				t_change(document.getElementById("f-club"), "Tonbo2");
				await t_waitFor(() => location.hash.includes("Tonbo2"));
				return [shown, focused, String(before), String(location.hash.includes("css-href=https"))];
			})()`, map[bool]string{false: "link-notice-drop", true: "link-notice-use"}[use]))
			cancel()
			if err != nil {
				t.Fatalf("%s: %v", tb.Browser(), err)
			}
			if !strings.Contains(got[0], "css-href = https://example.invalid/x.css") || got[1] != "link-notice-drop" || got[2] != "false" || got[3] != fmt.Sprint(use) {
				t.Errorf("%s: use %v: notice %q, focus %q, link had it before %s, after %s", tb.Browser(), use, got[0], got[1], got[2], got[3])
			}
		}
	})

	t.Run("fragment settings", func(t *testing.T) {
		// A fragment is light unless chosen, a page follows the system; the
		// theme, the stylesheet's place, the id prefix and a fragment's
		// heading level reach the preview and the link.
		other, cancel := anotherTab(t, tb)
		defer cancel()
		if err := openPage(other, srv.URL+"/make/"); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		got, err := evalAs[[]string](other, `(async () => {
			const out = [document.getElementById("f-theme").value, String(!!document.getElementById("f-heading-level"))];
			t_change(document.getElementById("f-html"), "fragment");
			await t_preview();
			out.push(document.getElementById("f-theme").value);
			t_change(document.getElementById("f-theme"), "dark");
			t_change(document.getElementById("f-css"), "external");
			t_change(document.getElementById("f-heading-level"), "3");
			t_change(document.getElementById("f-id-prefix"), "club");
			await t_waitFor(() => document.querySelector("#preview .hayami") && document.querySelector("#preview .hayami").id.startsWith("club-") && location.hash.includes("id-prefix=club"));
			await t_preview();
			out.push(document.querySelector("#preview .hayami-title").localName, document.querySelector("#preview .hayami").id, location.hash);
			t_change(document.getElementById("f-html"), "page");
			await t_preview();
			out.push(String(!!document.getElementById("f-heading-level")), document.getElementById("f-theme").value);
			return out;
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if got[0] != "auto" || got[1] != "false" || got[2] != "light" {
			t.Errorf("%s: a page's theme %q (heading field %s), a fragment's %q; want auto (no heading field), light", tb.Browser(), got[0], got[1], got[2])
		}
		if got[3] != "h3" || !strings.HasPrefix(got[4], "club-") {
			t.Errorf("%s: with heading level 3 and id prefix club the preview has <%s id=%q>", tb.Browser(), got[3], got[4])
		}
		for _, want := range []string{"theme=dark", "css=external", "heading-level=3", "id-prefix=club"} {
			if !strings.Contains(got[5], want) {
				t.Errorf("%s: the link %q lacks %s", tb.Browser(), got[5], want)
			}
		}
		if got[6] != "false" || got[7] != "dark" {
			t.Errorf("%s: back to pages: heading field %s, theme %q; want none, dark as chosen", tb.Browser(), got[6], got[7])
		}
	})

	t.Run("focus stays on the control used", func(t *testing.T) {
		other, cancel := anotherTab(t, tb)
		defer cancel()
		if err := openPage(other, srv.URL+"/make/"); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		got, err := evalAs[string](other, `(async () => {
			const rules = document.getElementById("f-rules");
			rules.focus();
			t_change(rules, "mleague");
			await t_preview();
			const id = document.activeElement.id;
			t_change(document.getElementById("f-rules"), "tenhou");
			await t_preview();
			return id;
		})()`)
		if err != nil || got != "f-rules" {
			t.Errorf("%s: after a preset change the focus is on %q (%v), want the preset's field", tb.Browser(), got, err)
		}
	})

	t.Run("sheets in the page's language", func(t *testing.T) {
		for _, tt := range []struct{ hash, want string }{
			{"#ui=ja", "ja ja de"},         // follows the page, then its new language
			{"#ui=ja&lang=en", "en en en"}, // the link chose
		} {
			other, cancel := anotherTab(t, tb)
			if err := openPage(other, srv.URL+"/make/"+tt.hash); err != nil {
				cancel()
				t.Fatalf("%s: %v", tb.Browser(), err)
			}
			got, err := evalAs[string](other, `(async () => {
				const checked = () => Array.from(document.querySelectorAll('#f-lang input:checked')).map(i => i.value).join(",");
				const first = checked(), preview = document.getElementById("preview-lang").value;
				t_change(document.getElementById("ui-lang"), "de");
				await t_preview();
				return [first, preview, checked()].join(" ");
			})()`)
			cancel()
			if err != nil || got != tt.want {
				t.Errorf("%s: %s: sheet languages, preview, after the page turns German: %q (%v), want %q", tb.Browser(), tt.hash, got, err, tt.want)
			}
		}
	})

	t.Run("the form in Japanese", func(t *testing.T) {
		// Choices in words of the language, ranges in words, the key's
		// name only as a hint, a rules problem in Japanese, and no file
		// syntax anywhere ("4 | 3", "\"none\" | \"single\"").
		other, cancel := anotherTab(t, tb)
		defer cancel()
		if err := openPage(other, srv.URL+"/make/#ui=ja"); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		got, err := evalAs[[]string](other, `(async () => {
			const field = (key) => document.querySelector('[data-key="' + key + '"]');
			const kazoe = Array.from(document.getElementById("k-kazoe").options).map(o => o.textContent).join("/");
			const hint = field("kazoe").querySelector(".key-hint").textContent;
			const label = field("yaku.open_tanyao").querySelector("label span").textContent;
			const range = document.getElementById("k-yakuman.max-range").textContent + " " + document.getElementById("k-honba.ron-range").textContent;
			const doubles = Array.from(field("yakuman.doubles").querySelectorAll("label")).map(l => l.textContent).join("/");
			const bars = Array.from(document.querySelectorAll("body *")).filter(e => Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.includes(" | "))).map(e => e.tagName + ": " + e.textContent.slice(0, 60));
			t_change(document.getElementById("k-game.start"), "0");
			const err = await t_waitFor(() => { const e = document.getElementById("k-game.start-err"); return !e.hidden && e.textContent; });
			return [kazoe, hint, label, range, doubles, bars.join("; "), err];
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		want := []string{"三倍満止まり（数え役満なし）/役満/その翻数ごとに役満1倍", "ルールファイルでの名前：kazoe", "喰いタン：副露した手でも断么九を認める", "1～8 0以上",
			"国士無双十三面待ち/四暗刻単騎/純正九蓮宝燈/大四喜", "", "0：1～1000000 の範囲で指定してください"}
		if len(got) != len(want) {
			t.Fatalf("%s: the Japanese form: %q", tb.Browser(), got)
		}
		for i, what := range []string{"the kazoe choices", "the key's hint", "a checkbox's label", "ranges", "the double yakuman", `texts with " | "`, "a rules problem"} {
			if got[i] != want[i] {
				t.Errorf("%s: the Japanese form: %s %q, want %q", tb.Browser(), what, got[i], want[i])
			}
		}
	})

	t.Run("the preview from a phone's form", func(t *testing.T) {
		other, cancel := anotherTab(t, tb)
		defer cancel()
		if err := other.SetViewport(375, 812); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if err := openPage(other, srv.URL+"/make/"); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		got, err := evalAs[[]string](other, `(async () => {
			const button = document.getElementById("to-preview");
			const r = button.getBoundingClientRect();
			const visible = r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
			const before = location.hash;
			button.click();
			await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
			const p = document.getElementById("preview-section").getBoundingClientRect();
			return [String(visible), String(Math.abs(p.top) < 5), String(location.hash === before), document.activeElement.id];
		})()`)
		if err != nil || strings.Join(got, " ") != "true true true preview-section" {
			t.Errorf("%s: at 375 px: the preview button on screen, the preview brought up, the link kept, the focus: %q, %v", tb.Browser(), got, err)
		}
	})

	t.Run("files made in the worker", func(t *testing.T) {
		testBuildInWorker(t, tb, srv.URL+"/make/#rules=tenhou")
	})

	t.Run("one build at a time", func(t *testing.T) {
		got, err := evalAs[[]string](tb, `(async () => {
			const make = document.getElementById("make");
			make.click();
			const during = [make.disabled, document.getElementById("make-zip").disabled];
			make.click(); make.click(); // ignored while the first runs
			await t_waitFor(() => !make.disabled);
			return [String(during[0]), String(during[1]), String(document.querySelectorAll("#files a").length > 0)];
		})()`)
		if err != nil || strings.Join(got, " ") != "true true true" {
			t.Errorf("%s: make's and zip's buttons while a build runs, files after: %q, %v; want disabled, then files", tb.Browser(), got, err)
		}
	})

	t.Run("house rules with an error", func(t *testing.T) {
		got, err := evalAs[[]string](tb, `(async () => {
			const input = document.querySelector("#f-rules-text");
			const dt = new DataTransfer();
			dt.items.add(new File(['name = "Thursday"\nextends = "tenhou"\ndora.red = 7\n'], "thursday.toml"));
			input.files = dt.files;
			input.dispatchEvent(new Event("change", {bubbles: true}));
			const err = await t_waitFor(() => { const e = document.getElementById("f-rules-text-err"); return !e.hidden && e; });
			return [err.textContent, input.getAttribute("aria-invalid"), document.getElementById("status").textContent];
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if len(got) != 3 || !strings.Contains(got[0], "thursday.toml, line 3 (dora.red): use 0 to 4") || got[1] != "true" || got[2] == "" {
			t.Errorf("%s: a house-rules file with an error: %q", tb.Browser(), got)
		}
	})

	t.Run("Japanese club name", func(t *testing.T) {
		pdf := download(t, tb, downloads, "tenhou-kiriage-ja-nondealer-honba2-a4.pdf", `
			t_change(document.querySelectorAll('#f-lang input[value="ja"]')[0], true);
			t_change(document.querySelectorAll('#f-lang input[value="en"]')[0], false);
			t_change(document.getElementById("f-club"), "鷺宮麻雀倶楽部");
			await t_waitFor(() => location.hash.includes("club=%E9%B7%BA"));
			await t_preview();
			document.getElementById("make").click();`)
		compareWithCLI(t, tb, dir, pdf, "tenhou-kiriage-ja-nondealer-honba2-a4.pdf", "--rules", "tenhou", "--set", "kiriage=true", "--format", "pdf", "--sheets", "nondealer",
			"--lang", "ja", "--club", "鷺宮麻雀倶楽部", "--honba", "2")
		for _, part := range []string{"VLPGothic-hayami", "VLPGothic-JISX0208"} {
			if _, fonts := srv.wire("/make/fonts/" + part); fonts == 0 {
				t.Errorf("%s: fonts/%s was not fetched", tb.Browser(), part)
			}
		}
		if _, others := srv.wire("/make/fonts/ARPL"); others != 0 {
			t.Error("a Chinese extension was fetched for a Japanese name")
		}
	})

	t.Run("opened as a file", func(t *testing.T) {
		// Chromium lets no page opened from a file start a worker or fetch
		// a file: the page says how to serve it. Firefox lets a page in a
		// folder read the files under it: the page works.
		other, cancel := anotherTab(t, tb)
		defer cancel()
		url := "file://" + filepath.Join(dir, "make", "index.html")
		if tb.Browser() == "firefox" {
			if err := openPage(other, url+"#rules=tenhou&set=kiriage%3Dtrue"); err != nil {
				t.Fatalf("%s: opened as a file: %v", tb.Browser(), err)
			}
			if got, err := evalAs[string](other, `t_cell(30, 4)`); err != nil || got != "8,000" {
				t.Errorf("%s: opened as a file, 4 han 30 fu with kiriage: %q (%v), want 8,000", tb.Browser(), got, err)
			}
			return
		}
		if err := other.Navigate(url); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		said, err := evalAs[string](other, pageHelpers+`; t_waitFor(() => document.querySelector("#boot pre") && document.getElementById("boot").innerText)`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if !strings.Contains(said, "hayami maker --serve") || !strings.Contains(said, "http://127.0.0.1:8000/") {
			t.Errorf("%s: opened as a file, the page says %q", tb.Browser(), said)
		}
	})

	t.Run("installable and offline", func(t *testing.T) {
		checkOffline(t, tb, dir)
	})

	t.Run("axe-core and the Nu Html Checker", func(t *testing.T) {
		checkPageAccessible(t, tb, dir)
	})
	if *update && tb.Browser() == "chromium" { // the docs' pictures of the page
		pageShots(t, tb)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(exceptions) > 0 {
		t.Errorf("%s: JavaScript exceptions: %v", tb.Browser(), exceptions)
	}
}

// workerRun is what testBuildInWorker's page reports.
type workerRun struct {
	Progress  []string `json:"progress"`    // the progress line's texts while a build ran
	Files     int      `json:"files"`       // the files offered after it
	LongTask  float64  `json:"longestTask"` // the longest task on the page's thread meanwhile, in ms (0: none over 50 ms; -1: no Long Tasks API)
	Longest   float64  `json:"longest"`     // the longest a timer on the page's thread waited meanwhile, in ms
	LongTasks int      `json:"longTasks"`   // how many waits were over 50 ms
	Took      float64  `json:"took"`        // from the click to the files, in ms
	Cancel    []string `json:"cancel"`      // what the page showed around Cancel
	Cells     []string `json:"cells"`       // 4 han 30 fu: during the build with kiriage, then after Cancel without
	Zip       int      `json:"zip"`         // how many files the progress line counted for the zip of the Markdown files
}

// testBuildInWorker checks, in a new tab at url (tenhou, every sheet in
// every format), that the preview follows a change while "Make the files"
// runs, that Cancel stops the build and leaves a page that works, and
// that a whole build shows how far it is, file by file, with no task on
// the page's thread over 200 ms (no timer kept waiting longer); and that
// the zip shows it too, and the house-rules file is made.
func testBuildInWorker(t *testing.T, tb tab, url string) {
	other, cancel := anotherTab(t, tb)
	defer cancel()
	if err := openPage(other, url); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	got, err := evalAs[workerRun](other, `(async () => {
		const make = () => document.getElementById("make"), kiriage = () => document.getElementById("k-kiriage");
		const text = () => document.getElementById("run-text").textContent;
		const out = {progress: [], cancel: [], cells: []};
		// A change while files are made: the preview follows it between two files.
		make().focus();
		make().click();
		const focused = document.activeElement.id;
		await t_waitFor(() => /\b3\b/.test(text()) || !make().disabled, 60000);
		if (!make().disabled) throw new Error("the build ended before the test saw its third file: " + text());
		t_change(kiriage(), true);
		await t_preview();
		out.cells.push(t_cell(30, 4));
		// The form drawn again (the preset chosen again) keeps the build's buttons and progress line.
		t_change(document.getElementById("f-rules"), "tenhou");
		await t_preview();
		out.cells.push(t_cell(30, 4));
		out.cancel.push(String(make().disabled), String(document.getElementById("run").hidden), focused);
		document.getElementById("cancel").click();
		await t_waitFor(() => !make().disabled);
		out.cancel.push(String(document.getElementById("run").hidden), document.getElementById("status").textContent, String(document.querySelectorAll("#files a").length), document.activeElement.id);
		// The new worker takes the next change.
		t_change(kiriage(), true);
		await t_preview();
		out.cells.push(t_cell(30, 4));
		// A whole build: every text of the progress line, the longest task
		// on this thread (Chromium's Long Tasks API; Firefox has none), and
		// the longest time this thread kept a timer waiting (in both: a
		// timer that runs late is a task in its way, or a thread that had
		// no processor).
		const long = [], hasLong = PerformanceObserver.supportedEntryTypes.includes("longtask");
		const tasks = new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => e.duration)));
		if (hasLong) tasks.observe({type: "longtask"});
		const gaps = [];
		let probing = true, last = performance.now();
		const probe = () => {
			const now = performance.now();
			gaps.push(now - last);
			last = now;
			if (probing) setTimeout(probe, 0);
		};
		setTimeout(probe, 0);
		const seen = new MutationObserver(() => out.progress.push(text()));
		seen.observe(document.getElementById("run"), {subtree: true, childList: true, characterData: true});
		const began = performance.now();
		make().click();
		await t_waitFor(() => !make().disabled, 120000);
		out.took = performance.now() - began;
		await new Promise((done) => setTimeout(done, 200)); // the observer's last entries
		probing = false;
		tasks.disconnect();
		seen.disconnect();
		const progress = [...new Set(out.progress)];
		out.files = document.querySelectorAll("#files a").length;
		out.longestTask = hasLong ? Math.max(0, ...long) : -1;
		out.longest = Math.max(0, ...gaps);
		out.longTasks = gaps.filter((g) => g > 50).length;
		// The zip of the Markdown files, and the house-rules file.
		await t_only(["md"]);
		await t_preview();
		out.progress.length = 0;
		seen.observe(document.getElementById("run"), {subtree: true, childList: true, characterData: true});
		document.getElementById("make-zip").click();
		await t_waitFor(() => !make().disabled && document.querySelector('#files a[download="hayami-tenhou-kiriage.zip"]'));
		seen.disconnect();
		out.zip = [...new Set(out.progress)].filter((p) => / of /.test(p)).length;
		document.getElementById("make-toml").click();
		await t_waitFor(() => !make().disabled && document.querySelector('#files a[download="tenhou.toml"]'));
		out.progress = progress;
		return out;
	})()`)
	if err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	if strings.Join(got.Cells, " ") != "8,000 7,700 8,000" {
		t.Errorf("%s: 4 han 30 fu during a build with kiriage, then with the preset chosen again, then with kiriage after Cancel: %v, want 8,000 7,700 8,000", tb.Browser(), got.Cells)
	}
	if strings.Join(got.Cancel, "|") != "true|false|cancel|true|Cancelled: no files were made.|0|make" {
		t.Errorf("%s: during a build (make disabled, progress shown, the focus), then after Cancel (progress hidden, status, files, the focus): %q", tb.Browser(), got.Cancel)
	}
	last := fmt.Sprintf("Making file %d of %d…", got.Files, got.Files)
	if got.Files < 20 || len(got.Progress) < got.Files/2 || !slices.Contains(got.Progress, "Making file 1 of "+fmt.Sprint(got.Files)+"…") || !slices.Contains(got.Progress, last) {
		t.Errorf("%s: %d files made; the progress line said %q, want each file counted up to %q", tb.Browser(), got.Files, got.Progress, last)
	}
	if got.Zip < 5 {
		t.Errorf("%s: the zip's progress line counted %d files, want each", tb.Browser(), got.Zip)
	}
	t.Logf("%s: Make the files: %d files in %.1f s; the longest task on the page's thread %.0f ms (-1: not measured); the thread kept a timer waiting %.0f ms at most (%d times over 50 ms)",
		tb.Browser(), got.Files, got.Took/1e3, got.LongTask, got.Longest, got.LongTasks)
	// A task over 200 ms: as Chromium's Long Tasks API measures it, where
	// the browser has it; the timer's wait counts the time a loaded
	// machine leaves the thread without a processor too (405 ms in a
	// Chromium run at a load of 15 on two cores, where the Long Tasks API
	// had said 96 ms on main), so it stands in only where there is
	// nothing better: in Firefox.
	if longest, what := got.LongTask, "had a task of"; longest > 200 || (longest < 0 && got.Longest > 200) {
		if longest < 0 {
			longest, what = got.Longest, "kept a timer waiting"
		}
		t.Errorf("%s: the page's thread %s %.0f ms while the files were made, want no task over 200 ms", tb.Browser(), what, longest)
	}
}

// downloads are the files the browser saves into a folder.
type downloads struct {
	folder string
	done   <-chan string // each download's name once the browser has written it whole
}

// saveDownloads has the browser save downloads into folder and report each.
func saveDownloads(tb tab, folder string) (*downloads, error) {
	if err := os.MkdirAll(folder, 0o755); err != nil {
		return nil, err
	}
	done, err := tb.SaveDownloads(folder)
	return &downloads{folder: folder, done: done}, err
}

// download runs js (the body of an async function) in the page, clicks
// the link to the file name once the page offers it, and returns the file
// once the browser says it has saved it (within a minute).
func download(t *testing.T, tb tab, d *downloads, name, js string) []byte {
	t.Helper()
	if _, err := evalAs[bool](tb, `(async () => {`+js+`
		await t_waitFor(() => document.querySelector('#files a[download="`+name+`"]'), 60000).then(a => a.click());
		return true;
	})()`); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	select {
	case got := <-d.done:
		if got != name {
			t.Fatalf("%s saved %q, want %s", tb.Browser(), got, name)
		}
	case <-time.After(time.Minute):
		t.Fatalf("%s: %s was not downloaded in a minute", tb.Browser(), name)
	}
	data, err := os.ReadFile(filepath.Join(d.folder, name))
	if err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	return data
}

// compareWithCLI checks a PDF the page made against hayami build's.
func compareWithCLI(t *testing.T, tb tab, dir string, got []byte, name string, args ...string) {
	t.Helper()
	out := filepath.Join("cli", strings.TrimSuffix(name, ".pdf"))
	if res := hayami(t, dir, append([]string{"build", "--out", out}, args...)...); res.code != 0 {
		t.Fatalf("%s: hayami build: %s", tb.Browser(), res.stderr)
	}
	want, err := os.ReadFile(filepath.Join(dir, out, name))
	if err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s: %s: the page's PDF (%d bytes) is not hayami build's (%d bytes)", tb.Browser(), name, len(got), len(want))
	}
}

// checkPageAccessible runs axe-core on the page as drawn, light and dark,
// at 1280 and 375 px, checks nothing is wider than a phone, and gives the
// Nu Html Checker the page's source and the page as drawn.
func checkPageAccessible(t *testing.T, tb tab, dir string) {
	axe, err := os.ReadFile(testenv.NeedFile(t, repoFile("tools", "web", "node_modules", "axe-core", "axe.min.js"), "npm ci --prefix tools/web"))
	if err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	if _, err := evalAs[bool](tb, string(axe)+";true"); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	for _, look := range []struct {
		width  int64
		scheme string
	}{{1280, "light"}, {1280, "dark"}, {375, "light"}} {
		if err := errors.Join(tb.SetViewport(look.width, 900), tb.SetScheme(look.scheme)); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		violations, err := evalAs[[]string](tb, `axe.run(document, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}})
			.then(r => r.violations.map(v => v.id + ": " + v.nodes.length + " × " + v.help + " (" + v.nodes[0].target.join(" ") + ")"))`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if len(violations) > 0 {
			t.Errorf("%s: %d px, %s: axe-core violations: %s", tb.Browser(), look.width, look.scheme, strings.Join(violations, "; "))
		}
		if look.width == 375 {
			wide, err := evalAs[[]string](tb, `Array.from(document.querySelectorAll("body *")).filter(e => !e.closest(".preview") && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map(e => e.tagName + "#" + e.id + "." + e.className)`)
			if err != nil {
				t.Fatalf("%s: %v", tb.Browser(), err)
			}
			if len(wide) > 0 {
				t.Errorf("%s: at 375 px, wider than the screen: %v", tb.Browser(), wide)
			}
		}
	}
	drawn, err := evalAs[string](tb, `"<!DOCTYPE html>\n" + document.documentElement.outerHTML`)
	if err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	page := filepath.Join(dir, "drawn.html")
	if err := os.WriteFile(page, []byte(drawn), 0o644); err != nil {
		t.Fatalf("%s: %v", tb.Browser(), err)
	}
	vnu := testenv.NeedFile(t, repoFile("tools", "web", "node_modules", "vnu-jar", "build", "dist", "vnu.jar"), "npm ci --prefix tools/web")
	out, err := exec.Command(testenv.NeedTool(t, "java", "apt-get install default-jre-headless"), "-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", vnu, "--errors-only", "--format", "text",
		"--filterpattern", vnuNewCSS, filepath.Join(dir, "make", "index.html"), page).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "No errors found") {
		t.Errorf("%s: the Nu Html Checker reports errors (%v):\n%s", tb.Browser(), err, out)
	}
}

// pageShots takes the docs' pictures of the page: on a desktop in
// English, and on a phone in Japanese, dark.
func pageShots(t *testing.T, tb tab) {
	shots := []struct {
		file   string
		width  int64
		scheme string
		js     string
	}{
		{"maker-1280.png", 1280, "light", `t_change(document.querySelectorAll('#f-lang input[value="en"]')[0], true); t_change(document.querySelectorAll('#f-lang input[value="ja"]')[0], false); t_change(document.getElementById("f-club"), "Tonbo Club"); t_change(document.getElementById("ui-lang"), "en")`},
		{"maker-375-ja-dark.png", 375, "dark", `t_change(document.getElementById("ui-lang"), "ja")`},
	}
	for _, shot := range shots {
		if err := errors.Join(tb.SetViewport(shot.width, 1000), tb.SetScheme(shot.scheme)); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if _, err := evalAs[bool](tb, `(async () => { `+shot.js+`; await new Promise(r => setTimeout(r, 300)); await t_preview(); scrollTo(0, 0); return true; })()`); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		png, err := tb.Screenshot()
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		if err := os.WriteFile(repoFile("docs", shot.file), png, 0o644); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
	}
}

// checkInstallable checks that Chromium parses the manifest of the page
// in ctx without an error and finds the page installable.
func checkInstallable(t *testing.T, ctx context.Context, start string) {
	t.Helper()
	var manifest page.GetAppManifestResult
	var installable page.GetInstallabilityErrorsResult
	if err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, target *chromedp.Target) (err error) {
		if manifest, err = cdp.Call(ctx, target, page.GetAppManifest, page.GetAppManifestParams{}); err != nil {
			return err
		}
		installable, err = cdp.Call(ctx, target, page.GetInstallabilityErrors, cdp.Empty{})
		return err
	})); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	if m := manifest.Manifest; len(manifest.Errors) > 0 || m == nil || m.StartURL != start || !strings.EqualFold(strings.TrimPrefix(m.Display, "k"), "standalone") || !strings.HasPrefix(m.Name, "hayami") || len(m.Icons) != 2 {
		t.Errorf("chromium: the manifest %s: errors %+v, parsed %+v", manifest.URL, manifest.Errors, manifest.Manifest)
	}
	for _, e := range installable.InstallabilityErrors {
		t.Errorf("Chromium does not find the page installable: %s", e.ErrorID)
	}
}

// BenchmarkMakerPage is the page in headless Chromium and Firefox (make
// bench), a sub-benchmark each: the bytes it loads for English, the time from navigation to its first
// preview, a preview's update after a change (from the change to the
// preview drawn), and one A4 PDF made in the page (from the click to its
// link).
func BenchmarkMakerPage(b *testing.B) {
	for _, name := range browserNames {
		b.Run(name, func(b *testing.B) { benchmarkMakerPage(b, newTab(b, name)) })
	}
}

// benchmarkMakerPage is BenchmarkMakerPage in the browser of tb.
func benchmarkMakerPage(b *testing.B, tb tab) {
	dir := b.TempDir()
	if res := hayami(b, dir, "maker", "--out", "make"); res.code != 0 {
		b.Fatal(res.stderr)
	}
	srv := servePage(b, dir)
	var first, update, pdf []float64
	wire := 0 // bytes of the first load, before anything is cached
	for b.Loop() {
		if err := openPage(tb, srv.URL+"/make/"); err != nil {
			b.Fatal(err)
		}
		if wire == 0 {
			wire, _ = srv.wire("/")
		}
		times, err := evalAs[[]float64](tb, `(async () => {
			const first = window.hayamiFirstPreview;
			window.hayamiTimes = [];
			for (const v of ["tenhou", "ema2025", "mleague", "wrc2025"]) { t_change(document.getElementById("f-rules"), v); await t_preview(); }
			const kiriage = document.getElementById("k-kiriage");
			for (let i = 0; i < 4; i++) { t_change(kiriage, !kiriage.checked); await t_preview(); }
			const updates = window.hayamiTimes.slice().sort((a, b) => a - b);
			t_change(document.getElementById("f-rules"), "ema2025");
			await t_preview();
			await t_only(["pdf"]);
			document.getElementById("sheets-only").click(); // the non-dealer table alone
			await t_preview();
			window.hayamiBuildTimes = [];
			document.getElementById("make").click();
			await t_waitFor(() => window.hayamiBuildTimes.length > 0 && document.querySelector('#files a[download="ema2025-en-nondealer-a4.pdf"]'), 60000);
			return [first, updates[updates.length >> 1], window.hayamiBuildTimes[0]];
		})()`)
		if err != nil {
			b.Fatal(err)
		}
		first, update, pdf = append(first, times[0]), append(update, times[1]), append(pdf, times[2])
	}
	b.ReportMetric(float64(wire)/1e6, "MB-gzip-first-load")
	b.ReportMetric(median(first), "ms-first-preview")
	b.ReportMetric(median(update), "ms-update")
	b.ReportMetric(median(pdf), "ms-pdf")
	b.ReportMetric(0, "ns/op")
}

// median is the middle of xs.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	return s[len(s)/2]
}

// checkOffline opens the page from a server of its own (an origin of its
// own: a service worker and cache of its own), checks that its manifest
// parses and Chromium finds it installable, that the service worker
// takes the page without fetching hayami.wasm again, and makes a
// Japanese PDF, which fetches the Japanese font and its extension; then
// stops the server. A reload still shows the page and its preview, and the
// Japanese PDF is made again from the kept parts; a Chinese sheet, whose
// font was never fetched, is met by the page's own message.
func checkOffline(t *testing.T, tb tab, dir string) {
	if res := hayami(t, dir, "maker", "--out", "offline/make"); res.code != 0 {
		t.Fatalf("hayami maker: %s", res.stderr)
	}
	own := servePage(t, filepath.Join(dir, "offline"))
	other, cancel := anotherTab(t, tb)
	defer cancel()
	if err := openPage(other, own.URL+"/make/#rules=tenhou&lang=ja"); err != nil {
		t.Fatal(err)
	}
	kept, err := evalAs[[]string](other, `(async () => {
		await t_waitFor(() => navigator.serviceWorker.controller, 30000);
		const registration = await navigator.serviceWorker.getRegistration();
		const names = await caches.keys();
		const cache = await caches.open(names.find((n) => n.startsWith("hayami-page ")));
		const kept = (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
		return [registration.scope, names.length, ...kept].map(String);
	})()`)
	if err != nil {
		t.Fatal(err)
	}
	if len(kept) < 2 || kept[0] != own.URL+"/make/" || kept[1] != "1" || !slices.Contains(kept, "/make/hayami.wasm") || !slices.Contains(kept, "/make/") || slices.Contains(kept, "/make/index.html") {
		t.Errorf("the service worker's scope, caches and files kept: %q", kept)
	}
	if _, n := own.wire("/make/hayami.wasm"); n > 4<<20 || n < 1<<20 {
		t.Errorf("hayami.wasm: %d bytes over the wire; want it once, gzipped (the service worker takes the browser's copy)", n)
	}
	// Another version of the page (here, only its worker's) takes over
	// and deletes the older one's cache.
	worker := filepath.Join(dir, "offline", "make", "sw.js")
	src, err := os.ReadFile(worker)
	if err == nil {
		err = os.WriteFile(worker, regexp.MustCompile(`"version":"[^"]+"`).ReplaceAll(src, []byte(`"version":"next"`)), 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
	names, err := evalAs[[]string](other, `(async () => {
		const before = navigator.serviceWorker.controller;
		await (await navigator.serviceWorker.getRegistration()).update();
		for (let i = 0; i < 300; i++) {
			const names = await caches.keys();
			if (names.length === 1 && names[0].startsWith("hayami-page next ") && navigator.serviceWorker.controller !== before) return names;
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
		return caches.keys();
	})()`)
	if err != nil || len(names) != 1 || !strings.HasPrefix(names[0], "hayami-page next ") {
		t.Errorf("after a new version of the page, the caches are %q (%v); want only the new one's", names, err)
	}
	// The manifest the page links, read in the page; Chromium's own parse
	// of it and whether Chromium can install the page (Firefox installs no
	// web app on a desktop).
	m, err := evalAs[[]string](other, `(async () => {
		const link = document.querySelector('link[rel="manifest"]');
		const m = await (await fetch(link.href)).json();
		return [new URL(m.start_url, link.href).href, m.display, m.name, String((m.icons || []).length)];
	})()`)
	if err != nil || len(m) != 4 || m[0] != own.URL+"/make/" || m[1] != "standalone" || !strings.HasPrefix(m[2], "hayami") || m[3] != "2" {
		t.Errorf("%s: the manifest's start URL, display, name and icons: %q (%v)", tb.Browser(), m, err)
	}
	if c, ok := other.(*chromedpTab); ok {
		checkInstallable(t, c.ctx, own.URL+"/make/")
	}
	makePDF := func(club string) (string, error) {
		return evalAs[string](other, `(async () => {
			await t_only(["pdf"]);
			document.getElementById("sheets-only").click();
			const club = `+strconv.Quote(club)+`;
			t_change(document.getElementById("f-club"), club);
			await t_waitFor(() => location.hash.includes("club=" + encodeURIComponent(club)));
			await t_preview();
			document.getElementById("make").click();
			await t_waitFor(() => !document.getElementById("make").disabled, 60000);
			const status = document.getElementById("status");
			return (status.classList.contains("bad") ? "bad: " : "") + status.textContent + " " + Array.from(document.querySelectorAll("#files a")).map((a) => a.download).join(" ");
		})()`)
	}
	if said, err := makePDF("鷺宮麻雀倶楽部"); err != nil || !strings.Contains(said, "tenhou-ja-nondealer-a4.pdf") {
		t.Fatalf("a Japanese PDF online: %q, %v", said, err)
	}
	parts, err := evalAs[[]string](other, `(async () => {
		const cache = await caches.open((await caches.keys()).find((n) => n.startsWith("hayami-page ")));
		return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith("/make/fonts/") && p.endsWith(".gz")).sort();
	})()`)
	if _, sent := own.wire("/make/fonts/VLPGothic-"); err != nil || sent == 0 || strings.Join(parts, " ") != "/make/fonts/VLPGothic-JISX0208-hayami.ttf.gz /make/fonts/VLPGothic-hayami.ttf.gz" {
		t.Errorf("the Japanese font and its extension: %d bytes over the wire; kept %q (%v); want them fetched and kept", sent, parts, err)
	}
	if _, err := evalAs[bool](other, `window.t_before = true`); err != nil {
		t.Fatal(err)
	}
	own.Close() // offline: the host is gone
	// A query makes it a new document, not a new fragment of this one.
	if err := openPage(other, own.URL+"/make/?offline#rules=tenhou&lang=ja"); err != nil {
		t.Fatalf("reloaded offline: %v", err)
	}
	if got, err := evalAs[[]string](other, `[String(window.t_before === undefined), String(document.querySelector("#preview table").textContent.includes("7,700"))]`); err != nil || strings.Join(got, " ") != "true true" {
		t.Errorf("reloaded offline: a new document, Tenhou's 7,700 in the preview: %q (%v)", got, err)
	}
	if said, err := makePDF("鷺宮麻雀倶楽部"); err != nil || !strings.Contains(said, "tenhou-ja-nondealer-a4.pdf") || strings.HasPrefix(said, "bad") {
		t.Errorf("a Japanese PDF offline, its font part kept: %q, %v", said, err)
	}
	_, err = evalAs[bool](other, `t_change(document.querySelector('#f-lang input[value="zh-Hans"]'), true);
		t_change(document.querySelector('#f-lang input[value="ja"]'), false);
		true`)
	said := ""
	if err == nil {
		said, err = makePDF("鹭宫麻将俱乐部")
	}
	if want := "which this browser has not kept yet and cannot fetch now"; err != nil || !strings.HasPrefix(said, "bad: ") || !strings.Contains(said, want) {
		t.Errorf("a Chinese PDF offline, its font part never fetched: %q, %v; want the page's message (%s)", said, err, want)
	}
	// A panel's link opened offline: the calculator answers from the files kept.
	if err := openPage(other, own.URL+"/make/?panel#rules=tenhou&set=kiriage%3Dtrue&panel=calc&calc.han=4"); err != nil {
		t.Fatalf("a panel offline: %v", err)
	}
	if got, err := evalAs[string](other, panelHelpers+`; t_panel("calc").then(() => document.getElementById("calc-answer").textContent)`); err != nil || !strings.HasPrefix(got, "8,000") {
		t.Errorf("the calculator offline, 4 han 30 fu with kiriage: %q (%v); want 8,000", got, err)
	}
}
