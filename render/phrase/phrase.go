// Package phrase writes what hayami's sheets and answers say in one
// language: numbers, payments, hands, tiles, fu lines and the rules'
// settings, the way every sheet and hayami calc, gap and fu write them.
// It computes no payment and lays nothing out.
package phrase

import (
	"strconv"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/number"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/table"
)

// Book is the phrases of one rule set in one language.
type Book struct {
	rules    table.Rules
	p        locale.Printer
	plain    bool           // no digit grouping
	notation table.Notation // the language's, with the rules' overrides
}

// For is the phrase book of the rules r in lang, digits grouped unless
// plainDigits.
func For(r table.Rules, lang language.Tag, plainDigits bool) Book {
	n := locale.For(lang).Notation
	if o := r.Notation; o.Order != "" {
		n.Order = o.Order
	}
	if o := r.Notation; o.Separator != "" {
		n.Separator = o.Separator
	}
	if o := r.Notation; o.All != "" {
		n.All = o.All
	}
	return Book{rules: r, p: locale.PrinterFor(lang), plain: plainDigits, notation: n}
}

// Text writes the message id with args.
func (b Book) Text(id locale.ID, args ...any) string { return b.p.Text(id, args...) }

// Num formats a payment with the language's digit grouping, or none.
func (b Book) Num(n int64) string {
	if b.plain {
		return strconv.FormatInt(n, 10)
	}
	return b.p.Sprint(number.Decimal(n))
}

// Notation is how tsumo payments are written: the language's, with the
// rules' overrides.
func (b Book) Notation() table.Notation { return b.notation }

// Tsumo writes a tsumo payment in the notation: "300-500" for a
// non-dealer winner (or "500-300" dealer first), "500 all" for the dealer.
func (b Book) Tsumo(t table.Tsumo) string {
	if t.Dealer == 0 {
		return b.Text(locale.TsumoAll, b.Num(t.Nondealer), b.notation.All)
	}
	first, second := t.Nondealer, t.Dealer
	if b.notation.Order == "dealer-first" {
		first, second = second, first
	}
	return b.Num(first) + b.notation.Separator + b.Num(second)
}

// SplitExample shows the notation by a non-dealer's 1 han 30 fu tsumo: "300-500".
func (b Book) SplitExample() string { return b.Tsumo(table.Tsumo{Dealer: 500, Nondealer: 300}) }

// AllExample shows the notation by a dealer's 1 han 30 fu tsumo: "500 all".
func (b Book) AllExample() string { return b.Tsumo(table.Tsumo{Nondealer: 500}) }

// Reason explains why no hand reaches a cell, as a grid's footnote does.
func (b Book) Reason(r table.Reason) string {
	ronMax, tsumoMax := table.MaxFu1Han(b.rules)
	switch r {
	case table.ReasonRon1HanFuMax:
		return b.Text(locale.Reason(r), ronMax)
	case table.ReasonTsumo1HanFuMax:
		return b.Text(locale.Reason(r), tsumoMax)
	}
	return b.Text(locale.Reason(r))
}

// List joins phrases with the language's list separator.
func (b Book) List(phrases []string) string {
	return strings.Join(phrases, b.Text(locale.ListSeparator))
}
