package pdf

import (
	"math"
	"slices"
	"sort"

	"hayami/render/sheet"
)

// block is one part of a sheet: it knows its height at a width and how to draw itself.
type block struct {
	span    bool // spans the page; otherwise it fits one column
	newPage bool
	grid    *gridBlock                  // set for grids, whose rows can stretch and split across pages
	list    *sheet.Table                // set for lists, which go on in parts when longer than the room left
	height  func(width float64) float64 // of blocks other than grids
	draw    func(x, y, width float64) []Item
}

// place flows the sheet's blocks onto pages.
func (l *layouter) place(s sheet.Sheet) {
	st := l.st
	contentW := l.w - 2*st.margin
	top := st.margin
	bottom := l.h - st.margin - float64(len(l.footerLines()))*lineH(st.small) - st.gap

	blocks := l.blocks(s, contentW)
	columns := 1
	switch {
	case contentW >= 250:
		columns = 3
	case contentW >= 170:
		columns = 2
	}
	colW := (contentW - float64(columns-1)*st.gap) / float64(columns)

	// Grids stretch their rows to fill each run of blocks that starts a page.
	start := 0
	for i := range blocks {
		if i == len(blocks)-1 || blocks[i+1].newPage {
			l.stretchRows(blocks[start:i+1], bottom-top, contentW, colW, columns)
			start = i + 1
		}
	}

	var colY []float64
	newPage := func() {
		l.pages = append(l.pages, Page{W: l.w, H: l.h})
		colY = make([]float64, columns)
		for i := range colY {
			colY[i] = top
		}
	}
	add := func(items []Item) {
		p := &l.pages[len(l.pages)-1]
		p.Items = append(p.Items, items...)
	}
	// A list of many tables (the yaku list) is read column by column: each
	// table goes below the one before it, or at the top of the next column.
	// Other sheets put each block in the shortest column.
	inOrder := s.ColumnMajor
	current := 0
	newPage()
	for i := 0; i < len(blocks); i++ {
		b := blocks[i]
		// A list longer than the room left goes on in parts: as many rows
		// as fit here, each part with its caption and header.
		if t := b.list; t != nil && len(t.Rows) > 1 {
			w, y0 := colW, colY[0]
			switch {
			case b.newPage && i > 0:
				y0 = top
			case b.span || columns == 1:
				w, y0 = contentW, slices.Max(colY)
			case inOrder:
				y0 = colY[current]
			default:
				y0 = slices.Min(colY)
			}
			if b.height(w) > bottom-y0 {
				fits := func(n int) bool {
					part := *t
					part.Rows = t.Rows[:n]
					return l.listBlock(part).height(w) <= bottom-y0
				}
				n := sort.Search(len(t.Rows), func(n int) bool { return n > 0 && !fits(n) }) - 1
				if n < 1 && y0 > top { // not one row fits here: it goes on from the next page, split only if a page is too short
					y0 = top
					n = 0
					if b.height(w) > bottom-top {
						n = sort.Search(len(t.Rows), func(n int) bool { return n > 0 && !fits(n) }) - 1
					}
				}
				if n >= 1 {
					first, rest := *t, *t
					first.Rows, rest.Rows = t.Rows[:n], t.Rows[n:]
					rest.NewPage = false
					firstPart, restPart := l.listBlock(first), l.listBlock(rest)
					firstPart.span, restPart.span = b.span, b.span // a part keeps the list's width
					blocks = slices.Replace(blocks, i, i+1, firstPart, restPart)
					i-- // place the first part now
					continue
				}
			}
		}
		if b.newPage && i > 0 {
			newPage()
			current = 0
		}
		if !b.span && columns > 1 {
			col := 0
			for c := range colY {
				if colY[c] < colY[col] {
					col = c
				}
			}
			h := b.height(colW)
			if inOrder {
				col = current
				for col < columns-1 && colY[col]+h > bottom && colY[col] > top {
					col++
				}
				current = col
			}
			if colY[col]+h > bottom && colY[col] > top {
				newPage()
				col, current = 0, 0
			}
			add(b.draw(st.margin+float64(col)*(colW+st.gap), colY[col], colW))
			colY[col] += h + st.gap
			continue
		}
		y := colY[0]
		for _, c := range colY {
			y = math.Max(y, c)
		}
		if b.grid != nil {
			y = l.flowGrid(b.grid, y, top, bottom, contentW, newPage, add)
		} else {
			h := b.height(contentW)
			if y+h > bottom && y > top {
				newPage()
				y = top
			}
			add(b.draw(st.margin, y, contentW))
			y += h
		}
		for c := range colY {
			colY[c] = y + st.gap
		}
	}
}

// footerLines wraps the footer to the page, leaving room for a page number.
func (l *layouter) footerLines() []string {
	return l.wrapAll(l.footer, l.st.small, l.w-2*l.st.margin-8)
}

// flowGrid places a grid from y, splitting its rows across pages with the
// header repeated; it returns the y below it.
func (l *layouter) flowGrid(g *gridBlock, y, top, bottom, width float64, newPage func(), add func([]Item)) float64 {
	// A grid that fits on a fresh page starts one rather than split.
	whole := g.headH() + float64(len(g.rows))*g.rowH
	if y+whole > bottom && y > top && top+whole <= bottom {
		newPage()
		y = top
	}
	first := 0
	for first < len(g.rows) {
		fit := int((bottom - y - g.headH()) / g.rowH)
		if y > top && (fit < 1 || (fit < len(g.rows)-first && fit < 3)) {
			newPage()
			y = top
			continue
		}
		fit = max(fit, 1) // a page too short for one row still takes one, rather than none forever
		last := min(len(g.rows), first+fit)
		add(g.drawRows(l, l.st.margin, y, width, first, last))
		y += g.headH() + float64(last-first)*g.rowH
		first = last
	}
	return y
}

// stretchRows sets the row height of the grids in a page's run of blocks
// so that the run fills the page, within the style's limits.
func (l *layouter) stretchRows(run []block, avail, contentW, colW float64, columns int) {
	var fixed, rows float64
	colH := make([]float64, columns) // filled the way place fills columns
	for _, b := range run {
		switch {
		case b.grid != nil:
			fixed += b.grid.headH() + l.st.gap
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
	fixed += slices.Max(colH)
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
		if len(l.pages) > 1 {
			num := pageNumber(i+1, len(l.pages))
			p.Items = append(p.Items, l.text(l.w-st.margin-l.width(num, st.small, true), y-0.25*lh, num, st.small, true))
		}
	}
}
