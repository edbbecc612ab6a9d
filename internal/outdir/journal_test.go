package outdir

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/pipeline"
)

// TestKilledRunIsTakenOver: a run that dies after writing a file (its
// process gone: the lock released, no Finish) leaves a journal and a
// temporary file; the next run accepts the folder, removes the temporary
// file and lists the dead run's file in its manifest; and while a run
// holds the folder, another is refused with the holder's process id.
func TestKilledRunIsTakenOver(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "site")
	first, err := Open(dir, "site", nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := first.Write("tenhou/en", []pipeline.File{{Name: "a.html", Data: []byte("a")}}); r.Err != nil {
		t.Fatal(r.Err)
	}
	if _, err := Open(dir, "site", nil); err == nil || !strings.Contains(err.Error(), "another hayami run (process "+strconv.Itoa(os.Getpid())+") is writing this folder now") {
		t.Errorf("a second run while the first holds the folder: %v", err)
	}
	leftover := filepath.Join(dir, "tenhou", "en", ".b.html.4242-7.tmp")
	if err := os.WriteFile(leftover, []byte("half"), 0o666); err != nil {
		t.Fatal(err)
	}
	if r := first.Write("tenhou/en", []pipeline.File{{Name: "b.html", Data: []byte("b")}}); r.Err != nil {
		t.Fatal(r.Err)
	}
	first.release() // the process dies: the kernel closes its files

	if _, err := os.Stat(filepath.Join(dir, Manifest)); err == nil {
		t.Fatal("a manifest before the run finished")
	}
	next, err := Open(dir, "site", nil)
	if err != nil {
		t.Fatalf("the folder a killed run left: %v", err)
	}
	if _, err := os.Stat(leftover); !os.IsNotExist(err) {
		t.Errorf("the killed run's temporary file is still there: %v", err)
	}
	if r := next.Write("tenhou/en", []pipeline.File{{Name: "a.html", Data: []byte("A")}}); r.Err != nil {
		t.Fatal(r.Err)
	}
	if err := next.Finish(false); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, Manifest)); string(got) != "tenhou/en/a.html\ntenhou/en/b.html\n" {
		t.Errorf("manifest %q, want a.html and b.html", got)
	}
	if _, err := os.Stat(filepath.Join(dir, Journal)); !os.IsNotExist(err) {
		t.Errorf("the journal is still there after Finish: %v", err)
	}
}

// TestTemporaryNames: only createTemp's names for a file are its
// temporary files.
func TestTemporaryNames(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]bool{
		".a.html.12-3.tmp": true, ".a.html.12-.tmp": false, ".a.html.x-3.tmp": false,
		".a.html.12-3.tmp.keep": false, "a.html.12-3.tmp": false, ".b.html.12-3.tmp": false,
	} {
		if got := isTemporaryOf(name, "a.html"); got != want {
			t.Errorf("isTemporaryOf(%q, a.html) = %v", name, got)
		}
	}
}
