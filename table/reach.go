package table

// Reason is a key saying why no hand reaches a cell under the rules;
// renderers turn it into a footnote.
type Reason string

// The reasons a cell cannot be reached.
const (
	// ReasonRon20Fu: a closed ron earns +10 fu and an open hand with only
	// 20 fu is raised to 30, so no ron scores 20 fu.
	ReasonRon20Fu Reason = "ron-20-fu"
	// ReasonTsumo20FuNoPinfu: without pinfu tsumo at 20 fu, a tsumo always
	// earns +2 and rounds to 30.
	ReasonTsumo20FuNoPinfu Reason = "tsumo-20-fu-no-pinfu-tsumo"
	// ReasonTsumo20Fu1Han: 20 fu on a tsumo is pinfu tsumo, which is
	// already 2 han (pinfu and menzen tsumo).
	ReasonTsumo20Fu1Han Reason = "tsumo-20-fu-1-han"
	// Reason25Fu1Han: 25 fu is seven pairs, which is already 2 han.
	Reason25Fu1Han Reason = "25-fu-1-han"
	// ReasonTsumo25Fu2Han: seven pairs by tsumo adds menzen tsumo: 3 han at least.
	ReasonTsumo25Fu2Han Reason = "tsumo-25-fu-2-han"
	// ReasonRon1HanFuMax: a 1 han ron reaches at most 110 fu with a
	// 4 fu double-wind pair, 100 fu with a 2 fu one.
	ReasonRon1HanFuMax Reason = "ron-1-han-fu-max"
	// ReasonTsumo1HanFuMax: a 1 han tsumo reaches at most 100 fu.
	ReasonTsumo1HanFuMax Reason = "tsumo-1-han-fu-max"
)

// Reasons lists every reason in the order footnotes cite them.
var Reasons = []Reason{ReasonRon20Fu, ReasonTsumo20FuNoPinfu, ReasonTsumo20Fu1Han, Reason25Fu1Han, ReasonTsumo25Fu2Han, ReasonRon1HanFuMax, ReasonTsumo1HanFuMax}

// Reachable says whether a ron and a tsumo can score a cell.
type Reachable struct {
	Ron      bool   `json:"ron"`
	Tsumo    bool   `json:"tsumo"`
	RonWhy   Reason `json:"-"` // why no ron scores the cell; "" when one does
	TsumoWhy Reason `json:"-"` // why no tsumo scores the cell; "" when one does
}

// Reasons lists the distinct reasons, ron's first; empty when both are reachable.
func (r Reachable) Reasons() []Reason {
	reasons := []Reason{}
	if r.RonWhy != "" {
		reasons = append(reasons, r.RonWhy)
	}
	if r.TsumoWhy != "" && r.TsumoWhy != r.RonWhy {
		reasons = append(reasons, r.TsumoWhy)
	}
	return reasons
}

// MaxFu1Han returns the most fu a 1 han hand can count under r, by ron and by tsumo.
func MaxFu1Han(r Rules) (ron, tsumo int) {
	ron = 100
	if r.Fu.DoubleWindPair == 4 {
		ron = 110
	}
	return ron, 100
}

// Reach says whether any hand scores han and fu by ron and by tsumo under r,
// and why not where it cannot. The answer is the same for the
// dealer and a non-dealer, and for three and four players.
func Reach(r Rules, han, fu int) Reachable {
	ronMax, tsumoMax := MaxFu1Han(r)
	ronWhy := firstTrue(
		condition{fu == 20 && r.Fu.OpenMinimum30, ReasonRon20Fu},
		condition{fu == 25 && han == 1, Reason25Fu1Han},
		condition{han == 1 && fu > ronMax, ReasonRon1HanFuMax})
	tsumoWhy := firstTrue(
		condition{fu == 20 && !r.Fu.PinfuTsumo, ReasonTsumo20FuNoPinfu},
		condition{fu == 20 && han == 1, ReasonTsumo20Fu1Han},
		condition{fu == 25 && han == 1, Reason25Fu1Han},
		condition{fu == 25 && han == 2, ReasonTsumo25Fu2Han},
		condition{han == 1 && fu > tsumoMax, ReasonTsumo1HanFuMax})
	return Reachable{Ron: ronWhy == "", Tsumo: tsumoWhy == "", RonWhy: ronWhy, TsumoWhy: tsumoWhy}
}

// condition pairs a test with the reason it gives when it holds.
type condition struct {
	holds bool
	why   Reason
}

// firstTrue returns the reason of the first condition that holds, or "".
func firstTrue(conditions ...condition) Reason {
	for _, c := range conditions {
		if c.holds {
			return c.why
		}
	}
	return ""
}
