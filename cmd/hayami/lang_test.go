package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/locale"
)

// TestEveryLanguage builds the default rule set in every language: the
// PDF's text has the language's words for mangan, dealer and tsumo; the HTML
// says its language; the Markdown matches the golden file.
func TestEveryLanguage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	locales := testenv.ShortBy(t, locale.Locales(), func(l locale.Locale) string { return l.Language }, testenv.Languages...)
	var tags []string
	for _, l := range locales {
		tags = append(tags, l.Language)
	}
	res := hayami(t, dir, "build", "--format", "pdf,html,md", "--lang", strings.Join(tags, ","))
	if res.code != 0 || res.stderr != "" {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	out := filepath.Join(dir, "out")
	for _, l := range locales {
		pdfPath := filepath.Join(out, "ema2025-"+l.Language+"-cheatsheet-a4.pdf")
		text := pdfText(t, pdfPath)
		flat := strings.Join(strings.Fields(text), "")
		for _, term := range []string{"mangan", "dealer", "tsumo"} {
			word := strings.Join(strings.Fields(l.Glossary[term]), "")
			if !strings.Contains(strings.ToLower(flat), strings.ToLower(word)) {
				t.Errorf("%s: the cheat sheet's text lacks %s %q", l.Language, term, l.Glossary[term])
			}
		}
		page, err := os.ReadFile(filepath.Join(out, "ema2025-"+l.Language+"-nondealer.html"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(page, []byte(`<html lang="`+l.Language+`">`)) || !bytes.Contains(page, []byte(`<div class="hayami hayami-page" lang="`+l.Language+`"`)) {
			t.Errorf("%s: the page does not say its language", l.Language)
		}
		md, err := os.ReadFile(filepath.Join(out, "ema2025-"+l.Language+"-nondealer.md"))
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "ema2025-"+l.Language+"-nondealer.md", md)
	}
}

func TestLanguageMatching(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := hayami(t, dir, "build", "--format", "md", "--lang", "pt,zh-TW,en-GB,tlh", "--lang-fallback")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	if !strings.Contains(res.stderr, `no sheets in "tlh"; using English`) {
		t.Errorf("no fallback warning: %q", res.stderr)
	}
	for _, want := range []string{"ema2025-pt-BR-dealer.md", "ema2025-zh-Hant-dealer.md", "ema2025-en-dealer.md"} {
		if !strings.Contains(res.stdout, want) {
			t.Errorf("--lang pt,zh-TW,en-GB wrote no %s:\n%s", want, res.stdout)
		}
	}
}

// TestJapaneseSheetSize builds one Japanese PDF sheet: under 150 KB.
func TestJapaneseSheetSize(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if res := hayami(t, dir, "build", "--format", "pdf", "--lang", "ja", "--sheets", "nondealer", "--out", "."); res.code != 0 {
		t.Fatal(res.stderr)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "ema2025-ja-nondealer-a4.pdf" {
		t.Fatalf("--sheets nondealer wrote %v", entries)
	}
	info, err := entries[0].Info()
	if err != nil {
		t.Fatal(err)
	}
	if info.Size() > 150_000 {
		t.Errorf("the Japanese sheet is %d bytes, over 150 KB", info.Size())
	}
}

// BenchmarkJapaneseSheet builds one Japanese PDF sheet as a process
// (target: under 100 ms).
func BenchmarkJapaneseSheet(b *testing.B) {
	dir := b.TempDir()
	for b.Loop() {
		cmd := exec.Command(binary, "build", "--format", "pdf", "--lang", "ja", "--sheets", "nondealer", "--out", ".")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
	info, err := os.Stat(filepath.Join(dir, "ema2025-ja-nondealer-a4.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(info.Size()), "bytes/pdf")
}
