package fonts_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/fonts/charset"
)

// TestNationalSetsPrint: each CJK family, its catalog cut and extension
// together, draws its national character set: all of JIS X 0208 and Big5
// (as package charset decodes them), all of GB 2312 but two codes GBK
// decodes beyond it, all of KS X 1001 but the euro and registered signs its
// 1998 edition added. The extension repeats no glyph of the catalog cut.
func TestNationalSetsPrint(t *testing.T) {
	t.Parallel()
	want := map[string][2]int{ // characters printed, characters in the set
		"VL PGothic":          {6879, 6879},
		"Baekmuk Dotum":       {8224, 8226},
		"AR PL SungtiL GB":    {7478, 7480},
		"AR PL Mingti2L Big5": {13459, 13459},
	}
	for _, fam := range fonts.Families[1:] {
		regular, _ := fonts.Named(fam.Name)
		var parts []*fonts.Font
		for _, part := range fam.Extensions {
			parts = append(parts, fonts.Extension(part))
		}
		inExtension := func(r rune) bool { return slices.ContainsFunc(parts, func(f *fonts.Font) bool { return f.Has(r) }) }
		set := charset.Sets[fam.Name]
		if set.Name != fam.Charset {
			t.Errorf("%s: charset %s, family says %s", fam.Name, set.Name, fam.Charset)
		}
		runes := set.Runes()
		printed := 0
		var missing []string
		for _, r := range runes {
			if inExtension(r) || regular.Has(r) && r < 0x2E80 {
				printed++
			} else {
				missing = append(missing, string(r))
			}
		}
		// The extensions hold the whole set but Latin, so that a catalog
		// change never recuts them.
		if got := [2]int{printed, len(runes)}; got != want[fam.Name] {
			t.Errorf("%s: %d of %d %s characters print (missing %s), want %v", fam.Name, printed, len(runes), set.Name, strings.Join(missing, " "), want[fam.Name])
		}
	}
}
