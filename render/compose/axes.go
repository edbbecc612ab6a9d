package compose

import (
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// transpose turns a grid's rows into its columns: each cell stays the cell
// it was, found at the same han and fu; a row that players look up most
// becomes a strong column. The corner heading names both axes.
func transpose(t sheet.Table, corner string) sheet.Table {
	out := t
	out.Corner, out.HanRows = corner, !t.HanRows
	out.Columns = make([]string, len(t.Rows))
	out.Rows = make([]sheet.Row, len(t.Columns))
	out.StrongColumns = nil
	for j, label := range t.Columns {
		out.Rows[j] = sheet.Row{Label: label, Cells: make([]sheet.Cell, len(t.Rows))}
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
func (b builder) arrange(t sheet.Table) sheet.Table {
	if b.opts.Axes != sheet.HanRows {
		return t
	}
	return transpose(t, b.text(locale.CornerHanFu))
}
