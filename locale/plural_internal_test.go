package locale

import (
	"maps"
	"slices"
	"testing"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// formNames are x/text's plural forms by their CLDR names.
var formNames = map[plural.Form]string{plural.Zero: "zero", plural.One: "one", plural.Two: "two", plural.Few: "few", plural.Many: "many", plural.Other: "other"}

// wholeNumberForms are the plural categories a count of tag's language
// takes, by x/text's plural rules (from 0 to 10,000, then powers of ten),
// and "other", which x/text falls back on.
func wholeNumberForms(tag language.Tag) []string {
	forms := []string{"other"}
	add := func(n int) {
		if f := formNames[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]; !slices.Contains(forms, f) {
			forms = append(forms, f)
		}
	}
	for n := 0; n <= 10000; n++ {
		add(n)
	}
	for n := 100000; n <= 1e9; n *= 10 {
		add(n)
	}
	slices.Sort(forms)
	return forms
}

// TestPluralFormsComplete fails when a plural message or page text lacks
// a form its language's counts take, or has one its language does not
// have (x/text refuses it), naming the language, the id and the file.
func TestPluralFormsComplete(t *testing.T) {
	t.Parallel()
	for _, l := range Locales() {
		tag := language.MustParse(l.Language)
		want := wholeNumberForms(tag)
		file := "locale/locales/" + l.Language + ".json"
		check := func(kind, id string, m Message) {
			var plurals []Message
			if m.Plural() {
				plurals = append(plurals, m)
			}
			for _, name := range slices.Sorted(maps.Keys(m.Vars)) {
				plurals = append(plurals, m.Vars[name])
			}
			for _, p := range plurals {
				for _, f := range want {
					if _, ok := p.Forms[f]; !ok {
						t.Errorf("%s: %s %s has no %q form, which %s counts take (%s)", l.Language, kind, id, f, l.Language, file)
					}
				}
			}
			if err := catalog.NewBuilder().Set(tag, id, compile(m)...); err != nil {
				t.Errorf("%s: %s %s: %v (%s)", l.Language, kind, id, err, file)
			}
		}
		for id, m := range l.Messages {
			check("message", string(id), m)
		}
		for id, m := range l.Page {
			check("page text", string(id), m)
			if len(m.Vars) > 0 { // app.js picks a text's forms, not a text's variables
				t.Errorf("%s: page text %s has vars: the page takes plural forms of one count (%s)", l.Language, id, file)
			}
		}
	}
}

// TestWholeNumberForms: Russian and Polish counts take three forms and
// other, English one and other, Japanese other alone.
func TestWholeNumberForms(t *testing.T) {
	t.Parallel()
	for tag, want := range map[string][]string{"ru": {"few", "many", "one", "other"}, "pl": {"few", "many", "one", "other"}, "en": {"one", "other"}, "ja": {"other"}} {
		if got := wholeNumberForms(language.MustParse(tag)); !slices.Equal(got, want) {
			t.Errorf("%s: %v, want %v", tag, got, want)
		}
	}
}

// TestPluralForms prints a count in each of its forms, through a text of
// one count, a text of several, a plain count and a page text's object.
func TestPluralForms(t *testing.T) {
	t.Parallel()
	ru, pl := PrinterFor(language.Russian), PrinterFor(language.Polish)
	for _, c := range []struct{ got, want string }{
		{ru.Text(DrillHonba, 1), "1 хонба"},
		{ru.Text(DrillHonba, 3), "3 хонбы"},
		{ru.Text(DrillHonba, 5), "5 хонб"},
		{ru.Text(DrillHonba, 21), "21 хонба"},
		{pl.Text(DrillHonba, 2), "2 honby"},
		{pl.Text(DrillHonba, 12), "12 honb"},
		{ru.Text(CalcHeadingDealer, "Tenhou", Plain(4), "1 хан", Plain(2)), "Tenhou, 4 игрока. Выигрывает дилер (1 хан), 2 хонбы"},
		{ru.Text(CalcHeadingDealer, "Tenhou", Plain(3), "1 хан", Plain(0)), "Tenhou, 3 игрока. Выигрывает дилер (1 хан), 0 хонб"},
		{pl.Text(GapHeadingNondealer, "Tenhou", Plain(4), "8 000", Plain(1), Plain(2)), "Tenhou, 4 graczy. Nierozdający traci do lidera 8 000 pkt, 1 honba, 2 stawki riichi na stole"},
		{PrinterFor(language.English).Text(CalcHeadingDealer, "Tenhou", Plain(4), "1 han", Plain(2)), "Tenhou, 4 players: dealer wins with 1 han, 2 honba"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	data, err := For(language.English).Page[PageProblems].MarshalJSON()
	if want := `{"arg":1,"one":"%d problem: see the marked field.","other":"%d problems: see the marked fields."}`; err != nil || string(data) != want {
		t.Errorf("a page text's forms for the page: %s, %v", data, err)
	}
}
