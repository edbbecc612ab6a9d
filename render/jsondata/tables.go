package jsondata

import (
	"errors"

	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// Data is the tables JSON: the payments of a rule set, its fu chart, and
// the game data the final-score and gap sheets print. Its types are this
// package's own, so that no change to package table or standings changes
// the JSON docs/data.md documents.
type Data struct {
	Rules      Rules      `json:"rules"`
	Honba      int        `json:"honba"`
	HonbaBonus HonbaBonus `json:"honba_bonus"` // what the counters add, included in every payment
	Tables     []Table    `json:"tables"`
	FuChart    FuChart    `json:"fu_chart"`
	// Final is how raw points become match points; nil when game.uma has
	// not one value per player (a four-player uma in a three-player game).
	Final *Final     `json:"final,omitempty"`
	Gaps  []GapTable `json:"gaps"` // one per winner: non-dealer, then dealer
}

// HonbaBonus is what the honba counters add to a ron and to each tsumo payer.
type HonbaBonus struct {
	Ron   int64 `json:"ron"`
	Tsumo int64 `json:"tsumo"`
}

// Table is the points table of one winner in one game size.
type Table struct {
	ID      string     `json:"id"`
	Players int        `json:"players"`
	Winner  string     `json:"winner"`
	Hans    []int      `json:"han"`
	Fus     []int      `json:"fu"`
	Cells   []Cell     `json:"cells"` // row by row: each fu in turn, han ascending within it
	Limits  []LimitRow `json:"limits"`
}

// Cell is one han/fu cell of a table, with its payments even where no
// hand reaches it.
type Cell struct {
	Han       int       `json:"han"`
	Fu        int       `json:"fu"`
	Limit     string    `json:"limit"` // "", mangan, haneman, baiman, sanbaiman or yakuman
	Kiriage   bool      `json:"kiriage,omitempty"`
	Ron       int64     `json:"ron"`
	Tsumo     Tsumo     `json:"tsumo"`
	Reachable Reachable `json:"reachable"`
	Reasons   []string  `json:"reasons"` // why no hand reaches it, by the reason's key
}

// Tsumo is a tsumo payment: what the dealer pays (no key when the dealer
// won), what each non-dealer pays, and the total.
type Tsumo struct {
	Dealer    int64 `json:"dealer,omitempty"`
	Nondealer int64 `json:"nondealer"`
	Total     int64 `json:"total"`
}

// Reachable says whether a ron and a tsumo can score a cell.
type Reachable struct {
	Ron   bool `json:"ron"`
	Tsumo bool `json:"tsumo"`
}

// LimitRow is one limit hand's payments.
type LimitRow struct {
	Limit    string `json:"limit"`
	Han      string `json:"han"` // the han that reach it, "" for real yakuman only
	Multiple int    `json:"multiple"`
	Ron      int64  `json:"ron"`
	Tsumo    Tsumo  `json:"tsumo"`
}

// FuChart is the fu reference chart, in reading order.
type FuChart struct {
	Base      int      `json:"base"`
	WinMethod []FuItem `json:"win_method"`
	Sets      []SetFu  `json:"sets"`
	Pair      []FuItem `json:"pair"`
	Waits     []FuItem `json:"waits"`
	Special   []FuItem `json:"special"`
	RoundTo   int      `json:"round_to"`
	Remarks   []string `json:"remarks"`
}

// FuItem is one line of the fu chart.
type FuItem struct {
	ID    string `json:"id"`
	Fu    int    `json:"fu"`
	Fixed bool   `json:"fixed"` // the hand's whole fu, not an addition
}

// SetFu is the fu of one kind of set, open and closed.
type SetFu struct {
	ID     string `json:"id"`
	Open   int    `json:"open"`
	Closed int    `json:"closed"`
}

// Final is the final-score sheet's data.
type Final struct {
	PlaceBonus []int64    `json:"place_bonus"` // uma in points by place, the oka added to first
	Example    []Standing `json:"example"`     // the worked example, in seat order
	Step       int64      `json:"step"`        // points between rows
	Rows       []FinalRow `json:"rows"`        // match points in points (÷ 1,000 as printed) by place
}

// Standing is one player's result at the end of a game.
type Standing struct {
	Seat   int   `json:"seat"`
	Points int64 `json:"points"`
	Place  int   `json:"place"`
	Tied   int   `json:"tied"`
	Bonus  int64 `json:"bonus"`
	Score  int64 `json:"score"`
}

// FinalRow is match points for raw points at each place.
type FinalRow struct {
	Points int64        `json:"points"`
	Scores []FinalScore `json:"scores"`
}

// FinalScore is the match points of raw points at one place; not valid
// where no player can hold the place with those points.
type FinalScore struct {
	Score int64 `json:"score"`
	Valid bool  `json:"valid"`
}

// GapTable is the gap sheet's table for one chasing winner.
type GapTable struct {
	Winner  string   `json:"winner"`
	Deposit int      `json:"deposit"` // one riichi deposit on the table, which the winner takes
	Ways    []string `json:"ways"`    // the order of each row's answers
	Rows    []GapRow `json:"rows"`
}

// GapRow is the answers for a band of gaps, and the band with each
// number of riichi deposits on the table.
type GapRow struct {
	From    []int64     `json:"from"`
	Gaps    []int64     `json:"gaps"`
	Answers []GapAnswer `json:"answers"`
}

// GapAnswer is the cheapest hand that passes for one way of winning, and
// a cheaper one that draws level.
type GapAnswer struct {
	Way   string  `json:"way"`
	Pass  GapHand `json:"pass"`
	Level GapHand `json:"level"`
}

// GapHand is a grid cell (han and fu) or a limit row that closes a gap.
type GapHand struct {
	Han   int    `json:"han,omitempty"`
	Fu    int    `json:"fu,omitempty"`
	Limit string `json:"limit"`
	Multi int    `json:"multiple"`
	Gain  int64  `json:"gain"`
	Found bool   `json:"found"`
	Ron   int64  `json:"ron,omitempty"`
	Tsumo Tsumo  `json:"tsumo"`
}

// Tables gathers the tables JSON of t, which must hold every part
// (standings.Compute, or standings.ComputeParts with standings.AllParts).
func Tables(t standings.Tables) (Data, error) {
	if !t.Parts.Has(standings.AllParts) {
		return Data{}, errors.New("json: the tables lack the final scores or the gap tables (standings.AllParts)")
	}
	d := Data{
		Rules: rulesOf(t.Rules), Honba: t.Honba, HonbaBonus: HonbaBonus{Ron: t.HonbaBonus.Ron, Tsumo: t.HonbaBonus.Tsumo},
		Tables: convert(t.Tables.Tables, tableOf), FuChart: chartOf(t.FuChart),
	}
	if f := t.Final; f != nil {
		d.Final = &Final{PlaceBonus: f.PlaceBonus, Example: convert(f.Example, standingOf), Step: f.Step, Rows: convert(f.Rows, finalRowOf)}
	}
	for _, g := range t.Gaps {
		d.Gaps = append(d.Gaps, GapTable{Winner: string(g.Winner), Deposit: t.Rules.Game.Riichi, Ways: texts(standings.Ways(g.Winner)), Rows: convert(g.Rows, gapRowOf)})
	}
	return d, nil
}

func tableOf(t table.Table) Table {
	return Table{ID: t.ID, Players: t.Players, Winner: string(t.Winner), Hans: t.Hans, Fus: t.Fus, Cells: convert(t.Cells, cellOf), Limits: convert(t.Limits, limitRowOf)}
}

func cellOf(c table.Cell) Cell {
	return Cell{Han: c.Han, Fu: c.Fu, Limit: c.Limit.String(), Kiriage: c.Kiriage, Ron: c.Ron, Tsumo: tsumoOf(c.Tsumo),
		Reachable: Reachable{Ron: c.Reachable.Ron, Tsumo: c.Reachable.Tsumo}, Reasons: convert(c.Reasons, table.Reason.String)}
}

func tsumoOf(t table.Tsumo) Tsumo {
	return Tsumo{Dealer: t.Dealer, Nondealer: t.Nondealer, Total: t.Total}
}

func limitRowOf(l table.LimitRow) LimitRow {
	return LimitRow{Limit: l.Limit.String(), Han: l.Han, Multiple: l.Multiple, Ron: l.Ron, Tsumo: tsumoOf(l.Tsumo)}
}

func chartOf(c table.FuChart) FuChart {
	items := func(in []table.FuItem) []FuItem {
		return convert(in, func(i table.FuItem) FuItem { return FuItem{ID: i.ID, Fu: i.Fu, Fixed: i.Fixed} })
	}
	sets := convert(c.Sets, func(s table.SetFu) SetFu { return SetFu{ID: s.ID, Open: s.Open, Closed: s.Closed} })
	return FuChart{Base: c.Base, WinMethod: items(c.WinMethod), Sets: sets, Pair: items(c.Pair), Waits: items(c.Waits),
		Special: items(c.Special), RoundTo: c.RoundTo, Remarks: c.Remarks}
}

func standingOf(s standings.Standing) Standing {
	return Standing{Seat: s.Seat, Points: s.Points, Place: s.Place, Tied: s.Tied, Bonus: s.Bonus, Score: s.Score}
}

func finalRowOf(r standings.FinalRow) FinalRow {
	return FinalRow{Points: r.Points, Scores: convert(r.Scores, func(s standings.FinalScore) FinalScore { return FinalScore{Score: s.Score, Valid: s.Valid} })}
}

func gapRowOf(r standings.GapRow) GapRow {
	return GapRow{From: r.From, Gaps: r.Gaps, Answers: convert(r.Answers, gapAnswerOf)}
}

func gapAnswerOf(a standings.GapAnswer) GapAnswer {
	return GapAnswer{Way: string(a.Way), Pass: gapHandOf(a.Pass), Level: gapHandOf(a.Level)}
}

func gapHandOf(h standings.GapHand) GapHand {
	return GapHand{Han: h.Han, Fu: h.Fu, Limit: h.Limit.String(), Multi: h.Multi, Gain: h.Gain, Found: h.Found, Ron: h.Ron, Tsumo: tsumoOf(h.Tsumo)}
}
