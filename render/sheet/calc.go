package sheet

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/width"

	"github.com/hayami-mahjong/hayami/table"
)

// Working returns hayami calc's lines in lang: a payment worked out step by step, digits grouped unless plainDigits.
func Working(lang language.Tag, plainDigits bool, r table.Rules, p table.Payment, cell table.Cell) []string {
	b := newBuilder(table.Tables{Rules: r}, Options{Lang: lang, PlainDigits: plainDigits})
	heading := "calc.heading.nondealer"
	if p.Hand.Dealer {
		heading = "calc.heading.dealer"
	}
	type step struct{ label, text string }
	steps := []step{
		{"calc.label.base", b.baseSteps(p)},
		{"calc.label.ron", b.text("calc.ron", b.shareSteps(p, p.Ron), b.num(p.Ron.Amount))},
	}
	for i := range p.Tsumo.Len() {
		s := p.Tsumo.At(i)
		key := "calc.tsumo.dealer"
		if s.Payer == table.PayerNondealer {
			key = "calc.tsumo.each"
		}
		steps = append(steps, step{"calc.label.tsumo", b.text(key, b.shareSteps(p, s), b.num(s.Amount))})
	}
	steps = append(steps, step{"calc.label.total", b.num(cell.Tsumo.Total)})

	lines := []string{b.text(heading, b.rulesName(), plainInt(p.Players), b.handText(p.Hand), plainInt(p.Honba))}
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
		key    string
		reason table.Reason
	}{{"calc.note.ron", cell.Reachable.RonWhy}, {"calc.note.tsumo", cell.Reachable.TsumoWhy}} {
		if note.reason != table.NoReason {
			lines = append(lines, b.text(note.key, b.reasonText(note.reason)))
		}
	}
	return lines
}

// plainInt is a count (han, fu, players, honba, the rounding unit) that a
// message printer's %d writes without digit grouping, as hayami calc
// always has.
type plainInt int

// Format writes the count's digits whatever the verb.
func (n plainInt) Format(f fmt.State, _ rune) { _, _ = io.WriteString(f, strconv.Itoa(int(n))) }

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
		return b.text("calc.hand.yakuman-han", plainInt(h.Yakuman), plainInt(h.Han))
	case h.Yakuman > 0:
		return b.text("calc.hand.yakuman", plainInt(h.Yakuman))
	case h.Fu > 0:
		return b.text("drill.han-fu", plainInt(h.Han), plainInt(h.Fu))
	}
	return b.text("calc.hand.han", plainInt(h.Han))
}

// baseSteps works out the base points: the formula, and the limit that
// replaces it.
func (b builder) baseSteps(p table.Payment) string {
	h := p.Hand
	formula := fmt.Sprintf("%d × 2^(%d+2) = %s", h.Fu, p.FormulaHan, b.num(p.FormulaBase))
	limitName := LocaleFor(b.opts.Lang).Glossary[p.Limit.String()]
	if p.Multiple > 1 {
		limitName = b.text("calc.yakuman-n", plainInt(p.Multiple))
	}
	switch {
	case b.t.Rules.Aotenjou:
		return b.text("calc.base.aotenjou", formula)
	case p.Limit == table.NoLimit:
		return formula
	case p.Kiriage:
		return b.text("calc.base.kiriage", formula, b.num(p.Base))
	case p.FormulaBase > 0 && h.Han < table.ManganHan:
		return b.text("calc.base.mangan", formula, b.num(2000), b.num(p.Base))
	case h.Yakuman > 0:
		return b.text("calc.base.yakuman", limitName, b.num(p.Base))
	}
	return b.text("calc.base.han", plainInt(h.Han), limitName, b.num(p.Base))
}

// shareSteps works out one payer's share: base × factor, rounded up, then
// what three players and the honba add.
func (b builder) shareSteps(p table.Payment, s table.Share) string {
	parts := []string{fmt.Sprintf("%s × %d = %s", b.num(p.Base), s.Factor, b.num(s.Raw))}
	if s.Rounded != s.Raw {
		parts = append(parts, b.text("calc.rounded", b.num(s.Rounded), plainInt(b.t.Rules.Rounding)))
	}
	if s.Sanma > 0 {
		scheme := b.text("scheme." + b.t.Rules.Sanma.Scheme())
		if b.t.Rules.Sanma.Tsumo == table.SanmaPlus1000 {
			scheme = b.text("calc.plus1000", b.num(1000))
		}
		parts = append(parts, b.text("calc.sanma", b.num(s.Sanma), scheme))
	}
	if s.Honba > 0 {
		parts = append(parts, b.text("calc.honba", b.num(s.Honba)))
	}
	if s.Amount != s.Rounded {
		parts = append(parts, "= "+b.num(s.Amount))
	}
	return strings.Join(parts, " ")
}
