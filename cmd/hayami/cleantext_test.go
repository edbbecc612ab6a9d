package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBidiRefusedInEveryFormat: a club name, a title and a rule set's
// name with a right-to-left override ("Club \u202eyrots" reads "Club
// story") are refused the same way whatever the format, with the flag or
// the file, line and key, and no file is written; the message shows the
// character escaped, never raw.
func TestBidiRefusedInEveryFormat(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "club.toml"), []byte("extends = \"tenhou\"\nname = \"Club \\u202Eyrots\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const why = "has a right-to-left override (U+202E), a bidirectional control, which can make text read in another order than it is written"
	for _, format := range []string{"pdf", "html", "md", "json", "csv"} {
		for _, c := range []struct {
			args []string
			want string
		}{
			{[]string{"--club", "Club \u202eyrots"}, `hayami: --club: "Club \u202eyrots" ` + why},
			{[]string{"--title", "\u2067Spring\u2069"}, `hayami: --title: "\u2067Spring\u2069" has a right-to-left isolate (U+2067), a bidirectional control`},
			{[]string{"--rules", "club.toml"}, `hayami: club.toml:2:1: name: "Club \u202eyrots" ` + why},
			{[]string{"--set", "notes.kiriage=a\u200bb"}, `hayami: --set "notes.kiriage=a\u200bb": notes.kiriage: "a\u200bb" has a zero-width space (U+200B), an invisible character`},
		} {
			out := "out-" + format
			r := binaryRun(t, dir, nil, append([]string{"build", "--format", format, "--out", out}, c.args...)...)
			if r.code == 0 || !strings.HasPrefix(r.stderr, c.want) || strings.ContainsAny(r.stderr, "\u202e\u2067\u200b") {
				t.Errorf("--format %s %q: code %d, stderr %q; want %q…", format, c.args, r.code, r.stderr, c.want)
			}
			if _, err := os.Stat(filepath.Join(dir, out)); !os.IsNotExist(err) {
				t.Errorf("--format %s %q: %s was made", format, c.args, out)
			}
		}
	}
}

// TestJoinersInScriptsThatNeedThem: a Persian club name whose zero-width
// non-joiner stands between two letters is printed as written; the same
// character between Latin letters is refused.
func TestJoinersInScriptsThatNeedThem(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	club := "باشگاه می\u200cخواهم"
	r := binaryRun(t, dir, nil, "build", "--format", "md,html", "--sheets", "nondealer", "--club", club, "--out", "out")
	if r.code != 0 {
		t.Fatalf("code %d: %s", r.code, r.stderr)
	}
	for _, name := range []string{"ema2025-en-nondealer.md", "ema2025-en-nondealer.html"} {
		data, err := os.ReadFile(filepath.Join(dir, "out", name))
		if err != nil || !strings.Contains(string(data), club) {
			t.Errorf("%s does not hold the club's name as written (%v)", name, err)
		}
	}
	if r := binaryRun(t, dir, nil, "build", "--format", "md", "--club", "pay\u200cpal", "--out", "out2"); r.code == 0 || !strings.Contains(r.stderr, "zero-width non-joiner (U+200C)") {
		t.Errorf("a ZWNJ between Latin letters: code %d, %s", r.code, r.stderr)
	}
}

// TestEscapesInFileNamesQuoted: a terminal escape sequence in the name of
// a house-rules file (colours and a window title) reaches the terminal
// only quoted: when the file is missing, when its text is wrong (the
// folder's name), and when the name itself would become the rule set's.
func TestEscapesInFileNamesQuoted(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	evil := "\x1b[31mRED\x1b[0m\x1b]0;pwned\a"
	if err := os.Mkdir(filepath.Join(dir, evil), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{evil + ".toml": "kiriage = true\n", filepath.Join(evil, "bad.toml"): "kirage = true\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const quoted = `\x1b[31mRED\x1b[0m\x1b]0;pwned\a`
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"build", "--rules", evil + "missing.toml"}, `hayami: rules: "` + quoted + `missing.toml": no such file or directory`},
		{[]string{"build", "--rules", filepath.Join(evil, "bad.toml")}, `hayami: "` + quoted + `/bad.toml":1:1: kirage: unknown key; did you mean kiriage?`},
		{[]string{"build", "--rules", evil + ".toml"}, `hayami: "` + quoted + `.toml": the file's name has an escape character (U+001B), a control character, which no sheet can print; rename the file`},
		{[]string{"rules", "check", evil + ".toml"}, `hayami: "` + quoted + `.toml": the file's name has an escape character (U+001B)`},
		{[]string{"build", "--font", evil + ".ttf"}, `hayami: --font: "` + quoted + `.ttf": no such file or directory`},
	} {
		r := binaryRun(t, dir, nil, c.args...)
		if r.code == 0 || !strings.HasPrefix(r.stderr, c.want) || strings.ContainsAny(r.stderr+r.stdout, "\x1b\a") {
			t.Errorf("%q: code %d, stderr %q; want %q…", c.args, r.code, r.stderr, c.want)
		}
	}
}
