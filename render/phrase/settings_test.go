package phrase_test

import (
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestEveryRuleIsStated states every rules key's value, at each of its
// values or both ends of its range, in every language: a message a
// statement names that a sheet catalog lacks, or whose verbs do not take
// what the key gives them, fails with the key and the language.
func TestEveryRuleIsStated(t *testing.T) {
	t.Parallel()
	base, err := ruleset.Preset("ema2025")
	if err == nil { // every value of every key can be set on it
		base, err = ruleset.Apply(base, []string{"kazoe=stacking", "yakuman.stacking=true", "yakuman.max=2"})
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range ruleset.Keys {
		if !k.IsRule() {
			continue
		}
		variants := statedVariants(t, base, k)
		for _, l := range locale.Locales() {
			lang := language.MustParse(l.Language)
			file := "locale/locales/" + l.Language + ".json"
			missing := map[locale.ID]bool{}
			for _, r := range variants {
				for _, id := range messages(k.Statement(r)) {
					if _, ok := l.Messages[id]; !ok && !missing[id] {
						missing[id] = true
						t.Errorf("%s: key %s: its statement's message %q is not in %s", l.Language, k.Name, id, file)
					}
				}
				text := phrase.For(r, lang, false).Setting(k.Name)
				if strings.Contains(text, "%!") || text == "" {
					t.Errorf("%s: key %s is stated %q: the message's verbs do not take what the key gives them (%s)", l.Language, k.Name, text, file)
				}
			}
		}
	}
}

// statedVariants is base with k at each of its values, at both ends of its
// range, or as the preset has it; values the rest of base forbids are left out.
func statedVariants(t *testing.T, base table.Rules, k ruleset.Key) []table.Rules {
	t.Helper()
	values := k.Values
	switch {
	case k.Range != nil:
		values = []string{strconv.Itoa(k.Range.Min), strconv.Itoa(k.Range.Max)}
	case k.Kind == ruleset.KindStringList:
		values = []string{"[]"}
		for _, v := range k.Values {
			values = append(values, strconv.Quote(v))
		}
	case k.Kind == ruleset.KindString:
		for i, v := range values {
			values[i] = strconv.Quote(v)
		}
	}
	variants := []table.Rules{base}
	for _, v := range values {
		if r, err := ruleset.Apply(base, []string{k.Name + "=" + v}); err == nil {
			variants = append(variants, r)
		}
	}
	if len(values) > 0 && len(variants) == 1 {
		t.Errorf("key %s: none of its values %q can be set on ema2025 to be stated", k.Name, values)
	}
	return variants
}

// messages are the message ids of a phrase and of the phrases in it.
func messages(p ruleset.Phrase) []locale.ID {
	ids := []locale.ID{p.Message}
	for _, a := range p.Args {
		switch a := a.(type) {
		case ruleset.Phrase:
			ids = append(ids, messages(a)...)
		case ruleset.List:
			for _, p := range a {
				ids = append(ids, messages(p)...)
			}
		}
	}
	return ids
}
