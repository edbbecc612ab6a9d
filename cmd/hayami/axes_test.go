package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAxesFlag runs the real binary: --axes han-rows writes grids of han
// rows × fu columns in Markdown, HTML and PDF (the root command and build
// alike), the pocket card keeps fu rows, and a bad value is a usage error
// naming the flag and the nearest value.
func TestAxesFlag(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if r := binaryRun(t, dir, nil, "--axes", "han-rows", "--format", "md,html,pdf", "--lang", "ja", "--landscape", "--sheets", "nondealer,card", "--out", "out"); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	md, err := os.ReadFile(filepath.Join(dir, "out", "ema2025-ja-nondealer.md"))
	if err != nil {
		t.Fatal(err)
	}
	// The header row: the corner, then a column per fu, 30 and 40 bold;
	// the row of 3 han holds the 30 fu cell, 3,900 and 1,000・2,000.
	if !strings.Contains(string(md), "| 翻＼符 | 20 | 25 | **30** | **40** | 50 |") || !strings.Contains(string(md), "| 3翻 | —¹<br>700・1,300 | 3,200<br>800・1,600 | 3,900<br>1,000・2,000 |") {
		t.Errorf("Markdown is not han rows × fu columns:\n%.600s", md)
	}
	page, err := os.ReadFile(filepath.Join(dir, "out", "ema2025-ja-nondealer.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `<th scope="col">翻＼符</th><th scope="col">20</th><th scope="col">25</th><th scope="col" class="hayami-key">30</th>`) {
		t.Errorf("HTML header row is not the fu columns with 30 fu marked")
	}
	text := pdfText(t, filepath.Join(dir, "out", "ema2025-ja-nondealer-a4-landscape.pdf"))
	if !hasLine(text, "翻＼符", "20", "25", "30", "40", "50", "60", "70", "80", "90", "100", "110") {
		t.Errorf("PDF has no row of the eleven fu columns:\n%.800s", text)
	}
	card := pdfText(t, filepath.Join(dir, "out", "ema2025-ja-card.pdf"))
	if strings.Contains(card, "翻＼符") || !strings.Contains(card, "1翻") {
		t.Errorf("the card is not fu rows × han columns:\n%.400s", card)
	}
	for _, cmd := range [][]string{{"build"}, {"site", "--out", "site"}, {}} {
		r := binaryRun(t, dir, nil, append(cmd, "--axes", "hanrows")...)
		if r.code != 2 || !strings.Contains(r.stderr, "--axes hanrows: did you mean han-rows?") {
			t.Errorf("%v --axes hanrows: exit %d, %q", cmd, r.code, r.stderr)
		}
	}
	if r := binaryRun(t, dir, nil, "__complete", "build", "--axes", ""); !strings.Contains(r.stdout, "fu-rows\nhan-rows\n") {
		t.Errorf("completion of --axes: %q", r.stdout)
	}
}

// hasLine reports whether some line of text holds words, in order,
// separated by blanks only.
func hasLine(text string, words ...string) bool {
	for line := range strings.SplitSeq(text, "\n") {
		if strings.Join(strings.Fields(line), " ") == strings.Join(words, " ") {
			return true
		}
	}
	return false
}
