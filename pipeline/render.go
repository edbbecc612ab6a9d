package pipeline

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
)

// File is one rendered file: its name (no folder), media type and bytes.
type File struct {
	Name string
	Type string
	Data []byte
}

// The media types of the files that are in no format of Formats.
const (
	cssType  = "text/css; charset=utf-8"
	tomlType = "application/toml"
	zipType  = "application/zip"
)

// job is what rendering one file takes: a sheet of the document (or a
// pocket sheet's cards side by side), or with no sheet, the rule set's
// tables as data.
type job struct {
	tables standings.Tables
	doc    sheet.Document
	sheet  *sheet.Sheet
	cards  bool
	pdf    pdf.Options
	meta   pdf.Meta
	html   html.Options
}

// file renders the job in format f as the file name.
func (f Format) file(name string, j job) (File, error) {
	var buf bytes.Buffer
	if err := f.render(&buf, j); err != nil {
		return File{}, err
	}
	return File{Name: name, Type: f.MediaType, Data: buf.Bytes()}, nil
}

// of is the job for one sheet of its document.
func (j job) of(s sheet.Sheet) job {
	j.sheet = &s
	return j
}

// sheetsIn lists the sheets a format writes a file each of: on paper,
// the printed sheets too.
func sheetsIn(f Format, players int) []string {
	if f.Has(CapPaged) {
		return compose.PrintIDs(players)
	}
	return compose.SheetIDs(players)
}

// langJob is one rule set in one language: its job, the sheets it writes
// (nil: all) and, in a site, the data files one folder up that its index
// links.
type langJob struct {
	job
	only  []string
	site  bool
	extra []compose.Entry
	stop  func() error // between files: nil, or why to stop
	// papers are the PDFs' papers, each a set of the paged files; nil:
	// the job's one.
	papers []pdf.Options
}

// task is one file of a langJob: its name and the format and job that
// render it, or the file itself when it needs no rendering (the stylesheet).
type task struct {
	name  string
	f     Format
	j     job
	made  *File
	named bool // a renderer's error names the file
}

// run renders the task's file.
func (t task) run() (File, error) {
	if t.made != nil {
		return *t.made, nil
	}
	file, err := t.f.file(t.name, t.j)
	if err != nil && t.named {
		return File{}, fmt.Errorf("%s: %w", t.name, err)
	}
	return file, err
}

// render renders every file of a langJob in memory, so that a failure
// writes nothing.
func (lj langJob) render(chosen []Format) ([]File, error) {
	var files []File
	for _, t := range lj.tasks(chosen) {
		if lj.stop != nil {
			if err := lj.stop(); err != nil {
				return nil, err
			}
		}
		file, err := t.run()
		if err != nil {
			return nil, err
		}
		files = append(files, file)
	}
	return files, nil
}

// tasks lists every file of a langJob, in the order render makes them. An
// indexed format adds an index page linking every file, and with an
// external stylesheet, the stylesheet.
func (lj langJob) tasks(chosen []Format) []task {
	j := lj.job
	name := fileName{rules: j.doc.RulesID, lang: j.doc.Lang, honba: j.tables.Honba}
	var tasks []task
	var entries []compose.Entry
	add := func(f Format, n fileName, j job, e compose.Entry) {
		name := n.in(f, j.html)
		tasks = append(tasks, task{name: name, f: f, j: j, named: true})
		e.File, e.Format = name, f.Name
		entries = append(entries, e)
	}
	for _, f := range chosen {
		if f.Has(CapData) {
			n := name
			n.part = tablesPart
			add(f, n, j, compose.Entry{})
		}
		if !f.Has(CapSheets) {
			continue
		}
		papers := []pdf.Options{j.pdf}
		if f.Has(CapPaged) && len(lj.papers) > 0 {
			papers = lj.papers
		}
		for pi, po := range papers {
			j := j
			j.pdf = po
			for _, id := range sheetsIn(f, j.tables.Rules.Players) {
				if lj.only != nil && !slices.Contains(lj.only, id) {
					continue
				}
				s := j.doc.Sheets[slices.IndexFunc(j.doc.Sheets, func(s sheet.Sheet) bool { return s.ID == id })]
				if len(s.Tables) == 0 && len(s.Remarks) == 0 {
					continue // a pocket card when the grid has none of its rows
				}
				n, paper := name, ""
				n.part = id
				if f.Has(CapPaged) {
					paper = pdf.Card.Name
					if !s.Pocket { // a pocket card is on its own paper
						paper = paperName(j.pdf)
						n.paper = paper
					}
				}
				if !s.Pocket || pi == 0 || !f.Has(CapPaged) { // a pocket card once, whatever the papers
					add(f, n, j.of(s), compose.Entry{Sheet: id, Paper: paper})
				}
				if f.Has(CapPaged) && s.Pocket { // and the cards side by side on the paper, to print at home
					cards := j.of(s)
					cards.cards, n.paper = true, j.pdf.Paper.Name
					add(f, n, cards, compose.Entry{Sheet: id, Paper: j.pdf.Paper.Name})
				}
			}
		}
	}
	if anyFormat(chosen, CapIndexed) && j.html.CSSHref != "" {
		tasks = append(tasks, task{name: stylesheetFile, made: &File{Name: stylesheetFile, Type: cssType, Data: []byte(html.StylesheetFor(j.html))}})
	}
	if lj.only != nil {
		return tasks
	}
	for _, f := range chosen {
		if !f.Has(CapIndexed) {
			continue
		}
		n := name
		n.part = indexPart
		index := n.in(f, j.html)
		if lj.site {
			index = siteIndex
		}
		tasks = append(tasks, task{name: index, f: f, j: j.of(compose.Index(j.tables.Tables, j.doc.Options, append(entries, lj.extra...)))})
	}
	return tasks
}
