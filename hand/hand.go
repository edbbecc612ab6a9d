package hand

import (
	"fmt"
	"slices"
	"strings"
)

// MeldKind is how a called or declared set was made.
type MeldKind uint8

// The kinds of melds.
const (
	Chi   MeldKind = iota // called sequence
	Pon                   // called triplet
	Kan                   // open quad (called, or added to a pon)
	Ankan                 // concealed quad: the hand stays closed
)

var meldNames = [...]string{"chi", "pon", "kan", "ankan"}

// String is the meld's name as a flag: chi, pon, kan, ankan.
func (k MeldKind) String() string {
	if int(k) < len(meldNames) {
		return meldNames[k]
	}
	return fmt.Sprintf("MeldKind(%d)", k)
}

// Meld is a set called from a discard or declared as a quad.
type Meld struct {
	Kind  MeldKind
	Tiles []Tile
}

// Open reports whether the meld opens the hand.
func (m Meld) Open() bool { return m.Kind != Ankan }

// newMeld checks that tiles make the kind of meld: three tiles in a row of
// one suit for chi, three alike for pon, four alike for a quad.
func newMeld(kind MeldKind, tiles []Tile) (Meld, error) {
	m := Meld{Kind: kind, Tiles: slices.Sorted(slices.Values(tiles))}
	if reason := m.problem(); reason != "" {
		return m, fmt.Errorf("%s %s: %s", kind, Notation(tiles), reason)
	}
	return m, nil
}

// problem says what keeps the tiles from making the meld, or "".
func (m Meld) problem() string {
	t := m.Tiles
	name := map[MeldKind]string{Chi: "a chi", Pon: "a pon", Kan: "a kan", Ankan: "an ankan"}[m.Kind]
	switch m.Kind {
	case Chi:
		if len(t) != 3 {
			return fmt.Sprintf("a chi is 3 tiles, not %d", len(t))
		}
		if t[0].Honour() || t[0].Suit() != t[2].Suit() || t[1] != t[0]+1 || t[2] != t[0]+2 {
			return "a chi is three numbers in a row of one suit (honours make no sequence)"
		}
	case Pon, Kan, Ankan:
		want := 3
		if m.Kind != Pon {
			want = 4
		}
		if len(t) != want {
			return fmt.Sprintf("%s is %d tiles, not %d", name, want, len(t))
		}
		if t[0] != t[len(t)-1] {
			return fmt.Sprintf("the tiles of %s must all be the same", name)
		}
	default:
		return fmt.Sprintf("unknown meld kind %d", m.Kind)
	}
	return ""
}

// Hand is a winning hand as dealt: the concealed tiles (the winning tile
// among them), the melds, and how and where it won.
type Hand struct {
	Concealed []Tile // including the winning tile
	Melds     []Meld
	Win       Tile
	Tsumo     bool
	Rinshan   bool // won by tsumo on the replacement tile after a quad
	Seat      Tile // the winner's seat wind
	Round     Tile // the round (prevailing) wind
}

// Open reports whether a called meld opens the hand.
func (h Hand) Open() bool {
	return slices.ContainsFunc(h.Melds, Meld.Open)
}

// HandError says why a hand cannot be counted.
type HandError struct {
	Reason string
}

// Error says what is wrong with the hand.
func (e *HandError) Error() string { return e.Reason }

func handErrorf(format string, args ...any) error {
	return &HandError{Reason: fmt.Sprintf(format, args...)}
}

