//go:build man

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestManPages writes the manual pages twice: the same bytes, a page per
// command, dated by SOURCE_DATE_EPOCH. Run by "make test" with -tags man.
func TestManPages(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"SOURCE_DATE_EPOCH": "1767225600"} // 2026-01-01
	for _, out := range []string{"a", "b"} {
		if res := hayamiEnv(t, dir, env, "man", "--out", out); res.code != 0 {
			t.Fatalf("exit %d: %s", res.code, res.stderr)
		}
	}
	pages, err := filepath.Glob(filepath.Join(dir, "a", "*.1"))
	if err != nil || len(pages) < 10 {
		t.Fatalf("%d pages: %v", len(pages), err)
	}
	for _, page := range pages {
		a, _ := os.ReadFile(page)
		b, _ := os.ReadFile(filepath.Join(dir, "b", filepath.Base(page)))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs", filepath.Base(page))
		}
	}
	build, err := os.ReadFile(filepath.Join(dir, "a", "hayami-build.1"))
	if err != nil || !strings.Contains(string(build), `.TH "HAYAMI" "1" "Jan 2026" "hayami devel" "hayami manual"`) || !strings.Contains(string(build), "hayami-build - Write every sheet") {
		t.Errorf("hayami-build.1: %v\n%.400s", err, build)
	}
	gap, err := os.ReadFile(filepath.Join(dir, "a", "hayami-gap.1"))
	if err != nil || !strings.Contains(string(gap), "hayami-gap - The cheapest hand that overtakes") || !strings.Contains(string(gap), "--sticks") {
		t.Errorf("hayami-gap.1: %v\n%.400s", err, gap)
	}
}
