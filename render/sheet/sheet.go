// Package sheet builds the document model every renderer draws: sheets of
// captioned tables with footnotes, a legend and a footer stating the rules,
// every text localised and every number formatted. It computes no payment:
// all numbers come from package table.
package sheet

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/number"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// TableKind tells a renderer how a table is meant to be laid out.
type TableKind string

// The table kinds.
const (
	KindGrid TableKind = "grid" // fu rows × han columns of payments
	KindList TableKind = "list" // labelled rows of values
)

// Document is every sheet of one rule set in one language.
type Document struct {
	Options Options `json:"-"` // what the document was built with
	Lang    string  `json:"lang"`
	RulesID string  `json:"rules_id"`
	Sheets  []Sheet `json:"sheets"`
	// LineNames say what a grid cell's lines are, for screen readers.
	LineNames LineNames `json:"line_names"`
}

// LineNames are the words for a grid cell's first and second lines.
type LineNames struct {
	Ron   string `json:"ron"`
	Tsumo string `json:"tsumo"`
}

// The sheets, by id: the file names' part and the catalog's "sheet.<id>".
const (
	Nondealer  = "nondealer"   // a non-dealer's wins
	Dealer     = "dealer"      // the dealer's wins
	Sanma      = "sanma"       // both winners of a three-player game
	Limits     = "limits"      // the limit hands
	FuChart    = "fu"          // the fu reference chart
	YakuList   = "yaku"        // the yaku and yakuman
	CheatSheet = "cheatsheet"  // grids on the front; limits and fu chart on the back
	Card       = "card"        // the two-sided pocket card
	IndexPage  = "index"       // a build's or a site language's links
	SitePage   = "site"        // a site's front page
	DrillPay   = "drill-pay"   // practice: payments
	DrillFu    = "drill-fu"    // practice: fu
	DrillTable = "drill-table" // practice: the table to fill in
)

// Sheet is one printable page's content.
type Sheet struct {
	ID      string      `json:"id"` // nondealer, dealer, sanma, limits, fu, yaku, record, record-east, final, gaps, cheatsheet, card, index, drill-pay, drill-fu or drill-table
	Title   string      `json:"title"`
	Intro   []string    `json:"intro"`           // lines under the title
	Tables  []Table     `json:"tables"`          // in reading order
	Remarks []string    `json:"remarks"`         // lines after the tables
	Notes   []Footnote  `json:"notes"`           // footnotes cited by marks in cells
	Legend  []string    `json:"legend"`          // how to read the cells
	Caveats []string    `json:"caveats"`         // the rule set's values its sources do not confirm
	Links   []LinkGroup `json:"links,omitempty"` // an index page's links
	Nav     []Link      `json:"nav,omitempty"`   // on a site: the way back to the index pages
	Footer  []string    `json:"footer"`          // the rules the sheet was made for
	// Profile is how the sheet's kind is laid out (SheetKind.Profile).
	Profile
	// Heading is a pocket card's short heading, for a line on each side:
	// the club's name, else --title, else the rule set's name, and the
	// honba when there are any ("Tonbo club — 2 honba included").
	Heading string `json:"heading,omitempty"`
	// HeadingName is the part of Heading that may be cut short with an
	// ellipsis where the whole does not fit one line: the club's name or
	// the title ("" when Heading holds neither).
	HeadingName string `json:"heading_name,omitempty"`
	// BackMatter, when set, is the Intro line that says the sheet's back
	// matter is on the back of its page; a paged renderer that puts it
	// elsewhere replaces that line with BackMatter.At its pages.
	BackMatter *BackMatter `json:"-"`
}

// BackMatter says where a sheet's back matter is printed.
type BackMatter struct {
	Line int                          // its index in the sheet's Intro
	At   func(first, last int) string // the line for pages first to last
}

// LinkGroup is a titled list of links on an index page.
type LinkGroup struct {
	Title string `json:"title"`
	Links []Link `json:"links"`
}

// Link is one file an index page links to, by a relative address.
type Link struct {
	Href string `json:"href"`
	Text string `json:"text"`
	Lang string `json:"lang,omitempty"` // the language Text is in, where it is not the document's (a language's own name)
}

