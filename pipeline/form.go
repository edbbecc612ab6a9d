package pipeline

import (
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// Keys lists the rules keys a house-rules file and --set take, in a
// file's order, "extends" left out (a form's preset is the rules
// setting), with their texts in the language closest to lang.
func Keys(lang string) KeyDocs {
	tag, _ := locale.Match(lang)
	return keyDocs(locale.For(tag))
}

// keyDocs are the rules keys with the catalog's texts, English
// (ruleset.Keys' own) where it has none: TestKeyTextsComplete fails on a
// text a catalog lacks.
func keyDocs(c locale.Locale) KeyDocs {
	d := KeyDocs{Lang: c.Language}
	for _, k := range ruleset.Keys {
		if k.Name == "extends" {
			continue
		}
		text, ok := c.Keys[k.Name]
		if !ok {
			text = locale.KeyText{Doc: k.Doc, Type: k.Type}
		}
		d.Keys = append(d.Keys, KeyInfo{Name: k.Name, Kind: k.Kind.String(), Type: text.Type, Choices: k.Values, Range: k.Range,
			AtLeast: k.AtLeast, LangDefault: k.LangDefault, Doc: text.Doc, Rule: k.IsRule()})
	}
	return d
}

// Language is a language sheets are written in, by its own name.
type Language struct {
	Tag  string `json:"tag"`  // BCP 47, as --lang takes it
	Name string `json:"name"` // "日本語"
}

// SheetChoice is a sheet a form offers, by its id and its title in the form's language.
type SheetChoice struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

// Form is everything a form for Settings offers, in one language: the
// page's texts, the rules keys, and the choices of the other settings.
type Form struct {
	Lang      string                           `json:"lang"`
	Texts     map[locale.PageID]locale.Message `json:"texts"` // a plural text as its forms, by CLDR category
	Keys      []KeyInfo                        `json:"keys"`
	Languages []Language                       `json:"languages"`
	Papers    []string                         `json:"papers"`
	Formats   []string                         `json:"formats"`
	Sheets4   []SheetChoice                    `json:"sheets4"` // what --sheets takes for four players
	Sheets3   []SheetChoice                    `json:"sheets3"` // and for three
}

// FormIn is the form in the language closest to lang.
func FormIn(lang string) Form {
	tag, _ := locale.Match(lang)
	c := locale.For(tag)
	f := Form{Lang: c.Language, Texts: locale.PageTexts(tag), Keys: keyDocs(c).Keys, Papers: PaperNames(), Formats: FormatsWhere(AnyFormat),
		Languages: SheetLanguages()}
	for _, id := range compose.PrintIDs(4) {
		f.Sheets4 = append(f.Sheets4, SheetChoice{ID: id, Title: c.Messages[locale.Sheet(id)].Text})
	}
	for _, id := range compose.PrintIDs(3) {
		f.Sheets3 = append(f.Sheets3, SheetChoice{ID: id, Title: c.Messages[locale.Sheet(id)].Text})
	}
	return f
}

// bootTexts are the page's texts it shows before hayami.wasm has loaded.
var bootTexts = []locale.PageID{locale.PageLoading, locale.PageNoWasm, locale.PageFileURL, locale.PageFileURLOpen, locale.PageLoadFailed}

// BootTexts are, by language tag, the texts the page shows before
// hayami.wasm has loaded (or when it cannot): written into the page itself.
func BootTexts() map[string]map[locale.PageID]string {
	out := map[string]map[locale.PageID]string{}
	for _, l := range locale.Locales() {
		out[l.Language] = map[locale.PageID]string{}
		for _, id := range bootTexts {
			out[l.Language][id] = l.Page[id].Text
		}
	}
	return out
}
