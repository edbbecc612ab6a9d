package pdf

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

func pageNumber(n, of int) string { return fmt.Sprintf("%d/%d", n, of) }

// blocks turns a sheet into blocks in reading order; a grid not beside
// another is gridW wide.
func (l *layouter) blocks(s sheet.Sheet, contentW, gridW float64) []block {
	st := l.st
	var out []block
	if s.Pocket && s.Heading != "" { // the card's heading (the club, title or rules), on each side, in one small line
		out = append(out, l.paragraphs([]styledText{{l.cardHeading(s, contentW), st.small, true}}, "", 0, true))
	}
	if s.Title != "" && !s.Pocket { // the card's captions say what it is; it has no room for a title
		out = append(out, l.paragraphs([]styledText{{s.Title, st.title, true}}, "", 0, true))
		var intro []styledText
		for _, line := range s.Intro {
			intro = append(intro, styledText{line, st.body, false})
		}
		if len(intro) > 0 {
			out = append(out, l.paragraphs(intro, "", 0, true))
		}
	}
	// Lists read column by column (the yaku list), and wide lists with the
	// same columns (the limit hands and the common hands), line up their
	// value columns.
	l.lined = slices.DeleteFunc(slices.Clone(s.Tables), func(t sheet.Table) bool {
		return t.Kind != sheet.KindList || !s.ColumnMajor && len(t.Columns) < 3
	})
	// On wide pages two grids with the same rows (non-dealer and dealer)
	// stand side by side.
	across := false   // a grid takes the page's width
	var run []runPart // the tables after a grid across, kept for a column run
	for i := 0; i < len(s.Tables); i++ {
		t := s.Tables[i]
		if s.Pocket && i == 0 { // a side's grid follows its heading, on its own page already
			t.NewPage = false
		}
		switch t.Kind {
		case sheet.KindGrid:
			out, run = append(out, l.listRun(run)...), nil
			if s.BothWinners && i+1 < len(s.Tables) {
				if both, split, ok := stacked(t, s.Tables[i+1]); ok { // the dealer's lines below the non-dealer's
					for _, g := range l.gridBlocks(both, gridW, split) {
						out = append(out, block{span: true, newPage: t.NewPage, grid: g, gridW: gridW})
						t.NewPage = false
					}
					i++
					continue
				}
			}
			if contentW >= 250 && i+1 < len(s.Tables) && s.Tables[i+1].Kind == sheet.KindGrid && !s.Tables[i+1].NewPage &&
				len(s.Tables[i+1].Rows) == len(t.Rows) {
				if g := l.twins(t, s.Tables[i+1], contentW); g != nil {
					out = append(out, block{span: true, newPage: t.NewPage, grid: g})
					across = true
					i++
					continue
				}
			}
			grids := l.gridBlocks(t, gridW, 0)
			if prev := len(out) - 1; len(grids) == 1 && i > 0 && s.Tables[i-1].Kind == sheet.KindGrid && len(s.Tables[i-1].Rows) == len(t.Rows) &&
				!t.NewPage && out[prev].grid != nil && out[prev].grid.twin == nil {
				sameSize(out[prev].grid, grids[0]) // one above the other, or over two pages: one size
			}
			for _, g := range grids {
				out = append(out, block{span: true, newPage: t.NewPage, grid: g, gridW: gridW})
				t.NewPage = false
			}
			across = across || gridW >= contentW && !s.Pocket
		default:
			b := l.listBlock(t)
			b.span = b.span && !s.Pocket // on a card's back, beside the grid
			if across && !b.span && !b.newPage {
				run = append(run, runPart{whole: &b})
				continue
			}
			out = append(out, b)
		}
	}
	var remarks, notes, legend, caveats []styledText
	for _, r := range s.Remarks {
		remarks = append(remarks, styledText{r, st.body, false})
	}
	for _, n := range s.Notes {
		notes = append(notes, styledText{n.Mark + "\t" + n.Text, st.body, false})
	}
	if len(s.Legend) > 0 { // one paragraph: the lines are short
		legend = []styledText{{sheet.JoinSentences(s.Legend), st.body, false}}
	}
	for _, c := range s.Caveats {
		caveats = append(caveats, styledText{c, math.Max(st.body*0.9, st.small), false}) // smaller, but not under the sheet's smallest type
	}
	if len(remarks) > 0 {
		run = append(run, runPart{lines: l.paraLines(remarks, "•", 3)})
	}
	if len(notes) > 0 {
		run = append(run, runPart{lines: l.paraLines(notes, "", 3)})
	}
	if len(legend) > 0 {
		run = append(run, runPart{lines: l.paraLines(legend, "", 0)})
	}
	if len(caveats) > 0 {
		run = append(run, runPart{lines: l.paraLines(caveats, "", 0)})
	}
	columns := int(math.Round((contentW + st.gap) / (l.colW + st.gap)))
	if columns == 1 && contentW >= 120 { // A5: two columns of short lines under the grid take less height than one
		columns = 2
	}
	if across && columns > 1 && len(run) > 0 {
		// Under a grid across the page, what follows reads on from column
		// to column, the columns as even as they can be.
		b := l.columnRun(run, columns, 2)
		tight := l.columnRun(run, columns, 1)
		b.tight = &tight
		return append(out, b)
	}
	// The paragraphs after the tables fill whichever column is shortest.
	return append(out, l.listRun(run)...)
}

