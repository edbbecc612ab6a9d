package hand

import "slices"

// Yaku is a yaku a reading makes, with its han for this hand.
type Yaku struct {
	ID  string `json:"id"` // as in the yaku list: "pinfu", "iipeikou", "sanankou", …
	Han int    `json:"han"`
}

// readingYaku lists the yaku that depend on how the hand is read: pinfu,
// iipeikou or ryanpeikou, sanankou (suuankou counted as 13), toitoi,
// sanshoku doujun and doukou, ittsu, chanta or junchan. The others
// (riichi, tanyao, yakuhai, flushes, dora…) are the same for every reading.
func readingYaku(h Hand, rd Reading) []Yaku {
	closed := !h.Open()
	openHan := func(closedHan, openHan int) int {
		if closed {
			return closedHan
		}
		return openHan
	}
	var out []Yaku
	if rd.Pinfu {
		out = append(out, Yaku{"pinfu", 1})
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
			out = append(out, Yaku{"ryanpeikou", 3})
		case peikou == 1:
			out = append(out, Yaku{"iipeikou", 1})
		}
	}
	switch {
	case concealedTriplets >= 4:
		out = append(out, Yaku{"suuankou", 13})
	case concealedTriplets == 3:
		out = append(out, Yaku{"sanankou", 2})
	}
	if len(triplets) == 4 {
		out = append(out, Yaku{"toitoi", 2})
	}
	for first := range sequences {
		n := Tile(first.Number() - 1)
		if sequences[n] > 0 && sequences[9+n] > 0 && sequences[18+n] > 0 {
			out = append(out, Yaku{"sanshoku", openHan(2, 1)})
			break
		}
	}
	for n := Tile(0); n < 9; n++ {
		if triplets[n] && triplets[9+n] && triplets[18+n] {
			out = append(out, Yaku{"sanshoku-doukou", 2})
		}
	}
	for suit := Tile(0); suit < 27; suit += 9 {
		if sequences[suit] > 0 && sequences[suit+3] > 0 && sequences[suit+6] > 0 {
			out = append(out, Yaku{"ittsu", openHan(2, 1)})
		}
	}
	if outside && len(sequences) > 0 {
		if honours {
			out = append(out, Yaku{"chanta", openHan(2, 1)})
		} else {
			out = append(out, Yaku{"junchan", openHan(3, 2)})
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

// Yakuman reports whether a reading of a hand is a yakuman by its tiles:
// four concealed triplets, big three dragons, little or big four winds,
// all honours, all terminals, all green, nine gates, four quads.
func Yakuman(h Hand, rd Reading) bool {
	tiles := tilesOf(h)
	every := func(f func(Tile) bool) bool { return !slices.ContainsFunc(tiles, func(t Tile) bool { return !f(t) }) }
	green := func(t Tile) bool {
		return t == Green || t.Suit() == 's' && slices.Contains([]int{2, 3, 4, 6, 8}, t.Number())
	}
	if every(Tile.Honour) || every(Tile.Terminal) || every(green) || nineGates(h) {
		return true
	}
	if rd.SevenPairs {
		return false
	}
	if slices.ContainsFunc(rd.Yaku, func(y Yaku) bool { return y.ID == "suuankou" }) {
		return true
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
	return dragons == 3 || winds == 4 || winds == 3 && pairWind || quads == 4
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