// Entry is one file of a build, for the index page.
type Entry struct {
	File   string // name relative to the index page
	Sheet  string // sheet id; "" for a data file of every table
	Format string // the output format's name, as files end: "pdf"
	Paper  string // PDF paper, "" otherwise
}

// Index lays out the index page of a build: the rule set's heading and a
// group of links per kind of file, in the order of entries.
func Index(t table.Tables, opts Options, entries []Entry) Sheet {
	b := newBuilder(t, opts)
	s := b.sheet(IndexPage)
	s.Intro = append(s.Intro, b.honbaLine())
	group := func(e Entry) *LinkGroup {
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
		s.Links = append(s.Links, LinkGroup{Title: title})
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
		g.Links = append(g.Links, Link{Href: e.File, Text: text})
	}
	if opts.SiteIndex != "" {
		s.Links = append(s.Links, LinkGroup{Title: b.text(locale.SiteTitle), Links: []Link{{Href: opts.SiteIndex, Text: b.text(locale.SiteBack)}}})
	}
	return s
}

// SiteRuleSet is one rule set of a site: its name and, per language, the
// address of its index page, then its data files.
type SiteRuleSet struct {
	Name  string
	Pages []Link // one per language: the address and the language's own name
	Data  []Link // the tables as CSV and JSON
}

// SiteIndex lays out a site's front page in lang: the groups of links
// first (the page that makes sheets in the browser), then a group per
// rule set, to each language's index page and to the data files; the
// footer names hayami's version.
func SiteIndex(lang language.Tag, version string, ruleSets []SiteRuleSet, first ...LinkGroup) Sheet {
	p := locale.PrinterFor(lang)
	s := Sheet{ID: SitePage, Profile: kindOf(SitePage).Profile, Title: p.Text(locale.SiteTitle), Intro: []string{p.Text(locale.SiteIntro)},
		Footer: []string{p.Text(locale.FooterVersion, version)}, Links: slices.Clip(first)}
	for _, rs := range ruleSets {
		s.Links = append(s.Links, LinkGroup{Title: rs.Name, Links: append(slices.Clip(rs.Pages), rs.Data...)})
	}
	return s
}

// Table is a captioned table of a sheet.
type Table struct {
	ID      string    `json:"id"`
	Kind    TableKind `json:"kind"`
	NewPage bool      `json:"new_page,omitempty"` // printed sheets start it on a new page
	// Practice: questions to answer by hand, or their answers; rows are
	// numbered, labels are question numbers, and the table takes the
	// page's width.
	Practice bool `json:"practice,omitempty"`
	Answers  bool `json:"answers,omitempty"` // a drill's answers: printed from a new sheet of paper
	// Side: on the pocket card, the side of the card the table is on.
	Side CardSide `json:"side,omitempty"`
	// Form: a table filled in by pen: every cell ruled, and rows tall
	// enough to write in (7 mm or more on A4 and Letter).
	Form    bool     `json:"form,omitempty"`
	Caption string   `json:"caption"`
	Corner  string   `json:"corner"`  // heading of the row-label column
	Columns []string `json:"columns"` // headings of the value columns
	Rows    []Row    `json:"rows"`
	// StrongColumns: the value columns players look up most (30 and 40
	// fu in a grid of han rows), by index.
	StrongColumns []int `json:"strong_columns,omitempty"`
	HanRows       bool  `json:"han_rows,omitempty"` // a grid of han rows × fu columns (Transpose)
}

// CardSide is a side of a pocket card: one winner's grid on the front, the
// same winner's rare high-fu rows and limit hands on the back.
type CardSide string

// The card's sides.
const (
	CardFront CardSide = "front"
	CardBack  CardSide = "back"
)

// Row is one row of a table.
type Row struct {
	Label  string `json:"label"`
	Detail string `json:"detail,omitempty"` // a description under the label
	Hand   *Hand  `json:"hand,omitempty"`   // tiles drawn beside the label
	Strong bool   `json:"strong"`           // one of the rows players look up most
	Cells  []Cell `json:"cells"`
}

