// Package pdf lays sheets out on paper and writes them as PDF with fpdf.
// Layout and drawing are separate steps: Lay places every text, box and
// rule in millimetres (the layout model the golden tests compare), and
// Write turns a layout into PDF bytes.
package pdf

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// Paper is a page size in millimetres, portrait.
type Paper struct {
	Name string
	W, H float64
}

// Papers lists the paper sizes sheets print on.
var Papers = []Paper{{"a4", 210, 297}, {"letter", 215.9, 279.4}, {"a5", 148, 210}}

// Card is the pocket card's size: a business card, printed landscape.
var Card = Paper{"card", 55, 85}

// PaperByName finds a paper size by name.
func PaperByName(name string) (Paper, bool) {
	for _, p := range Papers {
		if p.Name == name {
			return p, true
		}
	}
	return Paper{}, false
}

// ItemKind says what an item draws.
type ItemKind string

// The item kinds.
const (
	KindText  ItemKind = "text"  // X, Y: left end of the baseline; W, H: measured width and font height
	KindBox   ItemKind = "box"   // a filled rectangle: X, Y top-left
	KindRule  ItemKind = "rule"  // a line from (X, Y) to (X+W, Y+H), Line thick
	KindFrame ItemKind = "frame" // the outline of a tile: a rounded rectangle, X, Y top-left, Line thick
)

// Item is one thing drawn on a page, in millimetres.
type Item struct {
	Kind ItemKind `json:"kind"`
	X    float64  `json:"x"`
	Y    float64  `json:"y"`
	W    float64  `json:"w"`
	H    float64  `json:"h"`
	Text string   `json:"text,omitempty"`
	Size float64  `json:"size,omitempty"` // points
	Bold bool     `json:"bold,omitempty"`
	Gray float64  `json:"gray,omitempty"` // box fill: 0 black, 1 white
	Line float64  `json:"line,omitempty"` // rule thickness
	Runs []Run    `json:"runs,omitempty"` // a text drawn partly in fonts other than Regular or Bold
	// Mark: a footnote mark, raised after the text it marks; the PDF's text
	// layer keeps it apart from that text ("8,000 5", not "8,0005").
	Mark bool `json:"mark,omitempty"`
}

// Run is a piece of a text item drawn in one font, from X.
type Run struct {
	X    float64 `json:"x"`
	Text string  `json:"text"`
	Font string  `json:"font"` // the font's Name: a file name
}

// Page is one page of a layout.
type Page struct {
	W     float64 `json:"w"`
	H     float64 `json:"h"`
	Items []Item  `json:"items"`
}

// Layout is a whole document placed on paper.
type Layout struct {
	Title   string `json:"title"`
	Subject string `json:"subject"`
	Lang    string `json:"lang"`
	Pages   []Page `json:"pages"`
	// Duplex: how the paper is turned over to print a back on it; the PDF
	// asks printers for that. Empty for a layout printed on one side.
	Duplex Flip `json:"duplex,omitempty"`
}

// Flip is the edge of the paper a two-sided layout turns over on.
type Flip string

// The flips: a portrait sheet turns on its long edge and a landscape one on
// its short edge, so that either side is read upright after turning the
// paper over left to right, like a book's page.
const (
	OneSided      Flip = ""           // printed on one side only
	FlipLongEdge  Flip = "long-edge"  // PDF /DuplexFlipLongEdge
	FlipShortEdge Flip = "short-edge" // PDF /DuplexFlipShortEdge
)

// flipFor is the flip of a sheet of pages w wide and h high: one-sided
// unless it is made for two sides and has a back to print.
func flipFor(twoSided bool, pages int, w, h float64) Flip {
	switch {
	case !twoSided || pages < 2:
		return OneSided
	case w > h:
		return FlipShortEdge
	}
	return FlipLongEdge
}

// Options choose the paper and fonts of a layout.
type Options struct {
	Paper        Paper // portrait size
	Landscape    bool
	Regular      *fonts.Font
	Bold         *fonts.Font
	Fallback     *fonts.Font // draws what Regular lacks (a dash, a symbol); may be nil
	FallbackBold *fonts.Font // draws what Bold lacks
	// LatinFromFallback draws Latin letters, digits and punctuation in the
	// fallback fonts: for Chinese, Japanese and Korean fonts, whose Latin is
	// full-width or ambiguous ("l" like "1") and has no bold.
	LatinFromFallback bool
	// Chain draws what neither the sheet's fonts nor the fallback have,
	// each character in the first of its fonts that has it: the language's
	// national-set extension, then the other CJK fonts.
	Chain []FontLink

	terms []string // the document's Terms, set by Lay
}

