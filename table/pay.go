package table

import (
	"fmt"
	"math"
	"math/bits"
)

// Limit names a capped hand value; NoLimit is a hand paid by its fu and han.
type Limit uint8

// The limits, smallest first.
const (
	NoLimit Limit = iota
	Mangan
	Haneman
	Baiman
	Sanbaiman
	Yakuman
)

var limitNames = [...]string{"", "mangan", "haneman", "baiman", "sanbaiman", "yakuman"}

// String returns the limit's name, as the JSON and the catalogs write it: "" for none, "mangan" ….
func (l Limit) String() string { return limitNames[l] }

// base returns the base points the limit pays (one yakuman for Yakuman).
func (l Limit) base() int64 {
	switch l {
	case Mangan:
		return 2000
	case Haneman:
		return 3000
	case Baiman:
		return 4000
	case Sanbaiman:
		return 6000
	case Yakuman:
		return 8000
	}
	return 0
}

// Winner says who won the hand.
type Winner string

// The two winners.
const (
	WinnerNondealer Winner = "nondealer"
	WinnerDealer    Winner = "dealer"
)

// Payer names who pays a share.
type Payer uint8

// The payers.
const (
	PayerDiscarder Payer = iota
	PayerDealer
	PayerNondealer
)

var payerNames = [...]string{"discarder", "dealer", "nondealer"}

// String returns the payer's name: discarder, dealer or nondealer.
func (p Payer) String() string { return payerNames[p] }

// Hand is what a payment depends on: han, fu, real yakuman and who won.
type Hand struct {
	Han     int  // han counted (for a real yakuman hand, extra han count only under aotenjou)
	Fu      int  // fu; may be 0 when the hand is a limit by han alone
	Yakuman int  // number of real yakuman in the hand; 0 for none
	Dealer  bool // the winner is the dealer
}

// Share is one payer's part of a payment, with each step of its working.
type Share struct {
	Payer   Payer
	Count   uint8 // how many players pay this share
	Factor  uint8 // multiple of the base points
	Raw     int64 // Factor × base points
	Rounded int64 // Raw rounded up to the rule's unit
	Sanma   int64 // added by the three-player tsumo scheme
	Honba   int64 // added by the counters
	Amount  int64 // what each of these payers pays
}

// Payment is the ron and tsumo payments of one hand, with their working.
type Payment struct {
	Hand        Hand
	Players     int
	Honba       int
	FormulaHan  int   // han in the formula: under aotenjou 13 more per yakuman
	FormulaBase int64 // fu × 2^(han+2); 0 where a limit was reached by han alone
	Base        int64 // base points after the limits
	Limit       Limit
	Multiple    int  // yakuman multiple; 1 for the other limits, 0 for none
	Kiriage     bool // kiriage raised the hand to mangan
	Ron         Share
	Tsumo       Shares
}

// Shares is the tsumo shares of a payment, the dealer's first when the
// dealer pays. It is a fixed array, so that a table of payments needs no
// allocation per cell.
type Shares struct {
	list  [2]Share
	n     int
	total int64 // what all the payers pay together, checked for overflow
}

// Len returns the number of shares.
func (s Shares) Len() int { return s.n }

// At returns share i.
func (s Shares) At(i int) Share { return s.list[i] }

func (s *Shares) add(sh Share) {
	s.list[s.n] = sh
	s.n++
}

// Tsumo is a tsumo payment as tables print it: what the dealer pays, what
// each non-dealer pays, and the total. Dealer is 0 when the dealer won.
type Tsumo struct {
	Dealer    int64
	Nondealer int64
	Total     int64
}

// TsumoSplit returns the tsumo payment as tables print it.
func (p Payment) TsumoSplit() Tsumo {
	var t Tsumo
	for i := range p.Tsumo.n {
		s := p.Tsumo.list[i]
		if s.Payer == PayerDealer {
			t.Dealer = s.Amount
		} else {
			t.Nondealer = s.Amount
		}
	}
	t.Total = p.Tsumo.total
	return t
}

