package sheet

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"sort"
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"hayami/table"
)

//go:embed locales/*.json
var localeFiles embed.FS

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

var locales = sync.OnceValues(func() ([]Locale, error) {
	entries, err := localeFiles.ReadDir("locales")
	if err != nil {
		return nil, err
	}
	var out []Locale
	for _, e := range entries {
		data, err := localeFiles.ReadFile(path.Join("locales", e.Name()))
		if err != nil {
			return nil, err
		}
		var l Locale
		if err := json.Unmarshal(data, &l); err != nil {
			return nil, fmt.Errorf("locale %s: %w", e.Name(), err)
		}
		out = append(out, l)
	}
	// English first: it is the fallback and the matcher's default.
	sort.SliceStable(out, func(i, j int) bool { return out[i].Language == "en" && out[j].Language != "en" })
	return out, nil
})

// Locales returns every language sheets are written in, English first.
func Locales() []Locale {
	l, err := locales()
	if err != nil {
		panic("sheet: embedded locale is broken: " + err.Error())
	}
	return l
}

// LocaleFor returns the locale of a supported tag (English if none).
func LocaleFor(tag language.Tag) Locale {
	all := Locales()
	for _, l := range all {
		if l.Language == tag.String() {
			return l
		}
	}
	return all[0]
}

var matcher = sync.OnceValue(func() language.Matcher {
	var tags []language.Tag
	for _, l := range Locales() {
		tags = append(tags, language.MustParse(l.Language))
	}
	return language.NewMatcher(tags)
})

// Match finds the supported language closest to a requested one
// ("pt" → pt-BR, "zh-TW" → zh-Hant). ok is false when nothing is close and
// English is used.
func Match(requested string) (tag language.Tag, ok bool) {
	all := Locales()
	want, err := language.Parse(requested)
	if err != nil {
		return language.English, false
	}
	_, i, confidence := matcher().Match(want)
	got := language.MustParse(all[i].Language)
	// The matcher answers English for anything it does not know; only a
	// match in the same language counts.
	wantBase, _ := want.Base()
	gotBase, _ := got.Base()
	if confidence == language.No || wantBase != gotBase {
		return language.English, false
	}
	return got, true
}

var messages = sync.OnceValue(func() catalog.Catalog {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for _, l := range Locales() {
		tag := language.MustParse(l.Language)
		keys := make([]string, 0, len(l.Messages))
		for k := range l.Messages {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if err := b.SetString(tag, k, l.Messages[k]); err != nil {
				panic("sheet: bad message " + l.Language + " " + k + ": " + err.Error())
			}
		}
	}
	return b
})

// printer returns a printer for lang that looks texts up in the catalog.
func printer(lang language.Tag) *message.Printer {
	return message.NewPrinter(lang, message.Catalog(messages()))
}