// FontLink is a one-weight font of the chain, read and parsed only when a
// character first needs it.
type FontLink struct {
	Name string             // the font's Name, known before it is loaded
	Load func() *fonts.Font // cheap after the first call
	Only func(rune) bool    // the characters it is tried for; nil: every one
}

// style holds the sizes of one paper: fonts in points, lengths in mm.
type style struct {
	margin                          float64
	title, body, small, head, label float64
	table, minTable                 float64 // text of list tables, and its floor
	ron, tsumo                      float64 // preferred grid sizes
	minRon, minTsumo                float64 // smallest grid sizes before columns are split
	minRow, maxRow                  float64 // grid row height
	listRow                         float64 // list-table row height
	formRow, formMax                float64 // a form's least and greatest row height: room to write by pen
	gap                             float64 // space between blocks
	// cellPad is the least room between a grid cell's text and its
	// column's edges, in em of the ron size; suffix is the size of a word
	// after a cell's number ("all"), relative to the number's.
	cellPad, suffix float64
	mark            float64 // the smallest a footnote mark is set
	// keepSuffix: the words after numbers are never set smaller (they are
	// at the card's smallest type); where they do not fit beside the
	// numbers, the ron ends where they end (see gridBlock.flush).
	keepSuffix bool
}

func styleFor(p Paper) style {
	switch short := math.Min(p.W, p.H); {
	case short < 100: // pocket card: a 3 mm safe margin, for cutting and for duplex misregistration
		return style{margin: 3, title: 6.5, body: 5, table: 5, minTable: 5, small: 5, head: 5.5, label: 6, ron: 7, tsumo: 6, minRon: 7, minTsumo: 6, minRow: 5, maxRow: 6.5, listRow: 3.5, formRow: 7, formMax: 7, gap: 1, cellPad: 0.3, suffix: 0.84, mark: 3.5, keepSuffix: true}
	case short < 180: // A5
		return style{margin: 8, title: 12, body: 8, table: 8, minTable: 7, small: 7, head: 8.5, label: 9, ron: 11, tsumo: 9, minRon: 9.5, minTsumo: 8, minRow: 8, maxRow: 12, listRow: 5.2, formRow: 4.5, formMax: 8, gap: 3, cellPad: 0.35, suffix: 0.85, mark: 5}
	default: // A4, Letter
		return style{margin: 10, title: 15, body: 9, table: 9.5, minTable: 9, small: 7, head: 10, label: 11, ron: 13, tsumo: 10.5, minRon: 9.5, minTsumo: 9, minRow: 10, maxRow: 15, listRow: 6.2, formRow: 7, formMax: 11, gap: 4, cellPad: 0.35, suffix: 0.85, mark: 5}
	}
}

// bothWinners is the card's style for both winners on one card, whose
// cells hold four lines: smaller grid numbers, down to the card's
// smallest type, and rows as tall as the lines need.
func (s style) bothWinners() style {
	s.ron, s.tsumo, s.minRon, s.minTsumo = 6, 5.5, s.small, s.small
	s.label, s.maxRow = 5.5, 12
	s.cellPad = 0.15 // six fu columns of "2,000-4,000" in 79 mm; rules part them
	return s
}

// styleOf is the style of a part of a sheet on paper p.
func styleOf(part sheet.Sheet, p Paper) style {
	if part.BothWinners {
		return styleFor(p).bothWinners()
	}
	return styleFor(p)
}

// scaled changes a style's sizes by k, keeping grid numbers, body text
// and captions at or above their floors.
func (s style) scaled(k float64) style {
	s.title *= k
	s.body = math.Max(s.small, s.body*k)
	s.table = math.Max(s.minTable, s.table*k)
	s.head = math.Max(s.small, s.head*k)
	s.label *= k
	s.ron = math.Max(s.minRon, s.ron*k)
	s.tsumo = math.Max(s.minTsumo, s.tsumo*k)
	s.minRow *= k
	s.maxRow *= math.Max(1, k)
	s.listRow *= k
	s.gap *= math.Min(1, k)
	return s
}

