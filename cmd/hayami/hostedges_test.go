//go:build browser

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/hayami-mahjong/hayami/internal/testenv"
)

// viewEdge sets tb's width and colour scheme, and waits twoFrames.
func viewEdge(tb tab, width int64, scheme string) error {
	if err := errors.Join(tb.SetViewport(width, 900), tb.SetScheme(scheme)); err != nil {
		return err
	}
	return tb.Eval(twoFrames, nil)
}

// twoFrames is JavaScript that settles two frames on: a scroll-state query
// (the sticky fu column) is answered on the frame after a layout.
const twoFrames = `new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`

// edgeHost is a host page at the edge of what a fragment meets: a layout,
// a mode or a stacking order that CSS scoping cannot keep out.
type edgeHost struct {
	name   string
	quirks bool   // no doctype: the browser's quirks mode
	style  string // the host's own stylesheet
	// body is the page's body; {{fragments}} stands for the fragments.
	body string
	// fragments are the fragment files the body holds: folder/file, a
	// folder being one of edgeBuilds.
	fragments []string
	// check is JavaScript returning what the host shows at a width and
	// scheme: {problems: [...], seen: "numbers for the record"}.
	check string
}

// edgeBuilds are the builds the hosts' fragments come from: by folder,
// the flags after "build --format html --html fragment".
var edgeBuilds = map[string][]string{
	"default": {"--sheets", "nondealer,dealer", "--set", "table.fu=20,25,30,40,110"},
	"han":     {"--sheets", "nondealer", "--axes", "han-rows", "--theme", "auto"},
	"auto":    {"--sheets", "nondealer", "--set", "table.fu=20,25,30,40,110", "--theme", "auto"},
}

const (
	nondealer    = "default/ema2025-table-fu-20-25-30-40-110-en-nondealer.fragment.html"
	dealer       = "default/ema2025-table-fu-20-25-30-40-110-en-dealer.fragment.html"
	hanNondealer = "han/ema2025-en-nondealer.fragment.html"
	autoGrid     = "auto/ema2025-table-fu-20-25-30-40-110-en-nondealer.fragment.html"
)

// edgeJS are JavaScript functions every host check may call: the page's
// width, colours as numbers, contrast, and the topmost element at points.
const edgeJS = `
const rgba = s => { const m = s.match(/[\d.]+/g).map(Number); return m.length === 3 ? m.concat(1) : m; };
const lum = s => { const [r, g, b] = rgba(s).slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
const bgOf = e => { for (; e; e = e.parentElement) { const c = getComputedStyle(e).backgroundColor; if (rgba(c)[3] > 0) return c; } return "rgb(255, 255, 255)"; };
const pageWidth = () => document.documentElement.scrollWidth;
const what = e => e ? e.localName + (e.id ? "#" + e.id : "") + (e.className && typeof e.className === "string" ? "." + e.className.trim().split(/\s+/).join(".") : "") : "nothing";
const round = n => Math.round(n * 100) / 100;
`

