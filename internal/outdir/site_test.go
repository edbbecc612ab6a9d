package outdir_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// TestSite writes a site twice into a new folder: the first run's files
// and its manifest, then a second run that writes fewer files, whose
// finish removes the first run's other file; a folder hayami did not make
// is refused, and an interrupt stops writing before the next file.
func TestSite(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "site")
	o, err := outdir.Open(dir, "site", nil)
	if err != nil {
		t.Fatal(err)
	}
	r := o.Write("tenhou/en", []pipeline.File{{Name: "a.html", Data: []byte("a")}, {Name: "b.html", Data: []byte("bb")}})
	if r.Err != nil || r.Files != 2 || r.Bytes != 3 {
		t.Fatalf("first write: %+v", r)
	}
	if err := o.Finish(true); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(dir, outdir.Manifest)); got != "tenhou/en/a.html\ntenhou/en/b.html\n" {
		t.Errorf("manifest %q", got)
	}

	again, err := outdir.Open(dir, "site", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := again.Claim("tenhou"); err != nil {
		t.Errorf("the last run's folder: %v", err)
	}
	if r := again.Write("tenhou/en", []pipeline.File{{Name: "a.html", Data: []byte("A")}}); r.Err != nil {
		t.Fatal(r.Err)
	}
	if err := again.Finish(true); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "tenhou/en/b.html")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the last run's b.html is still there: %v", err)
	}
	if got := read(t, filepath.Join(dir, "tenhou/en/a.html")); got != "A" {
		t.Errorf("a.html = %q", got)
	}

	theirs := t.TempDir()
	if err := os.WriteFile(filepath.Join(theirs, "notes.txt"), nil, 0o666); err != nil {
		t.Fatal(err)
	}
	if _, err := outdir.Open(theirs, "theirs", nil); err == nil || !strings.Contains(err.Error(), "hayami did not make it") {
		t.Errorf("a folder of someone else's: %v", err)
	}

	stop := errors.New("interrupted")
	o, err = outdir.Open(filepath.Join(t.TempDir(), "new"), "new", func() error { return stop })
	if err != nil {
		t.Fatal(err)
	}
	if r := o.Write("", []pipeline.File{{Name: "x.html"}}); !errors.Is(r.Err, stop) || r.Files != 0 {
		t.Errorf("an interrupted write: %+v", r)
	}
}

// TestWriteFile: a file written whole, with no temporary file left beside it.
func TestWriteFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "sheet.md")
	if err := outdir.WriteFile(path, []byte("| Fu |")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); got != "| Fu |" {
		t.Errorf("wrote %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files, want the one written", len(entries))
	}
	if err := outdir.WriteFile(filepath.Join(dir, "missing", "x"), nil); err == nil || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("into a missing folder: %v, want an error that names no temporary file", err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
