package table

// Reason is a key saying why no hand reaches a cell under the rules;
// renderers turn it into a footnote. NoReason means the cell is reachable.
type Reason uint8

// The reasons a cell cannot be reached.
const (
	NoReason Reason = iota
	// ReasonRon20Fu: a closed ron earns +10 fu and an open hand with only
	// 20 fu is raised to 30, so no ron scores 20 fu.
	ReasonRon20Fu
	// ReasonTsumo20FuNoPinfu: without pinfu tsumo at 20 fu, a tsumo always
	// earns +2 and rounds to 30.
	ReasonTsumo20FuNoPinfu
	// ReasonTsumo20Fu1Han: 20 fu on a tsumo is pinfu tsumo, which is
	// already 2 han (pinfu and menzen tsumo).
	ReasonTsumo20Fu1Han
	// Reason25Fu1Han: 25 fu is seven pairs, which is already 2 han.
	Reason25Fu1Han
	// ReasonTsumo25Fu2Han: seven pairs by tsumo adds menzen tsumo: 3 han at least.
	ReasonTsumo25Fu2Han
	// ReasonRon1HanFuMax: a 1 han ron reaches at most 110 fu with a
	// 4 fu double-wind pair, 100 fu with a 2 fu one.
	ReasonRon1HanFuMax
	// ReasonTsumo1HanFuMax: a 1 han tsumo reaches at most 100 fu.
	ReasonTsumo1HanFuMax
)

var reasonKeys = [...]string{"", "ron-20-fu", "tsumo-20-fu-no-pinfu-tsumo", "tsumo-20-fu-1-han", "25-fu-1-han", "tsumo-25-fu-2-han", "ron-1-han-fu-max", "tsumo-1-han-fu-max"}

// String returns the reason's key, as the JSON and the catalogs write it.
func (r Reason) String() string { return reasonKeys[r] }

// Reasons lists every reason.
var Reasons = []Reason{ReasonRon20Fu, ReasonTsumo20FuNoPinfu, ReasonTsumo20Fu1Han, Reason25Fu1Han, ReasonTsumo25Fu2Han, ReasonRon1HanFuMax, ReasonTsumo1HanFuMax}

// Reachable says whether a ron and a tsumo can score a cell.
type Reachable struct {
	Ron      bool
	Tsumo    bool
	RonWhy   Reason // why no ron scores the cell; NoReason when one does
	TsumoWhy Reason // why no tsumo scores the cell; NoReason when one does
}

// noReasons is the reasons of every reachable cell, shared: it is never appended to.
var noReasons = []Reason{}

// Reasons lists the distinct reasons, ron's first; empty when both are reachable.
func (r Reachable) Reasons() []Reason {
	if r.RonWhy == NoReason && r.TsumoWhy == NoReason {
		return noReasons
	}
	var reasons []Reason
	if r.RonWhy != NoReason {
		reasons = append(reasons, r.RonWhy)
	}
	if r.TsumoWhy != NoReason && r.TsumoWhy != r.RonWhy {
		reasons = append(reasons, r.TsumoWhy)
	}
	return reasons
}

// MaxFu1Han returns the most fu a 1 han hand can count under r, by ron and by tsumo.
func MaxFu1Han(r Rules) (ron, tsumo int) { return maxFu1Han(&r) }

func maxFu1Han(r *Rules) (ron, tsumo int) {
	ron = 100
	if r.Fu.DoubleWindPair == 4 {
		ron = 110
	}
	return ron, 100
}

// Reach says whether any hand scores han and fu by ron and by tsumo under r,
// and why not where it cannot. The answer is the same for the
// dealer and a non-dealer, and for three and four players.
func Reach(r Rules, han, fu int) Reachable { return reach(&r, han, fu) }

func reach(r *Rules, han, fu int) Reachable {
	ronMax, tsumoMax := maxFu1Han(r)
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
	return Reachable{Ron: ronWhy == NoReason, Tsumo: tsumoWhy == NoReason, RonWhy: ronWhy, TsumoWhy: tsumoWhy}
}

// condition pairs a test with the reason it gives when it holds.
type condition struct {
	holds bool
	why   Reason
}

// firstTrue returns the reason of the first condition that holds, or NoReason.
func firstTrue(conditions ...condition) Reason {
	for _, c := range conditions {
		if c.holds {
			return c.why
		}
	}
	return NoReason
}
