// Package pipeline turns a build's settings into rendered files in memory:
// what "hayami build" writes, without a command line or a file system, so
// that the command line and the page in the browser (cmd/hayami-wasm)
// make the same bytes from the same settings.
package pipeline

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// Settings are everything a build is made from. Each JSON key is the
// "hayami build" flag of the same name; a key left out of JSON read over
// Defaults() keeps its default.
type Settings struct {
	Rules     string   `json:"rules"`                // preset name
	RulesText string   `json:"rules-text,omitempty"` // a house-rules file's text, read instead of the preset
	RulesFile string   `json:"rules-file,omitempty"` // its name in messages (default house-rules.toml)
	Set       []string `json:"set,omitempty"`        // key=value overrides, in order
	Honba     int      `json:"honba"`

	Format       []string `json:"format"`
	Sheets       []string `json:"sheets,omitempty"` // sheet ids; none: every sheet
	Lang         []string `json:"lang"`
	LangFallback bool     `json:"lang-fallback,omitempty"`
	Digits       string   `json:"digits"` // grouped or plain
	Title        string   `json:"title,omitempty"`
	Club         string   `json:"club,omitempty"`
	Totals       *bool    `json:"totals,omitempty"` // nil: sheet.TotalsDefault
	Axes         string   `json:"axes"`
	// RecordHundreds: the game records' points are written in hundreds,
	// each score cell ending in a printed "00".
	RecordHundreds bool   `json:"record-hundreds,omitempty"`
	Card           string `json:"card"` // per-winner or both: what the pocket card holds

	Paper     string `json:"paper"`
	Landscape bool   `json:"landscape,omitempty"`
	Font      string `json:"font,omitempty"`      // a font file, read by ReadFont
	FontBold  string `json:"font-bold,omitempty"` // a font file, read by ReadFont

	HTML         string `json:"html"` // page or fragment
	CSS          string `json:"css"`  // inline or external
	CSSHref      string `json:"css-href,omitempty"`
	Theme        string `json:"theme,omitempty"` // "": auto for pages, light for fragments (DefaultTheme)
	ThemeDark    string `json:"theme-dark"`
	ThemeLight   string `json:"theme-light,omitempty"`
	IDPrefix     string `json:"id-prefix"`
	HeadingLevel int    `json:"heading-level,omitempty"`

	// SourceDateEpoch is the date printed in PDFs, in seconds since 1970
	// as SOURCE_DATE_EPOCH writes it; "": DefaultDate.
	SourceDateEpoch string `json:"source-date-epoch,omitempty"`

	// LoadRules reads Rules, a preset or a house-rules file; nil: Rules
	// is a preset, or RulesText a house-rules file.
	LoadRules func(name string) (table.Rules, error) `json:"-"`
	// ReadFont reads Font and FontBold, named by their field ("font",
	// "font-bold"); nil: no font files.
	ReadFont func(field, path string) (*fonts.Font, error) `json:"-"`
	// Warn is told what a build does instead of failing (a language it
	// does not have, with LangFallback); nil: nobody is.
	Warn func(string) `json:"-"`
	// Stop says, between files, whether to stop rendering, and why (an
	// interrupt); nil: never.
	Stop func() error `json:"-"`
}

// Defaults are the settings of "hayami build" with no flags.
func Defaults() Settings {
	return Settings{Rules: ruleset.Default, Format: FormatsWhere(AnyFormat), Lang: []string{"en"}, Digits: "grouped",
		Axes: string(sheet.FuRows), Card: string(sheet.CardPerWinner), Paper: "a4", HTML: "page", CSS: "inline",
		ThemeDark: DefaultThemeDark, IDPrefix: "hayami"}
}

// plan is what checked settings build: everything but the files.
type plan struct {
	formats []Format
	title   string
	club    string
	axes    sheet.Axes
	card    sheet.CardLayout
	tables  standings.Tables
	only    []string
	langs   []language.Tag
	plain   bool
	date    time.Time
	html    html.Options
	pdf     map[language.Tag][]pdf.Options // a language's, one a paper
	fonts   *neededFonts
}

// Papers are the papers a Paper setting names: "a4,letter", each once.
// None is one paper of no name, which the paper's check refuses.
func Papers(paper string) []string {
	var papers []string
	for p := range strings.SplitSeq(paper, ",") {
		if p = strings.TrimSpace(p); p != "" && !slices.Contains(papers, p) {
			papers = append(papers, p)
		}
	}
	if len(papers) == 0 {
		return []string{""}
	}
	return papers
}

