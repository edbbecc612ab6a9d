package maker

import (
	"bytes"
	"fmt"
	"io"
	"path"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// File is one rendered file: its name (no folder), media type and bytes.
type File struct {
	Name string
	Type string
	Data []byte
}

// mediaTypes are the media types of the files hayami writes, by extension.
var mediaTypes = map[string]string{
	".pdf":  "application/pdf",
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".md":   "text/markdown; charset=utf-8",
	".csv":  "text/csv; charset=utf-8",
	".json": "application/json",
	".toml": "application/toml",
	".zip":  "application/zip",
}

// NewFile is a file with the media type its name's extension gives.
func NewFile(name string, data []byte) File {
	return File{Name: name, Type: mediaTypes[path.Ext(name)], Data: data}
}

// RenderFiles renders every file of a job in memory, so that a failure
// writes nothing. HTML adds an index page linking every file, and with an
// external stylesheet, hayami.css.
func RenderFiles(j Job, chosen []Format) ([]File, error) {
	base := j.Doc.RulesID + "-" + j.Doc.Lang
	suffix := ""
	if j.Tables.Honba > 0 {
		suffix = fmt.Sprintf("-honba%d", j.Tables.Honba)
	}
	var files []File
	var entries []sheet.Entry
	add := func(f Format, name string, e sheet.Entry) error {
		var buf bytes.Buffer
		if err := f.Render(&buf, j); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files = append(files, NewFile(name, buf.Bytes()))
		e.File, e.Format = name, f.Name
		entries = append(entries, e)
		return nil
	}
	for _, f := range chosen {
		if f.Sheets == nil {
			if err := add(f, base+"-tables"+suffix+"."+f.Name, sheet.Entry{}); err != nil {
				return nil, err
			}
			continue
		}
		for _, id := range f.Sheets(j.Tables.Rules.Players) {
			if j.Only != nil && !slices.Contains(j.Only, id) {
				continue
			}
			i := slices.IndexFunc(j.Doc.Sheets, func(s sheet.Sheet) bool { return s.ID == id })
			j.Sheet = j.Doc.Sheets[i]
			if len(j.Sheet.Tables) == 0 && len(j.Sheet.Remarks) == 0 {
				continue // a pocket card when the grid has none of its rows
			}
			name, paper := base+"-"+id+suffix, ""
			if f.Paged {
				paper = pdf.Card.Name
				if !j.Sheet.Pocket { // a pocket card is on its own paper
					paper = strings.TrimPrefix(PaperSuffix(j.PDF), "-")
					name += "-" + paper
				}
			}
			ext := "." + f.Name
			if f.Indexed {
				ext = HTMLExt(j.HTML)
			}
			if err := add(f, name+ext, sheet.Entry{Sheet: id, Paper: paper}); err != nil {
				return nil, err
			}
			if f.Paged && j.Sheet.Pocket { // and the cards side by side on the paper, to print at home
				cards := f
				cards.Render = func(w io.Writer, j Job) error { return pdf.RenderCards(w, j.Sheet, j.Doc, j.PDF, j.Meta) }
				if err := add(cards, name+"-"+j.PDF.Paper.Name+ext, sheet.Entry{Sheet: id, Paper: j.PDF.Paper.Name}); err != nil {
					return nil, err
				}
			}
		}
	}
	if HasFormat(chosen, func(f Format) bool { return f.Indexed }) && j.HTML.CSSHref != "" {
		files = append(files, NewFile(html.StylesheetFile, []byte(html.StylesheetFor(j.HTML))))
	}
	if !HasFormat(chosen, func(f Format) bool { return f.Indexed }) || j.Only != nil {
		return files, nil
	}
	j.Sheet = sheet.Index(j.Tables, j.Doc.Options, append(entries, j.Extra...))
	var buf bytes.Buffer
	if err := html.Render(&buf, j.Sheet, j.Doc, j.HTML); err != nil {
		return nil, err
	}
	index := base + "-index" + suffix + HTMLExt(j.HTML)
	if j.IndexName != "" {
		index = j.IndexName
	}
	files = append(files, NewFile(index, buf.Bytes()))
	return files, nil
}

// HTMLExt is how an HTML file's name ends: ".fragment.html" for a
// fragment, so that fragments and pages never share a name.
func HTMLExt(o html.Options) string {
	if o.Fragment {
		return ".fragment.html"
	}
	return ".html"
}
