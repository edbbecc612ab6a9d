package pipeline

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"github.com/hayami-mahjong/hayami/fonts"
)

// TestFontNeeded checks that a build without the CJK extensions (-tags
// nocjkext, as the page's; make test runs this test so too) fails with the
// extension a club's name needs rather than drawing it with a later font,
// and builds once it is provided. (The page's browser test compares such a
// PDF with the command line's, byte for byte.)
func TestFontNeeded(t *testing.T) {
	const part = "VLPGothic-JISX0208-hayami.ttf"
	s := Defaults()
	s.Lang, s.Format, s.Sheets, s.Club = []string{"ja"}, []string{"pdf"}, []string{"nondealer"}, "鷺宮麻雀倶楽部"
	if base, _ := fonts.Named("VL PGothic"); base.Has('鷺') {
		t.Fatal("the base Japanese font has 鷺: choose a character only the extension has")
	}
	embedded, err := Build(s)
	if fonts.HasExtension(part) {
		if err != nil {
			t.Fatal(err)
		}
		if len(embedded) != 1 || !bytes.Contains(embedded[0].Data, []byte("VL-PGothic")) {
			t.Fatalf("files: %v", embedded)
		}
		return
	}
	var need *FontNeededError
	if !errors.As(err, &need) || need.File != part {
		t.Fatalf("Build without %s: %v, want a FontNeededError", part, err)
	}
	packed, err := os.ReadFile("../fonts/" + part + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	if err := fonts.Provide(part, packed); err != nil {
		t.Fatal(err)
	}
	files, err := Build(s)
	if err != nil || len(files) != 1 {
		t.Fatalf("Build with %s provided: %v, %v", part, files, err)
	}
	// A club name in a part Japanese sheets try later (Big5) still needs the
	// Japanese part first, then that one.
	s.Club = "鷺宮 堃"
	if _, err := Build(s); !errors.As(err, &need) || need.File == part {
		t.Errorf("a character beyond JIS X 0208: %v", err)
	}
}
