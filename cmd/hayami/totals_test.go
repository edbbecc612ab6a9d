package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTotalsFlag: tsumo totals are on by default for three players, off
// for four, and --totals says otherwise.
func TestTotalsFlag(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		file string
		want bool
	}{
		{[]string{"--rules", "tenhou-sanma"}, "tenhou-sanma-en-sanma.md", true},
		{[]string{"--rules", "tenhou-sanma", "--totals=false"}, "tenhou-sanma-en-sanma.md", false},
		{[]string{"--rules", "tenhou"}, "tenhou-en-nondealer.md", false},
		{[]string{"--rules", "tenhou", "--totals"}, "tenhou-en-nondealer.md", true},
	} {
		dir := t.TempDir()
		if r := hayami(t, dir, append([]string{"build", "--format", "md", "--out", "out"}, c.args...)...); r.code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, r.code, r.stderr)
		}
		data, err := os.ReadFile(filepath.Join(dir, "out", c.file))
		if err != nil {
			t.Fatal(err)
		}
		// 1 han 30 fu: 300-500, 800 in all with tsumo-loss, 1,100 with four players.
		got := strings.Contains(string(data), "300-500<br><small>= 800</small>") || strings.Contains(string(data), "300-500<br><small>= 1,100</small>")
		if got != c.want || got != strings.Contains(string(data), "Small third line: what a tsumo collects in all") {
			t.Errorf("%v: totals %v, want %v", c.args, got, c.want)
		}
	}
}
