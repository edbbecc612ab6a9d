package hand

import (
	"math/rand/v2"
	"slices"

	"hayami/table"
)

// Deal is a hand dealt for a fu drill.
type Deal struct {
	Hand
	Riichi bool // the winner declared riichi: a closed hand won by ron
}

// Random deals a complete hand for a fu drill under rules r: four sets and
// a pair (now and then seven pairs), some sets called, a winning tile, ron
// or tsumo, and the winds. Every hand can win: a closed hand by riichi or
// menzen tsumo, an open hand by a yaku the dealer checks for (yakuhai,
// tanyao where open tanyao counts, toitoi, honitsu or chinitsu, chanta,
// ittsu, sanshoku, rinshan); no hand is a yakuman. Three-player rules deal
// no 2m–8m, no chi and no north seat. The same generator state gives the
// same hand.
func Random(rng *rand.Rand, r table.Rules) Deal {
	for {
		h, ok := deal(rng, r.Players == 3)
		if !ok {
			continue
		}
		res, err := Count(r.Fu, h)
		if err != nil {
			continue
		}
		if yakuman(h, res.Reading) || h.Open() && !openYaku(h, res.Reading, r.Yaku.OpenTanyao) {
			continue
		}
		return Deal{Hand: h, Riichi: !h.Open() && !h.Tsumo}
	}
}

// deal tries once; it fails when the tiles run out of a kind.
func deal(rng *rand.Rand, sanma bool) (Hand, bool) {
	var count [Kinds]int
	if sanma { // 2m–8m are not in a three-player set
		for t := Tile(1); t <= 7; t++ {
			count[t] = 4
		}
	}
	take := func(tiles ...Tile) bool {
		for _, t := range tiles {
			if count[t] == 4 {
				return false
			}
			count[t]++
		}
		return true
	}
	seats := 4
	if sanma {
		seats = 3
	}
	h := Hand{Seat: East + Tile(rng.IntN(seats)), Round: East + Tile(rng.IntN(2)), Tsumo: rng.IntN(2) == 0}
	if rng.IntN(10) == 0 { // seven pairs
		for len(h.Concealed) < 14 {
			t := Tile(rng.IntN(Kinds))
			if count[t] == 0 && take(t, t) {
				h.Concealed = append(h.Concealed, t, t)
			}
		}
		h.Win = h.Concealed[2*rng.IntN(7)]
		slices.Sort(h.Concealed)
		return h, true
	}
	open := rng.IntN(3) == 0
	var concealedSets [][]Tile
	for range 4 {
		var tiles []Tile
		kind := rng.IntN(10)
		switch {
		case kind < 5: // sequence
			suit := rng.IntN(3)
			first := Tile(suit*9 + rng.IntN(7))
			tiles = []Tile{first, first + 1, first + 2}
		case kind < 9: // triplet
			t := Tile(rng.IntN(Kinds))
			tiles = []Tile{t, t, t}
		default: // quad
			t := Tile(rng.IntN(Kinds))
			tiles = []Tile{t, t, t, t}
		}
		if !take(tiles...) {
			return Hand{}, false
		}
		sequence := tiles[0] != tiles[1]
		switch {
		case len(tiles) == 4 && (open || rng.IntN(2) == 0) && rng.IntN(2) == 0:
			h.Melds = append(h.Melds, Meld{Kind: Kan, Tiles: tiles})
			open = true
		case len(tiles) == 4:
			h.Melds = append(h.Melds, Meld{Kind: Ankan, Tiles: tiles})
		case open && rng.IntN(2) == 0 && len(h.Melds) < 3 && !(sanma && sequence):
			kind := Pon
			if sequence {
				kind = Chi
			}
			h.Melds = append(h.Melds, Meld{Kind: kind, Tiles: tiles})
		default:
			concealedSets = append(concealedSets, tiles)
		}
	}
	pair := Tile(rng.IntN(Kinds))
	if !take(pair, pair) {
		return Hand{}, false
	}
	concealedSets = append(concealedSets, []Tile{pair, pair})
	for _, s := range concealedSets {
		h.Concealed = append(h.Concealed, s...)
	}
	won := concealedSets[rng.IntN(len(concealedSets))]
	h.Win = won[rng.IntN(len(won))]
	if h.Tsumo && len(h.Melds) > 0 && h.Melds[len(h.Melds)-1].Kind >= Kan && rng.IntN(4) == 0 {
		h.Rinshan = true
	}
	slices.Sort(h.Concealed)
	return h, true
}

// tilesOf lists every tile of a hand, melds included.
func tilesOf(h Hand) []Tile {
	tiles := slices.Clone(h.Concealed)
	for _, m := range h.Melds {
		tiles = append(tiles, m.Tiles...)
	}
	return tiles
}

// yakuman reports the yakuman a dealt hand may be: four concealed
// triplets, big three dragons, four winds, all honours, all terminals,
// four quads.
func yakuman(h Hand, rd Reading) bool {
	tiles := tilesOf(h)
	if !slices.ContainsFunc(tiles, func(t Tile) bool { return !t.Honour() }) || !slices.ContainsFunc(tiles, func(t Tile) bool { return t.Simple() || t.Honour() }) {
		return true // all honours, all terminals
	}
	concealed, dragons, winds, quads := 0, 0, 0, 0
	for _, s := range rd.Sets {
		if s.Kind != Triplet && s.Kind != Quad {
			continue
		}
		if !s.Open {
			concealed++
		}
		if s.Kind == Quad {
			quads++
		}
		switch {
		case s.First.Dragon():
			dragons++
		case s.First.Wind():
			winds++
		}
	}
	pairWind := len(rd.Sets) > 0 && rd.Sets[len(rd.Sets)-1].First.Wind()
	return concealed >= 4 || dragons == 3 || winds == 4 || winds == 3 && pairWind || quads == 4
}

// openYaku reports whether an open hand has a yaku the dealer checks for.
func openYaku(h Hand, rd Reading, openTanyao bool) bool {
	if h.Rinshan {
		return true
	}
	tiles := tilesOf(h)
	if openTanyao && !slices.ContainsFunc(tiles, func(t Tile) bool { return !t.Simple() }) {
		return true // tanyao
	}
	suits := map[byte]bool{}
	for _, t := range tiles {
		if !t.Honour() {
			suits[t.Suit()] = true
		}
	}
	if len(suits) <= 1 {
		return true // honitsu, chinitsu
	}
	sets := rd.Sets[:len(rd.Sets)-1]
	pair := rd.Sets[len(rd.Sets)-1].First
	triplets, outside := 0, !pair.Simple()
	sequences := map[Tile]bool{}
	for _, s := range sets {
		if s.Kind == Sequence {
			sequences[s.First] = true
			outside = outside && (s.First.Number() == 1 || s.First.Number() == 7)
			continue
		}
		triplets++
		outside = outside && !s.First.Simple()
		if s.First.Dragon() || s.First == h.Seat || s.First == h.Round {
			return true // yakuhai
		}
	}
	if triplets == 4 || outside && len(sequences) > 0 {
		return true // toitoi, chanta or junchan
	}
	for first := range sequences {
		base := first - Tile(first.Number()-1)
		if first.Number() == 1 && sequences[base+3] && sequences[base+6] {
			return true // ittsu
		}
		n := first.Number() - 1
		if sequences[Tile(n)] && sequences[Tile(9+n)] && sequences[Tile(18+n)] {
			return true // sanshoku
		}
	}
	return false
}
