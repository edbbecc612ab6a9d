package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestForgivingCommandLine checks that typos get the nearest valid word,
// names are case-insensitive, common language aliases work, and the same
// mistake has the same exit code in every command.
func TestForgivingCommandLine(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		args []string
		code int
		want string // stderr, exactly
	}{
		{[]string{"biuld"}, 2, `hayami: unknown command "biuld" for "hayami"; did you mean build?`},
		{[]string{"rules", "lst"}, 2, `hayami: unknown command "lst" for "hayami rules"; did you mean list?`},
		{[]string{"completion", "bsh"}, 2, `hayami: unknown command "bsh" for "hayami completion"; did you mean bash?`},
		{[]string{"help", "biuld"}, 2, `hayami: unknown command "biuld" for "hayami"; did you mean build?`},
		{[]string{"build", "--langg", "ja"}, 2, "hayami: unknown flag --langg; did you mean --lang?"},
		{[]string{"build", "--paper", "leter"}, 2, "hayami: --paper leter: did you mean letter?"},
		{[]string{"build", "--paper", "tabloid"}, 2, "hayami: --paper tabloid: use a4, letter, a5"},
		{[]string{"build", "--format", "pfd"}, 2, "hayami: --format pfd: did you mean pdf?"},
		{[]string{"build", "--sheets", "chetsheet"}, 2, "hayami: --sheets chetsheet: no such sheet for 4 players; did you mean cheatsheet?"},
		{[]string{"build", "--lang", "jaa"}, 2, "hayami: --lang jaa: hayami has no sheets in that language; did you mean ja? (--lang-fallback writes English instead)"},
		{[]string{"site", "--lang", "xx"}, 2, "hayami: --lang xx: hayami has no sheets in that language; use en, de, es, fr, it, ja, ko, pl, pt-BR, ru, zh-Hans, zh-Hant (--lang-fallback writes English instead)"},
		{[]string{"fu", "123m456p789s11122z", "--win", "2z", "--lang", "xx"}, 2, "hayami: --lang xx: hayami has no sheets in that language; use en, de, es, fr, it, ja, ko, pl, pt-BR, ru, zh-Hans, zh-Hant"},
		{[]string{"build", "--rules", "tenho"}, 2, `hayami: no preset is called "tenho"; did you mean tenhou?`},
		{[]string{"site", "--presets", "tenho", "--out", "site"}, 2, `hayami: --presets: no preset is called "tenho"; did you mean tenhou?`},
		{[]string{"table", "--rules", "tenho"}, 2, `hayami: no preset is called "tenho"; did you mean tenhou?`},
		{[]string{"table", "--set", "kirage=true"}, 1, "hayami: --set kirage=true: kirage: unknown key; did you mean kiriage?"},
		{[]string{"table", "--set", "bonus=1"}, 1, "hayami: --set bonus=1: bonus: unknown key; 'hayami rules init' writes every key with what it does"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			res := hayami(t, dir, tt.args...)
			if res.code != tt.code || res.stderr != tt.want+"\n" {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d and exactly:\n%s", res.code, res.stderr, tt.code, tt.want)
			}
		})
	}
}

// TestNamesAndAliases builds with upper-case names and language aliases.
func TestNamesAndAliases(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := hayami(t, dir, "build", "--rules", "EMA2025", "--set", "kiriage=False", "--set", "kazoe=None", "--lang", "jp,cn,TW,kr,br", "--format", "md", "--sheets", "nondealer")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	for _, lang := range []string{"ja", "zh-Hans", "zh-Hant", "ko", "pt-BR"} {
		if !strings.Contains(res.stdout, "ema2025-no-kiriage-"+lang+"-nondealer.md") { // a variant of ema2025
			t.Errorf("--lang aliases: no %s sheet in\n%s", lang, res.stdout)
		}
	}
	res = hayami(t, dir, "build", "--lang", "xx", "--lang-fallback", "--format", "md", "--sheets", "nondealer", "--out", "fallback")
	if res.code != 0 || res.stderr != "hayami: warning: no sheets in \"xx\"; using English\n" || !strings.Contains(res.stdout, "ema2025-en-nondealer.md") {
		t.Errorf("--lang-fallback: exit %d, stderr %q, stdout %q", res.code, res.stderr, res.stdout)
	}
}