// paragraphsOf groups lines by paragraph: each ends with the line that
// has space after it.
func paragraphsOf(lines []paraLine) [][]paraLine {
	var out [][]paraLine
	start := 0
	for i, pl := range lines {
		if pl.after > 0 || i == len(lines)-1 {
			out = append(out, lines[start:i+1])
			start = i + 1
		}
	}
	return out
}

// runPart is a part of what follows a grid: paragraphs, which may part
// between lines, or a table kept whole.
type runPart struct {
	lines func(width float64) []paraLine
	whole *block
}

// listRun turns run parts into blocks of their own.
func (l *layouter) listRun(run []runPart) []block {
	var out []block
	for _, p := range run {
		if p.whole != nil {
			out = append(out, *p.whole)
			continue
		}
		lines := p.lines
		out = append(out, block{
			height: func(w float64) float64 { return linesHeight(lines(w)) },
			draw:   func(x, y, w float64) []Item { return l.drawLines(lines(w), x, y) },
		})
	}
	return out
}

// columnRun is what follows a grid (a list, the notes, the legend) across
// the page as one text read down each of n columns in turn, the columns
// as even as the lines allow: a gap around a table, half a line between
// groups of paragraphs. A paragraph parts between columns only where
// each side keeps keep lines or more.
func (l *layouter) columnRun(parts []runPart, n, keep int) block {
	gap := l.st.gap
	colW := func(w float64) float64 { return (w - float64(n-1)*gap) / float64(n) }
	// placed is a line or a table in its column, from its top.
	type placed struct {
		line   paraLine
		whole  *block
		col    int
		top, h float64
	}
	// fill shares the parts out at most limit high a column; ok is false
	// when n columns do not hold them.
	fill := func(w, limit float64) (out []placed, height float64, ok bool) {
		col, y := 0, 0.0
		next := func() bool { col, y = col+1, 0; return col < n }
		table := false // the last thing placed is a table
		for _, part := range parts {
			if part.whole != nil {
				skip := 0.0
				if y > 0 {
					skip = gap
				}
				h := part.whole.height(colW(w))
				if y > 0 && y+skip+h > limit {
					if !next() {
						return nil, 0, false
					}
					skip = 0
				}
				out = append(out, placed{whole: part.whole, col: col, top: y + skip, h: h})
				y += skip + h
				height, table = max(height, y), true
				continue
			}
			for pi, para := range paragraphsOf(part.lines(colW(w))) {
				skip := 0.0
				switch {
				case pi > 0 || y == 0: // a paragraph's own space is after it
				case table:
					skip = gap
				default: // between groups of paragraphs
					skip = lineH(para[0].p.size) / 2
				}
				for len(para) > 0 {
					fit, h := 0, skip
					for fit < len(para) && y+h+lineH(para[fit].p.size) <= limit {
						h += lineH(para[fit].p.size) + para[fit].after
						fit++
					}
					take := fit
					if fit < len(para) { // parts here: keep lines or more on each side, else all to the next column
						take = min(fit, len(para)-keep)
						if take < keep {
							take = 0
						}
					}
					if take == 0 && y == 0 {
						take = max(1, fit) // a column too short for the rules still takes a line
					}
					if take == 0 {
						if !next() {
							return nil, 0, false
						}
						skip = 0
						continue
					}
					top := y + skip
					for _, pl := range para[:take] {
						out = append(out, placed{line: pl, col: col, top: top, h: lineH(pl.p.size) + pl.after})
						top += lineH(pl.p.size) + pl.after
					}
					y = top
					height = max(height, y-para[take-1].after) // the space after a column's last line is no part of it
					para, skip, table = para[take:], 0, false
					if len(para) > 0 && !next() {
						return nil, 0, false
					}
				}
			}
		}
		return out, height, true
	}
	// balanced finds the least column height that holds every part.
	balanced := func(w float64) ([]placed, float64) {
		_, total, _ := fill(w, math.Inf(1))
		lo, hi := total/float64(n), total
		for hi-lo > 0.1 {
			if mid := (lo + hi) / 2; func() bool { _, _, ok := fill(w, mid); return ok }() {
				hi = mid
			} else {
				lo = mid
			}
		}
		out, h, _ := fill(w, hi)
		return out, h
	}
	return block{span: true,
		height: func(w float64) float64 { _, h := balanced(w); return h },
		draw: func(x, y, w float64) []Item {
			all, _ := balanced(w)
			var items []Item
			for _, p := range all {
				at := x + float64(p.col)*(colW(w)+gap)
				if p.whole != nil {
					items = append(items, p.whole.draw(at, y+p.top, colW(w))...)
					continue
				}
				items = append(items, l.drawLines([]paraLine{p.line}, at, y+p.top)...)
			}
			return items
		},
	}
}