// Cell is one value cell: ron above tsumo in a grid, one line elsewhere.
// With Options.Totals a grid cell has a third line, the tsumo's total.
type Cell struct {
	Lines []Line `json:"lines"`
}

// Line is one line of a cell.
type Line struct {
	Text        string `json:"text"`
	Mark        string `json:"mark,omitempty"`        // footnote mark
	Strong      bool   `json:"strong"`                // a limit hand
	Unreachable bool   `json:"unreachable,omitempty"` // no hand scores it: Text is a dash
	Blank       bool   `json:"blank,omitempty"`       // room to write an answer, then Text
	// Total: the total a tsumo collects ("= 1,100"), under the tsumo line
	// and printed smaller than it.
	Total bool `json:"total,omitempty"`
}

// Hand is a hand drawn as tiles, in groups: the concealed tiles, each
// called set or quad, and the winning tile apart.
type Hand struct {
	Text   string      `json:"text"` // the hand in MPSZ notation, for screen readers and plain text
	Groups []TileGroup `json:"groups"`
}

// TileGroup is a run of tiles drawn together.
type TileGroup struct {
	Tiles []Tile `json:"tiles"`
	Label string `json:"label,omitempty"` // under the group: "called", "concealed quad"
	Win   bool   `json:"win,omitempty"`   // the winning tile
}

// Tile is one tile's face: a number over its suit, or an honour alone.
type Tile struct {
	Number string `json:"number,omitempty"` // "5"; "" for an honour
	Face   string `json:"face"`             // the suit ("p", "筒") or the honour ("E", "東")
}

// Footnote explains a mark.
type Footnote struct {
	Mark  string `json:"mark"`
	Text  string `json:"text"`
	Label string `json:"label"` // the mark's name for screen readers: "Note 1: …"
}

// Options choose the language, digits and headings of a document.
type Options struct {
	Lang        language.Tag
	PlainDigits bool   // no digit grouping
	Title       string // replaces the rule set's name in headings
	Club        string // printed under each title
	Version     string // hayami's version, printed in the footer
	SiteIndex   string // address of the site's index page, linked from each index page; "" for none
	Totals      bool   // grid cells show the total a tsumo collects (TotalsDefault)
	Axes        Axes   // grids' rows: fu (FuRows, also for "") or han (HanRows)
}

// TotalsDefault says whether grids show tsumo totals unless asked: for
// three players, where tsumo-loss makes a tsumo collect less than a ron.
func TotalsDefault(players int) bool { return players == 3 }

// newBuilder prepares texts and notation for one language.
func newBuilder(t table.Tables, opts Options) builder {
	n := locale.For(opts.Lang).Notation
	if r := t.Rules.Notation; r.Order != "" {
		n.Order = r.Order
	}
	if r := t.Rules.Notation; r.Separator != "" {
		n.Separator = r.Separator
	}
	if r := t.Rules.Notation; r.All != "" {
		n.All = r.All
	}
	return builder{t: t, opts: opts, p: locale.PrinterFor(opts.Lang), notation: n}
}

// Build lays out the sheets with the given ids (SheetIDs or PrintIDs).
func Build(t standings.Tables, opts Options, ids []string) Document {
	b := newBuilder(t.Tables, opts)
	b.game = t.Game
	doc := Document{Options: opts, Lang: opts.Lang.String(), RulesID: t.Rules.ID, LineNames: b.lineNames()}
	for _, id := range ids {
		doc.Sheets = append(doc.Sheets, b.sheet(id))
	}
	return doc
}

type builder struct {
	t        table.Tables
	game     standings.Game // Build's: the final-score and gap sheets' tables
	opts     Options
	p        locale.Printer
	notation table.Notation // the language's, with the rules' overrides
}

// lineNames are the glossary's words for a grid cell's lines.
func (b builder) lineNames() LineNames {
	g := locale.For(b.opts.Lang).Glossary
	return LineNames{Ron: g["ron"], Tsumo: g["tsumo"]}
}

