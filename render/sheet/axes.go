package sheet

import "github.com/hayami-mahjong/hayami/locale"

// Axes says which way a grid runs: fu down the rows and han across the
// columns, or han down the rows and fu across (the Japanese 早見表 layout).
type Axes string

// The grid layouts.
const (
	FuRows  Axes = "fu-rows"  // a row per fu, a column per han (the default)
	HanRows Axes = "han-rows" // a row per han, a column per fu: wide, for landscape
)

// AxesNames lists the layouts, for flags.
var AxesNames = []string{string(FuRows), string(HanRows)}

// Transpose turns a grid's rows into its columns: each cell stays the cell
// it was, found at the same han and fu; a row that players look up most
// becomes a strong column. The corner heading names both axes.
func Transpose(t Table, corner string) Table {
	out := t
	out.Corner, out.HanRows = corner, !t.HanRows
	out.Columns = make([]string, len(t.Rows))
	out.Rows = make([]Row, len(t.Columns))
	out.StrongColumns = nil
	for j, label := range t.Columns {
		out.Rows[j] = Row{Label: label, Cells: make([]Cell, len(t.Rows))}
	}
	for i, r := range t.Rows {
		out.Columns[i] = r.Label
		if r.Strong {
			out.StrongColumns = append(out.StrongColumns, i)
		}
		for j, c := range r.Cells {
			out.Rows[j].Cells[i] = c
		}
	}
	return out
}

// arrange lays a grid out the way the options ask: as built (fu rows), or
// transposed into han rows.
func (b builder) arrange(t Table) Table {
	if b.opts.Axes != HanRows {
		return t
	}
	return Transpose(t, b.text(locale.CornerHanFu))
}
