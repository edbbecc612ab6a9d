// Package markdown writes sheets as GitHub-flavoured Markdown tables.
package markdown

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"text/template"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/templates"
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

// escape makes user text print literally in CommonMark and GitHub-flavoured
// Markdown (GitHub, GitLab, goldmark and so Hugo) wherever the template puts
// it: running text, a heading, a list item, emphasis or <small>. It keeps the
// text on one line, its line breaks made spaces; cell does the same in a table
// cell. The rule, as narrow as safety allows so that the source stays readable:
//   - \ ` * _ [ ] < > | # ~ { $ are always backslash-escaped: each can open
//     inline syntax anywhere (code, emphasis, links, raw HTML, table pipes, a
//     heading's closing #s, strikethrough, heading attributes, math);
//   - & is escaped before a letter or #, where it could start an entity;
//   - : is escaped before / and the . of "www." after www, which stops GFM's
//     extended URL autolinks (http://, https://, ftp://, www.);
//   - an empty HTML comment goes before an @ that follows a letter, digit or
//     one of . + - _, since GFM links an email address after inline parsing,
//     where no backslash escape reaches;
//   - each line loses the spaces and tabs around it (leading ones could make
//     an indented code block, trailing ones a hard break), blank lines go,
//     and at its start a - + or : is escaped when a space or the line's end
//     follows it, a - or = when the line is only that character (and, for
//     -, blanks), and the . or ) after leading digits when a space or the
//     line's end follows, so that no line starts a list, a thematic break, a
//     setext underline or a definition.
//
// Anything else, such as the + . - , in "+10", "2.5", "400-700" or "1,000",
// stays as it is.
func escape(s string) string { return escapeLines(s, " ") }

// cell escapes text for a table cell, writing its line breaks as <br>.
func cell(s string) string { return escapeLines(s, "<br>") }

// escapeLines escapes each non-blank line of s as escape says and joins them with sep.
func escapeLines(s, sep string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var lines []string
	for l := range strings.FieldsFuncSeq(s, func(c rune) bool { return c == '\n' || c == '\r' }) {
		if l = strings.Trim(l, " \t"); l != "" {
			lines = append(lines, escapeLine(l))
		}
	}
	return strings.Join(lines, sep)
}

// escapeLine escapes one line, without line breaks or surrounding blanks, as escape says.
func escapeLine(l string) string {
	mark := -1 // the byte that would start a block: a bullet, a rule, an underline or an ordered list's . or )
	if strings.IndexByte("-+:", l[0]) >= 0 && markEnds(l[1:]) || strings.Trim(l, "- \t") == "" || strings.Trim(l, "=") == "" {
		mark = 0
	} else if d := len(l) - len(strings.TrimLeft(l, "0123456789")); d > 0 && d < len(l) && (l[d] == '.' || l[d] == ')') && markEnds(l[d+1:]) {
		mark = d
	}
	var b strings.Builder
	for i, c := range l {
		switch {
		case strings.ContainsRune("\\`*_[]<>|#~{$", c),
			i == mark,
			c == '&' && i+1 < len(l) && (isASCIILetter(l[i+1]) || l[i+1] == '#'),
			c == ':' && strings.HasPrefix(l[i+1:], "/"),
			c == '.' && i >= 3 && strings.EqualFold(l[i-3:i], "www"):
			b.WriteByte('\\')
		case c == '@' && i > 0 && (isASCIILetter(l[i-1]) || l[i-1] >= '0' && l[i-1] <= '9' || strings.IndexByte(".+-_", l[i-1]) >= 0):
			b.WriteString("<!-- -->")
		}
		b.WriteRune(c)
	}
	return b.String()
}

// markEnds reports whether rest, what follows a list marker, lets the marker
// start a block: it is empty or starts with a blank.
func markEnds(rest string) bool { return rest == "" || rest[0] == ' ' || rest[0] == '\t' }

// isASCIILetter reports whether c is an ASCII letter.
func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

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

// renderTable writes a caption and a pipe table; cell lines are joined by
// <br>, a tsumo's total is <small>, and a form's blank cells are empty.
func renderTable(t sheet.Table) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**\n\n| %s |", escape(t.Caption), cell(t.Corner))
	for j, c := range t.Columns {
		heading := cell(c)
		if slices.Contains(t.StrongColumns, j) { // a column players look up most, bold as a strong row's label
			heading = "**" + heading + "**"
		}
		fmt.Fprintf(&b, " %s |", heading)
	}
	labelAlign := "---:"
	if t.Kind == sheet.KindList {
		labelAlign = ":---"
	}
	b.WriteString("\n| " + labelAlign + " |" + strings.Repeat(" ---: |", len(t.Columns)) + "\n")
	for _, r := range t.Rows {
		label := cell(r.Label)
		if r.Strong || r.Detail != "" {
			label = "**" + label + "**"
		}
		if r.Hand != nil {
			label += " `" + r.Hand.Text + "`"
		}
		if r.Detail != "" {
			label += "<br>" + cell(r.Detail)
		}
		b.WriteString("| " + label + " |")
		for _, c := range r.Cells {
			lines := make([]string, len(c.Lines))
			for i, l := range c.Lines {
				text := cell(l.Text)
				if l.Blank && !t.Form { // a form's cells are left empty to write in
					text = strings.TrimSpace("\\_\\_\\_\\_\\_\\_ " + text)
				}
				if l.Strong {
					text = "**" + text + "**"
				}
				if l.Total {
					text = "<small>" + text + "</small>" // under the tsumo, secondary
				}
				lines[i] = text + superscript(l.Mark)
			}
			b.WriteString(" " + strings.Join(lines, "<br>") + " |")
		}
		b.WriteString("\n")
	}
	return b.String()
}
