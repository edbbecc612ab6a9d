package sheet

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"github.com/hayami-mahjong/hayami/table"
)

//go:embed locales/*.json
var localeFiles embed.FS

// CatalogFiles is the embedded catalog files, for a digest of them.
func CatalogFiles() fs.FS { return localeFiles }

// Locale is one language's texts, terms and tsumo notation, read from
// locales/<tag>.json.
type Locale struct {
	Language string            `json:"language"` // BCP 47 tag, also used in file names
	Name     string            `json:"name"`     // the language's own name
	Font     string            `json:"font"`     // the embedded font family its sheets are printed in (package fonts)
	Notation table.Notation    `json:"notation"` // how its players write a tsumo
	Glossary map[string]string `json:"glossary"` // term id → the community's word
	Sources  []string          `json:"sources"`  // where the terms and notation come from
	Same     []string          `json:"same"`     // message keys rightly the same as English
	Messages map[string]string `json:"messages"` // message key → text with fmt verbs
}

// Texts returns every text of the catalog a sheet may print: the
// language's name, its notation, terms and messages (in key order), for
// checking and cutting its fonts. The sources are documentation only.
func (l Locale) Texts() []string {
	texts := []string{l.Name, l.Notation.Separator, l.Notation.All}
	for _, k := range slices.Sorted(maps.Keys(l.Glossary)) {
		texts = append(texts, l.Glossary[k])
	}
	for _, k := range slices.Sorted(maps.Keys(l.Messages)) {
		texts = append(texts, l.Messages[k])
	}
	return texts
}

// localeTags lists the languages there are catalogs for, English first
// (the fallback and the matcher's default), from the files' names: what
// needs the list of languages does not parse every catalog.
var localeTags = sync.OnceValue(func() []string {
	entries, err := localeFiles.ReadDir("locales")
	if err != nil {
		panic("sheet: no embedded locales: " + err.Error())
	}
	var tags []string
	for _, e := range entries {
		tags = append(tags, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.SliceStable(tags, func(i, j int) bool { return tags[i] == "en" && tags[j] != "en" })
	return tags
})

// parsed holds each language's catalog, read from its file the first
// time a sheet in that language is made.
var parsed sync.Map // tag → func() (Locale, error)

// loadLocale reads one language's catalog once per process.
func loadLocale(tag string) Locale {
	load, _ := parsed.LoadOrStore(tag, sync.OnceValues(func() (Locale, error) {
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
	l, err := load.(func() (Locale, error))()
	if err != nil {
		panic("sheet: embedded locale is broken: " + err.Error())
	}
	return l
}

// Locales returns every language sheets are written in, English first.
func Locales() []Locale {
	var out []Locale
	for _, tag := range localeTags() {
		out = append(out, loadLocale(tag))
	}
	return out
}

// LocaleTags returns the tags of every language sheets are written in,
// English first, without reading their catalogs.
func LocaleTags() []string { return slices.Clone(localeTags()) }

// fonts holds each language's font family, read from its catalog file
// without its messages (a PDF's font chain names every CJK family).
var fonts sync.Map // tag → func() (string, error)

// FontFamily is the font family a language's sheets are printed in, as
// LocaleFor(tag).Font, without decoding the catalog's messages.
func FontFamily(tag language.Tag) string {
	name := "en"
	if slices.Contains(localeTags(), tag.String()) {
		name = tag.String()
	}
	load, _ := fonts.LoadOrStore(name, sync.OnceValues(func() (string, error) {
		data, err := localeFiles.ReadFile(path.Join("locales", name+".json"))
		if err != nil {
			return "", err
		}
		return fontField(data)
	}))
	family, err := load.(func() (string, error))()
	if err != nil {
		panic("sheet: embedded locale is broken: " + err.Error())
	}
	return family
}

// fontField reads a catalog's "font" field, decoding only the fields
// before it (the language and its names, at the file's top).
func fontField(data []byte) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil { // {
		return "", err
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return "", err
		}
		if key == "font" {
			var font string
			err := dec.Decode(&font)
			return font, err
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return "", err
		}
	}
	return "", errors.New("no font field")
}

// LocaleFor returns the locale of a supported tag (English if none).
func LocaleFor(tag language.Tag) Locale {
	if slices.Contains(localeTags(), tag.String()) {
		return loadLocale(tag.String())
	}
	return loadLocale("en")
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

// catalogs holds one compiled catalog per language, built the first time
// that language prints. Every catalog has every English key
// (TestLocalesComplete), so a language's own messages are all it needs.
var catalogs sync.Map // tag → func() catalog.Catalog

// catalogFor compiles the catalog of a supported tag once per process.
func catalogFor(tag language.Tag) catalog.Catalog {
	key := LocaleFor(tag).Language
	build, _ := catalogs.LoadOrStore(key, sync.OnceValue(func() catalog.Catalog {
		l, t := loadLocale(key), language.MustParse(key)
		b := catalog.NewBuilder(catalog.Fallback(t))
		for _, k := range slices.Sorted(maps.Keys(l.Messages)) {
			if err := b.SetString(t, k, l.Messages[k]); err != nil {
				panic("sheet: bad message " + key + " " + k + ": " + err.Error())
			}
		}
		return b
	}))
	return build.(func() catalog.Catalog)()
}

// printer returns a printer for lang that looks texts up in its catalog.
func printer(lang language.Tag) *message.Printer {
	return message.NewPrinter(lang, message.Catalog(catalogFor(lang)))
}
