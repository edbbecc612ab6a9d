package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// outFiles lists the files in dir/sub.
func outFiles(t *testing.T, dir, sub string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, sub))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestProjectFile: the real binary reads hayami.toml from its folder as
// build's flags, a flag on the command line wins over a key, --config
// names another file (its paths from its own folder) and --config= none.
func TestProjectFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"hayami.toml":      "club = \"Thursday club\"\nrules = \"house.toml\"\nset = [\"kiriage=true\"]\nlang = [\"en\", \"ja\"]\nformat = \"md\"\nsheets = [\"nondealer\"]\nout = \"print\"\n",
		"house.toml":       "name = \"Thursday\"\nextends = \"tenhou\"\n",
		"club/hayami.toml": "rules = \"house.toml\"\nformat = [\"md\"]\nsheets = \"dealer\"\nout = \"sheets\"\n",
		"club/house.toml":  "name = \"Friday\"\nextends = \"tenhou\"\n",
	})
	res := binaryRun(t, dir, nil)
	if res.code != 0 {
		t.Fatalf("hayami with hayami.toml: %d %s", res.code, res.stderr)
	}
	want := []string{"thursday-kiriage-en-nondealer.md", "thursday-kiriage-ja-nondealer.md"}
	if got := outFiles(t, dir, "print"); !slices.Equal(got, want) {
		t.Errorf("hayami.toml's build wrote %v; want %v", got, want)
	}
	if md, _ := os.ReadFile(filepath.Join(dir, "print", want[0])); !strings.Contains(string(md), "Thursday club") {
		t.Errorf("the club key did not reach the sheet:\n%s", md)
	}
	// The command line wins, key by key.
	if res := binaryRun(t, dir, nil, "build", "--lang", "fr", "--out", "fr"); res.code != 0 {
		t.Fatalf("build --lang fr: %d %s", res.code, res.stderr)
	} else if got := outFiles(t, dir, "fr"); !slices.Equal(got, []string{"thursday-kiriage-fr-nondealer.md"}) {
		t.Errorf("--lang fr over the file's lang wrote %v", got)
	}
	// --config: the file's paths are from its folder.
	if res := binaryRun(t, dir, nil, "build", "--config", "club/hayami.toml"); res.code != 0 {
		t.Fatalf("build --config club/hayami.toml: %d %s", res.code, res.stderr)
	} else if got := outFiles(t, dir, "club/sheets"); !slices.Equal(got, []string{"friday-en-dealer.md"}) {
		t.Errorf("--config club/hayami.toml wrote %v into club/sheets", got)
	}
	// --config= reads none.
	if res := binaryRun(t, dir, nil, "build", "--config=", "--format", "json", "--out", "none"); res.code != 0 {
		t.Fatalf("build --config=: %d %s", res.code, res.stderr)
	} else if got := outFiles(t, dir, "none"); !slices.Equal(got, []string{"ema2025-en-tables.json"}) {
		t.Errorf("--config= wrote %v", got)
	}
}

// TestProjectFileErrors: a bad key or value names the file, line, column
// and key, with the nearest flag or what to write.
func TestProjectFileErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file string
		args []string
		code int
		want string
	}{
		{"clb = \"x\"\n", nil, 1, "hayami: hayami.toml:1:1: clb: no flag of hayami build is called --clb; did you mean club?"},
		{"club = \"x\"\nkiriage = true\n", nil, 1, `hayami: hayami.toml:2:1: kiriage: a rules key, not a flag of hayami build: write it in the rules file, or as set = ["kiriage=…"]`},
		{"landscape = \"yes\"\n", nil, 1, `hayami: hayami.toml:1:1: landscape: write true or false, not "yes": a TOML boolean is true or false, without quotes`},
		{"landscape = yes\n", nil, 1, "hayami: hayami.toml:1:13: landscape: write true or false, not yes: a TOML boolean is true or false, without quotes"},
		{"honba = \"2\"\n", nil, 1, "hayami: hayami.toml:1:1: honba: write a whole number, not a string"},
		{"sheets = [1]\n", nil, 1, `hayami: hayami.toml:1:1: sheets: write a list of strings, like ["a", "b"]; 1 is a whole number`},
		{"[sitee]\n", nil, 1, "hayami: hayami.toml:1:2: sitee: no such table in a project file; its keys are hayami build's flags, and [site] holds hayami site's"},
		{"[site]\nmakr = true\n", nil, 1, "hayami: hayami.toml:2:1: site.makr: no flag of hayami site is called --makr; did you mean maker?"},
		{"paper = \"a3\"\n", nil, 1, `hayami: hayami.toml:1:1: paper "a3": use a4, letter, a5`},
		{"\n\nset = [\"red=3\"]\n", nil, 1, "hayami: hayami.toml:3:1: set red=3: red: unknown key; did you mean dora.red?"},
		{"club = \"a\"\nclub = \"b\"\n", nil, 1, "hayami: hayami.toml:2:1: club: set twice: first on line 1"},
		{"", []string{"build", "--config", "none.toml"}, 1, "hayami: project file none.toml: no such file or directory"},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"hayami.toml": tt.file})
		res := binaryRun(t, dir, nil, tt.args...)
		if res.code != tt.code || strings.TrimSpace(res.stderr) != tt.want {
			t.Errorf("hayami.toml %q: %d %q; want %d %q", tt.file, res.code, res.stderr, tt.code, tt.want)
		}
	}
}