// twins sizes two grids of the same rows to stand side by side across
// width, or returns nil where they do not fit: in halves, unless a grid
// would have to set the words after its numbers smaller than its style's
// ("4 000 с каждого"); then each takes the width it needs, and a share
// of what is left.
func (l *layouter) twins(a, b sheet.Table, width float64) *gridBlock {
	avail := width - l.st.gap
	try := func(share float64) (*gridBlock, bool) {
		left, right := l.gridBlocks(a, avail*share, 0), l.gridBlocks(b, avail*(1-share), 0)
		if len(left) != 1 || len(right) != 1 {
			return nil, false
		}
		g := pair(left[0], right[0])
		g.share = share
		return g, left[0].suffix == l.st.suffix && right[0].suffix == l.st.suffix
	}
	even, whole := try(0.5)
	if whole {
		return even
	}
	needA, needB := l.gridMinWidth(a), l.gridMinWidth(b)
	if by, whole := try(needA / (needA + needB)); by != nil && (whole || even == nil || by.suffix > even.suffix) {
		return by
	}
	return even
}

// stacked is two grids of one shape as one, each cell the first's lines
// above the second's (both winners on a card), under the first's caption;
// split is where the second's lines start. ok is false when the grids'
// columns, rows or first lines differ.
func stacked(first, second sheet.Table) (both sheet.Table, split int, ok bool) {
	if second.Kind != sheet.KindGrid || second.NewPage || !slices.Equal(first.Columns, second.Columns) || len(first.Rows) != len(second.Rows) ||
		len(first.Rows) == 0 || len(first.Rows[0].Cells) == 0 {
		return sheet.Table{}, 0, false
	}
	split = len(first.Rows[0].Cells[0].Lines)
	both = first
	both.Rows = make([]sheet.Row, len(first.Rows))
	for i, r := range first.Rows {
		other := second.Rows[i]
		if other.Label != r.Label || len(other.Cells) != len(r.Cells) {
			return sheet.Table{}, 0, false
		}
		r.Cells = slices.Clone(r.Cells)
		for j, c := range r.Cells {
			if len(c.Lines) != split {
				return sheet.Table{}, 0, false
			}
			r.Cells[j].Lines = append(slices.Clip(c.Lines), other.Cells[j].Lines...)
		}
		both.Rows[i] = r
	}
	return both, split, true
}

// cardHeading is a pocket card's heading in one line of width: where the
// whole is wider, the club's name or title in it is cut at the last word
// (or, for a single long word, character) that fits and ends with an
// ellipsis, so that the rule set and the honba always show and the grid
// keeps its side. The PDF's subject still names the club in full. The
// heading is already at the card's smallest type, so it is not shrunk.
func (l *layouter) cardHeading(s sheet.Sheet, width float64) string {
	size := l.st.small
	before, after, found := strings.Cut(s.Heading, s.HeadingName)
	if s.HeadingName == "" || !found || l.width(s.Heading, size, true) <= width {
		return s.Heading
	}
	fits := func(name string) bool { return l.width(before+name+"…"+after, size, true) <= width }
	name := []rune(s.HeadingName)
	cut := ""
	for n := len(name) - 1; n > 0; n-- {
		short := strings.TrimRightFunc(string(name[:n]), isCutPunct)
		if short == "" || !fits(short) {
			continue
		}
		if cut == "" {
			cut = short // the most characters that fit
		}
		if n < len(name) && unicode.IsSpace(name[n]) {
			return before + short + "…" + after // the last whole word that fits
		}
		if isCJK(name[n-1]) || isCJK(name[n]) {
			return before + short + "…" + after // CJK breaks between any two characters
		}
	}
	return before + cut + "…" + after
}

// isCutPunct: a character a shortened name does not end in before its
// ellipsis (a space, a comma, a dash, a middle dot).
func isCutPunct(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) && r != ')' && r != '）'
}

// styledText is a paragraph with its size and weight.
type styledText struct {
	text string
	size float64
	bold bool
}

// paragraphs is a block of wrapped paragraphs. With indent > 0 each
// paragraph hangs after a lead: bullet, or the text before a tab (a
// footnote mark, drawn superscript).
func (l *layouter) paragraphs(ps []styledText, bullet string, indent float64, span bool) block {
	lines := l.paraLines(ps, bullet, indent)
	return block{span: span,
		height: func(w float64) float64 { return linesHeight(lines(w)) },
		draw:   func(x, y, w float64) []Item { return l.drawLines(lines(w), x, y) },
	}
}