// MaxSticks bounds the riichi deposits on the table a gain counts.
const MaxSticks = 99

// Gain is what the winner of a payment takes with riichi deposits on the
// table, which the winner takes whole: the deposits, and the ron and the
// whole tsumo with them.
type Gain struct {
	Sticks   int   // riichi deposits on the table
	Deposits int64 // what they are worth: Sticks × the rules' riichi deposit
	Ron      int64 // the ron with the deposits
	Tsumo    int64 // the tsumo total with the deposits
}

// GainOf is what the winner of p under rules r takes with sticks riichi
// deposits on the table.
func GainOf(r Rules, p Payment, sticks int) (Gain, error) {
	if sticks < 0 || sticks > MaxSticks {
		return Gain{}, NewHandError("sticks", CodeSticks, "%d riichi deposits is not from 0 to %d", sticks, MaxSticks)
	}
	var ov overflow
	g := Gain{Sticks: sticks, Deposits: ov.mul(int64(sticks), int64(r.Game.Riichi))}
	g.Ron, g.Tsumo = ov.add(p.Ron.Amount, g.Deposits), ov.add(p.Tsumo.total, g.Deposits)
	if ov.failed {
		return Gain{}, &TooLargeError{Han: p.Hand.Han, Fu: p.Hand.Fu}
	}
	return g, nil
}

// TooLargeError is a payment that a 64-bit integer cannot hold (aotenjou only).
type TooLargeError struct {
	Han, Fu int
}

// Error says which hand cannot be represented.
func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%d han %d fu: the payment is larger than %d and cannot be represented", e.Han, e.Fu, int64(math.MaxInt64))
}

// HandError is a hand no game can score: Field names the value, Code
// and Args say what is wrong for a front end that words it in its own
// language, Reason says it in English.
type HandError struct {
	Field  string // han, fu, yakuman, honba, sticks, gap or points
	Code   Code   // "" for a reason with no words of its own
	Args   []string
	Reason string
}

// The codes of a HandError.
const (
	CodeYakumanCount Code = "yakuman-count" // a number of yakuman, Args[0], below 0
	CodeNoHan        Code = "no-han"        // Args[0] han, below 1, and no yakuman
	CodeHanCount     Code = "han-count"     // a number of han, Args[0], below 0
	CodeHandFu       Code = "hand-fu"       // Args[0] fu, which no hand counts; Args[1]: the most a hand counts
	CodeNeedsFu      Code = "needs-fu"      // Args[0] han, paid by the fu, and no fu
	CodeCounters     Code = "counters"      // a number of honba counters, Args[0], below 0
	CodeSticks       Code = "sticks"        // Args[0] riichi deposits, out of 0 to Args[1]
	CodeGap          Code = "gap"           // a gap of Args[1] points, out of 1 to Args[0]
)

// NewHandError is the HandError of field with code: its Args are the
// values its Reason, format, prints.
func NewHandError(field string, code Code, format string, values ...any) *HandError {
	args := make([]string, len(values))
	for i, v := range values {
		args[i] = fmt.Sprint(v)
	}
	return &HandError{Field: field, Code: code, Args: args, Reason: fmt.Sprintf(format, values...)}
}

// Error names the field and says what is wrong with it.
func (e *HandError) Error() string { return e.Field + ": " + e.Reason }

// Pay computes the ron and tsumo payments of hand h under rules r with
// honba counters. Every share is rounded up on its own.
func Pay(r Rules, h Hand, honba int) (Payment, error) {
	var p Payment
	err := pay(&p, &r, h, honba)
	return p, err
}

// pay is Pay writing into p.
func pay(p *Payment, r *Rules, h Hand, honba int) error {
	if err := checkHand(r, h, honba); err != nil {
		return err
	}
	return payChecked(p, r, h, honba)
}

