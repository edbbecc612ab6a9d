package standings_test

import (
	"slices"
	"testing"

	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// TestComputeParts: Compute adds the final scores and the gap tables,
// ComputeParts only the parts asked for, and each part is what
// FinalTable and GapTable give: EMA's 30,000 start, rows from 15,000 to
// 70,000 every 1,000, the worked example with two players level.
func TestComputeParts(t *testing.T) {
	t.Parallel()
	r := with(func(r *table.Rules) {
		r.Game = table.GameRules{Start: 30000, Return: 30000, Uma: []int{15, 5, -5, -15}, Riichi: 1000, Noten: 3000, Ties: table.TiesSplit}
	})
	none, err := standings.ComputeParts(r, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if none.Final != nil || none.Gaps != nil || none.Parts != 0 || len(none.Tables.Tables) != 2 || len(none.Tables.Tables[0].Cells) == 0 {
		t.Errorf("no parts: final %v, %d gap tables, parts %b, %d tables", none.Final, len(none.Gaps), none.Parts, len(none.Tables.Tables))
	}
	final, err := standings.ComputeParts(r, 0, standings.PartFinal)
	if err != nil {
		t.Fatal(err)
	}
	if final.Final == nil || final.Gaps != nil || !final.Parts.Has(standings.PartFinal) || final.Parts.Has(standings.PartGaps) {
		t.Fatalf("final only: final %v, %d gap tables, parts %b", final.Final, len(final.Gaps), final.Parts)
	}
	f := final.Final
	if f.Step != 1000 || len(f.Rows) != 56 || f.Rows[0].Points != 15000 || f.Rows[55].Points != 70000 {
		t.Errorf("final rows: step %d, %d rows, %d to %d", f.Step, len(f.Rows), f.Rows[0].Points, f.Rows[len(f.Rows)-1].Points)
	}
	var points []int64
	for _, s := range f.Example {
		points = append(points, s.Points)
	}
	if want := []int64{47700, 29300, 29300, 13700}; !slices.Equal(points, want) || f.Example[1].Tied != 2 {
		t.Errorf("example points %v, want %v with seats 1 and 2 tied", points, want)
	}
	if want := []int64{15000, 5000, -5000, -15000}; !slices.Equal(f.PlaceBonus, want) {
		t.Errorf("place bonuses %v, want %v", f.PlaceBonus, want)
	}

	all, err := standings.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	if all.Parts != standings.AllParts || len(all.Gaps) != 2 || all.Gaps[0].Winner != table.WinnerNondealer || all.Gaps[1].Winner != table.WinnerDealer {
		t.Fatalf("every part: parts %b, %d gap tables", all.Parts, len(all.Gaps))
	}
	for _, g := range all.Gaps {
		want, err := standings.GapTable(all.Tables, g.Winner, standings.GapSticks)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Rows) != len(want) || len(g.Rows[0].From) != standings.GapSticks+1 || !slices.Equal(g.Rows[9].Answers, want[9].Answers) {
			t.Errorf("%s's gap table is not GapTable's", g.Winner)
		}
	}

	// A four-player uma played by three: no final scores, though asked for.
	r.Players = 3
	sanma, err := standings.Compute(r, 0)
	if err != nil || sanma.Final != nil || !sanma.Parts.Has(standings.PartFinal) || len(sanma.Gaps) != 2 {
		t.Errorf("three players, four uma: %v, final %v, parts %b", err, sanma.Final, sanma.Parts)
	}
}

// BenchmarkComputeParts is what each part adds to the payments of the
// default grid: the gap tables cost more than every payment together.
func BenchmarkComputeParts(b *testing.B) {
	r := base()
	for _, tc := range []struct {
		name  string
		parts standings.Parts
	}{{"payments", 0}, {"final", standings.PartFinal}, {"gaps", standings.PartGaps}, {"all", standings.AllParts}} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := standings.ComputeParts(r, 0, tc.parts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
