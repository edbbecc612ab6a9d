package compose

import (
	"slices"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

// Entry is one file of a build, for the index page.
type Entry struct {
	File   string // name relative to the index page
	Sheet  string // sheet id; "" for a data file of every table
	Format string // the output format's name, as files end: "pdf"
	Paper  string // PDF paper, "" otherwise
}

// Index lays out the index page of a build: the rule set's heading and a
// group of links per kind of file, in the order of entries.
func Index(t table.Tables, opts sheet.Options, entries []Entry) sheet.Sheet {
	b := newBuilder(t, opts)
	s := b.sheet(sheet.IndexPage)
	s.Intro = append(s.Intro, b.honbaLine())
	group := func(e Entry) *sheet.LinkGroup {
		key := locale.IndexGroup(e.Format)
		if e.Sheet == "" { // the tables as data, whatever their format
			key = locale.IndexData
		}
		title := b.text(key)
		for i := range s.Links {
			if s.Links[i].Title == title {
				return &s.Links[i]
			}
		}
		s.Links = append(s.Links, sheet.LinkGroup{Title: title})
		return &s.Links[len(s.Links)-1]
	}
	for _, e := range entries {
		text := b.text(locale.IndexTables, strings.ToUpper(e.Format))
		if e.Sheet != "" {
			text = b.text(locale.Sheet(e.Sheet))
		}
		if e.Paper != "" {
			text = b.text(locale.IndexPaper, text, b.text(locale.Paper(e.Paper)))
		}
		g := group(e)
		g.Links = append(g.Links, sheet.Link{Href: e.File, Text: text})
	}
	if opts.SiteIndex != "" {
		s.Links = append(s.Links, sheet.LinkGroup{Title: b.text(locale.SiteTitle), Links: []sheet.Link{{Href: opts.SiteIndex, Text: b.text(locale.SiteBack)}}})
	}
	return s
}

// SiteRuleSet is one rule set of a site: its name and, per language, the
// address of its index page, then its data files.
type SiteRuleSet struct {
	Name  string
	Pages []sheet.Link // one per language: the address and the language's own name
	Data  []sheet.Link // the tables as CSV and JSON
}

// SiteIndex lays out a site's front page in lang: the groups of links
// first (the page that makes sheets in the browser), then a group per
// rule set, to each language's index page and to the data files; the
// footer names hayami's version.
func SiteIndex(lang language.Tag, version string, ruleSets []SiteRuleSet, first ...sheet.LinkGroup) sheet.Sheet {
	p := locale.PrinterFor(lang)
	s := sheet.Sheet{ID: sheet.SitePage, Profile: kindOf(sheet.SitePage).Profile, Title: p.Text(locale.SiteTitle), Intro: []string{p.Text(locale.SiteIntro)},
		Footer: []string{p.Text(locale.FooterVersion, version)}, Links: slices.Clip(first)}
	for _, rs := range ruleSets {
		s.Links = append(s.Links, sheet.LinkGroup{Title: rs.Name, Links: append(slices.Clip(rs.Pages), rs.Data...)})
	}
	return s
}
