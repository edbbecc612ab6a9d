//go:build unix

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/outdir"
)

// TestSiteInterrupted runs the whole site as run does, listening for
// signals, and sends this process SIGINT, SIGTERM, SIGHUP or SIGQUIT once
// a language's index page is written: the run exits 130, 143, 129 or 131,
// saying
// only that it was interrupted; it leaves no temporary file, every file it
// wrote is whole, its manifest lists them all, and it wrote no front page.
// The run waits at its next file until the signal has ended its context,
// so that no machine is fast enough to finish the site first, nor slow
// enough to miss a deadline. The subtests take turns: a signal reaches
// every listener in the process.
func TestSiteInterrupted(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		sig  syscall.Signal
		code int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}, {syscall.SIGHUP, 129}, {syscall.SIGQUIT, 131}} {
		t.Run(tt.sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			site := filepath.Join(dir, "site")
			guard := make(chan os.Signal, 1) // the process outlives a run that does not listen
			signal.Notify(guard, tt.sig)
			defer signal.Stop(guard)
			ctx, stop := cli.NotifyInterrupt(context.Background())
			defer stop()
			at := &signalAt{Context: ctx, sig: tt.sig, at: func() bool {
				pages, _ := filepath.Glob(filepath.Join(site, "*", "*", "index.html"))
				return len(pages) > 0
			}}
			res := hayamiContext(t, at, dir, nil, "site", "--out", "site")
			if at.err != nil {
				t.Fatal(at.err)
			}
			if !at.sent {
				t.Fatal("the run wrote no index page")
			}
			if res.code != tt.code || res.stderr != "hayami: interrupted\n" || res.stdout != "" {
				t.Fatalf("exit %d, stdout %q, stderr %q; want %d, only \"hayami: interrupted\"", res.code, res.stdout, res.stderr, tt.code)
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
					whole = name == outdir.Manifest
				}
				if !whole || strings.Contains(name, ".tmp") {
					t.Errorf("%s: not a whole file of the site", name)
				}
			}
			checkManifest(t, site)
		})
	}
}

// signalAt is a run's context that, the first time the run asks whether
// it was interrupted once at holds, sends this process sig and waits
// until that has ended the context (at most 20 s: else err).
type signalAt struct {
	context.Context
	sig  syscall.Signal
	at   func() bool
	once sync.Once
	sent bool
	err  error
}

// Err is the run's question, asked before each file it writes.
func (c *signalAt) Err() error {
	if c.Context.Err() == nil && c.at() {
		c.once.Do(func() {
			if c.err = syscall.Kill(os.Getpid(), c.sig); c.err != nil {
				return
			}
			c.sent = true
			select {
			case <-c.Done():
			case <-time.After(20 * time.Second):
				c.err = fmt.Errorf("%v did not end the run's context in 20 s", c.sig)
			}
		})
	}
	return c.Context.Err()
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
