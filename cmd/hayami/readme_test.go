package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestREADMEDocumentsEverything fails when a rules key, preset, reason,
// command, format or CSS custom property is added without a word in the
// README or docs/.
func TestREADMEDocumentsEverything(t *testing.T) {
	t.Parallel()
	readme := readDocs(t)
	var want []string
	for _, k := range ruleset.Keys {
		want = append(want, "| `"+k.Name+"` |")
	}
	for _, p := range ruleset.PresetNames {
		want = append(want, "| `"+p+"`")
	}
	for _, r := range table.Reasons {
		want = append(want, "| `"+r.String()+"` |")
	}
	for _, c := range newRootCmd(nil, nil).Commands() {
		if c.Name() != "help" {
			want = append(want, "hayami "+c.Name())
		}
	}
	want = append(want, pipeline.FormatsWhere(pipeline.AnyFormat)...)
	for _, l := range locale.Locales() {
		want = append(want, "| `"+l.Language+"` | "+l.Name+" |")
	}
	for _, prop := range regexp.MustCompile(`--hayami-[a-z-]+`).FindAllString(html.Stylesheet(), -1) {
		want = append(want, "`"+prop+"`")
	}
	for _, w := range want {
		if !strings.Contains(readme, w) {
			t.Errorf("README.md and docs/*.md do not mention %q", w)
		}
	}
}

// docFiles are the README and the documentation in docs/, as paths from
// this package.
func docFiles(t testing.TB) []string {
	t.Helper()
	docs, err := filepath.Glob("../../docs/*.md")
	if err != nil || len(docs) < 5 {
		t.Fatalf("docs/*.md: %v, %d files", err, len(docs))
	}
	return append([]string{"../../README.md"}, docs...)
}

// readDocs is the text of the README and of docs/*.md, one after another.
func readDocs(t testing.TB) string {
	t.Helper()
	var b strings.Builder
	for _, f := range docFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
		b.WriteString("\n")
	}
	return b.String()
}

// shBlock is a block of shell commands in Markdown.
var shBlock = regexp.MustCompile("(?s)```sh\n(.*?)```")

// shellWords splits a command line as sh does for plain words, quotes and
// a comment; ok is false for what it cannot (a pipe, a variable).
func shellWords(line string) (words []string, ok bool) {
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '\'' || c == '"':
			end := strings.IndexByte(line[i+1:], c)
			if end < 0 {
				return nil, false
			}
			cur.WriteString(line[i+1 : i+1+end])
			i += end + 1
			inWord = true
		case c == ' ' || c == '\t':
			if inWord {
				words, inWord = append(words, cur.String()), false
				cur.Reset()
			}
		case c == '#' && !inWord:
			return words, true
		case strings.IndexByte("|&;<>$`", c) >= 0:
			return nil, false
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, true
}

// TestDocsCommandsRun runs every hayami command in a shell block of the
// README and docs/*.md, in order, each block's in a folder of its own
// where the house-rules files they name exist: each must succeed. A site
// is cut to what it shows (--lang en, --format md, --presets tenhou where
// it names none), and the page is not served. With -short, the README's
// alone.
func TestDocsCommandsRun(t *testing.T) {
	t.Parallel()
	files := docFiles(t)
	if testing.Short() {
		files = files[:1]
	}
	ran := 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, block := range shBlock.FindAllStringSubmatch(string(data), -1) {
			dir := t.TempDir()
			for line := range strings.Lines(block[1]) {
				if !strings.HasPrefix(line, "hayami ") && strings.TrimSpace(line) != "hayami" {
					continue
				}
				words, ok := shellWords(strings.TrimSpace(line))
				if !ok {
					t.Errorf("%s: %q is not a command line this test can run", file, line)
					continue
				}
				args := docArgs(t, dir, words[1:])
				if args == nil {
					continue
				}
				ran++
				if res := hayami(t, dir, args...); res.code != 0 {
					t.Errorf("%s: %s: exit %d: %s", filepath.Base(file), strings.TrimSpace(line), res.code, res.stderr)
				}
			}
		}
	}
	if ran < 9 {
		t.Errorf("ran %d commands of the docs", ran)
	}
}

// docArgs makes a command of the docs runnable in dir: the house-rules
// files it names are made (extending tenhou) unless it makes them, a site
// is cut to what it shows; nil for a command not to run here.
func docArgs(t *testing.T, dir string, args []string) []string {
	t.Helper()
	has := func(flag string) bool {
		return slices.ContainsFunc(args, func(a string) bool { return a == flag || strings.HasPrefix(a, flag+"=") })
	}
	if has("--serve") {
		return nil // serves until Ctrl-C
	}
	for i, a := range args {
		if a == "--font" && i+1 < len(args) {
			if _, err := os.Stat(args[i+1]); err != nil {
				return nil // a font of a system this one may not be
			}
		}
	}
	makes := len(args) >= 2 && args[0] == "rules" && args[1] == "init"
	for _, a := range args {
		if strings.HasSuffix(a, ".toml") && !makes {
			if _, err := os.Stat(filepath.Join(dir, a)); os.IsNotExist(err) {
				writeFiles(t, dir, map[string]string{a: "name = \"" + ruleset.NameFromFile(a) + "\"\nextends = \"tenhou\"\n"})
			}
		}
	}
	if len(args) > 0 && args[0] == "site" {
		args = slices.Clone(args)
		if !has("--lang") {
			args = append(args, "--lang", "en")
		}
		if !has("--format") {
			args = append(args, "--format", "md")
		}
		if !has("--presets") && !has("--rules") && !slices.ContainsFunc(args, func(a string) bool { return strings.HasSuffix(a, ".toml") }) {
			args = append(args, "--presets", "tenhou")
		}
	}
	return args
}
