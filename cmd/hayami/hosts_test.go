//go:build browser

package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/testenv"
)

// hostPage is a website a club pastes hayami's fragments into: a CSS
// framework's page, or a hand-written theme.
type hostPage struct {
	name string
	head string // what the host's <head> links, with {{web}} for tools/web/node_modules
	// open and close wrap the page's content, fragments included.
	open, close string
	css         string   // how the fragments carry their stylesheet: inline or external
	theme       []string // the build's --theme flags: how the host pins its theme
	followsOS   bool     // unpinned, the host is dark when the system is
	// pinDark and pinLight pin the host's theme: JavaScript run on the page.
	pinDark, pinLight string
}

// hostPages are the hosts of fragmentsInHostPages.
var hostPages = []hostPage{
	{name: "bootstrap", head: `<link rel="stylesheet" href="{{web}}/bootstrap/dist/css/bootstrap.min.css">`,
		open: `<main class="container py-4"><div class="row"><div class="col">`, close: `</div></div></main>`, css: "external",
		theme:   []string{"--theme", "host", "--theme-dark", "[data-bs-theme=dark]"},
		pinDark: `document.documentElement.dataset.bsTheme = "dark"`, pinLight: `document.documentElement.dataset.bsTheme = "light"`},
	{name: "bulma", head: `<link rel="stylesheet" href="{{web}}/bulma/css/bulma.min.css">`,
		open: `<section class="section"><div class="container"><div class="content">`, close: `</div></div></section>`, css: "external", followsOS: true,
		theme:   []string{"--theme", "host", "--theme-dark", "[data-theme=dark], .theme-dark", "--theme-light", "[data-theme=light], .theme-light"},
		pinDark: `document.documentElement.dataset.theme = "dark"`, pinLight: `document.documentElement.dataset.theme = "light"`},
	{name: "pico", head: `<link rel="stylesheet" href="{{web}}/@picocss/pico/css/pico.min.css">`,
		open: `<main class="container">`, close: `</main>`, css: "inline", followsOS: true,
		theme:   []string{"--theme", "host", "--theme-dark", "[data-theme=dark]", "--theme-light", "[data-theme=light]"},
		pinDark: `document.documentElement.dataset.theme = "dark"`, pinLight: `document.documentElement.dataset.theme = "light"`},
	{name: "tailwind", head: `<style>@import url("{{web}}/tailwindcss/preflight.css") layer(base);
@layer base { .dark body { background: #0f172a; color: #e2e8f0; } }</style>`,
		open: `<main style="max-width: 48rem; margin: 0 auto; padding: 1rem">`, close: `</main>`, css: "inline",
		theme:   []string{"--theme", "host", "--theme-dark", ".dark"},
		pinDark: `document.documentElement.classList.add("dark")`, pinLight: `document.documentElement.classList.remove("dark")`},
	{name: "hostile", head: `<link rel="stylesheet" href="{{hosts}}/hostile.css">`,
		open: `<div id="content"><article class="entry-content">`, close: `</article></div>`, css: "inline", followsOS: true,
		theme:   []string{"--theme", "host", "--theme-dark", `[data-theme="dark"]`, "--theme-light", `[data-theme="light"]`},
		pinDark: `document.documentElement.dataset.theme = "dark"`, pinLight: `document.documentElement.dataset.theme = "light"`},
}

// hostContent is the host's own content around the fragments: every
// element a fragment uses, so that a rule leaking out of hayami shows.
const hostContent = `<header><nav aria-label="Site"><a href="#top">Home</a> <a href="#rules">Rules</a></nav></header>
<h1 id="top">Our club's points tables</h1>
<p>Scores as we play them, with a <a href="#rules">link</a><sup>1</sup>, <small>small print</small>, <b>bold</b> and <abbr title="Japan Professional Mahjong League">JPML</abbr>.</p>
<div class="overflow-auto"><table class="table table-striped"><caption>Last week</caption><thead><tr><th scope="col">Player</th><th scope="col">Points</th></tr></thead>
<tbody><tr><th scope="row">Ann</th><td>12,000</td></tr><tr><th scope="row">Ben</th><td>-3,900</td></tr></tbody></table></div>
<section aria-label="Club rules" id="rules"><h2>Rules</h2><ol><li>Kiriage mangan.</li><li>No red fives.</li></ol><ul><li><span>Tuesdays</span></li></ul></section>
{{fragments}}
<footer><p>Tonbo Riichi Club</p></footer>`

