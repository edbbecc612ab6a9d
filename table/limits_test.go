package table_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/table"
)

// TestLimitRowsSayWhatPayPays reads each limit row's han ("6-7", "11+")
// and pays every han of it, and the han just below it: each han of the
// row pays the row's limit, and the han below pays less, so the rows
// and the payments cannot disagree about where a limit starts or ends.
func TestLimitRowsSayWhatPayPays(t *testing.T) {
	t.Parallel()
	for _, edit := range []func(*table.Rules){
		func(*table.Rules) {},
		func(r *table.Rules) { r.Kazoe = table.KazoeSingle },
		func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 12 },
		func(r *table.Rules) { r.Kazoe = table.KazoeSingle; r.KazoeHan = 11 },
		func(r *table.Rules) { r.Kazoe = table.KazoeStacking; r.Yakuman.Max = 2 },
	} {
		r := with(edit)
		tabs, err := table.Compute(r, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
		rows := tabs.Tables[0].Limits
		for i, row := range rows {
			if row.Han == "" {
				continue // a real yakuman: no han reach it
			}
			next := 0 // the han of the next row; 0: none
			if i+1 < len(rows) && rows[i+1].Han != "" {
				next, _, _ = hanSpan(rows[i+1].Han, 0)
			}
			least, most, err := hanSpan(row.Han, next)
			if err != nil {
				t.Fatalf("%s: %v", row.Limit, err)
			}
			for han := least - 1; han <= most; han++ {
				p, err := table.Pay(r, table.Hand{Han: han, Fu: 30}, 0)
				if err != nil {
					t.Fatal(err)
				}
				if han == least-1 {
					if p.Limit == row.Limit && p.Multiple == row.Multiple {
						t.Errorf("kazoe %s from %d: %d han 30 fu already pays the row %q", r.Kazoe, r.KazoeHan, han, row.Han)
					}
					continue
				}
				if p.Limit != row.Limit || p.Multiple != row.Multiple {
					t.Errorf("kazoe %s from %d: %d han pays %d× %s, the row %q says %d× %s", r.Kazoe, r.KazoeHan, han, p.Multiple, p.Limit, row.Han, row.Multiple, row.Limit)
				}
				checked++
			}
		}
		if checked < 7 {
			t.Errorf("kazoe %s from %d: only %d han checked", r.Kazoe, r.KazoeHan, checked)
		}
	}
}

// hanSpan reads a limit row's han: "5", "6-7", or "11+", which runs up
// to the next row's han (next), or 13 han more when next is 0.
func hanSpan(s string, next int) (least, most int, err error) {
	lo, hi, span := strings.Cut(s, "-")
	open := strings.HasSuffix(lo, "+")
	if least, err = strconv.Atoi(strings.TrimSuffix(lo, "+")); err != nil {
		return 0, 0, err
	}
	switch {
	case open && next > 0:
		return least, next - 1, nil
	case open:
		return least, least + 13, nil
	case span:
		most, err = strconv.Atoi(hi)
		return least, most, err
	}
	return least, least, nil
}
