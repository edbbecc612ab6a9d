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

// formBlock lays out a form filled in by pen (the game record): every cell
// ruled, rows at least the style's formRow tall, the value columns sharing the width
// evenly after the label column. A row whose first cells have no lines
// (a name or total row) has its label span them.
func (l *layouter) formBlock(t sheet.Table) block {
	fl := formLayout{l: l, t: t, pad: l.st.table * ptMM * 0.5}
	return block{span: true, newPage: t.NewPage, list: &t,
		height: func(w float64) float64 { _, h := fl.lay(0, 0, w); return h },
		draw:   func(x, y, w float64) []Item { items, _ := fl.lay(x, y, w); return items },
	}
}

// formLayout lays out one form at any width.
type formLayout struct {
	l   *layouter
	t   sheet.Table
	pad float64
}

// spans is how many of a row's first cells its label spans: those with no lines.
func spans(r sheet.Row) int {
	n := 0
	for n < len(r.Cells) && len(r.Cells[n].Lines) == 0 {
		n++
	}
	return n
}

// formGeometry is a form's type size and column widths at one width.
type formGeometry struct {
	size, labelW, colW, width float64
	headSize                  float64 // the headings', smaller where a word would not fit its column
}

// geometry gives the label column the width of the widest label that
// spans nothing and of the corner's words (a third of the width at most),
// the value columns the rest in equal shares, and shrinks the type, down
// to three quarters of the style's, until each value fits its column, and
// the headings', down to 60%, until each of their words does.
func (fl formLayout) geometry(width float64) formGeometry {
	l, pad := fl.l, fl.pad
	size := l.st.table
	n := float64(len(fl.t.Columns))
	label := 0.0
	for _, word := range strings.Fields(fl.t.Corner) {
		label = math.Max(label, l.width(word, size, true))
	}
	for _, r := range fl.t.Rows {
		if spans(r) == 0 {
			label = math.Max(label, l.width(r.Label, size, r.Strong))
		}
	}
	labelW := math.Min(math.Max(label+2*pad+0.5, 8), width/3) // 0.5: the words wrap at no width they fit
	colW := (width - labelW) / n
	widest, widestHead := 0.0, 0.0
	for _, head := range fl.t.Columns {
		for _, word := range strings.Fields(head) {
			widestHead = math.Max(widestHead, l.width(word, size, true))
		}
	}
	for _, r := range fl.t.Rows {
		for _, c := range r.Cells {
			for _, line := range c.Lines {
				widest = math.Max(widest, l.width(line.Text, size, line.Strong))
			}
		}
	}
	headSize := size
	if widestHead > colW-2*pad {
		headSize = math.Max(size*0.6, size*(colW-2*pad)/widestHead)
	}
	if widest > colW-2*pad {
		size = math.Max(size*0.75, size*(colW-2*pad)/widest)
	}
	headSize = math.Min(headSize, size)
	return formGeometry{size: size, headSize: headSize, labelW: labelW, colW: colW, width: labelW + n*colW}
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
	var spanned []int
	for i, r := range fl.t.Rows {
		row, rowH := fl.row(r, x, y+h, g)
		line := formRule
		if i == 0 || spans(r) != spans(fl.t.Rows[i-1]) {
			line = formSection
		}
		if r.Strong {
			items = append(items, Item{Kind: KindBox, X: round(x), Y: round(y + h), W: round(g.width), H: round(rowH), Gray: 0.9})
		}
		items = append(items, Item{Kind: KindRule, X: round(x), Y: round(y + h), W: round(g.width), Line: line})
		items = append(items, row...)
		tops, heights, spanned = append(tops, y+h), append(heights, rowH), append(spanned, spans(r))
		h += rowH
	}
	bottom := y + h
	// The outer edges, then each inner edge down the runs of rows it divides.
	items = append(items,
		Item{Kind: KindRule, X: round(x), Y: round(top), H: round(bottom - top), Line: formFrame},
		Item{Kind: KindRule, X: round(x + g.width), Y: round(top), H: round(bottom - top), Line: formFrame})
	for j := 0; j < n; j++ {
		edge := x + g.labelW + float64(j)*g.colW
		from := top // the header is ruled at every edge
		for i := range tops {
			if spanned[i] > j { // the label spans this edge: the run ends above the row
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
	items = append(items, Item{Kind: KindRule, X: round(x), Y: round(bottom), W: round(g.width), Line: formFrame})
	return items, h
}

// header draws the grey header row, each heading centred in its column
// and wrapped there, the corner's at the left.
func (fl formLayout) header(x, y float64, g formGeometry) ([]Item, float64) {
	l, pad, size := fl.l, fl.pad, g.headSize
	heads := append([]string{fl.t.Corner}, fl.t.Columns...)
	wrapped := make([][]string, len(heads))
	lines := 1
	for i, head := range heads {
		w := g.colW - 2*pad
		if i == 0 {
			w = g.labelW - 2*pad
		}
		wrapped[i] = l.wrap(head, size, true, w)
		lines = max(lines, len(wrapped[i]))
	}
	headH := float64(lines)*lineH(size) + 2*pad
	items := []Item{
		{Kind: KindBox, X: round(x), Y: round(y), W: round(g.width), H: round(headH), Gray: 0.85},
		{Kind: KindRule, X: round(x), Y: round(y), W: round(g.width), Line: formFrame},
	}
	for i, ws := range wrapped {
		top := y + (headH-float64(len(ws))*lineH(size))/2
		for j, line := range ws {
			base := top + float64(j+1)*lineH(size) - 0.25*lineH(size)
			if i == 0 {
				items = append(items, l.text(x+pad, base, line, size, true))
				continue
			}
			mid := x + g.labelW + (float64(i)-0.5)*g.colW
			items = append(items, l.text(mid-l.width(line, size, true)/2, base, line, size, true))
		}
	}
	return items, headH
}

// row draws one row's label, over the cells it spans, and its values
// centred in their cells; a blank cell is left empty to write in.
func (fl formLayout) row(r sheet.Row, x, y float64, g formGeometry) ([]Item, float64) {
	l, pad, size := fl.l, fl.pad, g.size
	span := spans(r)
	labelW := g.labelW + float64(span)*g.colW
	lines := l.wrap(r.Label, size, r.Strong, labelW-2*pad)
	rowH := math.Max(l.st.formRow, float64(len(lines))*lineH(size)+2*pad)
	top := y + (rowH-float64(len(lines))*lineH(size))/2
	var items []Item
	for j, line := range lines {
		items = append(items, l.text(x+pad, top+float64(j+1)*lineH(size)-0.25*lineH(size), line, size, r.Strong))
	}
	base := y + rowH/2 + size*ptMM*0.35
	for i, c := range r.Cells {
		mid := x + g.labelW + (float64(i)+0.5)*g.colW
		for _, line := range c.Lines {
			if line.Text != "" {
				items = append(items, l.text(mid-l.width(line.Text, size, line.Strong)/2, base, line.Text, size, line.Strong))
			}
		}
	}
	return items, rowH
}
