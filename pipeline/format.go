package pipeline

import (
	"io"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/render/csv"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/jsondata"
	"github.com/hayami-mahjong/hayami/render/markdown"
	"github.com/hayami-mahjong/hayami/render/pdf"
)

// Caps are what an output format writes, as flags.
type Caps uint8

// The capabilities of a format.
const (
	CapSheets  Caps = 1 << iota // a file per sheet of a rule set
	CapData                     // one file of every table of a rule set
	CapDrills                   // practice sheets with their answers (hayami drill)
	CapStdout                   // every table to standard output (hayami table)
	CapPaged                    // printed on paper: it takes the PDF options, has the printed sheets (cheat sheet, card), and its files' names carry the paper
	CapIndexed                  // pages or fragments: an index page links every file, and they may share a stylesheet
)

// Format is one output format: its name, which is also its files'
// extension, its media type, what it writes, and the one function that
// renders a file of it. A new format is one entry of Formats, its
// renderer, and its labels in the catalogs.
type Format struct {
	Name      string
	MediaType string
	Caps      Caps
	render    func(w io.Writer, j job) error
}

// Has reports whether the format has every capability of c.
func (f Format) Has(c Caps) bool { return f.Caps&c == c }

// Formats lists the output formats in the order files are written.
var Formats = []Format{
	{Name: "pdf", MediaType: "application/pdf", Caps: CapSheets | CapDrills | CapPaged, render: renderPDF},
	{Name: "html", MediaType: "text/html; charset=utf-8", Caps: CapSheets | CapDrills | CapIndexed, render: renderHTML},
	{Name: "md", MediaType: "text/markdown; charset=utf-8", Caps: CapSheets | CapDrills | CapStdout, render: renderMarkdown},
	{Name: "csv", MediaType: "text/csv; charset=utf-8", Caps: CapData | CapStdout, render: renderCSV},
	{Name: "json", MediaType: "application/json", Caps: CapData | CapDrills | CapStdout, render: renderJSON},
}

// renderPDF writes the job's sheet, or its pocket sheet's cards side by side on the paper.
func renderPDF(w io.Writer, j job) error {
	if j.cards {
		return pdf.RenderCards(w, *j.sheet, j.doc, j.pdf, j.meta)
	}
	return pdf.Render(w, *j.sheet, j.doc, j.pdf, j.meta)
}

// renderHTML writes the job's sheet as a page or a fragment.
func renderHTML(w io.Writer, j job) error { return html.Render(w, *j.sheet, j.doc, j.html) }

// renderMarkdown writes the job's sheet.
func renderMarkdown(w io.Writer, j job) error { return markdown.Render(w, *j.sheet) }

// renderCSV writes every table of the job.
func renderCSV(w io.Writer, j job) error { return csv.Render(w, j.tables.Tables) }

// renderJSON writes the job's sheet (a practice sheet: its questions and
// answers as data, jsondata.Drill), or with no sheet the payments, final
// scores and gap tables.
func renderJSON(w io.Writer, j job) error {
	if j.sheet != nil {
		return jsondata.Render(w, jsondata.DrillOf(*j.sheet))
	}
	d, err := jsondata.Tables(j.tables)
	if err != nil {
		return err
	}
	return jsondata.Render(w, d)
}

// FormatsWhere lists, in writing order, the names of the formats that
// have a property, e.g. the ones with Drills.
func FormatsWhere(has func(Format) bool) []string {
	var names []string
	for _, f := range Formats {
		if has(f) {
			names = append(names, f.Name)
		}
	}
	return names
}

// AnyFormat is every format's property: build and site take them all.
func AnyFormat(Format) bool { return true }

// formatCodes are the codes of a format a command does not take, by the
// capability the command needs.
var formatCodes = map[Caps]problem.Code{0: problem.CodeFormat, CapDrills: problem.CodeDrillFormat, CapStdout: problem.CodeTableFormat}

// ChooseFormats checks format names against the formats with the
// capabilities need (0: every format; Drills; Stdout) and returns them in
// writing order.
func ChooseFormats(names []string, need Caps) ([]Format, error) {
	valid := FormatsWhere(func(f Format) bool { return f.Has(need) })
	var chosen []Format
	for _, n := range names {
		n = strings.TrimSpace(strings.ToLower(n))
		i := slices.IndexFunc(Formats, func(f Format) bool { return f.Name == n && f.Has(need) })
		if i < 0 {
			return nil, errorf("format", formatCodes[need], n, valid...)
		}
		if !slices.ContainsFunc(chosen, func(f Format) bool { return f.Name == n }) {
			chosen = append(chosen, Formats[i])
		}
	}
	if len(chosen) == 0 {
		return nil, errorf("format", problem.CodeNone, "", valid...)
	}
	return chosen, nil
}

// anyFormat reports whether one of the chosen formats has every capability of c.
func anyFormat(chosen []Format, c Caps) bool {
	return slices.ContainsFunc(chosen, func(f Format) bool { return f.Has(c) })
}
