package pdf

import (
	"math"
	"strings"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// The thickness of a form's rules: between rows, between the parts of
// the form (rows whose label spans different columns), and its frame.
const (
	formRule    = 0.2
	formSection = 0.35
	formFrame   = 0.45
)

// The room handwriting takes in a form, in millimetres: a character
// ("−12,000" is seven), and the space either side of the writing in a
// cell; the space either side of a heading's words; and the form's
// smallest type, in points.
const (
	penChar     = 2.4
	penPad      = 0.9
	headPad     = 0.6
	formMinType = 7.0
	wrapSlack   = 0.05 // a word wraps at no width it fits: a column is a little wider
)

// formBlock lays out a form filled in by pen (the game record): every cell
// ruled; each column as wide as what is written in it by hand (the
// table's Entries), what is printed in it and its heading's words need,
// and the columns with the most to write (the scores) sharing the rest of
// the width; the rows as tall as the page allows (formRows), at least the
// style's formRow. A row whose first cells have no lines (a name or total
// row) has its label span them; a cell with a Span spans the columns after it.
func (l *layouter) formBlock(t sheet.Table) block {
	fl := &formLayout{l: l, t: t}
	return block{span: true, newPage: t.NewPage, list: &t, form: fl,
		height: func(w float64) float64 { _, h := fl.lay(0, 0, w); return h },
		draw:   func(x, y, w float64) []Item { items, _ := fl.lay(x, y, w); return items },
	}
}

// formLayout lays out one form at any width.
type formLayout struct {
	l *layouter
	t sheet.Table
	// rowH is the height its rows are stretched to where they need less
	// (see formRows); 0: the style's least, formRow.
	rowH float64
}

// spans is how many of a row's first cells its label spans: those with no lines.
func spans(r sheet.Row) int {
	n := 0
	for n < len(r.Cells) && len(r.Cells[n].Lines) == 0 {
		n++
	}
	return n
}

// formGeometry is a form's type sizes and column edges at one width.
type formGeometry struct {
	size     float64   // of the labels and the printed values
	headSize float64   // of the headings
	headBold bool      // the headings are bold, unless a word fits its column only in regular
	pad      float64   // between a printed text and its cell's edges
	labelW   float64   // the label column's width
	edges    []float64 // each value column's left edge from the form's, then the form's right edge
}

// colW is the width of n value columns from j.
func (g formGeometry) colW(j, n int) float64 { return g.edges[j+n] - g.edges[j] }

// width is the form's width.
func (g formGeometry) width() float64 { return g.edges[len(g.edges)-1] }

// formSizing is what a form's columns need, measured once per width.
type formSizing struct {
	l       *layouter
	t       sheet.Table
	size    float64   // of the labels and printed values
	pad     float64   // see formGeometry
	wide    []bool    // the columns with the most to write: they share what the others leave
	printed []float64 // the widest text printed in each column, at 1 pt
	units   []float64 // the widest unit printed after room to write ("00"), at 1 pt
	written []float64 // what a hand writes in each column, in mm
	label   float64   // the widest label that spans nothing, at 1 pt
}

// sizing measures the form's labels and printed values.
func (fl formLayout) sizing() formSizing {
	l, t := fl.l, fl.t
	n := len(t.Columns)
	s := formSizing{l: l, t: t, size: math.Max(formMinType, l.st.table), wide: make([]bool, n), printed: make([]float64, n), units: make([]float64, n), written: make([]float64, n)}
	s.pad = math.Max(0.6, s.size*ptMM*0.25)
	most := 0
	for _, e := range t.Entries {
		most = max(most, e)
	}
	for j := range n {
		s.wide[j] = j >= len(t.Entries) || t.Entries[j] == most
		if j < len(t.Entries) {
			s.written[j] = float64(t.Entries[j]) * penChar
		}
	}
	for _, r := range t.Rows {
		if spans(r) == 0 {
			s.label = math.Max(s.label, l.width(r.Label, 1, r.Strong))
		}
		for j, c := range r.Cells {
			if c.Span > 1 { // its text has the columns it spans
				continue
			}
			for _, line := range c.Lines {
				if line.Blank {
					s.units[j] = math.Max(s.units[j], l.width(line.Text, 1, line.Strong))
				} else {
					s.printed[j] = math.Max(s.printed[j], l.width(line.Text, 1, line.Strong))
				}
			}
		}
	}
	return s
}

// word is the widest word of column j's heading (-1: the corner) at hs,
// with its room either side.
func (s formSizing) word(j int, hs float64, bold bool) float64 {
	head := s.t.Corner
	if j >= 0 {
		head = s.t.Columns[j]
	}
	w := 0.0
	for _, word := range strings.Fields(head) {
		w = math.Max(w, s.l.width(word, hs, bold)+2*headPad+wrapSlack)
	}
	return w
}

// need is the width column j (-1: the label column) needs with its
// heading at hs: its heading's widest word, its printed values, and the
// writing (before a printed unit, "00"), of which it takes no more than
// most.
func (s formSizing) need(j int, hs float64, bold bool, most float64) float64 {
	if j < 0 {
		return math.Max(s.word(j, hs, bold), s.label*s.size+2*s.pad+wrapSlack)
	}
	w := math.Max(s.word(j, hs, bold), s.printed[j]*s.size+2*s.pad)
	if s.written[j] > 0 {
		w = math.Max(w, math.Min(most, s.written[j]+2*penPad+s.units[j]*unitSize(s.size)))
	}
	return w
}

// share is the width each widest column gets at width with headings at
// hs, and the most one of them needs. The others' writing takes all it
// needs or, where that would make one of them wider than the widest (on
// A5), no more than the widest get: most is that cap.
func (s formSizing) share(width, hs float64, bold bool) (share, wants, most float64) {
	at := func(most float64) (share, wants float64) {
		rest, wide := width-s.need(-1, hs, bold, most), 0
		for j, w := range s.wide {
			if w {
				wants = math.Max(wants, s.need(j, hs, bold, math.Inf(1)))
				wide++
			} else {
				rest -= s.need(j, hs, bold, most)
			}
		}
		return rest / float64(wide), wants
	}
	most = math.Inf(1)
	share, wants = at(most)
	for j, w := range s.wide {
		if !w && s.need(j, hs, bold, most) > share {
			most = share
			share, wants = at(most)
			break
		}
	}
	return share, wants, most
}

// geometry sizes the columns at width: the label column takes its widest
// label that spans nothing and the corner's words; every other column but
// the widest to write in (the scores) what its writing, its printed values
// and its heading's words need; the widest share the rest. The headings are
// set as large as the form's type while the widest columns keep the room
// they need, else smaller, down to formMinType, and in regular weight if a
// word of theirs would not fit even then. The printed values shrink, down
// to formMinType, where one is wider than its column.
func (fl formLayout) geometry(width float64) formGeometry {
	s := fl.sizing()
	hs := s.size
	for hs > formMinType {
		if share, wants, _ := s.share(width, hs, true); share >= wants {
			break
		}
		hs = math.Max(formMinType, hs-0.25)
	}
	bold := true
	if share, _, _ := s.share(width, hs, true); !s.wordsFit(share, hs, true) {
		bold = false
	}
	share, _, most := s.share(width, hs, bold)
	g := formGeometry{size: s.size, headSize: hs, headBold: bold, pad: s.pad, labelW: s.need(-1, hs, bold, most)}
	x := g.labelW
	for j, w := range s.wide {
		g.edges = append(g.edges, x)
		if w {
			x += share
		} else {
			x += s.need(j, hs, bold, most)
		}
	}
	g.edges = append(g.edges, x)
	for j, p := range s.printed { // a printed value wider than its column: smaller type
		if w := g.colW(j, 1) - 2*s.pad; p*g.size > w {
			g.size = math.Max(formMinType, w/p)
		}
	}
	g.headSize = math.Min(g.headSize, g.size) // no heading larger than the text
	return g
}

// wordsFit reports whether the widest columns' heading words fit share.
func (s formSizing) wordsFit(share, hs float64, bold bool) bool {
	for j, w := range s.wide {
		if w && s.word(j, hs, bold) > share {
			return false
		}
	}
	return true
}

// unitSize is the size of a unit printed after room to write ("00"),
// for a form's type of size: smaller, so that the writing stands out.
func unitSize(size float64) float64 { return math.Max(formMinType, 0.8*size) }

// formPad is the room above and below a form's text in its row.
const formPad = 0.6

// chrome is the height of the form's caption and header at width.
func (fl formLayout) chrome(width float64) float64 {
	g := fl.geometry(width)
	_, headH := fl.header(0, 0, g)
	return lineH(fl.l.st.head)*1.15 + headH
}

// rowNeeds is the least height of each row at width: its label's lines.
func (fl formLayout) rowNeeds(width float64) []float64 {
	g := fl.geometry(width)
	needs := make([]float64, len(fl.t.Rows))
	for i, r := range fl.t.Rows {
		needs[i] = float64(len(fl.labelLines(r, g)))*lineH(g.size) + 2*formPad
	}
	return needs
}

// labelLines wraps a row's label over the columns it spans.
func (fl formLayout) labelLines(r sheet.Row, g formGeometry) []string {
	w := g.labelW
	if span := spans(r); span > 0 {
		w += g.colW(0, span)
	}
	return fl.l.wrap(r.Label, g.size, r.Strong, w-2*g.pad)
}

// lay draws the caption, the header and every row at (x, y) within width,
// then the rules: one vertical rule per column edge and run of rows that
// has it.
func (fl formLayout) lay(x, y, width float64) (items []Item, h float64) {
	l, st := fl.l, fl.l.st
	g := fl.geometry(width)
	items = append(items, l.text(x, y+lineH(st.head)*0.8, fl.t.Caption, st.head, true))
	h = lineH(st.head) * 1.15
	top := y + h
	head, headH := fl.header(x, top, g)
	items = append(items, head...)
	h += headH
	n := len(fl.t.Columns)
	var tops, heights []float64
	for i, r := range fl.t.Rows {
		row, rowH := fl.row(r, x, y+h, g)
		line := formRule
		if i == 0 || spans(r) != spans(fl.t.Rows[i-1]) {
			line = formSection
		}
		if r.Strong {
			items = append(items, Item{Kind: KindBox, X: round(x), Y: round(y + h), W: round(g.width()), H: round(rowH), Gray: 0.9})
		}
		items = append(items, Item{Kind: KindRule, X: round(x), Y: round(y + h), W: round(g.width()), Line: line})
		items = append(items, row...)
		tops, heights = append(tops, y+h), append(heights, rowH)
		h += rowH
	}
	bottom := y + h
	// The outer edges, then each inner edge down the runs of rows it divides.
	items = append(items,
		Item{Kind: KindRule, X: round(x), Y: round(top), H: round(bottom - top), Line: formFrame},
		Item{Kind: KindRule, X: round(x + g.width()), Y: round(top), H: round(bottom - top), Line: formFrame})
	for j := 0; j < n; j++ {
		edge := x + g.edges[j]
		from := top // the header is ruled at every edge
		for i, r := range fl.t.Rows {
			if spanned(r, j) { // a label or cell spans this edge: the run ends above the row
				if tops[i] > from {
					items = append(items, Item{Kind: KindRule, X: round(edge), Y: round(from), H: round(tops[i] - from), Line: formRule})
				}
				from = tops[i] + heights[i]
			}
		}
		if bottom > from {
			items = append(items, Item{Kind: KindRule, X: round(edge), Y: round(from), H: round(bottom - from), Line: formRule})
		}
	}
	items = append(items, Item{Kind: KindRule, X: round(x), Y: round(bottom), W: round(g.width()), Line: formFrame})
	return items, h
}

// spanned reports whether the left edge of value column j is inside
// something of row r: its label, or a cell that spans it.
func spanned(r sheet.Row, j int) bool {
	if spans(r) > j {
		return true
	}
	for k := 0; k < j && k < len(r.Cells); k++ {
		if k+r.Cells[k].Span > j {
			return true
		}
	}
	return false
}

// header draws the grey header row, each heading centred in its column
// and wrapped there between words, the corner's at the left.
func (fl formLayout) header(x, y float64, g formGeometry) ([]Item, float64) {
	l, size := fl.l, g.headSize
	heads := append([]string{fl.t.Corner}, fl.t.Columns...)
	wrapped := make([][]string, len(heads))
	lines := 1
	for i, head := range heads {
		w := g.labelW
		if i > 0 {
			w = g.colW(i-1, 1)
		}
		wrapped[i] = l.wrap(head, size, g.headBold, w-2*headPad)
		lines = max(lines, len(wrapped[i]))
	}
	headH := float64(lines)*lineH(size) + 2*formPad
	items := []Item{
		{Kind: KindBox, X: round(x), Y: round(y), W: round(g.width()), H: round(headH), Gray: 0.85},
		{Kind: KindRule, X: round(x), Y: round(y), W: round(g.width()), Line: formFrame},
	}
	for i, ws := range wrapped {
		top := y + (headH-float64(len(ws))*lineH(size))/2
		for j, line := range ws {
			base := top + float64(j+1)*lineH(size) - 0.25*lineH(size)
			if i == 0 {
				items = append(items, l.text(x+g.pad, base, line, size, g.headBold))
				continue
			}
			mid := x + g.edges[i-1] + g.colW(i-1, 1)/2
			items = append(items, l.text(mid-l.width(line, size, g.headBold)/2, base, line, size, g.headBold))
		}
	}
	return items, headH
}

// row draws one row's label, over the cells it spans, and its values:
// a text centred in its cell (or the cells it spans), a unit after room
// to write ("00") at the cell's right; a blank cell is left empty to
// write in. The row is rowH tall, or the style's formRow, or what its
// label needs.
func (fl formLayout) row(r sheet.Row, x, y float64, g formGeometry) ([]Item, float64) {
	l, size := fl.l, g.size
	lines := fl.labelLines(r, g)
	rowH := math.Max(fl.rowH, l.st.formRow)
	rowH = math.Max(rowH, float64(len(lines))*lineH(size)+2*formPad)
	top := y + (rowH-float64(len(lines))*lineH(size))/2
	var items []Item
	for j, line := range lines {
		items = append(items, l.text(x+g.pad, top+float64(j+1)*lineH(size)-0.25*lineH(size), line, size, r.Strong))
	}
	base := y + rowH/2 + size*ptMM*0.35
	for i, c := range r.Cells {
		span := max(c.Span, 1)
		for _, line := range c.Lines {
			w := l.width(line.Text, size, line.Strong)
			switch {
			case line.Text == "":
			case line.Blank: // room to write, then the unit at the cell's end, smaller
				us := unitSize(size)
				w = l.width(line.Text, us, line.Strong)
				items = append(items, l.text(x+g.edges[i+span]-g.pad-w, base, line.Text, us, line.Strong))
			default:
				items = append(items, l.text(x+g.edges[i]+(g.colW(i, span)-w)/2, base, line.Text, size, line.Strong))
			}
		}
	}
	return items, rowH
}