// num formats a payment with the language's digit grouping, or none.
func (b builder) num(n int64) string {
	if b.opts.PlainDigits {
		return strconv.FormatInt(n, 10)
	}
	return b.p.Sprint(number.Decimal(n))
}

func (b builder) text(id locale.ID, args ...any) string { return b.p.Text(id, args...) }

func (b builder) sheet(id string) Sheet {
	heading := b.rulesName()
	if b.opts.Title != "" {
		heading = b.opts.Title
	}
	s := Sheet{ID: id, Title: b.text(locale.TitleWithRules, heading, b.withHonba(id, b.text(locale.Sheet(id))))}
	if b.opts.SiteIndex != "" && id != IndexPage {
		s.Nav = []Link{{Href: "index.html", Text: b.text(locale.SheetIndex)}, {Href: b.opts.SiteIndex, Text: b.text(locale.SiteBack)}}
	}
	if b.opts.Club != "" {
		s.Intro = append(s.Intro, b.text(locale.Club, b.opts.Club))
	}
	k := kindOf(id)
	s.Profile = k.Profile
	if k.Profile.Pocket {
		return b.card(s) // a footer of its own, no room for footnotes or caveats
	}
	notes := &footnotes{}
	s.Footer = b.footer()
	if k.build != nil {
		k.build(b, &s, notes)
	}
	s.Notes = notes.labelled(b)
	s.Caveats = b.caveats(id)
	return s
}

// cheatSheet: the grids on the front; the limits (none under aotenjou),
// the fu chart and the game's rules at the table on the back. Its grids have no totals: two grids of
// three lines a cell do not fit on one side of the paper.
func (b builder) cheatSheet(s *Sheet, notes *footnotes) {
	b.opts.Totals = false
	s.Intro = append(s.Intro, b.honbaLine())
	if b.t.Rules.Players == 3 {
		s.Intro = append(s.Intro, b.text(locale.SanmaIntro(b.t.Rules.Sanma)))
	}
	s.BackMatter = &BackMatter{Line: len(s.Intro), At: func(first, last int) string { return backMatter(b.p, first, last) }}
	s.Intro = append(s.Intro, backMatter(b.p, 0, 0))
	for _, t := range b.t.Tables {
		s.Tables = append(s.Tables, b.grid(t, notes))
	}
	back, remarks := b.fuChart()
	if !b.t.Rules.Aotenjou {
		back = append([]Table{b.limits()}, back...)
	}
	back = append(back, b.atTable())
	back[0].NewPage = true
	s.Tables = append(s.Tables, back...)
	s.Remarks = remarks
	s.Legend = b.legend(true, true)
}

// card is the two-sided pocket card: the grids' rows up to 60 fu and
// 4 han, one winner a side; on the back, after the dealer's, both
// winners' rows from 70 fu at the han that are not yet a limit; a heading
// and a footer that says how to read them. It has no room for totals.
func (b builder) card(s Sheet) Sheet {
	b.opts.Totals = false
	b.opts.Axes = FuRows // no room for a column per fu
	s.Heading = b.rulesName()
	if name := cmp.Or(b.opts.Club, b.opts.Title); name != "" && name != s.Heading {
		s.Heading = b.text(locale.CardHeading, name, s.Heading)
		s.HeadingName = name
	}
	s.Heading = b.withHonba(Card, s.Heading)
	for _, t := range b.t.Tables {
		front := cardRows(t)
		if len(front.Fus) == 0 || len(front.Hans) == 0 {
			continue // the rules' grid has none of the card's rows: no card
		}
		g := b.grid(front, nil)
		g.Caption = b.text(locale.CardCaption(t.ID))
		g.NewPage = len(s.Tables) > 0
		g.Side = CardFront
		s.Tables = append(s.Tables, g)
		back := []Table{}
		if high := cardHighRows(t); len(high.Fus) > 0 && len(high.Hans) > 0 {
			h := b.grid(high, nil)
			h.ID, h.Caption = t.ID+"-high", b.text(locale.CardHighCaption(t.ID))
			back = append(back, h)
		}
		if len(t.Limits) > 0 {
			back = append(back, b.winnerLimits(t))
		}
		for i := range back {
			back[i].NewPage = i == 0
			back[i].Side = CardBack
		}
		s.Tables = append(s.Tables, back...)
	}
	// The heading names the rules and the honba: the footer says how to read the card.
	footer := b.text(locale.CardFooter, b.splitExample(), b.text(locale.NotationOrder(b.notation.Order)), b.allExample(), b.opts.Version)
	s.Footer = []string{footer}
	return s
}

