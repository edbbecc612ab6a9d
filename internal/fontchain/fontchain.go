// Package fontchain orders the embedded fonts behind a PDF sheet's own:
// the Chinese, Japanese and Korean fonts that draw the characters its
// fonts lack, in the order a sheet of each language tries them.
package fontchain

import (
	"slices"
	"sync"
	"unicode"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/pdf"
)

// cjkFamilies are the embedded CJK families, each the font family of the
// language it is tried first for, as its catalog names it.
type cjkFamilies struct{ japanese, korean, hans, hant string }

// cjk reads the families from the catalogs once.
var cjk = sync.OnceValue(func() cjkFamilies {
	font := locale.FontFamily
	return cjkFamilies{font(language.Japanese), font(language.Korean), font(language.SimplifiedChinese), font(language.TraditionalChinese)}
})

// others is the order other CJK families are tried in for Han characters
// (and everything else) the sheet's own fonts lack: the other Chinese
// script first for Chinese sheets, Traditional for Japanese and Korean
// (hanja are traditional forms), and Japanese first for the rest.
func (c cjkFamilies) others() map[string][]string {
	return map[string][]string{
		c.japanese: {c.hant, c.hans, c.korean},
		c.hans:     {c.hant, c.japanese, c.korean},
		c.hant:     {c.hans, c.japanese, c.korean},
		c.korean:   {c.hant, c.japanese, c.hans},
	}
}

// For is the chain behind the fonts of a sheet whose language is printed
// in family (userFont: a font file draws it instead), for text its catalog
// does not have (a club's name): kana from the Japanese fonts and Hangul
// from the Korean ones whatever the sheet's language; then the language's
// own national set (all of it when a font file draws the sheet); then the
// other CJK families, each font and its extensions, which load loads by
// file name (fonts.Named's and fonts.Extension's, or a loader noting one
// that is not there).
func For(family string, userFont bool, load func(file string) *fonts.Font) []pdf.FontLink {
	kana := func(r rune) bool { return unicode.In(r, unicode.Hiragana, unicode.Katakana) }
	hangul := func(r rune) bool { return unicode.Is(unicode.Hangul, r) }
	var links []pdf.FontLink
	add := func(fam string, regular bool, only func(rune) bool) {
		i := slices.IndexFunc(fonts.Families, func(f fonts.Family) bool { return f.Name == fam })
		f := fonts.Families[i]
		if regular {
			links = append(links, pdf.FontLink{Name: f.Regular, Load: func() *fonts.Font { return load(f.Regular) }, Only: only})
		}
		for _, part := range f.Extensions {
			links = append(links, pdf.FontLink{Name: part, Load: func() *fonts.Font { return load(part) }, Only: only})
		}
	}
	c := cjk()
	if family != c.japanese {
		add(c.japanese, true, kana)
	}
	if family != c.korean {
		add(c.korean, true, hangul)
	}
	order, own := c.others()[family]
	if own {
		add(family, userFont, nil)
	} else {
		order = []string{c.japanese, c.hant, c.hans, c.korean}
	}
	for _, fam := range order {
		add(fam, true, func(r rune) bool { return fam == c.korean || !hangul(r) })
	}
	return links
}
