// Package compose builds the document model (package sheet) from a rule
// set's tables: every sheet, drill and index page, with their texts
// localised and their numbers formatted. It computes no payment: all
// numbers come from package table and hand.
package compose

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// newBuilder prepares texts and notation for one language.
func newBuilder(t table.Tables, opts sheet.Options) builder {
	return builder{t: t, opts: opts, p: locale.PrinterFor(opts.Lang), w: phrase.For(t.Rules, opts.Lang, opts.PlainDigits)}
}

// Build lays out the sheets with the given ids (SheetIDs or PrintIDs).
func Build(t standings.Tables, opts sheet.Options, ids []string) sheet.Document {
	b := newBuilder(t.Tables, opts)
	b.game = t.Game
	doc := sheet.Document{Options: opts, Lang: opts.Lang.String(), RulesID: t.Rules.ID, LineNames: b.lineNames(), Terms: b.terms()}
	for _, id := range ids {
		doc.Sheets = append(doc.Sheets, b.sheet(id))
	}
	return doc
}

type builder struct {
	t    table.Tables
	game standings.Game // Build's: the final-score and gap sheets' tables
	opts sheet.Options
	p    locale.Printer
	w    phrase.Book // the rule set's numbers, payments and settings in words
	// tsumoEach writes a tsumo that each player pays alike (the dealer's)
	// as its bare amount: on the both-winners card, whose legend says so.
	tsumoEach bool
}

// lineNames are the glossary's words for a grid cell's lines.
func (b builder) lineNames() sheet.LineNames {
	g := locale.For(b.opts.Lang).Glossary
	return sheet.LineNames{Ron: g["ron"], Tsumo: g["tsumo"]}
}

// terms are the glossary's words, longest first, for renderers that break
// lines: none breaks inside one.
func (b builder) terms() []string {
	var terms []string
	for _, t := range locale.For(b.opts.Lang).Glossary {
		if !slices.Contains(terms, t) {
			terms = append(terms, t)
		}
	}
	slices.SortFunc(terms, func(a, c string) int { return cmp.Or(len(c)-len(a), strings.Compare(a, c)) })
	return terms
}

func (b builder) text(id locale.ID, args ...any) string { return b.p.Text(id, args...) }

