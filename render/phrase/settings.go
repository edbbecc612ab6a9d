package phrase

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// Setting states in words the value one rules key has, as footers and
// caveats print it; "" for keys that only choose how sheets look.
func (b Book) Setting(key string) string {
	k, ok := ruleset.Lookup(key)
	if !ok || k.Statement == nil {
		return ""
	}
	return b.say(k.Statement(b.rules))
}

// say writes a phrase in the book's language.
func (b Book) say(p ruleset.Phrase) string {
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		switch a := a.(type) {
		case ruleset.Count:
			args[i] = int(a)
		case ruleset.Points:
			args[i] = b.Num(int64(a))
		case ruleset.Signed:
			args[i] = SignedList(a)
		case ruleset.List:
			phrases := make([]string, len(a))
			for j, p := range a {
				phrases[j] = b.say(p)
			}
			args[i] = b.List(phrases)
		case ruleset.Phrase:
			args[i] = b.say(a)
		}
	}
	return b.Text(p.Message, args...)
}

// signed writes an uma value with its sign: +15, 0, −15.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// SignedList writes uma values with their signs, first place first: "+15 / +5 / −5 / −15".
func SignedList(uma []int) string {
	parts := make([]string, len(uma))
	for i, u := range uma {
		parts[i] = signed(u)
	}
	return strings.Join(parts, " / ")
}

// RulesName is the rule set's name, in the book's language where it is
// a preset's that the community there names in its own way, and marked
// as a variant where --set changed it (table.Rules.Variant).
func (b Book) RulesName() string {
	if slices.ContainsFunc(b.rules.Variant, isRule) {
		return b.Text(locale.RulesVariant, b.PlainRulesName())
	}
	return b.PlainRulesName()
}

// isRule reports whether key states a rule of the game (a change of how
// sheets look makes no variant of the rules).
func isRule(key string) bool {
	k, ok := ruleset.Lookup(key)
	return ok && k.IsRule()
}

// PlainRulesName is RulesName without the variant's mark: the name of the
// rule set a variant was made from.
func (b Book) PlainRulesName() string {
	r := b.rules
	key := locale.Preset(cmp.Or(r.VariantOf, r.ID))
	if r.Extends == "" && locale.For(language.English).Messages[key].Text == r.Name {
		return b.Text(key)
	}
	return r.Name
}
