package main

import (
	"github.com/hayami-mahjong/hayami/internal/suggest"

	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/render/csv"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/jsondata"
	"github.com/hayami-mahjong/hayami/render/markdown"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

// format is one output format: its name, which is also the file
// extension, and what it can write. A new format is one entry of formats
// and its renderer.
type format struct {
	name string
	// sheets lists the sheets written one file each; nil means one data
	// file of every table per rule set.
	sheets func(players int) []string
	render func(w io.Writer, j job) error
	// drill writes a practice sheet (hayami drill); nil: no drills.
	drill func(w io.Writer, j job) error
	// drillDefault: hayami drill writes it when --format is not given.
	drillDefault bool
	// tables writes every table to standard output (hayami table); nil:
	// not a format of hayami table.
	tables  func(w io.Writer, t table.Tables, opts sheet.Options) error
	paged   bool // printed on paper: it takes the PDF options, and file names carry the paper
	indexed bool // a build adds an index page linking every file, and an external stylesheet
}

// formats lists the output formats in the order files are written.
var formats = []format{
	{name: "pdf", sheets: sheet.PrintIDs, paged: true, render: pdfSheet, drill: pdfSheet, drillDefault: true},
	{name: "html", sheets: sheet.SheetIDs, indexed: true, render: htmlSheet, drill: htmlSheet, drillDefault: true},
	{name: "md", sheets: sheet.SheetIDs, render: markdownSheet, drill: markdownSheet, drillDefault: true, tables: markdownTables},
	{name: "csv",
		render: func(w io.Writer, j job) error { return csv.Render(w, j.tables) },
		tables: func(w io.Writer, t table.Tables, _ sheet.Options) error { return csv.Render(w, t) }},
	{name: "json",
		render: func(w io.Writer, j job) error { return tablesJSON(w, j.tables) },
		drill:  func(w io.Writer, j job) error { return jsondata.Render(w, j.sheet) }, // the sheet itself: questions and answers as data
		tables: func(w io.Writer, t table.Tables, _ sheet.Options) error { return tablesJSON(w, t) }},
}

// pdfSheet, htmlSheet and markdownSheet write the job's sheet, a sheet of
// tables or a practice sheet alike.
func pdfSheet(w io.Writer, j job) error      { return pdf.Render(w, j.sheet, j.doc, j.pdf, j.meta) }
func htmlSheet(w io.Writer, j job) error     { return html.Render(w, j.sheet, j.doc, j.html) }
func markdownSheet(w io.Writer, j job) error { return markdown.Render(w, j.sheet) }

// markdownTables writes every sheet of payments as Markdown, one after
// another: not the fu chart, nor the game sheets (build writes those).
func markdownTables(w io.Writer, t table.Tables, opts sheet.Options) error {
	ids := slices.DeleteFunc(sheet.SheetIDs(t.Rules.Players), func(id string) bool {
		return id == sheet.FuChart || slices.Contains(sheet.GameIDs, id)
	})
	for i, s := range sheet.Build(t, opts, ids).Sheets {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if err := markdown.Render(w, s); err != nil {
			return err
		}
	}
	return nil
}

// tablesJSON writes the payments, final scores and gap tables of t.
func tablesJSON(w io.Writer, t table.Tables) error {
	d, err := jsondata.Tables(t)
	if err != nil {
		return err
	}
	return jsondata.Render(w, d)
}

// formatsWhere lists the names of the formats that have a property, e.g.
// the ones drills are written in.
func formatsWhere(has func(format) bool) []string {
	var names []string
	for _, f := range formats {
		if has(f) {
			names = append(names, f.name)
		}
	}
	return names
}

// The formats each command takes: build and site every one, drill those
// that write practice sheets, table those that print to standard output.
func anyFormat(format) bool      { return true }
func drillFormat(f format) bool  { return f.drill != nil }
func tablesFormat(f format) bool { return f.tables != nil }

// chooseFormats checks the --format names against the formats a command
// writes (allowed) and returns them in writing order; hint leads the list
// of allowed names in the error for any other ("use", "drills are written as").
func chooseFormats(names []string, allowed func(format) bool, hint string) ([]format, error) {
	valid := strings.Join(formatsWhere(allowed), ", ")
	var chosen []format
	for _, n := range names {
		n = strings.TrimSpace(strings.ToLower(n))
		i := slices.IndexFunc(formats, func(f format) bool { return f.name == n && allowed(f) })
		if i < 0 {
			if best, ok := suggest.Nearest(n, formatsWhere(allowed)); ok {
				return nil, usagef("--format %s: did you mean %s?", n, best)
			}
			return nil, usagef("--format %s: %s %s", n, hint, valid)
		}
		if !slices.ContainsFunc(chosen, func(f format) bool { return f.name == n }) {
			chosen = append(chosen, formats[i])
		}
	}
	if len(chosen) == 0 {
		return nil, usagef("--format: name at least one of %s", valid)
	}
	return chosen, nil
}

// hasFormat reports whether one of the chosen formats has a property.
func hasFormat(chosen []format, has func(format) bool) bool { return slices.ContainsFunc(chosen, has) }

// paperSuffix is what a paged file's name adds: "-a4", "-letter-landscape".
func paperSuffix(o pdf.Options) string {
	if o.Landscape {
		return "-" + o.Paper.Name + "-landscape"
	}
	return "-" + o.Paper.Name
}
