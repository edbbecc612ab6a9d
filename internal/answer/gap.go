package answer

import (
	"strings"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// gapWorking is hayami gap's lines: for the gap q over the tables t,
// each way of winning's cheapest hand that overtakes, what it pays and
// how much it closes.
func (a Style) gapWorking(t table.Tables, q standings.GapQuestion, answers []standings.GapAnswer) []string {
	w := a.words(t.Rules)
	who := locale.GapHeadingNondealer
	if q.Winner == table.WinnerDealer {
		who = locale.GapHeadingDealer
	}
	lines := []string{w.Text(who, w.RulesName(), locale.Plain(t.Rules.Players), w.Num(q.Gap), locale.Plain(t.Honba), locale.Plain(q.Sticks))}
	if q.Sticks > 0 {
		lines = append(lines, w.Text(locale.GapDeposits, w.Num(int64(q.Sticks)*int64(t.Rules.Game.Riichi))))
	}
	labels := make([]string, len(answers))
	column := 0
	for i, a := range answers {
		labels[i] = w.Text(locale.GapLabel, w.Text(locale.Way(a.Way)))
		column = max(column, textWidth(labels[i]))
	}
	column += 2
	for i, a := range answers {
		text := w.Text(locale.GapNone)
		if a.Pass.Found {
			text = w.Text(locale.GapAnswer, w.GapHand(a.Pass), gapPaid(w, a.Way, a.Pass), w.Num(a.Pass.Gain))
			if a.Level.Found {
				text += " " + w.Text(locale.GapLevel, w.GapHand(a.Level), w.Num(a.Level.Gain))
			}
		}
		lines = append(lines, labels[i]+strings.Repeat(" ", column-textWidth(labels[i]))+text)
	}
	return append(lines, w.Setting("game.ties"))
}

// gapPaid writes what a hand pays by a way of winning: the ron, or the
// tsumo shares as tables print them.
func gapPaid(w phrase.Book, way standings.Way, h standings.GapHand) string {
	if way == standings.WayDirect || way == standings.WayRon {
		return w.Num(h.Ron)
	}
	return w.Tsumo(h.Tsumo)
}
