package main

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// siteFiles reads every file under dir, by path relative to it.
func siteFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

var href = regexp.MustCompile(`href="([^"]*)"`)

// siteFileCount is the number of files of a site of presets in langs
// languages, its manifest aside: the front page; per language a PDF of
// every printed sheet and of the cards on A4, HTML and Markdown of every
// sheet, the index page; per rule set CSV and JSON.
func siteFileCount(presets []string, langs int) int {
	n := 1
	for _, name := range presets {
		r, _ := ruleset.Preset(name)
		n += langs*(len(compose.PrintIDs(r.Players))+1+2*len(compose.SheetIDs(r.Players))+1) + 2
	}
	return n
}

// TestSite builds the whole site twice, once on one core: every rule set,
// language, sheet and format is there, every link of every page resolves
// to a file of the site by a relative address, and both builds are
// byte-identical. A short run builds two rule sets in two languages.
func TestSite(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// Every rule set in three scripts (every language is built by
	// TestEveryLanguage): the whole site takes four times as long.
	langs := testenv.Short(t, []string{"en", "ja", "ru"}, testenv.Languages...)
	presets := testenv.Short(t, ruleset.PresetNames, testenv.Presets...)
	// Without the page (make/, in a build with -tags maker), as the
	// binary below is built: makerpage_files_test.go checks it.
	args := []string{"site", "--out", "a", "--lang", strings.Join(langs, ","), "--maker=false"}
	if testing.Short() {
		args = append(args, "--presets", strings.Join(presets, ","))
	}
	res := hayami(t, dir, args...)
	if res.code != 0 || res.stderr != "" {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	files := siteFiles(t, filepath.Join(dir, "a"))
	delete(files, outdir.Manifest) // lists the rule sets of its own run
	if want := siteFileCount(presets, len(langs)); len(files) != want {
		t.Errorf("%d files, want %d", len(files), want)
	}
	for _, must := range []string{"index.html", "ema2025/ja/index.html", "ema2025/ja/ema2025-ja-cheatsheet-a4.pdf", "tenhou-sanma/ja/tenhou-sanma-ja-sanma.md", "ema2025/ema2025-tables.json", "tenhou-sanma/tenhou-sanma-tables.csv"} {
		if files[must] == nil {
			t.Errorf("no %s", must)
		}
	}
	links := 0
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		for _, m := range href.FindAllSubmatch(data, -1) {
			link := string(m[1])
			if strings.HasPrefix(link, "#") {
				continue
			}
			links++
			if strings.Contains(link, ":") || strings.HasPrefix(link, "/") {
				t.Errorf("%s links %q: not a relative address", name, link)
				continue
			}
			target := filepath.ToSlash(filepath.Clean(filepath.Join(filepath.Dir(name), link)))
			if files[target] == nil {
				t.Errorf("%s links %q: no such file %s", name, link, target)
			}
		}
	}
	if links < len(files)-1 {
		t.Errorf("%d links for %d files: some file is not linked", links, len(files))
	}
	front := string(files["index.html"])
	for _, text := range []string{`href="ema2025/ja/index.html"`, ">日本語<", `href="tenhou-sanma/tenhou-sanma-tables.json"`} {
		if !strings.Contains(front, text) {
			t.Errorf("front page lacks %s", text)
		}
	}

	// The real program on one core writes the same bytes for three rule
	// sets (one of them sanma) in three scripts: jobs finish in another
	// order, and the shared text and font caches fill in another order.
	oneCore := testenv.Short(t, []string{"ema2025", "tenhou-sanma", "majsoul"}, testenv.Presets...)
	if res := binaryRun(t, dir, []string{"GOMAXPROCS=1"}, "site", "--out", "b", "--presets", strings.Join(oneCore, ","), "--lang", strings.Join(langs, ",")); res.code != 0 {
		t.Fatalf("GOMAXPROCS=1: exit %d: %s", res.code, res.stderr)
	}
	again := siteFiles(t, filepath.Join(dir, "b"))
	delete(again, outdir.Manifest)
	if want := siteFileCount(oneCore, len(langs)); len(again) != want {
		t.Fatalf("one core wrote %d files, want %d", len(again), want)
	}
	for name, data := range again {
		if name != "index.html" && !bytes.Equal(data, files[name]) { // the front page lists only the three
			t.Errorf("%s differs between the two builds", name)
		}
	}
}

