package locale_test

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// TestKeyTextsComplete fails when a rules key has no label in a catalog,
// naming the key, the language and the file: the form would show English
// there. English is ruleset.Keys' own, so en.json has none to drift from it.
func TestKeyTextsComplete(t *testing.T) {
	t.Parallel()
	for _, tag := range locale.Tags() {
		c := locale.For(language.MustParse(tag))
		file := "locale/locales/" + tag + ".json"
		if tag == "en" {
			if len(c.Keys) > 0 {
				t.Errorf("%s has a \"keys\" section: the English key labels are ruleset/keys.go's Doc", file)
			}
			continue
		}
		for _, k := range ruleset.Keys {
			if k.Name == "extends" { // the form's preset, not a field
				continue
			}
			if c.Keys[k.Name].Doc == "" {
				t.Errorf("%s: key %s has no label (\"doc\") in %s", tag, k.Name, file)
			}
		}
		for name := range c.Keys {
			if _, ok := ruleset.Lookup(name); !ok || name == "extends" {
				t.Errorf("%s: %s has texts for %q, which is no key of the form", tag, file, name)
			}
		}
	}
}

// TestChoiceLabelsComplete fails when a value a rules key takes as a word
// (a choice, a list's item) has no label in a catalog's page texts: the
// form would show the file's word ("stacking") instead of the language's.
// "" of a key that takes the language's own is the page's default-value
// text.
func TestChoiceLabelsComplete(t *testing.T) {
	t.Parallel()
	for _, tag := range locale.Tags() {
		c := locale.For(language.MustParse(tag))
		for _, k := range ruleset.Keys {
			if k.Kind != ruleset.KindString && k.Kind != ruleset.KindStringList {
				continue
			}
			for _, v := range k.Values {
				if v == "" && k.LangDefault {
					continue
				}
				id := locale.Choice(k.Name, v)
				label := strings.TrimSpace(c.Page[id].Text)
				if label == "" {
					t.Errorf("%s: %s = %q has no label (page text %q is %q) in locale/locales/%s.json", tag, k.Name, v, id, label, tag)
				}
			}
		}
	}
}
