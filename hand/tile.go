// Package hand reads a riichi hand written in MPSZ notation and counts its
// fu: every way to read the hand, every line of the count, the reading that
// scores most. It is pure: no I/O.
package hand

import (
	"fmt"
	"strconv"
	"strings"
)

// Tile is one of the 34 tile kinds: 0–8 characters (1m–9m), 9–17 circles
// (1p–9p), 18–26 bamboo (1s–9s), 27–33 honours (1z–7z: east, south, west,
// north, white, green, red).
type Tile uint8

// The winds and dragons.
const (
	East  Tile = 27
	South Tile = 28
	West  Tile = 29
	North Tile = 30
	White Tile = 31
	Green Tile = 32
	Red   Tile = 33
)

// Kinds is the number of tile kinds.
const Kinds = 34

// suits are the suit letters in tile order.
const suits = "mpsz"

// Suit is the tile's suit letter: m, p, s or z.
func (t Tile) Suit() byte { return suits[t/9] }

// Number is the tile's number in its suit: 1–9, or 1–7 for honours.
func (t Tile) Number() int { return int(t%9) + 1 }

// Honour reports whether the tile is a wind or a dragon.
func (t Tile) Honour() bool { return t >= East }

// Terminal reports whether the tile is a 1 or a 9 of a suit.
func (t Tile) Terminal() bool { return !t.Honour() && (t.Number() == 1 || t.Number() == 9) }

// Simple reports whether the tile is a 2–8 of a suit.
func (t Tile) Simple() bool { return !t.Honour() && !t.Terminal() }

// Wind reports whether the tile is a wind.
func (t Tile) Wind() bool { return t >= East && t <= North }

// Dragon reports whether the tile is a dragon.
func (t Tile) Dragon() bool { return t >= White }

// String writes the tile in MPSZ notation: "5m", "7z".
func (t Tile) String() string {
	if int(t) >= Kinds {
		return fmt.Sprintf("tile(%d)", t)
	}
	return fmt.Sprintf("%d%c", t.Number(), t.Suit())
}

// tileOf is the tile with a number (1-based) in a suit letter.
func tileOf(number int, suit byte) Tile {
	return Tile(strings.IndexByte(suits, suit)*9 + number - 1)
}

// Notation writes tiles in MPSZ notation, grouping runs of one suit:
// 123m456p11z.
func Notation(tiles []Tile) string {
	var b strings.Builder
	for i, t := range tiles {
		b.WriteByte(byte('0' + t.Number()))
		if i == len(tiles)-1 || tiles[i+1].Suit() != t.Suit() {
			b.WriteByte(t.Suit())
		}
	}
	return b.String()
}

// ParseError says what is wrong with a tile string, and where: Code and
// Args for a front end that words it in its own language.
type ParseError struct {
	Of    string // what the tiles are: "hand", "winning tile" or a meld's kind ("chi"); "" for tiles alone
	Input string
	Pos   int // the problem's position, in characters from 0
	Code  Code
	Args  []string
}

// Error quotes the input and says what is wrong where, in English.
func (e *ParseError) Error() string {
	text := fmt.Sprintf("%q at character %d: %s", e.Input, e.Pos+1, reason(e.Code, e.Args))
	if e.Of != "" {
		return e.Of + " " + text
	}
	return text
}

// ParseTiles reads tiles in MPSZ notation: digits followed by their suit
// letter (m characters, p circles, s bamboo, z honours), "0" for a red
// five. Spaces are ignored.
func ParseTiles(s string) ([]Tile, error) {
	return parseRunes(s, []rune(s))
}

// parseRunes reads the runes of s; positions in errors count characters.
func parseRunes(s string, runes []rune) ([]Tile, error) {
	var tiles []Tile
	var digits []int
	start := 0
	for i, c := range runes {
		switch {
		case c == ' ':
		case c >= '0' && c <= '9':
			if len(digits) == 0 {
				start = i
			}
			digits = append(digits, int(c-'0'))
		case c == 'm' || c == 'p' || c == 's' || c == 'z':
			if len(digits) == 0 {
				return nil, &ParseError{Input: s, Pos: i, Code: CodeSuitFirst, Args: []string{strconv.QuoteRune(c)}}
			}
			suit := byte(c)
			for j, d := range digits {
				switch {
				case d == 0 && suit == 'z':
					return nil, &ParseError{Input: s, Pos: start + j, Code: CodeRedHonour}
				case d == 0:
					d = 5
				case suit == 'z' && d > 7:
					return nil, &ParseError{Input: s, Pos: start + j, Code: CodeHonourNumber, Args: []string{strconv.Itoa(d)}}
				}
				tiles = append(tiles, tileOf(d, suit))
			}
			digits = digits[:0]
		default:
			return nil, &ParseError{Input: s, Pos: i, Code: CodeCharacter, Args: []string{strconv.QuoteRune(c)}}
		}
	}
	if len(digits) > 0 {
		return nil, &ParseError{Input: s, Pos: start, Code: CodeNoSuit}
	}
	if len(tiles) == 0 {
		return nil, &ParseError{Input: s, Code: CodeNoTiles}
	}
	return tiles, nil
}

// ParseTile reads exactly one tile, such as "6s" or "0p".
func ParseTile(s string) (Tile, error) {
	tiles, err := ParseTiles(s)
	if err != nil {
		return 0, err
	}
	if len(tiles) != 1 {
		return 0, &ParseError{Input: s, Code: CodeOneTile, Args: []string{strconv.Itoa(len(tiles))}}
	}
	return tiles[0], nil
}

// ParseWind reads a wind as a letter (E, S, W, N), a word (east…) or a tile
// (1z–4z).
func ParseWind(s string) (Tile, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "e", "east", "1z":
		return East, nil
	case "s", "south", "2z":
		return South, nil
	case "w", "west", "3z":
		return West, nil
	case "n", "north", "4z":
		return North, nil
	}
	return 0, &HandError{Code: CodeWind, Args: []string{strconv.Quote(s)}}
}