func (b builder) sheet(id string) sheet.Sheet {
	heading := b.w.RulesName()
	if b.opts.Title != "" {
		heading = b.opts.Title
	}
	s := sheet.Sheet{ID: id, Title: b.text(locale.TitleWithRules, heading, b.withHonba(id, b.text(locale.Sheet(id))))}
	if b.opts.SiteIndex != "" && id != sheet.IndexPage {
		s.Nav = []sheet.Link{{Href: "index.html", Text: b.text(locale.SheetIndex)}, {Href: b.opts.SiteIndex, Text: b.text(locale.SiteBack)}}
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
// the fu chart and the game's rules at the table on the back.
func (b builder) cheatSheet(s *sheet.Sheet, notes *footnotes) {
	s.Intro = append(s.Intro, b.honbaLine())
	if b.t.Rules.Players == 3 {
		s.Intro = append(s.Intro, b.text(locale.SanmaIntro(b.t.Rules.Sanma)))
	}
	s.BackMatter = &sheet.BackMatter{Line: len(s.Intro), At: func(first, last int) string { return backMatter(b.p, first, last) }}
	s.Intro = append(s.Intro, backMatter(b.p, 0, 0))
	for _, t := range b.t.Tables {
		s.Tables = append(s.Tables, b.grid(t, notes))
	}
	back, remarks := b.fuChart()
	if !b.t.Rules.Aotenjou {
		back = append([]sheet.Table{b.limits()}, back...)
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
func (b builder) card(s sheet.Sheet) sheet.Sheet {
	b.opts.Totals = false
	b.opts.Axes = sheet.FuRows // no room for a column per fu
	s.Heading = b.w.RulesName()
	if name := cmp.Or(b.opts.Club, b.opts.Title); name != "" && name != s.Heading {
		s.Heading = b.text(locale.CardHeading, name, s.Heading)
		s.HeadingName = name
	}
	s.Heading = b.withHonba(sheet.Card, s.Heading)
	if b.opts.Card == sheet.CardBoth {
		s.BothWinners = true
		s.Tables = b.bothCard()
		s.Footer = []string{b.text(locale.CardBothFooter, b.w.SplitExample(), b.text(locale.NotationOrder(b.w.Notation().Order)), b.opts.Version)}
		return s
	}
	for _, t := range b.t.Tables {
		front := cardRows(t)
		if len(front.Fus) == 0 || len(front.Hans) == 0 {
			continue // the rules' grid has none of the card's rows: no card
		}
		g := b.grid(front, nil)
		g.Caption = b.text(locale.CardCaption(t.ID))
		g.NewPage = len(s.Tables) > 0
		g.Side = sheet.CardFront
		s.Tables = append(s.Tables, g)
		back := []sheet.Table{}
		if high := cardHighRows(t); len(high.Fus) > 0 && len(high.Hans) > 0 {
			h := b.grid(high, nil)
			h.ID, h.Caption = t.ID+"-high", b.text(locale.CardHighCaption(t.ID))
			back = append(back, h)
		}
		if len(t.Limits) > 0 {
			back = append(back, b.winnerLimits(t, true))
		}
		for i := range back {
			back[i].NewPage = i == 0
			back[i].Side = sheet.CardBack
		}
		s.Tables = append(s.Tables, back...)
	}
	// The heading names the rules and the honba: the footer says how to read the card.
	footer := b.text(locale.CardFooter, b.w.SplitExample(), b.text(locale.NotationOrder(b.w.Notation().Order)), b.w.AllExample(), b.opts.Version)
	s.Footer = []string{footer}
	return s
}

// bothCard is the pocket card with both winners on one card, as
// majyan-item's: han rows, each cell the non-dealer's ron and tsumo above
// the dealer's (the dealer's tsumo the bare amount each pays), to 60 fu on
// the front; on the back the rows from 70 fu at the han where either
// winner's are not all a limit, and the limit hands, a column each. The
// tables come in pairs, the non-dealer's grid (its caption names both)
// then the dealer's of the same shape.
func (b builder) bothCard() []sheet.Table {
	b.opts.Axes, b.tsumoEach = sheet.HanRows, true
	nd, d := b.t.Tables[0], b.t.Tables[1]
	var hans []int // the back's
	for _, t := range b.t.Tables {
		hans = append(hans, cardHighRows(t).Hans...)
	}
	slices.Sort(hans)
	hans = slices.Compact(hans)
	pair := func(side sheet.CardSide, first, second sheet.Table, caption locale.ID) []sheet.Table {
		first.Caption, first.Side, second.Side = b.text(caption), side, side
		return []sheet.Table{first, second}
	}
	var out []sheet.Table
	if front := cardRows(nd); len(front.Fus) > 0 && len(front.Hans) > 0 {
		out = pair(sheet.CardFront, b.bothGrid(front, locale.CardBoth), b.bothGrid(cardRows(d), locale.CardCaption(d.ID)), locale.CardBoth)
	}
	var back []sheet.Table
	if high := highRows(nd, hans); len(high.Fus) > 0 && len(high.Hans) > 0 {
		first, second := b.bothGrid(high, locale.CardBothHigh), b.bothGrid(highRows(d, hans), locale.CardHighCaption(d.ID))
		first.ID, second.ID = nd.ID+"-high", d.ID+"-high"
		back = pair(sheet.CardBack, first, second, locale.CardBothHigh)
	}
	if len(nd.Limits) > 0 {
		back = append(back, pair(sheet.CardBack, b.limitsRow(nd), b.limitsRow(d), locale.CardLimits)...)
	}
	if len(back) > 0 {
		back[0].NewPage = len(out) > 0
	}
	return append(out, back...)
}

// bothGrid is a winner's grid of the both-winners card, with its
// caption. It has no corner heading, whose room the six fu columns need:
// the caption names the fu, the rows their han.
func (b builder) bothGrid(t table.Table, caption locale.ID) sheet.Table {
	g := b.grid(t, nil)
	g.Caption, g.Corner = b.text(caption), ""
	return g
}

// gridSheet is one winner's grid, or both winners' for three players.
func (b builder) gridSheet(s *sheet.Sheet, notes *footnotes) {
	s.Intro = append(s.Intro, b.honbaLine())
	if s.ID == sheet.Sanma {
		s.Intro = append(s.Intro, b.text(locale.SanmaIntro(b.t.Rules.Sanma)))
	}
	for _, t := range b.t.Tables {
		if s.ID == sheet.Sanma || t.ID == s.ID {
			s.Tables = append(s.Tables, b.grid(t, notes))
		}
		if t.ID == s.ID && len(t.Limits) > 0 { // one winner's: the limit hands under the grid, as Japanese tables have them
			l := b.winnerLimits(t, false)
			l.Caption = b.withHonba(sheet.Nondealer, l.Caption)
			s.Tables = append(s.Tables, l)
		}
	}
	s.Legend = b.legend(s.ID != sheet.Dealer, s.ID != sheet.Nondealer)
}

// limitsSheet lists the limit hands, or says there are none (aotenjou).
func (b builder) limitsSheet(s *sheet.Sheet) {
	s.Intro = append(s.Intro, b.honbaLine())
	if b.t.Rules.Aotenjou {
		s.Remarks = []string{b.text(locale.LimitsNone)}
		return
	}
	s.Tables = []sheet.Table{b.limits()}
	// Under a short limit table (no yakuman ×2 and up) the page has room
	// for the everyday payments too.
	if common := b.commonHands(); len(common.Rows) > 0 && len(s.Tables[0].Rows) <= maxLimitRowsBesideCommon {
		s.Tables = append(s.Tables, common)
	}
	mangan := locale.LimitsManganFu
	if b.t.Rules.Kiriage {
		mangan = locale.LimitsManganKiri
	}
	s.Remarks = []string{b.text(mangan)}
	s.Legend = b.notationLegend(true, true)
}

// yakuSheet lists the yaku by han, read column by column.
func (b builder) yakuSheet(s *sheet.Sheet, notes *footnotes) {
	s.Footer = slices.Insert(s.Footer, 1, b.w.YakuSettings())
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
	return b.text(locale.HonbaSome, b.t.Honba, b.w.Num(b.t.HonbaBonus.Ron), b.w.Num(b.t.HonbaBonus.Tsumo))
}

// legend explains how to read a grid, with the notation of a non-dealer's
// tsumo, a dealer's, or both.
func (b builder) legend(split, all bool) []string {
	lines := append([]string{b.text(locale.LegendCell)}, b.notationLegend(split, all)...)
	if b.opts.Totals {
		lines = append(lines, b.totalLegend(split))
	}
	marked := b.text(locale.LegendRows)
	if b.opts.Axes == sheet.HanRows {
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
	return b.text(locale.LegendTotal, b.w.Tsumo(c.Tsumo), b.totalText(c.Tsumo))
}

// notationLegend explains the tsumo notation: a non-dealer's, a dealer's, or both.
func (b builder) notationLegend(split, all bool) []string {
	var lines []string
	if split {
		key := locale.LegendSplit
		if b.t.Rules.Players == 3 {
			key = locale.LegendSplitSanma
		}
		lines = append(lines, b.text(key, b.w.SplitExample(), b.w.Num(300), b.w.Num(500)))
	}
	if all {
		lines = append(lines, b.text(locale.LegendAll, b.w.AllExample(), b.w.Num(500)))
	}
	return lines
}

// footnotes numbers footnotes in the order cells first cite them.
type footnotes struct {
	list []sheet.Footnote
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
	f.list = append(f.list, sheet.Footnote{Mark: mark, Text: text})
	return mark
}

// labelled is the footnotes, each with its name for screen readers.
func (f *footnotes) labelled(b builder) []sheet.Footnote {
	for i, n := range f.list {
		f.list[i].Label = b.text(locale.HTMLNote, n.Mark, n.Text)
	}
	return f.list
}

func (b builder) grid(t table.Table, notes *footnotes) sheet.Table {
	out := sheet.Table{ID: t.ID, Kind: sheet.KindGrid, Caption: b.withHonba(sheet.Nondealer, b.text(locale.TableCaption(t.ID))), Corner: b.text(locale.CornerFu)}
	for _, han := range t.Hans {
		out.Columns = append(out.Columns, b.text(locale.ColumnHan, han))
	}
	for _, fu := range t.Fus {
		row := sheet.Row{Label: strconv.Itoa(fu), Strong: fu == 30 || fu == 40}
		for _, han := range t.Hans {
			c, _ := t.Cell(han, fu)
			row.Cells = append(row.Cells, b.gridCell(c, notes))
		}
		out.Rows = append(out.Rows, row)
	}
	return b.arrange(out)
}

func (b builder) gridCell(c table.Cell, notes *footnotes) sheet.Cell {
	strong := c.Limit != table.NoLimit
	ron := sheet.Line{Text: b.w.Num(c.Ron), Strong: strong}
	tsumo := sheet.Line{Text: b.tsumo(c.Tsumo), Strong: strong}
	if c.Kiriage {
		ron.Mark = notes.mark("kiriage", b.text(locale.ReasonKiriage))
		tsumo.Mark = ron.Mark
	}
	if why := c.Reachable.RonWhy; why != table.NoReason {
		ron = sheet.Line{Text: b.text(locale.Unreachable), Mark: notes.mark(why.String(), b.w.Reason(why)), Unreachable: true}
	}
	if why := c.Reachable.TsumoWhy; why != table.NoReason {
		tsumo = sheet.Line{Text: b.text(locale.Unreachable), Mark: notes.mark(why.String(), b.w.Reason(why)), Unreachable: true}
	}
	if !b.opts.Totals || tsumo.Unreachable {
		return sheet.Cell{Lines: []sheet.Line{ron, tsumo}}
	}
	return sheet.Cell{Lines: []sheet.Line{ron, tsumo, {Text: b.totalText(c.Tsumo), Total: true}}}
}

// tsumo writes a tsumo's payments: "300-500", "500 all", or on the
// both-winners card "500" for the dealer's.
func (b builder) tsumo(t table.Tsumo) string {
	if b.tsumoEach && t.Dealer == 0 {
		return b.w.Num(t.Nondealer)
	}
	return b.w.Tsumo(t)
}

// totalText writes the total a tsumo collects: "= 1,100".
func (b builder) totalText(t table.Tsumo) string { return b.text(locale.TotalLine, b.w.Num(t.Total)) }

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

// highRows keeps a grid's rows from 70 fu at the given han.
func highRows(t table.Table, hans []int) table.Table {
	t.Fus = slices.DeleteFunc(slices.Clone(t.Fus), func(fu int) bool { return fu <= 60 })
	t.Hans = slices.DeleteFunc(slices.Clone(t.Hans), func(han int) bool { return !slices.Contains(hans, han) })
	return t
}

// winnerLimits lists one winner's limit hands, for the card's back and
// under a grid sheet's grid: each with the han that reach it; yakuman
// multiples, rare, are left to the limits sheet. On the card its ron
// stands above its tsumo in one column, as in the grids, and the mangan
// row is bold, as its legend says; under a grid the ron and the tsumo
// have a column each.
func (b builder) winnerLimits(t table.Table, card bool) sheet.Table {
	out := sheet.Table{ID: t.ID + "-limits", Kind: sheet.KindList, Caption: b.text(locale.CardLimits), Corner: b.text(locale.LimitsLimit),
		Columns: []string{b.text(locale.CardRon), b.text(locale.CardTsumo)}}
	if card {
		out.Columns = []string{b.text(locale.CardRonTsumo)}
	}
	for _, l := range t.Limits {
		if l.Multiple > 1 {
			continue
		}
		cells := []sheet.Cell{textCell(b.w.Num(l.Ron)), textCell(b.tsumo(l.Tsumo))}
		if card {
			cells = []sheet.Cell{{Lines: []sheet.Line{{Text: b.w.Num(l.Ron)}, {Text: b.tsumo(l.Tsumo)}}}}
		}
		out.Rows = append(out.Rows, sheet.Row{Label: b.cardLimit(l), Strong: card && l.Limit == table.Mangan, Cells: cells})
	}
	return out
}

// limitsRow is one winner's limit hands as a grid of one row for the
// both-winners card: a column per limit, each its ron above its tsumo.
func (b builder) limitsRow(t table.Table) sheet.Table {
	out := sheet.Table{ID: t.ID + "-limits", Kind: sheet.KindGrid, Caption: b.text(locale.CardLimits), Rows: []sheet.Row{{}}}
	for _, l := range t.Limits {
		if l.Multiple > 1 {
			continue
		}
		out.Columns = append(out.Columns, b.cardLimit(l))
		out.Rows[0].Cells = append(out.Rows[0].Cells, sheet.Cell{Lines: []sheet.Line{{Text: b.w.Num(l.Ron)}, {Text: b.tsumo(l.Tsumo)}}})
	}
	return out
}

// cardLimit names a limit hand on the card, with the han that reach it.
func (b builder) cardLimit(l table.LimitRow) string {
	label := b.text(locale.Limit(l.Limit))
	if l.Han != "" {
		label = b.text(locale.CardLimitHan, label, strings.ReplaceAll(l.Han, "-", "–"))
	}
	return label
}

func (b builder) limits() sheet.Table {
	out := sheet.Table{ID: "limits", Kind: sheet.KindList, Caption: b.withHonba(sheet.Limits, b.text(locale.LimitsCaption)), Corner: b.text(locale.LimitsLimit),
		Columns: []string{b.text(locale.LimitsHan), b.text(locale.LimitsNdRon), b.text(locale.LimitsNdTsumo), b.text(locale.LimitsDRon), b.text(locale.LimitsDTsumo)}}
	nondealer, dealer := b.t.Of(table.WinnerNondealer).Limits, b.t.Of(table.WinnerDealer).Limits
	for i, l := range nondealer {
		label := b.text(locale.Limit(l.Limit))
		if l.Limit == table.Yakuman && l.Multiple > 1 {
			label = b.text(locale.LimitYakumanN, l.Multiple)
		}
		han := strings.ReplaceAll(l.Han, "-", "–") // a range, not a payment
		d := dealer[i]
		out.Rows = append(out.Rows, sheet.Row{Label: label, Cells: []sheet.Cell{
			textCell(han), textCell(b.w.Num(l.Ron)), textCell(b.w.Tsumo(l.Tsumo)), textCell(b.w.Num(d.Ron)), textCell(b.w.Tsumo(d.Tsumo)),
		}})
	}
	return out
}

// maxLimitRowsBesideCommon is the longest limit table the limits sheet
// adds the common hands under: mangan to yakuman and one more (a counted
// yakuman's row); a ladder of yakuman multiples fills the page itself.
const maxLimitRowsBesideCommon = 6

// commonHands lists the payments of the hands most often scored, 30 and
// 40 fu from 1 han up to the limits (a ron and a tsumo score each), in
// the limit table's columns, so the limits sheet also answers the everyday
// look-up (as Riichi Book 1's per-fu tables do). Fu or han the rules'
// grid leaves out are left out.
func (b builder) commonHands() sheet.Table {
	out := sheet.Table{ID: "common", Kind: sheet.KindList, Caption: b.withHonba(sheet.Limits, b.text(locale.LimitsCommon)), Corner: b.text(locale.FuFu),
		Columns: []string{b.text(locale.LimitsHan), b.text(locale.LimitsNdRon), b.text(locale.LimitsNdTsumo), b.text(locale.LimitsDRon), b.text(locale.LimitsDTsumo)}}
	nondealer, dealer := b.t.Of(table.WinnerNondealer), b.t.Of(table.WinnerDealer)
	for _, fu := range []int{30, 40} {
		for han := 1; han <= 4; han++ {
			n, ok := nondealer.Cell(han, fu)
			d, dok := dealer.Cell(han, fu)
			if !ok || !dok || n.Limit != table.NoLimit {
				continue
			}
			out.Rows = append(out.Rows, sheet.Row{Label: b.text(locale.LimitsFu, fu), Cells: []sheet.Cell{
				textCell(strconv.Itoa(han)), textCell(b.w.Num(n.Ron)), textCell(b.w.Tsumo(n.Tsumo)), textCell(b.w.Num(d.Ron)), textCell(b.w.Tsumo(d.Tsumo)),
			}})
		}
	}
	return out
}

func textCell(s string) sheet.Cell { return sheet.Cell{Lines: []sheet.Line{{Text: s}}} }

func (b builder) fuChart() ([]sheet.Table, []string) {
	c := b.t.FuChart
	list := func(id string, items []table.FuItem, lead ...sheet.Row) sheet.Table {
		t := sheet.Table{ID: "fu-" + id, Kind: sheet.KindList, Caption: b.text(locale.FuChart(id)), Corner: b.text(locale.FuItem), Columns: []string{b.text(locale.FuFu)}, Rows: lead}
		for _, it := range items {
			value := b.text(locale.FuAdd, it.Fu)
			if it.Fixed || it.Fu == 0 {
				value = strconv.Itoa(it.Fu)
			}
			t.Rows = append(t.Rows, sheet.Row{Label: b.text(locale.FuChart(it.ID)), Cells: []sheet.Cell{textCell(value)}})
		}
		return t
	}
	sets := sheet.Table{ID: "fu-sets", Kind: sheet.KindList, Caption: b.text(locale.FuSets), Corner: b.text(locale.FuItem), Columns: []string{b.text(locale.FuOpen), b.text(locale.FuClosed)}}
	for _, s := range c.Sets {
		sets.Rows = append(sets.Rows, sheet.Row{Label: b.text(locale.FuChart(s.ID)), Cells: []sheet.Cell{textCell(strconv.Itoa(s.Open)), textCell(strconv.Itoa(s.Closed))}})
	}
	tables := []sheet.Table{
		list("win", c.WinMethod, sheet.Row{Label: b.text(locale.FuBase), Cells: []sheet.Cell{textCell(strconv.Itoa(c.Base))}}),
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

// footer is the rules' lines (phrase.Book.Footer), then hayami's version.
func (b builder) footer() []string {
	return append(b.w.Footer(), b.text(locale.FooterVersion, b.opts.Version))
}
