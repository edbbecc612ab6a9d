// Package usertext is hayami's one rule for text that comes from users
// (titles, club and rule-set names, sources, notes, notation words, the
// names of house-rules files): which characters no sheet prints, in any
// format, and how a message quotes a name that has them.
//
// Refused are control characters, bidirectional controls (which make
// text read in another order than it is stored: "club\u202egnp.toml"
// shows as "clublmot.png"), zero-width and other invisible format
// characters, private-use characters and noncharacters. Text is refused
// rather than cleaned, so every format (PDF, HTML, Markdown, JSON, CSV,
// the page) prints the same characters or none.
//
// The zero-width non-joiner and joiner (U+200C, U+200D) are kept between
// two letters of a script that shapes its letters by them (Arabic and
// Persian, Syriac, N'Ko, Mongolian and the Indic scripts), where they
// change how a word is written and cannot reorder it. Elsewhere they are
// invisible and refused; that includes emoji sequences, which no
// embedded font draws either.
package usertext

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind says why a character is refused.
type Kind int

// The kinds of refused characters.
const (
	Allowed      Kind = iota // not refused
	Control                  // a control character (category Cc)
	Bidi                     // a bidirectional control
	Invisible                // a zero-width or other invisible format character (category Cf)
	PrivateUse               // a private-use character (category Co)
	Noncharacter             // a code point Unicode keeps out of text
)

// names are the refused characters a message names in words.
var names = map[rune]string{
	0x061C: "an Arabic letter mark",
	0x200B: "a zero-width space",
	0x200C: "a zero-width non-joiner",
	0x200D: "a zero-width joiner",
	0x200E: "a left-to-right mark",
	0x200F: "a right-to-left mark",
	0x202A: "a left-to-right embedding",
	0x202B: "a right-to-left embedding",
	0x202C: "a pop directional formatting",
	0x202D: "a left-to-right override",
	0x202E: "a right-to-left override",
	0x2060: "a word joiner",
	0x2066: "a left-to-right isolate",
	0x2067: "a right-to-left isolate",
	0x2068: "a first strong isolate",
	0x2069: "a pop directional isolate",
	0xFEFF: "a zero-width no-break space (byte order mark)",
	0x00AD: "a soft hyphen",
	0x001B: "an escape character",
}

// kinds are the noun and the reason a message gives for each kind.
var kinds = map[Kind][2]string{
	Control:      {"a control character", "which no sheet can print"},
	Bidi:         {"a bidirectional control", "which can make text read in another order than it is written"},
	Invisible:    {"an invisible character", "which can hide or join text unseen"},
	PrivateUse:   {"a private-use character", "which no font draws the same way"},
	Noncharacter: {"a noncharacter", "which Unicode keeps out of text"},
}

// joining are the scripts whose letters the zero-width non-joiner and
// joiner shape.
var joining = []*unicode.RangeTable{
	unicode.Arabic, unicode.Syriac, unicode.Nko, unicode.Mongolian,
	unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi, unicode.Gujarati,
	unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada,
	unicode.Malayalam, unicode.Sinhala,
}

// KindOf says whether rune r is refused, and why, ignoring its neighbours
// (see Find for the joiners between letters).
func KindOf(r rune) Kind {
	switch {
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r == 0x200E, r == 0x200F, r == 0x061C:
		return Bidi
	case unicode.Is(unicode.Cc, r):
		return Control
	case unicode.Is(unicode.Cf, r):
		return Invisible
	case unicode.Is(unicode.Co, r):
		return PrivateUse
	case r >= 0xFDD0 && r <= 0xFDEF, r&0xFFFE == 0xFFFE && r <= unicode.MaxRune:
		return Noncharacter
	}
	return Allowed
}

// Find returns the byte index of the first refused character of s, the
// character and why it is refused, or -1 when s has none. A joiner
// between two letters of a joining script is not refused.
func Find(s string) (int, rune, Kind) {
	prev := rune(-1)
	for i, r := range s {
		if k := kindAt(s, i, r, prev); k != Allowed {
			return i, r, k
		}
		prev = r
	}
	return -1, 0, Allowed
}

// kindAt is KindOf(r) for r at byte i of s, after prev (-1 at the start):
// a joiner between two letters of a joining script is allowed.
func kindAt(s string, i int, r, prev rune) Kind {
	k := KindOf(r)
	if r == 0x200C || r == 0x200D {
		next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		if joins(prev) && joins(next) {
			return Allowed
		}
	}
	return k
}

// joins reports whether r is a letter or a mark of a joining script.
func joins(r rune) bool {
	return (unicode.IsLetter(r) || unicode.IsMark(r)) && unicode.In(r, joining...)
}

// Error is text with a refused character.
type Error struct {
	Rune rune
	Kind Kind
}

// Error names the character, its code point and why it is refused:
// "a right-to-left override (U+202E), a bidirectional control, which …".
func (e *Error) Error() string {
	noun, reason := kinds[e.Kind][0], kinds[e.Kind][1]
	if e.Rune == 0x200C || e.Rune == 0x200D {
		reason = "which hayami keeps only between two letters of a script it shapes (Arabic, Persian, Indic scripts…), not in emoji sequences, which no sheet's font draws"
	}
	if name := names[e.Rune]; name != "" {
		return fmt.Sprintf("%s (%U), %s, %s", name, e.Rune, noun, reason)
	}
	return fmt.Sprintf("%s (%U), %s", noun, e.Rune, reason)
}

// Check returns an *Error for the first refused character of s, or nil.
// It does not check that s is UTF-8.
func Check(s string) error {
	if i, r, k := Find(s); i >= 0 {
		return &Error{Rune: r, Kind: k}
	}
	return nil
}

// Quote is s as a message names it: as it is when it is valid UTF-8 and
// has no refused character, else Go-quoted ("club\u202egnp\x1b[31m.toml"),
// so that no terminal escape sequence or bidirectional control reaches
// the reader raw.
func Quote(s string) string {
	if i, _, _ := Find(s); i < 0 && utf8.ValidString(s) {
		return s
	}
	return strconv.Quote(s)
}

// Escape is s with every refused character and byte that is not UTF-8
// written as a Go escape (\x1b, \u202e), without quotes: for a whole
// message, whatever names inside it were not quoted.
func Escape(s string) string {
	if i, _, _ := Find(s); i < 0 && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	prev := rune(-1)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case kindAt(s, i, r, prev) != Allowed:
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteString(s[i : i+size])
		}
		prev = r
		i += size
	}
	return b.String()
}
