// Package csv writes computed tables as CSV: one row per cell and win type,
// then one per limit hand and win type.
package csv

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/hayami-mahjong/hayami/table"
)

// header names the columns.
var header = []string{"table", "players", "winner", "row", "han", "fu", "limit", "multiple", "win", "reachable", "reason", "discarder", "dealer", "nondealer", "total"}

// Render writes every table of t.
func Render(w io.Writer, t table.Tables) error {
	cw := csv.NewWriter(w)
	_ = cw.Write(header)
	write := func(prefix []string, ron int64, tsumo table.Tsumo, reach table.Reachable) {
		for _, cols := range payments(ron, tsumo, reach) {
			_ = cw.Write(append(slices.Clone(prefix), cols...))
		}
	}
	for _, tab := range t.Tables {
		lead := []string{tab.ID, strconv.Itoa(tab.Players), string(tab.Winner)}
		for _, c := range tab.Cells {
			multiple := ""
			if c.Multiple > 0 {
				multiple = strconv.Itoa(c.Multiple)
			}
			write(append(slices.Clone(lead), "cell", strconv.Itoa(c.Han), strconv.Itoa(c.Fu), c.Limit.String(), multiple), c.Ron, c.Tsumo, c.Reachable)
		}
		for _, l := range tab.Limits {
			write(append(slices.Clone(lead), "limit", l.Han, "", l.Limit.String(), strconv.Itoa(l.Multiple)), l.Ron, l.Tsumo, table.Reachable{Ron: true, Tsumo: true})
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return nil
}

// payments returns the ron and the tsumo columns from "win" on.
func payments(ron int64, tsumo table.Tsumo, reach table.Reachable) [2][]string {
	n := func(v int64) string {
		if v == 0 {
			return ""
		}
		return strconv.FormatInt(v, 10)
	}
	return [2][]string{
		{"ron", strconv.FormatBool(reach.Ron), reach.RonWhy.String(), n(ron), "", "", n(ron)},
		{"tsumo", strconv.FormatBool(reach.Tsumo), reach.TsumoWhy.String(), "", n(tsumo.Dealer), n(tsumo.Nondealer), n(tsumo.Total)},
	}
}
