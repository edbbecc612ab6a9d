package compose

import (
	"strconv"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

// yakuTables lists the yaku by their closed han, then the hands paid as
// mangan, then the yakuman.
func (b builder) yakuTables(notes *footnotes) []sheet.Table {
	var tables []sheet.Table
	group := func(caption string) *sheet.Table {
		if n := len(tables); n > 0 && tables[n-1].Caption == caption {
			return &tables[n-1]
		}
		tables = append(tables, sheet.Table{ID: "yaku-" + strconv.Itoa(len(tables)+1), Kind: sheet.KindList, Caption: caption,
			Corner: b.text(locale.YakuColumnYaku), Columns: []string{b.text(locale.YakuColumnClosed), b.text(locale.YakuColumnOpen)}})
		return &tables[len(tables)-1]
	}
	value := func(y table.Yaku, n int) sheet.Cell {
		switch {
		case n == 0:
			return textCell(b.text(locale.YakuClosedOnly))
		case y.Mangan:
			return sheet.Cell{Lines: []sheet.Line{{Text: b.text(locale.LimitMangan), Strong: true}}}
		case !y.Yakuman:
			return textCell(strconv.Itoa(n))
		case n > 1:
			return sheet.Cell{Lines: []sheet.Line{{Text: b.text(locale.LimitYakumanN, n), Strong: true}}}
		}
		line := sheet.Line{Text: b.text(locale.LimitYakuman), Strong: true}
		if y.Double != "" {
			line.Mark = notes.mark("double."+string(y.Double), b.text(locale.YakuFooterDoubles, b.text(locale.Double(y.Double))))
		}
		return sheet.Cell{Lines: []sheet.Line{line}}
	}
	for _, y := range table.YakuList(b.t.Rules) {
		caption := b.text(locale.YakuCaptionHan, y.Closed)
		switch {
		case y.Yakuman:
			caption = b.text(locale.YakuCaptionYakuman)
		case y.Mangan:
			caption = b.text(locale.YakuCaptionMangan)
		}
		t := group(caption)
		t.NewPage = y.Yakuman // the yakuman on the back
		t.Rows = append(t.Rows, sheet.Row{Label: b.text(locale.Yaku(y.ID)), Detail: b.text(locale.YakuDesc(y.ID)),
			Cells: []sheet.Cell{value(y, y.Closed), value(y, y.Open)}})
	}
	return tables
}