// edgeHosts are the host pages of fragmentsAtHostEdges.
var edgeHosts = []edgeHost{
	{name: "grid", // the most ordinary Tailwind layout, hand-written
		style: `body { margin: 0; font: 16px/1.5 Georgia, serif; }
.site { display: grid; grid-template-columns: 1fr; gap: 2rem; max-width: 80rem; margin: 0 auto; padding: 1rem; }
@media (min-width: 1024px) { .site { grid-template-columns: 1fr 16rem; } }
aside { background: #eef; padding: 1rem; }`,
		body:      `<header>Tonbo Riichi Club</header><div class="site"><main>{{fragments}}</main><aside id="side">Next meeting: Tuesday</aside></div>`,
		fragments: []string{nondealer, hanNondealer},
		check: `(() => { const side = document.getElementById("side").getBoundingClientRect(), out = [];
  if (side.right > innerWidth + 0.5) out.push("the sidebar ends at " + round(side.right) + " px, off the " + innerWidth + " px window");
  return {problems: out, seen: "sidebar right " + round(side.right)}; })()`},
	{name: "flex", // a flex row with a sidebar
		style: `body { margin: 0; font: 16px/1.5 sans-serif; }
.layout { display: flex; gap: 1rem; padding: 1rem; }
main { flex: 1; } aside { flex: 0 0 6rem; background: #efe; }`,
		body:      `<div class="layout"><main>{{fragments}}</main><aside>Links</aside></div>`,
		fragments: []string{nondealer},
	},
	{name: "quirks", quirks: true, // an old club page: no doctype, no dark mode, a smaller sheet
		style:     `body { color: #222; background: #fff; font-family: Verdana, sans-serif; } :root { --hayami-size: 14px; }`,
		body:      `<h1>Tonbo Riichi Club</h1>{{fragments}}`,
		fragments: []string{autoGrid},
		check: `(() => { const out = [], root = document.querySelector(".hayami"), rs = getComputedStyle(root);
  let least = 99, sizes = new Set(), colours = new Set();
  root.querySelectorAll("th, td").forEach(c => { const cs = getComputedStyle(c);
    sizes.add(cs.fontSize); colours.add(cs.color); least = Math.min(least, contrast(cs.color, bgOf(c))); });
  if ([...colours].some(c => c !== rs.color)) out.push("cells coloured " + [...colours].join(", ") + ", the sheet " + rs.color);
  if ([...sizes].some(s => parseFloat(s) > parseFloat(rs.fontSize))) out.push("cells of " + [...sizes].join(", ") + ", the sheet " + rs.fontSize);
  if (least < 4.5) out.push("cell contrast " + round(least) + ":1, under 4.5:1");
  return {problems: out, seen: "cell colour " + [...colours].join(",") + " size " + [...sizes].join(",") + " contrast " + round(least)}; })()`},
	{name: "sticky", // a sticky header without a z-index, as hand-written themes have it
		style: `body { margin: 0; font: 16px/1.5 sans-serif; } main { padding: 0 1rem 100vh; }
header { position: sticky; top: 0; background: #fff; color: #000; padding: 12px 1rem; border-bottom: 1px solid #999; }`,
		body:      `<header id="top">Tonbo Riichi Club · Rules · Tables</header><main>{{fragments}}</main>`,
		fragments: []string{nondealer},
		// Where a browser has no scroll-state queries (Firefox), the fu
		// column is always held, and over such a header; the docs ask for
		// the header's z-index, and that is checked instead.
		check: `(() => { const out = [], h = document.getElementById("top"), grid = document.querySelector(".hayami-grid");
  const advised = !CSS.supports("container-type", "scroll-state");
  h.style.zIndex = advised ? "1" : "";
  scrollTo(0, grid.getBoundingClientRect().top + scrollY + 40);
  const r = h.getBoundingClientRect(), y = r.top + r.height / 2, seen = [];
  for (const f of [0.1, 0.5, 0.9]) { const e = document.elementFromPoint(r.left + r.width * f, y);
    seen.push(what(e)); if (!h.contains(e)) out.push("at " + Math.round(f * 100) + "% of the header the page shows " + what(e)); }
  scrollTo(0, 0);
  return {problems: out, seen: (advised ? "header given z-index 1 (no scroll-state queries); " : "") + "over the header: " + seen.join(" ")}; })()`},
	{name: "menu", // a dropdown menu (z-index 1) and a mobile menu (z-index 2) open over the sheets
		style: `body { margin: 0; font: 16px/1.5 sans-serif; } main { padding: 0 1rem; }
nav { position: relative; } .menu { position: absolute; left: 1rem; top: 100%; width: 8rem; background: #fff; color: #000; border: 1px solid #000; margin: 0; padding: 0; list-style: none; }
.menu li { height: 3rem; line-height: 3rem; padding: 0 .5rem; border-bottom: 1px solid #ccc; }
#m1 { z-index: 1; } #m2 { z-index: 2; }`,
		body: `<nav><a href="#">Menu</a><ul class="menu" id="m1"><li>Home</li><li>Rules</li><li>Tables</li><li>Photos</li><li>Contact</li><li>Join</li><li>Links</li><li>News</li></ul><ul class="menu" id="m2"><li>Home</li><li>Rules</li><li>Tables</li><li>Photos</li><li>Contact</li><li>Join</li><li>Links</li><li>News</li></ul></nav>
<main>{{fragments}}</main>`,
		fragments: []string{hanNondealer}, // wide: its fu column is held at 375 px
		check: `(() => { const out = [], seen = [];
  const grid = document.querySelector(".hayami-grid").getBoundingClientRect();
  for (const z of ["m1", "m2"]) {
    const m = document.getElementById(z); m.style.top = (grid.top + scrollY - m.parentElement.getBoundingClientRect().top - scrollY) + "px";
    document.querySelectorAll(".menu").forEach(x => x.style.display = x === m ? "" : "none");
    let hidden = 0;
    m.querySelectorAll("li").forEach(li => { const r = li.getBoundingClientRect();
      for (const x of [r.left + 8, r.right - 8]) { const e = document.elementFromPoint(x, r.top + r.height / 2);
        if (!m.contains(e)) { hidden++; out.push("menu z-index " + getComputedStyle(m).zIndex + ": " + li.textContent + " is under " + what(e)); } } });
    seen.push("z-index " + getComputedStyle(m).zIndex + ": " + hidden + " of 16 points hidden");
  }
  return {problems: out, seen: seen.join("; ")}; })()`},
	{name: "light-only", // a light site, read on a dark system: the default fragment
		style:     `body { margin: 0; padding: 1rem; background: #fff; color: #111; font: 16px/1.5 sans-serif; }`,
		body:      `<h1>Tonbo Riichi Club</h1>{{fragments}}`,
		fragments: []string{nondealer},
		check: `(() => { const out = [], root = document.querySelector(".hayami"), bg = getComputedStyle(root).backgroundColor, host = getComputedStyle(document.body).backgroundColor;
  const c = contrast(bg, host);
  if (c > 1.25) out.push("the sheet's background " + bg + " stands out of the page's " + host + " (" + round(c) + ":1)");
  return {problems: out, seen: "sheet " + bg + " on " + host + ", " + round(c) + ":1"}; })()`},
	{name: "transparent", // the sheet on the page's own background
		style:     `body { margin: 0; padding: 1rem; background: linear-gradient(#fde, #def) fixed; color: #111; } :root { --hayami-bg: transparent; --hayami-dark-bg: transparent; }`,
		body:      `{{fragments}}`,
		fragments: []string{hanNondealer},
		check: `(() => { const out = [], seen = [];
  document.querySelectorAll(".hayami-grid").forEach(t => { const box = t.parentElement; box.scrollLeft = 90;
    const th = t.tBodies[0].rows[0].cells[0], cs = getComputedStyle(th), a = rgba(cs.backgroundColor)[3];
    const r = th.getBoundingClientRect(), top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    seen.push("fu cell " + cs.backgroundColor + " scrolled " + box.scrollLeft + ", on top " + what(top));
    if (a < 1) out.push("the fu column's background is " + cs.backgroundColor + ": the scrolled cells show through it");
    if (!th.contains(top)) out.push("scrolled " + box.scrollLeft + " px, " + what(top) + " paints over the fu column");
    box.scrollLeft = 0; });
  return {problems: out, seen: seen.join("; ")}; })()`},
	{name: "twice", // two fragments pasted one after the other
		style:     `body { margin: 0; padding: 1rem; font: 16px/1.5 sans-serif; }`,
		body:      `{{fragments}}`,
		fragments: []string{nondealer, dealer},
		check: `(() => { const out = [], [a, b] = document.querySelectorAll(".hayami");
  const last = a.querySelector(".hayami-footer").lastElementChild.getBoundingClientRect(), first = b.querySelector(".hayami-title").getBoundingClientRect();
  const gap = first.top - last.bottom;
  if (gap < 16) out.push("the second sheet's title is " + round(gap) + " px under the first sheet's last line");
  return {problems: out, seen: "gap " + round(gap)}; })()`},
	{name: "phone", // a plain page: how much of each grid shows on a phone
		style:     `body { margin: 0; padding: 1rem; font: 16px/1.5 sans-serif; }`,
		body:      `{{fragments}}`,
		fragments: []string{nondealer, dealer, hanNondealer},
		check: `(() => { const out = [], seen = [];
  document.querySelectorAll(".hayami-scroll").forEach(box => { if (!box.querySelector(".hayami-grid")) return;
    const r = box.getBoundingClientRect(), heads = box.querySelectorAll("thead th"), four = heads[4] || heads[heads.length - 1];
    const shown = four.getBoundingClientRect().right <= r.right + 0.5;
    seen.push(box.clientWidth + "/" + box.scrollWidth + " px" + (shown || heads.length > 6 ? "" : ", 4 han hidden"));
    if (innerWidth > 1000 && box.scrollWidth > box.clientWidth) out.push(box.getAttribute("aria-labelledby") + ": scrolls sideways at " + innerWidth + " px, " + box.clientWidth + " of " + box.scrollWidth + " px shown");
    if (innerWidth <= 400 && heads.length <= 6 && !shown) out.push(box.getAttribute("aria-labelledby") + ": the 4 han column ends at " + round(four.getBoundingClientRect().right - r.left) + " px of a " + box.clientWidth + " px box");
    const cue = getComputedStyle(box);
    if (box.scrollWidth > box.clientWidth && !/gradient/.test(cue.backgroundImage) && cue.boxShadow === "none") out.push(box.getAttribute("aria-labelledby") + ": scrolls sideways with no cue");
  });
  return {problems: out, seen: seen.join("; ")}; })()`},
}

