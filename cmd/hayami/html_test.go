package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/testenv"
)

// repoFile returns a path from the repository root.
func repoFile(parts ...string) string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(append([]string{filepath.Dir(here), "..", ".."}, parts...)...)
}

// vnuNewCSS is the Nu Html Checker's messages about CSS its grammar
// predates, left out (--filterpattern): container queries (CSS
// Conditional 5) and scroll-driven animations, which the sheets use.
const vnuNewCSS = `.*(“(container-type|animation-timeline)”: Property “(container-type|animation-timeline)” doesn't exist|Unrecognized at-rule “@container”).*`

// buildHTML runs hayami build into dir/out with extra arguments.
func buildHTML(t *testing.T, dir string, args ...string) string {
	t.Helper()
	res := hayami(t, dir, append([]string{"build", "--format", "html,json"}, args...)...)
	if res.code != 0 {
		t.Fatalf("build %v: %s", args, res.stderr)
	}
	return filepath.Join(dir, "out")
}

func TestHTMLGolden(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := buildHTML(t, dir)
	for _, name := range []string{"nondealer", "dealer", "limits", "fu", "index"} {
		data, err := os.ReadFile(filepath.Join(out, "ema2025-en-"+name+".html"))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "ema2025-en-"+name+".html", data)
	}
	frag := buildHTML(t, t.TempDir(), "--html", "fragment", "--css", "external")
	data, err := os.ReadFile(filepath.Join(frag, "ema2025-en-nondealer.fragment.html"))
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "ema2025-en-nondealer.fragment.html", data)
	if !bytes.HasPrefix(data, []byte(`<div class="hayami" lang="en" dir="ltr" id="hayami-ema2025-en-nondealer">`)) || !bytes.HasSuffix(data, []byte("</div>\n")) {
		t.Errorf("a fragment is not one root element:\n%.200s", data)
	}
	if _, err := os.Stat(filepath.Join(frag, "hayami.css")); err != nil {
		t.Errorf("--css external wrote no hayami.css: %v", err)
	}
}

