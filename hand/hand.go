package hand

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
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

// newMeld checks that tiles, written so, make the kind of meld: three
// tiles in a row of one suit for chi, three alike for pon, four alike for
// a quad.
func newMeld(kind MeldKind, tiles []Tile, written string) (Meld, error) {
	m := Meld{Kind: kind, Tiles: slices.Sorted(slices.Values(tiles))}
	if code, args := m.problem(); code != "" {
		return m, &HandError{Code: code, Args: args, Meld: true, Kind: kind, Tiles: written}
	}
	return m, nil
}

// problem says what keeps the tiles from making the meld, as a Code and
// its Args; "" for nothing.
func (m Meld) problem() (Code, []string) {
	t := m.Tiles
	switch m.Kind {
	case Chi:
		if len(t) != 3 {
			return CodeChiSize, []string{strconv.Itoa(len(t))}
		}
		if t[0].Honour() || t[0].Suit() != t[2].Suit() || t[1] != t[0]+1 || t[2] != t[0]+2 {
			return CodeChiRun, nil
		}
	case Pon, Kan, Ankan:
		want := 3
		if m.Kind != Pon {
			want = 4
		}
		if len(t) != want {
			return map[MeldKind]Code{Pon: CodePonSize, Kan: CodeKanSize, Ankan: CodeAnkanSize}[m.Kind], []string{strconv.Itoa(len(t))}
		}
		if t[0] != t[len(t)-1] {
			return map[MeldKind]Code{Pon: CodePonSame, Kan: CodeKanSame, Ankan: CodeAnkanSame}[m.Kind], nil
		}
	default:
		return CodeMeldKind, []string{strconv.Itoa(int(m.Kind))}
	}
	return "", nil
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

// check finds what makes a hand impossible, before looking for readings.
func (h Hand) check() error {
	if !h.Seat.Wind() {
		return handError(CodeSeatWind, h.Seat)
	}
	if !h.Round.Wind() {
		return handError(CodeRoundWind, h.Round)
	}
	if int(h.Win) >= Kinds {
		return handError(CodeWinTile)
	}
	if len(h.Melds) > 4 {
		return handError(CodeMelds, len(h.Melds))
	}
	var count [Kinds]int
	for _, t := range h.Concealed {
		if int(t) >= Kinds {
			return handError(CodeTile, uint8(t))
		}
		count[t]++
	}
	quads := 0
	for _, m := range h.Melds {
		if slices.ContainsFunc(m.Tiles, func(t Tile) bool { return int(t) >= Kinds }) {
			return &HandError{Code: CodeMeldTile, Meld: true, Kind: m.Kind}
		}
		if code, args := m.problem(); code != "" {
			return &HandError{Code: code, Args: args, Meld: true, Kind: m.Kind, Tiles: Notation(m.Tiles)}
		}
		for _, t := range m.Tiles {
			count[t]++
		}
		if m.Kind == Kan || m.Kind == Ankan {
			quads++
		}
	}
	if want := 14 - 3*len(h.Melds); len(h.Concealed) != want {
		switch len(h.Melds) {
		case 0:
			return handError(CodeConcealed, len(h.Concealed))
		case 1:
			return handError(CodeConcealedMeld, len(h.Concealed), want)
		}
		return handError(CodeConcealedMelds, len(h.Concealed), len(h.Melds), want)
	}
	for t, n := range count {
		if n > 4 {
			return handError(CodeFive, Tile(t), n)
		}
	}
	if !slices.Contains(h.Concealed, h.Win) {
		return handError(CodeWinMissing, h.Win)
	}
	if h.Rinshan && !h.Tsumo {
		return handError(CodeRinshanRon)
	}
	if h.Rinshan && quads == 0 {
		return handError(CodeRinshanQuad)
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
// with the winning tile among them, and melds each in MPSZ notation; the
// winning tile "" is the last concealed tile written.
func Parse(concealed string, melds map[MeldKind][]string, win string) (Hand, error) {
	var h Hand
	var err error
	if h.Concealed, err = ParseTiles(concealed); err != nil {
		return h, errorOf("hand", err)
	}
	for kind := Chi; kind <= Ankan; kind++ {
		for _, s := range melds[kind] {
			tiles, err := ParseTiles(s)
			if err != nil {
				return h, errorOf(kind.String(), err)
			}
			m, err := newMeld(kind, tiles, s)
			if err != nil {
				return h, err
			}
			h.Melds = append(h.Melds, m)
		}
	}
	if win == "" {
		h.Win = h.Concealed[len(h.Concealed)-1]
	} else if h.Win, err = ParseTile(win); err != nil {
		return h, errorOf("winning tile", err)
	}
	return h, nil
}

// errorOf says in err, a ParseError, what the tiles are: "hand",
// "winning tile", a meld's kind.
func errorOf(of string, err error) error {
	if pe := (*ParseError)(nil); errors.As(err, &pe) {
		pe.Of = of
	}
	return err
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
