package sheet_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

var verbs = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// TestLocalesComplete fails when a catalog lacks a key, has one English
// does not, changes a message's format verbs, or leaves English text where
// a translation belongs.
func TestLocalesComplete(t *testing.T) {
	t.Parallel()
	all := sheet.Locales()
	en := all[0]
	if en.Language != "en" {
		t.Fatalf("first locale is %s, want en", en.Language)
	}
	for _, l := range all {
		tag, err := language.Parse(l.Language)
		if err != nil || tag.String() != l.Language {
			t.Errorf("%s: not a canonical language tag (%v)", l.Language, err)
		}
		if l.Name == "" || len(l.Sources) == 0 {
			t.Errorf("%s: needs its own name and the sources of its terms", l.Language)
		}
		if !slices.Contains(table.NotationOrders, l.Notation.Order) || l.Notation.All == "" || strings.ContainsAny(l.Notation.Separator, "0123456789") {
			t.Errorf("%s: bad notation %+v", l.Language, l.Notation)
		}
		for term := range en.Glossary {
			if strings.TrimSpace(l.Glossary[term]) == "" {
				t.Errorf("%s: glossary lacks %q", l.Language, term)
			}
		}
		for key, want := range en.Messages {
			got, ok := l.Messages[key]
			if !ok {
				t.Errorf("%s: no message %q", l.Language, key)
				continue
			}
			if a, b := slices.Sorted(slices.Values(verbs.FindAllString(want, -1))), slices.Sorted(slices.Values(verbs.FindAllString(got, -1))); !slices.Equal(a, b) {
				t.Errorf("%s %s: format verbs %v, English has %v", l.Language, key, b, a)
			}
			if l.Language != "en" && got == want && hasLetters(want) && !slices.Contains(l.Same, key) {
				t.Errorf("%s %s: still English (%q); translate it or list the key in \"same\"", l.Language, key, got)
			}
		}
		for key := range l.Messages {
			if _, ok := en.Messages[key]; !ok {
				t.Errorf("%s: message %q that English does not have", l.Language, key)
			}
		}
	}
}

func hasLetters(s string) bool {
	s = verbs.ReplaceAllString(s, "")
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// TestLimitNamesFollowTheGlossary: a sheet calls limits what the glossary does.
func TestLimitNamesFollowTheGlossary(t *testing.T) {
	t.Parallel()
	for _, l := range sheet.Locales() {
		for _, limit := range []string{"mangan", "haneman", "baiman", "sanbaiman", "yakuman"} {
			if got, want := l.Messages["limit."+limit], l.Glossary[limit]; !strings.EqualFold(got, want) {
				t.Errorf("%s: limit.%s is %q, the glossary says %q", l.Language, limit, got, want)
			}
		}
	}
}

func TestMatch(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"en": "en", "en-GB": "en", "xx": "en"} {
		tag, _ := sheet.Match(in)
		if tag.String() != want {
			t.Errorf("Match(%q) = %s, want %s", in, tag, want)
		}
	}
	if _, ok := sheet.Match("xx"); ok {
		t.Error("an unknown language matched")
	}
}

// TestFontFamily: the font family read from a catalog's head is the one
// its whole catalog names, for every language and for an unknown one.
func TestFontFamily(t *testing.T) {
	t.Parallel()
	for _, loc := range sheet.Locales() {
		if got := sheet.FontFamily(language.MustParse(loc.Language)); got != loc.Font || got == "" {
			t.Errorf("%s: FontFamily %q, catalog %q", loc.Language, got, loc.Font)
		}
	}
	if got := sheet.FontFamily(language.Swahili); got != sheet.LocaleFor(language.English).Font {
		t.Errorf("an unknown language: %q, want English's", got)
	}
}
