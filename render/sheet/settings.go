package sheet

import (
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/table"
)

// setting states in words the value one rules key has, as footers and
// caveats print it; "" for keys that only choose how sheets look.
func (b builder) setting(key string) string {
	r := b.t.Rules
	yesNo := func(v bool) string {
		if v {
			return b.text("yes")
		}
		return b.text("no")
	}
	switch key {
	case "players":
		return b.text("footer.players", r.Players)
	case "kiriage":
		return b.text("footer.kiriage", yesNo(r.Kiriage))
	case "kazoe", "kazoe_han":
		if r.Kazoe == table.KazoeNone {
			return b.text("footer.kazoe.none")
		}
		return b.text("footer.kazoe."+string(r.Kazoe), r.KazoeHan)
	case "rounding":
		return b.text("footer.rounding", b.num(int64(r.Rounding)))
	case "aotenjou":
		if r.Aotenjou {
			return b.text("footer.aotenjou")
		}
		return b.text("footer.limits")
	case "yakuman.stacking", "yakuman.max":
		if r.Yakuman.Stacking {
			return b.text("footer.yakuman.stack", r.Yakuman.Max)
		}
		return b.text("footer.yakuman.single")
	case "yakuman.doubles":
		if len(r.Yakuman.Doubles) == 0 {
			return b.text("yaku.footer.doubles.off")
		}
		var names []string
		for _, d := range r.Yakuman.Doubles {
			names = append(names, b.text("double."+string(d)))
		}
		return b.text("yaku.footer.doubles", b.list(names))
	case "yaku.open_tanyao":
		if r.Yaku.OpenTanyao {
			return b.text("yaku.footer.open-tanyao.on")
		}
		return b.text("yaku.footer.open-tanyao.off")
	case "yaku.renhou":
		return b.text("footer.renhou." + string(r.Yaku.Renhou))
	case "yaku.nagashi":
		return b.text("footer.nagashi", yesNo(r.Yaku.Nagashi))
	case "yaku.ippatsu":
		return b.text("footer.ippatsu", yesNo(r.Yaku.Ippatsu))
	case "dora.ura", "dora.kan", "dora.red":
		parts := []string{b.text("dora.ura." + onOff(r.Dora.Ura)), b.text("dora.kan." + onOff(r.Dora.Kan))}
		if r.Dora.Red > 0 {
			parts = append(parts, b.text("dora.red", r.Dora.Red))
		} else {
			parts = append(parts, b.text("dora.red.none"))
		}
		return b.text("footer.dora", b.list(parts))
	case "honba.ron", "honba.tsumo":
		return b.text("footer.honba", b.num(int64(r.Honba.Ron)), b.num(int64(r.Honba.Tsumo)))
	case "game.start", "game.return":
		return b.text("footer.game.points", b.num(int64(r.Game.Start)), b.num(int64(r.Game.Return)), b.num(int64(r.Game.Oka(r.Players))))
	case "game.uma":
		uma := make([]string, len(r.Game.Uma))
		for i, u := range r.Game.Uma {
			uma[i] = signed(u)
		}
		return b.text("footer.game.uma", strings.Join(uma, " / "))
	case "game.ties":
		return b.tiesLine()
	case "game.riichi":
		return b.text("footer.game.riichi", b.num(int64(r.Game.Riichi)))
	case "game.noten":
		return b.text("footer.game.noten", b.num(int64(r.Game.Noten)))
	case "sanma.tsumo":
		return b.text("footer.sanma", b.text("scheme."+string(r.Sanma.Tsumo)))
	case "sanma.kita":
		return b.text("sanma.kita." + onOff(r.Sanma.Kita))
	case "fu.double_wind_pair":
		return b.text("fu.setting.double-wind", r.Fu.DoubleWindPair)
	case "fu.rinshan_tsumo":
		return b.text("fu.setting.rinshan", r.Fu.RinshanTsumo)
	case "fu.pinfu_tsumo":
		return b.text("fu.setting.pinfu-tsumo." + onOff(r.Fu.PinfuTsumo))
	case "fu.open_minimum_30":
		return b.text("fu.setting.open-minimum." + onOff(r.Fu.OpenMinimum30))
	}
	return ""
}

func onOff(v bool) string {
	if v {
		return "on"
	}
	return "off"
}

// signed writes an uma value with its sign: +15, 0, −15.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// Which rules keys change the numbers of which sheets: a caveat on a key
// prints only where its value shows.
var (
	gridKeys  = []string{"kiriage", "rounding", "aotenjou", "honba.ron", "honba.tsumo", "sanma.tsumo", "fu.pinfu_tsumo", "fu.open_minimum_30", "fu.double_wind_pair"}
	limitKeys = []string{"kiriage", "kazoe", "kazoe_han", "rounding", "aotenjou", "yakuman.stacking", "yakuman.max", "honba.ron", "honba.tsumo", "sanma.tsumo"}
	fuKeys    = []string{"fu.double_wind_pair", "fu.rinshan_tsumo", "fu.pinfu_tsumo", "fu.open_minimum_30"}
	yakuKeys  = []string{"yakuman.doubles", "yaku.open_tanyao", "yaku.renhou", "yaku.nagashi", "yaku.ippatsu", "dora.ura", "dora.kan", "dora.red", "sanma.kita"}
)

// shows reports whether sheet id prints a number or rule that key's value changes.
func shows(id, key string) bool {
	switch id {
	case Nondealer, Dealer, Sanma, DrillTable:
		return slices.Contains(gridKeys, key)
	case Limits:
		return slices.Contains(limitKeys, key)
	case FuChart, DrillFu:
		return slices.Contains(fuKeys, key)
	case YakuList:
		return slices.Contains(yakuKeys, key)
	case CheatSheet:
		return slices.Contains(gridKeys, key) || slices.Contains(limitKeys, key) || slices.Contains(fuKeys, key)
	case DrillPay:
		return slices.Contains(gridKeys, key) || slices.Contains(limitKeys, key)
	case IndexPage:
		return true
	}
	return false
}

// caveats says, for each value of the rule set that its sources do not
// confirm and that this sheet shows, what the sheet assumes and that the
// rulebook should be checked; a house note adds its own words.
func (b builder) caveats(id string) []string {
	r := b.t.Rules
	var lines []string
	for _, n := range r.Notes {
		switch {
		case r.Players == 4 && strings.HasPrefix(n.Key, "sanma."), !shows(id, n.Key):
			continue
		case strings.HasPrefix(n.Key, "honba.") && b.t.Honba == 0 && id != IndexPage:
			continue // no counter on the sheet: the honba values change no number
		}
		line := b.text("caveat", b.setting(n.Key))
		if n.House {
			line = JoinSentences([]string{line, n.Text})
		}
		if !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
	}
	return lines
}

// rulesName is the rule set's name, in the sheet's language where it is
// a preset's that the community there names in its own way.
func (b builder) rulesName() string {
	r := b.t.Rules
	key := "preset." + r.ID
	if r.Extends == "" && LocaleFor(language.English).Messages[key] == r.Name {
		return b.text(key)
	}
	return r.Name
}
