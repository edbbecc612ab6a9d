// Package charset lists the characters of the national character sets
// the embedded CJK fonts cover: JIS X 0208, GB 2312, Big5 and KS X 1001,
// decoded code by code with golang.org/x/text/encoding. Only internal/cmd/fontcut and
// tests use it, so its tables stay out of the hayami binary.
package charset

import (
	"slices"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// Set is a national character set: its name, the encoding that decodes it,
// and the double-byte codes that belong to it.
type Set struct {
	Name     string
	encoding encoding.Encoding
	in       func(lead, trail int) bool
}

// Sets are the character sets of the embedded CJK fonts' extensions, by
// the font family that covers each (fonts.Families).
var Sets = map[string]Set{
	// JIS X 0208 in EUC-JP: rows 1–8 (symbols, digits, kana, Greek,
	// Cyrillic, box drawing) and 16–84 (kanji levels 1 and 2); row 13 and
	// rows 89–92 are NEC and IBM additions x/text also decodes.
	"VL PGothic": {"JIS X 0208", japanese.EUCJP, func(lead, trail int) bool {
		row := lead - 0xa0
		return trail >= 0xa1 && trail <= 0xfe && (row >= 1 && row <= 8 || row >= 16 && row <= 84)
	}},
	// GB 2312 in GBK: rows A1–A9 (symbols, kana, Greek, Cyrillic, pinyin,
	// bopomofo, box drawing) and B0–F7 (hanzi levels 1 and 2).
	"AR PL SungtiL GB": {"GB 2312", simplifiedchinese.GBK, func(lead, trail int) bool {
		return trail >= 0xa1 && trail <= 0xfe && (lead >= 0xa1 && lead <= 0xa9 || lead >= 0xb0 && lead <= 0xf7)
	}},
	// Big5: symbols A140–A3BF, common hanzi A440–C67E, less-common hanzi
	// C940–F9D5; the ETEN and HKSCS additions x/text decodes are left out.
	"AR PL Mingti2L Big5": {"Big5", traditionalchinese.Big5, func(lead, trail int) bool {
		if !(trail >= 0x40 && trail <= 0x7e || trail >= 0xa1 && trail <= 0xfe) {
			return false
		}
		code := lead<<8 | trail
		return code >= 0xa140 && code <= 0xa3bf || code >= 0xa440 && code <= 0xc67e || code >= 0xc940 && code <= 0xf9d5
	}},
	// KS X 1001 in EUC-KR: rows A1–FE × A1–FE (symbols, jamo, kana,
	// Greek, Cyrillic, 2,350 Hangul syllables, 4,888 hanja); the other
	// codes of x/text's decoder are Unified Hangul Code additions.
	"Baekmuk Dotum": {"KS X 1001", korean.EUCKR, func(lead, trail int) bool {
		return lead >= 0xa1 && lead <= 0xfe && trail >= 0xa1 && trail <= 0xfe
	}},
}

// Runes decodes every double-byte code of the set and returns the
// characters, sorted, each once; codes that decode to nothing or to a
// private-use character are left out.
func (s Set) Runes() []rune {
	dec := s.encoding.NewDecoder()
	seen := map[rune]bool{}
	for lead := 0x81; lead <= 0xfe; lead++ {
		for trail := 0x40; trail <= 0xfe; trail++ {
			if !s.in(lead, trail) {
				continue
			}
			out, err := dec.Bytes([]byte{byte(lead), byte(trail)})
			if err != nil {
				continue
			}
			r, n := utf8.DecodeRune(out)
			if n != len(out) || r == utf8.RuneError || unicode.Is(unicode.Co, r) {
				continue
			}
			seen[r] = true
		}
	}
	runes := make([]rune, 0, len(seen))
	for r := range seen {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	return runes
}
