package table

import "math/rand/v2"

// PayQuestion is one question of the payments drill: what a hand pays,
// won by ron or tsumo with honba counters, and the answer.
type PayQuestion struct {
	Hand  Hand
	Tsumo bool
	Honba int
	Cell  Cell // the payment
}

// payDrillFus are the fu the payments drill asks about, 30 and 40 fu
// (the commonest hands) twice as often.
var payDrillFus = []int{30, 30, 40, 40, 20, 25, 50, 60, 70, 80, 90, 100, 110}

// PayQuestions deals count different questions of the payments drill from
// rng: 1–4 han at a fu (a limit hand of 5–13 han now and then), the
// dealer one time in three, ron or tsumo, up to two honba; never a cell
// no hand scores. The same rng state deals the same questions.
func PayQuestions(rng *rand.Rand, r Rules, count int) ([]PayQuestion, error) {
	var out []PayQuestion
	for len(out) < count {
		q := PayQuestion{Hand: Hand{Han: 1 + rng.IntN(4), Fu: payDrillFus[rng.IntN(len(payDrillFus))], Dealer: rng.IntN(3) == 0}}
		if rng.IntN(5) == 0 { // a limit hand now and then
			q.Hand.Han, q.Hand.Fu = 5+rng.IntN(9), 0
		}
		q.Tsumo = rng.IntN(2) == 0
		q.Honba = max(0, rng.IntN(5)-2)
		if r.Aotenjou && q.Hand.Fu == 0 {
			q.Hand.Fu = 30
		}
		if q.Hand.Fu > 0 {
			reach := Reach(r, q.Hand.Han, q.Hand.Fu)
			if (q.Tsumo && !reach.Tsumo) || (!q.Tsumo && !reach.Ron) {
				continue // no hand scores this cell: ask another
			}
		}
		if askedAlready(out, q) {
			continue
		}
		p, err := Pay(r, q.Hand, q.Honba)
		if err != nil {
			return nil, err
		}
		q.Cell = CellOf(r, p)
		out = append(out, q)
	}
	return out, nil
}

// askedAlready reports whether the questions ask q's hand, win and honba.
func askedAlready(asked []PayQuestion, q PayQuestion) bool {
	for _, a := range asked {
		if a.Hand == q.Hand && a.Tsumo == q.Tsumo && a.Honba == q.Honba {
			return true
		}
	}
	return false
}
