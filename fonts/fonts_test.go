package fonts_test

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"github.com/hayami-mahjong/hayami/fonts"
)

// TestEmbeddedFontsKeepTheirNotices: cutting a font keeps its copyright
// and, where it has them, its trademark and licence texts, and its
// description says how the file was changed (fonts/README.md).
func TestEmbeddedFontsKeepTheirNotices(t *testing.T) {
	t.Parallel()
	for _, fam := range fonts.Families {
		regular, bold := fonts.Named(fam.Name)
		all := []*fonts.Font{regular, bold}
		for _, part := range fam.Extensions {
			if ext := fonts.Extension(part); ext != nil {
				all = append(all, ext)
			}
		}
		for _, f := range all {
			parsed, err := sfnt.Parse(f.Data)
			if err != nil {
				t.Fatalf("%s: %v", f.Name, err)
			}
			var buf sfnt.Buffer
			get := func(id sfnt.NameID) string { s, _ := parsed.Name(&buf, id); return s }
			if get(sfnt.NameIDCopyright) == "" {
				t.Errorf("%s: no copyright notice", f.Name)
			}
			if d := get(sfnt.NameIDDescription); !regexp.MustCompile(`Cut by hayami's (fonts/cut|internal/cmd/fontcut) from Debian's`).MatchString(d) {
				t.Errorf("%s: the description does not say how the file was changed: %q", f.Name, d)
			}
			if fam.Name == "DejaVu Sans Condensed" || strings.HasPrefix(fam.Name, "AR PL") {
				if l := get(sfnt.NameIDLicense); len(l) < 1000 {
					t.Errorf("%s: licence text %d characters; it must stay in the font", f.Name, len(l))
				}
			}
		}
	}
}
