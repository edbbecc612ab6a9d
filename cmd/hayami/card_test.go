package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestCardFlag runs the real binary: --card both writes both winners on
// one two-sided card (and its card sheet), --card per-winner and no flag
// a card per winner, and a bad value is a usage error naming the flag and
// the nearest value.
func TestCardFlag(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string // on the card's front
	}{
		{[]string{"--card", "both"}, "Non-dealer above, dealer below: 20–60 fu"},
		{[]string{"--card", "per-winner"}, "Non-dealer wins, 20–60 fu"},
		{nil, "Non-dealer wins, 20–60 fu"},
	} {
		out := filepath.Join("out", strings.Join(c.args, ""))
		if r := binaryRun(t, dir, nil, append([]string{"build", "--format", "pdf", "--sheets", "card", "--out", out}, c.args...)...); r.code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, r.code, r.stderr)
		}
		for _, file := range []string{"ema2025-en-card.pdf", "ema2025-en-card-a4.pdf"} {
			if text := pdfText(t, filepath.Join(dir, out, file)); !strings.Contains(text, c.want) {
				t.Errorf("%v %s: no %q in\n%.300s", c.args, file, c.want, text)
			}
		}
	}
	if r := binaryRun(t, dir, nil, "--card", "bth"); r.code != 2 || !strings.Contains(r.stderr, "--card bth: did you mean both?") {
		t.Errorf("--card bth: exit %d, %q", r.code, r.stderr)
	}
	if r := binaryRun(t, dir, nil, "__complete", "build", "--card", ""); !strings.Contains(r.stdout, "per-winner\nboth\n") {
		t.Errorf("completion of --card: %q", r.stdout)
	}
}