// payChecked is pay for a hand already known to be valid: the cells of a
// table whose rules passed Check.
func payChecked(p *Payment, r *Rules, h Hand, honba int) error {
	*p = Payment{Hand: h, Players: r.Players, Honba: honba}
	if err := p.setBase(r); err != nil {
		return err
	}
	var ov overflow
	unit := int64(r.Rounding)
	share := func(payer Payer, count, factor uint8, honbaValue int) Share {
		s := Share{Payer: payer, Count: count, Factor: factor}
		s.Raw = ov.mul(p.Base, int64(factor))
		s.Rounded = ov.roundUp(s.Raw, unit)
		s.Honba = ov.mul(int64(honba), int64(honbaValue))
		return s
	}
	ronFactor := uint8(4)
	if h.Dealer {
		ronFactor = 6
	}
	p.Ron = share(PayerDiscarder, 1, ronFactor, r.Honba.Ron)
	if !h.Dealer {
		p.Tsumo.add(share(PayerDealer, 1, 2, r.Honba.Tsumo))
	}
	p.Tsumo.add(share(PayerNondealer, uint8(r.Players-1-p.Tsumo.n), uint8(2-p.Tsumo.n), r.Honba.Tsumo))
	if r.Players == 3 {
		p.addSanma(r.Sanma, &ov, unit)
	}
	p.Ron.Amount = ov.add(p.Ron.Rounded, p.Ron.Honba)
	for i := range p.Tsumo.n {
		s := &p.Tsumo.list[i]
		s.Amount = ov.add(ov.add(s.Rounded, s.Sanma), s.Honba)
		p.Tsumo.total = ov.add(p.Tsumo.total, ov.mul(s.Amount, int64(s.Count)))
	}
	if ov.failed {
		return &TooLargeError{Han: h.Han + 13*h.Yakuman, Fu: h.Fu}
	}
	return nil
}

// addSanma fills in what the three-player scheme adds to each tsumo share
// (Sanma), over its four-player amount (Rounded). The missing player is
// always a non-dealer: his share is the last one computed.
func (p *Payment) addSanma(s SanmaRules, ov *overflow, unit int64) {
	shares := p.Tsumo.list[:p.Tsumo.n]
	missing := shares[len(shares)-1]
	for i := range shares {
		sh := &shares[i]
		switch {
		case s.Tsumo == SanmaPlus1000:
			sh.Sanma = 1000
		case s.Tsumo == SanmaBisection && s.Bisection == BisectionShare:
			// Half the missing base multiple added to the payer's own, the
			// whole rounded once: (2 × factor + missing factor) / 2 × base.
			sh.Sanma = ov.roundUp(ov.mul(p.Base, int64(2*sh.Factor+missing.Factor))/2, unit) - sh.Rounded
		case s.Tsumo == SanmaBisection:
			sh.Sanma = ov.roundUp(missing.Rounded/2, unit) // the missing share is a whole number of units
		case s.Tsumo == SanmaEqual && p.Hand.Dealer:
			sh.Sanma = ov.roundUp(ov.mul(p.Base, 3), unit) - sh.Rounded // half the ron's 6 × base
		case s.Tsumo == SanmaEqual && sh.Payer == PayerDealer:
			sh.Sanma = ov.roundUp(ov.add(ov.mul(p.Base, 8), 2)/3, unit) - sh.Rounded // two thirds of the ron's 4 × base, rounded up
		case s.Tsumo == SanmaEqual:
			// The other non-dealer pays the rest of the ron: the dealer's share is already whole.
			dealer := shares[0].Rounded + shares[0].Sanma
			sh.Sanma = p.Ron.Rounded - dealer - sh.Rounded
		}
	}
}

