//go:build man

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
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
	if err != nil || !strings.Contains(string(build), `.TH "HAYAMI-BUILD" "1" "Jan 2026" "hayami devel" "hayami manual"`) || !strings.Contains(string(build), "hayami-build - Write every sheet") {
		t.Errorf("hayami-build.1: %v\n%.400s", err, build)
	}
	seeAlso := regexp.MustCompile(`\\fB(hayami[a-z-]*)\(1\)\\fP`)
	for _, page := range pages {
		data, _ := os.ReadFile(page)
		text, name := string(data), strings.TrimSuffix(filepath.Base(page), ".1")
		if !strings.Contains(text, `.TH "`+strings.ToUpper(name)+`" "1" "Jan 2026"`) {
			t.Errorf("%s is not titled %s", name, strings.ToUpper(name))
		}
		for _, section := range []string{".SH EXIT STATUS", ".SH ENVIRONMENT", ".B SOURCE_DATE_EPOCH", ".B GOMEMLIMIT", ".SH FILES", ".B hayami.toml"} {
			if !strings.Contains(text, section) {
				t.Errorf("%s has no %s", name, section)
			}
		}
		for _, m := range seeAlso.FindAllStringSubmatch(text, -1) {
			if _, err := os.Stat(filepath.Join(dir, "a", m[1]+".1")); err != nil {
				t.Errorf("%s names %s(1), which is no page", name, m[1])
			}
		}
	}
	// --docs adds each command's section of docs/commands.md; without
	// SOURCE_DATE_EPOCH, a page is dated by the commit (go run records none).
	if res := hayamiEnv(t, dir, env, "man", "--out", "docs", "--docs", repoFile("docs")); res.code != 0 {
		t.Fatalf("man --docs: exit %d: %s", res.code, res.stderr)
	}
	withDocs, _ := os.ReadFile(filepath.Join(dir, "docs", "hayami-site.1"))
	if !strings.Contains(string(withDocs), "rsync") {
		t.Errorf("hayami-site.1 with --docs has no text of docs/commands.md:\n%s", withDocs)
	}
	gap, err := os.ReadFile(filepath.Join(dir, "a", "hayami-gap.1"))
	if err != nil || !strings.Contains(string(gap), "hayami-gap - The cheapest hand that overtakes") || !strings.Contains(string(gap), "--sticks") {
		t.Errorf("hayami-gap.1: %v\n%.400s", err, gap)
	}
}
