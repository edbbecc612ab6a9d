package pipeline

import (
	"path"
	"slices"
	"strings"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// Site makes a static site: every rule set added, in every language, each
// language in a folder of the rule set's folder (SiteFolder), the rule
// set's data once in its folder, and a front page linking them all. Its
// methods render files in memory, for the caller to write where they say.
type Site struct {
	s       Settings
	formats []Format
	langs   []language.Tag
	axes    sheet.Axes
	date    time.Time
	pdf     map[language.Tag][]pdf.Options // a language's, one a paper
	sets    []standings.Tables
	title   string // of the front page
	club    string // under each sheet's heading
}

// NewSite checks the settings a site is made from: Format, Lang (with
// LangFallback and Warn), Title (the front page's), Club (under every
// sheet's heading), Paper, Totals, Axes, RecordHundreds and the date. A site's
// numbers are grouped, and its HTML is whole pages, each with its
// stylesheet.
func NewSite(s Settings) (*Site, error) {
	site := &Site{s: s, pdf: map[language.Tag][]pdf.Options{}}
	var err error
	if site.formats, err = ChooseFormats(s.Format, 0); err != nil {
		return nil, err
	}
	if site.langs, err = MatchLanguages(s.Lang, s.LangFallback, s.Warn); err != nil {
		return nil, err
	}
	if site.title, err = cleanHeading("title", s.Title); err != nil {
		return nil, err
	}
	if site.club, err = cleanHeading("club", s.Club); err != nil {
		return nil, err
	}
	if site.date, err = SourceDate(s.SourceDateEpoch); err != nil {
		return nil, err
	}
	if site.axes, err = chooseAxes(s.Axes); err != nil {
		return nil, err
	}
	if anyFormat(site.formats, CapPaged) {
		for _, lang := range site.langs {
			for _, paper := range Papers(s.Paper) {
				each := s
				each.Paper = paper
				o, err := PDFOptions(each, lang)
				if err != nil {
					return nil, err
				}
				site.pdf[lang] = append(site.pdf[lang], o)
			}
		}
	}
	return site, nil
}

// Languages lists the site's languages, in the order they are written.
func (site *Site) Languages() []language.Tag { return site.langs }

// Add computes a rule set's tables, its ID in Unicode NFC as its folder
// is, and returns its number among the site's rule sets.
func (site *Site) Add(r table.Rules) (int, error) {
	r.ID = norm.NFC.String(r.ID)
	t, err := standings.Compute(r, 0)
	if err != nil {
		return 0, err
	}
	site.sets = append(site.sets, t)
	return len(site.sets) - 1, nil
}

// siteOptions are the HTML options of every page of a site.
func siteOptions() html.Options { return html.Options{Generator: version.Creator()} }

// Data renders the data files of rule set i (CSV, JSON), written once for
// all its languages into the folder dir.
func (site *Site) Data(i int) (dir string, files []File, err error) {
	t := site.sets[i]
	for _, f := range site.formats {
		if !f.Has(CapData) {
			continue
		}
		file, err := f.file(fileName{rules: t.Rules.ID, part: tablesPart}.in(f, siteOptions()), job{tables: t})
		if err != nil {
			return "", nil, err
		}
		files = append(files, file)
	}
	return SiteFolder(t.Rules.ID), files, nil
}

// dataEntries are the data files of rule set i as its language folders'
// index pages link them, one folder up.
func (site *Site) dataEntries(i int) []compose.Entry {
	var entries []compose.Entry
	for _, f := range site.formats {
		if f.Has(CapData) {
			entries = append(entries, compose.Entry{File: "../" + fileName{rules: site.sets[i].Rules.ID, part: tablesPart}.in(f, siteOptions()), Format: f.Name})
		}
	}
	return entries
}

// Pages renders rule set i in lang, every sheet in every format with the
// language's index page, to be written into the folder dir.
func (site *Site) Pages(i int, lang language.Tag) (dir string, files []File, err error) {
	t := site.sets[i]
	var sheetFormats []Format
	for _, f := range site.formats {
		if f.Has(CapSheets) {
			sheetFormats = append(sheetFormats, f)
		}
	}
	doc := compose.Build(t, sheet.Options{Lang: lang, Version: version.Current, SiteIndex: siteBackLink, Club: site.club, Totals: site.s.totals(t.Rules.Players), Axes: site.axes, RecordHundreds: site.s.RecordHundreds}, compose.PrintIDs(t.Rules.Players))
	j := job{tables: t, doc: doc, html: siteOptions(), meta: pdf.Meta{Creator: version.Creator(), Date: site.date}}
	if papers := site.pdf[lang]; len(papers) > 0 {
		j.pdf = papers[0]
	}
	files, err = langJob{job: j, site: true, extra: site.dataEntries(i), stop: site.s.Stop, papers: site.pdf[lang]}.render(sheetFormats)
	return path.Join(SiteFolder(t.Rules.ID), lang.String()), files, err
}

// FrontPage renders the site's index.html, at its top, when its formats
// have index pages: a group of links per rule set, to the index page of
// each language written reports (the rule set's number and the language)
// and to its data files; first, with withMaker, a link to the page that
// makes sheets in the browser (in SiteMaker). ok is false for a site
// without index pages.
func (site *Site) FrontPage(written func(i int, lang language.Tag) bool, withMaker bool) (f File, ok bool, err error) {
	index := slices.IndexFunc(site.formats, func(f Format) bool { return f.Has(CapIndexed) })
	if index < 0 {
		return File{}, false, nil
	}
	pages := anyFormat(site.formats, CapSheets|CapIndexed)
	var front []compose.SiteRuleSet
	for i, t := range site.sets {
		dir := SiteFolder(t.Rules.ID)
		entry := compose.SiteRuleSet{Name: t.Rules.Name}
		for _, lang := range site.langs {
			if pages && written(i, lang) {
				entry.Pages = append(entry.Pages, sheet.Link{Href: dir + "/" + lang.String() + "/" + siteIndex, Text: locale.For(lang).Name, Lang: lang.String()})
			}
		}
		for _, e := range site.dataEntries(i) {
			entry.Data = append(entry.Data, sheet.Link{Href: dir + "/" + strings.TrimPrefix(e.File, "../"), Text: strings.ToUpper(e.Format)})
		}
		front = append(front, entry)
	}
	var first []sheet.LinkGroup
	if withMaker {
		en := locale.For(language.English).Page // the front page is in English
		first = append(first, sheet.LinkGroup{Title: en[locale.PageSiteGroup].Text, Links: []sheet.Link{{Href: SiteMaker + "/" + siteIndex, Text: en[locale.PageSiteLink].Text}}})
	}
	j := job{doc: sheet.Document{Lang: "en", RulesID: sheet.SitePage}, html: siteOptions()}
	page := compose.SiteIndex(language.English, version.Current, front, first...)
	if site.title != "" {
		page.Title = site.title
	}
	f, err = site.formats[index].file(siteIndex, j.of(page))
	return f, err == nil, err
}

// RuleSet is rule set i of the site, as Add took it: its ID in NFC.
func (site *Site) RuleSet(i int) table.Rules { return site.sets[i].Rules }

// Settings are the settings the site was made from.
func (site *Site) Settings() Settings { return site.s }