// paraLine is one wrapped line of a block of paragraphs.
type paraLine struct {
	text string
	p    styledText // its paragraph's size and weight
	hang float64    // its indent
	// lead: the first line's hanging lead (a bullet, a footnote mark),
	// leadSize its size and raise how far it is raised.
	lead            string
	leadSize, raise float64
	after           float64 // the space after it: after a paragraph's last line
}

// paraLines wraps paragraphs into lines at a width (see paragraphs).
func (l *layouter) paraLines(ps []styledText, bullet string, indent float64) func(width float64) []paraLine {
	return func(width float64) []paraLine {
		var out []paraLine
		for _, p := range ps {
			lead, text := bullet, p.text
			if m, rest, ok := strings.Cut(p.text, "\t"); ok {
				lead, text = m, rest
			}
			leadSize, raise := p.size, 0.0
			if bullet == "" { // a footnote's mark, raised
				leadSize, raise = math.Max(p.size*0.7, l.st.mark), p.size*ptMM*0.3
			}
			hang := indent
			if lead != "" { // a full-width bullet needs more room
				hang = math.Max(indent, l.width(lead, leadSize, p.bold)+0.8)
			}
			wrapped := l.wrap(text, p.size, p.bold, width-hang)
			for i, line := range wrapped {
				pl := paraLine{text: line, p: p, hang: hang}
				if i == 0 && lead != "" {
					pl.lead, pl.leadSize, pl.raise = lead, leadSize, raise
				}
				if i == len(wrapped)-1 {
					pl.after = lineH(p.size) * 0.2
				}
				out = append(out, pl)
			}
		}
		return out
	}
}

// linesHeight is the height lines take, one below the other.
func linesHeight(lines []paraLine) float64 {
	h := 0.0
	for _, pl := range lines {
		h += lineH(pl.p.size) + pl.after
	}
	return h
}

// drawLines draws lines one below the other from x, y.
func (l *layouter) drawLines(lines []paraLine, x, y float64) []Item {
	var items []Item
	for _, pl := range lines {
		lh := lineH(pl.p.size)
		y += lh
		if pl.lead != "" {
			items = append(items, l.text(x, y-0.25*lh-pl.raise, pl.lead, pl.leadSize, pl.p.bold))
		}
		items = append(items, l.text(x+pl.hang, y-0.25*lh, pl.text, pl.p.size, pl.p.bold))
		y += pl.after
	}
	return items
}

// listBlock lays out a table of labelled rows (limits, fu chart), or a
// form to fill in (see formBlock).
func (l *layouter) listBlock(t sheet.Table) block {
	if t.Form {
		return l.formBlock(t)
	}
	ll := listLayout{l: l, t: t, pad: l.st.table * ptMM * 0.5,
		hasDetail: slices.ContainsFunc(t.Rows, func(r sheet.Row) bool { return r.Detail != "" || r.Hand != nil }),
		hasHand:   slices.ContainsFunc(t.Rows, func(r sheet.Row) bool { return r.Hand != nil }),
		hasBlank: slices.ContainsFunc(t.Rows, func(r sheet.Row) bool {
			return slices.ContainsFunc(r.Cells, func(c sheet.Cell) bool {
				return slices.ContainsFunc(c.Lines, func(l sheet.Line) bool { return l.Blank })
			})
		}),
	}
	// Lists of questions, lists of many columns too wide for a page column,
	// and a described list that starts a page of its own (the yakuman),
	// take the page's width.
	span := len(t.Columns) > 2 && ll.natural() > l.colW || t.Practice || t.NewPage && ll.hasDetail
	natural := 0.0
	if span && !t.Practice && !ll.hasDetail {
		natural = ll.least()
	}
	return block{span: span, newPage: t.NewPage, list: &t, natural: natural,
		height: func(w float64) float64 { m := ll; m.measure = true; _, h := m.lay(0, 0, w); return h },
		draw:   func(x, y, w float64) []Item { items, _ := ll.lay(x, y, w); return items },
	}
}

// listLayout lays out one list table at any width.
type listLayout struct {
	l         *layouter
	t         sheet.Table
	pad       float64
	hasDetail bool // a row has a description or a hand under its label
	measure   bool // only the height is wanted: rows draw no items
	hasHand   bool // a row draws tiles
	hasBlank  bool // a cell is left blank to write an answer in
}

// natural is the width a list needs at the style's size: its widest
// label, and its columns as wide as their widest value or heading word.
func (ll listLayout) natural() float64 {
	size := ll.l.st.table
	label, value := ll.widths(size)
	for _, head := range ll.t.Columns {
		for _, word := range ll.words(head) {
			value = math.Max(value, ll.l.width(word, size, true))
		}
	}
	return label + 2*ll.pad + float64(len(ll.t.Columns))*(value+2*ll.pad)
}