// ptMM converts points to millimetres.
const ptMM = 25.4 / 72

// lineH is the height of a line of text at size points.
func lineH(size float64) float64 { return size * ptMM * 1.25 }

// layouter places one sheet.
type layouter struct {
	o      Options
	st     style
	w, h   float64 // page size
	pages  []Page
	err    error
	footer []string   // the sheet's footer, drawn on every page
	cache  *textCache // shared by every attempt at a sheet's layout
	side   bool       // a grid stands in two thirds of a landscape page, the notes beside it
	narrow bool       // with side: the grid in the least width its numbers need, the notes in the rest
	snug   bool       // a wide list takes two of three columns where its columns of their own widths fit them (see least)
	pocket bool       // a pocket card's side
	rons   []float64  // the ron size of each grid laid out
	bottom float64    // where the footer leaves off the page's content

	// lined: the list tables whose columns line up (the yaku list's han groups); see blocks.
	lined []sheet.Table
	colW  float64 // a page column's width: a list of many columns that fits one flows in columns
}

// textCache keeps what a sheet's layout measures and wraps, for each size
// it tries: the same texts come back at each size and on each page.
type textCache struct {
	widths map[measured]float64 // at 1 pt
	wraps  map[wrapped][]string // lines
}

func newTextCache() *textCache {
	return &textCache{widths: map[measured]float64{}, wraps: map[wrapped][]string{}}
}

// measured is a text measured in one weight.
type measured struct {
	text string
	bold bool
}

// wrapped is a text wrapped at a size and width.
type wrapped struct {
	measured
	size, width float64
}

// Lay places every part of a sheet on pages of the chosen paper. A cheat
// sheet whose back matter is not on the back of one page says on which
// pages it is. Two grids of three-line cells (tsumo totals: the
// three-player sheet, its cheat sheet) do not fit one above the other on
// a portrait page, nor one grid on a landscape A5: the sheet is laid out
// the other way up where that takes fewer pages.
func Lay(s sheet.Sheet, doc sheet.Document, o Options) (Layout, error) {
	l, err := layBacked(s, doc, o)
	if err != nil || s.Pocket || !tallTwins(s) {
		return l, err
	}
	turned := o
	turned.Landscape = !o.Landscape
	lt, err := layBacked(s, doc, turned)
	if err != nil || len(lt.Pages) >= len(l.Pages) {
		return l, err
	}
	return lt, nil
}

// tallTwins reports whether a sheet has two grids of the same rows one
// after the other, with three-line cells.
func tallTwins(s sheet.Sheet) bool {
	for i := 1; i < len(s.Tables); i++ {
		a, b := s.Tables[i-1], s.Tables[i]
		if a.Kind == sheet.KindGrid && b.Kind == sheet.KindGrid && len(a.Rows) == len(b.Rows) && !b.NewPage && (threeLines(a) || threeLines(b)) {
			return true
		}
	}
	return false
}

// threeLines reports whether a grid has a cell of more than two lines.
func threeLines(t sheet.Table) bool {
	return slices.ContainsFunc(t.Rows, func(r sheet.Row) bool {
		return slices.ContainsFunc(r.Cells, func(c sheet.Cell) bool { return len(c.Lines) > 2 })
	})
}

// layBacked is Lay on the options' paper and orientation.
func layBacked(s sheet.Sheet, doc sheet.Document, o Options) (Layout, error) {
	l, front, err := lay(s, doc, o)
	if err != nil || s.BackMatter == nil || front == 1 && len(l.Pages) == 2 || front >= len(l.Pages) {
		return l, err
	}
	s.Intro = slices.Clone(s.Intro)
	s.Intro[s.BackMatter.Line] = s.BackMatter.At(front+1, len(l.Pages))
	l, _, err = lay(s, doc, o)
	return l, err
}

// pageSize is the paper a sheet is laid out on and its pages' width and
// height: the options' paper, turned for landscape; the pocket card,
// always landscape; a form made upright, always portrait.
func pageSize(s sheet.Sheet, o Options) (p Paper, w, h float64) {
	p = o.Paper
	if s.Pocket {
		p = Card
	}
	w, h = p.W, p.H
	if o.Landscape && !s.Upright || s.Pocket {
		w, h = h, w
	}
	return p, w, h
}