func checkHand(r *Rules, h Hand, honba int) error {
	switch {
	case h.Yakuman < 0:
		return NewHandError("yakuman", CodeYakumanCount, "%d is not a number of yakuman", h.Yakuman)
	case h.Yakuman == 0 && h.Han < 1:
		return NewHandError("han", CodeNoHan, "%d han cannot win; a winning hand has at least 1 han", h.Han)
	case h.Han < 0:
		return NewHandError("han", CodeHanCount, "%d is not a number of han", h.Han)
	case h.Fu != 0 && !ValidFu(h.Fu):
		return NewHandError("fu", CodeHandFu, "no hand counts %d fu; fu are 20, 25 or a multiple of 10 from 30 to %d", h.Fu, MaxHandFu)
	case h.Fu == 0 && needsFu(r, h):
		return NewHandError("fu", CodeNeedsFu, "%d han is paid by its fu; give the fu", h.Han)
	case honba < 0:
		return NewHandError("honba", CodeCounters, "%d is not a number of counters", honba)
	}
	return nil
}

// needsFu reports whether the hand's payment depends on its fu.
func needsFu(r *Rules, h Hand) bool {
	return r.Aotenjou || (h.Yakuman == 0 && h.Han < ManganHan)
}

// setBase fills in the base points, limit, multiple and kiriage flag.
func (p *Payment) setBase(r *Rules) error {
	h := p.Hand
	if r.Aotenjou {
		if h.Han > MaxTableHan || h.Yakuman > MaxYakuman { // far past 64 bits; no overflow in the sum below
			return &TooLargeError{Han: min(h.Han, MaxTableHan) + 13*min(h.Yakuman, MaxYakuman), Fu: h.Fu}
		}
		han := h.Han + 13*h.Yakuman
		p.FormulaHan = han
		if han+2 >= 62 || int64(h.Fu) > math.MaxInt64>>(han+2) {
			return &TooLargeError{Han: han, Fu: h.Fu}
		}
		p.FormulaBase = int64(h.Fu) << (han + 2)
		p.Base = p.FormulaBase
		return nil
	}
	p.FormulaHan = h.Han
	if h.Fu != 0 && h.Han < 13 {
		p.FormulaBase = int64(h.Fu) << (h.Han + 2)
	}
	switch {
	case h.Yakuman > 0:
		multiple := h.Yakuman
		if !r.Yakuman.Stacking {
			multiple = 1
		}
		p.setLimit(Yakuman, min(multiple, r.Yakuman.Max))
		p.FormulaBase = 0
	case r.Kazoe == KazoeSingle && h.Han >= r.KazoeHan:
		p.setLimit(Yakuman, 1)
	case r.Kazoe == KazoeStacking && h.Han >= r.KazoeHan:
		p.setLimit(Yakuman, min(h.Han/r.KazoeHan, r.Yakuman.Max))
	case h.Han >= ManganHan:
		p.setLimit(hanLimit(h.Han), 1)
	case p.FormulaBase > Mangan.base():
		p.setLimit(Mangan, 1)
	case r.Kiriage && p.FormulaBase >= 1920:
		p.setLimit(Mangan, 1)
		p.Kiriage = true
	default:
		p.Base = p.FormulaBase
	}
	return nil
}

func (p *Payment) setLimit(l Limit, multiple int) {
	p.Limit, p.Multiple, p.Base = l, multiple, l.base()*int64(multiple)
}

// overflow does checked int64 arithmetic on non-negative values and
// remembers whether any result did not fit. It avoids division, which
// would dominate the cost of a table.
type overflow struct{ failed bool }

func (o *overflow) mul(a, b int64) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi != 0 || lo > math.MaxInt64 {
		o.failed = true
		return 0
	}
	return int64(lo)
}

func (o *overflow) add(a, b int64) int64 {
	if a > math.MaxInt64-b {
		o.failed = true
		return 0
	}
	return a + b
}

// roundUp rounds v up to a multiple of unit; the two units rules allow
// divide by a constant, which compiles to a multiplication.
func (o *overflow) roundUp(v, unit int64) int64 {
	v = o.add(v, unit-1)
	switch unit {
	case 100:
		return v / 100 * 100
	case 1000:
		return v / 1000 * 1000
	}
	return v / unit * unit
}
