package webapi

import (
	"slices"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// TestKeysAndPresets checks what a form is generated from.
func TestKeysAndPresets(t *testing.T) {
	t.Parallel()
	d := keysIn("ja-JP")
	i := slices.IndexFunc(d.Keys, func(k keyInfo) bool { return k.Name == "kiriage" })
	if d.Lang != "ja" || i < 0 || d.Keys[i].Kind != "bool" || !slices.Equal(d.Keys[i].Choices, []string{"true", "false"}) || !d.Keys[i].Rule {
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
		if k := key(tt.key); !slices.Equal(k.Choices, tt.choices) || (k.Range == nil) != (tt.rng == nil) || (k.Range != nil && *k.Range != *tt.rng) {
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

// TestKeysHaveTexts: whatever a catalog lacks, the form has a label and a
// type text for every key in every language, in its language where the
// catalog has it.
func TestKeysHaveTexts(t *testing.T) {
	t.Parallel()
	for _, tag := range locale.Tags() {
		d := keysIn(tag)
		for _, k := range d.Keys {
			if k.Doc == "" || k.Type == "" {
				t.Errorf("%s: key %s: label %q, type %q", tag, k.Name, k.Doc, k.Type)
			}
		}
	}
	ja, en := keysIn("ja"), keysIn("en")
	players := func(d keyDocs) keyInfo {
		return d.Keys[slices.IndexFunc(d.Keys, func(k keyInfo) bool { return k.Name == "players" })]
	}
	if j, e := players(ja), players(en); j.Doc != "4人打ちまたは三人麻雀（サンマ）の点数表" || e.Doc != "four-player or three-player (sanma) tables" || j.Type != "4 | 3" {
		t.Errorf("players: ja %+v, en %+v", j, e)
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
