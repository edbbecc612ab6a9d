package locale

import (
	"bytes"
	"encoding/json"
	"errors"
	"path"
	"slices"
	"sync"

	"golang.org/x/text/language"
)

// fontFamilies holds each language's font family, read from its catalog file
// without its messages (a PDF's font chain names every CJK family).
var fontFamilies sync.Map // tag → func() (string, error)

// FontFamily is the font family a language's sheets are printed in, as
// For(tag).Font, without decoding the catalog's messages.
func FontFamily(tag language.Tag) string {
	name := "en"
	if slices.Contains(localeTags(), tag.String()) {
		name = tag.String()
	}
	load, _ := fontFamilies.LoadOrStore(name, sync.OnceValues(func() (string, error) {
		data, err := localeFiles.ReadFile(path.Join("locales", name+".json"))
		if err != nil {
			return "", err
		}
		return fontField(data)
	}))
	family, err := load.(func() (string, error))()
	if err != nil {
		panic("locale: embedded catalog is broken: " + err.Error())
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
