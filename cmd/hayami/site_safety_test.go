package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/outdir"
)

// writeFiles writes each name's content under dir, making its folders.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// manifestLines reads a site's manifest.
func manifestLines(t *testing.T, site string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(site, outdir.Manifest))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// checkManifest checks that a site's manifest lists, sorted, exactly the
// files under it but itself and those in others.
func checkManifest(t *testing.T, site string, others ...string) {
	t.Helper()
	var want []string
	for name := range siteFiles(t, site) {
		if name != outdir.Manifest && !slices.Contains(others, name) {
			want = append(want, name)
		}
	}
	slices.Sort(want)
	if got := manifestLines(t, site); !slices.Equal(got, want) {
		t.Errorf("%s lists %q\nwant %q", outdir.Manifest, got, want)
	}
}

// TestSiteRefusesForeignFolder: a non-empty folder without a manifest is
// refused before anything is written; a house-rules file named "Docs" cannot
// replace the club's own docs/en/index.html.
func TestSiteRefusesForeignFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"docs.toml":               "name = \"Docs\"\n",
		"club/docs/en/index.html": "the club's own page",
		"plain":                   "a file",
	})
	res := hayami(t, dir, "site", "--presets", "", "--lang", "en", "--format", "html,json", "--out", "club", "docs.toml")
	want := "hayami: --out club: the folder is not empty and hayami did not make it (it has no .hayami-site): choose an empty or new folder, or remove it\n"
	if res.code != 1 || res.stderr != want {
		t.Errorf("exit %d, stderr:\n%s\nwant exit 1 and:\n%s", res.code, res.stderr, want)
	}
	if files := siteFiles(t, filepath.Join(dir, "club")); len(files) != 1 || string(files["docs/en/index.html"]) != "the club's own page" {
		t.Errorf("the club's folder changed: %q", files)
	}
	res = hayami(t, dir, "site", "--presets", "tenhou", "--lang", "en", "--format", "json", "--out", "plain")
	if want := "hayami: --out plain: not a folder: choose an empty or new folder\n"; res.code != 1 || res.stderr != want {
		t.Errorf("--out a file: exit %d, stderr %q, want %q", res.code, res.stderr, want)
	}
}

// TestSiteOwnFolder writes into an empty folder, runs again into it with a
// house-rules file and without it: the dropped rule set's files and folders
// go, the files the user put there stay, and the manifest always lists
// exactly hayami's files. A failed run removes nothing; a rule set whose
// folder the user made, and a file hayami did not write where the front
// page goes, are refused and left as they are.
func TestSiteOwnFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	if err := os.Mkdir(site, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{"friday.toml": "name = \"Friday\"\nextends = \"tenhou\"\n"})
	siteRun := func(wantCode int, house ...string) result {
		t.Helper()
		args := append([]string{"site", "--presets", "tenhou", "--lang", "en", "--format", "md,json", "--out", "site"}, house...)
		res := hayami(t, dir, args...)
		if res.code != wantCode {
			t.Fatalf("%v: exit %d, want %d: %s", house, res.code, wantCode, res.stderr)
		}
		return res
	}
	siteRun(0) // an empty folder
	checkManifest(t, site)
	siteRun(0, "friday.toml") // its own folder, one rule set more
	if siteFiles(t, site)["friday/en/friday-en-nondealer.md"] == nil {
		t.Fatal("no friday/en/friday-en-nondealer.md")
	}
	checkManifest(t, site)
	mine := map[string]string{"notes.txt": "mine", "tenhou/en/mine.txt": "mine too"}
	writeFiles(t, site, mine)

	// friday.toml broken: the run fails, and removes nothing.
	writeFiles(t, dir, map[string]string{"broken/friday.toml": "name = \"Friday\"\nkiriage = 3\n"})
	siteRun(1, "broken/friday.toml")
	if siteFiles(t, site)["friday/en/friday-en-nondealer.md"] == nil {
		t.Error("a failed run removed the files of the last one")
	}
	checkManifest(t, site, "notes.txt", "tenhou/en/mine.txt")

	siteRun(0) // Friday dropped: its files and folders go
	if _, err := os.Stat(filepath.Join(site, "friday")); !os.IsNotExist(err) {
		t.Errorf("the dropped rule set's folder is still there: %v", err)
	}
	files := siteFiles(t, site)
	for name, content := range mine {
		if string(files[name]) != content {
			t.Errorf("the user's %s changed or vanished", name)
		}
	}
	checkManifest(t, site, "notes.txt", "tenhou/en/mine.txt")

	// The user's own docs/ folder, and a house file named Docs.
	writeFiles(t, site, map[string]string{"docs/en/index.html": "the club's own page"})
	writeFiles(t, dir, map[string]string{"docs.toml": "name = \"Docs\"\n"})
	res := siteRun(1, "docs.toml")
	want := "hayami: docs.toml: the folder docs is already in site and hayami did not make it: give the rule set another name, or remove that folder\n" +
		"hayami: 1 of 2 rule sets failed; the others were written\n"
	if res.stderr != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", res.stderr, want)
	}
	if files := siteFiles(t, filepath.Join(site, "docs")); len(files) != 1 || string(files["en/index.html"]) != "the club's own page" {
		t.Errorf("the club's docs/ changed: %q", files)
	}

	// The user's own index.html where the front page goes.
	writeFiles(t, site, map[string]string{"index.html": "the club's own front page"})
	res = hayami(t, dir, "site", "--presets", "tenhou", "--lang", "en", "--format", "html", "--out", "site")
	if want := "hayami: index.html is already in site and hayami did not write it: move it away, or choose another --out\n"; res.code != 1 || res.stderr != want {
		t.Errorf("exit %d, stderr:\n%s\nwant:\n%s", res.code, res.stderr, want)
	}
	if data, _ := os.ReadFile(filepath.Join(site, "index.html")); string(data) != "the club's own front page" {
		t.Error("the user's index.html was replaced")
	}
}