// check finds what makes a hand impossible, before looking for readings.
func (h Hand) check() error {
	if !h.Seat.Wind() {
		return handErrorf("the seat wind %s is not a wind (1z–4z)", h.Seat)
	}
	if !h.Round.Wind() {
		return handErrorf("the round wind %s is not a wind (1z–4z)", h.Round)
	}
	if int(h.Win) >= Kinds {
		return handErrorf("the winning tile is not a tile")
	}
	if len(h.Melds) > 4 {
		return handErrorf("%d melds: a hand has at most 4 sets", len(h.Melds))
	}
	var count [Kinds]int
	for _, t := range h.Concealed {
		if int(t) >= Kinds {
			return handErrorf("tile number %d is not a tile", t)
		}
		count[t]++
	}
	quads := 0
	for _, m := range h.Melds {
		if slices.ContainsFunc(m.Tiles, func(t Tile) bool { return int(t) >= Kinds }) {
			return handErrorf("%s: a meld tile is not a tile", m.Kind)
		}
		if reason := m.problem(); reason != "" {
			return handErrorf("%s %s: %s", m.Kind, Notation(m.Tiles), reason)
		}
		for _, t := range m.Tiles {
			count[t]++
		}
		if m.Kind == Kan || m.Kind == Ankan {
			quads++
		}
	}
	if want := 14 - 3*len(h.Melds); len(h.Concealed) != want {
		if len(h.Melds) == 0 {
			return handErrorf("%d concealed tiles: a winning hand has 14, the winning tile included", len(h.Concealed))
		}
		sets := "sets"
		if len(h.Melds) == 1 {
			sets = "set"
		}
		return handErrorf("%d concealed tiles: with %d called or declared %s a winning hand keeps %d, the winning tile included",
			len(h.Concealed), len(h.Melds), sets, want)
	}
	for t, n := range count {
		if n > 4 {
			return handErrorf("%s appears %d times: there are only four of each tile", Tile(t), n)
		}
	}
	if !slices.Contains(h.Concealed, h.Win) {
		return handErrorf("the winning tile %s is not among the concealed tiles: write it in the hand too", h.Win)
	}
	if h.Rinshan && !h.Tsumo {
		return handErrorf("a win on the replacement tile (rinshan) is a tsumo")
	}
	if h.Rinshan && quads == 0 {
		return handErrorf("a win on the replacement tile (rinshan) needs a quad")
	}
	return nil
}

// kokushi reports whether 14 concealed tiles are thirteen orphans.
func kokushi(tiles []Tile) bool {
	if len(tiles) != 14 {
		return false
	}
	seen := map[Tile]bool{}
	for _, t := range tiles {
		if t.Simple() {
			return false
		}
		seen[t] = true
	}
	return len(seen) == 13
}

// Parse reads a hand from the words a player writes: the concealed tiles
// with the winning tile among them, and melds each in MPSZ notation.
func Parse(concealed string, melds map[MeldKind][]string, win string) (Hand, error) {
	var h Hand
	var err error
	if h.Concealed, err = ParseTiles(concealed); err != nil {
		return h, fmt.Errorf("hand %w", err)
	}
	for kind := Chi; kind <= Ankan; kind++ {
		for _, s := range melds[kind] {
			tiles, err := ParseTiles(s)
			if err != nil {
				return h, fmt.Errorf("%s %w", kind, err)
			}
			m, err := newMeld(kind, tiles)
			if err != nil {
				return h, fmt.Errorf("%s %s: %s", kind, s, m.problem())
			}
			h.Melds = append(h.Melds, m)
		}
	}
	if h.Win, err = ParseTile(win); err != nil {
		return h, fmt.Errorf("winning tile %w", err)
	}
	return h, nil
}

// String writes the hand's tiles: concealed, then each meld in brackets.
func (h Hand) String() string {
	parts := []string{Notation(slices.Sorted(slices.Values(h.Concealed)))}
	for _, m := range h.Melds {
		parts = append(parts, m.Kind.String()+" "+Notation(m.Tiles))
	}
	return strings.Join(parts, ", ")
}

// ThreePlayerError is what a hand has that three-player mahjong does not.
type ThreePlayerError struct {
	Chi       []Tile // a called chi's tiles: three players cannot chi
	Tile      Tile   // else a tile of 2m–8m, which the set leaves out
	NorthSeat bool   // else a seat wind of north: three players sit east, south and west
}

// Error says what the hand has that a three-player game does not.
func (e *ThreePlayerError) Error() string {
	switch {
	case e.Chi != nil:
		return fmt.Sprintf("chi %s: three-player mahjong has no chi", Notation(e.Chi))
	case e.NorthSeat:
		return "three players sit east, south and west"
	}
	return fmt.Sprintf("%s is not in a three-player set (no 2m–8m)", e.Tile)
}

// CheckThreePlayer reports what h has that a three-player game does not:
// a chi, a tile of 2m–8m, a north seat; nil for nothing.
func CheckThreePlayer(h Hand) error {
	tiles := slices.Clone(h.Concealed)
	for _, m := range h.Melds {
		if m.Kind == Chi {
			return &ThreePlayerError{Chi: m.Tiles}
		}
		tiles = append(tiles, m.Tiles...)
	}
	for _, t := range tiles {
		if t.Suit() == 'm' && t.Simple() {
			return &ThreePlayerError{Tile: t}
		}
	}
	if h.Seat == North {
		return &ThreePlayerError{NorthSeat: true}
	}
	return nil
}
