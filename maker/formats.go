package maker

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/render/csv"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/jsondata"
	"github.com/hayami-mahjong/hayami/render/markdown"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

// Job is everything a format may need to write one file.
type Job struct {
	Tables table.Tables
	Doc    sheet.Document
	Sheet  sheet.Sheet
	PDF    pdf.Options
	Meta   pdf.Meta
	HTML   html.Options
	Only   []string // sheet ids to write; nil for all
	// For a site: files the index links to that this job does not write
	// (the rule set's data, one folder up), and the index page's name.
	Extra     []sheet.Entry
	IndexName string
}

// Format is one output format: its name, which is also the file
// extension, and what it can write. A new format is one entry of Formats
// and its renderer.
type Format struct {
	Name string
	// Sheets lists the sheets written one file each; nil means one data
	// file of every table per rule set.
	Sheets func(players int) []string
	Render func(w io.Writer, j Job) error
	// Drill writes a practice sheet (hayami drill); nil: no drills.
	Drill func(w io.Writer, j Job) error
	// DrillDefault: hayami drill writes it when --format is not given.
	DrillDefault bool
	// Tables writes every table to standard output (hayami table); nil:
	// not a format of hayami table.
	Tables  func(w io.Writer, t table.Tables, opts sheet.Options) error
	Paged   bool // printed on paper: it takes the PDF options, and file names carry the paper
	Indexed bool // a build adds an index page linking every file, and an external stylesheet
}

// Formats lists the output formats in the order files are written.
var Formats = []Format{
	{Name: "pdf", Sheets: sheet.PrintIDs, Paged: true, Render: pdfSheet, Drill: pdfSheet, DrillDefault: true},
	{Name: "html", Sheets: sheet.SheetIDs, Indexed: true, Render: htmlSheet, Drill: htmlSheet, DrillDefault: true},
	{Name: "md", Sheets: sheet.SheetIDs, Render: markdownSheet, Drill: markdownSheet, DrillDefault: true, Tables: markdownTables},
	{Name: "csv",
		Render: func(w io.Writer, j Job) error { return csv.Render(w, j.Tables) },
		Tables: func(w io.Writer, t table.Tables, _ sheet.Options) error { return csv.Render(w, t) }},
	{Name: "json",
		Render: func(w io.Writer, j Job) error { return tablesJSON(w, j.Tables) },
		Drill:  func(w io.Writer, j Job) error { return jsondata.Render(w, j.Sheet) }, // the sheet itself: questions and answers as data
		Tables: func(w io.Writer, t table.Tables, _ sheet.Options) error { return tablesJSON(w, t) }},
}

// pdfSheet, htmlSheet and markdownSheet write the job's sheet, a sheet of
// tables or a practice sheet alike.
func pdfSheet(w io.Writer, j Job) error      { return pdf.Render(w, j.Sheet, j.Doc, j.PDF, j.Meta) }
func htmlSheet(w io.Writer, j Job) error     { return html.Render(w, j.Sheet, j.Doc, j.HTML) }
func markdownSheet(w io.Writer, j Job) error { return markdown.Render(w, j.Sheet) }

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

// FormatsWhere lists the names of the formats that have a property, e.g.
// the ones drills are written in.
func FormatsWhere(has func(Format) bool) []string {
	var names []string
	for _, f := range Formats {
		if has(f) {
			names = append(names, f.Name)
		}
	}
	return names
}

// AnyFormat, DrillFormat and TablesFormat are the formats each command
// takes: build and site every one, drill those that write practice
// sheets, table those that print to standard output.
func AnyFormat(Format) bool { return true }

// DrillFormat reports whether a format writes practice sheets.
func DrillFormat(f Format) bool { return f.Drill != nil }

// TablesFormat reports whether a format prints every table to standard output.
func TablesFormat(f Format) bool { return f.Tables != nil }

// ChooseFormats checks the --format names against the formats a command
// writes (allowed) and returns them in writing order; hint leads the list
// of allowed names in the error for any other ("use", "drills are written as").
func ChooseFormats(names []string, allowed func(Format) bool, hint string) ([]Format, error) {
	valid := strings.Join(FormatsWhere(allowed), ", ")
	var chosen []Format
	for _, n := range names {
		n = strings.TrimSpace(strings.ToLower(n))
		i := slices.IndexFunc(Formats, func(f Format) bool { return f.Name == n && allowed(f) })
		if i < 0 {
			if best, ok := suggest.Nearest(n, FormatsWhere(allowed)); ok {
				return nil, fieldf("format", "--format %s: did you mean %s?", n, best)
			}
			return nil, fieldf("format", "--format %s: %s %s", n, hint, valid)
		}
		if !slices.ContainsFunc(chosen, func(f Format) bool { return f.Name == n }) {
			chosen = append(chosen, Formats[i])
		}
	}
	if len(chosen) == 0 {
		return nil, fieldf("format", "--format: name at least one of %s", valid)
	}
	return chosen, nil
}

// HasFormat reports whether one of the chosen formats has a property.
func HasFormat(chosen []Format, has func(Format) bool) bool { return slices.ContainsFunc(chosen, has) }

// PaperSuffix is what a paged file's name adds: "-a4", "-letter-landscape".
func PaperSuffix(o pdf.Options) string {
	if o.Landscape {
		return "-" + o.Paper.Name + "-landscape"
	}
	return "-" + o.Paper.Name
}