// least is the least width a list needs at the style's size: its natural
// width, or less where each column takes its own width and its heading
// wraps between words into two lines at most (see uneven and header): the
// limit hands' narrow han beside their wide dealer's tsumo "48 000 od
// każdego" take two of three page columns. A list with blanks to write
// in keeps its natural width, and so does every list but in the snug
// arrangement (see layPart).
func (ll listLayout) least() float64 {
	size := ll.l.st.table
	natural := ll.natural()
	if ll.hasBlank || !ll.l.snug {
		return natural
	}
	label, _ := ll.widths(size)
	need := label + 2*ll.pad + wrapSlack
	for i, w := range ll.ownWidths(size, ll.pad, false) {
		if len(ll.l.wrap(ll.t.Columns[i], size, true, w-2*ll.pad)) > 2 {
			return natural
		}
		need += w
	}
	return math.Min(natural, need)
}

// listGeometry is a list's type size and column widths at one width.
type listGeometry struct {
	size, labelW, colW, width float64
	headSize                  float64 // the headings', smaller where a word would not fit its column
	// wrap: the values do not fit beside each other even at the floor
	// size: one too wide for its column breaks over lines (see valueLines).
	wrap bool
	pad  float64 // between a column's edge and its text
	// cols: each column's own width, where columns of one width do not
	// fit at the floor size but columns as wide as their own values do
	// (a limit hand's ron beside its dealer's tsumo "4 000 od każdego");
	// nil: every column colW wide.
	cols []float64
}

// col is where column i starts, from the label column's right edge, and
// its width.
func (g listGeometry) col(i int) (from, w float64) {
	if g.cols == nil {
		return float64(i) * g.colW, g.colW
	}
	for _, c := range g.cols[:i] {
		from += c
	}
	return from, g.cols[i]
}

// widths measures the widest label and the widest value at size pt: of
// the table, and of every table it lines up with.
func (ll listLayout) widths(size float64) (label, value float64) {
	for _, word := range ll.words(ll.t.Corner) { // the corner wraps, but not inside a word
		label = math.Max(label, ll.l.width(word, size, true))
	}
	for _, r := range ll.rows() {
		label = math.Max(label, ll.l.width(r.Label, size, r.Strong))
		for _, c := range r.Cells {
			for _, line := range c.Lines {
				value = math.Max(value, ll.l.width(line.Text, size, line.Strong))
			}
		}
	}
	return label, value
}

// rows are the table's rows and those of every table it lines up with.
func (ll listLayout) rows() []sheet.Row {
	rows := ll.t.Rows
	for _, t := range ll.l.lined {
		if slices.Equal(t.Columns, ll.t.Columns) {
			rows = append(slices.Clip(rows), t.Rows...)
		}
	}
	return rows
}

// geometry shrinks the type until the values fit beside the labels, which
// take up to a third of the width (longer ones wrap), and shares the width
// out between labels and value columns.
func (ll listLayout) geometry(width float64) listGeometry {
	// A table of many columns (the gaps, a worked example) shrinks down
	// to the sheet's smallest type; then its labels and values break over
	// lines (a range after its dash, a hand between words) rather than
	// shrink further, unless a heading's word would not fit its column. A
	// list of one or two columns shrinks down to the sheet's smallest type
	// too, then gives each column its own width (see uneven).
	g := ll.geometryAt(width, ll.l.st.small)
	if len(ll.t.Columns) <= 2 || !g.wrap || ll.headsFit(g) {
		return g
	}
	return ll.geometryAt(width, 0)
}

// headsFit reports whether every word of the headings fits its column.
func (ll listLayout) headsFit(g listGeometry) bool {
	for i, head := range ll.t.Columns {
		_, colW := g.col(i)
		for _, word := range ll.words(head) {
			if ll.l.width(word, g.headSize, true) > colW-2*g.pad {
				return false
			}
		}
	}
	return true
}

