// Package html writes sheets as HTML: a standalone page, or a fragment
// (one root element with its own scoped stylesheet) to paste into any page.
// No script, no web font, no request leaves the page.
package html

import (
	"fmt"
	"html/template"
	"io"
	"slices"
	"sync"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/templates"
)

// pages is the page template, parsed when the first page is written.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("html").Option("missingkey=error").ParseFS(templates.FS, "html.tmpl"))
})

// Stylesheet returns the CSS every sheet uses, to write once as hayami.css.
func Stylesheet() string {
	css, err := templates.FS.ReadFile("hayami.css")
	if err != nil {
		panic("html: embedded stylesheet missing: " + err.Error())
	}
	return string(css)
}

// Options choose the kind of HTML.
type Options struct {
	Fragment  bool   // one root element instead of a whole page
	CSSHref   string // link this stylesheet instead of embedding it
	Generator string // "hayami 0.1.0"
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

// view is what the templates draw.
type view struct {
	Page                            bool
	Lang, ID, Title, Generator      string
	CSS                             template.CSS
	CSSHref                         string
	Index                           bool
	Site                            bool // a site's front page: each rule set's languages in a row
	Intro, Remarks, Legend, Caveats []string
	Footer                          []string
	Blocks                          []blockView
	Notes                           []noteView
	Groups                          []sheet.LinkGroup
	Nav                             []sheet.Link
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
	Columns             []string
	Rows                []rowView
}

type rowView struct {
	Label  string
	Detail string
	Hand   *sheet.Hand
	Key    bool
	Cells  []cellView
}

type cellView struct{ Lines []lineView }

type lineView struct {
	Text, Class, Mark, NoteID, Note string
	Blank                           bool
}

type noteView struct{ ID, Mark, Text string }

func newView(s sheet.Sheet, doc sheet.Document, o Options) view {
	id := "hayami-" + doc.RulesID + "-" + s.ID
	v := view{Page: !o.Fragment, Lang: doc.Lang, ID: id, Title: s.Title, Generator: o.Generator, CSSHref: o.CSSHref,
		Index: s.Links != nil, Site: s.FrontPage, Intro: s.Intro, Remarks: s.Remarks, Legend: s.Legend, Caveats: s.Caveats, Footer: s.Footer, Groups: s.Links, Nav: s.Nav}
	if o.CSSHref == "" {
		v.CSS = template.CSS(Stylesheet())
	}
	noteText := map[string]string{}
	for _, n := range s.Notes {
		noteText[n.Mark] = n.Text
		v.Notes = append(v.Notes, noteView{ID: id + "-note-" + n.Mark, Mark: n.Mark, Text: n.Text})
	}
	for i, t := range s.Tables {
		tv := tableView{ID: fmt.Sprintf("%s-table-%d", id, i+1), Caption: t.Caption, Corner: t.Corner, Grid: t.Kind == sheet.KindGrid, Columns: t.Columns}
		for _, r := range t.Rows {
			rv := rowView{Label: r.Label, Detail: r.Detail, Hand: r.Hand, Key: r.Strong}
			for _, c := range r.Cells {
				var cv cellView
				for j, l := range c.Lines {
					class := "hayami-ron"
					if j > 0 {
						class = "hayami-tsumo"
					}
					if !tv.Grid {
						class = "hayami-value"
					}
					if l.Strong {
						class += " hayami-limit"
					}
					lv := lineView{Text: l.Text, Class: class, Mark: l.Mark, Blank: l.Blank}
					if l.Mark != "" {
						lv.NoteID, lv.Note = id+"-note-"+l.Mark, noteText[l.Mark]
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
		if !tv.Grid && len(tv.Columns) <= 2 && !drill && !t.NewPage && !described {
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
