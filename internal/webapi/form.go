package webapi

import (
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// This file is what the page's form is generated from: the presets, the
// rules keys with their texts, the choices of the other settings, and the
// kind of every setting's value.

// preset is one preset as the form offers it.
type preset struct {
	Name    string `json:"name"`  // as the rules setting takes it: "tenhou"
	Title   string `json:"title"` // as sheets print it: "Tenhou"
	Players int    `json:"players"`
	Source  string `json:"source"`
}

// presets lists the presets, the default first.
func presets() ([]preset, error) {
	var out []preset
	for _, name := range ruleset.PresetNames {
		r, err := ruleset.Preset(name)
		if err != nil {
			return nil, err
		}
		out = append(out, preset{Name: name, Title: r.Name, Players: r.Players, Source: r.Source})
	}
	return out, nil
}

// keyInfo is one rules key as the form shows it: its label, and what it
// takes in the form's words.
type keyInfo struct {
	Name string `json:"name"` // dotted, as in the set setting and the file: "yakuman.max"
	Kind string `json:"kind"` // bool, int, string, int-list or string-list
	// Choices are the values it takes where they are few, each with its
	// label: a choice's, a whole number's ("4", "3"); a list's items. A
	// bool has none: it is true or false.
	Choices []choice       `json:"choices,omitempty"`
	Range   *ruleset.Range `json:"range,omitempty"`    // a whole number's least and greatest value
	AtLeast string         `json:"at-least,omitempty"` // the key whose value is this one's least
	// LangDefault: "" takes the sheet language's own.
	LangDefault bool   `json:"lang-default,omitempty"`
	Doc         string `json:"doc"`  // one line saying what it does
	Rule        bool   `json:"rule"` // a rule of the game (else how sheets look, or the name)
}

// choice is a value a key takes and its label in the form's language:
// the page's choice.KEY.VALUE text for a word, the number itself for a
// number, the page's default-value text for "" where that is the
// language's own.
type choice struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// keyDocs are the rules keys with their texts in Lang.
type keyDocs struct {
	Lang string    `json:"lang"` // the language of the texts, the supported one closest to the one asked for
	Keys []keyInfo `json:"keys"`
}

// keysIn lists the rules keys a house-rules file and --set take, in a
// file's order, "extends" left out (a form's preset is the rules
// setting), with their texts in the language closest to lang.
func keysIn(lang string) keyDocs {
	tag, _ := locale.Match(lang)
	return keysOf(locale.For(tag), locale.PageTexts(tag))
}

// keysOf are the rules keys with the catalog's labels, English
// (ruleset.Keys' own) where it has none, and their choices labelled with
// the page's texts: TestKeyTextsComplete and TestChoiceLabelsComplete fail
// on a label a catalog lacks.
func keysOf(c locale.Locale, page map[locale.PageID]locale.Message) keyDocs {
	d := keyDocs{Lang: c.Language}
	for _, k := range ruleset.Keys {
		if k.Name == "extends" {
			continue
		}
		text, ok := c.Keys[k.Name]
		if !ok {
			text = locale.KeyText{Doc: k.Doc}
		}
		d.Keys = append(d.Keys, keyInfo{Name: k.Name, Kind: k.Kind.String(), Choices: choicesOf(k, page), Range: k.Range,
			AtLeast: k.AtLeast, LangDefault: k.LangDefault, Doc: text.Doc, Rule: k.IsRule()})
	}
	return d
}

// choicesOf labels the values k takes: a word by the page's texts, a
// number as it is; none for a bool.
func choicesOf(k ruleset.Key, page map[locale.PageID]locale.Message) []choice {
	if k.Kind == ruleset.KindBool {
		return nil
	}
	var out []choice
	for _, v := range k.Values {
		label := v
		switch {
		case v == "" && k.LangDefault:
			label = page[locale.PageDefaultValue].Text
		case k.Kind == ruleset.KindString || k.Kind == ruleset.KindStringList:
			label = page[locale.Choice(k.Name, v)].Text
		}
		out = append(out, choice{Value: v, Label: label})
	}
	return out
}

// language is a language sheets are written in, by its own name.
type language struct {
	Tag  string `json:"tag"`  // BCP 47, as --lang takes it
	Name string `json:"name"` // "日本語"
}

// sheetChoice is a sheet the form offers, by its id and its title in the form's language.
type sheetChoice struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

// form is everything the form for pipeline.Settings offers, in one
// language: the page's texts, the rules keys, and the choices of the
// other settings.
type form struct {
	Lang      string                           `json:"lang"`
	Texts     map[locale.PageID]locale.Message `json:"texts"` // a plural text as its forms, by CLDR category
	Keys      []keyInfo                        `json:"keys"`
	Languages []language                       `json:"languages"`
	Papers    []string                         `json:"papers"`
	Formats   []string                         `json:"formats"`
	Sheets4   []sheetChoice                    `json:"sheets4"` // what --sheets takes for four players
	Sheets3   []sheetChoice                    `json:"sheets3"` // and for three
	// Tiles are the language's short names of the tiles as the sheets
	// print them: the suits (m, p, s) and the honours (1z to 7z), by
	// their MPSZ name.
	Tiles map[string]string `json:"tiles"`
	// Yaku are the yaku's names as the sheets print them, by their id
	// ("pinfu"), as hayami fu's JSON names them.
	Yaku map[string]string `json:"yaku"`
}

// yakuIDs are the ids of every yaku and yakuman some preset has.
var yakuIDs = sync.OnceValue(func() []string {
	var out []string
	for _, name := range ruleset.PresetNames {
		r, err := ruleset.Preset(name)
		if err != nil {
			continue // a preset that does not load fails its own tests
		}
		for _, y := range table.YakuList(r) {
			if !slices.Contains(out, y.ID) {
				out = append(out, y.ID)
			}
		}
	}
	return out
})

// formIn is the form in the language closest to lang.
func formIn(lang string) form {
	tag, _ := locale.Match(lang)
	c, texts := locale.For(tag), locale.PageTexts(tag)
	f := form{Lang: c.Language, Texts: texts, Keys: keysOf(c, texts).Keys, Papers: pipeline.PaperNames(), Formats: pipeline.FormatsWhere(pipeline.AnyFormat),
		Tiles: map[string]string{}, Yaku: map[string]string{}}
	for _, name := range []string{"m", "p", "s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"} {
		f.Tiles[name] = c.Messages[locale.ID("tile."+name)].Text
	}
	for _, id := range yakuIDs() {
		f.Yaku[id] = c.Messages[locale.Yaku(id)].Text
	}
	for _, l := range locale.Locales() {
		f.Languages = append(f.Languages, language{Tag: l.Language, Name: l.Name})
	}
	for _, id := range pipeline.SheetNames(4) {
		f.Sheets4 = append(f.Sheets4, sheetChoice{ID: id, Title: c.Messages[locale.Sheet(id)].Text})
	}
	for _, id := range pipeline.SheetNames(3) {
		f.Sheets3 = append(f.Sheets3, sheetChoice{ID: id, Title: c.Messages[locale.Sheet(id)].Text})
	}
	return f
}

// settingKind is one setting as a link or the form writes it: its JSON
// key in pipeline.Settings and what its value is: "string", "number",
// "boolean" or "list" (of strings).
type settingKind struct {
	Key  string `json:"key"`
	Kind string `json:"kind"`
}

// settingKinds lists every setting of pipeline.Settings with the kind of
// its value, in Settings' order: what the page checks a link's values
// against.
var settingKinds = sync.OnceValue(func() []settingKind {
	var out []settingKind
	t := reflect.TypeFor[pipeline.Settings]()
	for i := range t.NumField() {
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if key == "" || key == "-" {
			continue
		}
		typ := f.Type
		if typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		kind := map[reflect.Kind]string{reflect.String: "string", reflect.Int: "number", reflect.Bool: "boolean", reflect.Slice: "list"}[typ.Kind()]
		out = append(out, settingKind{Key: key, Kind: kind})
	}
	return out
})