// TestProjectFileSite: hayami site reads [site] and the top-level keys it
// has a flag for but out and format; it takes --rules, --set, --club and
// --title.
func TestProjectFileSite(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"hayami.toml": "club = \"Thursday club\"\nrules = \"house.toml\"\nset = [\"kiriage=true\"]\nformat = \"pdf\"\nout = \"print\"\n\n[site]\ntitle = \"Thursday's tables\"\nformat = [\"html\"]\nlang = \"en\"\nout = \"public\"\n",
		"house.toml":  "name = \"Thursday\"\nextends = \"tenhou\"\n",
	})
	res := binaryRun(t, dir, nil, "site")
	if res.code != 0 {
		t.Fatalf("site with hayami.toml: %d %s", res.code, res.stderr)
	}
	if got := outFiles(t, dir, "public"); !slices.Equal(got, []string{".hayami-site", "index.html", "thursday-kiriage"}) {
		t.Errorf("the site holds %v; want the house rules with kiriage alone", got)
	}
	front, _ := os.ReadFile(filepath.Join(dir, "public", "index.html"))
	if !strings.Contains(string(front), "<h1>Thursday&#39;s tables</h1>") && !strings.Contains(string(front), "Thursday&#39;s tables</h1>") {
		t.Errorf("the front page does not have the title:\n%s", front)
	}
	sheet, _ := os.ReadFile(filepath.Join(dir, "public", "thursday-kiriage", "en", "thursday-kiriage-en-nondealer.html"))
	if !strings.Contains(string(sheet), "Thursday club") {
		t.Error("the club key did not reach the site's sheets")
	}
	// On the command line: --rules a preset and --set, over the file.
	res = binaryRun(t, dir, nil, "site", "--config=", "--rules", "tenhou", "--set", "kiriage=true", "--club", "Friday", "--lang", "en", "--format", "md", "--out", "flags")
	if res.code != 0 {
		t.Fatalf("site --rules tenhou --set kiriage=true: %d %s", res.code, res.stderr)
	}
	if got := outFiles(t, dir, "flags"); !slices.Equal(got, []string{".hayami-site", "tenhou-kiriage"}) {
		t.Errorf("site --rules tenhou --set kiriage=true holds %v", got)
	}
}

// TestInitWritesAProjectFile: hayami init writes every flag of build and
// site's own, commented out with its default, and those given to it set;
// with every key uncommented the file still builds.
func TestInitWritesAProjectFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := binaryRun(t, dir, nil, "init", "--rules", "tenhou", "--club", "Thursday club", "--lang", "ja,en", "--set", "kiriage=true")
	if res.code != 0 || res.stdout != "wrote hayami.toml\n" {
		t.Fatalf("init: %d %q %s", res.code, res.stdout, res.stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "hayami.toml"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, line := range []string{"rules = \"tenhou\"\n", "club = \"Thursday club\"\n", "lang = [\"ja\", \"en\"]\n", "set = [\"kiriage=true\"]\n", "# paper = [\"a4\"]\n", "\n[site]\n", "# maker = false\n", "# presets = [\"ema2025\", "} {
		if !strings.Contains(text, line) {
			t.Errorf("hayami.toml has no %q:\n%s", line, text)
		}
	}
	if res := binaryRun(t, dir, nil, "init"); res.code != 1 || !strings.Contains(res.stderr, "hayami.toml exists; use --force") {
		t.Errorf("init over a file: %d %s", res.code, res.stderr)
	}
	everything := regexp.MustCompile(`(?m)^# ([a-z-]+ = )`).ReplaceAllString(text, "$1")
	writeFiles(t, dir, map[string]string{"all.toml": everything})
	if res := binaryRun(t, dir, nil, "build", "--config", "all.toml", "--format", "md", "--out", "all"); res.code != 0 {
		t.Errorf("build with every key of init's file: %d %s", res.code, res.stderr)
	}
	if res := binaryRun(t, dir, nil, "site", "--config", "all.toml", "--format", "md", "--lang", "en", "--out", "site"); res.code != 0 {
		t.Errorf("site with every key of init's file: %d %s", res.code, res.stderr)
	}
}
