package serve

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// folder writes a page's files into a new folder inside another one,
// which holds a file the server must never give out.
func folder(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	outer := t.TempDir()
	dir := filepath.Join(outer, "make")
	files := map[string][]byte{
		"index.html":           []byte("<!DOCTYPE html><title>hayami</title>" + strings.Repeat("<p>points</p>", 200)),
		"app.js":               []byte(strings.Repeat("console.log('hayami');\n", 100)),
		"hayami.wasm":          append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{0, 1, 2, 3}, 4000)...),
		"manifest.webmanifest": []byte(`{"name": "hayami", "start_url": "."}`),
		"icon.svg":             []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`),
		"fonts/part.ttf.gz":    gzipped(t, bytes.Repeat([]byte("glyph"), 1000)),
		"fonts/LICENSE.txt":    []byte("licence"),
		"wasm_exec.LICENSE":    []byte("licence"),
		".hayami-site":         []byte("the list"),
	}
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(outer, "secret.txt"), []byte("not served"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outer, "secret.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return dir, files
}

func gzipped(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	z.Write(data)
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// get asks h for target, gzip accepted or not, and returns the response
// with its body unpacked as the browser would.
func get(t *testing.T, h http.Handler, method, target string, gz bool) (*http.Response, []byte) {
	t.Helper()
	r := httptest.NewRequest(method, target, nil)
	if gz {
		r.Header.Set("Accept-Encoding", "br, gzip;q=0.8, deflate")
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	res := w.Result()
	body, _ := io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") == "gzip" && len(body) > 0 { // a HEAD has none
		z, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("%s: gzip: %v", target, err)
		}
		if body, err = io.ReadAll(z); err != nil {
			t.Fatalf("%s: gzip: %v", target, err)
		}
	}
	return res, body
}

// TestServe checks what the server gives for each file of a page: its
// bytes, its media type, gzipped only when asked and worth it (never a
// .gz file, which the page unpacks itself), and a 304 for a copy that is
// current; and that it gives nothing outside the folder nor a hidden file.
func TestServe(t *testing.T) {
	t.Parallel()
	dir, files := folder(t)
	h, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for _, tt := range []struct {
		target, file, mediaType string
		packed                  bool // gzipped when asked
	}{
		{"/", "index.html", "text/html; charset=utf-8", true},
		{"/index.html", "index.html", "text/html; charset=utf-8", true},
		{"/app.js", "app.js", "text/javascript; charset=utf-8", true},
		{"/hayami.wasm", "hayami.wasm", "application/wasm", true},
		{"/manifest.webmanifest", "manifest.webmanifest", "application/manifest+json", true},
		{"/icon.svg", "icon.svg", "image/svg+xml", true},
		{"/wasm_exec.LICENSE", "wasm_exec.LICENSE", "text/plain; charset=utf-8", true},
		{"/fonts/part.ttf.gz", "fonts/part.ttf.gz", "application/gzip", false},
		{"/fonts/LICENSE.txt", "fonts/LICENSE.txt", "text/plain; charset=utf-8", true},
	} {
		for _, gz := range []bool{false, true} {
			res, body := get(t, h, http.MethodGet, tt.target, gz)
			if res.StatusCode != http.StatusOK || !bytes.Equal(body, files[tt.file]) {
				t.Errorf("%s (gzip %v): %d, %d bytes; want 200 and %s's %d", tt.target, gz, res.StatusCode, len(body), tt.file, len(files[tt.file]))
			}
			if got := res.Header.Get("Content-Type"); got != tt.mediaType {
				t.Errorf("%s: Content-Type %q, want %q", tt.target, got, tt.mediaType)
			}
			if got, want := res.Header.Get("Content-Encoding") == "gzip", gz && tt.packed; got != want {
				t.Errorf("%s (gzip asked %v): gzipped %v, want %v", tt.target, gz, got, want)
			}
			if tt.packed && res.Header.Get("Vary") != "Accept-Encoding" {
				t.Errorf("%s: Vary %q", tt.target, res.Header.Get("Vary"))
			}
			again := httptest.NewRequest(http.MethodGet, tt.target, nil)
			again.Header.Set("If-None-Match", res.Header.Get("ETag"))
			if gz {
				again.Header.Set("Accept-Encoding", "gzip")
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, again)
			if w.Code != http.StatusNotModified {
				t.Errorf("%s (gzip %v) asked again with its ETag %s: %d, want 304", tt.target, gz, res.Header.Get("ETag"), w.Code)
			}
		}
	}
	for _, target := range []string{"/missing.js", "/fonts/missing.ttf.gz", "/../secret.txt", "/%2e%2e/secret.txt", "/fonts/../../secret.txt", "/link.txt", "/.hayami-site", "/fonts/"} {
		res, body := get(t, h, http.MethodGet, target, true)
		if res.StatusCode != http.StatusNotFound || bytes.Contains(body, []byte("not served")) || bytes.Contains(body, []byte("the list")) {
			t.Errorf("%s: %d %q, want 404 Not Found", target, res.StatusCode, body)
		}
	}
	if res, _ := get(t, h, http.MethodGet, "/fonts?x=1", true); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/fonts/?x=1" {
		t.Errorf("a folder without its slash: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	if res, body := get(t, h, http.MethodHead, "/hayami.wasm", true); res.StatusCode != http.StatusOK || len(body) != 0 {
		t.Errorf("HEAD: %d, %d bytes", res.StatusCode, len(body))
	}
	if res, _ := get(t, h, http.MethodPost, "/index.html", true); res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d", res.StatusCode)
	}
	// A file rewritten while the server runs is served as it is now.
	later := time.Now().Add(time.Hour)
	if err := os.WriteFile(filepath.Join(dir, "app.js"), []byte("// version 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(dir, "app.js"), later, later); err != nil {
		t.Fatal(err)
	}
	if _, body := get(t, h, http.MethodGet, "/app.js", true); string(body) != "// version 2\n" {
		t.Errorf("app.js rewritten: served %q", body)
	}
}

// TestAcceptsGzip checks how Accept-Encoding is read.
func TestAcceptsGzip(t *testing.T) {
	t.Parallel()
	for header, want := range map[string]bool{"": false, "gzip": true, "GZIP": true, "br, gzip": true, "gzip;q=0": false, "gzip; q=0.5": true,
		"deflate, br": false, "x-gzip": true, "identity": false, "gzipx": false} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("Accept-Encoding", header)
		if got := acceptsGzip(r); got != want {
			t.Errorf("Accept-Encoding %q: gzip %v, want %v", header, got, want)
		}
	}
}

// TestRun serves on a real port until the context ends, then returns nil
// and the port is free again.
func TestRun(t *testing.T) {
	t.Parallel()
	dir, files := folder(t)
	h, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Run(ctx, ln, h) }()
	res, err := http.Get("http://" + ln.Addr().String() + "/app.js") // the client asks for gzip and unpacks it
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(bufio.NewReader(res.Body))
	res.Body.Close()
	if !bytes.Equal(body, files["app.js"]) || !res.Uncompressed {
		t.Errorf("app.js over the network: %d bytes, gzipped %v", len(body), res.Uncompressed)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run after its context ended: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not stop when its context ended")
	}
	if _, err := http.Get("http://" + ln.Addr().String() + "/"); err == nil {
		t.Error("the server still answers")
	}
}

func TestURL(t *testing.T) {
	for _, c := range []struct {
		addr net.Addr
		want string
	}{
		{&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8000}, "http://127.0.0.1:8000/"},
		{&net.TCPAddr{IP: net.IPv4zero, Port: 8000}, "http://localhost:8000/"},
		{&net.TCPAddr{IP: net.IPv6unspecified, Port: 80}, "http://localhost:80/"},
		{&net.TCPAddr{IP: net.IPv6loopback, Port: 8001}, "http://[::1]:8001/"},
		{&net.UnixAddr{Name: "/tmp/s", Net: "unix"}, "http:///tmp/s/"},
	} {
		if got := URL(c.addr); got != c.want {
			t.Errorf("URL(%v) = %q, want %q", c.addr, got, c.want)
		}
	}
}
