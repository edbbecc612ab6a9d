//go:build maker

package webpage

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/locale"
)

// pageFiles are the page's own files and the WebAssembly build of hayami
// (make wasm) with Go's loader and its licence.
//
//go:embed static/index.html static/app.js static/app.css static/worker.js
//go:embed wasm/hayami.wasm wasm/wasm_exec.js wasm/wasm_exec.LICENSE
var pageFiles embed.FS

// HasPage reports whether this build holds the page (-tags maker).
const HasPage = true

// Page lists the files of the page that makes sheets in the browser, by
// their path in the folder they are written to: index.html and what it
// loads beside it, and under fonts/ the CJK font extensions it fetches
// when a sheet needs one, with every font's licence.
func Page() ([]PageFile, error) {
	var out []PageFile
	err := fs.WalkDir(pageFiles, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := pageFiles.ReadFile(name)
		if err != nil {
			return err
		}
		if name == "static/index.html" {
			if data, err = withBootTexts(data); err != nil {
				return err
			}
		}
		out = append(out, PageFile{Path: path.Base(name), Data: data})
		return nil
	})
	if err != nil {
		return nil, err
	}
	licences, err := fonts.Licences()
	if err != nil {
		return nil, err
	}
	for _, l := range licences {
		out = append(out, PageFile{Path: "fonts/" + l.Name, Data: l.Data})
	}
	for _, family := range fonts.Families {
		for _, part := range family.Extensions {
			data, err := fonts.Packed(part)
			if err != nil {
				return nil, err
			}
			out = append(out, PageFile{Path: "fonts/" + part + ".gz", Data: data})
		}
	}
	slices.SortFunc(out, func(a, b PageFile) int { return strings.Compare(a.Path, b.Path) })
	return out, nil
}

// bootMark is where index.html takes the texts it shows before
// hayami.wasm has loaded, in every language.
const bootMark = "<!-- boot texts -->"

// bootIDs are the page's texts it shows before hayami.wasm has loaded.
var bootIDs = []locale.PageID{locale.PageLoading, locale.PageNoWasm, locale.PageFileURL, locale.PageFileURLOpen, locale.PageLoadFailed}

// bootTexts are, by language tag, the texts the page shows before
// hayami.wasm has loaded (or when it cannot): written into the page itself.
func bootTexts() map[string]map[locale.PageID]string {
	out := map[string]map[locale.PageID]string{}
	for _, l := range locale.Locales() {
		out[l.Language] = map[locale.PageID]string{}
		for _, id := range bootIDs {
			out[l.Language][id] = l.Page[id].Text
		}
	}
	return out
}

// withBootTexts puts bootTexts into index.html as a JSON data block.
func withBootTexts(index []byte) ([]byte, error) {
	data, err := json.Marshal(bootTexts()) // escapes <, > and &: the block cannot end early
	if err != nil {
		return nil, err
	}
	if !bytes.Contains(index, []byte(bootMark)) {
		return nil, errors.New("static/index.html has no " + bootMark)
	}
	block := `<script type="application/json" id="boot-texts">` + string(data) + `</script>`
	return bytes.Replace(index, []byte(bootMark), []byte(block), 1), nil
}