// TestVersion checks both ways of asking for the version.
func TestVersion(t *testing.T) {
	t.Parallel()
	want := regexp.MustCompile(`^hayami devel\n(module: .*\n)?(commit: .*\n)?go: +go1\.\d+.* \w+/\w+\npresets: +9, digest [0-9a-f]{8}\ncatalogs: +12 languages, digest [0-9a-f]{8}\n$`)
	for _, args := range [][]string{{"version"}, {"--version"}} {
		res := hayami(t, t.TempDir(), args...)
		if res.code != 0 || !want.MatchString(res.stdout) {
			t.Errorf("%v: exit %d:\n%s", args, res.code, res.stdout)
		}
	}
	if res := hayami(t, t.TempDir(), "-v"); res.code != 2 || res.stderr != "hayami: unknown shorthand flag: 'v' in -v\n" {
		t.Errorf("-v is not --version: exit %d, %q", res.code, res.stderr)
	}
}

// TestRulesInitNamesFromFile checks that files started for a site get
// names of their own, and that two files of one name are both named.
func TestRulesInitNamesFromFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, f := range []string{"thursday.toml", "friday-club.toml"} {
		if res := hayami(t, dir, "rules", "init", f); res.code != 0 {
			t.Fatalf("rules init %s: exit %d: %s", f, res.code, res.stderr)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "friday-club.toml"))
	if err != nil || !strings.Contains(string(data), "\nname = \"Friday club\"\n") {
		t.Errorf("friday-club.toml: %v\n%s", err, data)
	}
	if res := hayami(t, dir, "site", "thursday.toml", "friday-club.toml", "--presets", "", "--lang", "en", "--format", "md", "--out", "public"); res.code != 0 {
		t.Errorf("the README's site example: exit %d: %s", res.code, res.stderr)
	}
	data, _ = os.ReadFile(filepath.Join(dir, "thursday.toml"))
	if err := os.WriteFile(filepath.Join(dir, "copy.toml"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	res := hayami(t, dir, "site", "thursday.toml", "copy.toml", "--presets", "", "--lang", "en", "--format", "md", "--out", "twice")
	want := `hayami: copy.toml: the rule set "Thursday" has the folder name "thursday", as thursday.toml ("Thursday") does: give one of them another name`
	if res.code != 1 || !strings.HasPrefix(res.stderr, want+"\n") {
		t.Errorf("exit %d, stderr:\n%s\nwant first:\n%s", res.code, res.stderr, want)
	}
}

// TestWriteErrorNamesNoTemporaryFile fails a write and reads the message.
func TestWriteErrorNamesNoTemporaryFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "out", "ema2025-en-yaku.md", "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	res := hayami(t, dir, "build", "--format", "md", "--sheets", "yaku")
	if res.code != 1 || !strings.Contains(res.stderr, "out/ema2025-en-yaku.md: ") || strings.Contains(res.stderr, ".tmp") {
		t.Errorf("exit %d, stderr %q", res.code, res.stderr)
	}
}