// fragmentsAtHostEdges pastes fragments into the host pages of
// edgeHosts and checks each at 1280 and 375 px, light and dark: the page
// never scrolls sideways, the host's own check holds (its sidebar on the
// screen, cells in the sheet's colours, the host's header and menus above
// the sheet, a light sheet in a light site, an opaque fu column, room
// between two sheets, the 4 han column on a phone), and axe-core finds
// no contrast problem in the sheets. Each problem names the host, the
// width and the scheme; what each host showed is logged for the record.
func fragmentsAtHostEdges(t *testing.T, b tab, dir, axe string) {
	for _, h := range edgeHosts {
		url := edgePage(t, dir, h)
		if err := b.Navigate(url); err != nil {
			t.Fatalf("%s: %v", h.name, err)
		}
		if err := b.Eval(axe+";true", nil); err != nil {
			t.Fatalf("%s: loading axe-core: %v", h.name, err)
		}
		for _, width := range []int64{1280, 375} {
			for _, scheme := range []string{"light", "dark"} {
				where := fmt.Sprintf("%s host at %d px, %s, %s", h.name, width, scheme, b.Browser())
				if err := viewEdge(b, width, scheme); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				var seen []string
				var fits struct{ Page, Window float64 }
				if err := b.Eval(`({page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth})`, &fits); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				seen = append(seen, fmt.Sprintf("page %g px", fits.Page))
				if fits.Page > fits.Window {
					t.Errorf("%s: the page is %g px wide, the window %g px: it scrolls sideways", where, fits.Page, fits.Window)
				}
				if h.check != "" {
					var got struct {
						Problems []string
						Seen     string
					}
					if err := b.Eval("(() => {"+edgeJS+"return "+h.check+"; })()", &got); err != nil {
						t.Fatalf("%s: %v", where, err)
					}
					for _, p := range got.Problems {
						t.Errorf("%s: %s", where, p)
					}
					seen = append(seen, got.Seen)
				}
				var violations []string
				if err := b.Eval(`axe.run(document.querySelectorAll(".hayami"), {runOnly: {type: "rule", values: ["color-contrast"]}})
					.then(r => r.violations.map(v => v.id + ": " + v.nodes.length + " × " + v.help + " (" + v.nodes[0].target.join(" ") + ")"))`, &violations); err != nil {
					t.Fatalf("%s: axe: %v", where, err)
				}
				if len(violations) > 0 {
					t.Errorf("%s: axe-core: %s", where, strings.Join(violations, "; "))
				}
				seen = append(seen, fmt.Sprintf("axe %d", len(violations)))
				t.Logf("%s: %s", where, strings.Join(seen, "; "))
			}
		}
	}
}