// gridSheet is one winner's grid, or both winners' for three players.
func (b builder) gridSheet(s *Sheet, notes *footnotes) {
	s.Intro = append(s.Intro, b.honbaLine())
	if s.ID == Sanma {
		s.Intro = append(s.Intro, b.text(locale.SanmaIntro(b.t.Rules.Sanma)))
	}
	for _, t := range b.t.Tables {
		if s.ID == Sanma || t.ID == s.ID {
			s.Tables = append(s.Tables, b.grid(t, notes))
		}
	}
	s.Legend = b.legend(s.ID != Dealer, s.ID != Nondealer)
}

// limitsSheet lists the limit hands, or says there are none (aotenjou).
func (b builder) limitsSheet(s *Sheet) {
	s.Intro = append(s.Intro, b.honbaLine())
	if b.t.Rules.Aotenjou {
		s.Remarks = []string{b.text(locale.LimitsNone)}
		return
	}
	s.Tables = []Table{b.limits()}
	mangan := locale.LimitsManganFu
	if b.t.Rules.Kiriage {
		mangan = locale.LimitsManganKiri
	}
	s.Remarks = []string{b.text(mangan)}
	s.Legend = b.notationLegend(true, true)
}

// yakuSheet lists the yaku by han, read column by column.
func (b builder) yakuSheet(s *Sheet, notes *footnotes) {
	s.Footer = slices.Insert(s.Footer, 1, b.yakuFooter())
	s.Intro = append(s.Intro, b.text(locale.YakuIntro), b.text(locale.YakuLegendClosedOnly))
	if b.t.Rules.Players == 3 {
		s.Intro = append(s.Intro, b.text(locale.YakuSanma))
	}
	s.Tables = b.yakuTables(notes)
	s.Legend = []string{b.text(locale.YakuLegendStack), b.text(locale.YakuLegendDora)}
}

// withHonba adds the honba included to a heading of sheet id, if any.
func (b builder) withHonba(id, heading string) string {
	if b.t.Honba == 0 || !kindOf(id).Honba {
		return heading
	}
	return b.text(locale.HonbaHeading, heading, b.t.Honba)
}

func (b builder) honbaLine() string {
	if b.t.Honba == 0 {
		return b.text(locale.HonbaNone)
	}
	return b.text(locale.HonbaSome, b.t.Honba, b.num(b.t.HonbaBonus.Ron), b.num(b.t.HonbaBonus.Tsumo))
}

// tsumoText writes a tsumo payment in the notation: "300-500" for a
// non-dealer winner (or "500-300" dealer first), "500 all" for the dealer.
func (b builder) tsumoText(t table.Tsumo) string {
	if t.Dealer == 0 {
		return b.text(locale.TsumoAll, b.num(t.Nondealer), b.notation.All)
	}
	first, second := t.Nondealer, t.Dealer
	if b.notation.Order == "dealer-first" {
		first, second = second, first
	}
	return b.num(first) + b.notation.Separator + b.num(second)
}

// splitExample and allExample show the notation: a 1 han 30 fu tsumo.
func (b builder) splitExample() string { return b.tsumoText(table.Tsumo{Dealer: 500, Nondealer: 300}) }
func (b builder) allExample() string   { return b.tsumoText(table.Tsumo{Nondealer: 500}) }

