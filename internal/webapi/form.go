package webapi

import (
	"reflect"
	"strings"
	"sync"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/ruleset"
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

// keyInfo is one rules key as the form shows it: what "hayami rules init"
// writes beside it.
type keyInfo struct {
	Name string `json:"name"` // dotted, as in the set setting and the file: "yakuman.max"
	Kind string `json:"kind"` // bool, int, string, int-list or string-list
	Type string `json:"type"` // the values it takes, in words of the form's language: "0 to 4"
	// Choices are the values it takes where they are few: a bool's, a
	// choice's, a whole number's ("4", "3"); a list's items.
	Choices []string       `json:"choices,omitempty"`
	Range   *ruleset.Range `json:"range,omitempty"`    // a whole number's least and greatest value
	AtLeast string         `json:"at-least,omitempty"` // the key whose value is this one's least
	// LangDefault: "" takes the sheet language's own.
	LangDefault bool   `json:"lang-default,omitempty"`
	Doc         string `json:"doc"`  // one line saying what it does
	Rule        bool   `json:"rule"` // a rule of the game (else how sheets look, or the name)
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
	return keysOf(locale.For(tag))
}

// keysOf are the rules keys with the catalog's texts, English
// (ruleset.Keys' own) where it has none: TestKeyTextsComplete fails on a
// text a catalog lacks.
func keysOf(c locale.Locale) keyDocs {
	d := keyDocs{Lang: c.Language}
	for _, k := range ruleset.Keys {
		if k.Name == "extends" {
			continue
		}
		text, ok := c.Keys[k.Name]
		if !ok {
			text = locale.KeyText{Doc: k.Doc, Type: k.Type}
		}
		d.Keys = append(d.Keys, keyInfo{Name: k.Name, Kind: k.Kind.String(), Type: text.Type, Choices: k.Values, Range: k.Range,
			AtLeast: k.AtLeast, LangDefault: k.LangDefault, Doc: text.Doc, Rule: k.IsRule()})
	}
	return d
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
}

// formIn is the form in the language closest to lang.
func formIn(lang string) form {
	tag, _ := locale.Match(lang)
	c := locale.For(tag)
	f := form{Lang: c.Language, Texts: locale.PageTexts(tag), Keys: keysOf(c).Keys, Papers: pipeline.PaperNames(), Formats: pipeline.FormatsWhere(pipeline.AnyFormat)}
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
