package pdf

import (
	"math"
	"slices"
	"sort"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// block is one part of a sheet: it knows its height at a width and how to draw itself.
type block struct {
	span    bool // spans the page; otherwise it fits one column
	newPage bool
	grid    *gridBlock // set for grids, whose rows can stretch and split across pages
	gridW   float64    // a grid's width, when narrower than the page's
	// natural is the width a spanning list needs; with three columns, one
	// that fits in two leaves the third free beside it.
	natural float64
	list    *sheet.Table                // set for lists, which go on in parts when longer than the room left
	form    *formLayout                 // set for forms, whose rows stretch to fill the page
	height  func(width float64) float64 // of blocks other than grids
	tight   *block                      // the same, shorter and less well set, for where it does not fit the page's room
	draw    func(x, y, width float64) []Item
}

// place flows the sheet's blocks onto pages.
func (l *layouter) place(s sheet.Sheet) {
	st := l.st
	f := &flow{l: l, contentW: l.w - 2*st.margin, top: st.margin,
		bottom:  l.h - st.margin - float64(len(l.footerLines()))*lineH(st.small) - st.gap,
		columns: 1, inOrder: s.ColumnMajor}
	l.bottom = f.bottom
	// The back of a pocket card: its grid of rare fu rows on the left, its
	// limit hands beside it.
	cardBack := s.Pocket && !s.BothWinners && len(s.Tables) > 1
	// A sheet of short lists alone (the fu chart) takes two columns from
	// A5's width, where one would run on to a second page.
	shortLists := f.contentW >= 125 && len(s.Tables) > 2 && !slices.ContainsFunc(s.Tables, func(t sheet.Table) bool {
		return t.Kind != sheet.KindList || t.Form || t.Practice || len(t.Columns) > 2
	})
	narrowW := 0.0 // the grids' width beside the notes, in the narrow side arrangement
	if l.narrow {
		narrowW = l.narrowGridW(s, f.contentW)
	}
	switch {
	case narrowW > 0:
		f.columns = 2
	case f.contentW >= 250 || l.side:
		f.columns = 3
	case f.contentW >= 170 || cardBack || shortLists:
		f.columns = 2
	}
	f.colW = (f.contentW - float64(f.columns-1)*st.gap) / float64(f.columns)
	gridW := f.contentW
	l.colW = f.colW
	switch {
	case narrowW > 0:
		f.firstW, gridW = narrowW, narrowW
		_, l.colW = f.column(1)
	case l.side: // the grid in two columns, the notes in the third
		gridW = 2*f.colW + st.gap
	case cardBack: // the grid has one or two han columns; the limits' tsumo are wide
		f.firstW = math.Ceil(math.Max(f.contentW*0.44, l.gridMinWidth(s.Tables[0])))
		gridW = f.firstW
	}
	blocks := l.blocks(s, f.contentW, gridW)

	// Grids stretch their rows to fill each run of blocks that starts a page.
	start := 0
	for i := range blocks {
		if i == len(blocks)-1 || blocks[i+1].newPage {
			l.stretchRows(blocks[start:i+1], f.bottom-f.top, f.contentW, f.colW, f.columns)
			l.formRows(blocks[start:i+1], f.bottom-f.top, f.contentW)
			start = i + 1
		}
	}

	f.newPage()
	for i := 0; i < len(blocks); i++ {
		b := blocks[i]
		if first, rest, ok := f.split(b, i > 0); ok {
			blocks = slices.Replace(blocks, i, i+1, first, rest)
			i-- // place the first part now
			continue
		}
		if b.newPage && i > 0 {
			f.newPage()
			f.current = 0
		}
		if !b.span && f.columns > 1 {
			f.placeInColumn(b)
		} else {
			f.placeAcross(b)
		}
	}
}

// narrowGridW is the width of the grids of s in the narrow side
// arrangement: the least their numbers need, half the content width or
// more; 0 where that leaves the notes less than 30% of it.
func (l *layouter) narrowGridW(s sheet.Sheet, contentW float64) float64 {
	least := contentW * 0.5
	for _, t := range s.Tables {
		if fuRowsGrid(t) {
			least = math.Max(least, l.gridMinWidth(t))
		}
	}
	if least = math.Ceil(least); least > 0.7*contentW {
		return 0
	}
	return least
}

// flow places blocks on pages: in columns, or across the page.
type flow struct {
	l              *layouter
	contentW, colW float64
	firstW         float64 // the first column's width where it differs from colW (a card's back); 0 otherwise
	top, bottom    float64
	columns        int
	colY           []float64 // how far down each column is filled
	// inOrder: a list of many tables (the yaku list) is read column by
	// column: each table goes below the one before it, or at the top of the
	// next column. Other sheets put each block in the shortest column.
	inOrder bool
	current int // the column being filled, in order
}

// newPage starts a page with every column empty.
func (f *flow) newPage() {
	f.l.pages = append(f.l.pages, Page{W: f.l.w, H: f.l.h})
	f.colY = make([]float64, f.columns)
	for i := range f.colY {
		f.colY[i] = f.top
	}
}

// add draws items on the current page.
func (f *flow) add(items []Item) {
	p := &f.l.pages[len(f.l.pages)-1]
	p.Items = append(p.Items, items...)
}

// split cuts a list longer than the room left into two parts: as many rows
// as fit here, each part with its caption and header. ok is false when the
// list fits, or goes whole to the next page. later: the block is not the
// sheet's first, so a new page it asks for is a new page indeed.
func (f *flow) split(b block, later bool) (first, rest block, ok bool) {
	t := b.list
	if t == nil || len(t.Rows) <= 1 {
		return block{}, block{}, false
	}
	w, y0 := f.colW, 0.0
	switch {
	case b.newPage && later:
		y0 = f.top
	case b.span || f.columns == 1:
		w, y0 = f.acrossW(b), slices.Max(f.colY)
	case f.inOrder:
		y0 = f.colY[f.current]
	default:
		col := slices.Index(f.colY, slices.Min(f.colY))
		_, w = f.column(col)
		y0 = f.colY[col]
	}
	if b.height(w) <= f.bottom-y0 || t.Form && y0 > f.top && b.height(w) <= f.bottom-f.top { // a form that fits a page is never split
		return block{}, block{}, false
	}
	if f.inOrder && !b.span && f.current < f.columns-1 && b.height(w) <= f.bottom-f.top { // read in order, a table that fits a column goes whole to the next one
		return block{}, block{}, false
	}
	fits := func(n int) bool {
		part := *t
		part.Rows = t.Rows[:n]
		return f.l.listBlock(part).height(w) <= f.bottom-y0
	}
	// Each part keeps at least minPart rows: a header over one row reads
	// as a table of its own.
	const minPart = 3
	// count is how many rows go in the first part.
	count := func() int {
		n := sort.Search(len(t.Rows), func(n int) bool { return n > 0 && !fits(n) }) - 1
		if len(t.Rows)-n < minPart {
			n = len(t.Rows) - minPart
		}
		return n
	}
	n := count()
	if n < minPart && y0 > f.top { // too few rows fit here: it goes on from the next page, split only if a page is too short
		y0 = f.top
		n = 0
		if b.height(w) > f.bottom-f.top {
			n = count()
		}
	} else if n < minPart { // rows so tall a page holds fewer
		n = max(n, 1)
	}
	if n < 1 {
		return block{}, block{}, false
	}
	head, tail := *t, *t
	head.Rows, tail.Rows = t.Rows[:n], t.Rows[n:]
	tail.NewPage = false
	first, rest = f.l.listBlock(head), f.l.listBlock(tail)
	if b.form != nil { // the parts keep the rows' height
		first.form.rowH, rest.form.rowH = b.form.rowH, b.form.rowH
	}
	first.span, rest.span = b.span, b.span // a part keeps the list's width
	first.natural, rest.natural = b.natural, b.natural
	return first, rest, true
}

// column returns column c's left edge and width.
func (f *flow) column(c int) (x, w float64) {
	gap, margin := f.l.st.gap, f.l.st.margin
	switch {
	case f.firstW == 0:
		return margin + float64(c)*(f.colW+gap), f.colW
	case c == 0:
		return margin, f.firstW
	}
	rest := (f.contentW - f.firstW - float64(f.columns-1)*gap) / float64(f.columns-1)
	return margin + f.firstW + gap + float64(c-1)*(rest+gap), rest
}

// placeInColumn puts a block in the shortest column (or the current one,
// in order), on a new page when it does not fit.
func (f *flow) placeInColumn(b block) {
	col := 0
	for c := range f.colY {
		if f.colY[c] < f.colY[col] {
			col = c
		}
	}
	_, w := f.column(col)
	h := b.height(w)
	if f.inOrder {
		col = f.current
		for col < f.columns-1 && f.colY[col]+h > f.bottom && f.colY[col] > f.top {
			col++
		}
		f.current = col
	}
	if f.colY[col]+h > f.bottom && f.colY[col] > f.top {
		f.newPage()
		col, f.current = 0, 0
	}
	x, w := f.column(col)
	f.add(b.draw(x, f.colY[col], w))
	f.colY[col] += h + f.l.st.gap
}

// placeAcross puts a block across the page below every column: a grid
// flows over pages, anything else moves whole to a new page.
func (f *flow) placeAcross(b block) {
	y := slices.Max(f.colY)
	if b.grid != nil {
		f.l.rons = append(f.l.rons, b.grid.ron)
		if b.grid.twin != nil {
			f.l.rons = append(f.l.rons, b.grid.twin.ron)
		}
		if b.gridW > 0 && b.gridW < f.contentW { // beside it, the last column stays free
			side := f.columns - 1
			top := y
			pages := len(f.l.pages)
			y = f.l.flowGrid(b.grid, y, f.top, f.bottom, b.gridW, f.newPage, f.add)
			for c := range side {
				f.colY[c] = y + f.l.st.gap
			}
			if len(f.l.pages) == pages {
				f.colY[side] = top
			}
			return
		}
		y = f.l.flowGrid(b.grid, y, f.top, f.bottom, f.contentW, f.newPage, f.add)
	} else {
		w := f.acrossW(b)
		h := b.height(w)
		if b.tight != nil && y+h > f.bottom {
			if th := b.tight.height(w); y+th <= f.bottom {
				b, h = *b.tight, th
			}
		}
		if y+h > f.bottom && y > f.top {
			f.newPage()
			y = f.top
		}
		f.add(b.draw(f.l.st.margin, y, w))
		if w < f.contentW { // the last column stays free beside it
			f.colY[0], f.colY[1], f.colY[2] = y+h+f.l.st.gap, y+h+f.l.st.gap, y
			return
		}
		y += h
	}
	for c := range f.colY {
		f.colY[c] = y + f.l.st.gap
	}
}

// acrossW is the width a block across the page takes: two of three
// columns where its natural width fits them, else the page's. A list is
// split at the width it is drawn at.
func (f *flow) acrossW(b block) float64 {
	if two := 2*f.colW + f.l.st.gap; f.columns == 3 && b.grid == nil && b.natural > 0 && b.natural <= two {
		return two
	}
	return f.contentW
}

// footerLines wraps the footer to the page, leaving room for a page
// number (which a card's sides have not).
func (l *layouter) footerLines() []string {
	if l.pocket {
		return l.wrapAll(l.footer, l.st.small, l.w-2*l.st.margin)
	}
	return l.wrapAll(l.footer, l.st.small, l.w-2*l.st.margin-8)
}

// flowGrid places a grid from y, splitting its rows across pages with the
// header repeated; it returns the y below it.
func (l *layouter) flowGrid(g *gridBlock, y, top, bottom, width float64, newPage func(), add func([]Item)) float64 {
	// A grid that fits on a fresh page starts one rather than split,
	// unless that would leave the page it comes after mostly empty.
	whole := g.headH(l) + float64(len(g.rows))*g.rowH
	if y+whole > bottom && y-top >= 0.3*(bottom-top) && top+whole <= bottom {
		newPage()
		y = top
	}
	first := 0
	for first < len(g.rows) {
		fit := int((bottom - y - g.headH(l)) / g.rowH)
		if left := len(g.rows) - first - fit; left > 0 && left < 3 {
			fit = len(g.rows) - first - 3 // the next part keeps three rows too
		}
		if y > top && (fit < 1 || (fit < len(g.rows)-first && fit < 3)) {
			newPage()
			y = top
			continue
		}
		fit = max(fit, 1) // a page too short for one row still takes one, rather than none forever
		last := min(len(g.rows), first+fit)
		add(g.drawRows(l, l.st.margin, y, width, first, last))
		y += g.headH(l) + float64(last-first)*g.rowH
		first = last
	}
	return y
}

// stretchRows sets the row height of the grids in a page's run of blocks
// so that the run fills the page, within the style's limits.
func (l *layouter) stretchRows(run []block, avail, contentW, colW float64, columns int) {
	var fixed, rows float64
	colH := make([]float64, columns) // filled the way place fills columns
	beside := false                  // the column blocks stand beside a grid
	for _, b := range run {
		switch {
		case b.grid != nil:
			beside = beside || b.gridW > 0 && b.gridW < contentW
			fixed += b.grid.headH(l) + l.st.gap
			rows += float64(len(b.grid.rows))
		case !b.span && columns > 1:
			shortest := 0
			for c := range colH {
				if colH[c] < colH[shortest] {
					shortest = c
				}
			}
			colH[shortest] += b.height(colW) + l.st.gap
		default:
			fixed += b.height(contentW) + l.st.gap
		}
	}
	if !beside {
		fixed += slices.Max(colH)
	}
	rowH := l.st.maxRow
	if rows > 0 {
		rowH = math.Max(l.st.minRow, math.Min(l.st.maxRow, (avail-fixed)/rows))
	}
	for _, b := range run {
		if g := b.grid; g != nil {
			g.rowH = math.Max(rowH, g.minRowH)
			if g.twin != nil {
				g.rowH = math.Max(g.rowH, g.twin.minRowH)
			}
		}
	}
}

// formRows sets the row height of the forms in a page's run of blocks
// (spanning the page, as forms do) so that the run fills the page, up to
// the style's formMax: the rows that need more for their labels keep it,
// the others share what is left. Rows never get lower than the style's
// formRow (the form then goes on over pages).
func (l *layouter) formRows(run []block, avail, contentW float64) {
	if !slices.ContainsFunc(run, func(b block) bool { return b.form != nil }) {
		return
	}
	var forms []*formLayout
	var needs []float64
	fixed := -l.st.gap + 0.1 // a gap between blocks, none after the last; 0.1 mm: sums of rows do not quite add up
	for _, b := range run {
		fixed += l.st.gap
		switch {
		case b.form != nil:
			forms = append(forms, b.form)
			fixed += b.form.chrome(contentW)
			needs = append(needs, b.form.rowNeeds(contentW)...)
		case b.grid != nil:
			fixed += b.grid.headH(l) + float64(len(b.grid.rows))*b.grid.rowH
		default:
			fixed += b.height(contentW)
		}
	}
	// The rows under rowH take it; the taller keep their need. Each pass
	// lowers rowH where rows it counted as short turn out taller.
	rowH := l.st.formMax
	for range 3 {
		left, short := avail-fixed, 0
		for _, n := range needs {
			if n > rowH {
				left -= n
			} else {
				short++
			}
		}
		if short == 0 {
			break
		}
		rowH = math.Min(l.st.formMax, left/float64(short))
	}
	for _, f := range forms {
		f.rowH = math.Max(rowH, l.st.formRow)
	}
}

func (l *layouter) wrapAll(paragraphs []string, size, width float64) []string {
	var lines []string
	for _, p := range paragraphs {
		lines = append(lines, l.wrap(p, size, false, width)...)
	}
	return lines
}

// drawFooters writes the footer lines at the bottom of every page, and
// page numbers when there is more than one page.
func (l *layouter) drawFooters() {
	st := l.st
	lines := l.footerLines()
	lh := lineH(st.small)
	for i := range l.pages {
		p := &l.pages[i]
		y := l.h - st.margin - float64(len(lines))*lh
		p.Items = append(p.Items, Item{Kind: KindRule, X: round(st.margin), Y: round(y - 0.4*lh), W: round(l.w - 2*st.margin), Line: 0.1})
		for _, line := range lines {
			y += lh
			p.Items = append(p.Items, l.text(st.margin, y-0.25*lh, line, st.small, false))
		}
		if len(l.pages) > 1 && !l.pocket { // each page of a card is a side of its own
			num := pageNumber(i+1, len(l.pages))
			p.Items = append(p.Items, l.text(l.w-st.margin-l.width(num, st.small, true), y-0.25*lh, num, st.small, true))
		}
	}
}
