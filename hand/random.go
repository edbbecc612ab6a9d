package hand

import (
	"math/rand/v2"
	"slices"
)

// Random deals a random complete hand for a fu drill: four sets and a
// pair (now and then seven pairs), some sets called, a winning tile, ron
// or tsumo, and the winds. The same generator state gives the same hand.
func Random(rng *rand.Rand) Hand {
	for {
		if h, ok := deal(rng); ok {
			return h
		}
	}
}

// deal tries once; it fails when the tiles run out of a kind.
func deal(rng *rand.Rand) (Hand, bool) {
	var count [Kinds]int
	take := func(tiles ...Tile) bool {
		for _, t := range tiles {
			if count[t] == 4 {
				return false
			}
			count[t]++
		}
		return true
	}
	h := Hand{Seat: East + Tile(rng.IntN(4)), Round: East + Tile(rng.IntN(2)), Tsumo: rng.IntN(2) == 0}
	if rng.IntN(10) == 0 { // seven pairs
		for len(h.Concealed) < 14 {
			t := Tile(rng.IntN(Kinds))
			if count[t] == 0 && take(t, t) {
				h.Concealed = append(h.Concealed, t, t)
			}
		}
		h.Win = h.Concealed[2*rng.IntN(7)]
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
		switch {
		case len(tiles) == 4 && (open || rng.IntN(2) == 0) && rng.IntN(2) == 0:
			h.Melds = append(h.Melds, Meld{Kind: Kan, Tiles: tiles})
			open = true
		case len(tiles) == 4:
			h.Melds = append(h.Melds, Meld{Kind: Ankan, Tiles: tiles})
		case open && rng.IntN(2) == 0 && len(h.Melds) < 3:
			kind := Pon
			if tiles[0] != tiles[1] {
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
