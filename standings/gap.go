package standings

import "github.com/hayami-mahjong/hayami/table"

// Way is how a chasing player wins the hand that should overtake the
// leader, and so how much the gap between them closes.
type Way string

// The ways to win, by who pays.
const (
	// WayDirect: ron from the leader, who pays: the gap closes by twice
	// the payment.
	WayDirect Way = "direct"
	// WayRon: ron from another player: the gap closes by the payment.
	WayRon Way = "ron"
	// WayTsumoLeaderNondealer: tsumo while the leader is a non-dealer, who
	// pays a non-dealer's share.
	WayTsumoLeaderNondealer Way = "tsumo-leader-nondealer"
	// WayTsumoLeaderDealer: a non-dealer's tsumo while the leader is the
	// dealer, who pays the dealer's share.
	WayTsumoLeaderDealer Way = "tsumo-leader-dealer"
)

// Ways lists the ways a winner can close a gap: all four for a
// non-dealer, the dealer's without WayTsumoLeaderDealer.
func Ways(w table.Winner) []Way {
	if w == table.WinnerDealer {
		return []Way{WayDirect, WayRon, WayTsumoLeaderNondealer}
	}
	return []Way{WayDirect, WayRon, WayTsumoLeaderNondealer, WayTsumoLeaderDealer}
}

// MaxSticks bounds the riichi deposits on the table a gap question counts.
const MaxSticks = 99

// GapHand is a hand that closes a gap: a grid cell or a limit row, with
// its payment and how much it closes.
type GapHand struct {
	Han   int // with Fu: a grid cell
	Fu    int
	Limit table.Limit // a limit row, or the limit a cell pays
	Multi int         // yakuman multiple of a limit row
	Gain  int64       // how much the gap closes: payments, honba and deposits
	Found bool        // false: no hand of the tables closes the gap
	// Paid is the payment as tables print it: a ron, or the tsumo shares.
	Ron   int64
	Tsumo table.Tsumo
}

// GapAnswer is the smallest hand that overtakes for one way of winning,
// and, where it is smaller, the smallest that draws level.
type GapAnswer struct {
	Way   Way
	Pass  GapHand // closes more than the gap
	Level GapHand // closes exactly the gap: ahead under ties by seat when the chaser sat nearer the first dealer
}

// GapQuestion is one situation: a gap, who wins, and what is on the table.
type GapQuestion struct {
	Gap    int64        // points behind the leader, > 0
	Winner table.Winner // the chasing player: dealer or non-dealer
	Sticks int          // riichi deposits on the table, which the winner takes
}

// Gap answers a gap question from the tables (honba included as the
// tables have them): for each way of winning, the cheapest hand of the
// grid (cells some hand reaches by that way) or of the limit rows whose
// gain exceeds the gap. Among equal gains the hand with fewer fu, then
// fewer han, is named.
func Gap(t table.Tables, q GapQuestion) ([]GapAnswer, error) {
	if q.Gap <= 0 || q.Gap > MaxFinalPoints {
		return nil, table.NewHandError("gap", table.CodeGap, "a gap must be from 1 to %d points, not %d", MaxFinalPoints, q.Gap)
	}
	if q.Sticks < 0 || q.Sticks > MaxSticks {
		return nil, table.NewHandError("sticks", table.CodeSticks, "%d riichi deposits is not from 0 to %d", q.Sticks, MaxSticks)
	}
	return newGapHands(t, q.Winner, q.Sticks).answers(q.Gap), nil
}

// gapHands are the hands of a winner's table by way of winning, with
// their gains for some riichi deposits on the table: what every gap
// question about them chooses from.
type gapHands struct {
	ways  []Way
	hands [][]GapHand // by way
}

func newGapHands(t table.Tables, w table.Winner, sticks int) gapHands {
	tab := t.Of(w)
	deposits := int64(sticks) * int64(t.Rules.Game.Riichi)
	g := gapHands{ways: Ways(w)}
	for _, way := range g.ways {
		g.hands = append(g.hands, candidates(tab, way, deposits))
	}
	return g
}

