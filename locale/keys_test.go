package locale_test

import (
	"regexp"
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// TestKeyTextsComplete fails when a rules key has no label or no type text
// in a catalog, naming the key, the language and what is missing:
// the form would show English there. English is ruleset.Keys' own, so
// en.json has none to drift from it; a translation names the numbers and
// the quoted values English names, in the same order.
func TestKeyTextsComplete(t *testing.T) {
	t.Parallel()
	for _, tag := range locale.Tags() {
		c := locale.For(language.MustParse(tag))
		file := "locale/locales/" + tag + ".json"
		if tag == "en" {
			if len(c.Keys) > 0 {
				t.Errorf("%s has a \"keys\" section: the English key texts are ruleset/keys.go's Doc and Type", file)
			}
			continue
		}
		for _, k := range ruleset.Keys {
			if k.Name == "extends" { // the form's preset, not a field
				continue
			}
			text := c.Keys[k.Name]
			if text.Doc == "" {
				t.Errorf("%s: key %s has no label (\"doc\") in %s", tag, k.Name, file)
			}
			if text.Type == "" {
				t.Errorf("%s: key %s has no type text (\"type\") in %s", tag, k.Name, file)
			} else if got, want := literals.FindAllString(text.Type, -1), literals.FindAllString(k.Type, -1); !slices.Equal(got, want) {
				t.Errorf("%s: key %s: type text %q names %q, English %q names %q (%s)", tag, k.Name, text.Type, got, k.Type, want, file)
			}
		}
		for name := range c.Keys {
			if _, ok := ruleset.Lookup(name); !ok || name == "extends" {
				t.Errorf("%s: %s has texts for %q, which is no key of the form", tag, file, name)
			}
		}
	}
}

// literals are the numbers, quoted values and key names of a type text.
var literals = regexp.MustCompile(`-?\d+|"[^"]*"|\b[a-z_]+\.[a-z_]+\b|\btrue\b|\bfalse\b`)
