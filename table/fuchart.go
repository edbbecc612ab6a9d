package table

// FuItem is one line of the fu chart: an id renderers translate, and its fu.
type FuItem struct {
	ID    string
	Fu    int
	Fixed bool // the hand's whole fu, not an addition
}

// SetFu is the fu of one kind of set, open and closed.
type SetFu struct {
	ID     string
	Open   int
	Closed int
}

// FuChart is the fu reference chart under one rule set, in reading order.
type FuChart struct {
	Base      int
	WinMethod []FuItem
	Sets      []SetFu
	Pair      []FuItem
	Waits     []FuItem
	Special   []FuItem
	RoundTo   int
	Remarks   []string // ids of counting rules that carry no fu of their own
}

// BaseFu is every hand's base fu (fuutei).
const BaseFu = 20

// Chart returns the fu chart that follows r's fu settings; it reads r.Fu only.
func Chart(r Rules) FuChart {
	c := FuChart{Base: BaseFu, RoundTo: 10}
	c.WinMethod = []FuItem{{ID: "closed-ron", Fu: 10}, {ID: "open-ron", Fu: 0}, {ID: "tsumo", Fu: 2}}
	if r.Fu.PinfuTsumo {
		c.WinMethod = append(c.WinMethod, FuItem{ID: "pinfu-tsumo", Fu: 0})
	}
	c.WinMethod = append(c.WinMethod, FuItem{ID: "rinshan-tsumo", Fu: r.Fu.RinshanTsumo})
	c.Sets = []SetFu{
		{ID: "sequence", Open: 0, Closed: 0},
		{ID: "triplet-simples", Open: 2, Closed: 4},
		{ID: "triplet-terminals-honours", Open: 4, Closed: 8},
		{ID: "quad-simples", Open: 8, Closed: 16},
		{ID: "quad-terminals-honours", Open: 16, Closed: 32},
	}
	c.Pair = []FuItem{
		{ID: "pair-dragon", Fu: 2}, {ID: "pair-seat-wind", Fu: 2}, {ID: "pair-round-wind", Fu: 2},
		{ID: "pair-double-wind", Fu: r.Fu.DoubleWindPair}, {ID: "pair-other", Fu: 0},
	}
	c.Waits = []FuItem{
		{ID: "wait-ryanmen", Fu: 0}, {ID: "wait-shanpon", Fu: 0},
		{ID: "wait-kanchan", Fu: 2}, {ID: "wait-penchan", Fu: 2}, {ID: "wait-tanki", Fu: 2},
	}
	c.Special = []FuItem{{ID: "chiitoitsu", Fu: 25, Fixed: true}}
	if r.Fu.PinfuTsumo {
		c.Special = append(c.Special, FuItem{ID: "pinfu-tsumo", Fu: 20, Fixed: true})
	}
	c.Special = append(c.Special, FuItem{ID: "pinfu-ron", Fu: 30, Fixed: true})
	if r.Fu.OpenMinimum30 {
		c.Special = append(c.Special, FuItem{ID: "open-minimum", Fu: 30, Fixed: true})
	}
	c.Remarks = []string{"round-up", "shanpon-ron-triplet-open", "closed-quad-stays-closed", "highest-reading"}
	return c
}

// Fu returns the fu of an item of the chart by its id: the base, a win
// method, a pair, a wait or a fixed total; ok is false for an id the
// chart does not list under its rules. A win method comes before a fixed
// total of the same id (pinfu tsumo adds 0; the hand is 20).
func (c FuChart) Fu(id string) (fu int, ok bool) {
	if id == "base" {
		return c.Base, true
	}
	for _, list := range [][]FuItem{c.WinMethod, c.Pair, c.Waits, c.Special} {
		for _, it := range list {
			if it.ID == id {
				return it.Fu, true
			}
		}
	}
	return 0, false
}

// FuOfSet returns the fu of a triplet or a quad, of simples or of
// terminals and honours, open or closed.
func (c FuChart) FuOfSet(quad, terminalOrHonour, closed bool) int {
	id := "triplet-simples"
	switch {
	case quad && terminalOrHonour:
		id = "quad-terminals-honours"
	case quad:
		id = "quad-simples"
	case terminalOrHonour:
		id = "triplet-terminals-honours"
	}
	for _, s := range c.Sets {
		if s.ID == id {
			if closed {
				return s.Closed
			}
			return s.Open
		}
	}
	panic("table: the fu chart has no " + id) // Chart always lists the four
}