// Check returns every error of s, in the order Build meets them: Build
// fails with the first.
func Check(s Settings) []error {
	_, errs := prepare(s)
	return errs
}

// Build renders the files s asks for, in the order "hayami build" writes
// them, or fails with the first error Check finds, or a renderer's.
func Build(s Settings) ([]File, error) {
	b, err := NewBatch(s)
	if err != nil {
		return nil, err
	}
	return b.all()
}

// Batch is Build one file at a time, for a front end that says how far a
// build is and can stop between files: Build's files, in its order, each
// rendered when File asks for it.
type Batch struct {
	p     plan
	tasks []task
}

// NewBatch checks s and lists the files it makes, or fails with the first
// error Check finds.
func NewBatch(s Settings) (*Batch, error) {
	p, errs := prepare(s)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	b := &Batch{p: p}
	for _, lang := range p.langs {
		doc := compose.Build(p.tables, sheet.Options{Lang: lang, PlainDigits: p.plain, Title: p.title, Club: p.club, Version: version.Current, Totals: s.totals(p.tables.Rules.Players), Axes: p.axes, RecordHundreds: s.RecordHundreds, Card: p.card}, p.sheets())
		j := job{tables: p.tables, doc: doc, html: p.html, meta: pdf.Meta{Creator: version.Creator(), Date: p.date}}
		if papers := p.pdf[lang]; len(papers) > 0 {
			j.pdf = papers[0]
		}
		for _, t := range (langJob{job: j, only: p.only, papers: p.pdf[lang]}).tasks(p.formats) {
			if !slices.ContainsFunc(b.tasks, func(u task) bool { return u.name == t.name }) { // hayami.css once
				b.tasks = append(b.tasks, t)
			}
		}
	}
	if len(b.tasks) == 0 {
		return nil, errorf("sheets", problem.CodeNothing, strings.Join(p.only, ","), s.Format...)
	}
	if left, by := unwritten(p); len(left) > 0 && s.Warn != nil {
		s.Warn(fmt.Sprintf("%s does not write the sheets %s (%s does): they are left out", formatList(p.formats), strings.Join(left, ","), strings.Join(by, ",")))
	}
	return b, nil
}

// unwritten lists the sheets asked for that no format chosen writes, and
// the formats that would.
func unwritten(p plan) (left, by []string) {
	for _, id := range p.only {
		if !slices.ContainsFunc(p.formats, func(f Format) bool {
			return f.Has(CapSheets) && slices.Contains(sheetsIn(f, p.tables.Rules.Players), id)
		}) {
			left = append(left, id)
		}
	}
	for _, f := range Formats {
		if len(left) > 0 && f.Has(CapSheets) && slices.Contains(sheetsIn(f, p.tables.Rules.Players), left[0]) {
			by = append(by, f.Name)
		}
	}
	return left, by
}

// formatList names formats: "html,md".
func formatList(formats []Format) string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = f.Name
	}
	return strings.Join(names, ",")
}

// Len is how many files the batch makes.
func (b *Batch) Len() int { return len(b.tasks) }

// Name is the name of the batch's file i (from 0), before it is rendered.
func (b *Batch) Name(i int) string { return b.tasks[i].name }

// File renders the batch's file i (from 0). A FontNeededError says that a
// file needs a CJK font this build lacks, which every later call says
// too: provide it and start a new batch.
func (b *Batch) File(i int) (File, error) {
	if i < 0 || i >= len(b.tasks) {
		return File{}, fmt.Errorf("file %d of a batch of %d", i, len(b.tasks))
	}
	if err := b.p.fonts.missing(); err != nil { // a language's own font
		return File{}, err
	}
	f, err := b.tasks[i].run()
	if err := b.p.fonts.missing(); err != nil {
		return File{}, err
	}
	return f, err
}

// all renders every file of the batch, stopping at the first error.
func (b *Batch) all() ([]File, error) {
	files := make([]File, len(b.tasks))
	for i := range files {
		var err error
		if files[i], err = b.File(i); err != nil {
			return nil, err
		}
	}
	return files, nil
}

// Zip packs the batch's files, as File made them, into one zip archive
// dated as the PDFs are: hayami-RULES.zip.
func (b *Batch) Zip(files []File) (File, error) {
	data, err := Zip(files, b.p.date)
	if err != nil {
		return File{}, err
	}
	return File{Name: zipName(b.p.tables.Rules.ID), Type: zipType, Data: data}, nil
}

