//go:build maker

package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/version"
)

// TestMakerWritesPage checks what hayami maker writes: the page, the
// WebAssembly build and Go's loader with its licence, each CJK font
// gzipped and every CJK font extension as the fonts folder holds it, and
// every font's licence; that
// the page loads nothing from another site; and that hayami site writes
// the same page into make/ and links it from its front page.
func TestMakerWritesPage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if res := hayami(t, dir, "maker", "--out", "page"); res.code != 0 || !strings.Contains(res.stdout, "hayami maker --serve --out page") {
		t.Fatalf("hayami maker: %d %s %s", res.code, res.stdout, res.stderr)
	}
	want := []string{"index.html", "app.js", "panel-calc.js", "panel-fu.js", "panel-gap.js", "panel-trainer.js", "app.css", "worker.js", "hayami.wasm", "wasm_exec.js", "wasm_exec.LICENSE", "manifest.webmanifest", "icon.svg", "sw.js",
		"fonts/LICENSE-DejaVu.txt", "fonts/LICENSE-VLGothic.txt", "fonts/LICENSE-Baekmuk.txt", "fonts/LICENSE-ARPL-gbsn00lp.txt", "fonts/LICENSE-ARPL-bsmi00lp.txt"}
	for _, f := range fonts.Families {
		for _, part := range f.OnDemand() {
			want = append(want, "fonts/"+part+".gz")
			got, err := os.ReadFile(filepath.Join(dir, "page", "fonts", part+".gz"))
			if err != nil {
				t.Fatal(err)
			}
			if part == f.Regular { // the family's font, packed by hayami maker
				ttf, err := os.ReadFile(filepath.Join(repoFile("fonts"), part))
				if err != nil {
					t.Fatal(err)
				}
				if got, err = gunzipped(got); err != nil || !bytes.Equal(got, ttf) {
					t.Errorf("fonts/%s.gz does not unpack to the fonts folder's %s (%v)", part, part, err)
				}
				continue
			}
			packed, err := os.ReadFile(filepath.Join(repoFile("fonts"), part+".gz"))
			if err != nil || !bytes.Equal(got, packed) {
				t.Errorf("fonts/%s.gz is not the fonts folder's (%v)", part, err)
			}
		}
	}
	for _, name := range want {
		info, err := os.Stat(filepath.Join(dir, "page", filepath.FromSlash(name)))
		if err != nil || info.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	checkWorker(t, filepath.Join(dir, "page"))
	wasm, _ := os.ReadFile(filepath.Join(dir, "page", "hayami.wasm"))
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Error("hayami.wasm is not WebAssembly")
	}
	for _, name := range []string{"index.html", "app.js", "panel-calc.js", "panel-fu.js", "panel-gap.js", "panel-trainer.js", "app.css", "worker.js", "sw.js", "manifest.webmanifest"} {
		data, _ := os.ReadFile(filepath.Join(dir, "page", name))
		for _, far := range []string{"http://", "https://", "//cdn", "@import"} {
			if i := bytes.Index(data, []byte(far)); i >= 0 && !bytes.HasPrefix(data[i:], []byte("http://localhost")) {
				t.Errorf("%s loads from elsewhere: %q", name, data[i:min(len(data), i+60)])
			}
		}
	}
	res := hayami(t, dir, "site", "--presets", "tenhou", "--lang", "en", "--format", "html", "--maker", "--out", "site")
	if res.code != 0 {
		t.Fatal(res.stderr)
	}
	if !regexp.MustCompile(`, with the page that makes sheets in make/ \(\d+ files, [\d.]+ MB\)`).MatchString(res.stdout) {
		t.Errorf("the summary does not say what the page adds: %s", res.stdout)
	}
	front, _ := os.ReadFile(filepath.Join(dir, "site", "index.html"))
	page, _ := os.ReadFile(filepath.Join(dir, "page", "index.html"))
	inSite, _ := os.ReadFile(filepath.Join(dir, "site", "make", "index.html"))
	if !bytes.Contains(front, []byte(`href="make/index.html"`)) || !bytes.Equal(page, inSite) {
		t.Error("hayami site does not write the page into make/ and link it")
	}
	if res := hayami(t, dir, "site", "--presets", "tenhou", "--lang", "en", "--format", "html", "--out", "site"); res.code != 0 {
		t.Fatal(res.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "site", "make")); !os.IsNotExist(err) {
		t.Errorf("hayami site without --maker left make/: %v", err)
	}
}

// checkWorker checks the service worker of the page in dir: it keeps
// every file of the page but itself and the font parts, and its version
// is hayami's with a digest of them.
func checkWorker(t *testing.T, dir string) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^const page = (\{.*\});$`).FindSubmatch(src)
	if m == nil {
		t.Fatal("sw.js has no page files")
	}
	var page struct {
		Version string
		Files   []string
	}
	if err := json.Unmarshal(m[1], &page); err != nil {
		t.Fatal(err)
	}
	var want []string
	err = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		name, _ := filepath.Rel(dir, p)
		name = filepath.ToSlash(name)
		if name == "index.html" {
			name = "./" // the address the page is opened at
		}
		if err == nil && !d.IsDir() && name != "sw.js" && name != ".hayami-site" && !strings.HasPrefix(name, "fonts/") {
			want = append(want, name)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^`+regexp.QuoteMeta(version.Current)+`-[0-9a-f]{12}$`).MatchString(page.Version) || strings.Join(page.Files, " ") != strings.Join(want, " ") {
		t.Errorf("sw.js: version %q, keeps %q; want %s-DIGEST and %q", page.Version, page.Files, version.Current, want)
	}
}

