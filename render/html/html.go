// Package html writes sheets as HTML: a standalone page, or a fragment
// (one root element with its own scoped stylesheet) to paste into any page.
// No script, no web font, no request leaves the page.
package html

import (
	"fmt"
	"html/template"
	"io"
	"regexp"
	"slices"
	"strings"
	"sync"
	texttemplate "text/template"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/templates"
)

// pages is the page template, parsed when the first page is written.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("html").Option("missingkey=error").ParseFS(templates.FS, "html.tmpl"))
})

// styles is the stylesheet template, parsed when the first sheet is written.
var styles = sync.OnceValue(func() *texttemplate.Template {
	return texttemplate.Must(texttemplate.New("hayami.css").Option("missingkey=error").ParseFS(templates.FS, "hayami.css"))
})

// StylesheetFile is the name of the stylesheet --css external writes.
const StylesheetFile = "hayami.css"

// sharedScope is the root selector of the stylesheet every sheet of a
// build links, with the weight of two ids and a class (no element has the
// id "#"), like inlineScope's.
const sharedScope = `.hayami:not(#\#):not(#\#)`

// inlineScope is the root selector of a sheet's own inline stylesheet: its
// id, so that a style element in the body styles only its own sheet (the
// Nu Html Checker holds it to that), at the same weight as sharedScope.
func inlineScope(id string) string { return "#" + id + `.hayami:not(#\#)` }

// Stylesheet returns the CSS every sheet of a build links, to write once
// as hayami.css, in the default theme (ThemeAuto).
func Stylesheet() string { return StylesheetFor(Options{}) }

// StylesheetFor returns the CSS every sheet of a build links, to write once
// as hayami.css, for the theme o chooses.
func StylesheetFor(o Options) string { return stylesheet(sharedScope, o.Theme) }

// stylesheet fills in the stylesheet template for one root selector.
func stylesheet(scope string, t Theme) string {
	data := struct{ Scope, Mode, Dark, Light string }{scope, t.Mode, t.Dark, t.Light}
	if data.Mode == "" {
		data.Mode = ThemeAuto
	}
	var b strings.Builder
	if err := styles().Execute(&b, data); err != nil {
		panic("html: embedded stylesheet broken: " + err.Error())
	}
	return b.String()
}

// The themes: when a sheet is dark.
const (
	ThemeAuto  = "auto"  // as the reader's system is (prefers-color-scheme)
	ThemeLight = "light" // always light
	ThemeDark  = "dark"  // always dark on screen
	ThemeHost  = "host"  // as the page around it says, by Theme.Dark and Theme.Light
)

// Themes lists the theme names, for flags.
var Themes = []string{ThemeAuto, ThemeLight, ThemeDark, ThemeHost}

// Theme chooses when a sheet is dark. Printed sheets are always light, and
// data-theme="light" or "dark" on a sheet's root element overrides all.
type Theme struct {
	Mode string // ThemeAuto ("" too), ThemeLight, ThemeDark or ThemeHost
	// With ThemeHost: a sheet inside an element matching Dark is dark. If
	// Light is set too, a sheet inside neither follows the reader's
	// system; if not, it is light.
	Dark, Light string
}

// selectorText is what a host's theme selector may hold: a compound or
// complex selector, or a list of them, but nothing that ends a rule or
// the style element.
var selectorText = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[A-Za-z0-9_\-.#\[\]=:"' (),*>+~^$|]+$`)
})

// CheckSelector reports whether s can stand for a host's theme in the
// stylesheet: a selector such as [data-theme=dark], .dark or
// html[data-bs-theme="dark"], with balanced brackets and quotes.
func CheckSelector(s string) error {
	if strings.TrimSpace(s) == "" || len(s) > 200 || !selectorText().MatchString(s) {
		return fmt.Errorf("%q is not a selector hayami can use: letters, digits and - _ . # [ ] = : \" ' ( ) , * > + ~ ^ $ | only", s)
	}
	var open []rune
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '[' || r == '(':
			open = append(open, r)
		case r == ']' || r == ')':
			if len(open) == 0 || (r == ']') != (open[len(open)-1] == '[') {
				return fmt.Errorf("%q: unbalanced %c", s, r)
			}
			open = open[:len(open)-1]
		}
	}
	if quote != 0 || len(open) > 0 {
		return fmt.Errorf("%q: unclosed quote or bracket", s)
	}
	return nil
}