// geometryAt is geometry with the type shrinking to no less than floor pt.
func (ll listLayout) geometryAt(width, floor float64) listGeometry {
	n := float64(len(ll.t.Columns))
	pad := ll.pad
	size := ll.l.st.table
	labelMax, valueMax := ll.widths(size)
	labelW := math.Min(labelMax+2*pad, width/3)
	wrap := false
	if need := labelW + n*(valueMax+2*pad); need > width && n > 2 {
		// a table of many columns keeps its size where columns of their
		// own widths fit (the final scores' worked example beside its table)
		if g, ok := ll.uneven(size, pad, labelW, labelMax, width, false); ok {
			return g
		}
	}
	if need := labelW + n*(valueMax+2*pad); need > width { // the texts shrink, not the padding
		size = math.Max(floor, size*(width-labelW-n*2*pad)/(need-labelW-n*2*pad))
		if size == floor { // at the floor the padding is the floor's, whatever the scale
			pad = size * ptMM * 0.5
		}
		labelMax, valueMax = ll.widths(size)
		labelW = math.Min(labelMax+2*pad, width/3)
		if labelW+n*(valueMax+2*pad) > width*1.0001 { // columns of their own widths, else the labels break between words
			if g, ok := ll.uneven(size, pad, labelW, labelMax, width, false); ok {
				return g
			}
			labelW = math.Min(labelW, ll.labelWordWidth(size)+2*pad)
		}
		if labelW+n*(valueMax+2*pad) > width*1.0001 {
			if g, ok := ll.uneven(size, pad, labelW, labelMax, width, false); ok {
				return g
			}
			wrap = true
			valueMax = ll.pieceWidth(size)
		}
	}
	labelNeed := labelW
	for _, head := range ll.t.Columns { // a heading wraps, but not inside a word
		for _, word := range ll.words(head) {
			valueMax = math.Max(valueMax, ll.l.width(word, size, true))
		}
	}
	colW := math.Max(valueMax+2*pad, math.Min(13, (width-labelW)/n))
	if ll.hasBlank { // room to write an answer by hand
		colW = math.Max(colW, 32)
	}
	colW = math.Min(colW, (width-labelW)/n) // the labels keep their room; a long heading breaks
	// Labels get what is left, but no more than twice what they need:
	// on wide pages the values stay near their labels.
	labelW = math.Min(width-n*colW, 2*(labelMax+2*pad))
	colW = math.Min((width-labelW)/n, 1.6*colW)
	if wrap && !ll.hasDetail && !ll.hasBlank { // values that break over lines take the room the labels do not need
		labelW = labelNeed + wrapSlack // a little more: a label wraps at no width it fits
		colW = (width - labelW) / n
	}
	if ll.hasDetail { // descriptions take all the room the values leave
		labelW = width - n*colW
	}
	// A heading wraps between words; one word too wide for its column is
	// set smaller, down to 60% of the values' size and never under the
	// sheet's smallest type, rather than broken.
	headSize := size
	for _, head := range ll.t.Columns {
		for _, word := range ll.words(head) {
			if w := ll.l.width(word, size, true); w > colW-2*pad {
				headSize = math.Min(headSize, math.Max(math.Max(0.6*size, ll.l.st.small), size*(colW-2*pad)/w))
			}
		}
	}
	g := listGeometry{size: size, headSize: headSize, labelW: labelW, colW: colW, width: labelW + n*colW, wrap: wrap, pad: pad}
	if wrap && !ll.headsFit(g) { // a heading's word wider than its column: columns as wide as their own pieces and words
		if u, ok := ll.uneven(size, pad, labelNeed, labelMax, width, true); ok {
			return u
		}
	}
	return g
}

// words are the pieces a heading wraps into, which it never breaks
// inside: its words, the parts of a hyphenated word ("non-" and
// "donneur"), or in Chinese and Japanese its characters, a bracket with
// the one it opens on (see breakable).
func (ll listLayout) words(head string) []string {
	var out []string
	for _, tok := range breakable(head, ll.l.o.terms) {
		out = append(out, tok.text)
	}
	return out
}

// uneven is the geometry at size pt with each column as wide as its own
// widest value or heading word, the labels labelW wide; the room left
// goes to the labels, up to what their widest needs (labelMax), then to
// the columns evenly. ok is false where even that is wider than width.
// With pieces, the values break over lines (see cellLines): a column is
// as wide as its widest piece, and the room left goes to the columns.
func (ll listLayout) uneven(size, pad, labelW, labelMax, width float64, pieces bool) (g listGeometry, ok bool) {
	cols := ll.ownWidths(size, pad, pieces)
	labelW += wrapSlack
	need := labelW
	for _, c := range cols {
		need += c
	}
	if need > width*1.0001 {
		return listGeometry{}, false
	}
	grow := math.Min(width-need, math.Max(0, labelMax+2*pad-labelW))
	if pieces { // values that break over lines take the room first
		grow = 0
	}
	labelW += grow
	for i := range cols {
		cols[i] += (width - need - grow) / float64(len(cols))
	}
	return listGeometry{size: size, headSize: size, labelW: labelW, width: width, pad: pad, cols: cols, wrap: pieces}, true
}

// ownWidths are the columns' own widths at size pt, each its widest
// value (or with pieces, the widest piece a value breaks into) or heading
// word, its padding and a little more (see uneven).
func (ll listLayout) ownWidths(size, pad float64, pieces bool) []float64 {
	cols := make([]float64, len(ll.t.Columns))
	for i, head := range ll.t.Columns {
		for _, word := range ll.words(head) {
			cols[i] = math.Max(cols[i], ll.l.width(word, size, true))
		}
	}
	for _, r := range ll.rows() {
		for i, c := range r.Cells {
			for _, line := range c.Lines {
				markW := 0.0
				if line.Mark != "" {
					markW = ll.l.width(line.Mark, math.Max(size*0.7, ll.l.st.mark), false)
				}
				switch {
				case i >= len(cols):
				case pieces:
					for _, piece := range valuePieces(line.Text, ll.l.o.terms) {
						cols[i] = math.Max(cols[i], ll.l.width(piece.text, size, line.Strong)+markW)
					}
				default:
					cols[i] = math.Max(cols[i], ll.l.width(line.Text, size, line.Strong)+markW)
				}
			}
		}
	}
	for i := range cols {
		cols[i] += 2*pad + wrapSlack
	}
	return cols
}

