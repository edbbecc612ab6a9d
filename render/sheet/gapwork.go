package sheet

import (
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// GapWorking returns hayami gap's lines in lang: for one gap, each way of
// winning's cheapest hand that overtakes, what it pays and how much it
// closes, digits grouped unless plainDigits.
func GapWorking(lang language.Tag, plainDigits bool, t table.Tables, q standings.GapQuestion, answers []standings.GapAnswer) []string {
	b := newBuilder(t, Options{Lang: lang, PlainDigits: plainDigits})
	who := locale.GapHeadingNondealer
	if q.Winner == table.WinnerDealer {
		who = locale.GapHeadingDealer
	}
	lines := []string{b.text(who, b.rulesName(), locale.Plain(t.Rules.Players), b.num(q.Gap), locale.Plain(t.Honba), locale.Plain(q.Sticks))}
	if q.Sticks > 0 {
		lines = append(lines, b.text(locale.GapDeposits, b.num(int64(q.Sticks)*int64(t.Rules.Game.Riichi))))
	}
	labels := make([]string, len(answers))
	column := 0
	for i, a := range answers {
		labels[i] = b.text(locale.GapLabel, b.text(locale.Way(a.Way)))
		column = max(column, textWidth(labels[i]))
	}
	column += 2
	for i, a := range answers {
		text := b.text(locale.GapNone)
		if a.Pass.Found {
			text = b.text(locale.GapAnswer, b.gapHand(a.Pass), b.gapPaid(a.Way, a.Pass), b.num(a.Pass.Gain))
			if a.Level.Found {
				text += " " + b.text(locale.GapLevel, b.gapHand(a.Level), b.num(a.Level.Gain))
			}
		}
		lines = append(lines, labels[i]+strings.Repeat(" ", column-textWidth(labels[i]))+text)
	}
	return append(lines, b.tiesLine())
}

// gapPaid writes what a hand pays by a way of winning: the ron, or the
// tsumo shares as tables print them.
func (b builder) gapPaid(way standings.Way, h standings.GapHand) string {
	if way == standings.WayDirect || way == standings.WayRon {
		return b.num(h.Ron)
	}
	return b.tsumoText(h.Tsumo)
}