// TestSiteFolderNames: folder names that differ only in Unicode
// normalisation are one folder on macOS, so an error; "Straße" and
// "STRASSE" stay two (simple case folding, as file systems do); a name
// Windows keeps for a device gets "-rules".
func TestSiteFolderNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	nfc, nfd := "\ud55c\uad6d", "\u1112\u1161\u11ab\u1100\u116e\u11a8" // 한국, precomposed and as conjoining jamo
	writeFiles(t, dir, map[string]string{
		"nfc.toml":   fmt.Sprintf("name = %q\n", nfc),
		"nfd.toml":   fmt.Sprintf("name = %q\n", nfd),
		"lower.toml": "name = \"Straße\"\n",
		"upper.toml": "name = \"STRASSE\"\n",
		"con.toml":   "name = \"CON\"\n",
		"aux.toml":   "name = \"Aux\"\nextends = \"tenhou-sanma\"\n",
	})
	res := hayami(t, dir, "site", "--presets", "", "--lang", "en", "--format", "html,json", "--out", "site", "nfc.toml", "nfd.toml", "lower.toml", "upper.toml", "con.toml", "aux.toml")
	if res.code != 1 {
		t.Errorf("exit %d, want 1", res.code)
	}
	lines := strings.Split(strings.TrimSuffix(res.stderr, "\n"), "\n")
	want := []string{
		fmt.Sprintf("hayami: nfd.toml: the rule set %q has the folder name %q, as nfc.toml (%q) does: give one of them another name", nfd, nfc, nfc),
		"hayami: 1 of 6 rule sets failed; the others were written",
	}
	if !slices.Equal(lines, want) {
		t.Errorf("stderr:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	files := siteFiles(t, filepath.Join(dir, "site"))
	for _, must := range []string{nfc + "/en/index.html", "straße/en/index.html", "strasse/en/index.html", "con-rules/con-tables.json", "con-rules/en/index.html", "aux-rules/en/index.html"} {
		if files[must] == nil {
			t.Errorf("no %s", must)
		}
	}
	for name := range files {
		if top, _, _ := strings.Cut(name, "/"); top == "con" || top == "aux" || top == nfd {
			t.Errorf("%s: a folder name Windows or macOS cannot keep", name)
		}
	}
	front := string(files["index.html"])
	for _, link := range []string{`href="con-rules/en/index.html"`, `href="con-rules/con-tables.json"`, `href="aux-rules/aux-tables.json"`} {
		if !strings.Contains(front, link) {
			t.Errorf("front page lacks %s", link)
		}
	}
}

// TestInterruptedInProcess: a run whose context a signal has ended writes
// nothing and says so, with the signal's exit code.
func TestInterruptedInProcess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		sig  syscall.Signal
		args []string
		code int
	}{
		{syscall.SIGINT, []string{"build", "--format", "md", "--out", "a"}, 130},
		{syscall.SIGTERM, []string{"site", "--presets", "tenhou", "--lang", "en", "--format", "md,json", "--out", "b"}, 143},
	} {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(&clibase.InterruptError{Signal: tt.sig})
		res := hayamiContext(t, ctx, dir, nil, tt.args...)
		if res.code != tt.code || res.stderr != "hayami: interrupted\n" || res.stdout != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d and only hayami: interrupted", tt.args, res.code, res.stdout, res.stderr, tt.code)
		}
		if _, err := os.Stat(filepath.Join(dir, tt.args[len(tt.args)-1])); err == nil {
			t.Errorf("%v: an interrupted run made its output folder", tt.args)
		}
	}
}