func TestHTMLEscapesUserText(t *testing.T) {
	t.Parallel()
	out := buildHTML(t, t.TempDir(), "--club", `<script>alert("club")</script>`, "--title", `Spring "Open" & <b>Cup</b>`)
	data, err := os.ReadFile(filepath.Join(out, "ema2025-en-nondealer.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(data)
	if strings.Contains(page, "<script") || strings.Contains(page, "<b>Cup") {
		t.Error("user text reached the page as markup")
	}
	for _, want := range []string{"Club: &lt;script&gt;alert(&#34;club&#34;)&lt;/script&gt;", "<title>Spring &#34;Open&#34; &amp; &lt;b&gt;Cup&lt;/b&gt;: Non-dealer wins</title>"} {
		if !strings.Contains(page, want) {
			t.Errorf("missing %q", want)
		}
	}
	for _, banned := range []string{"http://", "https://", "<script", "@import", "url("} {
		if strings.Contains(page, banned) {
			t.Errorf("the page contains %q: it must not load anything", banned)
		}
	}
}

// TestHTMLValidates runs the Nu Html Checker on every page, on every
// fragment wrapped in a minimal page, and on pages holding two fragments.
func TestHTMLValidates(t *testing.T) {
	t.Parallel()
	vnu := testenv.NeedFile(t, repoFile("tools", "web", "node_modules", "vnu-jar", "build", "dist", "vnu.jar"), "npm ci --prefix tools/web")
	java := testenv.NeedTool(t, "java", "apt-get install default-jre-headless")
	dir := t.TempDir()
	var files []string
	for _, variant := range [][]string{
		{"--out", "pages"},
		{"--out", "sanma", "--rules", "tenhou-sanma", "--honba", "2", "--club", "Tonbo <Club>"},
		{"--out", "languages", "--lang", "ja,zh-Hant,ru", "--sheets", "nondealer,fu,yaku"},
		{"--out", "fragments", "--html", "fragment"},
		{"--out", "external", "--html", "fragment", "--css", "external"},
	} {
		if res := hayami(t, dir, append([]string{"build", "--format", "html"}, variant...)...); res.code != 0 {
			t.Fatal(res.stderr)
		}
		matches, _ := filepath.Glob(filepath.Join(dir, variant[1], "*.html"))
		for _, m := range matches {
			if variant[1] == "fragments" || variant[1] == "external" {
				data, _ := os.ReadFile(m)
				wrapped := "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>A club page</title></head>\n<body><main><h1>Our club</h1>\n" + string(data) + "</main></body></html>\n"
				if err := os.WriteFile(m, []byte(wrapped), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			files = append(files, m)
		}
	}
	// A site's front page, a language's index page, a drill and a yaku list.
	if res := hayami(t, dir, "site", "--presets", "tenhou", "--lang", "ja", "--format", "html", "--out", "site"); res.code != 0 {
		t.Fatal(res.stderr)
	}
	if res := hayami(t, dir, "drill", "--lang", "ko", "--format", "html", "--out", "drill"); res.code != 0 {
		t.Fatal(res.stderr)
	}
	if front, _ := os.ReadFile(filepath.Join(dir, "site", "index.html")); !bytes.Contains(front, []byte(`lang="ja">日本語</a>`)) {
		t.Error("the site's front page does not mark 日本語 as Japanese")
	}
	site, _ := filepath.Glob(filepath.Join(dir, "site", "tenhou", "ja", "*.html"))
	drills, _ := filepath.Glob(filepath.Join(dir, "drill", "*.html"))
	files = append(append(append(files, filepath.Join(dir, "site", "index.html")), site...), drills...)
	// Two fragments on one page, English and Japanese: each with its own
	// inline stylesheet, or both linking hayami.css as the README shows.
	for _, css := range []string{"inline", "external"} {
		out := "two-" + css
		if res := hayami(t, dir, "build", "--format", "html", "--html", "fragment", "--css", css, "--lang", "en,ja", "--sheets", "nondealer", "--out", out); res.code != 0 {
			t.Fatal(res.stderr)
		}
		head := ""
		if css == "external" {
			head = `<link rel="stylesheet" href="hayami.css">`
		}
		page := "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>A club page</title>" + head + "</head>\n<body><main><h1>Our club</h1>\n"
		for _, lang := range []string{"en", "ja"} {
			data, err := os.ReadFile(filepath.Join(dir, out, "ema2025-"+lang+"-nondealer.fragment.html"))
			if err != nil {
				t.Fatal(err)
			}
			page += string(data)
		}
		path := filepath.Join(dir, out, "page.html")
		if err := os.WriteFile(path, []byte(page+"</main></body></html>\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	if want := 10 + 9 + 9 + 10 + 10 + 1 + 10 + 3 + 2; len(files) != want { // the game sheets' pages among them
		t.Fatalf("%d HTML files, want %d", len(files), want)
	}
	// One checker run for every page; a short run starts faster with the
	// first-tier compiler only, which needs a larger thread stack.
	out, err := exec.Command(java, append([]string{"-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", vnu, "--errors-only", "--format", "text",
		"--filterpattern", vnuNewCSS}, files...)...).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "No errors found") {
		t.Errorf("the Nu Html Checker reports errors (%v):\n%s", err, out)
	}
}

// TestHTMLFragmentFlags: fragments have names of their own; hayami.css is
// written whenever a build links it, --sheets or not; --css-href,
// --theme, --id-prefix and --heading-level reach the HTML, and bad values
// are usage errors.
func TestHTMLFragmentFlags(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := hayami(t, dir, "build", "--format", "html", "--html", "fragment", "--css", "external", "--css-href", "/assets/hayami.css", "--sheets", "nondealer",
		"--theme", "host", "--theme-dark", ".dark", "--id-prefix", "club", "--heading-level", "3", "--honba", "1", "--out", "out")
	if res.code != 0 {
		t.Fatal(res.stderr)
	}
	entries, err := os.ReadDir(filepath.Join(dir, "out"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got, want := strings.Join(names, " "), "ema2025-en-nondealer-honba1.fragment.html hayami.css"; got != want {
		t.Errorf("wrote %s, want %s", got, want)
	}
	frag, _ := os.ReadFile(filepath.Join(dir, "out", "ema2025-en-nondealer-honba1.fragment.html"))
	for _, want := range []string{`id="club-ema2025-en-nondealer-honba1"`, `<link rel="stylesheet" href="/assets/hayami.css">`, `<h3 class="hayami-title">`} {
		if !bytes.Contains(frag, []byte(want)) {
			t.Errorf("the fragment lacks %s", want)
		}
	}
	css, _ := os.ReadFile(filepath.Join(dir, "out", "hayami.css"))
	if !bytes.Contains(css, []byte(`:is(.dark) .hayami:not(#\#):not(#\#)`)) || bytes.Contains(css, []byte("prefers-color-scheme")) {
		t.Errorf("hayami.css does not follow the host's .dark theme alone")
	}
	for _, bad := range [][]string{
		{"--theme", "sepia"},
		{"--theme-dark", ".dark"}, // without --theme host
		{"--theme", "host", "--theme-dark", "}body{display:none"},
		{"--css-href", "x.css"}, // without --css external
		{"--id-prefix", "1st"},
		{"--html", "fragment", "--heading-level", "7"},
		{"--heading-level", "2"}, // a page
	} {
		if res := hayami(t, dir, append([]string{"build", "--format", "html", "--out", "bad"}, bad...)...); res.code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", bad, res.code, res.stderr)
		}
	}
}
