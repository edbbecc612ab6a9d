package table

// Yaku is one yaku or yakuman and what it is worth under a rule set.
type Yaku struct {
	ID      string // catalog key suffix: "tanyao"
	Yakuman bool   // a limit hand: Closed and Open count yakuman, not han
	// Mangan: paid as mangan whatever else the hand holds; Closed and Open
	// are 1 where it counts.
	Mangan bool
	Closed int // han (or yakuman) with a closed hand
	Open   int // han (or yakuman) with an open hand; 0: closed hands only
	// Double: the form of this yakuman that the rules count double
	// (kokushi_13 for thirteen orphans); "" when none is.
	Double DoubleYakuman
}

// standardYaku are the yaku and yakuman of the EMA and WRC rules, Tenhou
// and Mahjong Soul, at their common values, in the order players learn
// them; YakuList drops or adds those the rules leave out or add.
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
	{ID: "nagashi", Mangan: true, Closed: 1, Open: 1},
	{ID: "renhou", Mangan: true, Closed: 1},
	{ID: "kokushi", Yakuman: true, Closed: 1},
	{ID: "suuankou", Yakuman: true, Closed: 1},
	{ID: "daisangen", Yakuman: true, Closed: 1, Open: 1},
	{ID: "shousuushii", Yakuman: true, Closed: 1, Open: 1},
	{ID: "daisuushii", Yakuman: true, Closed: 1, Open: 1},
	{ID: "tsuuiisou", Yakuman: true, Closed: 1, Open: 1},
	{ID: "chinroutou", Yakuman: true, Closed: 1, Open: 1},
	{ID: "ryuuiisou", Yakuman: true, Closed: 1, Open: 1},
	{ID: "chuuren", Yakuman: true, Closed: 1},
	{ID: "suukantsu", Yakuman: true, Closed: 1, Open: 1},
	{ID: "tenhou", Yakuman: true, Closed: 1},
	{ID: "chiihou", Yakuman: true, Closed: 1},
}

// doubleForms are the yakuman whose special form some rules count double.
var doubleForms = map[string]DoubleYakuman{"kokushi": DoubleKokushi13, "suuankou": DoubleSuuankouTanki, "chuuren": DoubleJunseiChuuren}

// YakuList returns every yaku and yakuman as the rules value them: ippatsu
// only where it counts, no sanshoku doujun with three players (no 2–8 of
// characters), open tanyao only where allowed, nagashi mangan and renhou
// as the rules pay them, and the yakuman the rules count double.
func YakuList(r Rules) []Yaku {
	out := make([]Yaku, 0, len(standardYaku))
	for _, y := range standardYaku {
		switch y.ID {
		case "ippatsu":
			if !r.Yaku.Ippatsu {
				continue
			}
		case "sanshoku":
			if r.Players == 3 {
				continue
			}
		case "tanyao":
			if !r.Yaku.OpenTanyao {
				y.Open = 0
			}
		case "nagashi":
			if !r.Yaku.Nagashi {
				continue
			}
		case "renhou":
			if r.Yaku.Renhou != RenhouMangan {
				continue
			}
		case "daisuushii":
			if r.Yakuman.Doubled(DoubleDaisuushii) {
				y.Closed, y.Open = 2, 2
			}
		}
		if d, ok := doubleForms[y.ID]; ok && r.Yakuman.Doubled(d) {
			y.Double = d
		}
		out = append(out, y)
		if y.ID == "chiihou" && r.Yaku.Renhou == RenhouYakuman {
			out = append(out, Yaku{ID: "renhou", Yakuman: true, Closed: 1})
		}
	}
	return out
}

// HanOf returns what a yaku is worth at its common value, in a closed or
// an open hand: its han, 13 for a yakuman (as aotenjou counts it), 0 when
// it needs a closed hand. The rule-dependent values (open tanyao, double
// yakuman) are YakuList's; an id that is no yaku is a programming error.
func HanOf(id string, open bool) int {
	for _, y := range standardYaku {
		if y.ID != id {
			continue
		}
		n := y.Closed
		if open {
			n = y.Open
		}
		if y.Yakuman {
			n *= 13
		}
		return n
	}
	panic("table: no yaku " + id)
}
