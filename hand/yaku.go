package hand

import (
	"slices"

	"github.com/hayami-mahjong/hayami/table"
)

// Yaku is a yaku a reading makes, with its han for this hand.
type Yaku struct {
	ID  string // as in the yaku list: "pinfu", "iipeikou", "sanankou", …
	Han int
}

// readingYaku lists the yaku that depend on how the hand is read: pinfu,
// iipeikou or ryanpeikou, sanankou (suuankou counted as 13), toitoi,
// sanshoku doujun and doukou, ittsu, chanta or junchan. The others
// (riichi, tanyao, yakuhai, flushes, dora…) are the same for every reading.
func readingYaku(h Hand, rd Reading) []Yaku {
	closed := !h.Open()
	var out []Yaku
	add := func(id string) { out = append(out, Yaku{id, table.HanOf(id, !closed)}) }
	if rd.Pinfu {
		add("pinfu")
	}
	sets := rd.Sets[:len(rd.Sets)-1]
	pair := rd.Sets[len(rd.Sets)-1].First
	sequences := map[Tile]int{}
	concealedTriplets, triplets := 0, map[Tile]bool{}
	outside, honours := !pair.Simple(), pair.Honour()
	for i, s := range sets {
		if s.Kind == Sequence {
			sequences[s.First]++
			outside = outside && (s.First.Number() == 1 || s.First.Number() == 7)
			continue
		}
		triplets[s.First] = true
		outside = outside && !s.First.Simple()
		honours = honours || s.First.Honour()
		if !s.Open && !(i == rd.Completed && !h.Tsumo) {
			concealedTriplets++
		}
	}
	if closed { // a closed hand's sequences are all concealed
		peikou := 0
		for _, n := range sequences {
			peikou += n / 2
		}
		switch {
		case peikou >= 2:
			add("ryanpeikou")
		case peikou == 1:
			add("iipeikou")
		}
	}
	switch {
	case concealedTriplets >= 4:
		add("suuankou")
	case concealedTriplets == 3:
		add("sanankou")
	}
	if len(triplets) == 4 {
		add("toitoi")
	}
	for first := range sequences {
		n := Tile(first.Number() - 1)
		if sequences[n] > 0 && sequences[9+n] > 0 && sequences[18+n] > 0 {
			add("sanshoku")
			break
		}
	}
	for n := Tile(0); n < 9; n++ {
		if triplets[n] && triplets[9+n] && triplets[18+n] {
			add("sanshoku-doukou")
		}
	}
	for suit := Tile(0); suit < 27; suit += 9 {
		if sequences[suit] > 0 && sequences[suit+3] > 0 && sequences[suit+6] > 0 {
			add("ittsu")
		}
	}
	if outside && len(sequences) > 0 {
		if honours {
			add("chanta")
		} else {
			add("junchan")
		}
	}
	slices.SortStableFunc(out, func(a, b Yaku) int { return b.Han - a.Han })
	return out
}

// tilesOf lists every tile of a hand, melds included.
func tilesOf(h Hand) []Tile {
	tiles := slices.Clone(h.Concealed)
	for _, m := range h.Melds {
		tiles = append(tiles, m.Tiles...)
	}
	return tiles
}

// YakumanForm is a yakuman a hand makes by its tiles, and the special
// form of it that some rules count double, if the hand is in that form.
type YakumanForm struct {
	ID     string              // as in the yaku list: "suuankou", "daisangen", …
	Double table.DoubleYakuman // suuankou_tanki, junsei_chuuren or daisuushii; "" for none
}

