// Package standings computes the end-of-game tables of a rule set from its
// points tables: final scores by place (uma and oka), and the gaps between
// players with the smallest hand that closes each. It is pure: rules and
// tables in, ordered tables out, with no I/O.
package standings

import "github.com/hayami-mahjong/hayami/table"

// Parts is a set of the game tables ComputeParts can add to the points
// tables: the game sheets' tables, which cost more than every payment
// together. A job asks for what it writes.
type Parts uint8

// The parts.
const (
	PartFinal Parts = 1 << iota // Game.Final: the final-score table and its worked example
	PartGaps                    // Game.Gaps: the gap tables
	AllParts  = PartFinal | PartGaps
)

// Has reports whether p holds every part of q.
func (p Parts) Has(q Parts) bool { return p&q == q }

// Game is the game sheets' tables that were asked for.
type Game struct {
	// Final is the final-score table (PartFinal); nil without that part,
	// or when game.uma has not one value per player.
	Final *Final
	Gaps  []WinnerGaps // the gap tables (PartGaps), the non-dealer chasing first
	Parts Parts        // the parts computed
}

// Tables is everything a rule set's sheets show: its points tables and fu
// chart, and the game tables that were asked for.
type Tables struct {
	table.Tables
	Game
}

// Compute checks the rules and computes the tables of r.Players with
// honba counters, every part included.
func Compute(r table.Rules, honba int) (Tables, error) { return ComputeParts(r, honba, AllParts) }

// ComputeParts is Compute with only the parts asked for: the payments
// and the fu chart always, the game sheets' tables as parts says.
func ComputeParts(r table.Rules, honba int, parts Parts) (Tables, error) {
	t, err := table.Compute(r, honba)
	if err != nil {
		return Tables{}, err
	}
	g, err := gameOf(t, parts)
	if err != nil {
		return Tables{}, err
	}
	return Tables{Tables: t, Game: g}, nil
}

// Final is the final-score sheet's data, in points.
type Final struct {
	PlaceBonus []int64    // the uma by place in points, the oka added to first
	Example    []Standing // the worked example, in seat order
	Step       int64      // points between rows
	Rows       []FinalRow // match points by place for raw points from 15,000 below the start to 40,000 above
}

// WinnerGaps is the gap table of one chasing winner: GapTable's rows
// with 0 to GapSticks riichi deposits on the table.
type WinnerGaps struct {
	Winner table.Winner
	Rows   []GapRow
}

// GapSticks is how many riichi deposits the gap tables have columns for.
const GapSticks = 3

// finalStep is the step between the final-score table's rows, in points.
const finalStep = 1000

// finalRange is the raw points the final-score table runs from and to:
// 15,000 below the start to 40,000 above, 56 rows, two page columns on A4
// and Letter.
func finalRange(g table.GameRules) (low, high int64) {
	return max(int64(g.Start)-15000, 0), int64(g.Start) + 40000
}

// exampleOffsets are the worked example's points above or below the
// start, in seat order, with two players level so the tie rule shows.
var exampleOffsets = map[int][]int64{4: {17700, -700, -700, -16300}, 3: {14600, -7300, -7300}}

// examplePoints are the final-score sheet's worked example: raw points
// in seat order.
func examplePoints(r table.Rules) []int64 {
	points := make([]int64, r.Players)
	for i, off := range exampleOffsets[r.Players] {
		points[i] = int64(r.Game.Start) + off
	}
	return points
}

// gameOf computes the parts asked for from t: the final scores only
// where game.uma has one value per player.
func gameOf(t table.Tables, parts Parts) (Game, error) {
	r := t.Rules
	g := Game{Parts: parts}
	if parts.Has(PartFinal) && len(r.Game.Uma) == r.Players {
		example, err := FinalScores(r, examplePoints(r))
		if err != nil {
			return Game{}, err
		}
		low, high := finalRange(r.Game)
		rows, err := FinalTable(r, low, high, finalStep)
		if err != nil {
			return Game{}, err
		}
		g.Final = &Final{PlaceBonus: PlaceBonuses(r.Game, r.Players), Example: example, Step: finalStep, Rows: rows}
	}
	if parts.Has(PartGaps) {
		for _, w := range []table.Winner{table.WinnerNondealer, table.WinnerDealer} {
			rows, err := GapTable(t, w, GapSticks)
			if err != nil {
				return Game{}, err
			}
			g.Gaps = append(g.Gaps, WinnerGaps{Winner: w, Rows: rows})
		}
	}
	return g, nil
}
