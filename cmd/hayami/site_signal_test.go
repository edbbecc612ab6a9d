//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSiteInterrupted runs the real program's whole site and sends it
// SIGINT, or SIGTERM, once a language's index page is written: it exits
// 130, or 143, saying only that it was interrupted; it leaves no temporary
// file, every file it wrote is whole, and its manifest lists them all.
func TestSiteInterrupted(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		t.Run(tt.sig.String(), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			site := filepath.Join(dir, "site")
			cmd := exec.Command(binary, "site", "--out", "site")
			cmd.Dir, cmd.Env = dir, append(os.Environ(), "GOMAXPROCS=2")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(2 * time.Millisecond) {
				if pages, _ := filepath.Glob(filepath.Join(site, "*", "*", "index.html")); len(pages) > 0 {
					break
				}
				if time.Now().After(deadline) {
					cmd.Process.Kill()
					cmd.Wait()
					t.Fatal("no index page after 20 s")
				}
			}
			if err := cmd.Process.Signal(tt.sig); err != nil {
				t.Fatal(err)
			}
			cmd.Wait()
			if code := cmd.ProcessState.ExitCode(); code != tt.code || stderr.String() != "hayami: interrupted\n" {
				t.Fatalf("exit %d, stderr %q; want %d, \"hayami: interrupted\"", code, stderr.String(), tt.code)
			}
			files := siteFiles(t, site)
			if files["index.html"] != nil {
				t.Error("the front page was written: the run was not interrupted midway")
			}
			for name, data := range files {
				whole := true
				switch filepath.Ext(name) {
				case ".pdf":
					whole = bytes.HasSuffix(bytes.TrimRight(data, "\r\n"), []byte("%%EOF"))
				case ".html":
					whole = bytes.HasSuffix(bytes.TrimSpace(data), []byte("</html>"))
				case ".json":
					whole = json.Valid(data)
				case ".md", ".csv":
					whole = bytes.HasSuffix(data, []byte("\n"))
				default:
					whole = name == manifestName
				}
				if !whole || strings.Contains(name, ".tmp") {
					t.Errorf("%s: not a whole file of the site", name)
				}
			}
			checkManifest(t, site)
		})
	}
}

// TestFileModes: build and site make files 0666 and folders 0777 less the
// umask. Not parallel: the umask is the whole process's.
func TestFileModes(t *testing.T) {
	for _, tt := range []struct {
		umask        int
		file, folder fs.FileMode
	}{{0o022, 0o644, 0o755}, {0o077, 0o600, 0o700}} {
		t.Run(fmt.Sprintf("umask%03o", tt.umask), func(t *testing.T) {
			old := syscall.Umask(tt.umask)
			t.Cleanup(func() { syscall.Umask(old) })
			dir := t.TempDir()
			for _, args := range [][]string{
				{"build", "--format", "md", "--out", "built/sheets"},
				{"site", "--presets", "tenhou", "--lang", "en", "--format", "md,json", "--out", "site"},
			} {
				if res := hayami(t, dir, args...); res.code != 0 {
					t.Fatalf("%v: exit %d: %s", args, res.code, res.stderr)
				}
			}
			n := 0
			for _, top := range []string{"built", "site"} {
				err := filepath.WalkDir(filepath.Join(dir, top), func(path string, d fs.DirEntry, err error) error {
					if err != nil {
						return err
					}
					info, err := d.Info()
					if err != nil {
						return err
					}
					want := tt.file
					if d.IsDir() {
						want = tt.folder
					}
					if info.Mode().Perm() != want {
						t.Errorf("%s: mode %v, want %v", path, info.Mode().Perm(), want)
					}
					n++
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			if n < 10 {
				t.Errorf("only %d files and folders", n)
			}
		})
	}
}
