package pdf

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// capHeight is the height of DejaVu's digits and capitals, in em.
const capHeight = 0.73

// wideTsumo is the least size of the tsumo lines of a grid of han rows (a
// column per fu), in parts of the least ron size: with the style's own
// floor its eleven columns would not fit across a landscape A4 page.
const wideTsumo = 0.85

// gridBlock is a points grid (or a slice of its han columns) with the
// sizes chosen to fit the paper.
type gridBlock struct {
	caption    string
	corner     string
	columns    []string
	rows       []sheet.Row
	strongCols []bool // the columns players look up most (30 and 40 fu, in a grid of han rows)
	labelW     float64
	ron, tsumo float64 // font sizes of the ron and tsumo lines
	total      float64 // font size of a tsumo's total (lineSizes)
	minMark    float64 // the least size of a footnote mark (the style's mark)
	minWord    float64 // the least size of a word after a number (the sheet's smallest type)
	suffix     float64 // size of a word after a number ("all"), relative to the number's
	// flush: a line with no word after its number (the ron) ends where
	// the words do, not where the numbers before them end, so that the
	// column needs no room for a word beside the ron's digits.
	flush   bool
	rowH    float64    // set by stretchRows
	minRowH float64    // the least height the two lines need
	twin    *gridBlock // a grid with the same rows drawn beside this one
	share   float64    // with a twin: this grid's share of the width the two take
	width   float64    // the width it is drawn in
	// split: where a cell's second winner's lines start (the dealer's,
	// below the non-dealer's, on the both-winners card), a ron line
	// again; 0 for a grid of one winner.
	split int
}

// gridMinWidth is the least width a grid takes whole: its label column
// and every han column at the smallest grid sizes.
func (l *layouter) gridMinWidth(t sheet.Table) float64 {
	st := l.st
	labelW := l.gridLabelW(t)
	measured, sizes := l.measureCells(t.Rows, 0), st.sizes(st.minRon, st.minTsumo)
	num, suffix := cellWidths(measured, 0, len(t.Columns), sizes, st.suffix, false)
	if st.keepSuffix {
		n, s := cellWidths(measured, 0, len(t.Columns), sizes, st.suffix, true)
		num, suffix = min(num+suffix, n+s), 0
	}
	return labelW + float64(len(t.Columns))*(num+suffix+2*st.minRon*ptMM*st.cellPad)
}

// gridLabelW is the width of a grid's label column: its widest label at
// the largest size row draws labels at. A scaled-down style's label size
// can fall below the floor row keeps (st.minTsumo); measured at the scaled
// size, the labels would fill their column edge to edge.
func (l *layouter) gridLabelW(t sheet.Table) float64 {
	size := math.Max(l.st.label, l.st.minTsumo)
	w := l.width(t.Corner, size, true)
	for _, r := range t.Rows {
		w = math.Max(w, l.width(r.Label, size, true))
	}
	if w == 0 { // no label and no corner (the card's limit hands, a column each): no label column
		return 0
	}
	return w + 2*size*ptMM*0.4
}

// fuRowsGrid reports whether t is a grid of fu rows: on a landscape page
// it may stand in two thirds of the width, the notes beside it. A grid of
// han rows (eleven fu columns) takes the page's width.
func fuRowsGrid(t sheet.Table) bool { return t.Kind == sheet.KindGrid && !t.HanRows }