// legend explains how to read a grid, with the notation of a non-dealer's
// tsumo, a dealer's, or both.
func (b builder) legend(split, all bool) []string {
	lines := append([]string{b.text(locale.LegendCell)}, b.notationLegend(split, all)...)
	if b.opts.Totals {
		lines = append(lines, b.totalLegend(split))
	}
	marked := b.text(locale.LegendRows)
	if b.opts.Axes == HanRows {
		marked = b.text(locale.LegendColumns)
	}
	return append(lines, marked, b.text(locale.LegendLimit), b.text(locale.LegendUnreachable))
}

// totalLegend explains the totals line by a cell of the rule set's own
// grid, a non-dealer's (split) or the dealer's: 1 han 30 fu where it is
// there, else the first cell a tsumo reaches.
func (b builder) totalLegend(split bool) string {
	w := table.WinnerDealer
	if split {
		w = table.WinnerNondealer
	}
	t := b.t.Of(w)
	c, ok := t.Cell(1, 30)
	for i := 0; (!ok || !c.Reachable.Tsumo) && i < len(t.Cells); i++ {
		c, ok = t.Cells[i], t.Cells[i].Reachable.Tsumo
	}
	return b.text(locale.LegendTotal, b.tsumoText(c.Tsumo), b.totalText(c.Tsumo))
}

// notationLegend explains the tsumo notation: a non-dealer's, a dealer's, or both.
func (b builder) notationLegend(split, all bool) []string {
	var lines []string
	if split {
		key := locale.LegendSplit
		if b.t.Rules.Players == 3 {
			key = locale.LegendSplitSanma
		}
		lines = append(lines, b.text(key, b.splitExample(), b.num(300), b.num(500)))
	}
	if all {
		lines = append(lines, b.text(locale.LegendAll, b.allExample(), b.num(500)))
	}
	return lines
}

// footnotes numbers footnotes in the order cells first cite them.
type footnotes struct {
	list []Footnote
	keys []string
}

func (f *footnotes) mark(key, text string) string {
	if f == nil {
		return "" // a pocket card has no room for footnotes
	}
	if i := slices.Index(f.keys, key); i >= 0 {
		return f.list[i].Mark
	}
	f.keys = append(f.keys, key)
	mark := strconv.Itoa(len(f.keys))
	f.list = append(f.list, Footnote{Mark: mark, Text: text})
	return mark
}

// labelled is the footnotes, each with its name for screen readers.
func (f *footnotes) labelled(b builder) []Footnote {
	for i, n := range f.list {
		f.list[i].Label = b.text(locale.HTMLNote, n.Mark, n.Text)
	}
	return f.list
}

func (b builder) reasonText(r table.Reason) string {
	ronMax, tsumoMax := table.MaxFu1Han(b.t.Rules)
	switch r {
	case table.ReasonRon1HanFuMax:
		return b.text(locale.Reason(r), ronMax)
	case table.ReasonTsumo1HanFuMax:
		return b.text(locale.Reason(r), tsumoMax)
	}
	return b.text(locale.Reason(r))
}

func (b builder) grid(t table.Table, notes *footnotes) Table {
	out := Table{ID: t.ID, Kind: KindGrid, Caption: b.withHonba(Nondealer, b.text(locale.TableCaption(t.ID))), Corner: b.text(locale.CornerFu)}
	for _, han := range t.Hans {
		out.Columns = append(out.Columns, b.text(locale.ColumnHan, han))
	}
	for _, fu := range t.Fus {
		row := Row{Label: strconv.Itoa(fu), Strong: fu == 30 || fu == 40}
		for _, han := range t.Hans {
			c, _ := t.Cell(han, fu)
			row.Cells = append(row.Cells, b.gridCell(c, notes))
		}
		out.Rows = append(out.Rows, row)
	}
	return b.arrange(out)
}

