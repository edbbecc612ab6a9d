package jsondata

import (
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

// Data is the tables JSON: every field of table.Tables as before, then
// the game data the final-score and gap sheets print.
type Data struct {
	table.Tables
	// Final is how raw points become match points; nil when game.uma has
	// not one value per player (a four-player uma in a three-player game).
	Final *Final     `json:"final,omitempty"`
	Gaps  []GapTable `json:"gaps"` // one per winner: non-dealer, then dealer
}

// Final is the final-score sheet's data.
type Final struct {
	PlaceBonus []int64          `json:"place_bonus"` // uma in points by place, the oka added to first
	Example    []table.Standing `json:"example"`     // the worked example, in seat order
	Step       int64            `json:"step"`        // points between rows
	Rows       []table.FinalRow `json:"rows"`        // match points in points (÷ 1,000 as printed) by place
}

// GapTable is the gap sheet's table for one chasing winner.
type GapTable struct {
	Winner  table.Winner   `json:"winner"`
	Deposit int            `json:"deposit"` // one riichi deposit on the table, which the winner takes
	Ways    []table.Way    `json:"ways"`    // the order of each row's answers
	Rows    []table.GapRow `json:"rows"`
}

// Tables gathers the tables JSON of t: the payments, and the final scores
// and gap tables of the same rules, each from package table.
func Tables(t table.Tables) (Data, error) {
	d := Data{Tables: t}
	r := t.Rules
	if len(r.Game.Uma) == r.Players {
		example, err := table.FinalScores(r, sheet.ExamplePoints(r))
		if err != nil {
			return Data{}, err
		}
		low, high := sheet.FinalRange(r.Game)
		rows, err := table.FinalTable(r, low, high, sheet.FinalStep)
		if err != nil {
			return Data{}, err
		}
		d.Final = &Final{PlaceBonus: table.PlaceBonuses(r.Game, r.Players), Example: example, Step: sheet.FinalStep, Rows: rows}
	}
	for _, w := range []table.Winner{table.WinnerNondealer, table.WinnerDealer} {
		rows, err := table.GapTable(t, w, sheet.GapSticks)
		if err != nil {
			return Data{}, err
		}
		d.Gaps = append(d.Gaps, GapTable{Winner: w, Deposit: r.Game.Riichi, Ways: table.Ways(w), Rows: rows})
	}
	return d, nil
}
