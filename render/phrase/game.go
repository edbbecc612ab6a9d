package phrase

import (
	"golang.org/x/text/number"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/standings"
)

// MatchPoints writes points as match points: thousands with one decimal
// and a sign, "+45.3", "−15.0".
func (b Book) MatchPoints(points int64) string {
	s := b.p.Sprint(number.Decimal(float64(abs(points))/1000, number.Scale(1)))
	switch {
	case points > 0:
		return "+" + s
	case points < 0:
		return "−" + s
	}
	return s
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// Bonuses states the uma and oka by place in match points.
func (b Book) Bonuses() string {
	bonus := standings.PlaceBonuses(b.rules.Game, b.rules.Players)
	parts := make([]string, len(bonus))
	for i, v := range bonus {
		parts[i] = b.Text(locale.GamePlaceBonus, b.Text(locale.Place(i+1)), b.MatchPoints(v))
	}
	return b.Text(locale.GameBonuses, b.List(parts))
}

// GapRange writes a band of gaps to the leader: "7,100–8,000", or "up to
// 1,000" from none.
func (b Book) GapRange(from, to int64) string {
	if from <= 0 {
		return b.Text(locale.GapsUpto, b.Num(to))
	}
	return b.Num(from) + "–" + b.Num(to)
}

// OnOff says on or off.
func (b Book) OnOff(on bool) string {
	if on {
		return b.Text(locale.Yes)
	}
	return b.Text(locale.No)
}
