package table

// Yaku is one yaku or yakuman and what it is worth under a rule set.
type Yaku struct {
	ID      string `json:"id"`      // catalog key suffix: "tanyao"
	Yakuman bool   `json:"yakuman"` // a limit hand: Closed and Open count yakuman, not han
	Closed  int    `json:"closed"`  // han (or yakuman) with a closed hand
	Open    int    `json:"open"`    // han (or yakuman) with an open hand; 0: closed hands only
	// DoubleWait: a double yakuman when won on its special wait (13-sided
	// kokushi, single-wait suuankou, 9-sided chuuren) under special doubles.
	DoubleWait bool `json:"double_wait,omitempty"`
}

// standardYaku are the yaku and yakuman of the EMA and WRC rules, Tenhou
// and Mahjong Soul, at their common values, in the order players learn them.
var standardYaku = []Yaku{
	{ID: "riichi", Closed: 1},
	{ID: "ippatsu", Closed: 1},
	{ID: "menzen-tsumo", Closed: 1},
	{ID: "pinfu", Closed: 1},
	{ID: "iipeikou", Closed: 1},
	{ID: "tanyao", Closed: 1, Open: 1},
	{ID: "yakuhai", Closed: 1, Open: 1},
	{ID: "haitei", Closed: 1, Open: 1},
	{ID: "houtei", Closed: 1, Open: 1},
	{ID: "rinshan", Closed: 1, Open: 1},
	{ID: "chankan", Closed: 1, Open: 1},
	{ID: "double-riichi", Closed: 2},
	{ID: "chiitoitsu", Closed: 2},
	{ID: "sanshoku", Closed: 2, Open: 1},
	{ID: "ittsu", Closed: 2, Open: 1},
	{ID: "chanta", Closed: 2, Open: 1},
	{ID: "toitoi", Closed: 2, Open: 2},
	{ID: "sanankou", Closed: 2, Open: 2},
	{ID: "sanshoku-doukou", Closed: 2, Open: 2},
	{ID: "sankantsu", Closed: 2, Open: 2},
	{ID: "shousangen", Closed: 2, Open: 2},
	{ID: "honroutou", Closed: 2, Open: 2},
	{ID: "honitsu", Closed: 3, Open: 2},
	{ID: "junchan", Closed: 3, Open: 2},
	{ID: "ryanpeikou", Closed: 3},
	{ID: "chinitsu", Closed: 6, Open: 5},
	{ID: "kokushi", Yakuman: true, Closed: 1, DoubleWait: true},
	{ID: "suuankou", Yakuman: true, Closed: 1, DoubleWait: true},
	{ID: "daisangen", Yakuman: true, Closed: 1, Open: 1},
	{ID: "shousuushii", Yakuman: true, Closed: 1, Open: 1},
	{ID: "daisuushii", Yakuman: true, Closed: 1, Open: 1},
	{ID: "tsuuiisou", Yakuman: true, Closed: 1, Open: 1},
	{ID: "chinroutou", Yakuman: true, Closed: 1, Open: 1},
	{ID: "ryuuiisou", Yakuman: true, Closed: 1, Open: 1},
	{ID: "chuuren", Yakuman: true, Closed: 1, DoubleWait: true},
	{ID: "suukantsu", Yakuman: true, Closed: 1, Open: 1},
	{ID: "tenhou", Yakuman: true, Closed: 1},
	{ID: "chiihou", Yakuman: true, Closed: 1},
}

// YakuList returns every yaku and yakuman as the rules value them: open
// tanyao only where allowed, big four winds a double yakuman and the
// special waits marked under special doubles.
func YakuList(r Rules) []Yaku {
	out := make([]Yaku, len(standardYaku))
	for i, y := range standardYaku {
		switch {
		case y.ID == "tanyao" && !r.Yaku.OpenTanyao:
			y.Open = 0
		case y.ID == "daisuushii" && r.Yakuman.SpecialDoubles:
			y.Closed, y.Open = 2, 2
		}
		if !r.Yakuman.SpecialDoubles {
			y.DoubleWait = false
		}
		out[i] = y
	}
	return out
}
