package sheet

import (
	"strconv"

	"hayami/table"
)

// yakuTables lists the yaku by their closed han, then the yakuman.
func (b builder) yakuTables(notes *footnotes) []Table {
	var tables []Table
	group := func(caption string) *Table {
		if n := len(tables); n > 0 && tables[n-1].Caption == caption {
			return &tables[n-1]
		}
		tables = append(tables, Table{ID: "yaku-" + strconv.Itoa(len(tables)+1), Kind: KindList, Caption: caption,
			Corner: b.text("yaku.column.yaku"), Columns: []string{b.text("yaku.column.closed"), b.text("yaku.column.open")}})
		return &tables[len(tables)-1]
	}
	value := func(y table.Yaku, n int) Cell {
		switch {
		case n == 0:
			return textCell(b.text("yaku.closed-only"))
		case !y.Yakuman:
			return textCell(strconv.Itoa(n))
		case n > 1:
			return Cell{Lines: []Line{{Text: b.text("limit.yakuman-n", n), Strong: true}}}
		}
		line := Line{Text: b.text("limit.yakuman"), Strong: true}
		if y.DoubleWait {
			line.Mark = notes.mark("yaku.double-wait", b.text("yaku.footer.doubles.on"))
		}
		return Cell{Lines: []Line{line}}
	}
	for _, y := range table.YakuList(b.t.Rules) {
		caption := b.text("yaku.caption.han", y.Closed)
		if y.Yakuman {
			caption = b.text("yaku.caption.yakuman")
		}
		t := group(caption)
		t.NewPage = y.Yakuman // the yakuman on the back
		t.Rows = append(t.Rows, Row{Label: b.text("yaku." + y.ID), Detail: b.text("yaku." + y.ID + ".desc"),
			Cells: []Cell{value(y, y.Closed), value(y, y.Open)}})
	}
	return tables
}

// yakuFooter states the rule set's yaku settings.
func (b builder) yakuFooter() string {
	r := b.t.Rules
	tanyao, doubles := "yaku.footer.open-tanyao.off", "yaku.footer.doubles.off"
	if r.Yaku.OpenTanyao {
		tanyao = "yaku.footer.open-tanyao.on"
	}
	if r.Yakuman.SpecialDoubles {
		doubles = "yaku.footer.doubles.on"
	}
	return JoinSentences([]string{b.text(tanyao), b.text(doubles)})
}
