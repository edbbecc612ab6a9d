package table_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestPayQuestions deals the payments drill for every preset: as many
// questions as asked, no two alike, none of a cell no hand scores, each
// answer what table.Pay says, and the same questions for the same seed.
func TestPayQuestions(t *testing.T) {
	t.Parallel()
	for _, name := range ruleset.PresetNames {
		r, err := ruleset.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		deal := func() []table.PayQuestion {
			qs, err := table.PayQuestions(rand.New(rand.NewPCG(7, 1)), r, 40)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return qs
		}
		qs, again := deal(), deal()
		if len(qs) != 40 {
			t.Fatalf("%s: %d questions, want 40", name, len(qs))
		}
		limits := 0
		for i, q := range qs {
			if !reflect.DeepEqual(q, again[i]) {
				t.Errorf("%s: question %d is %+v, then %+v for the same seed", name, i+1, q, again[i])
			}
			for _, p := range qs[:i] {
				if p.Hand == q.Hand && p.Tsumo == q.Tsumo && p.Honba == q.Honba {
					t.Errorf("%s: question %d asks %+v again", name, i+1, q)
				}
			}
			if q.Hand.Fu == 0 {
				limits++
			} else if reach := table.Reach(r, q.Hand.Han, q.Hand.Fu); q.Tsumo && !reach.Tsumo || !q.Tsumo && !reach.Ron {
				t.Errorf("%s: question %d asks %+v, which no hand scores", name, i+1, q)
			}
			if q.Honba < 0 || q.Honba > 2 || q.Hand.Han < 1 || q.Hand.Han > 13 {
				t.Errorf("%s: question %d out of range: %+v", name, i+1, q)
			}
			p, err := table.Pay(r, q.Hand, q.Honba)
			if err != nil {
				t.Fatal(err)
			}
			if want := table.CellOf(r, p); !reflect.DeepEqual(want, q.Cell) || q.Cell.Ron == 0 {
				t.Errorf("%s: question %d answers %+v, table.Pay says %+v", name, i+1, q.Cell, want)
			}
		}
		if limits == 0 && !r.Aotenjou {
			t.Errorf("%s: no limit hand among 40 questions", name)
		}
	}
}