// gridBlocks sizes a grid for the page width: the largest type that fits,
// and where even the smallest type is too wide, the han columns split
// into several grids. split is where each cell's second winner's lines
// start (see gridBlock.split), 0 for one winner's.
func (l *layouter) gridBlocks(t sheet.Table, width float64, split int) []*gridBlock {
	st := l.st
	labelW := l.gridLabelW(t)
	pad := st.ron * ptMM * st.cellPad
	minTsumo := st.minTsumo
	if t.HanRows { // a column per fu: eleven narrow columns, the tsumo lines the widest
		minTsumo = max(min(minTsumo, st.minRon*wideTsumo), st.small) // never under the sheet's smallest type
	}
	// sfx is the size of the words after numbers ("all"), relative to the
	// numbers: smaller, down to 72% of the style's (and never under the
	// sheet's smallest type, see lineSizes.word), where that keeps the
	// columns together; or in a style that keeps its size (the card's, at
	// its smallest type) the lines without one flush with them.
	sfx := st.suffix
	flush := false
	measured := l.measureCells(t.Rows, split)
	// fit returns the scale (≤ 1) that fits n columns, or 0 if none does:
	// the widest texts and their padding, which shrink with them.
	fit := func(from, to int) float64 {
		colW := (width - labelW) / float64(to-from)
		num, suffix := cellWidths(measured, from, to, st.sizes(st.ron, st.tsumo), sfx, flush)
		scale := math.Min(1, colW/(num+suffix+2*pad))
		for ; scale*st.ron >= st.minRon && scale*st.tsumo >= minTsumo; scale *= 0.98 {
			// a word after a number at the sheet's smallest type does not
			// shrink with the number: measure again at the scaled sizes
			if num, suffix := cellWidths(measured, from, to, st.sizes(st.ron*scale, st.tsumo*scale), sfx, flush); num+suffix+2*pad*scale <= colW*1.0001 {
				return scale
			}
		}
		return 0
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
	switch {
	case fitsAll(n):
	case st.keepSuffix:
		flush = true
	default:
		for _, k := range []float64{0.85, 0.72} {
			if sfx = st.suffix * k; fitsAll(n) {
				break
			}
		}
		if !fitsAll(n) {
			sfx = st.suffix
		}
	}
	per := n
	for per > 1 && !fitsAll(per) {
		per--
	}
	grids := (n + per - 1) / per
	per = (n + grids - 1) / grids // as many grids, the columns shared out evenly: 6 + 5, not 10 + 1
	var out []*gridBlock
	for from := 0; from < n; from += per {
		to := min(n, from+per)
		scale := fit(from, to)
		if scale == 0 {
			scale = st.minRon / st.ron
		}
		sz := st.sizes(st.ron*scale, st.tsumo*scale)
		g := &gridBlock{caption: t.Caption, corner: t.Corner, columns: t.Columns[from:to], labelW: labelW, ron: sz.ron, tsumo: sz.tsumo, total: sz.total, minMark: sz.minMark, minWord: sz.minWord,
			suffix: sfx, flush: flush, width: width, split: split}
		if per < n {
			g.caption = fmt.Sprintf("%s (%s–%s)", t.Caption, t.Columns[from], t.Columns[to-1])
		}
		for _, r := range t.Rows {
			r.Cells = r.Cells[from:to]
			g.rows = append(g.rows, r)
		}
		for i := from; i < to; i++ {
			g.strongCols = append(g.strongCols, slices.Contains(t.StrongColumns, i))
		}
		g.minRowH = g.linesH() + g.ron*rowPad(g.rows)*ptMM
		g.rowH = math.Max(st.minRow, g.minRowH)
		out = append(out, g)
	}
	return out
}

// lineGap is the space between a cell's lines, from one line's baseline
// to the top of the next one's digits, in em of the tsumo size: the
// same above a tsumo line and above its total, so that the total reads
// as a line of its own.
const lineGap = 0.42

// totalScale is a tsumo's total's size, relative to the tsumo's.
const totalScale = 0.72

// pairGap is the room between a cell's two winners' lines, above and
// below the rule between them, in em of the tsumo size.
const pairGap = 0.3

// lineSizes are the type sizes of a grid cell's lines, the least size of
// a footnote mark after one and of a word after its number.
type lineSizes struct{ ron, tsumo, total, minMark, minWord float64 }

// sizes are a grid's line sizes at a ron and a tsumo size: the total
// smaller than the tsumo, but not under the sheet's smallest type; a
// mark not under the style's mark (5 pt on paper, 3.5 on the card).
func (s style) sizes(ron, tsumo float64) lineSizes {
	return lineSizes{ron: ron, tsumo: tsumo, total: math.Max(tsumo*totalScale, math.Min(tsumo, s.small)), minMark: s.mark, minWord: s.small}
}

// word is the size of the word after a number of size pt ("all"): scale
// times it, but not under the sheet's smallest type (nor over the number).
func (s lineSizes) word(size, scale float64) float64 {
	return math.Max(size*scale, math.Min(size, s.minWord))
}

// mark is the size of a footnote mark after a line of size pt: 60% of
// it, never under minMark.
func (s lineSizes) mark(size float64) float64 { return math.Max(size*0.6, s.minMark) }

// lineStep is how far line j's baseline lies below the line before it.
func (g *gridBlock) lineStep(j int, line sheet.Line) float64 {
	size := g.tsumo
	switch {
	case line.Total:
		size = g.total
	case g.isRon(j): // the second winner's ron, below a rule
		return g.ron*ptMM*(capHeight+lineGap) + g.tsumo*ptMM*pairGap
	}
	return (g.tsumo*lineGap + size*capHeight) * ptMM
}

// isRon reports whether a cell's line j is a ron: the first line, and the
// second winner's first.
func (g *gridBlock) isRon(j int) bool { return j == 0 || g.split > 0 && j == g.split }

// linesH is the height, from the top of the ron digits to the baseline of
// the last line, of the grid's tallest cell.
func (g *gridBlock) linesH() float64 {
	h := 0.0
	for _, r := range g.rows {
		for _, c := range r.Cells {
			ch := g.ron * ptMM * capHeight
			for j := 1; j < len(c.Lines); j++ {
				ch += g.lineStep(j, c.Lines[j])
			}
			h = max(h, ch)
		}
	}
	return max(h, g.ron*ptMM*capHeight)
}

// pair sets right beside left, both at the smaller of their sizes, so
// that their rows and digits line up across the page; it returns left.
func pair(left, right *gridBlock) *gridBlock {
	sameSize(left, right)
	left.twin = right
	return left
}

// sameSize sets two grids of the same rows, one after the other, at the
// smaller of their sizes.
func sameSize(a, b *gridBlock) {
	a.ron, b.ron = min(a.ron, b.ron), min(a.ron, b.ron)
	a.tsumo, b.tsumo = min(a.tsumo, b.tsumo), min(a.tsumo, b.tsumo)
	a.total, b.total = min(a.total, b.total), min(a.total, b.total)
	a.minRowH = max(a.minRowH, b.minRowH)
	b.minRowH = a.minRowH
}

// headH is the height of the caption and the header row.
func (g *gridBlock) headH(l *layouter) float64 { return g.captionH(l) + g.headerH(l) }

// headerH is the height of the header row, the twin's too.
func (g *gridBlock) headerH(l *layouter) float64 {
	_, _, h := g.headings(l, g.width)
	if g.twin != nil {
		h = math.Max(h, g.twin.headerH(l))
	}
	return h
}

// headings sets the column headings over their columns at the header's
// size (80% of the ron's, not under the sheet's smallest type), each on
// one line, or wrapped where one is wider than its column (a limit hand
// and its han); h is the header row's height.
func (g *gridBlock) headings(l *layouter, width float64) (size float64, lines [][]string, h float64) {
	size = math.Max(g.ron*0.8, l.st.small)
	colW := (width - g.labelW) / float64(len(g.columns))
	pad := g.ron * ptMM * l.st.cellPad
	n := 1
	for _, c := range g.columns {
		ls := []string{c}
		if l.width(c, size, true) > colW-2*pad {
			ls = l.wrap(c, size, true, colW-2*pad)
		}
		lines = append(lines, ls)
		n = max(n, len(ls))
	}
	return size, lines, lineH(g.ron)*1.1 + float64(n-1)*lineH(size)
}

// captionH is the height of the caption: from the grid's top to its
// header row, the twin's caption too.
func (g *gridBlock) captionH(l *layouter) float64 {
	size, lines := g.captionLines(l, g.width)
	h := lineH(g.ron)*1.1 + float64(len(lines)-1)*lineH(size)
	if g.twin != nil {
		h = math.Max(h, g.twin.captionH(l))
	}
	return h
}

// captionLines sets the caption over width: on one line, smaller where it
// is too wide (a long caption over a narrow twin grid), down to the
// sheet's smallest type; beyond that over more lines at its size.
func (g *gridBlock) captionLines(l *layouter, width float64) (size float64, lines []string) {
	size = math.Max(g.ron*0.8*1.05, l.st.small)
	w := l.width(g.caption, size, true)
	switch {
	case w <= width:
	case size*width/w >= l.st.small:
		size *= width / w
	default:
		return size, l.wrap(g.caption, size, true, width)
	}
	return size, []string{g.caption}
}

// drawRows draws the caption, the header row and rows [first, last), and
// the twin grid's beside them.
func (g *gridBlock) drawRows(l *layouter, x, y, width float64, first, last int) []Item {
	captionH, headerH := g.captionH(l), g.headerH(l)
	if g.twin == nil {
		return g.drawOne(l, x, y, width, captionH, headerH, first, last)
	}
	left := (width - l.st.gap) * g.share
	g.twin.rowH = g.rowH
	return append(g.drawOne(l, x, y, left, captionH, headerH, first, last), g.twin.drawOne(l, x+left+l.st.gap, y, width-l.st.gap-left, captionH, headerH, first, last)...)
}

// drawOne draws one grid's caption, header row and rows [first, last);
// the header row, headerH high, starts captionH below y.
func (g *gridBlock) drawOne(l *layouter, x, y, width, captionH, headerH float64, first, last int) []Item {
	colW := (width - g.labelW) / float64(len(g.columns))
	items := g.header(l, x, y, width, colW, captionH, headerH)
	top := y + captionH
	y = top + headerH
	for i, strong := range g.strongCols {
		if strong { // a column players look up most: a light band, as a strong row has
			items = append(items, Item{Kind: KindBox, X: round(x + g.labelW + float64(i)*colW), Y: round(y), W: round(colW), H: round(float64(last-first) * g.rowH), Gray: 0.92})
		}
	}
	num, suffix := cellWidths(l.measureCells(g.rows, g.split), 0, len(g.columns), g.sizes(), g.suffix, g.flush)
	for _, r := range g.rows[first:last] {
		items = append(items, g.row(l, r, x, y, width, colW, num, suffix)...)
		y += g.rowH
	}
	// Column rules and the frame.
	items = append(items, Item{Kind: KindRule, X: round(x + g.labelW), Y: round(top), H: round(y - top), Line: 0.25})
	for i := 1; i < len(g.columns); i++ {
		cx := x + g.labelW + float64(i)*colW
		thick := 0.12
		if g.strongCols[i-1] || g.strongCols[i] { // and heavier rules beside it
			thick = 0.35
		}
		items = append(items, Item{Kind: KindRule, X: round(cx), Y: round(top), H: round(y - top), Line: thick})
	}
	return append(items,
		Item{Kind: KindRule, X: round(x), Y: round(top), W: round(width), Line: 0.4},
		Item{Kind: KindRule, X: round(x), Y: round(y), W: round(width), Line: 0.4},
		Item{Kind: KindRule, X: round(x), Y: round(top), H: round(y - top), Line: 0.4},
		Item{Kind: KindRule, X: round(x + width), Y: round(top), H: round(y - top), Line: 0.4})
}

// header draws the caption and, captionH below y, the grey row of column
// headings, headerH high.
func (g *gridBlock) header(l *layouter, x, y, width, colW, captionH, headerH float64) []Item {
	captionSize, lines := g.captionLines(l, width)
	var items []Item
	for i, line := range lines {
		items = append(items, l.text(x, y+lineH(g.ron)*0.8+float64(i)*lineH(captionSize), line, captionSize, true))
	}
	y += captionH
	headSize, headings, _ := g.headings(l, width)
	items = append(items, Item{Kind: KindBox, X: round(x), Y: round(y), W: round(width), H: round(headerH), Gray: 0.82})
	// base is the baseline of the first of n lines centred in the row.
	base := func(n int) float64 { return y + (headerH-float64(n-1)*lineH(headSize))/2 + headSize*ptMM*0.36 }
	if g.corner != "" {
		items = append(items, l.text(x+g.labelW/2-l.width(g.corner, headSize, true)/2, base(1), g.corner, headSize, true))
	}
	for i, ls := range headings {
		cx := x + g.labelW + float64(i)*colW + colW/2
		for j, line := range ls {
			items = append(items, l.text(cx-l.width(line, headSize, true)/2, base(len(ls))+float64(j)*lineH(headSize), line, headSize, true))
		}
	}
	return items
}

// sizes are the grid's line sizes.
func (g *gridBlock) sizes() lineSizes {
	return lineSizes{g.ron, g.tsumo, g.total, g.minMark, g.minWord}
}

// of is the type size of a cell's line: a ron's (the first, and a second
// winner's first), else a tsumo's, a total smaller.
func (s lineSizes) of(isRon bool, line sheet.Line) float64 {
	switch {
	case line.Total:
		return s.total
	case isRon:
		return s.ron
	}
	return s.tsumo
}

// cellLine is one line of a grid cell measured at 1 pt: its column,
// whether it is a ron or a total (which set its size), and the widths of
// its number, of the word after it and of its footnote mark.
type cellLine struct {
	col            int
	ron            bool
	line           sheet.Line
	num, sfx, mark float64
}

// measureCells measures every cell line of rows once; cellWidths then
// sizes columns from these for any type size without measuring again.
// split is where a cell's second winner's lines start, 0 for none.
func (l *layouter) measureCells(rows []sheet.Row, split int) []cellLine {
	var out []cellLine
	for _, r := range rows {
		for col, c := range r.Cells {
			for j, line := range c.Lines {
				n, sfx := splitNumber(line.Text)
				cl := cellLine{col: col, ron: j == 0 || split > 0 && j == split, line: line, num: l.width(n, 1, line.Strong), sfx: l.width(sfx, 1, line.Strong)}
				if line.Mark != "" {
					cl.mark = l.width(line.Mark, 1, false)
				}
				out = append(out, cl)
			}
		}
	}
	return out
}

// cellWidths gives the widest number and the widest word and footnote
// mark after a number ("all¹") of the measured lines of columns
// [from, to), at the given sizes: numbers are right-aligned so that their
// last digits line up, and a word after one hangs to the right. With
// flush, a line with no word after its number ends where the words end:
// num is then where the numbers before words end, at least the widest
// such line less the words' width.
func cellWidths(lines []cellLine, from, to int, sizes lineSizes, suffixScale float64, flush bool) (num, suffix float64) {
	plain := 0.0 // flush: the widest line with no word after its number, its mark included
	for _, cl := range lines {
		if cl.col < from || cl.col >= to {
			continue
		}
		size := sizes.of(cl.ron, cl.line)
		after := cl.sfx * sizes.word(size, suffixScale)
		if cl.mark > 0 {
			after += 0.3 + cl.mark*sizes.mark(size)
		}
		if flush && cl.sfx == 0 {
			plain = math.Max(plain, cl.num*size+after)
			continue
		}
		num = math.Max(num, cl.num*size)
		suffix = math.Max(suffix, after)
	}
	return math.Max(num, plain-suffix), suffix
}

// splitNumber cuts a cell's text after its number: "4,000 all" into
// "4,000" and " all"; a text without a word after its number ("—",
// "300・500") is all number.
func splitNumber(text string) (num, suffix string) {
	for i, r := range text {
		if !unicode.IsDigit(r) && !strings.ContainsRune(",.-–\u00a0\u202f\u2009'", r) {
			if i == 0 || strings.ContainsFunc(text[i:], unicode.IsDigit) { // "300・500" is one number
				return text, ""
			}
			return text[:i], text[i:]
		}
	}
	return text, ""
}

// row draws one fu row at y: its label on the ron line, each cell's ron
// above its tsumo lines, centred by the height of their digits. A cell's
// numbers end at one x, in a box num+suffix wide centred in the column.
func (g *gridBlock) row(l *layouter, r sheet.Row, x, y, width, colW, num, suffix float64) []Item {
	var items []Item
	pad := g.ron * ptMM * l.st.cellPad
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
	// Centre the lines by the height of their digits (cap height; digits
	// have no descenders).
	ronBase := y + (g.rowH-g.linesH())/2 + g.ron*ptMM*capHeight
	labelSize := math.Max(l.st.minTsumo, l.st.label*g.ron/l.st.ron)
	// The fu label sits on the ron line, the number players read first.
	labelX := math.Max(x+pad*0.5, x+g.labelW-pad*0.8-l.width(r.Label, labelSize, true)) // never left of the grid's edge
	if r.Label != "" {                                                                  // a grid of one row (the card's limit hands) may have none
		items = append(items, l.text(labelX, ronBase, r.Label, labelSize, true))
	}
	for i, c := range r.Cells {
		colX := x + g.labelW + float64(i)*colW
		right := math.Min(colX+(colW+num-suffix)/2, colX+colW-pad-suffix) // where the digits end
		baseY := ronBase
		for j, line := range c.Lines {
			size := g.sizes().of(g.isRon(j), line)
			if j > 0 {
				step := g.lineStep(j, line)
				if g.isRon(j) && i == 0 { // the rule between the winners, across the row
					ruleY := baseY + (step-g.ron*ptMM*capHeight)/2
					items = append(items, Item{Kind: KindRule, X: round(x + g.labelW), Y: round(ruleY), W: round(width - g.labelW), Line: 0.1})
				}
				baseY += step
			}
			numText, sfx := splitNumber(line.Text)
			w := l.width(numText, size, line.Strong)
			numEnd := right           // where the number ends
			if g.flush && sfx == "" { // where the words after numbers end
				numEnd += suffix
				if line.Mark != "" {
					numEnd -= 0.3 + l.width(line.Mark, g.sizes().mark(size), false)
				}
			}
			items = append(items, l.text(numEnd-w, baseY, numText, size, line.Strong))
			end := numEnd
			if sfx != "" {
				wordSize := g.sizes().word(size, g.suffix)
				items = append(items, l.text(numEnd, baseY, sfx, wordSize, line.Strong))
				end += l.width(sfx, wordSize, line.Strong)
			}
			if line.Strong && l.o.Bold == l.o.Regular && !l.o.LatinFromFallback {
				// A one-weight font's bold is only its outlines stroked: a rule
				// under the number marks a limit hand as well.
				items = append(items, Item{Kind: KindRule, X: round(numEnd - w), Y: round(baseY + size*ptMM*0.12), W: round(end - numEnd + w), Line: 0.25})
			}
			if line.Mark != "" {
				items = append(items, l.mark(end+0.3, baseY-size*ptMM*0.3, line.Mark, g.sizes().mark(size)))
			}
		}
	}
	if r.Strong {
		items = append(items, Item{Kind: KindRule, X: round(x), Y: round(y + g.rowH), W: round(width), Line: thick})
	}
	return items
}

// rowPad is the least room above and below a grid's lines together, in
// em of the ron size: less where cells hold three lines or more, which
// stand apart by their leading (a tsumo's total) or by the rule between
// two winners (the both-winners card's four).
func rowPad(rows []sheet.Row) float64 {
	if threeLines(sheet.Table{Rows: rows}) {
		return 0.4
	}
	return 0.55
}
