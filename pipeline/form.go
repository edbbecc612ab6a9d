package pipeline

import (
	"embed"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
)

//go:embed locales/*.json
var pageLocaleFiles embed.FS

// pageCatalog is one language's texts for the page in the browser: what
// each rules key does and takes (English has them in ruleset.Keys), and
// the page's own words.
type pageCatalog struct {
	Language string             `json:"language"`
	Name     string             `json:"name"`
	Keys     map[string]keyText `json:"keys"`
	Page     map[string]string  `json:"page"`
}

// keyText is a rules key's doc and value range in one language.
type keyText struct {
	Doc  string `json:"doc"`
	Type string `json:"type"`
}

// pageCatalogs holds each language's catalog, read the first time it is asked for.
var pageCatalogs sync.Map // tag → func() (pageCatalog, error)

// readPageCatalog reads the page catalog of a supported tag once.
func readPageCatalog(tag string) (pageCatalog, error) {
	load, _ := pageCatalogs.LoadOrStore(tag, sync.OnceValues(func() (pageCatalog, error) {
		var c pageCatalog
		data, err := pageLocaleFiles.ReadFile("locales/" + tag + ".json")
		if err != nil {
			return c, err
		}
		if err := json.Unmarshal(data, &c); err != nil {
			return c, fmt.Errorf("page catalog %s: %w", tag, err)
		}
		return c, nil
	}))
	return load.(func() (pageCatalog, error))()
}

// pageCatalogFor is the catalog closest to lang, English where there is
// none, with every page text it lacks filled in from English. The keys'
// English texts are ruleset.Keys' own, which keyDocs falls back on.
func pageCatalogFor(lang string) (pageCatalog, error) {
	en, err := readPageCatalog("en")
	if err != nil {
		return en, err
	}
	tag, ok := sheet.Match(lang)
	if !ok || tag.String() == "en" {
		return en, nil
	}
	c, err := readPageCatalog(tag.String())
	if err != nil {
		return c, err
	}
	filled := pageCatalog{Language: c.Language, Name: c.Name, Keys: c.Keys, Page: map[string]string{}}
	for k, v := range en.Page {
		filled.Page[k] = v
		if t, ok := c.Page[k]; ok {
			filled.Page[k] = t
		}
	}
	return filled, nil
}

// Keys lists the rules keys a house-rules file and --set take, in a
// file's order, "extends" left out (a form's preset is the rules
// setting), with their texts in the language closest to lang.
func Keys(lang string) (KeyDocs, error) {
	c, err := pageCatalogFor(lang)
	if err != nil {
		return KeyDocs{}, err
	}
	return c.keyDocs(), nil
}

// keyDocs are the rules keys with the catalog's texts, English
// (ruleset.Keys' own) where it has none: TestPageCatalogsComplete fails
// on a text a catalog lacks.
func (c pageCatalog) keyDocs() KeyDocs {
	d := KeyDocs{Lang: c.Language}
	for _, k := range ruleset.Keys {
		if k.Name == "extends" {
			continue
		}
		text, ok := c.Keys[k.Name]
		if !ok {
			text = keyText{Doc: k.Doc, Type: k.Type}
		}
		d.Keys = append(d.Keys, KeyInfo{Name: k.Name, Kind: k.Kind.String(), Type: text.Type, Choices: k.Values, Range: k.Range,
			AtLeast: k.AtLeast, LangDefault: k.LangDefault, Doc: text.Doc, Rule: k.IsRule()})
	}
	return d
}

// PageTexts are the page's own texts in the language closest to lang.
func PageTexts(lang string) (map[string]string, error) {
	c, err := pageCatalogFor(lang)
	return c.Page, err
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
	Lang      string            `json:"lang"`
	Texts     map[string]string `json:"texts"`
	Keys      []KeyInfo         `json:"keys"`
	Languages []Language        `json:"languages"`
	Papers    []string          `json:"papers"`
	Formats   []string          `json:"formats"`
	Sheets4   []SheetChoice     `json:"sheets4"` // what --sheets takes for four players
	Sheets3   []SheetChoice     `json:"sheets3"` // and for three
}

// FormIn is the form in the language closest to lang.
func FormIn(lang string) (Form, error) {
	c, err := pageCatalogFor(lang)
	if err != nil {
		return Form{}, err
	}
	f := Form{Lang: c.Language, Texts: c.Page, Keys: c.keyDocs().Keys, Papers: PaperNames(), Formats: FormatsWhere(AnyFormat)}
	for _, tag := range sheet.LocaleTags() {
		lc, err := readPageCatalog(tag)
		if err != nil {
			return Form{}, err
		}
		f.Languages = append(f.Languages, Language{Tag: tag, Name: lc.Name})
	}
	tag, _ := sheet.Match(c.Language)
	msgs := sheet.LocaleFor(tag).Messages
	for _, id := range sheet.PrintIDs(4) {
		f.Sheets4 = append(f.Sheets4, SheetChoice{ID: id, Title: msgs["sheet."+id]})
	}
	for _, id := range sheet.PrintIDs(3) {
		f.Sheets3 = append(f.Sheets3, SheetChoice{ID: id, Title: msgs["sheet."+id]})
	}
	return f, nil
}

// bootTexts are the page's texts it shows before hayami.wasm has loaded.
var bootTexts = []string{"loading", "no-wasm", "file-url", "file-url-open", "load-failed"}

// BootTexts are, by language tag, the texts the page shows before
// hayami.wasm has loaded (or when it cannot): written into the page itself.
func BootTexts() (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	for _, tag := range sheet.LocaleTags() {
		c, err := readPageCatalog(tag)
		if err != nil {
			return nil, err
		}
		out[tag] = map[string]string{}
		for _, id := range bootTexts {
			out[tag][id] = c.Page[id]
		}
	}
	return out, nil
}