// lay does Lay's work; front is the number of pages of the sheet's first part.
func lay(s sheet.Sheet, doc sheet.Document, o Options) (l Layout, front int, err error) {
	o.terms = doc.Terms
	p, w, h := pageSize(s, o)
	// Each part of a sheet (the tables up to one that starts a new page)
	// should take one page: use the layout with the largest grid numbers,
	// then the largest type, from 120% of the style's down to its floors,
	// with which it does. On a landscape page a grid may also stand in two
	// thirds of the width with the notes beside it, or in the least width
	// its numbers need with the notes in the rest (the A5 limit rows and
	// notes, under a long title and club name); where none of these fits
	// one page, a wide list may take two of its three columns (see least).
	// A part too long for one page even at the floors (a long drill, the
	// yaku list on A5) goes on over more pages at the largest size up to
	// the normal one that leaves no page but the last less than a quarter
	// full.
	var pages []Page
	var last *layouter
	cache := newTextCache()
	for _, part := range parts(s) {
		if answers(part) && len(pages)%2 == 1 {
			// Answers start a new sheet of paper: printed two-sided, they are
			// never on the back of the questions.
			pages = append(pages, Page{W: w, H: h})
		}
		var err error
		if last, err = layPart(part, o, p, w, h, cache); err != nil {
			return Layout{}, 0, fmt.Errorf("pdf sheet %s: %w", s.ID, err)
		}
		pages = append(pages, last.pages...)
		if front == 0 {
			front = len(pages)
		}
	}
	last.pages = pages
	last.drawFooters()
	if last.err != nil {
		return Layout{}, 0, fmt.Errorf("pdf sheet %s: %w", s.ID, last.err)
	}
	return Layout{Title: s.Title, Subject: strings.Join(s.Intro, " "), Lang: doc.Lang, Pages: pages, Duplex: flipFor(s.TwoSided, len(pages), w, h)}, front, nil
}

// scales are the sizes a part is tried at, relative to its style's.
var scales = []float64{1.2, 1.1, 1, 0.94, 0.88, 0.82, 0.76}

// fewerPagesScale is the smallest scale a part too long for one page is
// set at to take a page fewer than at the normal size: one step down. The
// floors below it (6.5 pt tables on A5) are too small to trade for a page.
const fewerPagesScale = 0.94

// layPart lays out one part of a sheet: on one page at the largest grid
// numbers and type that fit, else over pages (see Lay).
func layPart(part sheet.Sheet, o Options, p Paper, w, h float64, cache *textCache) (*layouter, error) {
	type arrangement struct{ side, narrow, snug bool }
	sides := []arrangement{{}}
	if w > h && !part.Pocket && slices.ContainsFunc(part.Tables, fuRowsGrid) {
		sides = append(sides, arrangement{side: true}, arrangement{side: true, narrow: true})
	}
	var best, over *layouter // the best on one page; the best over pages
	var bestRon float64
	form := slices.ContainsFunc(part.Tables, func(t sheet.Table) bool { return t.Form })
	try := func(sides []arrangement) error {
		for _, k := range scales {
			if form && k > 1 { // a form's room to write matters more than larger type
				continue
			}
			st := styleOf(part, p).scaled(k)
			if best != nil && (bestRon == 0 || st.ron <= bestRon) {
				break // no grid, or grid numbers only get smaller from here
			}
			for _, side := range sides {
				l := &layouter{o: o, st: st, w: w, h: h, footer: part.Footer, cache: cache, side: side.side, narrow: side.narrow, snug: side.snug, pocket: part.Pocket}
				l.place(part)
				if l.err != nil {
					return l.err
				}
				if len(l.pages) <= 1 {
					if ron := l.gridRon(); best == nil || ron > bestRon {
						best, bestRon = l, ron
					}
					continue
				}
				// Over pages: the largest type, or one step smaller where that
				// saves a page (the A5 cheat sheet's legend alone on a fifth).
				if k <= 1 && !side.snug && (over == nil || k >= fewerPagesScale && len(l.pages) < len(over.pages)) && !l.underfilled() {
					over = l
				}
			}
		}
		return nil
	}
	if err := try(sides); err != nil {
		return nil, err
	}
	// A part that takes more than one page on a landscape page may yet fit
	// one where a wide list (the Polish limit hands) takes two of the three
	// columns, in columns of their own widths, its headings in two lines.
	if best == nil && w > h && !part.Pocket && slices.ContainsFunc(part.Tables, func(t sheet.Table) bool { return t.Kind == sheet.KindList && len(t.Columns) > 2 }) {
		if err := try([]arrangement{{snug: true}}); err != nil {
			return nil, err
		}
	}
	switch {
	case best != nil:
		return best, nil
	case over != nil:
		return over, nil
	}
	l := &layouter{o: o, st: styleOf(part, p), w: w, h: h, footer: part.Footer, cache: cache, pocket: part.Pocket}
	l.place(part)
	return l, l.err
}