// labelWordWidth is the width of the widest word of a label at size pt.
func (ll listLayout) labelWordWidth(size float64) float64 {
	widest := 0.0
	for _, r := range ll.rows() {
		for _, tok := range breakable(r.Label, ll.l.o.terms) {
			widest = math.Max(widest, ll.l.width(tok.text, size, r.Strong || r.Detail != ""))
		}
	}
	return widest
}

// pieceWidth is the width of the widest piece a value breaks into at
// size pt (see valuePieces).
func (ll listLayout) pieceWidth(size float64) float64 {
	widest := 0.0
	for _, r := range ll.rows() {
		for _, c := range r.Cells {
			for _, line := range c.Lines {
				for _, piece := range valuePieces(line.Text, ll.l.o.terms) {
					widest = math.Max(widest, ll.l.width(piece.text, size, line.Strong))
				}
			}
		}
	}
	return widest
}

// valuePieces are the pieces a value may break into: a range of numbers
// after its dash ("10,000–" and "11,000"), other values where a line of
// text may break ("2 han" and "110 fu").
func valuePieces(text string, terms []string) []token {
	if before, after, ok := strings.Cut(text, "–"); ok && endsWithNumber(before) && after != "" && isDigit([]rune(after)[0]) {
		return []token{{text: before + "–"}, {text: after}}
	}
	return breakable(text, terms)
}

// cellLines are the lines a cell draws: its lines, each too wide for its
// column broken into pieces that fit where the geometry wraps; a
// footnote mark stays after the last piece.
func (ll listLayout) cellLines(c sheet.Cell, col int, g listGeometry) []sheet.Line {
	if !g.wrap {
		return c.Lines
	}
	_, colW := g.col(col)
	width := colW - 2*g.pad
	var out []sheet.Line
	for _, line := range c.Lines {
		markW := 0.0
		if line.Mark != "" {
			markW = ll.l.width(line.Mark, math.Max(g.size*0.7, ll.l.st.mark), false)
		}
		if line.Blank || ll.l.width(line.Text, g.size, line.Strong)+markW <= width {
			out = append(out, line)
			continue
		}
		var texts []string
		for _, piece := range valuePieces(line.Text, ll.l.o.terms) { // joined again where two fit one line
			sep := ""
			if piece.space {
				sep = " "
			}
			if n := len(texts); n > 0 && ll.l.width(texts[n-1]+sep+piece.text, g.size, line.Strong) <= width {
				texts[n-1] += sep + piece.text
				continue
			}
			texts = append(texts, piece.text)
		}
		for i, text := range texts {
			piece := line
			piece.Text = text
			if i < len(texts)-1 {
				piece.Mark = ""
			}
			out = append(out, piece)
		}
	}
	return out
}

// lay draws the caption, the header and every row at (x, y) within width.
func (ll listLayout) lay(x, y, width float64) (items []Item, h float64) {
	st := ll.l.st
	g := ll.geometry(width)
	items = append(items, ll.l.text(x, y+lineH(st.head)*0.8, ll.t.Caption, st.head, true))
	h = lineH(st.head) * 1.15
	head, headH := ll.header(x, y+h, g)
	items = append(items, head...)
	h += headH
	for _, r := range ll.t.Rows {
		row, rowH := ll.row(r, x, y+h, g)
		items = append(items, row...)
		h += rowH
	}
	items = append(items, Item{Kind: KindRule, X: round(x), Y: round(y + h), W: round(g.width), Line: 0.3})
	return items, h
}

// header draws the grey header row; headings may wrap to two lines.
func (ll listLayout) header(x, y float64, g listGeometry) ([]Item, float64) {
	pad, size := g.pad, g.size
	heads := append([]string{ll.t.Corner}, ll.t.Columns...)
	// The corner's word too wide for the label column is set smaller, as
	// a heading's is, rather than broken.
	cornerSize := size
	for _, word := range ll.words(ll.t.Corner) {
		if w := ll.l.width(word, size, true); w > g.labelW-2*pad {
			cornerSize = math.Min(cornerSize, math.Max(math.Max(0.6*size, ll.l.st.small), size*(g.labelW-2*pad)/w))
		}
	}
	var wrapped [][]string
	headLines := 1
	for i, head := range heads {
		_, colW := g.col(max(0, i-1))
		w, hs := colW-2*pad, g.headSize
		if i == 0 {
			w, hs = g.labelW-2*pad, cornerSize
		}
		lines := ll.l.wrap(head, hs, true, w)
		wrapped = append(wrapped, lines)
		headLines = max(headLines, len(lines))
	}
	headH := float64(headLines)*lineH(size) + pad
	items := []Item{{Kind: KindBox, X: round(x), Y: round(y), W: round(g.width), H: round(headH), Gray: 0.85}}
	for i, lines := range wrapped {
		for j, line := range lines {
			by := y + pad/2 + float64(j+1)*lineH(size) - 0.25*lineH(size)
			if i == 0 {
				items = append(items, ll.l.text(x+pad, by, line, cornerSize, true))
			} else {
				from, colW := g.col(i - 1)
				right := x + g.labelW + from + colW - pad
				items = append(items, ll.l.text(right-ll.l.width(line, g.headSize, true), by, line, g.headSize, true))
			}
		}
	}
	return items, headH
}

