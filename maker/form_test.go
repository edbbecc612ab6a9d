package maker

import (
	"maps"
	"regexp"
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// verbs are the fmt verbs of a text, in order.
var verbs = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)

// TestPageCatalogsComplete checks that every language sheets are written
// in has the page's texts: the same texts as English, none empty, each
// with English's verbs in English's order, and the language's own name as
// its sheet catalog gives it.
func TestPageCatalogsComplete(t *testing.T) {
	t.Parallel()
	en, err := readPageCatalog("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range sheet.LocaleTags() {
		c, err := readPageCatalog(tag)
		if err != nil {
			t.Errorf("%s: %v", tag, err)
			continue
		}
		if want := sheet.LocaleFor(language.MustParse(tag)).Name; c.Language != tag || c.Name != want {
			t.Errorf("%s: language %q, name %q, want %q", tag, c.Language, c.Name, want)
		}
		if got, want := slices.Sorted(maps.Keys(c.Keys)), slices.Sorted(maps.Keys(en.Keys)); !slices.Equal(got, want) {
			t.Errorf("%s: keys %v, want %v", tag, got, want)
		}
		if got, want := slices.Sorted(maps.Keys(c.Page)), slices.Sorted(maps.Keys(en.Page)); !slices.Equal(got, want) {
			t.Errorf("%s: page texts %v, want %v", tag, got, want)
		}
		for k, text := range c.Keys {
			if text.Doc == "" || text.Type == "" {
				t.Errorf("%s: key %s: empty text", tag, k)
			}
		}
		for k, text := range c.Page {
			if text == "" {
				t.Errorf("%s: %s is empty", tag, k)
			}
			if got, want := verbs.FindAllString(text, -1), verbs.FindAllString(en.Page[k], -1); !slices.Equal(got, want) {
				t.Errorf("%s: %s has verbs %v, English %v", tag, k, got, want)
			}
		}
	}
}
