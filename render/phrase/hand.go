package phrase

import (
	"strconv"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// GapHand names a hand that closes a gap: "3 han 40 fu", "mangan", "2× yakuman".
func (b Book) GapHand(h standings.GapHand) string {
	if h.Fu == 0 {
		if h.Limit == table.Yakuman && h.Multi > 1 {
			return b.Text(locale.LimitYakumanN, h.Multi)
		}
		return b.Text(locale.Limit(h.Limit))
	}
	return b.Text(locale.DrillHanFu, h.Han, h.Fu)
}

// Tile is a tile's face as the language draws it: "5" over "p" or "筒",
// or an honour alone.
func (b Book) Tile(t hand.Tile) sheet.Tile {
	if t.Honour() {
		return sheet.Tile{Face: b.Text(locale.TileFace(t))}
	}
	return sheet.Tile{Number: strconv.Itoa(t.Number()), Face: b.Text(locale.TileFace(t))}
}

// tileName names a tile in a sentence: "5p", "5筒", or a wind's name.
func (b Book) tileName(t hand.Tile) string {
	if t.Wind() {
		return b.Text(locale.Wind(t.Number()))
	}
	f := b.Tile(t)
	return f.Number + f.Face
}

// Win says how a hand won, in sentences, as a fu drill asks it:
// "Riichi. Ron on 7p. Seat wind South, round wind East."
func (b Book) Win(h hand.Hand, riichi bool) string {
	key := locale.DrillFuRon
	switch {
	case h.Rinshan:
		key = locale.DrillFuRinshan
	case h.Tsumo:
		key = locale.DrillFuTsumo
	}
	stop := b.Text(locale.DrillFuStop)
	var sentences []string
	if riichi {
		sentences = append(sentences, b.Text(locale.DrillFuRiichi)+stop)
	}
	sentences = append(sentences, b.Text(key, b.tileName(h.Win))+stop,
		b.Text(locale.DrillFuWinds, b.Text(locale.Wind(h.Seat.Number())), b.Text(locale.Wind(h.Round.Number())))+stop)
	return sheet.JoinSentences(sentences)
}

// FuLine writes one line of a fu count: a set's or pair's line names its
// tiles as l has them ("Concealed triplet 999p"); seven pairs states its
// fixed fu; the open-hand minimum, the base it raises and the fu it
// counts as.
func (b Book) FuLine(l hand.Line) string {
	key := locale.FuLine(l.Item)
	switch {
	case l.Tiles != "":
		return b.Text(key, l.Tiles)
	case l.Item == hand.ItemChiitoitsu:
		return b.Text(key, l.Fu)
	case l.Item == hand.ItemOpenMinimum:
		return b.Text(key, table.BaseFu, table.BaseFu+l.Fu)
	}
	return b.Text(key)
}

// FuTotal writes the last line of a fu count: "46 fu, rounded up: 50 fu",
// or just "25 fu" when nothing is rounded.
func (b Book) FuTotal(raw, fu int) string {
	if raw == fu {
		return b.Text(locale.DrillFuAnswer, fu)
	}
	return b.Text(locale.FulineTotal, raw, fu)
}
