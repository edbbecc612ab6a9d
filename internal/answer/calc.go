package answer

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/width"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/table"
)

// working is hayami calc's lines: the payment p under the rules r
// worked out step by step, what the winner takes with the deposits g
// when there are some, and the notes on its cell.
func (a Style) working(r table.Rules, p table.Payment, cell table.Cell, g table.Gain) []string {
	w := a.words(r)
	heading := locale.CalcHeadingNondealer
	if p.Hand.Dealer {
		heading = locale.CalcHeadingDealer
	}
	type step struct {
		label locale.ID
		text  string
	}
	steps := []step{
		{locale.CalcLabelBase, baseSteps(w, a.Lang, r, p)},
		{locale.CalcLabelRon, w.Text(locale.CalcRon, shareSteps(w, r, p, p.Ron), w.Num(p.Ron.Amount))},
	}
	for i := range p.Tsumo.Len() {
		s := p.Tsumo.At(i)
		key := locale.CalcTsumoDealer
		if s.Payer == table.PayerNondealer {
			key = locale.CalcTsumoEach
		}
		steps = append(steps, step{locale.CalcLabelTsumo, w.Text(key, shareSteps(w, r, p, s), w.Num(s.Amount))})
	}
	steps = append(steps, step{locale.CalcLabelTotal, w.Num(cell.Tsumo.Total)})
	if g.Sticks > 0 {
		steps = append(steps,
			step{locale.CalcLabelDeposits, w.Text(locale.CalcDeposits, locale.Plain(g.Sticks), w.Num(int64(r.Game.Riichi)), w.Num(g.Deposits))},
			step{locale.CalcLabelGain, w.Text(locale.CalcGain, w.Num(g.Ron), w.Num(g.Tsumo))})
	}

	lines := []string{w.Text(heading, w.RulesName(), locale.Plain(p.Players), handText(w, p.Hand), locale.Plain(p.Honba))}
	labels := make([]string, len(steps))
	column := 0
	for i, s := range steps {
		labels[i] = w.Text(s.label)
		column = max(column, textWidth(labels[i]))
	}
	column += 2 // the steps start two columns after the longest label
	for i, s := range steps {
		lines = append(lines, labels[i]+strings.Repeat(" ", column-textWidth(labels[i]))+s.text)
	}
	for _, note := range []struct {
		key    locale.ID
		reason table.Reason
	}{{locale.CalcNoteRon, cell.Reachable.RonWhy}, {locale.CalcNoteTsumo, cell.Reachable.TsumoWhy}} {
		if note.reason != table.NoReason {
			lines = append(lines, w.Text(note.key, w.Reason(note.reason)))
		}
	}
	return lines
}

// textWidth is the number of terminal columns s takes: two for a wide or
// full-width character (CJK labels), one for any other.
func textWidth(s string) int {
	n := 0
	for _, r := range s {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// handText names a hand: "2 han 30 fu", "1 yakuman".
func handText(w phrase.Book, h table.Hand) string {
	switch {
	case h.Yakuman > 0 && h.Han > 0:
		return w.Text(locale.CalcHandYakumanHan, locale.Plain(h.Yakuman), locale.Plain(h.Han))
	case h.Yakuman > 0:
		return w.Text(locale.CalcHandYakuman, locale.Plain(h.Yakuman))
	case h.Fu > 0:
		return w.Text(locale.DrillHanFu, locale.Plain(h.Han), locale.Plain(h.Fu))
	}
	return w.Text(locale.CalcHandHan, locale.Plain(h.Han))
}

// baseSteps works out the base points: the formula, and the limit that
// replaces it.
func baseSteps(w phrase.Book, lang language.Tag, r table.Rules, p table.Payment) string {
	h := p.Hand
	formula := fmt.Sprintf("%d × 2^(%d+2) = %s", h.Fu, p.FormulaHan, w.Num(p.FormulaBase))
	limitName := locale.For(lang).Glossary[p.Limit.String()]
	if p.Multiple > 1 {
		limitName = w.Text(locale.CalcYakumanN, locale.Plain(p.Multiple))
	}
	switch {
	case r.Aotenjou:
		return w.Text(locale.CalcBaseAotenjou, formula)
	case p.Limit == table.NoLimit:
		return formula
	case p.Kiriage:
		return w.Text(locale.CalcBaseKiriage, formula, w.Num(p.Base))
	case p.FormulaBase > 0 && h.Han < table.ManganHan:
		return w.Text(locale.CalcBaseMangan, formula, w.Num(2000), w.Num(p.Base))
	case h.Yakuman > 0:
		return w.Text(locale.CalcBaseYakuman, limitName, w.Num(p.Base))
	}
	return w.Text(locale.CalcBaseHan, locale.Plain(h.Han), limitName, w.Num(p.Base))
}

// shareSteps works out one payer's share: base × factor, rounded up, then
// what three players and the honba add.
func shareSteps(w phrase.Book, r table.Rules, p table.Payment, s table.Share) string {
	parts := []string{fmt.Sprintf("%s × %d = %s", w.Num(p.Base), s.Factor, w.Num(s.Raw))}
	if s.Rounded != s.Raw {
		parts = append(parts, w.Text(locale.CalcRounded, w.Num(s.Rounded), locale.Plain(r.Rounding)))
	}
	if s.Sanma > 0 {
		scheme := w.Text(locale.Scheme(r.Sanma))
		if r.Sanma.Tsumo == table.SanmaPlus1000 {
			scheme = w.Text(locale.CalcPlus1000, w.Num(1000))
		}
		parts = append(parts, w.Text(locale.CalcSanma, w.Num(s.Sanma), scheme))
	}
	if s.Honba > 0 {
		parts = append(parts, w.Text(locale.CalcHonba, w.Num(s.Honba)))
	}
	if s.Amount != s.Rounded {
		parts = append(parts, "= "+w.Num(s.Amount))
	}
	return strings.Join(parts, " ")
}
