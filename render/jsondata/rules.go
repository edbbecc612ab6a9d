package jsondata

import "github.com/hayami-mahjong/hayami/table"

// Rules is a rule set as the tables JSON writes it: every key of the
// rules file, nested as in the file, plus its id, source and notes.
type Rules struct {
	ID       string       `json:"id"`
	Name     string       `json:"name"`
	Extends  string       `json:"extends,omitempty"`
	Source   string       `json:"source,omitempty"`
	Notes    []Note       `json:"notes,omitempty"`
	Sources  []Note       `json:"sources,omitempty"` // where each value comes from, by key
	Players  int          `json:"players"`
	Kiriage  bool         `json:"kiriage"`
	Kazoe    string       `json:"kazoe"`
	KazoeHan int          `json:"kazoe_han"`
	Rounding int          `json:"rounding"`
	Aotenjou bool         `json:"aotenjou"`
	Yakuman  YakumanRules `json:"yakuman"`
	Yaku     YakuRules    `json:"yaku"`
	Dora     DoraRules    `json:"dora"`
	Honba    HonbaRules   `json:"honba"`
	Game     GameRules    `json:"game"`
	Sanma    SanmaRules   `json:"sanma"`
	Fu       FuRules      `json:"fu"`
	Table    TableRules   `json:"table"`
	Notation Notation     `json:"notation"`
}

// Note is a remark on one key's value, or where it comes from.
type Note struct {
	Key   string `json:"key"`
	Text  string `json:"text"`
	House bool   `json:"house,omitempty"` // written by the rule set's own file or --set, not by a preset
}

// YakumanRules are the rules file's yakuman keys.
type YakumanRules struct {
	Stacking bool     `json:"stacking"`
	Max      int      `json:"max"`
	Doubles  []string `json:"doubles"`
}

// YakuRules are the rules file's yaku keys.
type YakuRules struct {
	OpenTanyao bool   `json:"open_tanyao"`
	Renhou     string `json:"renhou"`
	Nagashi    bool   `json:"nagashi"`
	Ippatsu    bool   `json:"ippatsu"`
}

// DoraRules are the rules file's dora keys.
type DoraRules struct {
	Ura bool `json:"ura"`
	Kan bool `json:"kan"`
	Red int  `json:"red"`
}

// HonbaRules are the rules file's honba keys.
type HonbaRules struct {
	Ron   int `json:"ron"`
	Tsumo int `json:"tsumo"`
}

// GameRules are the rules file's game keys.
type GameRules struct {
	Start  int    `json:"start"`
	Return int    `json:"return"`
	Uma    []int  `json:"uma"`
	Riichi int    `json:"riichi"`
	Noten  int    `json:"noten"`
	Ties   string `json:"ties"`
}

// SanmaRules are the rules file's sanma keys.
type SanmaRules struct {
	Tsumo     string `json:"tsumo"`
	Bisection string `json:"bisection"`
	Kita      bool   `json:"kita"`
}

// FuRules are the rules file's fu keys.
type FuRules struct {
	DoubleWindPair int  `json:"double_wind_pair"`
	RinshanTsumo   int  `json:"rinshan_tsumo"`
	PinfuTsumo     bool `json:"pinfu_tsumo"`
	OpenMinimum30  bool `json:"open_minimum_30"`
}

// TableRules are the rules file's table keys: the grid's axes.
type TableRules struct {
	Han string `json:"han"` // "1-4", or "5" for one han
	Fu  []int  `json:"fu"`
}

// Notation is the rules file's notation keys.
type Notation struct {
	Order     string `json:"order"`
	Separator string `json:"separator"`
	All       string `json:"all"`
}

// rulesOf is r as the JSON writes it.
func rulesOf(r table.Rules) Rules {
	return Rules{
		ID: r.ID, Name: r.Name, Extends: r.Extends, Source: r.Source, Notes: notesOf(r.Notes), Sources: notesOf(r.Sources),
		Players: r.Players, Kiriage: r.Kiriage, Kazoe: string(r.Kazoe), KazoeHan: r.KazoeHan, Rounding: r.Rounding, Aotenjou: r.Aotenjou,
		Yakuman:  YakumanRules{Stacking: r.Yakuman.Stacking, Max: r.Yakuman.Max, Doubles: texts(r.Yakuman.Doubles)},
		Yaku:     YakuRules{OpenTanyao: r.Yaku.OpenTanyao, Renhou: string(r.Yaku.Renhou), Nagashi: r.Yaku.Nagashi, Ippatsu: r.Yaku.Ippatsu},
		Dora:     DoraRules{Ura: r.Dora.Ura, Kan: r.Dora.Kan, Red: r.Dora.Red},
		Honba:    HonbaRules{Ron: r.Honba.Ron, Tsumo: r.Honba.Tsumo},
		Game:     GameRules{Start: r.Game.Start, Return: r.Game.Return, Uma: r.Game.Uma, Riichi: r.Game.Riichi, Noten: r.Game.Noten, Ties: string(r.Game.Ties)},
		Sanma:    SanmaRules{Tsumo: string(r.Sanma.Tsumo), Bisection: string(r.Sanma.Bisection), Kita: r.Sanma.Kita},
		Fu:       FuRules{DoubleWindPair: r.Fu.DoubleWindPair, RinshanTsumo: r.Fu.RinshanTsumo, PinfuTsumo: r.Fu.PinfuTsumo, OpenMinimum30: r.Fu.OpenMinimum30},
		Table:    TableRules{Han: r.Table.Han.String(), Fu: r.Table.Fu},
		Notation: Notation{Order: r.Notation.Order, Separator: r.Notation.Separator, All: r.Notation.All},
	}
}

func notesOf(notes []table.Note) []Note {
	return convert(notes, func(n table.Note) Note { return Note{Key: n.Key, Text: n.Text, House: n.House} })
}

// texts writes values of a string type as strings.
func texts[S ~string](in []S) []string { return convert(in, func(s S) string { return string(s) }) }

// convert maps a list element by element, nil to nil and empty to empty,
// as the JSON writes them (null and []).
func convert[T, U any](in []T, f func(T) U) []U {
	if in == nil {
		return nil
	}
	out := make([]U, len(in))
	for i, v := range in {
		out[i] = f(v)
	}
	return out
}
