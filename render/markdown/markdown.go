// Package markdown writes sheets as GitHub-flavoured Markdown tables.
package markdown

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"text/template"

	"hayami/render/sheet"
	"hayami/templates"
)

// page is the sheet template, parsed when the first sheet is written.
var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("markdown.tmpl").Funcs(template.FuncMap{
		"md":      escape,
		"sup":     superscript,
		"mdTable": renderTable,
	}).Option("missingkey=error").ParseFS(templates.FS, "markdown.tmpl"))
})

// Render writes one sheet as Markdown.
func Render(w io.Writer, s sheet.Sheet) error {
	if err := page().Execute(w, s); err != nil {
		return fmt.Errorf("markdown sheet %s: %w", s.ID, err)
	}
	return nil
}

// escape makes text literal in Markdown, including inside a table cell.
func escape(s string) string {
	var b strings.Builder
	for _, c := range s {
		if strings.ContainsRune("\\`*_[]<>|#", c) {
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	return b.String()
}

var superscriptDigits = []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")

// superscript writes a footnote mark as superscript digits.
func superscript(mark string) string {
	var b strings.Builder
	for _, c := range mark {
		if c >= '0' && c <= '9' {
			b.WriteRune(superscriptDigits[c-'0'])
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// renderTable writes a caption and a pipe table; cell lines are joined by <br>.
func renderTable(t sheet.Table) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**\n\n| %s |", escape(t.Caption), escape(t.Corner))
	for _, c := range t.Columns {
		fmt.Fprintf(&b, " %s |", escape(c))
	}
	labelAlign := "---:"
	if t.Kind == sheet.KindList {
		labelAlign = ":---"
	}
	b.WriteString("\n| " + labelAlign + " |" + strings.Repeat(" ---: |", len(t.Columns)) + "\n")
	for _, r := range t.Rows {
		label := escape(r.Label)
		if r.Strong || r.Detail != "" {
			label = "**" + label + "**"
		}
		if r.Hand != nil {
			label += " `" + r.Hand.Text + "`"
		}
		if r.Detail != "" {
			label += "<br>" + strings.ReplaceAll(escape(r.Detail), "\n", "<br>")
		}
		b.WriteString("| " + label + " |")
		for _, c := range r.Cells {
			lines := make([]string, len(c.Lines))
			for i, l := range c.Lines {
				text := escape(l.Text)
				if l.Blank {
					text = strings.TrimSpace("\\_\\_\\_\\_\\_\\_ " + text)
				}
				if l.Strong {
					text = "**" + text + "**"
				}
				lines[i] = text + superscript(l.Mark)
			}
			b.WriteString(" " + strings.Join(lines, "<br>") + " |")
		}
		b.WriteString("\n")
	}
	return b.String()
}