// fragmentFiles are the fragments each host page holds: a grid in English
// and the fu chart in Japanese, which share no id.
var fragmentFiles = []string{"ema2025-table-fu-20-25-30-40-110-en-nondealer.fragment.html", "ema2025-table-fu-20-25-30-40-110-ja-fu.fragment.html"} // --set table.fu: a sheet of its own

// styleProps are the computed styles compared, for each element of a
// fragment and of its host.
var styleProps = func() []string {
	props := []string{"display", "position", "float", "visibility", "opacity", "box-sizing", "width", "height", "min-width", "max-width",
		"font-family", "font-size", "font-weight", "font-style", "font-variant-numeric", "font-variant-caps", "line-height", "letter-spacing", "word-spacing",
		"text-transform", "text-align", "text-indent", "text-decoration-line", "text-decoration-style", "text-decoration-color", "text-shadow", "white-space", "vertical-align",
		"color", "background-color", "background-image", "box-shadow", "outline-style", "list-style-type", "list-style-position", "list-style-image",
		"table-layout", "border-collapse", "border-spacing", "caption-side", "overflow-x", "overflow-y", "left", "top", "z-index", "clip-path", "transform",
		"color-scheme", "user-select", "transition-duration"}
	for _, side := range []string{"top", "right", "bottom", "left"} {
		props = append(props, "margin-"+side, "padding-"+side, "border-"+side+"-width", "border-"+side+"-style", "border-"+side+"-color")
	}
	return props
}()

// colourProps are the styles a theme changes, compared in every state;
// styleProps in the first.
var colourProps = slices.DeleteFunc(slices.Clone(styleProps), func(p string) bool {
	return !strings.Contains(p, "color") && !strings.HasSuffix(p, "-image") && !strings.HasSuffix(p, "shadow") && p != "display" && p != "visibility" && p != "opacity"
})

// collectStyles is a JavaScript function: for every element that sel
// matches and each of its descendants (or, with outside, every element
// outside them), a line naming the element and then its computed styles
// (props), with what its ::before and ::after show and a list item's
// ::marker. Without only, each line is the name and a hash of the styles,
// which is all that crosses to the test unless they differ; with only, the
// whole lines of those elements, or of all with only = true.
const collectStyles = `(sel, outside, props, only) => {
  const roots = Array.from(document.querySelectorAll(sel));
  let els = [];
  if (outside) {
    els = Array.from(document.querySelectorAll("html, body, body *")).filter(e => !roots.some(r => r.contains(e)));
  } else {
    for (const r of roots) els.push(r, ...r.querySelectorAll("*"));
  }
  const line = i => {
    const e = els[i], cs = getComputedStyle(e);
    const root = roots.find(r => r.contains(e));
    const name = (root ? root.id : "host") + " " + i + " <" + e.localName + (e.className && typeof e.className === "string" ? "." + e.className.trim().split(/\s+/).join(".") : "") + ">";
    const row = [name].concat(props.map(p => p + ": " + cs.getPropertyValue(p)));
    for (const pseudo of ["::before", "::after"]) row.push(pseudo + " " + getComputedStyle(e, pseudo).content);
    if (e.localName === "li") {
      const ps = getComputedStyle(e, "::marker");
      row.push("::marker " + ps.content + " " + ps.color + " " + ps.fontSize);
    }
    return row;
  };
  if (only === true) return els.map((_, i) => line(i));
  if (only) return only.map(line);
  return els.map((_, i) => {
    const row = line(i);
    let h = 2166136261;
    for (const c of row.slice(1).join("\n")) h = Math.imul(h ^ c.codePointAt(0), 16777619) >>> 0;
    return [row[0], String(h)];
  });
}`

// styles is what collectStyles returns in one tab for one selector.
type styles struct {
	tab     tab
	sel     string
	outside bool
	props   []string
	full    bool       // whole lines, not hashes: for the host's few elements
	lines   [][]string // name and hash, or whole lines
}

