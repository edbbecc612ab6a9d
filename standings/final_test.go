package standings_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// TestFinalScores turns raw points into match points as rule books do:
// EMA's 30,000 return with uma 15/5/−5/−15 and no oka, M-League's 30,000
// return from 25,000 with uma 30/10/−10/−30 and a 20,000 oka, and ties
// split or ranked by seat.
func TestFinalScores(t *testing.T) {
	t.Parallel()
	ema := base()
	ema.Game.Ties = table.TiesSplit
	mleague := with(func(r *table.Rules) {
		r.Game = table.GameRules{Start: 25000, Return: 30000, Uma: []int{30, 10, -10, -30}, Riichi: 1000, Noten: 3000, Ties: table.TiesSeat}
	})
	tests := []struct {
		name   string
		rules  table.Rules
		points []int64
		places []int
		scores []int64 // in points: +25.0 is 25000
	}{
		{"ema plain", ema, []int64{40000, 30000, 20000, 10000}, []int{1, 2, 3, 4}, []int64{25000, 5000, -15000, -35000}},
		{"ema ordered by points, not seat", ema, []int64{10000, 20000, 30000, 40000}, []int{4, 3, 2, 1}, []int64{-35000, -15000, 5000, 25000}},
		{"ema two tied first share 15 and 5", ema, []int64{35000, 35000, 20000, 10000}, []int{1, 1, 3, 4}, []int64{15000, 15000, -15000, -35000}},
		{"ema three tied share 5, −5, −15", ema, []int64{25000, 45000, 25000, 25000}, []int{2, 1, 2, 2}, []int64{-10000, 30000, -10000, -10000}},
		{"ema negative points", ema, []int64{75000, 30000, 20000, -5000}, []int{1, 2, 3, 4}, []int64{60000, 5000, -15000, -50000}},
		{"mleague with oka", mleague, []int64{40000, 30000, 20000, 10000}, []int{1, 2, 3, 4}, []int64{60000, 10000, -20000, -50000}},
		{"mleague tie by seat: the earlier seat ranks higher", mleague, []int64{20000, 40000, 20000, 20000}, []int{2, 1, 3, 4}, []int64{0, 60000, -20000, -40000}},
		{"split three ways rounds to the point", with(func(r *table.Rules) {
			r.Game = table.GameRules{Start: 25000, Return: 30000, Uma: []int{30, 10, -10, -30}, Riichi: 1000, Noten: 3000, Ties: table.TiesSplit}
		}), []int64{30000, 30000, 30000, 10000}, []int{1, 1, 1, 4}, []int64{16667, 16667, 16667, -50000}},
	}
	for _, tc := range tests {
		got, err := standings.FinalScores(tc.rules, tc.points)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var places []int
		var scores []int64
		for _, s := range got {
			places = append(places, s.Place)
			scores = append(scores, s.Score)
		}
		if diff := cmp.Diff(tc.places, places); diff != "" {
			t.Errorf("%s: places (-want +got):\n%s", tc.name, diff)
		}
		if diff := cmp.Diff(tc.scores, scores); diff != "" {
			t.Errorf("%s: scores (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestFinalScoresRefuses(t *testing.T) {
	t.Parallel()
	r := base()
	r.Game.Ties = table.TiesSplit
	for _, points := range [][]int64{{30000, 30000, 40000}, {1e8, 0, 0, 0}} {
		if _, err := standings.FinalScores(r, points); err == nil {
			t.Errorf("FinalScores(%v): no error", points)
		}
	}
	r.Game.Ties = "coin"
	if _, err := standings.FinalScores(r, []int64{1, 2, 3, 4}); err == nil {
		t.Error("ties = coin: no error")
	}
}

// TestFinalTable: each row is the points minus the return plus the
// place's bonus; first below an equal share and last above it are marked
// impossible.
func TestFinalTable(t *testing.T) {
	t.Parallel()
	r := with(func(r *table.Rules) {
		r.Game = table.GameRules{Start: 25000, Return: 30000, Uma: []int{30, 10, -10, -30}, Riichi: 1000, Noten: 3000, Ties: table.TiesSeat}
	})
	rows, err := standings.FinalTable(r, 24000, 26000, 1000)
	if err != nil {
		t.Fatal(err)
	}
	want := []standings.FinalRow{
		{Points: 24000, Scores: []standings.FinalScore{{44000, false}, {4000, true}, {-16000, true}, {-36000, true}}},
		{Points: 25000, Scores: []standings.FinalScore{{45000, true}, {5000, true}, {-15000, true}, {-35000, true}}},
		{Points: 26000, Scores: []standings.FinalScore{{46000, true}, {6000, true}, {-14000, true}, {-34000, false}}},
	}
	if diff := cmp.Diff(want, rows); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
