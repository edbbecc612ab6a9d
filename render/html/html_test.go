package html_test

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// themeBlock finds the declaration blocks that set a theme's colours.
var themeBlock = regexp.MustCompile(`(?s)\{([^{}]*--_hayami-bg: var\(--hayami-(dark-)?bg[^{}]*)\}`)

// TestThemesChangeOnlyColours: a theme sets the stylesheet's colour
// properties and nothing else, so a page's layout and structure are the
// same light or dark (the browser tests check every accessibility rule in
// light mode, and the colour rules in dark mode); every theme keeps the
// data-theme overrides, and only auto follows the reader's system.
func TestThemesChangeOnlyColours(t *testing.T) {
	t.Parallel()
	for _, theme := range []html.Theme{{}, {Mode: html.ThemeLight}, {Mode: html.ThemeDark}, {Mode: html.ThemeHost, Dark: ".dark"}, {Mode: html.ThemeHost, Dark: "[data-theme=dark]", Light: "[data-theme=light]"}} {
		css := html.StylesheetFor(html.Options{Theme: theme})
		blocks := themeBlock.FindAllStringSubmatch(css, -1)
		if len(blocks) < 3 { // the root's light colours and the data-theme overrides
			t.Errorf("%+v: %d theme blocks, want at least 3", theme, len(blocks))
		}
		for _, b := range blocks {
			for _, decl := range strings.Split(b[1], ";") {
				prop, _, _ := strings.Cut(strings.TrimSpace(decl), ":")
				if b[2] != "" && prop != "" && !strings.HasPrefix(prop, "--_hayami-") && prop != "color-scheme" {
					t.Errorf("%+v: a dark theme sets %s: it may change colours only", theme, prop)
				}
			}
		}
		follows := strings.Contains(css, "prefers-color-scheme")
		if want := theme.Mode == "" || theme.Light != ""; follows != want {
			t.Errorf("%+v: follows the system: %v, want %v", theme, follows, want)
		}
		for _, want := range []string{`:not(#\#):not(#\#)[data-theme="light"]`, `:not(#\#):not(#\#)[data-theme="dark"]`} {
			if !strings.Contains(css, want) {
				t.Errorf("%+v: no %s override", theme, want)
			}
		}
		if theme.Dark != "" && !strings.Contains(css, ":is("+theme.Dark+") .hayami") {
			t.Errorf("%+v: the host's dark theme does not make the sheet dark", theme)
		}
	}
}

func TestCheckSelector(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{".dark", "[data-theme=dark]", `html[data-bs-theme="dark"]`, "[data-theme=dark], .theme-dark", "body.night > main"} {
		if err := html.CheckSelector(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", " ", ".dark{}", ".a;b", "</style>", "[data-theme=dark", `[x="a]`, ".a)", "@media x", ".a /* b */", strings.Repeat("a", 201)} {
		if html.CheckSelector(bad) == nil {
			t.Errorf("%q passes", bad)
		}
	}
	for _, ok := range []string{"hayami", "club-2", "a_b"} {
		if err := html.CheckIDPrefix(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "2club", "a b", "a.b", strings.Repeat("a", 41)} {
		if html.CheckIDPrefix(bad) == nil {
			t.Errorf("id prefix %q passes", bad)
		}
	}
}

// TestFragmentIDsAndHeadings: ids carry the prefix, rule set, language,
// sheet and honba; a fragment's title is at the level asked for, without
// header and footer landmarks; footnote links are named by their notes.
func TestFragmentIDsAndHeadings(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, 2)
	if err != nil {
		t.Fatal(err)
	}
	doc := compose.Build(tables, sheet.Options{Lang: language.Japanese}, []string{sheet.Nondealer})
	doc.Lang, doc.RulesID = "ja", "ema2025"
	var b strings.Builder
	if err := html.Render(&b, doc.Sheets[0], doc, html.Options{Fragment: true, IDPrefix: "club", Honba: 2, HeadingLevel: 3}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{`id="club-ema2025-ja-nondealer-honba2"`, `<h3 class="hayami-title">`, `#club-ema2025-ja-nondealer-honba2.hayami:not(#\#) {`,
		`href="#club-ema2025-ja-nondealer-honba2-note-1" aria-label="注1：`, `<span class="hayami-sr">ロン </span>`,
		`<h3 class="hayami-title">EMA 2025：子のアガリ（2本場込み）</h3>`, `子のアガリ：上段ロン、下段ツモ（2本場込み）`} {
		if !strings.Contains(out, want) {
			t.Errorf("the fragment lacks %s", want)
		}
	}
	for _, banned := range []string{"<header", "<footer", "<h1", "<h2", "<script"} {
		if strings.Contains(out, banned) {
			t.Errorf("the fragment has %s", banned)
		}
	}
}

func TestTotalsLine(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Preset("tenhou-sanma")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	doc := compose.Build(tables, sheet.Options{Lang: language.English, Totals: true}, []string{sheet.Sanma})
	var b strings.Builder
	if err := html.Render(&b, doc.Sheets[0], doc, html.Options{}); err != nil {
		t.Fatal(err)
	}
	// 1 han 30 fu: tsumo-loss, 800 in all; smaller and muted.
	want := `<span class="hayami-tsumo"><span class="hayami-sr">tsumo </span>300-500</span><span class="hayami-total">= 800</span>`
	if !strings.Contains(b.String(), want) {
		t.Errorf("no %s", want)
	}
	if !strings.Contains(b.String(), ".hayami-total { font-size: .78em; color: var(--_hayami-muted); }") {
		t.Error("the total line has no style of its own")
	}
}
