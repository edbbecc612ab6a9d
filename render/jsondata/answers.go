package jsondata

import (
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// Calc is what hayami calc --format json writes: the hand's cell as the
// tables JSON has it, and the working of its payment.
type Calc struct {
	Cell
	// Sticks, Deposits and Gain are the riichi deposits on the table
	// (--sticks), what they are worth and what the winner takes with
	// them; left out when none are.
	Sticks   int     `json:"sticks,omitempty"`
	Deposits int64   `json:"deposits,omitempty"`
	Gain     *Gain   `json:"gain,omitempty"`
	Working  Payment `json:"working"`
}

// Gain is what the winner takes with the deposits: the ron, and the
// tsumo total.
type Gain struct {
	Ron   int64 `json:"ron"`
	Tsumo int64 `json:"tsumo"`
}

// Payment is the working of a payment: its base points and each share.
type Payment struct {
	FormulaBase int64   `json:"formula_base"` // fu × 2^(han+2); 0 where a limit was reached by han alone
	Base        int64   `json:"base"`         // base points after the limits
	Limit       string  `json:"limit"`
	Multiple    int     `json:"multiple"` // yakuman multiple; 1 for the other limits, 0 for none
	Kiriage     bool    `json:"kiriage"`
	Ron         Share   `json:"ron"`
	Tsumo       []Share `json:"tsumo"` // the dealer's share first when the dealer pays
}

// Share is one payer's part of a payment, with each step of its working.
type Share struct {
	Payer   string `json:"payer"`   // discarder, dealer or nondealer
	Count   int    `json:"count"`   // how many players pay this share
	Factor  int    `json:"factor"`  // multiple of the base points
	Raw     int64  `json:"raw"`     // factor × base points
	Rounded int64  `json:"rounded"` // raw rounded up to the rule's unit
	Sanma   int64  `json:"sanma"`   // added by the three-player tsumo scheme
	Honba   int64  `json:"honba"`   // added by the counters
	Amount  int64  `json:"amount"`  // what each of these payers pays
}

// CalcOf is the calc JSON of a payment, its cell (table.CellOf) and what
// the winner takes with the riichi deposits on the table.
func CalcOf(c table.Cell, p table.Payment, g table.Gain) Calc {
	tsumo := make([]Share, p.Tsumo.Len())
	for i := range tsumo {
		tsumo[i] = shareOf(p.Tsumo.At(i))
	}
	out := Calc{Cell: cellOf(c), Working: Payment{FormulaBase: p.FormulaBase, Base: p.Base, Limit: p.Limit.String(), Multiple: p.Multiple,
		Kiriage: p.Kiriage, Ron: shareOf(p.Ron), Tsumo: tsumo}}
	if g.Sticks > 0 {
		out.Sticks, out.Deposits, out.Gain = g.Sticks, g.Deposits, &Gain{Ron: g.Ron, Tsumo: g.Tsumo}
	}
	return out
}

func shareOf(s table.Share) Share {
	return Share{Payer: s.Payer.String(), Count: int(s.Count), Factor: int(s.Factor), Raw: s.Raw, Rounded: s.Rounded, Sanma: s.Sanma, Honba: s.Honba, Amount: s.Amount}
}

// Gap is what hayami gap --format json writes: the question, and for
// each way of winning the answers as the tables JSON's gap rows have them.
type Gap struct {
	Gap     int64       `json:"gap"`
	Winner  string      `json:"winner"`
	Honba   int         `json:"honba"`
	Sticks  int         `json:"sticks"`
	Answers []GapAnswer `json:"answers"`
}

// GapOf is the gap JSON of a question asked with honba counters, and its answers.
func GapOf(q standings.GapQuestion, honba int, answers []standings.GapAnswer) Gap {
	return Gap{Gap: q.Gap, Winner: string(q.Winner), Honba: honba, Sticks: q.Sticks, Answers: convert(answers, gapAnswerOf)}
}
