package usertext

import (
	"strings"
	"testing"
)

func TestFind(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text string
		at   int // byte index of the refused character; -1: none
		kind Kind
	}{
		{"Tonbo Riichi Club", -1, Allowed},
		{"麻雀 クラブ 만관 Ж é ½ – →", -1, Allowed},
		{"نادي الرياضة", -1, Allowed},             // Arabic needs no control to read right to left
		{"می\u200cخواهم", -1, Allowed},            // Persian ZWNJ between two Arabic-script letters
		{"क्\u200dष", -1, Allowed},                // Devanagari ZWJ after a virama (a mark)
		{"\u0915\u094d\u200c\u0937", -1, Allowed}, // Devanagari ZWNJ
		{"e\u0301", -1, Allowed},                  // a combining accent
		{"✈\ufe0f", -1, Allowed},                  // an emoji's variation selector is a mark
		{"club\u202egnp.toml", 4, Bidi},           // right-to-left override
		{"a\u202ab\u202c", 1, Bidi},               // embedding
		{"\u2066x\u2069", 0, Bidi},                // isolates
		{"x\u200e", 1, Bidi},                      // left-to-right mark
		{"x\u200f", 1, Bidi},                      // right-to-left mark
		{"١\u061c٢", 2, Bidi},                     // Arabic letter mark
		{"pay\u200bpal", 3, Invisible},            // zero-width space
		{"pay\u200cpal", 3, Invisible},            // ZWNJ between Latin letters
		{"👨\u200d👩", 4, Invisible},                // ZWJ in an emoji sequence
		{"\u200dم", 0, Invisible},                 // ZWJ at the start
		{"م\u200c", 2, Invisible},                 // ZWNJ at the end
		{"a\u2060b", 1, Invisible},                // word joiner
		{"\ufeffname", 0, Invisible},              // byte order mark
		{"soft\u00adhyphen", 4, Invisible},        // soft hyphen
		{"tag\U000E0041", 3, Invisible},           // tag character
		{"bell\a", 4, Control},                    // C0
		{"red\x1b[31m", 3, Control},               // escape
		{"nul\x00", 3, Control},                   // NUL
		{"next\u0085line", 4, Control},            // C1
		{"priv\ue000", 4, PrivateUse},             // private use
		{"non\ufffe", 3, Noncharacter},            // noncharacters
		{"non\ufdd0", 3, Noncharacter},            //
		{"non\U0010ffff", 3, Noncharacter},        //
		{"ok\ufffd", -1, Allowed},                 // the replacement character is printable
		{strings.Repeat("a", 1000) + "\u202e", 1000, Bidi},
	} {
		at, _, kind := Find(c.text)
		if c.kind == Allowed {
			if at != -1 {
				t.Errorf("Find(%q) refuses byte %d (kind %d)", c.text, at, kind)
			}
			continue
		}
		if at != c.at || kind != c.kind {
			t.Errorf("Find(%q) = %d, kind %d; want %d, kind %d", c.text, at, kind, c.at, c.kind)
		}
	}
}

func TestCheckSaysWhy(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		"club\u202egnp": "a right-to-left override (U+202E), a bidirectional control, which can make text read in another order than it is written",
		"bell\a":        "a control character (U+0007), which no sheet can print",
		"red\x1b[31m":   "an escape character (U+001B), a control character, which no sheet can print",
		"a\u200bb":      "a zero-width space (U+200B), an invisible character, which can hide or join text unseen",
		"👨\u200d👩":      "a zero-width joiner (U+200D), an invisible character, which hayami keeps only between two letters of a script it shapes",
		"x\U000E0041":   "an invisible character (U+E0041), which can hide or join text unseen",
	} {
		err := Check(text)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Check(%q) = %v, want %q…", text, err, want)
		}
	}
	if err := Check("می\u200cخواهم"); err != nil {
		t.Errorf("Persian with a ZWNJ: %v", err)
	}
}

func TestQuoteAndEscape(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, quote, escape string }{
		{"house.toml", "house.toml", "house.toml"},
		{"my rules/麻雀.toml", "my rules/麻雀.toml", "my rules/麻雀.toml"},
		{"\x1b[31mRED\x1b[0m\x1b]0;pwned\a.toml", `"\x1b[31mRED\x1b[0m\x1b]0;pwned\a.toml"`, `\x1b[31mRED\x1b[0m\x1b]0;pwned\a.toml`},
		{"club\u202egnp.toml", `"club\u202egnp.toml"`, `club\u202egnp.toml`},
		{"bad\xffutf8", `"bad\xffutf8"`, `bad\xffutf8`},
		{"می\u200cخواهم \u200b", `"می\u200cخواهم \u200b"`, "می\u200cخواهم \\u200b"},
	} {
		if got := Quote(c.in); got != c.quote {
			t.Errorf("Quote(%q) = %s, want %s", c.in, got, c.quote)
		}
		if got := Escape(c.in); got != c.escape {
			t.Errorf("Escape(%q) = %s, want %s", c.in, got, c.escape)
		}
		if i, _, _ := Find(Escape(c.in)); i >= 0 {
			t.Errorf("Escape(%q) keeps a refused character", c.in)
		}
	}
}
