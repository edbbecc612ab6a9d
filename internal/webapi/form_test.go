package webapi

import (
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// TestKeysAndPresets checks what a form is generated from.
func TestKeysAndPresets(t *testing.T) {
	t.Parallel()
	d := keysIn("ja-JP")
	i := slices.IndexFunc(d.Keys, func(k keyInfo) bool { return k.Name == "kiriage" })
	if d.Lang != "ja" || i < 0 || d.Keys[i].Kind != "bool" || d.Keys[i].Choices != nil || !d.Keys[i].Rule {
		t.Errorf("kiriage: %+v", d)
	}
	key := func(name string) keyInfo {
		i := slices.IndexFunc(d.Keys, func(k keyInfo) bool { return k.Name == name })
		if i < 0 {
			t.Fatalf("no key %s", name)
		}
		return d.Keys[i]
	}
	for _, tt := range []struct {
		key     string
		choices []string
		rng     *ruleset.Range
	}{
		{"players", []string{"4", "3"}, nil},
		{"rounding", []string{"100", "1000"}, nil},
		{"fu.rinshan_tsumo", []string{"0", "2"}, nil},
		{"kazoe_han", nil, &ruleset.Range{Min: 11, Max: 26}},
		{"yakuman.max", nil, &ruleset.Range{Min: 1, Max: 8}},
		{"dora.red", nil, &ruleset.Range{Min: 0, Max: 4}},
		{"game.start", nil, &ruleset.Range{Min: 1, Max: 1_000_000}},
		{"notation.order", []string{"", "nondealer-first", "dealer-first"}, nil},
	} {
		if k := key(tt.key); !slices.Equal(values(k), tt.choices) || (k.Range == nil) != (tt.rng == nil) || (k.Range != nil && *k.Range != *tt.rng) {
			t.Errorf("%s: choices %q, range %v; want %q, %v", tt.key, k.Choices, k.Range, tt.choices, tt.rng)
		}
	}
	if k := key("game.return"); k.AtLeast != "game.start" {
		t.Errorf("game.return: at least %q", k.AtLeast)
	}
	if !key("notation.order").LangDefault || !key("notation.all").LangDefault || key("name").LangDefault {
		t.Error("notation.order and notation.all take the language's own for \"\", name does not")
	}
	if slices.ContainsFunc(d.Keys, func(k keyInfo) bool { return k.Name == "extends" }) {
		t.Error("extends is the preset, not a key of the form")
	}
	p, err := presets()
	if err != nil || len(p) != len(ruleset.PresetNames) || p[0].Name != ruleset.Default || p[3].Title != "Tenhou" {
		t.Errorf("Presets: %+v, %v", p, err)
	}
}

// values are the values of a key's choices.
func values(k keyInfo) []string {
	var out []string
	for _, c := range k.Choices {
		out = append(out, c.Value)
	}
	return out
}

// TestKeysHaveTexts: whatever a catalog lacks, the form has a label for
// every key in every language, in its language where the catalog has it,
// and a label for every choice.
func TestKeysHaveTexts(t *testing.T) {
	t.Parallel()
	for _, tag := range locale.Tags() {
		for _, k := range keysIn(tag).Keys {
			if k.Doc == "" {
				t.Errorf("%s: key %s has no label", tag, k.Name)
			}
			for _, c := range k.Choices {
				if c.Label == "" {
					t.Errorf("%s: key %s: %q has no label", tag, k.Name, c.Value)
				}
			}
		}
	}
	ja, en := keysIn("ja"), keysIn("en")
	players := func(d keyDocs) keyInfo {
		return d.Keys[slices.IndexFunc(d.Keys, func(k keyInfo) bool { return k.Name == "players" })]
	}
	if j, e := players(ja), players(en); j.Doc != "4人打ちまたは三人麻雀（サンマ）の点数表" || e.Doc != "four-player or three-player (sanma) tables" ||
		!slices.Equal(j.Choices, []choice{{"4", "4"}, {"3", "3"}}) {
		t.Errorf("players: ja %+v, en %+v", j, e)
	}
}

// TestChoicesInTheFormsLanguage: in Japanese and Russian, every value a
// key takes as a word is shown by a label in the language, never as the
// word of the file ("none", "stacking", "kokushi_13"), and "" is the
// language's own.
func TestChoicesInTheFormsLanguage(t *testing.T) {
	t.Parallel()
	want := map[string]map[string][]choice{
		"ja": {
			"kazoe":          {{"none", "三倍満止まり（数え役満なし）"}, {"single", "役満"}, {"stacking", "その翻数ごとに役満1倍"}},
			"sanma.tsumo":    {{"loss", "ツモ損"}, {"bisection", "北家折半"}, {"plus1000", "各自+1,000点"}, {"equal", "ツモ損なし"}},
			"notation.order": {{"", "（言語ごとの既定）"}, {"nondealer-first", "子・親"}, {"dealer-first", "親・子"}},
		},
		"ru": {
			"yaku.renhou": {{"none", "Не яку"}, {"mangan", "Манган"}, {"yakuman", "Якуман"}},
			"game.ties":   {{"split", "Игроки с равными очками делят уму и оку своих мест"}, {"seat", "Выше тот, кто сидит ближе к первому дилеру"}},
		},
	}
	for _, lang := range []string{"ja", "ru"} {
		f := formIn(lang)
		for _, k := range f.Keys {
			if w, ok := want[lang][k.Name]; ok && !slices.Equal(k.Choices, w) {
				t.Errorf("%s: %s: choices %+v, want %+v", lang, k.Name, k.Choices, w)
			}
			if k.Kind != "string" && k.Kind != "string-list" {
				continue
			}
			for _, c := range k.Choices {
				if c.Label == c.Value || strings.IndexFunc(c.Label, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 {
					t.Errorf("%s: %s: %q is labelled %q, not in the language's words", lang, k.Name, c.Value, c.Label)
				}
			}
		}
		for _, id := range []locale.PageID{locale.PageKeyHint, locale.PageRangeBetween, locale.PageRangeFrom, locale.PageListNumbers} {
			if text := f.Texts[id]; text.Text == "" || text.Text == formIn("en").Texts[id].Text {
				t.Errorf("%s: page text %s is %q", lang, id, text.Text)
			}
		}
	}
}

// TestSettingKinds: every JSON setting is listed with its kind, the
// pointers by what they point at, the functions not at all.
func TestSettingKinds(t *testing.T) {
	t.Parallel()
	kinds := settingKinds()
	for _, want := range []settingKind{{"rules", "string"}, {"honba", "number"}, {"club", "string"}, {"totals", "boolean"}, {"set", "list"}, {"heading-level", "number"}, {"landscape", "boolean"}, {"record-hundreds", "boolean"}} {
		if !slices.Contains(kinds, want) {
			t.Errorf("no %+v in %v", want, kinds)
		}
	}
	for _, k := range kinds {
		if k.Kind == "" || k.Key == "" {
			t.Errorf("setting %+v has no kind", k)
		}
	}
}

// TestFormTiles checks the tiles' names the page draws tiles with: every
// suit and honour named in each language, as its sheets print them.
func TestFormTiles(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "ja", "de"} {
		f := formIn(lang)
		if len(f.Tiles) != 10 {
			t.Errorf("%s: %d tile names, want 10", lang, len(f.Tiles))
		}
		for name, text := range f.Tiles {
			if text == "" {
				t.Errorf("%s: tile %s has no name", lang, name)
			}
		}
	}
	if en, ja := formIn("en").Tiles, formIn("ja").Tiles; en["1z"] != "E" || en["m"] != "m" || ja["1z"] != "東" {
		t.Errorf("tile names: en %v, ja %v", en, ja)
	}
}

// TestFormYaku checks the yaku's names the fu panel shows hayami fu's
// yaku by: every yaku a reading can make named in each language.
func TestFormYaku(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"en", "ja", "de"} {
		f := formIn(lang)
		for _, id := range []string{"pinfu", "iipeikou", "ryanpeikou", "sanankou", "suuankou", "toitoi", "sanshoku", "sanshoku-doukou", "ittsu", "chanta", "junchan", "chiitoitsu"} {
			if f.Yaku[id] == "" {
				t.Errorf("%s: yaku %s has no name", lang, id)
			}
		}
	}
	if en, ja := formIn("en").Yaku, formIn("ja").Yaku; en["pinfu"] != "Pinfu" || ja["pinfu"] != "平和" {
		t.Errorf("yaku names: en %q, ja %q", en["pinfu"], ja["pinfu"])
	}
}
