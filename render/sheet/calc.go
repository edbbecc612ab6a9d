package sheet

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/width"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/table"
)

// Working returns hayami calc's lines in lang: a payment worked out step by step, digits grouped unless plainDigits.
func Working(lang language.Tag, plainDigits bool, r table.Rules, p table.Payment, cell table.Cell) []string {
	b := newBuilder(table.Tables{Rules: r}, Options{Lang: lang, PlainDigits: plainDigits})
	heading := locale.CalcHeadingNondealer
	if p.Hand.Dealer {
		heading = locale.CalcHeadingDealer
	}
	type step struct {
		label locale.ID
		text  string
	}
	steps := []step{
		{locale.CalcLabelBase, b.baseSteps(p)},
		{locale.CalcLabelRon, b.text(locale.CalcRon, b.shareSteps(p, p.Ron), b.num(p.Ron.Amount))},
	}
	for i := range p.Tsumo.Len() {
		s := p.Tsumo.At(i)
		key := locale.CalcTsumoDealer
		if s.Payer == table.PayerNondealer {
			key = locale.CalcTsumoEach
		}
		steps = append(steps, step{locale.CalcLabelTsumo, b.text(key, b.shareSteps(p, s), b.num(s.Amount))})
	}
	steps = append(steps, step{locale.CalcLabelTotal, b.num(cell.Tsumo.Total)})

	lines := []string{b.text(heading, b.rulesName(), locale.Plain(p.Players), b.handText(p.Hand), locale.Plain(p.Honba))}
	labels := make([]string, len(steps))
	column := 0
	for i, s := range steps {
		labels[i] = b.text(s.label)
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
			lines = append(lines, b.text(note.key, b.reasonText(note.reason)))
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
func (b builder) handText(h table.Hand) string {
	switch {
	case h.Yakuman > 0 && h.Han > 0:
		return b.text(locale.CalcHandYakumanHan, locale.Plain(h.Yakuman), locale.Plain(h.Han))
	case h.Yakuman > 0:
		return b.text(locale.CalcHandYakuman, locale.Plain(h.Yakuman))
	case h.Fu > 0:
		return b.text(locale.DrillHanFu, locale.Plain(h.Han), locale.Plain(h.Fu))
	}
	return b.text(locale.CalcHandHan, locale.Plain(h.Han))
}

// baseSteps works out the base points: the formula, and the limit that
// replaces it.
func (b builder) baseSteps(p table.Payment) string {
	h := p.Hand
	formula := fmt.Sprintf("%d × 2^(%d+2) = %s", h.Fu, p.FormulaHan, b.num(p.FormulaBase))
	limitName := locale.For(b.opts.Lang).Glossary[p.Limit.String()]
	if p.Multiple > 1 {
		limitName = b.text(locale.CalcYakumanN, locale.Plain(p.Multiple))
	}
	switch {
	case b.t.Rules.Aotenjou:
		return b.text(locale.CalcBaseAotenjou, formula)
	case p.Limit == table.NoLimit:
		return formula
	case p.Kiriage:
		return b.text(locale.CalcBaseKiriage, formula, b.num(p.Base))
	case p.FormulaBase > 0 && h.Han < table.ManganHan:
		return b.text(locale.CalcBaseMangan, formula, b.num(2000), b.num(p.Base))
	case h.Yakuman > 0:
		return b.text(locale.CalcBaseYakuman, limitName, b.num(p.Base))
	}
	return b.text(locale.CalcBaseHan, locale.Plain(h.Han), limitName, b.num(p.Base))
}

// shareSteps works out one payer's share: base × factor, rounded up, then
// what three players and the honba add.
func (b builder) shareSteps(p table.Payment, s table.Share) string {
	parts := []string{fmt.Sprintf("%s × %d = %s", b.num(p.Base), s.Factor, b.num(s.Raw))}
	if s.Rounded != s.Raw {
		parts = append(parts, b.text(locale.CalcRounded, b.num(s.Rounded), locale.Plain(b.t.Rules.Rounding)))
	}
	if s.Sanma > 0 {
		scheme := b.text(locale.Scheme(b.t.Rules.Sanma))
		if b.t.Rules.Sanma.Tsumo == table.SanmaPlus1000 {
			scheme = b.text(locale.CalcPlus1000, b.num(1000))
		}
		parts = append(parts, b.text(locale.CalcSanma, b.num(s.Sanma), scheme))
	}
	if s.Honba > 0 {
		parts = append(parts, b.text(locale.CalcHonba, b.num(s.Honba)))
	}
	if s.Amount != s.Rounded {
		parts = append(parts, "= "+b.num(s.Amount))
	}
	return strings.Join(parts, " ")
}
