package hand

import "fmt"

// Code says what is wrong with a hand or its tiles, for a front end that
// words it in its own language (locale's problem.hand.*); each constant
// names what its Args hold.
type Code string

// The codes of ParseError and HandError.
const (
	CodeSuitFirst      Code = "suit-first"      // a suit letter (Args[0], quoted) with no numbers before it
	CodeRedHonour      Code = "red-honour"      // a 0 (a red five) of honours
	CodeHonourNumber   Code = "honour-number"   // an honour numbered Args[0], 8 or 9
	CodeCharacter      Code = "character"       // Args[0], quoted, is no digit and no suit letter
	CodeNoSuit         Code = "no-suit"         // numbers at the end without a suit letter
	CodeNoTiles        Code = "no-tiles"        // nothing written
	CodeOneTile        Code = "one-tile"        // Args[0] tiles where one is wanted
	CodeWind           Code = "wind"            // Args[0], quoted, is no wind
	CodeSeatWind       Code = "seat-wind"       // a seat wind, the tile Args[0], that is no wind
	CodeRoundWind      Code = "round-wind"      // a round wind, the tile Args[0], that is no wind
	CodeWinTile        Code = "win-tile"        // a winning tile that is no tile
	CodeMelds          Code = "melds"           // Args[0] melds, more than 4
	CodeTile           Code = "tile"            // a concealed tile numbered Args[0], no tile
	CodeMeldTile       Code = "meld-tile"       // a meld's tile that is no tile
	CodeChiSize        Code = "chi-size"        // a chi of Args[0] tiles
	CodeChiRun         Code = "chi-run"         // a chi that is no run of one suit
	CodePonSize        Code = "pon-size"        // a pon of Args[0] tiles
	CodeKanSize        Code = "kan-size"        // a kan of Args[0] tiles
	CodeAnkanSize      Code = "ankan-size"      // an ankan of Args[0] tiles
	CodePonSame        Code = "pon-same"        // a pon of tiles not all alike
	CodeKanSame        Code = "kan-same"        // a kan of tiles not all alike
	CodeAnkanSame      Code = "ankan-same"      // an ankan of tiles not all alike
	CodeMeldKind       Code = "meld-kind"       // a meld of kind Args[0], no MeldKind
	CodeConcealed      Code = "concealed"       // Args[0] concealed tiles without melds, not 14
	CodeConcealedMeld  Code = "concealed-meld"  // Args[0] concealed tiles with one meld, not Args[1]
	CodeConcealedMelds Code = "concealed-melds" // Args[0] concealed tiles with Args[1] melds, not Args[2]
	CodeFive           Code = "five"            // the tile Args[0] Args[1] times, more than 4
	CodeWinMissing     Code = "win-missing"     // a winning tile, Args[0], not among the concealed tiles
	CodeRinshanRon     Code = "rinshan-ron"     // a win on the replacement tile by ron
	CodeRinshanQuad    Code = "rinshan-quad"    // a win on the replacement tile without a quad
	CodeKokushi        Code = "kokushi"         // thirteen orphans, which has no fu
	CodeNotWinning     Code = "not-winning"     // a hand (Args[0], as Hand.String writes it) of no winning shape
)

// reasons words each Code in English, its Args in the verbs; en.json's
// problem.hand.* say the same.
var reasons = map[Code]string{
	CodeSuitFirst:      "suit letter %s has no numbers before it",
	CodeRedHonour:      "0 (a red five) is not an honour: honours are 1z–7z",
	CodeHonourNumber:   "%sz is not a tile: honours are 1z–7z (east, south, west, north, white, green, red)",
	CodeCharacter:      "%s is not a tile number or a suit letter (m, p, s, z)",
	CodeNoSuit:         "the last numbers have no suit letter (m, p, s or z) after them",
	CodeNoTiles:        "no tiles",
	CodeOneTile:        "%s tiles where one is wanted",
	CodeWind:           "%s is not a wind: use E, S, W or N",
	CodeSeatWind:       "the seat wind %s is not a wind (1z–4z)",
	CodeRoundWind:      "the round wind %s is not a wind (1z–4z)",
	CodeWinTile:        "the winning tile is not a tile",
	CodeMelds:          "%s melds: a hand has at most 4 sets",
	CodeTile:           "tile number %s is not a tile",
	CodeMeldTile:       "a meld tile is not a tile",
	CodeChiSize:        "a chi is 3 tiles, not %s",
	CodeChiRun:         "a chi is three numbers in a row of one suit (honours make no sequence)",
	CodePonSize:        "a pon is 3 tiles, not %s",
	CodeKanSize:        "a kan is 4 tiles, not %s",
	CodeAnkanSize:      "an ankan is 4 tiles, not %s",
	CodePonSame:        "the tiles of a pon must all be the same",
	CodeKanSame:        "the tiles of a kan must all be the same",
	CodeAnkanSame:      "the tiles of an ankan must all be the same",
	CodeMeldKind:       "unknown meld kind %s",
	CodeConcealed:      "%s concealed tiles: a winning hand has 14, the winning tile included",
	CodeConcealedMeld:  "%s concealed tiles: with 1 called or declared set a winning hand keeps %s, the winning tile included",
	CodeConcealedMelds: "%s concealed tiles: with %s called or declared sets a winning hand keeps %s, the winning tile included",
	CodeFive:           "%s appears %s times: there are only four of each tile",
	CodeWinMissing:     "the winning tile %s is not among the concealed tiles: write it in the hand too",
	CodeRinshanRon:     "a win on the replacement tile (rinshan) is a tsumo",
	CodeRinshanQuad:    "a win on the replacement tile (rinshan) needs a quad",
	CodeKokushi:        "thirteen orphans (kokushi musou) is a yakuman: it has no fu count",
	CodeNotWinning:     "not a winning hand: %s does not make four sets and a pair, or seven pairs",
}

// reason words code with args in English.
func reason(code Code, args []string) string {
	values := make([]any, len(args))
	for i, a := range args {
		values[i] = a
	}
	return fmt.Sprintf(reasons[code], values...)
}

// HandError says why a hand cannot be counted: Code and Args for a front
// end that words it in its own language; a problem in a meld (Meld) names
// the meld's Kind and its Tiles as written ("" if they are no tiles).
type HandError struct {
	Code  Code
	Args  []string
	Meld  bool
	Kind  MeldKind
	Tiles string
}

// Error says what is wrong with the hand, in English.
func (e *HandError) Error() string {
	text := reason(e.Code, e.Args)
	switch {
	case !e.Meld:
		return text
	case e.Tiles == "":
		return fmt.Sprintf("%s: %s", e.Kind, text)
	}
	return fmt.Sprintf("%s %s: %s", e.Kind, e.Tiles, text)
}

// handError is the HandError of code with args.
func handError(code Code, args ...any) error {
	return &HandError{Code: code, Args: strs(args)}
}

// strs writes each value as %v does.
func strs(values []any) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = fmt.Sprint(v)
	}
	return out
}
