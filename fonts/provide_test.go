package fonts

import (
	"os"
	"strings"
	"testing"
)

// TestProvide checks that an extension handed in is drawn with, as a
// build without them (-tags nocjkext, make test runs it so too) gets it,
// and that anything else is refused.
func TestProvide(t *testing.T) {
	const file = "BaekmukDotum-KSX1001-hayami.ttf"
	embedded := HasExtension(file)
	if _, err := files.Open(file + ".gz"); (err == nil) != embedded {
		t.Fatalf("HasExtension(%s) = %v, embedded: %v", file, embedded, err == nil)
	}
	if !embedded && Extension(file) != nil {
		t.Fatal("an extension this build leaves out is there before it is provided")
	}
	if base, _ := Named("Baekmuk Dotum"); base.Has('갊') {
		t.Fatal("the base font has 갊: choose a character only the extension has")
	}
	packed, err := os.ReadFile(file + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	if err := Provide(file, packed); err != nil {
		t.Fatal(err)
	}
	if f := Extension(file); f == nil || !f.Has('갊') {
		t.Error("the provided extension does not draw 갊, a KS X 1001 syllable outside the catalogs")
	}
	for _, bad := range []struct{ file, data, want string }{
		{"DejaVuSansCondensed-hayami.ttf", string(packed), "not one of hayami's font extensions"},
		{file, "short", "too short to be a gzipped font"},
		{file, strings.Repeat("x", 40), "gzip: invalid header"},
	} {
		if err := Provide(bad.file, []byte(bad.data)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("Provide(%s, %.10q): %v, want %q", bad.file, bad.data, err, bad.want)
		}
	}
}