// answers reports whether a part starts with a drill's answers.
func answers(part sheet.Sheet) bool {
	return len(part.Tables) > 0 && part.Tables[0].Answers
}

// gridRon is the smallest ron size of the grids laid out, 0 with none.
func (l *layouter) gridRon() float64 {
	ron := 0.0
	for _, r := range l.rons {
		if ron == 0 || r < ron {
			ron = r
		}
	}
	return ron
}

// underfilled reports whether a page other than the last is filled less
// than a quarter of its height.
func (l *layouter) underfilled() bool {
	for _, p := range l.pages[:max(0, len(l.pages)-1)] {
		bottom := l.st.margin
		for _, it := range p.Items {
			y := it.Y + it.H
			if it.Kind == KindText {
				y = it.Y + it.H*0.24
			}
			bottom = math.Max(bottom, y)
		}
		if bottom-l.st.margin < (l.bottom-l.st.margin)/4 {
			return true
		}
	}
	return false
}

// parts splits a sheet before each table that starts a new page: the
// first part keeps the title, the last the remarks, notes, legend and caveats.
func parts(s sheet.Sheet) []sheet.Sheet {
	var out []sheet.Sheet
	cur := s
	cur.Tables, cur.Remarks, cur.Notes, cur.Legend, cur.Caveats = nil, nil, nil, nil, nil
	for i, t := range s.Tables {
		if t.NewPage && i > 0 {
			out = append(out, cur)
			// Read column by column is the first part only: the yaku list's
			// yakuman, on its back, stand in the shortest column.
			profile := s.Profile
			profile.ColumnMajor = false
			cur = sheet.Sheet{ID: s.ID, Footer: s.Footer, Profile: profile, Heading: s.Heading, HeadingName: s.HeadingName}
		}
		cur.Tables = append(cur.Tables, t)
	}
	cur.Remarks, cur.Notes, cur.Legend, cur.Caveats = s.Remarks, s.Notes, s.Legend, s.Caveats
	return append(out, cur)
}

func (l *layouter) font(bold bool) *fonts.Font {
	if bold {
		return l.o.Bold
	}
	return l.o.Regular
}

// fallback is the Latin fallback font of a weight; nil if there is none.
func (l *layouter) fallback(bold bool) *fonts.Font {
	if bold && l.o.FallbackBold != nil {
		return l.o.FallbackBold
	}
	return l.o.Fallback
}

// text returns a text item whose baseline starts at x, y. Characters the
// font lacks are drawn in the fallback font or the chain; a character none
// has is an error.
func (l *layouter) text(x, y float64, s string, size float64, bold bool) Item {
	it := Item{Kind: KindText, X: round(x), Y: round(y), W: round(l.width(s, size, bold)), H: round(size * ptMM), Text: s, Size: size, Bold: bold}
	primary := l.font(bold)
	mixed := false
	for _, r := range s {
		switch f := l.runFont(r, bold); {
		case f == nil && l.err == nil:
			err := primary.Check(string(r))
			var missing *fonts.MissingRuneError
			if errors.As(err, &missing) {
				missing.Text = s
			}
			l.err = err
		case f != primary:
			mixed = true
		}
	}
	if !mixed || l.err != nil {
		return it
	}
	at := x
	for _, r := range l.runs(s, bold) {
		it.Runs = append(it.Runs, Run{X: round(at), Text: r.text, Font: r.font.Name})
		at += r.font.Width(r.text, size)
	}
	return it
}

