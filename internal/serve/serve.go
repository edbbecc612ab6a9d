// Package serve serves a folder of static files over HTTP as a web host
// does ("hayami maker --serve"): each file with its media type, gzipped
// when the browser accepts it and the file is worth compressing, nothing
// outside the folder and no hidden file.
package serve

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Handler serves the files of one folder. The folder may change while it
// serves: a file is read, and compressed, again once its size or time
// has changed.
type Handler struct {
	root *os.Root
	mu   sync.Mutex
	gz   map[string]*packed // by path in the folder
}

// packed is one file gzipped, for the size and time it had.
type packed struct {
	mu      sync.Mutex // held while it is compressed
	size    int64
	modTime time.Time
	data    []byte
}

// New serves the folder dir; Close releases it.
func New(dir string) (*Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &Handler{root: root, gz: map[string]*packed{}}, nil
}

// Close releases the folder.
func (h *Handler) Close() error { return h.root.Close() }

// types are the media types of the files hayami writes, whatever the
// system's own table says; any other file's comes from that table.
var types = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".svg":         "image/svg+xml",
	".txt":         "text/plain; charset=utf-8",
	".license":     "text/plain; charset=utf-8", // wasm_exec.LICENSE
	".md":          "text/markdown; charset=utf-8",
	".csv":         "text/csv; charset=utf-8",
	".toml":        "application/toml",
	".pdf":         "application/pdf",
	".png":         "image/png",
	".zip":         "application/zip",
	".gz":          "application/gzip", // the font parts: the page unpacks them, the browser must not
}

// TypeOf is the media type a file is served with.
func TypeOf(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := types[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// compressible reports whether a media type is worth gzipping: text and
// WebAssembly, not what is compressed already.
func compressible(mediaType string) bool {
	mediaType, _, _ = strings.Cut(mediaType, ";")
	switch mediaType {
	case "application/wasm", "application/json", "application/manifest+json", "application/toml", "image/svg+xml":
		return true
	}
	return strings.HasPrefix(mediaType, "text/")
}

// acceptsGzip reports whether a request's Accept-Encoding takes gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(part, ";")
		if c := strings.ToLower(strings.TrimSpace(coding)); c != "gzip" && c != "x-gzip" {
			continue
		}
		q, found := strings.CutPrefix(strings.TrimSpace(params), "q=")
		v, err := strconv.ParseFloat(q, 64)
		return !found || err != nil || v > 0
	}
	return false
}

// ServeHTTP answers GET and HEAD with the file the path names: a folder's
// index.html for a folder (a folder's path without its final slash is
// redirected to it), else 404 Not Found.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" {
		name = "."
	}
	for _, part := range strings.Split(name, "/") {
		if part != "." && strings.HasPrefix(part, ".") { // .hayami-site, and a host's own hidden files
			http.NotFound(w, r)
			return
		}
	}
	info, err := h.root.Stat(name)
	if err == nil && info.IsDir() {
		if !strings.HasSuffix(r.URL.Path, "/") {
			target := r.URL.Path + "/"
			if r.URL.RawQuery != "" {
				target += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, target, http.StatusMovedPermanently)
			return
		}
		name = path.Join(name, "index.html")
		info, err = h.root.Stat(name)
	}
	if err != nil || !info.Mode().IsRegular() {
		http.NotFound(w, r)
		return
	}
	mediaType := TypeOf(name)
	header := w.Header()
	header.Set("Content-Type", mediaType)
	header.Set("Cache-Control", "no-cache") // the browser asks each time; an unchanged file is a 304
	header.Set("X-Content-Type-Options", "nosniff")
	tag := fmt.Sprintf(`"%x-%x`, info.Size(), info.ModTime().UnixNano())
	if compressible(mediaType) {
		header.Set("Vary", "Accept-Encoding")
		if acceptsGzip(r) {
			data, err := h.packed(name, info)
			if err != nil {
				http.Error(w, "cannot read "+name, http.StatusInternalServerError)
				return
			}
			header.Set("Content-Encoding", "gzip")
			header.Set("ETag", tag+`-gzip"`)
			http.ServeContent(w, r, "", info.ModTime(), bytes.NewReader(data))
			return
		}
	}
	f, err := h.root.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	header.Set("ETag", tag+`"`)
	http.ServeContent(w, r, "", info.ModTime(), f)
}

// packed is a file gzipped, compressed once for its size and time.
func (h *Handler) packed(name string, info fs.FileInfo) ([]byte, error) {
	h.mu.Lock()
	p := h.gz[name]
	if p == nil {
		p = &packed{}
		h.gz[name] = p
	}
	h.mu.Unlock()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.data != nil && p.size == info.Size() && p.modTime.Equal(info.ModTime()) {
		return p.data, nil
	}
	raw, err := h.root.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	z, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // a valid level: no error
	if _, err := z.Write(raw); err != nil {
		return nil, err
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	p.size, p.modTime, p.data = info.Size(), info.ModTime(), buf.Bytes()
	return p.data, nil
}

// Run serves h on ln until ctx ends, then lets the requests under way
// finish (for a few seconds at most) and returns nil; or returns why the
// server stopped by itself.
func Run(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	stopped := make(chan error, 1)
	go func() { stopped <- srv.Serve(ln) }()
	select {
	case err := <-stopped:
		return err
	case <-ctx.Done():
	}
	wait, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := srv.Shutdown(wait); err != nil {
		srv.Close()
	}
	if err := <-stopped; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// URL is the address a browser opens for a listener's address: localhost
// for one on every interface.
func URL(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return "http://" + a.String() + "/"
	}
	host := tcp.IP.String()
	if tcp.IP.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(tcp.Port)) + "/"
}
