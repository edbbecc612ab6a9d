package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/clibase"
)

// terminal is standard error as a terminal: what it was written, and
// a function called at each write.
type terminal struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	onWrite func(string)
}

func (w *terminal) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.onWrite != nil {
		w.onWrite(string(p))
	}
	return w.buf.Write(p)
}

func (w *terminal) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// onTerminal runs a command line with standard error a terminal, until
// ctx ends.
func onTerminal(ctx context.Context, dir string, stderr *terminal, args ...string) (code int, stdout string) {
	var out bytes.Buffer
	sys := clibase.System{Dir: dir, Getenv: func(k string) string {
		if k == "GOMEMLIMIT" {
			return "off"
		}
		return os.Getenv(k)
	}, Terminal: func(w io.Writer) bool { return w == stderr }}
	code = runContext(ctx, sys, args, &out, stderr)
	return code, out.String()
}

// TestProgressLine: on a terminal, build and site show how far they are
// on one line of standard error, cleared at the end; with -q, or where
// standard error is no terminal, nothing.
func TestProgressLine(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var stderr terminal
	code, stdout := onTerminal(context.Background(), dir, &stderr, "build", "--format", "md", "--sheets", "nondealer,dealer", "--out", "a")
	want := "\r\x1b[K[1/2] ema2025-en-nondealer.md\r\x1b[K[2/2] ema2025-en-dealer.md\r\x1b[K"
	if code != 0 || stderr.String() != want {
		t.Errorf("build on a terminal: %d, stderr %q; want %q", code, stderr.String(), want)
	}
	if stdout != "wrote a/ema2025-en-nondealer.md\nwrote a/ema2025-en-dealer.md\nwrote 2 files (5.4 KB) into a\n" {
		t.Errorf("build's stdout: %q", stdout)
	}
	var quiet terminal
	if code, stdout := onTerminal(context.Background(), dir, &quiet, "build", "-q", "--format", "md", "--sheets", "nondealer,dealer", "--out", "b"); code != 0 || stdout != "" || quiet.String() != "" {
		t.Errorf("build -q: %d, stdout %q, stderr %q", code, stdout, quiet.String())
	}
	var site terminal
	code, stdout = onTerminal(context.Background(), dir, &site, "site", "--presets", "tenhou,ema2025", "--lang", "en,ja", "--format", "md", "--out", "s")
	if code != 0 || !strings.Contains(site.String(), "[4/4] ") || !strings.HasSuffix(site.String(), "\r\x1b[K") {
		t.Errorf("site on a terminal: %d, stderr %q", code, site.String())
	}
	if !regexp.MustCompile(`^wrote \d+ files \([\d.]+ KB\) for 2 rule sets in 2 languages into s\n$`).MatchString(stdout) {
		t.Errorf("site's summary: %q", stdout)
	}
	res := binaryRun(t, dir, nil, "site", "--presets", "tenhou", "--lang", "en", "--format", "md", "--out", "s1")
	if res.code != 0 || res.stderr != "" || !regexp.MustCompile(`^wrote \d+ files \([\d.]+ KB\) for 1 rule set in 1 language into s1\n$`).MatchString(res.stdout) {
		t.Errorf("site through a pipe: %d, stdout %q, stderr %q", res.code, res.stdout, res.stderr)
	}
	if res := binaryRun(t, dir, nil, "drill", "-q", "--format", "md", "--out", "d"); res.code != 0 || res.stdout != "" || res.stderr != "" {
		t.Errorf("drill -q: %d, stdout %q, stderr %q", res.code, res.stdout, res.stderr)
	}
	if res := binaryRun(t, dir, nil, "site", "-q", "--presets", "tenhou", "--lang", "en", "--format", "md", "--out", "s2"); res.code != 0 || res.stdout != "" || res.stderr != "" {
		t.Errorf("site -q: %d, stdout %q, stderr %q", res.code, res.stdout, res.stderr)
	}
}

// TestInterruptWhileRendering: an interrupt while the first file renders
// stops build before its second, and site before its next file: exit
// 130, nothing of build written.
func TestInterruptWhileRendering(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"build", "--lang", "en,ja,fr", "--format", "pdf", "--out", "b"},
		{"site", "--presets", "tenhou", "--lang", "en", "--format", "pdf", "--out", "s"},
	} {
		dir := t.TempDir()
		ctx, cancel := context.WithCancelCause(context.Background())
		stderr := &terminal{}
		steps := 0
		stderr.onWrite = func(s string) {
			if strings.Contains(s, "[1/") {
				cancel(&clibase.InterruptError{Signal: syscall.SIGINT})
			}
			if regexp.MustCompile(`\[\d+/`).MatchString(s) {
				steps++
			}
		}
		code, stdout := onTerminal(ctx, dir, stderr, args...)
		if code != 130 || stdout != "" || !strings.HasSuffix(stderr.String(), "hayami: interrupted\n") || steps != 1 {
			t.Errorf("%v interrupted at its first file: exit %d, %d steps, stdout %q, stderr %q", args, code, steps, stdout, stderr.String())
		}
		if args[0] == "build" {
			if _, err := os.Stat(filepath.Join(dir, "b")); !os.IsNotExist(err) {
				t.Errorf("an interrupted build made its folder: %v", err)
			}
		}
		if pdfs, _ := filepath.Glob(filepath.Join(dir, "s", "tenhou", "en", "*.pdf")); len(pdfs) > 0 {
			t.Errorf("an interrupted site wrote its first language's files: %v", pdfs)
		}
	}
}

