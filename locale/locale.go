// Package locale owns every text hayami prints in a language: one catalog
// a language (locales/<tag>.json) holding the sheets' messages, terms,
// notation, sources and font, the page's texts and the rules keys'
// labels; the typed ids of its messages (ids.go, generated from en.json)
// and the helpers that build the ids of a family; the printers that fill
// a message's verbs, with plural forms where a count is printed; and the
// matching of a requested language to a catalog.
package locale

//go:generate go run ../internal/cmd/genids

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/table"
)

//go:embed locales/*.json
var localeFiles embed.FS

// Files is the embedded catalog files, for a digest of them and for the tools that read them.
func Files() fs.FS { return localeFiles }

// ID names a message of the catalogs: a sheet's, the command line's or a
// problem's text. ids.go has a constant for each; families.go builds the
// ids of a family from what they name.
type ID string

// PageID names a text of the page in the browser (a catalog's "page").
type PageID string

// Locale is one language's catalog, read from locales/<tag>.json.
type Locale struct {
	Language string             `json:"language"` // BCP 47 tag, also used in file names
	Name     string             `json:"name"`     // the language's own name
	Font     string             `json:"font"`     // the embedded font family its sheets are printed in (package fonts)
	Notation table.Notation     `json:"notation"` // how its players write a tsumo
	Glossary map[string]string  `json:"glossary"` // term id → the community's word
	Sources  []string           `json:"sources"`  // where the terms and notation come from
	Same     []ID               `json:"same"`     // messages rightly the same as English
	Messages map[ID]Message     `json:"messages"` // the sheets', the command line's and the problems' texts, with fmt verbs
	Page     map[PageID]Message `json:"page"`     // the page's own texts
	// Keys are each rules key's label for the page's form; English has
	// none, its labels are ruleset.Keys' Doc.
	Keys map[string]KeyText `json:"keys,omitempty"`
}

// KeyText is a rules key's label in one language.
type KeyText struct {
	Doc string `json:"doc"`
}

// problem reports whether message id is a problem's wording (problem.*),
// which the command line prints in English (a hand's and a value's,
// problem.hand.* and problem.value.*, in the command's --lang) and the
// page in its language, and no sheet prints.
func problem(id ID) bool { return strings.HasPrefix(string(id), "problem.") }

// Texts returns every text of the catalog a sheet may print: the
// language's name, its notation, terms and messages (in id order, each
// form of a plural one), for checking and cutting its fonts. The sources
// are documentation only; the page's texts and the problems' wordings are
// drawn by the browser.
func (l Locale) Texts() []string {
	texts := []string{l.Name, l.Notation.Separator, l.Notation.All}
	for _, k := range slices.Sorted(maps.Keys(l.Glossary)) {
		texts = append(texts, l.Glossary[k])
	}
	for _, k := range slices.Sorted(maps.Keys(l.Messages)) {
		if !problem(k) {
			texts = append(texts, l.Messages[k].Texts()...)
		}
	}
	return texts
}

// localeTags lists the languages there are catalogs for, English first
// (the fallback and the matcher's default), from the files' names: what
// needs the list of languages does not parse every catalog.
var localeTags = sync.OnceValue(func() []string {
	entries, err := localeFiles.ReadDir("locales")
	if err != nil {
		panic("locale: no embedded catalogs: " + err.Error())
	}
	var tags []string
	for _, e := range entries {
		tags = append(tags, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.SliceStable(tags, func(i, j int) bool { return tags[i] == "en" && tags[j] != "en" })
	return tags
})

// parsed holds each language's catalog, read from its file the first
// time it is asked for.
var parsed sync.Map // tag → func() (Locale, error)

// load reads one language's catalog once per process.
func load(tag string) Locale {
	read, _ := parsed.LoadOrStore(tag, sync.OnceValues(func() (Locale, error) {
		data, err := localeFiles.ReadFile(path.Join("locales", tag+".json"))
		if err != nil {
			return Locale{}, err
		}
		var l Locale
		if err := json.Unmarshal(data, &l); err != nil {
			return Locale{}, fmt.Errorf("locale %s: %w", tag, err)
		}
		return l, nil
	}))
	l, err := read.(func() (Locale, error))()
	if err != nil {
		panic("locale: embedded catalog is broken: " + err.Error())
	}
	return l
}

// Locales returns every language's catalog, English first.
func Locales() []Locale {
	var out []Locale
	for _, tag := range localeTags() {
		out = append(out, load(tag))
	}
	return out
}

// Tags returns the tags of every language there is a catalog for,
// English first, without reading the catalogs.
func Tags() []string { return slices.Clone(localeTags()) }

// For returns the catalog of a supported tag (English's if none).
func For(tag language.Tag) Locale {
	if slices.Contains(localeTags(), tag.String()) {
		return load(tag.String())
	}
	return load("en")
}

var matcher = sync.OnceValue(func() language.Matcher {
	var tags []language.Tag
	for _, t := range localeTags() {
		tags = append(tags, language.MustParse(t))
	}
	return language.NewMatcher(tags)
})

// languageAliases are country codes and short names people type for a
// language: "jp" for Japanese, "cn" for Simplified Chinese.
var languageAliases = map[string]string{
	"jp": "ja", "cn": "zh-Hans", "zh": "zh-Hans", "tw": "zh-Hant", "hk": "zh-Hant",
	"kr": "ko", "br": "pt-BR", "pt": "pt-BR", "gb": "en", "us": "en", // not "uk": Ukrainian
}

// Match finds the supported language closest to a requested one
// ("pt" → pt-BR, "zh-TW" → zh-Hant). ok is false when nothing is close and
// English is used.
func Match(requested string) (tag language.Tag, ok bool) {
	if alias, found := languageAliases[strings.ToLower(strings.TrimSpace(requested))]; found {
		requested = alias
	}
	all := localeTags()
	want, err := language.Parse(requested)
	if err != nil {
		return language.English, false
	}
	_, i, confidence := matcher().Match(want)
	got := language.MustParse(all[i])
	// The matcher answers English for anything it does not know; only a
	// match in the same language counts.
	wantBase, _ := want.Base()
	gotBase, _ := got.Base()
	if confidence == language.No || wantBase != gotBase {
		return language.English, false
	}
	return got, true
}

// PageTexts are the page's texts in the catalog of a supported tag,
// English's where it lacks one.
func PageTexts(tag language.Tag) map[PageID]Message {
	l, en := For(tag), load("en")
	texts := maps.Clone(en.Page)
	maps.Copy(texts, l.Page)
	return texts
}
