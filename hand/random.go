package hand

import (
	"math/rand/v2"
	"slices"

	"github.com/hayami-mahjong/hayami/table"
)

// Deal is a hand dealt for a fu drill, with its count.
type Deal struct {
	Hand
	Riichi bool   // the winner declared riichi: a closed hand won by ron
	Result Result // the hand's fu, counted under the rules it was dealt for
}

// Random deals a complete hand for a fu drill under rules r: four sets and
// a pair (one hand in ten seven pairs), some sets called, a winning tile,
// ron or tsumo, and the winds. Every hand can win: a closed hand by riichi
// or menzen tsumo, an open hand by a yaku (see hasOpenYaku); no hand is a
// yakuman. Three-player rules deal no 2m–8m, no chi and no north seat. The
// same generator state gives the same hand.
func Random(rng *rand.Rand, r table.Rules) Deal {
	sevenPairs := rng.IntN(10) == 0 // the shape first, so that re-deals keep the mix
	for {
		h, ok := deal(rng, r.Players == 3, sevenPairs)
		if !ok {
			continue
		}
		res, err := Count(r.Fu, h)
		if err != nil || Yakuman(h, res.Reading) || h.Open() && !hasOpenYaku(h, res.Reading, r.Yaku.OpenTanyao) {
			continue
		}
		return Deal{Hand: h, Riichi: !h.Open() && !h.Tsumo, Result: res}
	}
}

// deal tries once; it fails when the tiles run out of a kind.
func deal(rng *rand.Rand, sanma, sevenPairs bool) (Hand, bool) {
	var count [Kinds]int
	suits := []int{0, 1, 2} // of sequences
	seats := 4
	if sanma { // 2m–8m are not in a three-player set
		for t := Tile(1); t <= 7; t++ {
			count[t] = 4
		}
		suits, seats = []int{1, 2}, 3
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
	h := Hand{Seat: East + Tile(rng.IntN(seats)), Round: East + Tile(rng.IntN(2)), Tsumo: rng.IntN(2) == 0}
	if sevenPairs {
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
			suit := suits[rng.IntN(len(suits))]
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
