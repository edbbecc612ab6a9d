//go:build maker

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/fonts"
)

// TestMakerWritesPage checks what hayami maker writes: the page, the
// WebAssembly build and Go's loader with its licence, every CJK font
// extension as the fonts folder holds it and every font's licence; that
// the page loads nothing from another site; and that hayami site writes
// the same page into make/ and links it from its front page.
func TestMakerWritesPage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if res := hayami(t, dir, "maker", "--out", "page"); res.code != 0 || !strings.Contains(res.stdout, "python3 -m http.server") {
		t.Fatalf("hayami maker: %d %s %s", res.code, res.stdout, res.stderr)
	}
	want := []string{"index.html", "app.js", "app.css", "worker.js", "hayami.wasm", "wasm_exec.js", "wasm_exec.LICENSE",
		"fonts/LICENSE-DejaVu.txt", "fonts/LICENSE-VLGothic.txt", "fonts/LICENSE-Baekmuk.txt", "fonts/LICENSE-ARPL-gbsn00lp.txt", "fonts/LICENSE-ARPL-bsmi00lp.txt"}
	for _, f := range fonts.Families {
		for _, part := range f.Extensions {
			want = append(want, "fonts/"+part+".gz")
			got, err := os.ReadFile(filepath.Join(dir, "page", "fonts", part+".gz"))
			if err != nil {
				t.Fatal(err)
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
	wasm, _ := os.ReadFile(filepath.Join(dir, "page", "hayami.wasm"))
	if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Error("hayami.wasm is not WebAssembly")
	}
	for _, name := range []string{"index.html", "app.js", "app.css", "worker.js"} {
		data, _ := os.ReadFile(filepath.Join(dir, "page", name))
		for _, far := range []string{"http://", "https://", "//cdn", "@import"} {
			if i := bytes.Index(data, []byte(far)); i >= 0 && !bytes.HasPrefix(data[i:], []byte("http://localhost")) {
				t.Errorf("%s loads from elsewhere: %q", name, data[i:min(len(data), i+60)])
			}
		}
	}
	if res := hayami(t, dir, "site", "--presets", "tenhou", "--lang", "en", "--format", "html", "--out", "site"); res.code != 0 {
		t.Fatal(res.stderr)
	}
	front, _ := os.ReadFile(filepath.Join(dir, "site", "index.html"))
	page, _ := os.ReadFile(filepath.Join(dir, "page", "index.html"))
	inSite, _ := os.ReadFile(filepath.Join(dir, "site", "make", "index.html"))
	if !bytes.Contains(front, []byte(`href="make/index.html"`)) || !bytes.Equal(page, inSite) {
		t.Error("hayami site does not write the page into make/ and link it")
	}
	if res := hayami(t, dir, "site", "--presets", "tenhou", "--lang", "en", "--format", "html", "--maker=false", "--out", "site"); res.code != 0 {
		t.Fatal(res.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "site", "make")); !os.IsNotExist(err) {
		t.Errorf("hayami site --maker=false left make/: %v", err)
	}
}
