package table

// Parts is a set of the tables Compute can add to the payments and the
// fu chart, which it always computes: the game sheets' tables, which
// cost more than every payment together. A job asks for what it writes.
type Parts uint8

// The parts.
const (
	PartFinal Parts = 1 << iota // Tables.Final: the final-score table and its worked example
	PartGaps                    // Tables.Gaps: the gap tables
	AllParts  = PartFinal | PartGaps
)

// Has reports whether p holds every part of q.
func (p Parts) Has(q Parts) bool { return p&q == q }

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
	Winner Winner
	Rows   []GapRow
}

// GapSticks is how many riichi deposits the gap tables have columns for.
const GapSticks = 3

// finalStep is the step between the final-score table's rows, in points.
const finalStep = 1000

// finalRange is the raw points the final-score table runs from and to:
// 15,000 below the start to 40,000 above, 56 rows, two page columns on A4
// and Letter.
func finalRange(g GameRules) (low, high int64) {
	return max(int64(g.Start)-15000, 0), int64(g.Start) + 40000
}

// exampleOffsets are the worked example's points above or below the
// start, in seat order, with two players level so the tie rule shows.
var exampleOffsets = map[int][]int64{4: {17700, -700, -700, -16300}, 3: {14600, -7300, -7300}}

// examplePoints are the final-score sheet's worked example: raw points
// in seat order.
func examplePoints(r Rules) []int64 {
	points := make([]int64, r.Players)
	for i, off := range exampleOffsets[r.Players] {
		points[i] = int64(r.Game.Start) + off
	}
	return points
}

// addParts computes the parts asked for into t, whose payments are
// computed: the final scores only where game.uma has one value per player.
func (t *Tables) addParts(parts Parts) error {
	r := t.Rules
	if parts.Has(PartFinal) && len(r.Game.Uma) == r.Players {
		example, err := FinalScores(r, examplePoints(r))
		if err != nil {
			return err
		}
		low, high := finalRange(r.Game)
		rows, err := FinalTable(r, low, high, finalStep)
		if err != nil {
			return err
		}
		t.Final = &Final{PlaceBonus: PlaceBonuses(r.Game, r.Players), Example: example, Step: finalStep, Rows: rows}
	}
	if parts.Has(PartGaps) {
		for _, w := range []Winner{WinnerNondealer, WinnerDealer} {
			rows, err := GapTable(*t, w, GapSticks)
			if err != nil {
				return err
			}
			t.Gaps = append(t.Gaps, WinnerGaps{Winner: w, Rows: rows})
		}
	}
	t.Parts = parts
	return nil
}
