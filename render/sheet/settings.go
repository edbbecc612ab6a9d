package sheet

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// setting states in words the value one rules key has, as footers and
// caveats print it; "" for keys that only choose how sheets look.
func (b builder) setting(key string) string {
	k, ok := ruleset.Lookup(key)
	if !ok || k.Statement == nil {
		return ""
	}
	return b.say(k.Statement(b.t.Rules))
}

// say writes a phrase in the sheet's language.
func (b builder) say(p ruleset.Phrase) string {
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		switch a := a.(type) {
		case ruleset.Count:
			args[i] = int(a)
		case ruleset.Points:
			args[i] = b.num(int64(a))
		case ruleset.Signed:
			args[i] = signedList(a)
		case ruleset.List:
			phrases := make([]string, len(a))
			for j, p := range a {
				phrases[j] = b.say(p)
			}
			args[i] = b.list(phrases)
		case ruleset.Phrase:
			args[i] = b.say(a)
		}
	}
	return b.text(p.Message, args...)
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

// signedList writes uma values with their signs, first place first: "+15 / +5 / −5 / −15".
func signedList(uma []int) string {
	parts := make([]string, len(uma))
	for i, u := range uma {
		parts[i] = signed(u)
	}
	return strings.Join(parts, " / ")
}

// parts are the parts of the rules sheet id prints: a caveat on a key
// prints only where its value shows. The index page shows every key.
func parts(id string) ruleset.Parts {
	switch id {
	case Nondealer, Dealer, Sanma, DrillTable:
		return ruleset.PartGrid
	case Limits:
		return ruleset.PartLimits
	case FuChart, DrillFu:
		return ruleset.PartFu
	case YakuList:
		return ruleset.PartYaku
	case CheatSheet:
		return ruleset.PartGrid | ruleset.PartLimits | ruleset.PartFu
	case DrillPay:
		return ruleset.PartGrid | ruleset.PartLimits
	}
	return 0
}

// shows reports whether sheet id prints a number or rule that key's value changes.
func shows(id string, k ruleset.Key) bool { return id == IndexPage || parts(id)&k.Affects != 0 }

// caveats says, for each value of the rule set that its sources do not
// confirm and that this sheet shows, what the sheet assumes and that the
// rulebook should be checked; a house note adds its own words.
func (b builder) caveats(id string) []string {
	r := b.t.Rules
	var lines []string
	for _, n := range r.Notes {
		k, _ := ruleset.Lookup(n.Key)
		switch {
		case r.Players == 4 && k.Sanma, !shows(id, k):
			continue
		case k.PerCounter && b.t.Honba == 0 && id != IndexPage:
			continue // no counter on the sheet: the honba values change no number
		}
		line := b.text(locale.Caveat, b.setting(n.Key))
		if n.House {
			line = JoinSentences([]string{line, n.Text})
		}
		if !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
	}
	return lines
}

// rulesName is the rule set's name, in the sheet's language where it is
// a preset's that the community there names in its own way, and marked
// as a variant where --set changed it (table.Rules.Variant).
func (b builder) rulesName() string {
	if slices.ContainsFunc(b.t.Rules.Variant, isRule) {
		return b.text(locale.RulesVariant, b.plainRulesName())
	}
	return b.plainRulesName()
}

// presetName is the preset's name in the sheet's language.
func (b builder) presetName(id string) string {
	if _, ok := locale.For(language.English).Messages[locale.Preset(id)]; ok {
		return b.text(locale.Preset(id))
	}
	return id
}

// isRule reports whether key states a rule of the game (a change of how
// sheets look makes no variant of the rules).
func isRule(key string) bool {
	k, ok := ruleset.Lookup(key)
	return ok && k.IsRule()
}

// plainRulesName is rulesName without the variant's mark: the name of the
// rule set a variant was made from.
func (b builder) plainRulesName() string {
	r := b.t.Rules
	key := locale.Preset(cmp.Or(r.VariantOf, r.ID))
	if r.Extends == "" && locale.For(language.English).Messages[key].Text == r.Name {
		return b.text(key)
	}
	return r.Name
}
