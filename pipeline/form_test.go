package pipeline

import (
	"maps"
	"regexp"
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
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
		if got, want := slices.Sorted(maps.Keys(c.Page)), slices.Sorted(maps.Keys(en.Page)); !slices.Equal(got, want) {
			t.Errorf("%s: page texts %v, want %v", tag, got, want)
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

// TestKeyTextsComplete fails when a rules key has no label or no type text
// in a page catalog, naming the key, the language and what is missing:
// the form would show English there. English is ruleset.Keys' own, so
// en.json has none to drift from it; a translation names the numbers and
// the quoted values English names, in the same order.
func TestKeyTextsComplete(t *testing.T) {
	t.Parallel()
	for _, tag := range sheet.LocaleTags() {
		c, err := readPageCatalog(tag)
		if err != nil {
			t.Fatalf("%s: %v", tag, err)
		}
		file := "pipeline/locales/" + tag + ".json"
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

// TestKeysHaveTexts: whatever a catalog lacks, the form has a label and a
// type text for every key in every language, in its language where the
// catalog has it.
func TestKeysHaveTexts(t *testing.T) {
	t.Parallel()
	for _, tag := range sheet.LocaleTags() {
		d, err := Keys(tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range d.Keys {
			if k.Doc == "" || k.Type == "" {
				t.Errorf("%s: key %s: label %q, type %q", tag, k.Name, k.Doc, k.Type)
			}
		}
	}
	ja, _ := Keys("ja")
	en, _ := Keys("en")
	players := func(d KeyDocs) KeyInfo {
		return d.Keys[slices.IndexFunc(d.Keys, func(k KeyInfo) bool { return k.Name == "players" })]
	}
	if j, e := players(ja), players(en); j.Doc != "4人打ちまたは三人麻雀（サンマ）の点数表" || e.Doc != "four-player or three-player (sanma) tables" || j.Type != "4 | 3" {
		t.Errorf("players: ja %+v, en %+v", j, e)
	}
}
