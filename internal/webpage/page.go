//go:build maker

package webpage

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/locale"
)

// pageFiles are the page's own files and the WebAssembly build of hayami
// (make wasm) with Go's loader and its licence.
//
//go:embed static/index.html static/app.js static/panel-*.js static/app.css static/worker.js static/icon.svg static/sw.js
//go:embed wasm/hayami.wasm wasm/wasm_exec.js wasm/wasm_exec.LICENSE
var pageFiles embed.FS

// HasPage reports whether this build holds the page (-tags maker).
const HasPage = true

// workerFile is the page's service worker, which hayami writes last: it
// lists the other files.
const workerFile = "static/sw.js"

// Page lists the files of the page that makes sheets in the browser, by
// their path in the folder they are written to: index.html and what it
// loads beside it, its web app manifest, icon and service worker, and
// under fonts/ the CJK fonts and their extensions, gzipped, which it
// fetches when a sheet needs one, with every font's licence.
func Page() ([]PageFile, error) {
	manifest, err := webManifest()
	if err != nil {
		return nil, err
	}
	out := []PageFile{{Path: "manifest.webmanifest", Data: manifest}}
	err = fs.WalkDir(pageFiles, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || name == workerFile {
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
		for _, part := range family.OnDemand() {
			data, err := fonts.Packed(part)
			if err != nil {
				return nil, err
			}
			out = append(out, PageFile{Path: "fonts/" + part + ".gz", Data: data})
		}
	}
	slices.SortFunc(out, func(a, b PageFile) int { return strings.Compare(a.Path, b.Path) })
	worker, err := serviceWorker(out)
	if err != nil {
		return nil, err
	}
	out = append(out, PageFile{Path: path.Base(workerFile), Data: worker})
	slices.SortFunc(out, func(a, b PageFile) int { return strings.Compare(a.Path, b.Path) })
	return out, nil
}

// webManifest is the page's web app manifest, in English (one manifest
// serves every language): what a browser installs the page as.
func webManifest() ([]byte, error) {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	en := locale.Locales()[0] // English first
	return json.MarshalIndent(struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		Description     string `json:"description"`
		Lang            string `json:"lang"`
		Dir             string `json:"dir"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []icon `json:"icons"`
	}{
		Name: "hayami: " + en.Page[locale.PageTitle].Text, ShortName: "hayami", Description: en.Page[locale.PageIntro].Text,
		Lang: en.Language, Dir: "ltr", StartURL: ".", Scope: ".", Display: "standalone",
		BackgroundColor: "#ffffff", ThemeColor: "#0b5cad", // app.css's background and accent, as icon.svg
		Icons: []icon{{"icon.svg", "any", "image/svg+xml", "any"}, {"icon.svg", "any", "image/svg+xml", "maskable"}},
	}, "", "  ")
}

// workerMark is where sw.js takes the page's version and files.
const workerMark = "/* page */ {}"

// serviceWorker is sw.js with the files it keeps for offline use: every
// file of the page but those under fonts/ (the font parts and their
// licences), which it keeps once fetched, and the page itself as "./",
// the address it is opened at, not again as index.html. Its
// version is hayami's with a digest of every file, so that a page that
// changes in any byte, even between two builds of one version, replaces
// the cache of the old one.
func serviceWorker(files []PageFile) ([]byte, error) {
	src, err := pageFiles.ReadFile(workerFile)
	if err != nil {
		return nil, err
	}
	if !bytes.Contains(src, []byte(workerMark)) {
		return nil, errors.New(workerFile + " has no " + workerMark)
	}
	sum := sha256.New()
	var kept []string
	for _, f := range files {
		fmt.Fprintf(sum, "%s %d\n", f.Path, len(f.Data))
		sum.Write(f.Data)
		switch {
		case f.Path == "index.html":
			kept = append(kept, "./")
		case !strings.HasPrefix(f.Path, "fonts/"):
			kept = append(kept, f.Path)
		}
	}
	page, err := json.Marshal(struct {
		Version string   `json:"version"`
		Files   []string `json:"files"`
	}{version.Current + "-" + hex.EncodeToString(sum.Sum(nil))[:12], kept})
	if err != nil {
		return nil, err
	}
	return bytes.Replace(src, []byte(workerMark), page, 1), nil
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