// row draws one row: its label (or question number), tiles and
// description on the left, its values right-aligned in their columns.
func (ll listLayout) row(r sheet.Row, x, y float64, g listGeometry) ([]Item, float64) {
	l, pad, size := ll.l, g.pad, g.size
	detailSize := math.Max(size*0.85, l.st.small) // a description, never under the sheet's smallest type
	bold := r.Strong || r.Detail != ""
	// A numbered question keeps its number at the left, beside its text.
	numbered := ll.t.Practice
	indent := 0.0
	var labelLines []string
	if numbered {
		indent = l.width("00", size, true) + 1.5
	} else {
		labelLines = l.wrap(r.Label, size, bold, g.labelW-2*pad)
	}
	textW := g.labelW - 2*pad - indent
	var detailLines []string
	if r.Detail != "" {
		for _, para := range strings.Split(r.Detail, "\n") { // the lines of a fu count
			detailLines = append(detailLines, l.wrap(para, detailSize, false, textW)...)
		}
	}
	var tiles tileRow
	if r.Hand != nil {
		tiles = l.tiles(*r.Hand, size, textW)
	}
	textH := float64(len(labelLines))*lineH(size) + tiles.height + float64(len(detailLines))*lineH(detailSize)
	if numbered && tiles.height == 0 {
		textH = math.Max(textH, lineH(size))
	}
	cellLines := 1 // a cell may stack lines (a gap's hand, then the one that draws level)
	for i, c := range r.Cells {
		cellLines = max(cellLines, len(ll.cellLines(c, i, g)))
	}
	rowH := math.Max(l.st.listRow, math.Max(textH, float64(cellLines)*lineH(size))+pad)
	if ll.hasHand {
		rowH += pad
	}
	if ll.hasBlank { // room to write by hand
		rowH = math.Max(rowH, 3*lineH(size))
	}
	if ll.measure {
		return nil, rowH
	}
	items := []Item{{Kind: KindRule, X: round(x), Y: round(y), W: round(g.width), Line: 0.1}}
	top := y + (rowH-textH)/2
	if numbered {
		numBase := top + 0.75*lineH(size)
		if tiles.height > 0 {
			numBase = top + tiles.tileH/2 + size*ptMM*0.35
		}
		items = append(items, l.text(x+pad, numBase, r.Label, size, true))
	}
	for j, line := range labelLines {
		items = append(items, l.text(x+pad, top+float64(j+1)*lineH(size)-0.25*lineH(size), line, size, bold))
	}
	top += float64(len(labelLines)) * lineH(size)
	if tiles.height > 0 {
		items = append(items, tiles.draw(x+pad+indent, top)...)
		top += tiles.height
	}
	for j, line := range detailLines {
		items = append(items, l.text(x+pad+indent, top+float64(j+1)*lineH(detailSize)-0.25*lineH(detailSize), line, detailSize, false))
	}
	return append(items, ll.values(r, x, y+rowH/2-float64(cellLines-1)*lineH(size)/2+size*ptMM*0.35, g)...), rowH
}

// values draws a row's cells right-aligned, a cell's first line on the
// baseline first, the next below it: a blank answer as a line to write
// on, a footnote mark raised after its value.
func (ll listLayout) values(r sheet.Row, x, first float64, g listGeometry) []Item {
	l, pad, size := ll.l, g.pad, g.size
	var items []Item
	for i, c := range r.Cells {
		from, colW := g.col(i)
		right := x + g.labelW + from + colW - pad
		for j, line := range ll.cellLines(c, i, g) {
			base := first + float64(j)*lineH(size)
			textX := right - l.width(line.Text, size, line.Strong)
			if line.Blank { // a line to write on, then the unit
				start := x + g.labelW + from + pad
				items = append(items, Item{Kind: KindRule, X: round(start), Y: round(base + 0.6), W: round(textX - 1 - start), Line: 0.3})
			}
			markAt := math.Max(size*0.7, l.st.mark)
			if line.Mark != "" { // room for a footnote mark, raised after the value
				textX -= l.width(line.Mark, markAt, false)
			}
			if line.Text != "" {
				items = append(items, l.text(textX, base, line.Text, size, line.Strong))
			}
			if line.Mark != "" { // drawn after the value, so that it is read after it
				items = append(items, l.mark(textX+l.width(line.Text, size, line.Strong), base-size*ptMM*0.3, line.Mark, markAt))
			}
		}
	}
	return items
}