// YakumanOf lists the yakuman a reading of a hand makes by its tiles:
// four concealed triplets (on a single wait, its special form), big three
// dragons, little or big four winds, all honours, all terminals, all
// green, nine gates (on the 9-sided wait, its special form), four quads.
// Thirteen orphans has no reading, so it is not among them.
func YakumanOf(h Hand, rd Reading) []YakumanForm {
	var out []YakumanForm
	add := func(id string, double table.DoubleYakuman) { out = append(out, YakumanForm{id, double}) }
	doubleIf := func(special bool, d table.DoubleYakuman) table.DoubleYakuman {
		if special {
			return d
		}
		return ""
	}
	tiles := tilesOf(h)
	every := func(f func(Tile) bool) bool { return !slices.ContainsFunc(tiles, func(t Tile) bool { return !f(t) }) }
	green := func(t Tile) bool {
		return t == Green || t.Suit() == 's' && slices.Contains([]int{2, 3, 4, 6, 8}, t.Number())
	}
	if !rd.SevenPairs {
		if slices.ContainsFunc(rd.Yaku, func(y Yaku) bool { return y.ID == "suuankou" }) {
			add("suuankou", doubleIf(rd.Wait == Tanki, table.DoubleSuuankouTanki))
		}
		dragons, winds, quads := 0, 0, 0
		for _, s := range rd.Sets {
			switch {
			case s.Kind != Triplet && s.Kind != Quad:
			case s.First.Dragon():
				dragons++
			case s.First.Wind():
				winds++
			}
			if s.Kind == Quad {
				quads++
			}
		}
		pairWind := len(rd.Sets) > 0 && rd.Sets[len(rd.Sets)-1].First.Wind()
		if dragons == 3 {
			add("daisangen", "")
		}
		switch {
		case winds == 4:
			add("daisuushii", table.DoubleDaisuushii)
		case winds == 3 && pairWind:
			add("shousuushii", "")
		}
		if quads == 4 {
			add("suukantsu", "")
		}
	}
	switch {
	case every(Tile.Honour):
		add("tsuuiisou", "")
	case every(Tile.Terminal):
		add("chinroutou", "")
	}
	if every(green) {
		add("ryuuiisou", "")
	}
	if nineGates(h) {
		add("chuuren", doubleIf(pureNineGates(h), table.DoubleJunseiChuuren))
	}
	return out
}

// Yakuman reports whether a reading of a hand is a yakuman by its tiles.
func Yakuman(h Hand, rd Reading) bool { return len(YakumanOf(h, rd)) > 0 }

// Count is how many yakuman the form counts under the rules r: 2 for a
// special form r counts double, else 1.
func (f YakumanForm) Count(r table.Rules) int {
	if f.Double != "" && r.Yakuman.Doubled(f.Double) {
		return 2
	}
	return 1
}

// YakumanCount is how many yakuman the forms make under the rules r, each
// form's Count. (Whether more than one is paid, and up to how many, is
// the payment's: yakuman.stacking, max.)
func YakumanCount(r table.Rules, forms []YakumanForm) int {
	n := 0
	for _, f := range forms {
		n += f.Count(r)
	}
	return n
}

// nineGates reports 1112345678999 of one suit plus one more, closed.
func nineGates(h Hand) bool {
	if h.Open() || len(h.Melds) > 0 || h.Concealed[0].Honour() {
		return false
	}
	var count [9]int
	suit := h.Concealed[0].Suit()
	for _, t := range h.Concealed {
		if t.Honour() || t.Suit() != suit {
			return false
		}
		count[t.Number()-1]++
	}
	for n, want := range [9]int{3, 1, 1, 1, 1, 1, 1, 1, 3} {
		if count[n] < want {
			return false
		}
	}
	return true
}

// hasOpenYaku reports whether an open hand has a yaku: one its reading
// makes (toitoi, sanshoku, ittsu, chanta, …), yakuhai, tanyao where open
// tanyao counts, honitsu or chinitsu, or rinshan kaihou.
func hasOpenYaku(h Hand, rd Reading, openTanyao bool) bool {
	tiles := tilesOf(h)
	suits := map[byte]bool{}
	for _, t := range tiles {
		if !t.Honour() {
			suits[t.Suit()] = true
		}
	}
	yakuhai := slices.ContainsFunc(rd.Sets, func(s Set) bool {
		return (s.Kind == Triplet || s.Kind == Quad) && (s.First.Dragon() || s.First == h.Seat || s.First == h.Round)
	})
	tanyao := openTanyao && !slices.ContainsFunc(tiles, func(t Tile) bool { return !t.Simple() })
	return len(rd.Yaku) > 0 || yakuhai || tanyao || len(suits) <= 1 || h.Rinshan
}

// pureNineGates reports nine gates on the 9-sided wait: the hand without
// its winning tile is 1112345678999 of the suit.
func pureNineGates(h Hand) bool {
	var count [9]int
	for _, t := range h.Concealed {
		count[t.Number()-1]++
	}
	count[h.Win.Number()-1]--
	return count == [9]int{3, 1, 1, 1, 1, 1, 1, 1, 3}
}