// TestSiteBrokenHouseRules gives three house-rules files, one broken: it is
// named with its line and key, the other two are written and linked, and
// the exit code says something failed.
func TestSiteBrokenHouseRules(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("thursday.toml", "name = \"Thursday club\"\nkiriage = false\n")
	write("broken.toml", "name = \"Broken\"\n[honba]\nron = \"three hundred\"\n")
	write("escape.toml", "name = \"../../escaped\"\nextends = \"tenhou\"\n")
	res := hayami(t, dir, "site", "--presets", "", "--lang", "en", "--format", "html,json", "--out", "site", "thursday.toml", "broken.toml", "escape.toml")
	if res.code != 1 {
		t.Errorf("exit %d, want 1", res.code)
	}
	wantErr := "hayami: broken.toml:3:1: honba.ron: expected a whole number, got a string\nhayami: 1 of 3 rule sets failed; the others were written\n"
	if res.stderr != wantErr {
		t.Errorf("stderr:\n%s\nwant:\n%s", res.stderr, wantErr)
	}
	files := siteFiles(t, dir)
	for _, must := range []string{"site/thursday-club/en/index.html", "site/escaped/en/index.html", "site/escaped/escaped-tables.json", "site/index.html"} {
		if files[must] == nil {
			t.Errorf("no %s", must)
		}
	}
	for name := range files {
		if strings.HasPrefix(name, "site/broken") || strings.Contains(name, "escaped") && !strings.HasPrefix(name, "site/escaped/") {
			t.Errorf("unexpected file %s", name)
		}
	}
	if front := string(files["site/index.html"]); !strings.Contains(front, "Thursday club") || strings.Contains(front, "Broken") {
		t.Errorf("front page does not list exactly the two rule sets written")
	}
}

// TestSiteFailureKeepsEarlierFiles makes one rule set's folder unwritable:
// that rule set fails, every other file (and the files already there) is
// intact, and no temporary file is left anywhere.
func TestSiteFailureKeepsEarlierFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if res := hayami(t, dir, "site", "--presets", "ema2025,tenhou", "--lang", "en", "--format", "md,json", "--out", "site"); res.code != 0 {
		t.Fatal(res.stderr)
	}
	before := siteFiles(t, filepath.Join(dir, "site"))
	// tenhou's language folder becomes a file: nothing can be written there.
	en := filepath.Join(dir, "site", "tenhou", "en")
	if err := os.RemoveAll(en); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(en, []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := hayami(t, dir, "site", "--presets", "ema2025,tenhou", "--lang", "en", "--format", "md,json", "--out", "site")
	if res.code != 1 || !strings.Contains(res.stderr, "hayami: tenhou, en: output folder:") || !strings.HasSuffix(res.stderr, "hayami: 1 of 2 rule sets failed; the others were written\n") {
		t.Errorf("exit %d: %s", res.code, res.stderr)
	}
	after := siteFiles(t, filepath.Join(dir, "site"))
	for name, data := range before {
		if strings.HasPrefix(name, "tenhou/en/") {
			continue
		}
		if !bytes.Equal(after[name], data) {
			t.Errorf("%s changed or vanished", name)
		}
	}
	for name := range after {
		if strings.HasSuffix(name, ".tmp") {
			t.Errorf("temporary file left: %s", name)
		}
	}
}

// BenchmarkSite builds the whole site in the process: every preset, every
// language, every sheet, every format.
// It uses the command's garbage-collector setting, as main does.
func BenchmarkSite(b *testing.B) {
	defer debug.SetGCPercent(debug.SetGCPercent(gcPercent))
	dir := b.TempDir()
	for b.Loop() {
		if code := run([]string{"site", "--out", dir}, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	var files, size int
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			info, _ := d.Info()
			files++
			size += int(info.Size())
		}
		return nil
	})
	b.ReportMetric(float64(files), "files")
	b.ReportMetric(float64(size)/1e6, "MB")
}
