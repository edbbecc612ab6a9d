package fonts

import (
	"bytes"
	"compress/gzip"
	"os"
	"strings"
	"testing"
)

// TestProvide checks that a CJK font and an extension handed in are drawn
// with, as a build without them (-tags nocjkext, make test runs it so too)
// gets them, that Packed gives what Provide takes, and that anything else
// is refused.
func TestProvide(t *testing.T) {
	const base, file = "BaekmukDotum-hayami.ttf", "BaekmukDotum-KSX1001-hayami.ttf"
	_, err := files.Open(file + ".gz")
	embedded := err == nil
	for _, f := range []string{base, file} {
		if Present(f) != embedded {
			t.Fatalf("Present(%s) = %v, the extension embedded: %v", f, Present(f), embedded)
		}
		if _, err := Packed(f); (err == nil) != embedded {
			t.Errorf("Packed(%s): %v, the extension embedded: %v", f, err, embedded)
		}
	}
	if regular, _ := Named("Baekmuk Dotum"); !embedded && (regular != nil || Extension(file) != nil) {
		t.Fatal("a CJK font this build leaves out is there before it is provided")
	}
	if !Present("DejaVuSansCondensed-hayami.ttf") || Extension("DejaVuSansCondensed-hayami.ttf") != nil {
		t.Error("the default font is not embedded, or counts as an extension")
	}
	ttf, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	if _, err := w.Write(ttf); err != nil || w.Close() != nil {
		t.Fatal(err)
	}
	if embedded {
		packed, err := Packed(base)
		if data, gzErr := gunzip(packed); err != nil || gzErr != nil || !bytes.Equal(data, ttf) {
			t.Errorf("Packed(%s) does not unpack to the file: %v, %v", base, err, gzErr)
		}
	}
	if err := Provide(base, b.Bytes()); err != nil {
		t.Fatal(err)
	}
	regular, bold := Named("Baekmuk Dotum")
	if regular == nil || bold != regular || !regular.Has('가') {
		t.Fatal("the provided font does not draw 가")
	}
	if regular.Has('갊') {
		t.Fatal("the base font has 갊: choose a character only the extension has")
	}
	packed, err := os.ReadFile(file + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	if err := Provide(file, packed); err != nil {
		t.Fatal(err)
	}
	if f := Extension(file); f == nil || !f.Has('갊') || !Present(file) {
		t.Error("the provided extension does not draw 갊, a KS X 1001 syllable outside the catalogs")
	}
	for _, bad := range []struct{ file, data, want string }{
		{"DejaVuSansCondensed-hayami.ttf", string(packed), "not one of hayami's CJK font files"},
		{file, "short", "too short to be a gzipped font"},
		{file, strings.Repeat("x", 40), "gzip: invalid header"},
	} {
		if err := Provide(bad.file, []byte(bad.data)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("Provide(%s, %.10q): %v, want %q", bad.file, bad.data, err, bad.want)
		}
	}
	if _, err := Packed("DejaVuSansCondensed-hayami.ttf"); err == nil {
		t.Error("Packed gives the default font")
	}
}