func (b builder) gridCell(c table.Cell, notes *footnotes) Cell {
	strong := c.Limit != table.NoLimit
	ron := Line{Text: b.num(c.Ron), Strong: strong}
	tsumo := Line{Text: b.tsumoText(c.Tsumo), Strong: strong}
	if c.Kiriage {
		ron.Mark = notes.mark("kiriage", b.text(locale.ReasonKiriage))
		tsumo.Mark = ron.Mark
	}
	if why := c.Reachable.RonWhy; why != table.NoReason {
		ron = Line{Text: b.text(locale.Unreachable), Mark: notes.mark(why.String(), b.reasonText(why)), Unreachable: true}
	}
	if why := c.Reachable.TsumoWhy; why != table.NoReason {
		tsumo = Line{Text: b.text(locale.Unreachable), Mark: notes.mark(why.String(), b.reasonText(why)), Unreachable: true}
	}
	if !b.opts.Totals || tsumo.Unreachable {
		return Cell{Lines: []Line{ron, tsumo}}
	}
	return Cell{Lines: []Line{ron, tsumo, {Text: b.totalText(c.Tsumo), Total: true}}}
}

// totalText writes the total a tsumo collects: "= 1,100".
func (b builder) totalText(t table.Tsumo) string { return b.text(locale.TotalLine, b.num(t.Total)) }

// cardRows keeps the rows a pocket card shows: up to 60 fu and 4 han.
func cardRows(t table.Table) table.Table {
	t.Fus = slices.DeleteFunc(slices.Clone(t.Fus), func(fu int) bool { return fu > 60 })
	t.Hans = slices.DeleteFunc(slices.Clone(t.Hans), func(han int) bool { return han > 4 })
	return t
}

// cardHighRows keeps the rows of a pocket card's back: from 70 fu, at
// the han where some of them is not yet a limit (1 and 2 han, mostly).
func cardHighRows(t table.Table) table.Table {
	t.Fus = slices.DeleteFunc(slices.Clone(t.Fus), func(fu int) bool { return fu <= 60 })
	t.Hans = slices.DeleteFunc(slices.Clone(t.Hans), func(han int) bool {
		return han > 4 || !slices.ContainsFunc(t.Fus, func(fu int) bool {
			c, _ := t.Cell(han, fu)
			return c.Limit == table.NoLimit
		})
	})
	return t
}

// winnerLimits lists one winner's limit hands for the card's back: each
// with the han that reach it, its ron and its tsumo; yakuman multiples,
// rare, are left to the limits sheet.
func (b builder) winnerLimits(t table.Table) Table {
	out := Table{ID: t.ID + "-limits", Kind: KindList, Caption: b.text(locale.CardLimits), Corner: b.text(locale.LimitsLimit),
		Columns: []string{b.text(locale.CardRon), b.text(locale.CardTsumo)}}
	for _, l := range t.Limits {
		if l.Multiple > 1 {
			continue
		}
		label := b.text(locale.Limit(l.Limit))
		if l.Han != "" {
			label = b.text(locale.CardLimitHan, label, strings.ReplaceAll(l.Han, "-", "–"))
		}
		out.Rows = append(out.Rows, Row{Label: label, Strong: l.Limit == table.Mangan, Cells: []Cell{
			textCell(b.num(l.Ron)), textCell(b.tsumoText(l.Tsumo)),
		}})
	}
	return out
}

func (b builder) limits() Table {
	out := Table{ID: "limits", Kind: KindList, Caption: b.withHonba(Limits, b.text(locale.LimitsCaption)), Corner: b.text(locale.LimitsLimit),
		Columns: []string{b.text(locale.LimitsHan), b.text(locale.LimitsNdRon), b.text(locale.LimitsNdTsumo), b.text(locale.LimitsDRon), b.text(locale.LimitsDTsumo)}}
	nondealer, dealer := b.t.Of(table.WinnerNondealer).Limits, b.t.Of(table.WinnerDealer).Limits
	for i, l := range nondealer {
		label := b.text(locale.Limit(l.Limit))
		if l.Limit == table.Yakuman && l.Multiple > 1 {
			label = b.text(locale.LimitYakumanN, l.Multiple)
		}
		han := strings.ReplaceAll(l.Han, "-", "–") // a range, not a payment
		d := dealer[i]
		out.Rows = append(out.Rows, Row{Label: label, Cells: []Cell{
			textCell(han), textCell(b.num(l.Ron)), textCell(b.tsumoText(l.Tsumo)), textCell(b.num(d.Ron)), textCell(b.tsumoText(d.Tsumo)),
		}})
	}
	return out
}

