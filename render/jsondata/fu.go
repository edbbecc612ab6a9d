package jsondata

import (
	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/table"
)

// Fu is hayami fu's count of a hand as JSON: the hand, the reading the
// count chose and the ones it did not. Yakuman is how many yakuman the
// hand is by its tiles under the rules (a form they count double counts
// 2), each of them in YakumanOf: it pays so, whatever its han and fu.
type Fu struct {
	Hand      string      `json:"hand"`
	Win       string      `json:"win"`
	Tsumo     bool        `json:"tsumo"`
	Rinshan   bool        `json:"rinshan"`
	Seat      string      `json:"seat"`
	Round     string      `json:"round"`
	Rules     string      `json:"rules"`
	Fu        int         `json:"fu"`
	Raw       int         `json:"raw"`
	Reading   string      `json:"reading"`
	Wait      string      `json:"wait"`
	Pinfu     bool        `json:"pinfu"`
	Yaku      []Yaku      `json:"yaku"`
	Yakuman   int         `json:"yakuman"`
	YakumanOf []YakuCount `json:"yakuman_of"`
	Lines     []FuLine    `json:"lines"`
	Rejected  []FuReading `json:"rejected"`
}

// FuReading is a reading the count did not choose.
type FuReading struct {
	Fu         int      `json:"fu"`
	Raw        int      `json:"raw"`
	Reading    string   `json:"reading"`
	Wait       string   `json:"wait"`
	Pinfu      bool     `json:"pinfu"`
	SevenPairs bool     `json:"seven_pairs"`
	Yaku       []Yaku   `json:"yaku"`
	Lines      []FuLine `json:"lines"`
}

// FuLine is one line of a count: its fu, what it is for, the set or pair
// in MPSZ notation, and the line in words.
type FuLine struct {
	Fu    int    `json:"fu"`
	Item  string `json:"item"`
	Tiles string `json:"tiles,omitempty"`
	What  string `json:"what"`
}

// YakuCount is a yakuman a hand makes and how many it counts: 1, or 2
// for a form the rules count double.
type YakuCount struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
}

// Yaku is a yaku a reading makes, with its han.
type Yaku struct {
	ID  string `json:"id"`
	Han int    `json:"han"`
}

// FuOf is the count res of the hand h under the rules r, each line worded by words.
func FuOf(r table.Rules, h hand.Hand, res hand.Result, words func(hand.Line) string) Fu {
	lines := func(ls []hand.Line) []FuLine {
		out := make([]FuLine, len(ls))
		for i, l := range ls {
			out[i] = FuLine{Fu: l.Fu, Item: l.Item.Key(), Tiles: l.Tiles, What: words(l)}
		}
		return out
	}
	yaku := func(ys []hand.Yaku) []Yaku { // [] for none, not null
		out := make([]Yaku, len(ys))
		for i, y := range ys {
			out[i] = Yaku{ID: y.ID, Han: y.Han}
		}
		return out
	}
	rd := res.Reading
	forms := hand.YakumanOf(h, rd)
	out := Fu{Hand: h.String(), Win: h.Win.String(), Tsumo: h.Tsumo, Rinshan: h.Rinshan, Seat: windLetter(h.Seat), Round: windLetter(h.Round),
		Rules: r.ID, Fu: res.Fu, Raw: rd.Raw, Reading: rd.String(), Wait: rd.Wait.String(), Pinfu: rd.Pinfu, Yaku: yaku(rd.Yaku),
		Yakuman: hand.YakumanCount(r, forms), YakumanOf: []YakuCount{}, Lines: lines(rd.Lines), Rejected: []FuReading{}}
	for _, f := range forms {
		out.YakumanOf = append(out.YakumanOf, YakuCount{ID: f.ID, Count: f.Count(r)})
	}
	for _, other := range res.Rejected {
		out.Rejected = append(out.Rejected, FuReading{Fu: other.Fu, Raw: other.Raw, Reading: other.String(), Wait: other.Wait.String(), Pinfu: other.Pinfu,
			SevenPairs: other.SevenPairs, Yaku: yaku(other.Yaku), Lines: lines(other.Lines)})
	}
	return out
}

// windLetter is a wind's letter: E, S, W or N.
func windLetter(t hand.Tile) string { return string("ESWN"[t-hand.East]) }