// sheets is what a build lays out: the sheets asked for, or every one.
func (p plan) sheets() []string {
	if p.only != nil {
		return p.only
	}
	return compose.PrintIDs(p.tables.Rules.Players)
}

// tableParts is what a build computes beside the payments: every part
// for a data file (the JSON holds them all) or for every sheet, else the
// parts of the sheets asked for.
func tableParts(formats []Format, only []string) standings.Parts {
	if only == nil || anyFormat(formats, CapData) {
		return standings.AllParts
	}
	return compose.TableParts(only)
}

// totals is whether grids show tsumo totals for a rule set of players.
func (s Settings) totals(players int) bool {
	if s.Totals != nil {
		return *s.Totals
	}
	return sheet.TotalsDefault(players)
}

// prepare checks every setting, in the order "hayami build" does, going
// on after an error with what it can still check.
func prepare(s Settings) (p plan, errs []error) {
	fail := func(err error) bool {
		if err != nil {
			errs = append(errs, err)
		}
		return err != nil
	}
	var err error
	p.formats, err = ChooseFormats(s.Format, 0)
	fail(err)
	honbaOK := !fail(CheckHonba(s.Honba))
	p.title, err = cleanHeading("title", s.Title)
	fail(err)
	p.club, err = cleanHeading("club", s.Club)
	fail(err)
	p.axes, err = chooseAxes(s.Axes)
	fail(err)
	p.card, err = chooseCard(s.Card)
	fail(err)
	rules, err := s.rules()
	rulesOK := !fail(err)
	for _, id := range s.Sheets {
		if id = strings.ToLower(strings.TrimSpace(id)); id != "" {
			p.only = append(p.only, id)
		}
	}
	if rulesOK && honbaOK {
		p.tables, err = standings.ComputeParts(rules, s.Honba, tableParts(p.formats, p.only))
		rulesOK = !fail(err)
	}
	for _, id := range p.only {
		if rulesOK && honbaOK && !slices.Contains(compose.PrintIDs(rules.Players), id) {
			fail(errorf("sheets", problem.CodeSheet, id, append([]string{strconv.Itoa(rules.Players)}, compose.PrintIDs(rules.Players)...)...))
			break
		}
	}
	warn := s.Warn
	if len(errs) > 0 { // the command line stops at the first error, before any warning
		warn = nil
	}
	p.langs, err = MatchLanguages(s.Lang, s.LangFallback, warn)
	fail(err)
	p.plain, err = PlainDigits(s.Digits)
	fail(err)
	p.date, err = SourceDate(s.SourceDateEpoch)
	fail(err)
	p.html, err = htmlOptions(s)
	fail(err)
	if anyFormat(p.formats, CapPaged) {
		p.pdf, p.fonts = map[language.Tag][]pdf.Options{}, &neededFonts{}
	langs:
		for _, lang := range p.langs {
			for _, paper := range Papers(s.Paper) {
				each := s
				each.Paper = paper
				o, err := pdfOptions(each, lang, p.fonts)
				if fail(err) {
					break langs
				}
				p.pdf[lang] = append(p.pdf[lang], o)
			}
		}
	}
	return p, errs
}

// rules reads the rule set s names and applies its overrides.
func (s Settings) rules() (table.Rules, error) {
	r, err := ReadRules(s)
	if err != nil {
		return r, err
	}
	return ruleset.Apply(r, s.Set)
}

// RulesWithSet is the rule set s names with its overrides (Set) applied:
// what the sheets are made from.
func RulesWithSet(s Settings) (table.Rules, error) { return s.rules() }

// ReadRules reads the rule set s names, a preset or a house-rules file,
// without its overrides (Set): what a form's fields start from.
func ReadRules(s Settings) (table.Rules, error) {
	switch {
	case s.LoadRules != nil:
		return s.LoadRules(s.Rules)
	case s.RulesText != "":
		// The file's name comes from a link or an upload: cut to a name's
		// length, and refused by Parse, as the command line's file names
		// are, if it has characters no sheet prints.
		name := strings.ToValidUTF8(path.Base(cmp.Or(strings.TrimSpace(s.RulesFile), "house-rules.toml")), "\uFFFD")
		if runes := []rune(name); len(runes) > ruleset.MaxName {
			name = string(runes[:ruleset.MaxName])
		}
		return ruleset.Parse(name, []byte(s.RulesText))
	default:
		return ruleset.Preset(s.Rules)
	}
}
