package hand

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/table"
)

// SetKind is the shape of one set of a reading.
type SetKind uint8

// The shapes of sets.
const (
	Sequence SetKind = iota
	Triplet
	Quad
	Pair
)

// Set is one set (or the pair) of a reading.
type Set struct {
	Kind   SetKind
	First  Tile // lowest tile
	Called bool // a meld: chi, pon or kan
	Open   bool // a called set other than a concealed quad
}

// Tiles lists the set's tiles.
func (s Set) Tiles() []Tile {
	switch s.Kind {
	case Sequence:
		return []Tile{s.First, s.First + 1, s.First + 2}
	case Triplet:
		return []Tile{s.First, s.First, s.First}
	case Quad:
		return []Tile{s.First, s.First, s.First, s.First}
	}
	return []Tile{s.First, s.First}
}

// String writes the set in MPSZ notation, a called set in brackets.
func (s Set) String() string {
	n := Notation(s.Tiles())
	if s.Called {
		return "[" + n + "]"
	}
	return n
}

// Wait is the kind of wait the winning tile completed.
type Wait uint8

// The waits.
const (
	Ryanmen Wait = iota // two-sided: 0 fu
	Kanchan             // closed: 2 fu
	Penchan             // edge: 2 fu
	Shanpon             // two pairs: 0 fu
	Tanki               // single: 2 fu
)

var waitNames = [...]string{"ryanmen", "kanchan", "penchan", "shanpon", "tanki"}

// String is the wait's romaji name.
func (w Wait) String() string {
	if int(w) < len(waitNames) {
		return waitNames[w]
	}
	return fmt.Sprintf("Wait(%d)", w)
}

// Item is what one line of a fu count is for.
type Item uint8

// The items of a fu count, in the order a count lists them.
const (
	ItemBase           Item = iota // 20 for every hand
	ItemClosedRon                  // +10 for a closed hand won by ron
	ItemTsumo                      // +2 for tsumo
	ItemRinshanTsumo               // tsumo on a replacement tile, by the rule set
	ItemPinfuTsumo                 // pinfu tsumo: no tsumo fu
	ItemOpenTriplet                // called triplet
	ItemClosedTriplet              // concealed triplet
	ItemRonTriplet                 // concealed triplet completed by ron: counts as open
	ItemOpenQuad                   // called quad
	ItemClosedQuad                 // concealed quad
	ItemPairDragon                 // pair of dragons
	ItemPairSeatWind               // pair of the seat wind
	ItemPairRoundWind              // pair of the round wind
	ItemPairDoubleWind             // pair of a wind that is seat and round wind
	ItemWaitKanchan                // closed wait
	ItemWaitPenchan                // edge wait
	ItemWaitTanki                  // single wait
	ItemOpenMinimum                // open hand with only 20 fu: raised to 30
	ItemChiitoitsu                 // seven pairs: 25, nothing added
)

// itemKeys are the items' names; but for the set lines, each is the id of
// the fu chart's line (table.FuChart) the item's fu comes from.
var itemKeys = [...]string{"base", "closed-ron", "tsumo", "rinshan-tsumo", "pinfu-tsumo",
	"open-triplet", "closed-triplet", "ron-triplet", "open-quad", "closed-quad",
	"pair-dragon", "pair-seat-wind", "pair-round-wind", "pair-double-wind",
	"wait-kanchan", "wait-penchan", "wait-tanki", "open-minimum", "chiitoitsu"}

// Key names the item in data files and message catalogs ("closed-triplet").
func (i Item) Key() string { return itemKeys[i] }

// Line is one line of a fu count.
type Line struct {
	Fu    int
	Item  Item
	Tiles string // the set or pair it is for, in MPSZ notation
}

// Reading is one way to read a hand, with its fu count.
type Reading struct {
	Sets       []Set  // the four sets, then the pair; nil for seven pairs
	Pairs      []Tile // seven pairs: each pair's tile
	Completed  int    // index in Sets of the set the winning tile completed
	Wait       Wait
	Pinfu      bool   // closed, four sequences, a pair of no value, two-sided wait
	SevenPairs bool   // read as seven pairs
	Yaku       []Yaku // the yaku this reading makes, which another reading may not
	Lines      []Line // in order; they add up to Raw
	Raw        int    // fu before rounding
	Fu         int    // fu after rounding (and seven pairs' fixed 25)
}

