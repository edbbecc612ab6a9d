package sheet

import (
	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/table"
)

// FuLineText writes one line of a fu count in lang: "Concealed triplet 999p".
func FuLineText(lang language.Tag, l hand.Line) string {
	return fuLine(locale.PrinterFor(lang), l, l.Tiles)
}

// fuLine writes one line of a fu count with its tiles written as given:
// a set's or pair's line names its tiles; seven pairs states its fixed fu;
// the open-hand minimum, the base it raises and the fu it counts as.
func fuLine(p locale.Printer, l hand.Line, tiles string) string {
	key := locale.FuLine(l.Item)
	switch {
	case l.Tiles != "":
		return p.Text(key, tiles)
	case l.Item == hand.ItemChiitoitsu:
		return p.Text(key, l.Fu)
	case l.Item == hand.ItemOpenMinimum:
		return p.Text(key, table.BaseFu, table.BaseFu+l.Fu)
	}
	return p.Text(key)
}

// FuTotalText writes the last line of a fu count: "46 fu, rounded up: 50 fu",
// or just "25 fu" when nothing is rounded.
func FuTotalText(lang language.Tag, raw, fu int) string {
	p := locale.PrinterFor(lang)
	if raw == fu {
		return p.Text(locale.DrillFuAnswer, fu)
	}
	return p.Text(locale.FulineTotal, raw, fu)
}

// WinText says in lang how a hand won and the winds, as a drill asks it:
// "Ron on 7p. Seat wind South, round wind East."
func WinText(lang language.Tag, h hand.Hand) string {
	return newBuilder(table.Tables{}, Options{Lang: lang}).winText(h, false)
}

// OtherReadings heads the readings a fu count did not keep.
func OtherReadings(lang language.Tag) string {
	return locale.PrinterFor(lang).Text(locale.FuOtherReadings)
}

// YakuName names a yaku in lang, as the yaku list does; suuankou, which the
// list shows as a yakuman, too.
func YakuName(lang language.Tag, id string) string {
	return locale.PrinterFor(lang).Text(locale.Yaku(id))
}

// WaitText names a wait in lang: "Closed (kanchan)".
func WaitText(lang language.Tag, w hand.Wait) string {
	return locale.PrinterFor(lang).Text(locale.Wait(w))
}
