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
	if closed {
		peikou := 0
		for first, n := range sequences {
			if !slices.ContainsFunc(h.Melds, func(m Meld) bool { return m.Kind == Chi && m.Tiles[0] == first }) {
				peikou += n / 2
			}
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