// String writes the reading's sets, the completed one marked with "*".
func (r Reading) String() string {
	var parts []string
	if r.SevenPairs {
		for _, t := range r.Pairs {
			parts = append(parts, Notation([]Tile{t, t}))
		}
		return strings.Join(parts, " ")
	}
	for i, s := range r.Sets {
		p := s.String()
		if i == r.Completed {
			p += "*"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

// Result is the fu of a hand: the reading that scores most and the others.
type Result struct {
	Fu       int
	Reading  Reading
	Rejected []Reading // the other readings that score differently, best first
}

// Count finds every reading of a hand, counts each one's fu under the rule
// set's fu settings, and chooses the one that scores most. Readings differ
// in fu and in the yaku the reading itself makes (pinfu, iipeikou,
// sanankou, …); the yaku that do not depend on the reading (riichi, dora,
// yakuhai, tanyao) are the same for all, so the reading with the highest
// fu × 2^han of its own yaku pays most. Ties go to more fu.
func Count(r table.FuRules, h Hand) (Result, error) {
	chart := table.Chart(table.Rules{Fu: r}) // the chart follows the fu settings only
	if err := h.check(); err != nil {
		return Result{}, err
	}
	if len(h.Melds) == 0 && kokushi(h.Concealed) {
		return Result{}, handError(CodeKokushi)
	}
	var readings []Reading
	for _, sets := range decompose(h.Concealed, 4-len(h.Melds)) {
		for _, meld := range h.Melds {
			s := Set{Kind: Triplet, First: meld.Tiles[0], Called: true, Open: meld.Open()}
			switch meld.Kind {
			case Chi:
				s.Kind = Sequence
			case Kan, Ankan:
				s.Kind = Quad
			}
			sets = append(sets, s)
		}
		// The pair goes last.
		slices.SortStableFunc(sets, func(a, b Set) int { return cmp.Compare(pairLast(a), pairLast(b)) })
		seen := map[Set]bool{}
		for i, s := range sets {
			if s.Called || seen[s] || !contains(s, h.Win) {
				continue
			}
			seen[s] = true
			readings = append(readings, score(chart, h, sets, i))
		}
	}
	if pairs, ok := sevenPairs(h); ok {
		readings = append(readings, sevenPairsReading(chart, pairs))
	}
	if len(readings) == 0 {
		return Result{}, handError(CodeNotWinning, h)
	}
	slices.SortStableFunc(readings, func(a, b Reading) int {
		return cmp.Or(cmp.Compare(b.value(), a.value()), cmp.Compare(b.Fu, a.Fu), cmp.Compare(b.Raw, a.Raw))
	})
	res := Result{Fu: readings[0].Fu, Reading: readings[0]}
	for _, rd := range readings[1:] {
		if !slices.ContainsFunc(res.Rejected, rd.same) && !rd.same(res.Reading) {
			res.Rejected = append(res.Rejected, rd)
		}
	}
	return res, nil
}

// same reports whether two readings score alike for the same reason: the
// same wait and lines (say, the winning tile read in either of two
// identical-scoring sequences).
func (r Reading) same(o Reading) bool {
	return r.Wait == o.Wait && r.SevenPairs == o.SevenPairs && slices.Equal(r.Yaku, o.Yaku) && slices.Equal(r.Lines, o.Lines)
}

// Han adds up the han of the reading's own yaku.
func (r Reading) Han() int {
	han := 0
	for _, y := range r.Yaku {
		han += y.Han
	}
	return han
}

// value is what the reading pays, up to a factor all readings share.
func (r Reading) value() int64 { return int64(r.Fu) << min(r.Han(), 13) }

// pairLast orders sets before the pair.
func pairLast(s Set) int {
	if s.Kind == Pair {
		return 1
	}
	return 0
}

// contains reports whether a concealed set holds tile t.
func contains(s Set, t Tile) bool { return slices.Contains(s.Tiles(), t) }

// sevenPairs reports whether a closed hand is seven different pairs.
func sevenPairs(h Hand) ([]Tile, bool) {
	if len(h.Melds) > 0 || len(h.Concealed) != 14 {
		return nil, false
	}
	var count [Kinds]int
	for _, t := range h.Concealed {
		count[t]++
	}
	var pairs []Tile
	for t, n := range count {
		switch n {
		case 0:
		case 2:
			pairs = append(pairs, Tile(t))
		default:
			return nil, false
		}
	}
	return pairs, len(pairs) == 7
}

func sevenPairsReading(chart table.FuChart, pairs []Tile) Reading {
	fu := chartFu(chart, ItemChiitoitsu)
	return Reading{Pairs: pairs, SevenPairs: true, Wait: Tanki, Raw: fu, Fu: fu,
		Lines: []Line{{Fu: fu, Item: ItemChiitoitsu}}, Yaku: []Yaku{{"chiitoitsu", table.HanOf("chiitoitsu", false)}}}
}

// chartFu is the fu the chart gives an item that is not a set's line.
func chartFu(chart table.FuChart, i Item) int {
	fu, ok := chart.Fu(i.Key())
	if !ok {
		panic("hand: the fu chart has no " + i.Key()) // TestChartHasEveryItem
	}
	return fu
}

// decompose lists every way to split concealed tiles into n sets and a
// pair. Each split is found once: the lowest tile left always starts the
// next set.
func decompose(tiles []Tile, n int) [][]Set {
	var count [Kinds]int
	for _, t := range tiles {
		count[t]++
	}
	var out [][]Set
	var sets []Set
	var walk func(from int, pair bool)
	walk = func(from int, pair bool) {
		for from < Kinds && count[from] == 0 {
			from++
		}
		if from == Kinds {
			if pair && len(sets) == n+1 {
				out = append(out, slices.Clone(sets))
			}
			return
		}
		t := Tile(from)
		try := func(s Set, tiles []Tile, pairNow bool) {
			for _, x := range tiles {
				count[x]--
			}
			sets = append(sets, s)
			walk(from, pairNow)
			sets = sets[:len(sets)-1]
			for _, x := range tiles {
				count[x]++
			}
		}
		if count[t] >= 3 {
			try(Set{Kind: Triplet, First: t}, []Tile{t, t, t}, pair)
		}
		if !t.Honour() && t.Number() <= 7 && count[t+1] > 0 && count[t+2] > 0 {
			try(Set{Kind: Sequence, First: t}, []Tile{t, t + 1, t + 2}, pair)
		}
		if !pair && count[t] >= 2 {
			try(Set{Kind: Pair, First: t}, []Tile{t, t}, true)
		}
	}
	walk(0, false)
	return out
}

// score counts the fu of one reading with the chart's values: sets (melds
// included, pair last) with the winning tile completing sets[completed].
func score(chart table.FuChart, h Hand, sets []Set, completed int) Reading {
	rd := Reading{Sets: sets, Completed: completed, Wait: waitOf(sets[completed], h.Win)}
	open := h.Open()
	pair := sets[len(sets)-1]
	pairItem := pairItem(h, pair.First)
	rd.Pinfu = !open && len(h.Melds) == 0 && rd.Wait == Ryanmen && pairItem == ItemBase &&
		!slices.ContainsFunc(sets, func(s Set) bool { return s.Kind == Triplet })

	add := func(fu int, item Item, tiles string) {
		rd.Lines = append(rd.Lines, Line{Fu: fu, Item: item, Tiles: tiles})
		rd.Raw += fu
	}
	addItem := func(item Item, tiles string) { add(chartFu(chart, item), item, tiles) }
	addItem(ItemBase, "")
	if !open && !h.Tsumo {
		addItem(ItemClosedRon, "")
	}
	if h.Tsumo {
		_, pinfuTsumo := chart.Fu("pinfu-tsumo") // listed where pinfu tsumo is 20 fu
		switch {
		case rd.Pinfu && pinfuTsumo:
			addItem(ItemPinfuTsumo, "")
		case h.Rinshan:
			addItem(ItemRinshanTsumo, "")
		default:
			addItem(ItemTsumo, "")
		}
	}
	for i, s := range sets {
		if s.Kind == Triplet || s.Kind == Quad {
			item, closed := setItem(s, i == completed && !h.Tsumo)
			add(chart.FuOfSet(s.Kind == Quad, !s.First.Simple(), closed), item, Notation(s.Tiles()))
		}
	}
	if pairItem != ItemBase {
		addItem(pairItem, Notation(pair.Tiles()))
	}
	switch rd.Wait {
	case Kanchan:
		addItem(ItemWaitKanchan, "")
	case Penchan:
		addItem(ItemWaitPenchan, "")
	case Tanki:
		addItem(ItemWaitTanki, "")
	}
	if minimum, ok := chart.Fu("open-minimum"); ok && open && rd.Raw == chart.Base {
		add(minimum-rd.Raw, ItemOpenMinimum, "")
	}
	rd.Fu = (rd.Raw + chart.RoundTo - 1) / chart.RoundTo * chart.RoundTo
	rd.Yaku = readingYaku(h, rd)
	return rd
}

// waitOf is the wait the winning tile completed: a single wait on the
// pair, two pairs on a triplet, else by where it stands in the sequence.
func waitOf(done Set, win Tile) Wait {
	switch done.Kind {
	case Pair:
		return Tanki
	case Triplet:
		return Shanpon
	}
	switch win - done.First {
	case 1:
		return Kanchan
	case 0:
		if done.First.Number() == 7 { // 7 of 789: 89 waited on the edge
			return Penchan
		}
	default:
		if done.First.Number() == 1 { // 3 of 123: 12 waited on the edge
			return Penchan
		}
	}
	return Ryanmen
}

// setItem is the line a triplet or quad earns, and whether it counts as
// closed: a concealed triplet completed by ron counts as open.
func setItem(s Set, ronCompleted bool) (item Item, closed bool) {
	switch {
	case s.Kind == Quad && s.Open:
		return ItemOpenQuad, false
	case s.Kind == Quad:
		return ItemClosedQuad, true
	case s.Open:
		return ItemOpenTriplet, false
	case ronCompleted:
		return ItemRonTriplet, false
	}
	return ItemClosedTriplet, true
}

// pairItem is the line a pair earns (ItemBase: none).
func pairItem(h Hand, t Tile) Item {
	switch {
	case t.Dragon():
		return ItemPairDragon
	case t == h.Seat && t == h.Round:
		return ItemPairDoubleWind
	case t == h.Seat:
		return ItemPairSeatWind
	case t == h.Round:
		return ItemPairRoundWind
	}
	return ItemBase
}
