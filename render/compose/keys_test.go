package compose_test

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// TestEveryKeyTheCodeBuildsExists lays out every sheet, drill and index
// page of every preset, and of rule sets that reach the other settings'
// messages, in English: a message key the code builds that English lacks
// would print as the key itself ("footer.renhou.baiman").
// TestLocalesComplete then holds every other catalog to English's keys.
func TestEveryKeyTheCodeBuildsExists(t *testing.T) {
	t.Parallel()
	en := locale.Locales()[0]
	var prefixes []string
	for key := range en.Messages {
		if p, _, ok := strings.Cut(string(key), "."); ok && !slices.Contains(prefixes, p) {
			prefixes = append(prefixes, p)
		}
	}
	slices.Sort(prefixes)
	missing := regexp.MustCompile(`\b(` + strings.Join(prefixes, "|") + `)\.[a-z0-9_.-]*[a-z0-9]`)

	type variant struct {
		preset string
		sets   []string
	}
	variants := []variant{
		{"ema2025", []string{"kazoe=stacking", "yakuman.stacking=true", "yakuman.max=3", "yaku.renhou=yakuman", "yaku.open_tanyao=false", "notation.order=dealer-first", "notes.kiriage=A club note."}},
		{"tenhou", []string{"aotenjou=true", "fu.pinfu_tsumo=false", "fu.open_minimum_30=false", "dora.red=0", "notes.dora.ura=x", "notes.game.uma=x", "notes.fu.rinshan_tsumo=x", "notes.fu.pinfu_tsumo=x", "notes.fu.open_minimum_30=x", "notes.aotenjou=x", "notes.rounding=x", "notes.players=x", "notes.kazoe_han=x", "notes.game.start=x", "notes.game.riichi=x", "notes.game.noten=x", "notes.yaku.renhou=x", "notes.yaku.ippatsu=x", "notes.yakuman.doubles=x"}},
		{"tenhou-sanma", []string{"sanma.tsumo=bisection", "sanma.kita=false", "notes.sanma.kita=x"}},
		{"majsoul-sanma", []string{"sanma.tsumo=plus1000"}},
		{"majsoul-sanma", []string{"sanma.tsumo=bisection"}},
		{"tenhou-sanma", []string{"sanma.tsumo=equal"}},
	}
	for _, p := range ruleset.PresetNames {
		variants = append(variants, variant{preset: p})
	}
	for _, v := range variants {
		r, err := ruleset.Preset(v.preset)
		if err != nil {
			t.Fatal(err)
		}
		if r, err = ruleset.Apply(r, v.sets); err != nil {
			t.Fatalf("%s %v: %v", v.preset, v.sets, err)
		}
		tables, err := standings.Compute(r, 2)
		if err != nil {
			t.Fatal(err)
		}
		lang := language.English
		opts := sheet.Options{Lang: lang, Club: "Tonbo", Version: "1", SiteIndex: "../../index.html"}
		doc := compose.Build(tables, opts, compose.PrintIDs(r.Players))
		drills, err := compose.Drills(tables.Tables, opts, 1, 5, compose.DrillKinds)
		if err != nil {
			t.Fatal(err)
		}
		entries := []compose.Entry{{File: "a.pdf", Sheet: sheet.Limits, Format: "pdf", Paper: "a4"}, {File: "a.pdf", Sheet: sheet.Card, Format: "pdf", Paper: "card"},
			{File: "b.csv", Format: "csv"}, {File: "c.md", Sheet: sheet.FuChart, Format: "md"}, {File: "d.html", Sheet: sheet.YakuList, Format: "html"}}
		sheets := append(append(doc.Sheets, drills.Sheets...), compose.Index(tables.Tables, opts, entries),
			compose.SiteIndex(lang, "1", []compose.SiteRuleSet{{Name: "x", Pages: []sheet.Link{{Href: "x", Text: "y"}}}}))
		var printed strings.Builder
		texts(reflect.ValueOf(sheets), &printed)
		if m := missing.FindString(printed.String()); m != "" {
			t.Errorf("%s %v: %q is printed: a message key English lacks", v.preset, v.sets, m)
		}
	}
}

// texts writes every string of v, a value of the document model, a line
// each: every text a sheet prints, but not its links' addresses.
func texts(v reflect.Value, out *strings.Builder) {
	switch v.Kind() {
	case reflect.String:
		out.WriteString(v.String())
		out.WriteByte('\n')
	case reflect.Pointer:
		if !v.IsNil() {
			texts(v.Elem(), out)
		}
	case reflect.Slice:
		for i := range v.Len() {
			texts(v.Index(i), out)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() && f.Name != "Href" {
				texts(v.Field(i), out)
			}
		}
	}
}
