package pdf

import (
	"fmt"
	"math"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// capHeight is the height of DejaVu's digits and capitals, in em.
const capHeight = 0.73

// gridBlock is a points grid (or a slice of its han columns) with the
// sizes chosen to fit the paper.
type gridBlock struct {
	caption    string
	corner     string
	columns    []string
	rows       []sheet.Row
	labelW     float64
	ron, tsumo float64    // font sizes of the two lines
	rowH       float64    // set by stretchRows
	minRowH    float64    // the least height the two lines need
	twin       *gridBlock // a grid with the same rows drawn beside this one
}

// gridBlocks sizes a grid for the page width: the largest type that fits,
// and where even the smallest type is too wide, the han columns split
// into several grids.
func (l *layouter) gridBlocks(t sheet.Table, width float64) []*gridBlock {
	st := l.st
	labelW := l.width(t.Corner, st.label, true)
	for _, r := range t.Rows {
		labelW = math.Max(labelW, l.width(r.Label, st.label, true))
	}
	labelW += 2 * st.label * ptMM * 0.55
	pad := st.ron * ptMM * 0.45
	// widest returns the widest ron and tsumo texts of columns [from, to).
	widest := func(from, to int) (ron, tsumo float64) {
		for _, r := range t.Rows {
			for _, c := range r.Cells[from:to] {
				ron = math.Max(ron, l.width(c.Lines[0].Text, st.ron, c.Lines[0].Strong))
				if len(c.Lines) > 1 {
					tsumo = math.Max(tsumo, l.width(c.Lines[1].Text, st.tsumo, c.Lines[1].Strong))
				}
			}
		}
		return ron / st.ron, tsumo / st.tsumo // millimetres per point
	}
	// fit returns the scale (≤ 1) that fits n columns, or 0 if none does:
	// the widest texts and their padding, which shrinks with them.
	fit := func(from, to int) float64 {
		colW := (width - labelW) / float64(to-from)
		ronPer, tsumoPer := widest(from, to)
		scale := math.Min(1, math.Min(colW/(ronPer*st.ron+2*pad), colW/(tsumoPer*st.tsumo+2*pad)))
		if scale*st.ron < st.minRon || scale*st.tsumo < st.minTsumo {
			return 0
		}
		return scale
	}
	n := len(t.Columns)
	// fitsAll reports whether every chunk of per columns fits: under
	// aotenjou the last columns hold the widest numbers.
	fitsAll := func(per int) bool {
		for from := 0; from < n; from += per {
			if fit(from, min(n, from+per)) == 0 {
				return false
			}
		}
		return true
	}
	per := n
	for per > 1 && !fitsAll(per) {
		per--
	}
	var out []*gridBlock
	for from := 0; from < n; from += per {
		to := min(n, from+per)
		scale := fit(from, to)
		if scale == 0 {
			scale = st.minRon / st.ron
		}
		g := &gridBlock{caption: t.Caption, corner: t.Corner, columns: t.Columns[from:to], labelW: labelW, ron: st.ron * scale, tsumo: st.tsumo * scale}
		if per < n {
			g.caption = fmt.Sprintf("%s (%s–%s)", t.Caption, t.Columns[from], t.Columns[to-1])
		}
		for _, r := range t.Rows {
			r.Cells = r.Cells[from:to]
			g.rows = append(g.rows, r)
		}
		g.minRowH = (g.ron*capHeight + g.tsumo*capHeight + g.tsumo*0.42 + g.ron*0.55) * ptMM
		g.rowH = math.Max(st.minRow, g.minRowH)
		out = append(out, g)
	}
	return out
}

// pair sets right beside left, both at the smaller of their sizes, so
// that their rows and digits line up across the page; it returns left.
func pair(left, right *gridBlock) *gridBlock {
	left.ron, right.ron = min(left.ron, right.ron), min(left.ron, right.ron)
	left.tsumo, right.tsumo = min(left.tsumo, right.tsumo), min(left.tsumo, right.tsumo)
	left.minRowH = max(left.minRowH, right.minRowH)
	right.minRowH = left.minRowH
	left.twin = right
	return left
}

// headH is the height of the caption and the header row.
func (g *gridBlock) headH() float64 {
	h := lineH(g.ron) * 2.2
	if g.twin != nil {
		h = math.Max(h, g.twin.headH())
	}
	return h
}

// drawRows draws the caption, the header row and rows [first, last), and
// the twin grid's beside them.
func (g *gridBlock) drawRows(l *layouter, x, y, width float64, first, last int) []Item {
	if g.twin == nil {
		return g.drawOne(l, x, y, width, first, last)
	}
	half := (width - l.st.gap) / 2
	g.twin.rowH = g.rowH
	return append(g.drawOne(l, x, y, half, first, last), g.twin.drawOne(l, x+half+l.st.gap, y, half, first, last)...)
}

// drawOne draws one grid's caption, header row and rows [first, last).
func (g *gridBlock) drawOne(l *layouter, x, y, width float64, first, last int) []Item {
	colW := (width - g.labelW) / float64(len(g.columns))
	items, headerH := g.header(l, x, y, width, colW)
	top := y + lineH(g.ron)*1.1
	y = top + headerH
	textW := g.numberWidth(l)
	for _, r := range g.rows[first:last] {
		items = append(items, g.row(l, r, x, y, width, colW, textW)...)
		y += g.rowH
	}
	// Column rules and the frame.
	items = append(items, Item{Kind: KindRule, X: round(x + g.labelW), Y: round(top), H: round(y - top), Line: 0.25})
	for i := 1; i < len(g.columns); i++ {
		cx := x + g.labelW + float64(i)*colW
		items = append(items, Item{Kind: KindRule, X: round(cx), Y: round(top), H: round(y - top), Line: 0.12})
	}
	return append(items,
		Item{Kind: KindRule, X: round(x), Y: round(top), W: round(width), Line: 0.4},
		Item{Kind: KindRule, X: round(x), Y: round(y), W: round(width), Line: 0.4},
		Item{Kind: KindRule, X: round(x), Y: round(top), H: round(y - top), Line: 0.4},
		Item{Kind: KindRule, X: round(x + width), Y: round(top), H: round(y - top), Line: 0.4})
}

// header draws the caption and the grey row of column headings; it
// returns their items and the heading row's height.
func (g *gridBlock) header(l *layouter, x, y, width, colW float64) ([]Item, float64) {
	headSize := g.ron * 0.8
	captionSize := headSize * 1.05
	if w := l.width(g.caption, captionSize, true); w > width { // a long caption over a narrow (twin) grid
		captionSize *= width / w
	}
	items := []Item{l.text(x, y+lineH(g.ron)*0.8, g.caption, captionSize, true)}
	y += lineH(g.ron) * 1.1
	headerH := lineH(g.ron) * 1.1
	items = append(items, Item{Kind: KindBox, X: round(x), Y: round(y), W: round(width), H: round(headerH), Gray: 0.82})
	base := y + headerH/2 + headSize*ptMM*0.36
	items = append(items, l.text(x+g.labelW/2-l.width(g.corner, headSize, true)/2, base, g.corner, headSize, true))
	for i, c := range g.columns {
		cx := x + g.labelW + float64(i)*colW + colW/2
		items = append(items, l.text(cx-l.width(c, headSize, true)/2, base, c, headSize, true))
	}
	return items, headerH
}

// numberWidth is the widest text of any cell: numbers are right-aligned,
// so their digits line up, in a box this wide centred in the column.
func (g *gridBlock) numberWidth(l *layouter) float64 {
	textW := 0.0
	for _, r := range g.rows {
		for _, c := range r.Cells {
			for j, line := range c.Lines {
				size := g.ron
				if j > 0 {
					size = g.tsumo
				}
				textW = math.Max(textW, l.width(line.Text, size, line.Strong))
			}
		}
	}
	return textW
}

// row draws one fu row at y: its label on the ron line, each cell's ron
// above its tsumo, centred by the height of their digits.
func (g *gridBlock) row(l *layouter, r sheet.Row, x, y, width, colW, textW float64) []Item {
	var items []Item
	pad := g.ron * ptMM * 0.45
	if r.Strong {
		// The rows players look up most: a light band, a bold label and
		// heavier rules, so they stand out without colour.
		items = append(items, Item{Kind: KindBox, X: round(x), Y: round(y), W: round(width), H: round(g.rowH), Gray: 0.92})
	}
	thick := 0.12
	if r.Strong {
		thick = 0.35
	}
	items = append(items, Item{Kind: KindRule, X: round(x), Y: round(y), W: round(width), Line: thick})
	// Centre the two lines by the height of their digits (cap height;
	// digits have no descenders).
	capRon, capTsumo := g.ron*ptMM*capHeight, g.tsumo*ptMM*capHeight
	between := g.tsumo * ptMM * 0.42
	ronBase := y + (g.rowH-(capRon+between+capTsumo))/2 + capRon
	tsumoBase := ronBase + between + capTsumo
	labelSize := math.Max(l.st.minTsumo, l.st.label*g.ron/l.st.ron)
	// The fu label sits on the ron line, the number players read first.
	items = append(items, l.text(x+g.labelW-pad*0.8-l.width(r.Label, labelSize, true), ronBase, r.Label, labelSize, true))
	for i, c := range r.Cells {
		right := math.Min(x+g.labelW+float64(i)*colW+(colW+textW)/2, x+g.labelW+float64(i+1)*colW-pad)
		for j, line := range c.Lines {
			size, baseY := g.ron, ronBase
			if j > 0 {
				size, baseY = g.tsumo, tsumoBase
			}
			w := l.width(line.Text, size, line.Strong)
			items = append(items, l.text(right-w, baseY, line.Text, size, line.Strong))
			if line.Strong && l.o.Bold == l.o.Regular && !l.o.LatinFromFallback {
				// A one-weight font's bold is only its outlines stroked: a rule
				// under the number marks a limit hand as well.
				items = append(items, Item{Kind: KindRule, X: round(right - w), Y: round(baseY + size*ptMM*0.12), W: round(w), Line: 0.25})
			}
			if line.Mark != "" {
				items = append(items, l.text(right+0.3, baseY-size*ptMM*0.3, line.Mark, size*0.6, false))
			}
		}
	}
	if r.Strong {
		items = append(items, Item{Kind: KindRule, X: round(x), Y: round(y + g.rowH), W: round(width), Line: thick})
	}
	return items
}
