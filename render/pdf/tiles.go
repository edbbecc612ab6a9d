package pdf

import (
	"math"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// tileRow is a hand laid out as tiles, ready to draw at a position.
type tileRow struct {
	height float64 // tiles and group labels
	tileH  float64
	draw   func(x, y float64) []Item
}

// tiles lays out a hand in at most width: outlined tiles, a number over
// its suit or an honour alone; the groups apart, the winning tile further
// apart with a heavier outline on a light ground; labels under the melds.
// Tiles shrink to fit the width down to a legible size; below it the groups
// go on over more lines.
func (l *layouter) tiles(hd sheet.Hand, size, width float64) tileRow {
	const minTileW = 6.0 // mm: the suit under the number stays 7 pt or more
	tileW := math.Max(size*ptMM*1.9, minTileW)
	count := 0
	for _, g := range hd.Groups {
		count += len(g.Tiles)
	}
	gap, winGap := 0.45, 0.9 // in tile widths
	need := tileW * (float64(count) + gap*float64(len(hd.Groups)-2) + winGap)
	if need > width {
		tileW = math.Max(tileW*width/need, minTileW)
	}
	tileH := tileW * 1.4
	labelSize := math.Max(size*0.7, 7)
	numberSize := tileH * 0.5 / ptMM
	faceSize := math.Max(numberSize*0.62, 7)
	// Groups in lines: a group that would pass the width starts a new line.
	type placed struct {
		group int
		x     float64 // from the line's left
		line  int
	}
	var layout []placed
	lineLabelled := []bool{false}
	x, line := 0.0, 0
	for gi, g := range hd.Groups {
		if gi > 0 {
			x += tileW * gap
			if g.Win {
				x += tileW * (winGap - gap)
			}
		}
		if w := tileW * float64(len(g.Tiles)); x > 0 && x+w > width {
			x, line = 0, line+1
			lineLabelled = append(lineLabelled, false)
		}
		layout = append(layout, placed{gi, x, line})
		lineLabelled[line] = lineLabelled[line] || g.Label != ""
		x += tileW * float64(len(g.Tiles))
	}
	lineTop := make([]float64, len(lineLabelled)+1)
	for i, labelled := range lineLabelled {
		h := tileH + 0.8 // a little air before the text under the tiles
		if labelled {
			h += lineH(labelSize)
		}
		lineTop[i+1] = lineTop[i] + h
	}
	// fit shrinks a face's type until it fits inside a tile.
	fit := func(s string, size float64, bold bool) float64 {
		if w := l.width(s, size, bold); w > tileW*0.8 {
			size *= tileW * 0.8 / w
		}
		return round(size)
	}
	draw := func(x0, y0 float64) []Item {
		var items []Item
		for _, p := range layout {
			g := hd.Groups[p.group]
			x, y := x0+p.x, y0+lineTop[p.line]
			start := x
			for _, t := range g.Tiles {
				line := 0.25
				if g.Win {
					line = 0.6
					items = append(items, Item{Kind: KindBox, X: round(x + 0.3), Y: round(y + 0.3), W: round(tileW*0.94 - 0.6), H: round(tileH - 0.6), Gray: 0.88})
				}
				items = append(items, Item{Kind: KindFrame, X: round(x), Y: round(y), W: round(tileW * 0.94), H: round(tileH), Line: line})
				center := x + tileW*0.47
				if t.Number == "" {
					s := fit(t.Face, numberSize*0.9, true)
					items = append(items, l.text(center-l.width(t.Face, s, true)/2, y+tileH*0.5+s*ptMM*0.36, t.Face, s, true))
				} else {
					items = append(items, l.text(center-l.width(t.Number, numberSize, true)/2, y+tileH*0.5, t.Number, numberSize, true))
					s := fit(t.Face, faceSize, false)
					items = append(items, l.text(center-l.width(t.Face, s, false)/2, y+tileH*0.86, t.Face, s, false))
				}
				x += tileW
			}
			if g.Label != "" {
				w := l.width(g.Label, labelSize, false)
				items = append(items, l.text(math.Max(start, (start+x)/2-w/2), y+tileH+lineH(labelSize)*0.8, g.Label, labelSize, false))
			}
		}
		return items
	}
	return tileRow{height: lineTop[len(lineLabelled)], tileH: tileH, draw: draw}
}
