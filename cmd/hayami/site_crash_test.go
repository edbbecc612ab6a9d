//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hayami-mahjong/hayami/internal/outdir"
)

// siteArgs is a site of three rule sets in four languages: long enough a
// run to be killed midway.
var siteArgs = []string{"site", "--presets", "ema2025,tenhou,mleague", "--lang", "en,ja,de,fr", "--format", "md,json,html", "--out", "site"}

// TestSiteAfterSIGKILL kills a real site run with SIGKILL once it has
// written a language's page: the next run into the folder succeeds, and
// leaves every file listed, no journal and no temporary file.
func TestSiteAfterSIGKILL(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	cmd := exec.Command(binary, siteArgs...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		pages, _ := filepath.Glob(filepath.Join(site, "*", "*", "index.html"))
		if len(pages) > 0 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("no index page after a minute: %s", stderr.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err == nil {
		t.Fatal("the run finished before it was killed: the test needs a longer site")
	}
	if _, err := os.Stat(filepath.Join(site, outdir.Journal)); err != nil {
		t.Fatalf("the killed run left no journal: %v", err)
	}
	res := binaryRun(t, dir, nil, siteArgs...)
	if res.code != 0 || !strings.HasPrefix(res.stdout, "wrote ") {
		t.Fatalf("the run after the kill: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
	checkManifest(t, site)
	for name := range siteFiles(t, site) {
		if strings.HasSuffix(name, ".tmp") || name == outdir.Journal {
			t.Errorf("%s left after the second run", name)
		}
	}
}

// TestSiteRunsAtOnce: while a run holds a site's folder, another is
// refused with the holder's process named and changes nothing; two real
// runs started together end with one whole site, and each either wrote it
// or said which process was writing.
func TestSiteRunsAtOnce(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	site := filepath.Join(dir, "site")
	holder, err := outdir.Open(site, "site", nil)
	if err != nil {
		t.Fatal(err)
	}
	res := binaryRun(t, dir, nil, siteArgs...)
	want := "hayami: --out site: another hayami run (process " + strconv.Itoa(os.Getpid()) + ") is writing this folder now: wait until it has finished, or choose another --out\n"
	if res.code != 1 || res.stderr != want {
		t.Errorf("while the folder is held: exit %d, stderr %q\nwant exit 1 and %q", res.code, res.stderr, want)
	}
	if err := holder.Finish(true); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(site); !os.IsNotExist(err) {
		t.Errorf("the folder the holder made and left empty is still there: %v", err)
	}

	runs := make([]*exec.Cmd, 2)
	outs := make([]*bytes.Buffer, 2)
	for i := range runs {
		runs[i], outs[i] = exec.Command(binary, siteArgs...), &bytes.Buffer{}
		runs[i].Dir, runs[i].Stdout, runs[i].Stderr = dir, outs[i], outs[i]
		if err := runs[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	wrote := 0
	for i, run := range runs {
		err := run.Wait()
		switch out := outs[i].String(); {
		case err == nil && strings.HasPrefix(out, "wrote "):
			wrote++
		case err != nil && strings.Contains(out, "another hayami run (process "):
		default:
			t.Errorf("run %d: %v\n%s", i+1, err, out)
		}
	}
	if wrote == 0 {
		t.Error("neither run wrote the site")
	}
	checkManifest(t, site)
}

// TestSiteMakesNoFolderThroughALink replaces a site's rule-set folder
// with a link to an empty folder outside --out: the next run is refused,
// and no folder is made where the link leads.
func TestSiteMakesNoFolderThroughALink(t *testing.T) {
	t.Parallel()
	dir, args, outside := siteWithLinkOut(t, "tenhou")
	res := hayami(t, dir, args...)
	if res.code != 1 || !strings.Contains(res.stderr, "tenhou/en in s is a link to a folder outside it") {
		t.Errorf("exit %d, stderr:\n%s", res.code, res.stderr)
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 0 {
		t.Errorf("the run made %d things in the folder the link leads to, first %s", len(entries), entries[0].Name())
	}
}