// mark returns the text item of a footnote mark whose baseline starts at
// x, y, in the regular weight.
func (l *layouter) mark(x, y float64, s string, size float64) Item {
	it := l.text(x, y, s, size, false)
	it.Mark = true
	return it
}

// fromFallback reports whether r is drawn in the Latin fallback font: the
// font lacks it, or it is Latin and the options send Latin to the fallback.
func (l *layouter) fromFallback(r rune, primary, fallback *fonts.Font) bool {
	return fallback != nil && (l.o.LatinFromFallback && r < 0x2E80 || !primary.Has(r)) && fallback.Has(r)
}

// piece is a run before it is placed: text and the font that draws it.
type piece struct {
	text string
	font *fonts.Font
}

// runs splits s into pieces each drawn by one font; s has no character
// that no font has.
func (l *layouter) runs(s string, bold bool) []piece {
	var out []piece
	start, current := 0, (*fonts.Font)(nil)
	for i, r := range s {
		f := l.runFont(r, bold)
		if i > 0 && f != current {
			out = append(out, piece{s[start:i], current})
			start = i
		}
		current = f
	}
	return append(out, piece{s[start:], current})
}

// runFont is the font that draws r: the regular or bold font, the Latin
// fallback, or the first font of the chain that has r; nil if none has it.
func (l *layouter) runFont(r rune, bold bool) *fonts.Font {
	primary, fallback := l.font(bold), l.fallback(bold)
	switch {
	case l.fromFallback(r, primary, fallback):
		return fallback
	case primary.Has(r):
		return primary
	}
	for _, link := range l.o.Chain {
		if link.Only != nil && !link.Only(r) {
			continue
		}
		if f := link.Load(); f != nil && f.Has(r) { // nil: a font this build leaves out
			return f
		}
	}
	return nil
}

// width measures s in millimetres, each character in the font that draws it.
// Widths grow with the size, so each text is measured once per layout, at 1 pt.
func (l *layouter) width(s string, size float64, bold bool) float64 {
	key := measured{s, bold}
	w, ok := l.cache.widths[key]
	if !ok {
		w = l.measure(s, bold)
		l.cache.widths[key] = w
	}
	return w * size
}

// measure is the width of s at 1 pt.
func (l *layouter) measure(s string, bold bool) float64 {
	var em float64
	for _, r := range s {
		em += l.advance(r, bold)
	}
	return em / 1000 * ptMM
}

// advance is the width of r in thousandths of an em, in the font that draws
// it; a character no font has counts as 600.
func (l *layouter) advance(r rune, bold bool) float64 {
	if f := l.runFont(r, bold); f != nil {
		return f.Advance(r)
	}
	return 600
}

func round(v float64) float64 { return math.Round(v*100) / 100 }

// wrap breaks text into lines no wider than width: at spaces, and between
// Chinese and Japanese characters, which need none.
func (l *layouter) wrap(text string, size float64, bold bool, width float64) []string {
	key := wrapped{measured{text, bold}, size, width}
	if lines, ok := l.cache.wraps[key]; ok {
		return lines
	}
	lines := l.breakLines(text, size, bold, width)
	l.cache.wraps[key] = lines
	return lines
}

// breakLines does wrap's work in one pass over the text: each line's width
// grows character by character, and a word wider than a line is broken
// between characters rather than left to run off the page. Then a last
// line too short to stand alone takes words from the line before (see
// balanceLast).
func (l *layouter) breakLines(text string, size float64, bold bool, width float64) []string {
	fits := func(em float64) bool { return em/1000*ptMM*size <= width }
	adv := func(r rune) float64 { return l.advance(r, bold) }
	var lines []string
	var starts [][]tokenStart // per line, where each whole token starts in it
	var line strings.Builder
	var lineEm float64
	var lineStarts []tokenStart
	newLine := func() {
		lines = append(lines, line.String())
		starts = append(starts, lineStarts)
		line.Reset()
		lineEm, lineStarts = 0, nil
	}
	var tokens []token
	for _, tok := range breakable(text, l.o.terms) {
		// Words kept together ("20 fu", "— the cell") that no line holds
		// break at their space after all, rather than inside a word.
		if strings.Contains(tok.text, " ") && !fits(emOf(tok.text, adv)) {
			for i, part := range strings.Split(tok.text, " ") {
				tokens = append(tokens, token{text: part, space: tok.space || i > 0})
			}
			continue
		}
		tokens = append(tokens, tok)
	}
	for _, tok := range tokens {
		em, tokEm := lineEm, 0.0
		if line.Len() > 0 && tok.space {
			em += adv(' ')
		}
		for _, r := range tok.text {
			a := adv(r)
			em += a
			tokEm += a
		}
		if line.Len() > 0 && !fits(em) {
			newLine()
		} else if line.Len() > 0 && tok.space {
			line.WriteByte(' ')
			lineEm += adv(' ')
		}
		lineStarts = append(lineStarts, tokenStart{at: line.Len(), space: tok.space})
		tooLong := !fits(tokEm)
		for _, r := range tok.text {
			a := adv(r)
			if tooLong && line.Len() > 0 && !fits(lineEm+a) {
				newLine()
			}
			line.WriteRune(r)
			lineEm += a
		}
	}
	if line.Len() > 0 {
		newLine()
	}
	return balanceLast(lines, starts, func(s string) bool { return fits(emOf(s, adv)) })
}

