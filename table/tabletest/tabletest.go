// Package tabletest holds the rules table's and standings' tests start
// from: plain four-player rules every test changes only where it needs to.
package tabletest

import "github.com/hayami-mahjong/hayami/table"

// Base returns four-player rules without kiriage, like EMA 2016.
func Base() table.Rules {
	return table.Rules{
		ID: "test", Name: "Test", Players: 4, Kazoe: table.KazoeNone, KazoeHan: 13, Rounding: 100,
		Yakuman: table.YakumanRules{Max: 1},
		Yaku:    table.YakuRules{OpenTanyao: true, Renhou: table.RenhouMangan, Ippatsu: true},
		Dora:    table.DoraRules{Ura: true, Kan: true},
		Honba:   table.HonbaRules{Ron: 300, Tsumo: 100},
		Game:    table.GameRules{Start: 30000, Return: 30000, Uma: []int{15, 5, -5, -15}, Riichi: 1000, Noten: 3000, Ties: table.TiesSplit},
		Sanma:   table.SanmaRules{Tsumo: table.SanmaLoss, Bisection: table.BisectionHalf},
		Fu:      table.FuRules{DoubleWindPair: 4, RinshanTsumo: 2, PinfuTsumo: true, OpenMinimum30: true},
		Table:   table.TableRules{Han: table.HanRange{Min: 1, Max: 4}, Fu: []int{20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110}},
	}
}

// With returns Base() with edit applied.
func With(edit func(*table.Rules)) table.Rules {
	r := Base()
	edit(&r)
	return r
}