// edgeFragments builds the fragments of edgeBuilds into dir, once.
func edgeFragments(t *testing.T, dir string) {
	for folder, args := range edgeBuilds {
		args = append([]string{"build", "--format", "html", "--html", "fragment", "--out", folder}, args...)
		if res := hayami(t, dir, args...); res.code != 0 {
			t.Fatalf("%v: %s", args, res.stderr)
		}
	}
}

// edgePage writes host h's page, its fragments in it, into dir.
func edgePage(t *testing.T, dir string, h edgeHost) string {
	var frags strings.Builder
	for _, f := range h.fragments {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		frags.Write(data)
	}
	doc := "<html lang=\"en\">\n<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Our club</title>\n<style>" +
		h.style + "</style>\n</head>\n<body>\n" + strings.Replace(h.body, "{{fragments}}", frags.String(), 1) + "\n</body>\n</html>\n"
	if !h.quirks {
		doc = "<!DOCTYPE html>\n" + doc
	}
	path := filepath.Join(dir, h.name+".html")
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	return "file://" + path
}

// TestFragmentsAtHostEdges runs fragmentsAtHostEdges in Chromium and
// Firefox ESR, and prints sheets from Chromium (sheetsPrinted: print
// emulation is Chromium's alone).
func TestFragmentsAtHostEdges(t *testing.T) {
	t.Parallel()
	axe, err := os.ReadFile(testenv.NeedFile(t, repoFile("tools", "web", "node_modules", "axe-core", "axe.min.js"), "npm ci --prefix tools/web"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	edgeFragments(t, dir)
	t.Run("Hosts", func(t *testing.T) {
		inBrowsers(t, func(t *testing.T, tb tab) { fragmentsAtHostEdges(t, tb, dir, string(axe)) })
	})
	t.Run("Print", func(t *testing.T) { sheetsPrinted(t, newTab(t, "chromium").(*chromedpTab).ctx, dir) })
}

// printOn prints the open page as the browser would on paper of a size
// in inches, upright or landscape, with its default margins.
func printOn(width, height float64, landscape bool) chromedp.Action[[]byte] {
	return func(ctx context.Context, t *chromedp.Target) ([]byte, error) {
		res, err := cdp.Call(ctx, t, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: width, PaperHeight: height, Landscape: &landscape})
		return res.Data, err
	}
}

// pdfPages is the text of each page of a PDF, by pdftotext.
func pdfPages(t *testing.T, pdf []byte) []string {
	t.Helper()
	tool := testenv.NeedTool(t, "pdftotext", "apt-get install poppler-utils")
	cmd := exec.Command(tool, "-", "-")
	cmd.Stdin = strings.NewReader(string(pdf))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return strings.Split(strings.TrimSuffix(string(out), "\f"), "\f")
}

// sheetsPrinted prints, from Chromium, the standalone han-rows and fu-rows
// grids and a page of fragments on A4 and Letter, upright and landscape,
// and checks with pdftotext that every fu label (110 included) and every
// cell's ron and tsumo text is on paper, and that each sheet's title is on
// the page its first table starts on.
func sheetsPrinted(t *testing.T, ctx context.Context, dir string) {
	for _, args := range [][]string{{"--out", "print-fu"}, {"--axes", "han-rows", "--sheets", "nondealer,dealer", "--out", "print-han"}} {
		if res := hayami(t, dir, append([]string{"build", "--format", "html"}, args...)...); res.code != 0 {
			t.Fatalf("%v: %s", args, res.stderr)
		}
	}
	blog := edgePage(t, dir, edgeHost{name: "blog", style: `body { font: 16px/1.5 serif; margin: 0 auto; max-width: 50rem; }`,
		body: `<h1>Our points tables</h1><p>` + strings.Repeat("The club plays every Tuesday. ", 40) + `</p>{{fragments}}`, fragments: []string{nondealer, dealer, hanNondealer}})
	// A page whose own content ends near the foot of an upright page, so a
	// sheet's title would end it, alone, and its table start the next.
	orphan := edgePage(t, dir, edgeHost{name: "orphan", style: `body { font: 16px/1.5 serif; margin: 0; } .news { height: 246mm; }`,
		body: `<div class="news">Club news</div>{{fragments}}`, fragments: []string{nondealer, dealer}})
	// Every sheet's page, the han-rows grids, and the pages of fragments.
	files, err := filepath.Glob(filepath.Join(dir, "print-*", "*.html"))
	if err != nil || len(files) < 10 {
		t.Fatalf("%d pages to print (%v)", len(files), err)
	}
	var pages []string
	for _, f := range files {
		pages = append(pages, "file://"+f)
	}
	pages = append(pages, blog, orphan)
	papers := []struct {
		name          string
		width, height float64
	}{{"A4", 8.27, 11.69}, {"Letter", 8.5, 11}}
	for _, url := range pages {
		name := strings.TrimPrefix(url, "file://"+dir+"/")
		if err := chromedp.Do(ctx, colourScheme("light"), chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url)); err != nil {
			t.Fatal(err)
		}
		// What the screen shows: each table's row labels and cells, and each
		// sheet's title with its first table's caption.
		var want struct {
			Words  []string
			Titles [][2]string
		}
		raw, err := chromedp.Run(ctx, chromedp.Evaluate[json.RawMessage](`({words: Array.from(document.querySelectorAll(".hayami tbody th, .hayami .hayami-ron, .hayami .hayami-tsumo, .hayami .hayami-value")).map(e =>
  Array.from(e.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join("").trim()).filter(s => s && s !== "—"),
})`))
		if err == nil {
			err = json.Unmarshal(raw, &want)
		}
		if err != nil {
			t.Fatal(err)
		}
		// Each sheet's title and the first caption printed (a game record's
		// are not), read as printed.
		if err := chromedp.Do(ctx, emulateMedia("print")); err != nil {
			t.Fatal(err)
		}
		want.Titles, err = chromedp.Run(ctx, chromedp.Evaluate[[][2]string](`Array.from(document.querySelectorAll(".hayami")).map(r => [r.querySelector(".hayami-title"),
  Array.from(r.querySelectorAll(".hayami-caption")).find(c => c.getClientRects().length > 0)]).filter(([a, b]) => a && b).map(([a, b]) => [a.textContent.trim(), b.textContent.trim()])`))
		if err == nil {
			err = chromedp.Do(ctx, emulateMedia(""))
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, paper := range papers {
			for _, landscape := range []bool{false, true} {
				where := fmt.Sprintf("%s printed on %s %s", name, paper.name, map[bool]string{false: "portrait", true: "landscape"}[landscape])
				pdf, err := chromedp.Run(ctx, printOn(paper.width, paper.height, landscape))
				if err != nil {
					t.Fatal(err)
				}
				// Spaces aside, so that a label wrapped in its cell ("2–" "8") or
				// a footnote's mark after its number ("8,0005") still reads.
				text := pdfPages(t, pdf)
				all := squeeze(strings.Join(text, ""))
				need := map[string]int{}
				for _, w := range want.Words {
					for _, f := range strings.Fields(w) {
						need[f]++
					}
				}
				var missing []string
				for w, n := range need {
					if got := strings.Count(all, w); got < n {
						missing = append(missing, fmt.Sprintf("%s (%d of %d)", w, got, n))
					}
				}
				if len(missing) > 0 {
					t.Errorf("%s: %d words not on paper as on screen: %s", where, len(missing), strings.Join(firstN(missing, 12), ", "))
				}
				if need["110"] > 0 && !strings.Contains(all, "110") {
					t.Errorf("%s: no 110 fu on paper", where)
				}
				for _, tc := range want.Titles {
					title, caption := pageOf(text, tc[0]), pageOf(text, tc[1])
					if title != caption {
						t.Errorf("%s: the title %q is on page %d, its first table %q on page %d", where, tc[0], title+1, tc[1], caption+1)
					}
				}
				t.Logf("%s: %d pages, %d of %d words missing", where, len(text), len(missing), len(need))
			}
		}
	}
}

// squeeze is s without its spaces and line breaks.
func squeeze(s string) string { return strings.Join(strings.Fields(s), "") }

// pageOf is the index of the first page whose text holds s, spaces
// aside; -1 if none.
func pageOf(pages []string, s string) int {
	for i, p := range pages {
		if strings.Contains(squeeze(p), squeeze(s)) {
			return i
		}
	}
	return -1
}

// firstN is ss up to n of them, sorted for a stable message.
func firstN(ss []string, n int) []string {
	ss = slices.Clone(ss)
	slices.Sort(ss)
	return ss[:min(n, len(ss))]
}