// emOf is the width of s in em/1000 by advance.
func emOf(s string, advance func(rune) float64) float64 {
	em := 0.0
	for _, r := range s {
		em += advance(r)
	}
	return em
}

// tokenStart is where a token starts in its line, and whether a space
// stood before it in the text.
type tokenStart struct {
	at    int
	space bool
}

// balanceLast avoids a last line of one word, or in Chinese and Japanese
// of one or two characters ("い。"): it moves the words at the end of the
// line before down to it, one by one, while the last line is that short,
// the line before keeps a word and more than two characters, and the
// last line still fits. The number of lines stays the same.
func balanceLast(lines []string, starts [][]tokenStart, fits func(string) bool) []string {
	n := len(lines)
	if n < 2 {
		return lines
	}
	last, prev := starts[n-1], starts[n-2]
	short := func() bool { // one word (a hyphenated word is one), or two characters
		line := lines[n-1]
		return len(last) == 1 || !strings.Contains(line, " ") && !strings.ContainsFunc(line, isCJK) || utf8.RuneCountInString(line) <= 2
	}
	for len(last) > 0 && last[0].at == 0 && short() && len(prev) > 1 {
		// A hyphenated word moves whole: "Non-" over "dealer ron" reads
		// worse than "Non-dealer" over "ron".
		k := len(prev) - 1
		for k > 0 && !prev[k].space && strings.HasSuffix(lines[n-2][:prev[k].at], "-") {
			k--
		}
		move := prev[k]
		word := lines[n-2][move.at:]
		joined := word + lines[n-1]
		if last[0].space {
			joined = word + " " + lines[n-1]
		}
		// Nor may the line before be left as short: "倍" over "満（8–10翻）"
		// reads worse than "倍満" over "（8–10翻）".
		if rest := strings.TrimSuffix(lines[n-2][:move.at], " "); k == 0 || !fits(joined) || utf8.RuneCountInString(rest) <= 2 {
			break
		}
		shift := len(joined) - len(lines[n-1])
		var moved []tokenStart
		for _, s := range prev[k:] {
			moved = append(moved, tokenStart{at: s.at - move.at, space: s.space})
		}
		for _, s := range last {
			moved = append(moved, tokenStart{at: s.at + shift, space: s.space})
		}
		lines[n-2] = strings.TrimSuffix(lines[n-2][:move.at], " ")
		lines[n-1], last, prev = joined, moved, prev[:k]
	}
	return lines
}

// token is a piece of text a line may not break inside; space says a space
// stood before it.
type token struct {
	text  string
	space bool
}

// counters stay with the number before them: 25 符, 2 翻, 1,000 点,
// 13+翻, with or without a space.
const counters = "符翻飜番点本場回枚人局位倍"