// idPrefix is what an --id-prefix may be: a letter, then letters, digits,
// - and _.
var idPrefix = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]{0,39}$`) })

// CheckIDPrefix reports whether p can start every id of a sheet.
func CheckIDPrefix(p string) error {
	if !idPrefix().MatchString(p) {
		return fmt.Errorf("%q: start with a letter; then letters, digits, - and _, at most 40 in all", p)
	}
	return nil
}

// Options choose the kind of HTML.
type Options struct {
	Fragment  bool   // one root element instead of a whole page
	CSSHref   string // link this stylesheet instead of embedding it
	Generator string // "hayami 0.1.0"
	Theme     Theme  // when the sheet is dark
	// IDPrefix starts every id ("hayami" if empty); ids go on with the rule
	// set, the language, the sheet and the honba, so sheets never share one.
	IDPrefix string
	Honba    int // the build's honba, for ids
	// HeadingLevel is the level of a fragment's title (2 if 0; a page's is
	// 1); an index's groups are one level below.
	HeadingLevel int
}

// Render writes one sheet (or an index page, a sheet with links).
func Render(w io.Writer, s sheet.Sheet, doc sheet.Document, o Options) error {
	v := newView(s, doc, o)
	name := "page"
	if o.Fragment {
		name = "fragment"
	}
	if err := pages().ExecuteTemplate(w, name, v); err != nil {
		return fmt.Errorf("html sheet %s: %w", s.ID, err)
	}
	return nil
}

// wideColumns is how many value columns make a list wide.
const wideColumns = 6

// view is what the templates draw.
type view struct {
	Page                            bool
	Lang, ID, Title, Generator      string
	Heading, Subheading             int // the title's level, and an index's groups' one below
	CSS                             template.CSS
	CSSHref                         string
	Index                           bool
	Site                            bool // a site's front page: each rule set's languages in a row
	Intro, Remarks, Legend, Caveats []string
	Footer                          []string
	Blocks                          []blockView
	Notes                           []noteView
	Groups                          []groupView
	Nav                             []linkView
}

// blockView is one table, or a run of small tables laid out side by side.
type blockView struct {
	Table   *tableView
	Lists   []tableView
	NewPage bool // printed from a new page (a drill's answers)
	Drill   bool // questions with room to answer, or their answers
}

type tableView struct {
	ID, Caption, Corner string
	Grid                bool
	// Form: a table filled in by pen: every cell ruled, blank cells
	// empty, each named by its row and column headers for screen readers.
	Form bool
	// Wide: a list of many columns (the gap tables), whose headings wrap.
	Wide    bool
	Columns []columnView
	Rows    []rowView
}

// columnView is a column's heading; Key: one of the columns players look
// up most (30 and 40 fu, in a grid of han rows).
type columnView struct {
	Text, ID string // ID: a form's header, which its cells name
	Key      bool
}

type rowView struct {
	ID     string // a form's row header, which its cells name
	Label  string
	Detail string
	Hand   *sheet.Hand
	Key    bool
	Cells  []cellView
}

// cellView is a value cell; Key: it is in a column players look up most.
type cellView struct {
	Lines   []lineView
	Key     bool
	Headers string // a form's cell: the ids of its row and column headers
	Span    int    // a form's cell over more than one column: how many
}

// lineView is one line of a cell. Said is read out before Text by screen
// readers ("ron "), and NoteName names the footnote link ("Note 1: …").
type lineView struct {
	Text, Class, Mark, NoteID, Note string
	Said, NoteName                  string
	Blank                           bool
}

type noteView struct{ ID, Mark, Text string }

// groupView is a titled list of links; linkView one link, with the
// language of its text where that is not the page's (a language's own
// name).
type groupView struct {
	Title string
	Links []linkView
}

type linkView struct{ Href, Text, Lang string }

// sheetID is a sheet's root id: the prefix, the rule set, the language,
// the sheet and the honba.
func sheetID(s sheet.Sheet, doc sheet.Document, o Options) string {
	prefix := o.IDPrefix
	if prefix == "" {
		prefix = "hayami"
	}
	id := prefix + "-" + doc.RulesID + "-" + doc.Lang + "-" + s.ID
	if o.Honba > 0 {
		id += fmt.Sprintf("-honba%d", o.Honba)
	}
	return id
}

// links gives each link the language of its text where the model says it
// is not the page's (a site's list of languages, each in its own).
func links(ls []sheet.Link, lang string) []linkView {
	var out []linkView
	for _, l := range ls {
		lv := linkView{Href: l.Href, Text: l.Text}
		if l.Lang != lang {
			lv.Lang = l.Lang
		}
		out = append(out, lv)
	}
	return out
}

func newView(s sheet.Sheet, doc sheet.Document, o Options) view {
	id := sheetID(s, doc, o)
	heading := 1
	if o.Fragment {
		heading = 2
		if o.HeadingLevel > 0 {
			heading = o.HeadingLevel
		}
	}
	v := view{Page: !o.Fragment, Lang: doc.Lang, ID: id, Title: s.Title, Generator: o.Generator, CSSHref: o.CSSHref, Heading: heading, Subheading: heading + 1,
		Index: s.Links != nil, Site: s.FrontPage, Intro: s.Intro, Remarks: s.Remarks, Legend: s.Legend, Caveats: s.Caveats, Footer: s.Footer, Nav: links(s.Nav, doc.Lang)}
	for _, g := range s.Links {
		v.Groups = append(v.Groups, groupView{Title: g.Title, Links: links(g.Links, doc.Lang)})
	}
	if o.CSSHref == "" {
		v.CSS = template.CSS(stylesheet(inlineScope(id), o.Theme))
	}
	noteText, noteName := map[string]string{}, map[string]string{}
	for _, n := range s.Notes {
		noteText[n.Mark], noteName[n.Mark] = n.Text, n.Label
		v.Notes = append(v.Notes, noteView{ID: id + "-note-" + n.Mark, Mark: n.Mark, Text: n.Text})
	}
	for i, t := range s.Tables {
		tv := tableView{ID: fmt.Sprintf("%s-table-%d", id, i+1), Caption: t.Caption, Corner: t.Corner, Grid: t.Kind == sheet.KindGrid, Form: t.Form,
			Wide: t.Kind == sheet.KindList && !t.Form && len(t.Columns) >= wideColumns}
		for j, c := range t.Columns {
			cv := columnView{Text: c, Key: slices.Contains(t.StrongColumns, j)}
			if t.Form {
				cv.ID = fmt.Sprintf("%s-c%d", tv.ID, j+1)
			}
			tv.Columns = append(tv.Columns, cv)
		}
		for r, row := range t.Rows {
			rv := rowView{Label: row.Label, Detail: row.Detail, Hand: row.Hand, Key: row.Strong}
			if t.Form {
				rv.ID = fmt.Sprintf("%s-r%d", tv.ID, r+1)
			}
			covered := 0 // the cells a cell before spans
			for k, c := range row.Cells {
				if covered > 0 {
					covered--
					continue
				}
				cv := cellView{Key: slices.Contains(t.StrongColumns, k)}
				if t.Form {
					cv.Headers = rv.ID
					for j := k; j < min(k+max(c.Span, 1), len(tv.Columns)); j++ {
						cv.Headers += " " + tv.Columns[j].ID
					}
					if c.Span > 1 {
						cv.Span, covered = c.Span, c.Span-1
					}
				}
				for j, l := range c.Lines {
					if l.Blank && t.Form && l.Text == "" {
						continue // an empty cell to write in
					}
					class, said := "hayami-ron", doc.LineNames.Ron
					if j > 0 {
						class, said = "hayami-tsumo", doc.LineNames.Tsumo
					}
					if l.Total {
						class, said = "hayami-total", ""
					}
					if !tv.Grid {
						class, said = "hayami-value", ""
					}
					if l.Strong {
						class += " hayami-limit"
					}
					lv := lineView{Text: l.Text, Class: class, Said: said, Mark: l.Mark, Blank: l.Blank && !t.Form} // a form's cell is the room to write, before its unit
					if l.Mark != "" {
						lv.NoteID, lv.Note = id+"-note-"+l.Mark, noteText[l.Mark]
						lv.NoteName = noteName[l.Mark]
					}
					if l.Unreachable {
						lv.Class += " hayami-none"
					}
					cv.Lines = append(cv.Lines, lv)
				}
				rv.Cells = append(rv.Cells, cv)
			}
			tv.Rows = append(tv.Rows, rv)
		}
		drill := t.Practice
		// Small tables (the fu chart) sit side by side on wide screens.
		described := slices.ContainsFunc(t.Rows, func(r sheet.Row) bool { return r.Detail != "" })
		if !tv.Grid && len(tv.Columns) <= 2 && !drill && !t.NewPage && !described && !t.Form {
			if n := len(v.Blocks); n > 0 && v.Blocks[n-1].Lists != nil {
				v.Blocks[n-1].Lists = append(v.Blocks[n-1].Lists, tv)
			} else {
				v.Blocks = append(v.Blocks, blockView{Lists: []tableView{tv}})
			}
			continue
		}
		v.Blocks = append(v.Blocks, blockView{Table: &tv, NewPage: t.NewPage, Drill: drill})
	}
	return v
}
