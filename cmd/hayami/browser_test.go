//go:build browser

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/hayami-mahjong/hayami/internal/testenv"
)

// checkForm checks the game record's form on the open page: printed,
// every row is 7 mm high or more; each cell names its row and column
// headers (a name's cell both of its player's columns), and the blank
// ones are empty.
func checkForm(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if err := chromedp.Do(ctx, emulateMedia("print")); err != nil {
		t.Fatal(err)
	}
	heights, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`Array.from(document.querySelectorAll("table.hayami-form tbody tr")).map(r => r.getBoundingClientRect().height)`))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, emulateMedia("")); err != nil {
		t.Fatal(err)
	}
	const mm = 96 / 25.4 // CSS pixels
	if len(heights) < 25 {
		t.Errorf("%s: %d rows in the form", name, len(heights))
	}
	for i, h := range heights {
		if h < 7*mm-0.01 {
			t.Errorf("%s: printed, row %d is %.2f mm high, under 7 mm", name, i+1, h/mm)
		}
	}
	cells, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`(() => {
		const tds = Array.from(document.querySelectorAll("table.hayami-form td"));
		const named = tds.filter(td => td.headers.split(" ").length === 1 + td.colSpan && td.headers.split(" ").every(id => document.getElementById(id)?.tagName === "TH"));
		return [tds.length, named.length, tds.filter(td => td.textContent === "").length];
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if cells[0] == 0 || cells[1] != cells[0] || cells[2] < cells[0]/2 {
		t.Errorf("%s: %d cells, %d named by their row and column headers, %d empty", name, cells[0], cells[1], cells[2])
	}
}

// emulateMedia emulates a CSS media type ("print"; "" for the screen).
func emulateMedia(media string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: media})
		return err
	})
}

// gridCells reads every grid on the page: per table, per row, the fu label
// and each cell's ron and tsumo texts, footnote marks and the words only
// screen readers hear left out.
const gridCells = `Array.from(document.querySelectorAll("table.hayami-grid")).map(t =>
  Array.from(t.tBodies[0].rows).map(r => [r.cells[0].textContent.trim()].concat(
    Array.from(r.querySelectorAll("td")).map(td => Array.from(td.querySelectorAll(".hayami-ron, .hayami-tsumo")).map(s =>
      Array.from(s.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join("").trim()).join("|")))))`

// expectedGrid writes a JSON table the way a sheet shows it, row by row.
func expectedGrid(t *testing.T, tab jsonTable) [][]string {
	t.Helper()
	group := func(n int64) string {
		s := strconv.FormatInt(n, 10)
		for i := len(s) - 3; i > 0; i -= 3 {
			s = s[:i] + "," + s[i:]
		}
		return s
	}
	var rows [][]string
	for _, fu := range tab.Fu {
		row := []string{strconv.Itoa(fu)}
		for _, c := range tab.Cells {
			if c.Fu != fu {
				continue
			}
			ron, tsumo := "—", "—"
			if c.Reachable.Ron {
				ron = group(c.Ron)
			}
			if c.Reachable.Tsumo {
				tsumo = group(c.Tsumo.Nondealer) + " all"
				if c.Tsumo.Dealer != 0 {
					tsumo = group(c.Tsumo.Nondealer) + "-" + group(c.Tsumo.Dealer)
				}
			}
			row = append(row, ron+"|"+tsumo)
		}
		rows = append(rows, row)
	}
	return rows
}

type jsonTable struct {
	ID    string `json:"id"`
	Fu    []int  `json:"fu"`
	Cells []struct {
		Fu        int   `json:"fu"`
		Ron       int64 `json:"ron"`
		Tsumo     struct{ Dealer, Nondealer int64 }
		Reachable struct{ Ron, Tsumo bool }
	} `json:"cells"`
}

// TestHTMLInBrowser runs two sets of checks side by side: hayami's pages
// in Chromium (pagesInBrowser), and its fragments pasted into other sites'
// pages in Chromium and in Firefox (fragmentsInHostPages).
func TestHTMLInBrowser(t *testing.T) {
	t.Parallel()
	t.Run("Pages", func(t *testing.T) {
		t.Parallel()
		pagesInBrowser(t, newTab(t, "chromium").(*chromedpTab).ctx)
	})
	t.Run("HostPages", func(t *testing.T) {
		t.Parallel()
		inBrowsers(t, fragmentsInHostPages)
	})
}

// axeLikeAnother are pages built as one axe-core checks: see pagesInBrowser.
var axeLikeAnother = map[string]bool{"ema2025-en-dealer.html": true, "tenhou-sanma-en-limits.html": true, "tenhou-sanma-en-fu.html": true,
	"tenhou-sanma-en-index.html": true, "ema2025-ru-nondealer.html": true}

// pagesInBrowser opens each page in Chromium: the cells say what the JSON
// says; nothing overflows the page at 360 and 1280 px; dark mode changes
// the colours; axe-core finds no violation, light or dark; and printing
// gives the expected pages on A4 and Letter.
func pagesInBrowser(t *testing.T, ctx context.Context) {
	axe, err := os.ReadFile(testenv.NeedFile(t, repoFile("tools", "web", "node_modules", "axe-core", "axe.min.js"), "npm ci --prefix tools/web"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pages := map[string]int{}
	var grids = map[string][]jsonTable{}
	for _, preset := range []string{"ema2025", "tenhou-sanma"} {
		buildHTML(t, dir, "--rules", preset, "--out", preset)
		out := filepath.Join(dir, preset)
		var data struct{ Tables []jsonTable }
		raw, err := os.ReadFile(filepath.Join(out, preset+"-en-tables.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &data); err != nil {
			t.Fatal(err)
		}
		// The game record and the gap tables: every check but dark mode's.
		sheets := map[string]int{"nondealer": 1, "dealer": 1, "limits": 1, "fu": 1, "index": 1, "record": 1, "gaps": 2}
		if preset == "tenhou-sanma" {
			sheets = map[string]int{"sanma": 2, "limits": 1, "fu": 1, "index": 1}
		}
		for sheet, printed := range sheets {
			path := filepath.Join(out, preset+"-en-"+sheet+".html")
			pages[path] = printed
			switch sheet {
			case "nondealer":
				grids[path] = data.Tables[:1]
			case "dealer":
				grids[path] = data.Tables[1:2]
			case "sanma":
				grids[path] = data.Tables
			}
		}
	}
	// Japanese and Russian pages: the same checks but the cells, which
	// follow those languages' notation.
	buildHTML(t, dir, "--lang", "ja,ru", "--sheets", "nondealer,fu", "--out", "languages")
	otherScript := map[string]bool{}
	for _, name := range []string{"ema2025-ja-nondealer.html", "ema2025-ja-fu.html", "ema2025-ru-nondealer.html"} {
		path := filepath.Join(dir, "languages", name)
		pages[path], otherScript[path] = 1, true
	}
	for path, printed := range pages {
		name := filepath.Base(path)
		if err := chromedp.Do(ctx, colourScheme("light"), chromedp.Navigate("file://"+path)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cells, err := chromedp.Run(ctx, chromedp.Evaluate[[][][]string](gridCells))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if otherScript[path] {
			cells = nil
		}
		if len(cells) != len(grids[path]) {
			t.Errorf("%s: %d grids, want %d", name, len(cells), len(grids[path]))
		}
		for i, tab := range grids[path] {
			if i < len(cells) {
				if got, want := fmt.Sprint(cells[i]), fmt.Sprint(expectedGrid(t, tab)); got != want {
					t.Errorf("%s %s: the page shows\n%s\nthe JSON says\n%s", name, tab.ID, got, want)
				}
			}
		}
		for _, width := range []int64{360, 1280} {
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 800)); err != nil {
				t.Fatal(err)
			}
			fits, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.documentElement.scrollWidth <= document.documentElement.clientWidth`))
			if err != nil {
				t.Fatal(err)
			}
			if !fits {
				t.Errorf("%s: the page scrolls sideways at %d px", name, width)
			}
		}
		colours := `getComputedStyle(document.querySelector(".hayami")).backgroundColor + " " + getComputedStyle(document.querySelector(".hayami")).color`
		light, err := chromedp.Run(ctx, chromedp.Evaluate[string](colours))
		if err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, colourScheme("dark")); err != nil {
			t.Fatal(err)
		}
		dark, err := chromedp.Run(ctx, chromedp.Evaluate[string](colours))
		if err != nil {
			t.Fatal(err)
		}
		if light == dark {
			t.Errorf("%s: dark mode leaves the colours at %s", name, light)
		}
		// Every rule in light mode; in dark mode, where only colours change,
		// the colour rules, on the grid pages (the one stylesheet colours
		// every page; the grids use every colour it has). A page built like
		// one already checked (the dealer's like the non-dealer's, the
		// three-player rule set's lists like the four-player ones, Russian
		// like Japanese) is left to that one: axe is most of this test's time.
		schemes := map[string]string{
			"light": `{type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}`,
			"dark":  `{type: "rule", values: ["color-contrast", "link-in-text-block"]}`,
		}
		if len(grids[path]) == 0 {
			delete(schemes, "dark")
		}
		if axeLikeAnother[name] {
			clear(schemes)
		} else if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](string(axe)+";true")); err != nil {
			t.Fatalf("%s: loading axe-core: %v", name, err)
		}
		for scheme, only := range schemes {
			if err := chromedp.Do(ctx, colourScheme(scheme)); err != nil {
				t.Fatal(err)
			}
			violations, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`axe.run(document, {runOnly: `+only+`})
				.then(r => r.violations.map(v => v.id + ": " + v.nodes.length + " × " + v.help))`, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatalf("%s: axe: %v", name, err)
			}
			if len(violations) > 0 {
				t.Errorf("%s (%s): axe-core violations: %s", name, scheme, strings.Join(violations, "; "))
			}
		}
		if strings.HasSuffix(name, "-record.html") {
			checkForm(t, ctx, name)
		}
		papers := map[string][2]float64{"A4": {8.27, 11.69}, "Letter": {8.5, 11}}
		if len(grids[path]) == 0 && !strings.HasSuffix(name, "-record.html") { // the grids and the form are the tallest pages: the rest print on A4 only
			delete(papers, "Letter")
		}
		for paper, size := range papers {
			pdf, err := chromedp.Run(ctx, printPDF(size[0], size[1]))
			if err != nil {
				t.Fatal(err)
			}
			conf := pdfConf()
			conf.ValidationMode = model.ValidationRelaxed // Chromium writes PDF 1.4 with newer keys
			n, err := api.PageCount(bytes.NewReader(pdf), conf)
			if err != nil {
				t.Fatal(err)
			}
			if n != printed {
				t.Errorf("%s printed on %s: %d pages, want %d", name, paper, n, printed)
			}
		}
	}
}
