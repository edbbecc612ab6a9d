package locale_test

import (
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/table"
)

var verbs = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?([a-zA-Z%])`)

// file is where a language's catalog is, as a failing test names it.
func file(l locale.Locale) string { return "locale/locales/" + l.Language + ".json" }

// args are the arguments a message's texts print, each with its verb:
// "2d" for a %d of the second argument; every form and variable of a
// plural message counted.
func args(m locale.Message) []string {
	var out []string
	for _, text := range m.Texts() {
		next := 1
		for _, v := range verbs.FindAllStringSubmatch(text, -1) {
			if v[4] == "%" {
				continue
			}
			if v[2] != "" {
				next, _ = strconv.Atoi(v[2])
			}
			if a := strconv.Itoa(next) + v[4]; !slices.Contains(out, a) {
				out = append(out, a)
			}
			next++
		}
	}
	slices.Sort(out)
	return out
}

// TestLocalesComplete fails when a catalog lacks a message (the problems'
// wordings included), has one English does not, prints other arguments or
// with other verbs than English, or leaves English text where a
// translation belongs; each failure names the language, the id and the
// file.
func TestLocalesComplete(t *testing.T) {
	t.Parallel()
	all := locale.Locales()
	en := all[0]
	if en.Language != "en" {
		t.Fatalf("first locale is %s, want en", en.Language)
	}
	for _, l := range all {
		tag, err := language.Parse(l.Language)
		if err != nil || tag.String() != l.Language {
			t.Errorf("%s: not a canonical language tag (%v) in %s", l.Language, err, file(l))
		}
		if l.Name == "" || len(l.Sources) == 0 {
			t.Errorf("%s: needs its own name and the sources of its terms in %s", l.Language, file(l))
		}
		if !slices.Contains(table.NotationOrders, l.Notation.Order) || l.Notation.All == "" || strings.ContainsAny(l.Notation.Separator, "0123456789") {
			t.Errorf("%s: bad notation %+v in %s", l.Language, l.Notation, file(l))
		}
		for term := range en.Glossary {
			if strings.TrimSpace(l.Glossary[term]) == "" {
				t.Errorf("%s: glossary lacks %q in %s", l.Language, term, file(l))
			}
		}
		for _, id := range slices.Sorted(maps.Keys(en.Messages)) {
			want := en.Messages[id]
			got, ok := l.Messages[id]
			if !ok {
				t.Errorf("%s: no message %q in %s", l.Language, id, file(l))
				continue
			}
			if a, b := args(want), args(got); !slices.Equal(a, b) {
				t.Errorf("%s %s: prints arguments %v, English %v (%s)", l.Language, id, b, a, file(l))
			}
			if l.Language != "en" && slices.Equal(got.Texts(), want.Texts()) && hasLetters(want) && !slices.Contains(l.Same, id) {
				t.Errorf("%s %s: still English (%q); translate it or list the id in \"same\" in %s", l.Language, id, got.Texts(), file(l))
			}
		}
		for id := range l.Messages {
			if _, ok := en.Messages[id]; !ok {
				t.Errorf("%s: message %q that English does not have, in %s", l.Language, id, file(l))
			}
		}
		for _, id := range l.Same {
			if _, ok := en.Messages[id]; !ok {
				t.Errorf("%s: \"same\" lists %q, no message of English, in %s", l.Language, id, file(l))
			}
		}
	}
}

// TestPageTextsComplete fails when a language lacks a page text English
// has, has one English does not, or prints other arguments.
func TestPageTextsComplete(t *testing.T) {
	t.Parallel()
	all := locale.Locales()
	en := all[0]
	for _, l := range all {
		for _, id := range slices.Sorted(maps.Keys(en.Page)) {
			got, ok := l.Page[id]
			if !ok || slices.ContainsFunc(got.Texts(), func(s string) bool { return s == "" }) {
				t.Errorf("%s: no page text %q in %s", l.Language, id, file(l))
				continue
			}
			if a, b := args(en.Page[id]), args(got); !slices.Equal(a, b) {
				t.Errorf("%s: page text %s prints arguments %v, English %v (%s)", l.Language, id, b, a, file(l))
			}
		}
		for id := range l.Page {
			if _, ok := en.Page[id]; !ok {
				t.Errorf("%s: page text %q that English does not have, in %s", l.Language, id, file(l))
			}
		}
	}
}

func hasLetters(m locale.Message) bool {
	s := verbs.ReplaceAllString(strings.Join(m.Texts(), ""), "")
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// TestLimitNamesFollowTheGlossary: a sheet calls limits what the glossary does.
func TestLimitNamesFollowTheGlossary(t *testing.T) {
	t.Parallel()
	for _, l := range locale.Locales() {
		for _, limit := range []table.Limit{table.Mangan, table.Haneman, table.Baiman, table.Sanbaiman, table.Yakuman} {
			if got, want := l.Messages[locale.Limit(limit)].Text, l.Glossary[limit.String()]; !strings.EqualFold(got, want) {
				t.Errorf("%s: %s is %q, the glossary says %q (%s)", l.Language, locale.Limit(limit), got, want, file(l))
			}
		}
	}
}

func TestMatch(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"en": "en", "en-GB": "en", "xx": "en", "pt": "pt-BR", "zh-TW": "zh-Hant", "jp": "ja", "ja-JP": "ja"} {
		tag, _ := locale.Match(in)
		if tag.String() != want {
			t.Errorf("Match(%q) = %s, want %s", in, tag, want)
		}
	}
	if _, ok := locale.Match("xx"); ok {
		t.Error("an unknown language matched")
	}
}

// TestProblemsInTheirLanguage: a problem prints in the printer's
// language, and no sheet's text is a problem's (the fonts are cut to the
// sheets' texts; the browser draws the problems).
func TestProblemsInTheirLanguage(t *testing.T) {
	t.Parallel()
	ja := locale.For(language.Japanese)
	got, want := locale.PrinterFor(language.Japanese).Text(locale.ProblemNegative), ja.Messages[locale.ProblemNegative].Text
	if got != want || got == locale.English().Text(locale.ProblemNegative) {
		t.Errorf("ja %s = %q, want %q", locale.ProblemNegative, got, want)
	}
	if texts := ja.Texts(); slices.Contains(texts, want) || !slices.Contains(texts, ja.Messages[locale.SheetNondealer].Text) {
		t.Errorf("ja's sheet texts hold the problem %q or lack %s", want, locale.SheetNondealer)
	}
}
