package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecordHundredsFlag: --record-hundreds has the game records take
// points in hundreds: each score cell a hand writes in ends in "00", and
// the sheet says so; without it, no cell does.
func TestRecordHundredsFlag(t *testing.T) {
	t.Parallel()
	for _, hundreds := range []bool{false, true} {
		dir := t.TempDir()
		args := []string{"build", "--format", "md", "--sheets", "record,record-east", "--out", "out"}
		if hundreds {
			args = append(args, "--record-hundreds")
		}
		if r := hayami(t, dir, args...); r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		for _, file := range []string{"ema2025-en-record.md", "ema2025-en-record-east.md"} {
			data, err := os.ReadFile(filepath.Join(dir, "out", file))
			if err != nil {
				t.Fatal(err)
			}
			md := string(data)
			// A hand's row: no., round, honba, riichi, han/fu, then a gain and a total for each of four players.
			row := "| 1 |  |  |  |  |" + strings.Repeat(" 00 |", 8)
			if got := strings.Contains(md, row) && strings.Contains(md, "write 120 for 12,000"); got != hundreds {
				t.Errorf("%s with --record-hundreds=%v: in hundreds %v", file, hundreds, got)
			}
		}
	}
}
