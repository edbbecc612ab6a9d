package pdf

import (
	"fmt"
	"io"
	"math"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// The N-up card sheet's measures, in millimetres.
const (
	cardSafe   = 3  // nothing is printed nearer a card's edge
	cardBorder = 10 // the least margin around the cards: the printer's border, and the crop marks in it
	// printerBorder is the band along the paper's edges that many home
	// printers cannot print (a quarter of an inch on many lasers): no crop
	// mark lies in it.
	printerBorder = 6
	markGap       = 2    // between a card's corner and its crop mark
	markLen       = 4    // a crop mark's length, where the margin has room
	markLine      = 0.15 // a crop mark's thickness
)

// Rect is a rectangle on a page, in millimetres: X, Y its top-left corner.
type Rect struct{ X, Y, W, H float64 }

// CardSlots returns where the pocket cards go on paper, held portrait: as
// many 85 × 55 mm cards as fit inside a 10 mm border, in columns and rows
// that touch (one cut between two cards), centred; in reading order.
// A4 holds 2 × 5, Letter 2 × 4 (five rows would leave 2 mm, less than a
// home printer's unprintable border), A5 1 × 3.
func CardSlots(paper Paper) []Rect {
	w, h := Card.H, Card.W // the card lies landscape
	cols := int((paper.W - 2*cardBorder) / w)
	rows := int((paper.H - 2*cardBorder) / h)
	x0 := (paper.W - float64(cols)*w) / 2
	y0 := (paper.H - float64(rows)*h) / 2
	var out []Rect
	for r := range rows {
		for c := range cols {
			out = append(out, Rect{round(x0 + float64(c)*w), round(y0 + float64(r)*h), w, h})
		}
	}
	return out
}

// LayCards lays the pocket cards out N-up on the options' paper, portrait
// whatever o.Landscape says: the single cards' layout (a front and a back
// page per winner, see Lay) is copied into each of CardSlots, the winners
// in turn, fronts on the first page and backs on the second, each back's
// column mirrored so that it lands behind its front when the paper is
// printed on both sides and turned on its long edge (which the PDF asks
// for): each card then turns about its short edge, as a single card's
// PDF does. Crop marks in the margin show where to cut.
func LayCards(s sheet.Sheet, doc sheet.Document, o Options) (Layout, error) {
	if !s.Pocket {
		return Layout{}, fmt.Errorf("pdf sheet %s: not a pocket card", s.ID)
	}
	card, err := Lay(s, doc, o)
	if err != nil {
		return Layout{}, err
	}
	paper := o.Paper
	slots := CardSlots(paper)
	if len(slots) == 0 {
		return Layout{}, fmt.Errorf("pdf sheet %s: no card fits on %s paper", s.ID, paper.Name)
	}
	marks := cropMarks(slots, paper)
	if len(card.Pages)%2 != 0 {
		return Layout{}, fmt.Errorf("pdf sheet %s: a card has two sides, not %d pages", s.ID, len(card.Pages))
	}
	kinds := len(card.Pages) / 2 // a card per winner: front and back
	out := card
	out.Pages = nil
	out.Duplex = FlipLongEdge // the paper is portrait
	for side := range 2 {
		page := Page{W: paper.W, H: paper.H}
		for k, slot := range slots {
			if side == 1 { // a back: the mirror image of its front's place
				slot.X = round(paper.W - slot.X - slot.W)
			}
			for _, it := range card.Pages[2*(k%kinds)+side].Items {
				page.Items = append(page.Items, moved(it, slot.X, slot.Y))
			}
		}
		page.Items = append(page.Items, marks...)
		out.Pages = append(out.Pages, page)
	}
	return out, nil
}

// RenderCards lays a pocket card out N-up (LayCards) and writes it as PDF.
func RenderCards(w io.Writer, s sheet.Sheet, doc sheet.Document, o Options, m Meta) error {
	l, err := LayCards(s, doc, o)
	if err != nil {
		return err
	}
	return Write(w, l, o, m)
}

// moved is an item shifted by dx, dy.
func moved(it Item, dx, dy float64) Item {
	it.X, it.Y = round(it.X+dx), round(it.Y+dy)
	if it.Runs != nil {
		runs := make([]Run, len(it.Runs))
		for i, r := range it.Runs {
			r.X = round(r.X + dx)
			runs[i] = r
		}
		it.Runs = runs
	}
	return it
}

// cropMarks draws, in the margin around the cards, a short line in line
// with each cut: above and below each vertical cut, left and right of
// each horizontal one, markGap away from the cards and outside the
// printer's border (on A4, whose cards leave 11 mm above and below,
// the marks there are 3 mm long).
func cropMarks(slots []Rect, paper Paper) []Item {
	left, top := math.Inf(1), math.Inf(1)
	right, bottom := math.Inf(-1), math.Inf(-1)
	var xs, ys []float64
	for _, r := range slots {
		left, top = math.Min(left, r.X), math.Min(top, r.Y)
		right, bottom = math.Max(right, r.X+r.W), math.Max(bottom, r.Y+r.H)
		xs = appendNew(appendNew(xs, r.X), round(r.X+r.W))
		ys = appendNew(appendNew(ys, r.Y), round(r.Y+r.H))
	}
	// length is a mark's length in a margin of m mm.
	length := func(m float64) float64 { return round(min(markLen, m-markGap-printerBorder)) }
	above, below := length(top), length(paper.H-bottom)
	before, after := length(left), length(paper.W-right)
	var items []Item
	for _, x := range xs {
		items = append(items,
			Item{Kind: KindRule, X: x, Y: round(top - markGap - above), H: above, Line: markLine},
			Item{Kind: KindRule, X: x, Y: round(bottom + markGap), H: below, Line: markLine})
	}
	for _, y := range ys {
		items = append(items,
			Item{Kind: KindRule, X: round(left - markGap - before), Y: y, W: before, Line: markLine},
			Item{Kind: KindRule, X: round(right + markGap), Y: y, W: after, Line: markLine})
	}
	return items
}

// appendNew appends v to vs unless vs holds it already.
func appendNew(vs []float64, v float64) []float64 {
	for _, have := range vs {
		if math.Abs(have-v) < 0.01 {
			return vs
		}
	}
	return append(vs, v)
}
