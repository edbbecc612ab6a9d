package compose_test

import (
	"reflect"
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/sheet"
)

// cellAt finds the cell of a grid in row label row and column heading col.
func cellAt(t *testing.T, g sheet.Table, row, col string) sheet.Cell {
	t.Helper()
	r := slices.IndexFunc(g.Rows, func(r sheet.Row) bool { return r.Label == row })
	c := slices.Index(g.Columns, col)
	if r < 0 || c < 0 {
		t.Fatalf("%s: no row %q or column %q (columns %q)", g.ID, row, col, g.Columns)
	}
	return g.Rows[r].Cells[c]
}

func TestHanRowsTransposeTheGrid(t *testing.T) {
	t.Parallel()
	fu := find(build(t, "ema2025", sheet.Options{Totals: true}), sheet.Nondealer)
	han := find(build(t, "ema2025", sheet.Options{Totals: true, Axes: sheet.HanRows}), sheet.Nondealer)
	f, h := fu.Tables[0], han.Tables[0]
	if len(h.Rows) != len(f.Columns) || len(h.Columns) != len(f.Rows) {
		t.Fatalf("han rows: %d rows × %d columns, want %d × %d", len(h.Rows), len(h.Columns), len(f.Columns), len(f.Rows))
	}
	if h.Corner != `Han \ fu` || !h.HanRows || f.HanRows {
		t.Errorf("corner %q, han rows %v (fu rows' %v)", h.Corner, h.HanRows, f.HanRows)
	}
	if got := h.Rows[0].Label + "|" + h.Columns[0] + "|" + h.Columns[len(h.Columns)-1]; got != "1 han|20|110" {
		t.Errorf("first row, first and last columns: %q", got)
	}
	// Han 3, fu 30: the same cell, its footnote marks, strength and total kept.
	a, b := cellAt(t, f, "30", "3 han"), cellAt(t, h, "3 han", "30")
	if !reflect.DeepEqual(a, b) || b.Lines[0].Text != "3,900" || b.Lines[1].Text != "1,000-2,000" || !b.Lines[2].Total {
		t.Errorf("3 han 30 fu: %+v, want %+v", b, a)
	}
	// Kiriage at 4 han 30 fu: the mark and the limit's bold stay.
	if c := cellAt(t, h, "4 han", "30"); c.Lines[0].Mark == "" || !c.Lines[0].Strong {
		t.Errorf("4 han 30 fu %+v: no kiriage mark or not strong", c)
	}
	if c := cellAt(t, h, "1 han", "20"); !c.Lines[0].Unreachable || c.Lines[0].Mark != "1" {
		t.Errorf("1 han 20 fu %+v: not unreachable with note 1", c)
	}
	// Every cell is in its place, and no payment is new.
	for i, r := range f.Rows {
		for j, c := range r.Cells {
			if !reflect.DeepEqual(h.Rows[j].Cells[i], c) {
				t.Errorf("row %s column %s moved", r.Label, f.Columns[j])
			}
		}
	}
	if !reflect.DeepEqual(fu.Notes, han.Notes) {
		t.Errorf("footnotes differ: %v, %v", fu.Notes, han.Notes)
	}
	// 30 and 40 fu, the rows looked up most, become the strong columns.
	if !slices.Equal(h.StrongColumns, []int{2, 3}) || slices.ContainsFunc(h.Rows, func(r sheet.Row) bool { return r.Strong }) {
		t.Errorf("strong columns %v", h.StrongColumns)
	}
	if !slices.Contains(han.Legend, "Marked columns: 30 and 40 fu, the ones looked up most.") || slices.Contains(han.Legend, "Marked rows: 30 and 40 fu, the ones looked up most.") {
		t.Errorf("legend %q", han.Legend)
	}
}

func TestHanRowsEverywhereButTheCard(t *testing.T) {
	t.Parallel()
	doc := build(t, "tenhou-sanma", sheet.Options{Axes: sheet.HanRows, Lang: language.Japanese})
	for _, s := range doc.Sheets {
		for _, g := range s.Tables {
			if g.Kind != sheet.KindGrid {
				continue
			}
			if want := s.ID != sheet.Card; g.HanRows != want {
				t.Errorf("%s %s: han rows %v, want %v", s.ID, g.ID, g.HanRows, want)
			}
			if g.HanRows && g.Corner != "翻＼符" {
				t.Errorf("%s %s: corner %q", s.ID, g.ID, g.Corner)
			}
		}
	}
}