// TestReviewFindings covers what a review of the bounded-input and
// command-line changes found: each exact message and exit code.
func TestReviewFindings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bom.toml"), []byte("\uFEFFkiriage = true\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"build", "--out", ""}, 2, "hayami: --out: name a folder (. for this one)"},
		{[]string{"site", "--out", " ", "--presets", "tenhou"}, 2, "hayami: --out: name a folder (. for this one)"},
		{[]string{"table", "--rules", "tenhou-sanma", "--players", "4"}, 1, "hayami: --players 4: game.uma: give 4 uma values, first place first, or 3 for three players; got 3"},
		{[]string{"table", "--players", "x"}, 2, "hayami: --players x: not a whole number (4, or 3 for sanma; default: the rule set's)"},
		{[]string{"build", "--lang", "uk"}, 2, "hayami: --lang uk: hayami has no sheets in that language; use en, de, es, fr, it, ja, ko, pl, pt-BR, ru, zh-Hans, zh-Hant (--lang-fallback writes English instead)"},
		{[]string{"drill", "--kind", "fuu"}, 2, "hayami: --kind fuu: no such drill; did you mean fu?"},
		{[]string{"calc", "--han", "1", "--fu", "30", "--format", "jsno"}, 2, "hayami: --format jsno: did you mean json?"},
		{[]string{"build", "--digits", "groupd"}, 2, "hayami: --digits groupd: did you mean grouped?"},
		{[]string{"rules", "check", "bom.toml"}, 0, ""},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			res := hayami(t, dir, tt.args...)
			want := tt.want
			if want != "" {
				want += "\n"
			}
			if res.code != tt.code || res.stderr != want {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d and:\n%s", res.code, res.stderr, tt.code, tt.want)
			}
		})
	}
	// Upper-case sheet names, spaces around them, a padded paper.
	res := hayami(t, dir, "build", "--sheets", "NONDEALER, Dealer", "--paper", " A4", "--format", "md,pdf", "--out", "upper")
	if res.code != 0 || !strings.Contains(res.stdout, "ema2025-en-nondealer.md") || !strings.Contains(res.stdout, "ema2025-en-dealer-a4.pdf") {
		t.Errorf("exit %d: %s%s", res.code, res.stdout, res.stderr)
	}
	// A house file named with 150 letters, and one with a control
	// character too, which rules check would refuse: rules init writes
	// none such.
	long := strings.Repeat("a", 150) + ".toml"
	if res := hayami(t, dir, "rules", "init", long); res.code != 0 {
		t.Fatalf("rules init: exit %d: %s", res.code, res.stderr)
	}
	if res := hayami(t, dir, "rules", "check", long); res.code != 0 {
		t.Errorf("rules check of a file rules init wrote: exit %d: %s", res.code, res.stderr)
	}
	escaped := strings.Repeat("a", 150) + "\x1b.toml"
	want := `hayami: rules init: "` + strings.Repeat("a", 150) + `\x1b.toml": the file's name has an escape character (U+001B)`
	if res := hayami(t, dir, "rules", "init", escaped); res.code != 1 || !strings.HasPrefix(res.stderr, want) {
		t.Errorf("rules init of a name with an escape: exit %d: %s", res.code, res.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, escaped)); !os.IsNotExist(err) {
		t.Errorf("rules init wrote %q", escaped)
	}
}

// TestSiteWritesNoFileThroughALink replaces a site's folder with a link
// to another folder: the next run refuses it and leaves that folder alone;
// a folder named in the manifest is not removed.
func TestSiteWritesNoFileThroughALink(t *testing.T) {
	t.Parallel()
	dir, args, outside := siteWithLinkOut(t, "tenhou/en")
	precious := filepath.Join(outside, "tenhou-en-fu.md")
	if err := os.WriteFile(precious, []byte("precious\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := hayami(t, dir, args...)
	want := "hayami: tenhou, en: tenhou/en in s is a link to a folder outside it: hayami writes only inside --out; remove the link\n"
	if res.code != 1 || !strings.HasPrefix(res.stderr, want) {
		t.Errorf("exit %d, stderr:\n%s\nwant first:\n%s", res.code, res.stderr, want)
	}
	if data, _ := os.ReadFile(precious); string(data) != "precious\n" {
		t.Errorf("a file outside --out was overwritten: %q", data)
	}
}

// siteWithLinkOut writes tenhou's site into s of a new folder, then
// replaces its folder rel with a link to the empty folder outside, beside
// s. It returns the folder, the site's command line and outside.
func siteWithLinkOut(t *testing.T, rel string) (dir string, args []string, outside string) {
	t.Helper()
	dir = t.TempDir()
	args = []string{"site", "--presets", "tenhou", "--lang", "en", "--format", "md", "--out", "s"}
	if res := hayami(t, dir, args...); res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	outside = filepath.Join(dir, "outside")
	if err := os.Mkdir(outside, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "s", filepath.FromSlash(rel))
	if err := os.RemoveAll(link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, link); err != nil {
		t.Fatal(err)
	}
	return dir, args, outside
}
