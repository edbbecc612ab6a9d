package standings

import (
	"fmt"
	"slices"

	"github.com/hayami-mahjong/hayami/table"
)

// MaxFinalPoints bounds the raw points FinalScores accepts, either sign.
const MaxFinalPoints = 10_000_000

// Standing is one player's result at the end of a game. Points are in
// points; match points are usually printed in thousands (+45.3).
type Standing struct {
	Seat   int   // 0 for the first dealer, then in turn
	Points int64 // raw points at the end
	Place  int   // 1 for first; tied players under split share the best place they hold
	Tied   int   // how many players share this player's points (1: none)
	Bonus  int64 // uma and oka for the place, or the tied players' share of them
	Score  int64 // Points − return points + Bonus
}

// FinalScores ranks the players' raw points, given in seat order from the
// first dealer, and turns them into match points under r.Game: points
// minus the return points, plus the uma of the place and, for first
// place, the oka. Tied players are ranked by r.Game.Ties; a split that does
// not divide evenly is rounded to the nearest point.
func FinalScores(r table.Rules, points []int64) ([]Standing, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	n := len(points)
	if n != r.Players {
		return nil, &table.HandError{Field: "points", Reason: fmt.Sprintf("give the points of %d players, not %d", r.Players, n)}
	}
	if len(r.Game.Uma) != n {
		return nil, &table.ValueError{Key: "game.uma", Reason: fmt.Sprintf("%d uma values cannot rank %d players", len(r.Game.Uma), n)}
	}
	for i, p := range points {
		if p > MaxFinalPoints || p < -MaxFinalPoints {
			return nil, &table.HandError{Field: "points", Reason: fmt.Sprintf("player %d's %d points are beyond ±%d", i+1, p, MaxFinalPoints)}
		}
	}
	bonus := PlaceBonuses(r.Game, n)
	order := make([]int, n) // seats, best first; equal points by seat
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case points[a] > points[b]:
			return -1
		case points[a] < points[b]:
			return 1
		}
		return 0
	})
	out := make([]Standing, n)
	for place := 0; place < n; {
		end := place + 1
		for end < n && points[order[end]] == points[order[place]] {
			end++
		}
		for k := place; k < end; k++ {
			s := Standing{Seat: order[k], Points: points[order[k]], Place: k + 1, Tied: end - place, Bonus: bonus[k]}
			if r.Game.Ties == table.TiesSplit {
				s.Place = place + 1
				s.Bonus = share(bonus[place:end])
			}
			s.Score = s.Points - int64(r.Game.Return) + s.Bonus
			out[order[k]] = s
		}
		place = end
	}
	return out, nil
}

// PlaceBonuses returns, for each place of an n-player game, the uma in
// points, with the oka added to first place.
func PlaceBonuses(g table.GameRules, n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(g.Uma[i]) * 1000
	}
	out[0] += int64(g.Oka(n))
	return out
}

// share divides the bonuses of tied places equally, rounded to the nearest
// point, halves away from zero.
func share(bonuses []int64) int64 {
	var total int64
	for _, b := range bonuses {
		total += b
	}
	n := int64(len(bonuses))
	if total < 0 {
		return -((-total + n/2) / n)
	}
	return (total + n/2) / n
}

// FinalRow is one row of the final-score table: match points for raw
// points at each place. A place no player can hold with those points (a
// first place below an equal share of the points, a last place above it)
// is not valid.
type FinalRow struct {
	Points int64
	Scores []FinalScore // by place, first first
}

// FinalScore is the match points of raw points at one place.
type FinalScore struct {
	Score int64
	Valid bool
}

// FinalTable lists match points by place for raw points from low to high
// in steps of step points (1,000 on paper).
func FinalTable(r table.Rules, low, high, step int64) ([]FinalRow, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	n := r.Players
	if len(r.Game.Uma) != n {
		return nil, &table.ValueError{Key: "game.uma", Reason: fmt.Sprintf("%d uma values cannot rank %d players", len(r.Game.Uma), n)}
	}
	if step <= 0 || low > high || (high-low)/step > 1000 {
		return nil, &table.HandError{Field: "points", Reason: fmt.Sprintf("no table from %d to %d in steps of %d", low, high, step)}
	}
	bonus := PlaceBonuses(r.Game, n)
	equal := int64(r.Game.Start) // every player's share of the points in play
	var rows []FinalRow
	for p := low; p <= high; p += step {
		row := FinalRow{Points: p, Scores: make([]FinalScore, n)}
		for k := range n {
			valid := !(k == 0 && p < equal) && !(k == n-1 && p > equal)
			row.Scores[k] = FinalScore{Score: p - int64(r.Game.Return) + bonus[k], Valid: valid}
		}
		rows = append(rows, row)
	}
	return rows, nil
}
