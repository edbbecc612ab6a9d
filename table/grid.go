package table

import "fmt"

// Cell is one han/fu cell of a points table. Its payments are filled in
// even when no hand can reach it.
type Cell struct {
	Han       int
	Fu        int
	Limit     Limit
	Multiple  int  // yakuman multiple; 1 for the other limits, 0 for none
	Kiriage   bool // paid as mangan only because of kiriage
	Ron       int64
	Tsumo     Tsumo
	Reachable Reachable
	Reasons   []Reason
}

// LimitRow is one limit hand's payments.
type LimitRow struct {
	Limit    Limit
	Han      string // the han that reach it, "" for real yakuman only
	Multiple int
	Ron      int64
	Tsumo    Tsumo
}

// Table is the points table of one winner in one game size.
type Table struct {
	ID      string
	Players int
	Winner  Winner
	Hans    []int
	Fus     []int
	Cells   []Cell // row by row: each fu in turn, han ascending within it
	Limits  []LimitRow
}

// Tables is a rule set's points tables with honba counters: a table of
// each winner and the fu chart.
type Tables struct {
	Rules      Rules
	Honba      int
	HonbaBonus HonbaBonus // what the counters add, included in every payment
	Tables     []Table
	FuChart    FuChart
}

// Of returns the table of a winner.
func (t Tables) Of(w Winner) Table {
	for _, tab := range t.Tables {
		if tab.Winner == w {
			return tab
		}
	}
	panic("table: no table for " + string(w)) // Compute makes one per winner
}

// HonbaBonus is what the honba counters add to a ron and to each tsumo payer.
type HonbaBonus struct {
	Ron   int64
	Tsumo int64
}

// tableID returns the id of the table for a game size and winner:
// nondealer, dealer, sanma-nondealer or sanma-dealer.
func tableID(players int, w Winner) string {
	if players == 3 {
		return "sanma-" + string(w)
	}
	return string(w)
}

// Compute checks the rules and computes the tables of r.Players with
// honba counters, and the fu chart.
func Compute(r Rules, honba int) (Tables, error) {
	if err := r.Check(); err != nil {
		return Tables{}, err
	}
	if honba < 0 {
		return Tables{}, NewHandError("honba", CodeCounters, "%d is not a number of counters", honba)
	}
	out := Tables{Rules: r, Honba: honba, FuChart: Chart(r)}
	for _, w := range []Winner{WinnerNondealer, WinnerDealer} {
		t, err := computeTable(&r, w, honba)
		if err != nil {
			return Tables{}, err
		}
		out.Tables = append(out.Tables, t)
	}
	// The payments above checked that these fit.
	out.HonbaBonus = HonbaBonus{Ron: int64(honba) * int64(r.Honba.Ron), Tsumo: int64(honba) * int64(r.Honba.Tsumo)}
	return out, nil
}

// CellOf turns a payment into a table cell, with whether a hand reaches it.
func CellOf(r Rules, p Payment) Cell {
	var c Cell
	fillCell(&c, &r, &p)
	return c
}

// fillCell writes a payment into a cell in place: a table fills its cells
// without copying them.
func fillCell(c *Cell, r *Rules, p *Payment) {
	reach := reach(r, p.Hand.Han, p.Hand.Fu)
	if p.Hand.Yakuman > 0 {
		reach = Reachable{Ron: true, Tsumo: true}
	}
	c.Han, c.Fu, c.Limit, c.Multiple, c.Kiriage = p.Hand.Han, p.Hand.Fu, p.Limit, p.Multiple, p.Kiriage
	c.Ron, c.Tsumo = p.Ron.Amount, p.TsumoSplit()
	c.Reachable, c.Reasons = reach, reach.Reasons()
}

// Cell returns the cell at han and fu, if the table has it.
func (t Table) Cell(han, fu int) (Cell, bool) {
	for _, c := range t.Cells {
		if c.Han == han && c.Fu == fu {
			return c, true
		}
	}
	return Cell{}, false
}

func computeTable(r *Rules, w Winner, honba int) (Table, error) {
	dealer := w == WinnerDealer
	t := Table{ID: tableID(r.Players, w), Players: r.Players, Winner: w, Hans: r.Table.Han.Hans(), Fus: append([]int(nil), r.Table.Fu...)}
	t.Cells = make([]Cell, len(t.Hans)*len(t.Fus))
	i := 0
	var p Payment
	for _, fu := range t.Fus {
		for _, han := range t.Hans {
			if err := payChecked(&p, r, Hand{Han: han, Fu: fu, Dealer: dealer}, honba); err != nil {
				return Table{}, fmt.Errorf("%s table: %w", t.ID, err)
			}
			fillCell(&t.Cells[i], r, &p)
			i++
		}
	}
	limits, err := limitRows(r, dealer, honba)
	if err != nil {
		return Table{}, fmt.Errorf("%s table: %w", t.ID, err)
	}
	t.Limits = limits
	return t, nil
}

// limitRows lists the limit hands from mangan to the largest yakuman
// multiple the rules pay; none under aotenjou, which has no limits.
func limitRows(r *Rules, dealer bool, honba int) ([]LimitRow, error) {
	if r.Aotenjou {
		return []LimitRow{}, nil
	}
	kazoeHan := r.KazoeHan
	if r.Kazoe == KazoeNone {
		kazoeHan = 0
	}
	rows := hanLimitRows(kazoeHan)
	for m := 1; m <= r.Yakuman.Max; m++ {
		switch {
		case r.Kazoe == KazoeStacking:
			rows = append(rows, limitHand{Hand{Han: r.KazoeHan * m}, hanSpan(r.KazoeHan*m, -1)})
		case m == 1 && r.Kazoe == KazoeSingle:
			rows = append(rows, limitHand{Hand{Yakuman: 1}, hanSpan(r.KazoeHan, -1)})
		default:
			rows = append(rows, limitHand{Hand{Yakuman: m}, ""})
		}
	}
	out := make([]LimitRow, 0, len(rows))
	var p Payment
	for _, row := range rows {
		row.hand.Dealer = dealer
		if err := pay(&p, r, row.hand, honba); err != nil {
			return nil, err
		}
		out = append(out, LimitRow{Limit: p.Limit, Han: row.han, Multiple: p.Multiple, Ron: p.Ron.Amount, Tsumo: p.TsumoSplit()})
	}
	return out, nil
}

// limitHand is a hand that pays one limit, with the han that reach it.
type limitHand struct {
	hand Hand
	han  string
}
