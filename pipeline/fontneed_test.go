package pipeline

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"testing"

	"github.com/hayami-mahjong/hayami/fonts"
)

// TestFontNeeded checks that a build without the CJK fonts (-tags
// nocjkext, as the page's; make test runs this test so too) fails with the
// font a Japanese sheet, or a club's name on an English one, needs first
// (the Japanese font, then its extension for a character beyond the
// catalogs) rather than drawing it with a later font, and builds once each
// is provided. (The page's browser test compares such a PDF with the
// command line's, byte for byte.)
func TestFontNeeded(t *testing.T) {
	const base, part = "VLPGothic-hayami.ttf", "VLPGothic-JISX0208-hayami.ttf"
	embedded := fonts.Present(part)
	if fonts.Present(base) != embedded {
		t.Fatalf("the Japanese font embedded: %v, its extension: %v", fonts.Present(base), embedded)
	}
	s := Defaults()
	s.Lang, s.Format, s.Sheets, s.Club = []string{"en"}, []string{"pdf"}, []string{"nondealer"}, "鷺宮麻雀倶楽部"
	needs := func(file string) {
		t.Helper()
		files, err := Build(s)
		var need *FontNeededError
		switch {
		case embedded && (err != nil || len(files) != 1 || !bytes.Contains(files[0].Data, []byte("VL-PGothic"))):
			t.Fatalf("Build %v %q: %v, %v", s.Lang, s.Club, files, err)
		case !embedded && (!errors.As(err, &need) || need.File != file):
			t.Fatalf("Build %v %q without %s: %v, want a FontNeededError", s.Lang, s.Club, file, err)
		}
	}
	provide := func(file string) {
		t.Helper()
		ttf, err := os.ReadFile("../fonts/" + file)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		if _, err := w.Write(ttf); err != nil || w.Close() != nil {
			t.Fatal(err)
		}
		if err := fonts.Provide(file, b.Bytes()); err != nil {
			t.Fatal(err)
		}
	}
	needs(base) // a club's name in kanji on an English sheet
	s.Format = []string{"html"}
	if _, err := Build(s); err != nil {
		t.Errorf("a Japanese HTML sheet needs no font: %v", err)
	}
	s.Lang, s.Format, s.Club = []string{"ja"}, []string{"pdf"}, ""
	needs(base)
	if embedded {
		return
	}
	provide(base)
	if files, err := Build(s); err != nil || len(files) != 1 {
		t.Fatalf("Build ja with %s provided: %v, %v", base, files, err)
	}
	s.Club = "鷺宮麻雀倶楽部"
	if base, _ := fonts.Named("VL PGothic"); base.Has('鷺') {
		t.Fatal("the base Japanese font has 鷺: choose a character only the extension has")
	}
	needs(part)
	packed, err := os.ReadFile("../fonts/" + part + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	if err := fonts.Provide(part, packed); err != nil {
		t.Fatal(err)
	}
	if files, err := Build(s); err != nil || len(files) != 1 {
		t.Fatalf("Build with %s provided: %v, %v", part, files, err)
	}
	// A club name in a part Japanese sheets try later (Big5) still needs the
	// Japanese part first, then that one.
	s.Club = "鷺宮 堃"
	var need *FontNeededError
	if _, err := Build(s); !errors.As(err, &need) || need.File == part {
		t.Errorf("a character beyond JIS X 0208: %v", err)
	}
}