// collect runs collectStyles in a tab: hashes, or the whole lines of some
// elements.
func (s *styles) collect(only []int) ([][]string, error) {
	which := "null"
	if s.full {
		which = "true"
	} else if only != nil {
		which = jsNumbers(only)
	}
	return evalAs[[][]string](s.tab, fmt.Sprintf("(%s)(%q, %t, %s, %s)", collectStyles, s.sel, s.outside, jsStrings(s.props), which))
}

// collectAll collects the hashes of several tabs at once.
func collectAll(all ...*styles) error {
	errs := make([]error, len(all))
	var wg sync.WaitGroup
	for i, s := range all {
		wg.Go(func() { s.lines, errs[i] = s.collect(nil) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// compareStyles reports the elements whose styles differ, the first ten
// property by property, and returns how many differ.
func compareStyles(t *testing.T, where string, got, want *styles) (int, error) {
	t.Helper()
	if len(got.lines) != len(want.lines) {
		t.Errorf("%s: %d elements, want %d", where, len(got.lines), len(want.lines))
		return 1, nil
	}
	var differ []int
	for i := range got.lines {
		if got.lines[i][0] != want.lines[i][0] {
			t.Errorf("%s: element %s, want %s", where, got.lines[i][0], want.lines[i][0])
			return 1, nil
		}
		if !slices.Equal(got.lines[i][1:], want.lines[i][1:]) {
			differ = append(differ, i)
		}
	}
	if len(differ) == 0 {
		return 0, nil
	}
	shown := differ[:min(len(differ), 10)]
	var a, b [][]string
	for _, i := range shown {
		a, b = append(a, got.lines[i]), append(b, want.lines[i])
	}
	if !got.full {
		var err error
		if a, err = got.collect(shown); err != nil {
			return 0, err
		}
		if b, err = want.collect(shown); err != nil {
			return 0, err
		}
	}
	for i := range a {
		for j := 1; j < len(a[i]) && j < len(b[i]); j++ {
			if a[i][j] != b[i][j] {
				t.Errorf("%s: %s %s, want %s", where, a[i][0], a[i][j], b[i][j])
			}
		}
	}
	t.Errorf("%s: %d elements differ", where, len(differ))
	return len(differ), nil
}

// hostState is one way a reader sees a host page: the system's colour
// scheme and the host's own theme, pinned or not.
type hostState struct {
	name   string
	scheme string // the system's prefers-color-scheme
	pin    string // "dark", "light" or "" for none
}

var hostStates = []hostState{{"light", "light", ""}, {"dark", "dark", ""}, {"pinned dark", "light", "dark"}, {"pinned light", "dark", "light"}}

// pin is JavaScript that pins the host's theme as s has it, or unpins it.
func (h hostPage) pin(s hostState) string {
	js := `delete document.documentElement.dataset.theme; delete document.documentElement.dataset.bsTheme; document.documentElement.classList.remove("dark")`
	switch s.pin {
	case "dark":
		js += ";" + h.pinDark
	case "light":
		js += ";" + h.pinLight
	}
	return js
}

// expected is the theme a fragment should take in a host: the host's.
func (h hostPage) expected(s hostState) string {
	switch {
	case s.pin != "":
		return s.pin
	case h.followsOS:
		return s.scheme
	}
	return "light"
}

// screenshots asks fragmentsInHostPages to write the docs' pictures.
var screenshots = flag.Bool("screenshots", false, "write the docs' pictures of fragments in host pages into docs/")

// fragmentsInHostPages pastes fragments into pages styled by Bootstrap 5,
// Pico CSS 2, Bulma 1 (inside .content), Tailwind's preflight and a
// hostile theme of our own, and checks in the browser of tb that every element of
// every fragment has the computed styles it has on a page with no styles
// of its own, at 1280 and 375 px, with the system light or dark and with
// the host's theme pinned either way, the fragment taking the host's
// theme; that no element of the host changes when the fragments are added;
// that axe-core finds nothing wrong in them; and, at 375 px, that the
// captions are not clipped and the fu column stays put when a table
// scrolls; and that --hayami-bg and --hayami-dark-bg set in the page's
// <head> restyle the sheets. With -screenshots it writes the docs' pictures
// (go test ./cmd/hayami -run TestHTMLInBrowser/HostPages -screenshots).
func fragmentsInHostPages(t *testing.T, tb tab) {
	web := repoFile("tools", "web", "node_modules")
	for _, f := range []string{"bootstrap/dist/css/bootstrap.min.css", "@picocss/pico/css/pico.min.css", "bulma/css/bulma.min.css", "tailwindcss/preflight.css", "axe-core/axe.min.js"} {
		testenv.NeedFile(t, filepath.Join(web, f), "npm ci --prefix tools/web")
	}
	axe, err := os.ReadFile(filepath.Join(web, "axe-core", "axe.min.js"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	hostsDir, err := filepath.Abs(filepath.Join("testdata", "hosts"))
	if err != nil {
		t.Fatal(err)
	}
	// page writes a page of the fragments built into dir/folder, in a host
	// or (h.name == "") on a page with no styles of its own, each fragment
	// in a box whose width the test sets.
	page := func(h hostPage, folder string) string {
		var frags strings.Builder
		for _, f := range fragmentFiles {
			data, err := os.ReadFile(filepath.Join(dir, folder, f))
			if err != nil {
				t.Fatal(err)
			}
			if h.name == "" {
				fmt.Fprintf(&frags, "<div class=\"box\">\n%s</div>\n", data)
			} else {
				frags.Write(data)
			}
		}
		head := strings.NewReplacer("{{web}}", "file://"+web, "{{hosts}}", "file://"+hostsDir).Replace(h.head)
		if h.name != "" { // the test reads the host's colours as soon as it pins its theme
			head += "\n<style>:not(.hayami, .hayami *) { transition: none !important; }</style>"
		}
		if h.css == "external" {
			head += "\n<link rel=\"stylesheet\" href=\"hayami.css\">"
		}
		body := frags.String()
		if h.name != "" {
			body = h.open + "\n" + strings.Replace(hostContent, "{{fragments}}", body, 1) + "\n" + h.close
		}
		doc := "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Our club</title>\n" +
			head + "\n</head>\n<body>\n" + body + "\n</body>\n</html>\n"
		path := filepath.Join(dir, folder, cmp.Or(h.name, "bare")+".html")
		if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
		return "file://" + path
	}
	build := func(folder string, args ...string) {
		// Five fu rows: unreachable cells, the marked rows and limit hands.
		args = append([]string{"build", "--format", "html", "--html", "fragment", "--lang", "en,ja", "--sheets", "nondealer,fu", "--set", "table.fu=20,25,30,40,110", "--out", folder}, args...)
		if res := hayami(t, dir, args...); res.code != 0 {
			t.Fatalf("%v: %s", args, res.stderr)
		}
	}
	// The reference: the same fragments in the system's theme on a page of
	// their own, with the stylesheet inline or linked.
	reference := map[string]string{}
	for _, css := range []string{"inline", "external"} {
		build("ref-"+css, "--css", css, "--theme", "auto")
		reference[css] = page(hostPage{css: css}, "ref-"+css)
	}
	urls := map[string]string{}
	for _, h := range hostPages {
		build(h.name, append([]string{"--css", h.css}, h.theme...)...)
		urls[h.name] = page(h, h.name)
	}
	// Two tabs: the host page, and the fragments on a page of their own.
	var hostTab, refTab tab
	for _, tb2 := range []*tab{&hostTab, &refTab} {
		if *tb2, err = tb.NewTab(); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		defer (*tb2).Close()
	}
	differences := map[string]int{}
	for _, h := range hostPages {
		counts, err := checkHost(t, hostTab, refTab, h, urls[h.name], reference[h.css], string(axe))
		if err != nil {
			t.Fatalf("%s in %s: %v", h.name, tb.Browser(), err)
		}
		maps.Copy(differences, counts)
	}
	var summary []string
	for k, n := range differences {
		summary = append(summary, fmt.Sprintf("%s: %d", k, n))
	}
	slices.Sort(summary)
	t.Logf("%s: elements of the fragments that look different in the host:\n%s", tb.Browser(), strings.Join(summary, "\n"))
}

// hostChecked tells in which widths and states the host's own elements
// are compared with and without the fragments: the fragments' stylesheet
// selects nothing outside them whatever the theme, so two suffice.
func hostChecked(width int64, s hostState) bool {
	return (width == 1280 && s.name == "light") || (width == 375 && s.name == "pinned dark")
}

// checkHost runs fragmentsInHostPages's checks on one host page: the
// page at url in hostTab, the fragments on their own at ref in refTab. It
// returns, for each width and state, how many elements of the fragments
// look different.
func checkHost(t *testing.T, hostTab, refTab tab, h hostPage, url, ref, axe string) (map[string]int, error) {
	eval := func(tb tab, js string) error { return tb.Eval(js, nil) }
	host := h.name + " in " + hostTab.Browser() // for the messages
	// show sets a tab's width and colour scheme, each only when it changes
	// (a change lays the page out anew), checks that the page sees them,
	// and runs js.
	type look struct {
		Width  int64
		Scheme string
	}
	looks := map[tab]look{}
	show := func(tb tab, width int64, scheme string, js string) error {
		var err error
		if looks[tb].Width != width {
			err = tb.SetViewport(width, 900)
		}
		if looks[tb].Scheme != scheme {
			err = errors.Join(err, tb.SetScheme(scheme))
		}
		looks[tb] = look{width, scheme}
		if err != nil {
			return err
		}
		seen, err := evalAs[look](tb, `({width: innerWidth, scheme: matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"})`)
		if err != nil {
			return err
		}
		if seen != (look{width, scheme}) {
			return fmt.Errorf("%s: the page sees %+v, want %+v", tb.Browser(), seen, look{width, scheme})
		}
		if err := eval(tb, js); err != nil {
			return err
		}
		return eval(tb, twoFrames)
	}
	if err := hostTab.Navigate(url); err != nil {
		return nil, err
	}
	if err := eval(hostTab, axe); err != nil {
		return nil, err
	}
	if loaded, err := evalAs[string](refTab, `location.href`); err != nil || loaded != ref {
		if err := refTab.Navigate(ref); err != nil {
			return nil, err
		}
	}
	hostProps := slices.DeleteFunc(slices.Clone(styleProps), func(p string) bool { return p == "height" }) // the page grows by the fragments
	differences := map[string]int{}
	hostLines := map[string]*styles{} // the host's own elements, by width and state
	refLines := map[string]*styles{}  // the fragments on their own, by width, theme and widths
	widths := []int64{1280, 375}
	for _, width := range widths {
		for i, s := range hostStates {
			where := fmt.Sprintf("%s at %d px, %s", host, width, s.name)
			props := styleProps
			if i > 0 { // the themes change colours only (TestThemesChangeOnlyColours)
				props = colourProps
			}
			if err := show(hostTab, width, s.scheme, h.pin(s)); err != nil {
				return nil, err
			}
			boxes, err := evalAs[[]float64](hostTab, `Array.from(document.querySelectorAll(".hayami")).map(e => e.getBoundingClientRect().width)`)
			if err != nil {
				return nil, err
			}
			// The fragments on their own, as wide as in the host, in the
			// host's theme: each look is collected once.
			showRef := func() error {
				return show(refTab, width, h.expected(s), fmt.Sprintf(`Array.from(document.querySelectorAll(".box")).forEach((b, i) => b.style.width = %s[i] + "px")`, jsNumbers(boxes)))
			}
			key := fmt.Sprint(width, h.expected(s), boxes, len(props))
			in := &styles{tab: hostTab, sel: ".hayami", props: props}
			all := []*styles{in}
			alone, seen := refLines[key]
			if !seen {
				if err := showRef(); err != nil {
					return nil, err
				}
				alone = &styles{tab: refTab, sel: ".hayami", props: props}
				refLines[key] = alone
				all = append(all, alone)
			}
			if hostChecked(width, s) {
				hostLines[where] = &styles{tab: hostTab, sel: ".hayami", outside: true, props: hostProps, full: true}
				all = append(all, hostLines[where])
			}
			if err := collectAll(all...); err != nil {
				return nil, err
			}
			if seen && !slices.EqualFunc(in.lines, alone.lines, slices.Equal) {
				if err := showRef(); err != nil { // the differences are read from the tab
					return nil, err
				}
			}
			if differences[where], err = compareStyles(t, where, in, alone); err != nil {
				return nil, err
			}
			// axe-core: every rule at 1280 px in the host's light theme, the
			// target size at 375 px, the colour rules in its dark theme (the
			// dark theme changes nothing else: TestThemesChangeOnlyColours).
			var only string
			switch {
			case s.name == "light" && width == 1280:
				only = `{type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}`
			case s.name == "light":
				only = `{type: "rule", values: ["target-size", "scrollable-region-focusable"]}`
			case s.name == "pinned dark" && width == 1280:
				only = `{type: "rule", values: ["color-contrast", "link-in-text-block"]}`
			default:
				continue
			}
			violations, err := evalAs[[]string](hostTab, `axe.run(document.querySelectorAll(".hayami"), {runOnly: `+only+`})
				.then(r => r.violations.map(v => v.id + ": " + v.nodes.length + " × " + v.help + " (" + v.nodes[0].target.join(" ") + ")"))`)
			if err != nil {
				return nil, fmt.Errorf("%s: axe: %w", where, err)
			}
			if len(violations) > 0 {
				t.Errorf("%s: axe-core violations: %s", where, strings.Join(violations, "; "))
			}
		}
		if width == 375 {
			if err := checkPhone(t, hostTab, host); err != nil {
				return nil, err
			}
		}
		if err := checkCaptions(t, hostTab, host, width); err != nil {
			return nil, err
		}
		if *screenshots && hostTab.Browser() == "chromium" { // the README's pictures are Chromium's
			if err := screenshot(hostTab, h, width); err != nil {
				return nil, err
			}
		}
	}
	// The page's own stylesheet themes the sheets, light and dark.
	if err := eval(hostTab, `document.head.insertAdjacentHTML("beforeend", "<style>:root { --hayami-bg: #fffbe6; --hayami-dark-bg: #201a00; }</style>")`); err != nil {
		return nil, err
	}
	for _, s := range []hostState{hostStates[0], hostStates[2]} {
		if err := show(hostTab, 1280, s.scheme, h.pin(s)); err != nil {
			return nil, err
		}
		bg, err := evalAs[[]string](hostTab, `Array.from(document.querySelectorAll(".hayami")).map(e => getComputedStyle(e).backgroundColor)`)
		if err != nil {
			return nil, err
		}
		want := map[string]string{"light": "rgb(255, 251, 230)", "dark": "rgb(32, 26, 0)"}[h.expected(s)]
		for _, got := range bg {
			if got != want {
				t.Errorf("%s, %s: with the page's --hayami-bg and --hayami-dark-bg the sheet's background is %s, want %s", host, s.name, got, want)
			}
		}
	}
	// Without the fragments, every element of the host looks the same.
	if err := eval(hostTab, `document.querySelectorAll(".hayami").forEach(e => e.remove())`); err != nil {
		return nil, err
	}
	for _, width := range widths {
		for _, s := range hostStates {
			if !hostChecked(width, s) {
				continue
			}
			where := fmt.Sprintf("%s at %d px, %s", host, width, s.name)
			without := &styles{tab: hostTab, sel: ".hayami", outside: true, props: hostProps, full: true}
			if err := show(hostTab, width, s.scheme, h.pin(s)); err != nil {
				return nil, err
			}
			if err := collectAll(without); err != nil {
				return nil, err
			}
			if _, err := compareStyles(t, where+": the host's own elements", hostLines[where], without); err != nil {
				return nil, err
			}
		}
	}
	return differences, nil
}

// readmeShots are the docs' pictures of fragments in host pages: the
// host, its width, and the state to show it in.
var readmeShots = []struct {
	host  string
	width int64
	state hostState
	file  string
}{
	{"bootstrap", 1280, hostStates[0], "host-bootstrap-1280.png"},
	{"pico", 375, hostStates[2], "host-pico-375-dark.png"},
}

// screenshot writes the docs' pictures of a host page at this width,
// the first fragment near the top of the window.
func screenshot(tb tab, h hostPage, width int64) error {
	for _, shot := range readmeShots {
		if shot.host != h.name || shot.width != width {
			continue
		}
		err := errors.Join(tb.SetViewport(width, 900), tb.SetScheme(shot.state.scheme))
		if err == nil {
			err = tb.Eval(h.pin(shot.state)+`;scrollTo(0, document.querySelector(".hayami").getBoundingClientRect().top + scrollY - 160)`, nil)
		}
		var png []byte
		if err == nil {
			png, err = tb.Screenshot()
		}
		if err == nil {
			err = os.WriteFile(repoFile("docs", shot.file), png, 0o644)
		}
		if err == nil {
			err = tb.Eval(`scrollTo(0, 0)`, nil)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// checkPhone checks a host page at 375 px: each caption fits in its
// fragment, and scrolling a grid sideways leaves the fu column where it was.
func checkPhone(t *testing.T, tb tab, host string) error {
	t.Helper()
	problems, err := evalAs[[]string](tb, `(() => {
  const out = [];
  document.querySelectorAll(".hayami").forEach(root => {
    const box = root.getBoundingClientRect();
    root.querySelectorAll(".hayami-caption").forEach(c => {
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.right > innerWidth) out.push(root.id + ": caption " + c.textContent + " is clipped");
    });
    root.querySelectorAll(".hayami-scroll").forEach(s => {
      if (!s.querySelector(".hayami-grid")) return;
      if (s.scrollWidth <= s.clientWidth) return; // it fits: nothing to hold in place
      const th = s.querySelector("tbody th"), before = th.getBoundingClientRect().left;
      s.scrollLeft = 120;
      const after = th.getBoundingClientRect().left;
      s.scrollLeft = 0;
      if (Math.abs(after - before) > 0.5) out.push(root.id + ": the fu column moved " + (before - after) + " px");
    });
  });
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth) out.push("the page scrolls sideways");
  return out;
})()`)
	for _, p := range problems {
		t.Errorf("%s at 375 px: %s", host, p)
	}
	return err
}

// checkCaptions checks a host page at a width: each table's caption
// stands just above its table, lined up with it on the left, and a list
// under another in a column of lists starts at least 8 px below it.
func checkCaptions(t *testing.T, tb tab, host string, width int64) error {
	t.Helper()
	problems, err := evalAs[[]string](tb, `(() => {
  const out = [];
  document.querySelectorAll(".hayami .hayami-caption").forEach(c => {
    const table = c.nextElementSibling, r = c.getBoundingClientRect();
    if (!table || !table.classList.contains("hayami-scroll")) return;
    const tr = table.getBoundingClientRect();
    if (Math.abs(tr.left - r.left) > 1 || tr.top < r.bottom - 0.5 || tr.top - r.bottom > 12) {
      out.push("caption " + JSON.stringify(c.textContent) + " at (" + Math.round(r.left) + ", " + Math.round(r.bottom) + "), its table at (" + Math.round(tr.left) + ", " + Math.round(tr.top) + ")");
    }
  });
  document.querySelectorAll(".hayami .hayami-lists").forEach(lists => {
    const blocks = Array.from(lists.children).map(b => b.getBoundingClientRect());
    blocks.forEach((a, i) => blocks.slice(i + 1).forEach(b => {
      if (Math.abs(a.left - b.left) < 1 && b.top >= a.top && b.top - a.bottom < 8) out.push("a list " + Math.round(b.top - a.bottom) + " px under the one above it");
    }));
  });
  return out;
})()`)
	for _, p := range problems {
		t.Errorf("%s at %d px: %s", host, width, p)
	}
	return err
}

// jsStrings writes a JavaScript array of strings.
func jsStrings(ss []string) string {
	var b strings.Builder
	b.WriteString("[")
	for i, s := range ss {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "%q", s)
	}
	return b.String() + "]"
}

// jsNumbers writes a JavaScript array of numbers.
func jsNumbers[N int | float64](ns []N) string {
	var parts []string
	for _, n := range ns {
		parts = append(parts, fmt.Sprint(n))
	}
	return "[" + strings.Join(parts, ",") + "]"
}