// answers picks, for each way of winning, the cheapest hand that passes
// the gap and the cheapest that draws level.
func (g gapHands) answers(gap int64) []GapAnswer {
	out := make([]GapAnswer, 0, len(g.ways))
	for i, way := range g.ways {
		a := GapAnswer{Way: way}
		for _, h := range g.hands[i] {
			if h.Gain > gap && (!a.Pass.Found || better(h, a.Pass)) {
				a.Pass = h
			}
			if h.Gain >= gap && (!a.Level.Found || better(h, a.Level)) {
				a.Level = h
			}
		}
		if a.Level.Found && a.Pass.Found && a.Level.Gain == a.Pass.Gain {
			a.Level = GapHand{} // drawing level takes no less than passing
		}
		out = append(out, a)
	}
	return out
}

// better: a smaller gain; among equal gains a grid cell before a limit
// row, then fewer fu (30 and 40 fu are the usual hands, 110 the rare
// ones), then fewer han.
func better(h, than GapHand) bool {
	if h.Gain != than.Gain {
		return h.Gain < than.Gain
	}
	if hl, tl := h.Fu == 0, than.Fu == 0; hl != tl {
		return !hl
	}
	if h.Fu != than.Fu {
		return h.Fu < than.Fu
	}
	return h.Han < than.Han
}

// candidates lists every hand of a table a way of winning can score, with
// its gain.
func candidates(tab table.Table, way Way, deposits int64) []GapHand {
	tsumo := way == WayTsumoLeaderNondealer || way == WayTsumoLeaderDealer
	var out []GapHand
	for _, c := range tab.Cells {
		if tsumo && !c.Reachable.Tsumo || !tsumo && !c.Reachable.Ron || c.Limit != table.NoLimit {
			continue // a cell paying a limit is named by its limit row
		}
		out = append(out, GapHand{Han: c.Han, Fu: c.Fu, Limit: c.Limit, Multi: c.Multiple, Ron: c.Ron, Tsumo: c.Tsumo, Gain: gain(way, c.Ron, c.Tsumo, deposits), Found: true})
	}
	for _, l := range tab.Limits {
		out = append(out, GapHand{Limit: l.Limit, Multi: l.Multiple, Ron: l.Ron, Tsumo: l.Tsumo, Gain: gain(way, l.Ron, l.Tsumo, deposits), Found: true})
	}
	return out
}

// gain is how much a win closes the gap to the leader.
func gain(way Way, ron int64, t table.Tsumo, deposits int64) int64 {
	switch way {
	case WayDirect:
		return 2*ron + deposits
	case WayRon:
		return ron + deposits
	case WayTsumoLeaderDealer:
		return t.Total + t.Dealer + deposits
	default: // the leader pays a non-dealer's share
		return t.Total + t.Nondealer + deposits
	}
}

// GapSteps are the gaps a printed table lists: every 1,000 to 20,000, every
// 2,000 to 32,000, then every 4,000 to 48,000. A row answers for every gap
// up to its own and above the row before.
var GapSteps = func() []int64 {
	var out []int64
	for g := int64(1000); g <= 48000; {
		out = append(out, g)
		switch {
		case g < 20000:
			g += 1000
		case g < 32000:
			g += 2000
		default:
			g += 4000
		}
	}
	return out
}()

// GapRow is one row of a gap table: the answers for a band of gaps, and
// the band with each number of riichi deposits on the table, which the
// winner takes: a deposit closes the gap like a payment, so each moves the
// band up by the deposit.
type GapRow struct {
	From    []int64     // the band's smallest gap, by deposits on the table (0 for "up to")
	Gaps    []int64     // the band's largest gap, which the answers are for
	Answers []GapAnswer // in the order of Ways, with no deposit
}

// GapTable answers every band of GapSteps for a winner, with the band for
// 0 to sticks riichi deposits on the table.
func GapTable(t table.Tables, w table.Winner, sticks int) ([]GapRow, error) {
	if sticks < 0 || sticks > MaxSticks {
		return nil, table.NewHandError("sticks", table.CodeSticks, "%d riichi deposits is not from 0 to %d", sticks, MaxSticks)
	}
	deposit := int64(t.Rules.Game.Riichi)
	hands := newGapHands(t, w, 0)
	rows := make([]GapRow, 0, len(GapSteps))
	prev := int64(0)
	for _, g := range GapSteps {
		row := GapRow{Answers: hands.answers(g)}
		for s := range int64(sticks) + 1 {
			from := int64(0)
			if prev > 0 {
				from = prev + 100 + s*deposit
			}
			row.From = append(row.From, from)
			row.Gaps = append(row.Gaps, g+s*deposit)
		}
		rows = append(rows, row)
		prev = g
	}
	return rows, nil
}