// breakable splits text where a line may break: at the break
// opportunities of the Unicode line breaking algorithm (UAX #14, by
// rivo/uniseg: after spaces, between CJK characters but not before
// closing marks and small kana nor after opening brackets, after hyphens
// but not inside a number), with hayami's rules on top: a term of the
// language stays whole ("満貫", "親家"), a counter stays with its number
// ("25符", "13+翻", "2 han"), a number range too ("8–10"), a dash keeps to
// the word after it ("— the cell"), a closing mark after a space to the
// word before it (French "règlement : oui"), and Korean breaks between
// words, not syllables.
func breakable(text string, terms []string) []token {
	inside := termInterior(text, terms)
	var out []token
	space, at := false, 0 // a space stood before the next segment; its offset in text
	for rest, state := text, -1; rest != ""; {
		var seg string
		seg, rest, _, state = uniseg.FirstLineSegmentInString(rest, state)
		from := at
		at += len(seg)
		body := strings.TrimLeft(seg, " \t\n")
		from += len(seg) - len(body)
		if len(body) < len(seg) && len(out) == 0 {
			space = false // leading spaces: nothing stands before
		}
		body = strings.TrimRight(body, " \t\n")
		if body == "" {
			space = space || len(out) > 0
			continue
		}
		if n := len(out); n > 0 && joins(out[n-1].text, body, space, inside[from]) {
			if space {
				out[n-1].text += " "
			}
			out[n-1].text += body
		} else {
			out = append(out, token{text: body, space: space})
		}
		space = len(strings.TrimRight(seg, " \t\n")) < len(seg)
	}
	return out
}

// joins reports whether a segment stays on the line of the token before
// it, by the rules breakable adds to UAX #14; space says a space stood
// between them, inTerm that the break would fall inside a term.
func joins(before, seg string, space, inTerm bool) bool {
	last, _ := utf8.DecodeLastRuneInString(before)
	first, _ := utf8.DecodeRuneInString(seg)
	switch {
	case inTerm && !space:
		return true
	case strings.ContainsRune(counters, first) && endsWithNumber(strings.TrimRightFunc(before, func(r rune) bool { return strings.ContainsRune(counters, r) })):
		return true // "25 符", "13+翻", "2本場"
	case !space && (last == '–' || last == '-') && isDigit(first) && endsWithNumber(strings.TrimRight(before, "–-")):
		return true // "8–10"
	case space && isDash(before[strings.LastIndex(before, " ")+1:]):
		return true // "— the cell"
	case space && isNumber(before[strings.LastIndex(before, " ")+1:]) && isCounterWord(seg):
		return true // "2 han", "300 all"
	case space && strings.ContainsRune(":;!?»", first):
		return true // "règlement : oui"
	case !space && (unicode.Is(unicode.Hangul, last) || unicode.Is(unicode.Hangul, first)):
		return true // Korean breaks between words: "40부", not "40⏎부"
	}
	return false
}

// endsWithNumber reports whether s ends with a digit, or a digit and "+".
func endsWithNumber(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSuffix(s, "+"))
	return isDigit(r)
}

// termInterior marks the byte offsets of text that fall inside one of the
// CJK terms it holds, where a line may not break; nil when there are none.
func termInterior(text string, terms []string) map[int]bool {
	if !strings.ContainsFunc(text, isCJK) {
		return nil
	}
	var inside map[int]bool
	for _, term := range terms {
		if utf8.RuneCountInString(term) < 2 || !strings.ContainsFunc(term, isCJK) {
			continue
		}
		for from := 0; ; {
			i := strings.Index(text[from:], term)
			if i < 0 {
				break
			}
			i += from
			if inside == nil {
				inside = map[int]bool{}
			}
			for j := range term[1:] {
				inside[i+1+j] = true
			}
			from = i + len(term)
		}
	}
	return inside
}

// isNumber reports whether a word is a number: digits, with the
// separators of grouped digits.
func isNumber(word string) bool {
	return word != "" && strings.ContainsFunc(word, isDigit) && !strings.ContainsFunc(word, func(r rune) bool {
		return !isDigit(r) && !strings.ContainsRune(",.\u00a0\u202f+−-", r)
	})
}

// isCounterWord reports whether a word after a number is short enough to
// be its unit or counter (20 fu, 3 han, 2 Han, 300 points): a line keeps
// them together.
func isCounterWord(word string) bool {
	letters := 0
	for _, r := range word {
		if !unicode.IsLetter(r) {
			break
		}
		letters++
	}
	return letters > 0 && letters <= 5 && !isCJK([]rune(word)[0])
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' || r >= '０' && r <= '９' }

// isDash reports whether a word is a lone dash, which keeps to the word after it.
func isDash(word string) bool { return word == "—" || word == "–" || word == "-" }

func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r)
}