// TestMakerServe runs hayami maker --serve on any free port, as a user
// does: it writes the page, says where it serves it, serves each file
// with its media type and gzipped where the browser accepts it, and stops
// cleanly on Ctrl-C (its context ends with the interrupt as cause), with
// exit code 0. A port in use, or --addr without --serve, stops it before
// it writes anything.
func TestMakerServe(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ctx, interrupt := context.WithCancelCause(context.Background())
	defer interrupt(nil)
	out, printed := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		code := runContext(ctx, clibase.System{Dir: dir, Getenv: func(k string) string { return map[string]string{"GOMEMLIMIT": "off"}[k] }},
			[]string{"maker", "--out", "page", "--serve", "--addr", "127.0.0.1:0"}, printed, &stderr)
		printed.Close()
		done <- code
	}()
	lines := make(chan string, 8)
	go func() {
		for s := bufio.NewScanner(out); s.Scan(); {
			lines <- s.Text()
		}
		close(lines)
	}()
	var first string
	select {
	case first = <-lines:
	case code := <-done:
		t.Fatalf("hayami maker --serve exited %d: %s", code, stderr.String())
	case <-time.After(time.Minute):
		t.Fatal("hayami maker --serve said nothing in a minute")
	}
	url := regexp.MustCompile(`serving it at (http://127\.0\.0\.1:\d+/) \(Ctrl-C stops\)$`).FindStringSubmatch(first)
	if url == nil || !strings.HasPrefix(first, "wrote the page (") {
		t.Fatalf("hayami maker --serve says %q", first)
	}
	parts, _ := filepath.Glob(filepath.Join(dir, "page", "fonts", "*.gz"))
	if len(parts) == 0 {
		t.Fatal("no font part in the page")
	}
	for _, tt := range []struct{ path, mediaType, encoding string }{
		{"", "text/html; charset=utf-8", "gzip"},
		{"hayami.wasm", "application/wasm", "gzip"},
		{"manifest.webmanifest", "application/manifest+json", "gzip"},
		{"sw.js", "text/javascript; charset=utf-8", "gzip"},
		{"icon.svg", "image/svg+xml", "gzip"},
		{"fonts/" + filepath.Base(parts[0]), "application/gzip", ""},
	} {
		req, _ := http.NewRequest(http.MethodGet, url[1]+tt.path, nil)
		req.Header.Set("Accept-Encoding", "gzip") // set by hand: the client then leaves the body gzipped
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if tt.encoding == "gzip" {
			if body, err = gunzipped(body); err != nil {
				t.Errorf("/%s: not gzip: %v", tt.path, err)
			}
		}
		file := map[string]string{"": "index.html"}[tt.path]
		if file == "" {
			file = tt.path
		}
		want, _ := os.ReadFile(filepath.Join(dir, "page", filepath.FromSlash(file)))
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != tt.mediaType || res.Header.Get("Content-Encoding") != tt.encoding || !bytes.Equal(body, want) {
			t.Errorf("/%s: %d, %s, Content-Encoding %q, %d bytes; want 200, %s, %q and %s's %d bytes", tt.path, res.StatusCode,
				res.Header.Get("Content-Type"), res.Header.Get("Content-Encoding"), len(body), tt.mediaType, tt.encoding, file, len(want))
		}
		if tt.path == "manifest.webmanifest" {
			var m struct{ StartURL, Display string }
			if err := json.Unmarshal(body, &struct {
				StartURL *string `json:"start_url"`
				Display  *string `json:"display"`
			}{&m.StartURL, &m.Display}); err != nil || m.StartURL != "." || m.Display != "standalone" {
				t.Errorf("manifest.webmanifest: %+v, %v", m, err)
			}
		}
	}
	if res, err := http.Get(url[1] + "missing.js"); err != nil || res.StatusCode != http.StatusNotFound {
		t.Errorf("a missing file: %v %v", res, err)
	}
	interrupt(&clibase.InterruptError{Signal: os.Interrupt}) // as Ctrl-C does
	select {
	case code := <-done:
		last := <-lines
		if code != 0 || last != "stopped serving page" || stderr.Len() > 0 {
			t.Errorf("after Ctrl-C: exit %d, %q, stderr %q; want 0 and only \"stopped serving page\"", code, last, stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("hayami maker --serve did not stop in 10 s after Ctrl-C")
	}
	if _, err := http.Get(url[1]); err == nil {
		t.Error("the page is still served after Ctrl-C")
	}

	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	port := taken.Addr().(*net.TCPAddr).Port
	res := hayami(t, dir, "maker", "--out", "other", "--serve", "--addr", taken.Addr().String())
	if want := "--addr 127.0.0.1:" + strconv.Itoa(port+1); res.code != 1 || !strings.Contains(res.stderr, "the port is in use") || !strings.Contains(res.stderr, want) {
		t.Errorf("a port in use: exit %d, %q; want 1, the port named in use and %s", res.code, res.stderr, want)
	}
	res = hayami(t, dir, "maker", "--out", "other", "--addr", "127.0.0.1:0")
	if res.code != 2 || !strings.Contains(res.stderr, "--serve") {
		t.Errorf("--addr without --serve: exit %d, %q", res.code, res.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "other")); !os.IsNotExist(err) {
		t.Errorf("a run that could not serve wrote the page: %v", err)
	}
}

// gunzipped unpacks gzipped bytes.
func gunzipped(packed []byte) ([]byte, error) {
	z, err := gzip.NewReader(bytes.NewReader(packed))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(z)
}