// TestOutToStandardOutput: --out - writes the one file a build makes to
// standard output, and refuses a build of more.
func TestOutToStandardOutput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := binaryRun(t, dir, nil, "build", "--sheets", "nondealer", "--format", "md", "--out", "-")
	want, _ := os.ReadFile(filepath.Join("testdata", "golden", "ema2025-en-nondealer.md"))
	if res.code != 0 || res.stderr != "" || !strings.HasPrefix(res.stdout, "# EMA 2025: Non-dealer wins\n") || (len(want) > 0 && res.stdout != string(want)) {
		t.Errorf("--out -: %d %q %.80q", res.code, res.stderr, res.stdout)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("--out - made %v", entries)
	}
	res = binaryRun(t, dir, nil, "build", "--format", "md", "--out", "-")
	if res.code != 2 || res.stdout != "" || res.stderr != "hayami: --out -: standard output takes one file, and this build makes 9; choose one with --sheets, --format, --lang and --paper\n" {
		t.Errorf("--out - of 9 files: %d %q %q", res.code, res.stdout, res.stderr)
	}
}

// TestPaperList: --paper of build and site takes a list, as --lang does;
// a file the papers share (Markdown, the pocket card) is written once, and
// the index links every paper's PDFs.
func TestPaperList(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := binaryRun(t, dir, nil, "build", "--paper", "a4,letter", "--sheets", "nondealer,card", "--format", "pdf,md", "--out", "o")
	if res.code != 0 {
		t.Fatalf("--paper a4,letter: %d %s", res.code, res.stderr)
	}
	got := outFiles(t, dir, "o")
	want := []string{"ema2025-en-card-a4.pdf", "ema2025-en-card-letter.pdf", "ema2025-en-card.pdf", "ema2025-en-nondealer-a4.pdf", "ema2025-en-nondealer-letter.pdf", "ema2025-en-nondealer.md"}
	if !slices.Equal(got, want) {
		t.Errorf("--paper a4,letter wrote %v; want %v", got, want)
	}
	if !strings.HasSuffix(res.stdout, "wrote 6 files (") && !strings.Contains(res.stdout, "\nwrote 6 files (") {
		t.Errorf("no summary: %q", res.stdout)
	}
	res = binaryRun(t, dir, nil, "build", "--paper", "a4,letter", "--format", "pdf,html", "--out", "i", "--config=")
	index, _ := os.ReadFile(filepath.Join(dir, "i", "ema2025-en-index.html"))
	if res.code != 0 || !strings.Contains(string(index), `href="ema2025-en-nondealer-letter.pdf"`) || !strings.Contains(string(index), `href="ema2025-en-nondealer-a4.pdf"`) {
		t.Errorf("the index of --paper a4,letter does not link both PDFs: %d %s", res.code, res.stderr)
	}
	res = binaryRun(t, dir, nil, "site", "--presets", "tenhou", "--lang", "en", "--paper", "a4,letter", "--format", "pdf", "--out", "s")
	if letter, _ := filepath.Glob(filepath.Join(dir, "s", "tenhou", "en", "*-letter.pdf")); res.code != 0 || len(letter) != 11 {
		t.Errorf("site --paper a4,letter: %d %s, %d Letter PDFs", res.code, res.stderr, len(letter))
	}
	if res := binaryRun(t, dir, nil, "build", "--paper", "a4,leter", "--out", "x"); res.code != 2 || res.stderr != "hayami: --paper leter: did you mean letter?\n" {
		t.Errorf("--paper a4,leter: %d %q", res.code, res.stderr)
	}
}

// TestWarnsOfSheetsAFormatCannotWrite: a sheet no format chosen writes is
// named in a warning, and the others are written.
func TestWarnsOfSheetsAFormatCannotWrite(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := binaryRun(t, dir, nil, "build", "--sheets", "cheatsheet,nondealer,card", "--format", "html", "--out", "h")
	if res.code != 0 || res.stderr != "hayami: warning: html does not write the sheets cheatsheet,card (pdf does): they are left out\n" {
		t.Errorf("--sheets cheatsheet,nondealer,card --format html: %d %q", res.code, res.stderr)
	}
	if got := outFiles(t, dir, "h"); !slices.Equal(got, []string{"ema2025-en-nondealer.html"}) {
		t.Errorf("wrote %v", got)
	}
	if res := binaryRun(t, dir, nil, "build", "--sheets", "cheatsheet,nondealer", "--format", "pdf,html", "--out", "p"); res.code != 0 || res.stderr != "" {
		t.Errorf("--format pdf,html writes the cheat sheet: %d %q", res.code, res.stderr)
	}
}

// TestLanguageNames: --lang takes a language's name as a typo, and
// suggests its code.
func TestLanguageNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for lang, code := range map[string]string{"japanese": "ja", "Deutsch": "de", "francais": "fr", "korean": "ko"} {
		res := binaryRun(t, dir, nil, "build", "--lang", lang, "--format", "md", "--out", "l")
		if want := "did you mean " + code + "?"; res.code != 2 || !strings.Contains(res.stderr, want) {
			t.Errorf("--lang %s: %d %q; want %q", lang, res.code, res.stderr, want)
		}
	}
}