func textCell(s string) Cell { return Cell{Lines: []Line{{Text: s}}} }

func (b builder) fuChart() ([]Table, []string) {
	c := b.t.FuChart
	list := func(id string, items []table.FuItem, lead ...Row) Table {
		t := Table{ID: "fu-" + id, Kind: KindList, Caption: b.text(locale.FuChart(id)), Corner: b.text(locale.FuItem), Columns: []string{b.text(locale.FuFu)}, Rows: lead}
		for _, it := range items {
			value := b.text(locale.FuAdd, it.Fu)
			if it.Fixed || it.Fu == 0 {
				value = strconv.Itoa(it.Fu)
			}
			t.Rows = append(t.Rows, Row{Label: b.text(locale.FuChart(it.ID)), Cells: []Cell{textCell(value)}})
		}
		return t
	}
	sets := Table{ID: "fu-sets", Kind: KindList, Caption: b.text(locale.FuSets), Corner: b.text(locale.FuItem), Columns: []string{b.text(locale.FuOpen), b.text(locale.FuClosed)}}
	for _, s := range c.Sets {
		sets.Rows = append(sets.Rows, Row{Label: b.text(locale.FuChart(s.ID)), Cells: []Cell{textCell(strconv.Itoa(s.Open)), textCell(strconv.Itoa(s.Closed))}})
	}
	tables := []Table{
		list("win", c.WinMethod, Row{Label: b.text(locale.FuBase), Cells: []Cell{textCell(strconv.Itoa(c.Base))}}),
		sets,
		list("pair", c.Pair),
		list("waits", c.Waits),
		list("special", c.Special),
	}
	var remarks []string
	for _, id := range c.Remarks {
		remarks = append(remarks, b.text(locale.FuRemark(id)))
	}
	remarks = append(remarks, b.text(locale.FuRemarkLimit))
	return tables, remarks
}

func (b builder) footer() []string {
	r := b.t.Rules
	source := r.Source
	if source == "" && r.Extends != "" { // a house file that names no source
		source = b.text(locale.FooterHouse, b.presetName(r.Extends))
	}
	lines := []string{b.text(locale.FooterRules, b.rulesName(), source)}
	if len(r.Variant) > 0 { // what --set changed, since the source is the named rule set's
		changes := make([]string, 0, len(r.Variant))
		for _, k := range r.Variant {
			if st := b.setting(k); st != "" && !slices.Contains(changes, st) { // honba.ron and honba.tsumo say one thing
				changes = append(changes, st)
			}
		}
		if len(changes) > 0 {
			lines = append(lines, b.text(locale.FooterVariant, b.plainRulesName(), JoinSentences(changes)))
		}
	}
	keys := []string{"players", "aotenjou"}
	if !r.Aotenjou {
		keys = []string{"players", "kiriage", "kazoe", "yakuman.stacking"}
	}
	keys = append(keys, "honba.ron", "rounding")
	if r.Players == 3 {
		keys = append(keys, "sanma.tsumo")
	}
	settings := make([]string, 0, len(keys)+1)
	for _, k := range keys {
		settings = append(settings, b.setting(k))
	}
	settings = append(settings, b.text(locale.FooterNotation, b.splitExample(), b.text(locale.NotationOrder(b.notation.Order)), b.allExample()))
	lines = append(lines, JoinSentences(settings))
	return append(lines, b.text(locale.FooterVersion, b.opts.Version))
}

// ReasonText explains in lang why no hand reaches a cell under rules r.
func ReasonText(lang language.Tag, r table.Rules, why table.Reason) string {
	return newBuilder(table.Tables{Rules: r}, Options{Lang: lang}).reasonText(why)
}

// JoinSentences joins sentences with a space, or with none after a
// full-width stop ("。"), as Chinese and Japanese are written.
func JoinSentences(sentences []string) string {
	var b strings.Builder
	for i, s := range sentences {
		if i > 0 && !strings.HasSuffix(sentences[i-1], "。") {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	return b.String()
}
