//go:build !maker

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMakerWithoutPage checks that a hayami built without the page (go
// install) says how to get it, writes nothing and exits 1, and that its
// site has no make/ folder and no link to one.
func TestMakerWithoutPage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := hayami(t, dir, "maker", "--out", "page")
	if res.code != 1 || !strings.Contains(res.stderr, "make build") {
		t.Errorf("hayami maker without the page: %d %q", res.code, res.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "page")); !os.IsNotExist(err) {
		t.Errorf("hayami maker without the page made its folder: %v", err)
	}
	if res := hayami(t, dir, "site", "--presets", "tenhou", "--lang", "en", "--format", "html", "--out", "site"); res.code != 0 {
		t.Fatal(res.stderr)
	}
	front, err := os.ReadFile(filepath.Join(dir, "site", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "site", "make")); !os.IsNotExist(err) || strings.Contains(string(front), "make/index.html") {
		t.Errorf("a site without the page has make/ or links it: %v", err)
	}
}
