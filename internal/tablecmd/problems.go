package tablecmd

import (
	"errors"
	"math"
	"strconv"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/table"
)

// wordedError is an error of a hand or of a value worded in the command's
// language: Error is the words, Unwrap the cause.
type wordedError struct {
	text string
	err  error
}

// Error is the words in the command's language.
func (e *wordedError) Error() string { return e.text }

// Unwrap returns the cause.
func (e *wordedError) Unwrap() error { return e.err }

// worded is err worded with p's catalog (problemText).
func worded(p locale.Printer, err error) error {
	return &wordedError{problemText(p, err), err}
}

// problemText words with p's catalog a hand's problem (hand's ParseError,
// HandError and ThreePlayerError) or a value's (table's HandError with a
// code, TooLargeError); any other error keeps its own words.
func problemText(p locale.Printer, err error) string {
	var pe *hand.ParseError
	var he *hand.HandError
	var tp *hand.ThreePlayerError
	var ve *table.HandError
	var tl *table.TooLargeError
	switch {
	case errors.As(err, &pe):
		text := p.Text(locale.ProblemHandAt, strconv.Quote(pe.Input), strconv.Itoa(pe.Pos+1), p.Text(locale.HandProblem(pe.Code), anys(pe.Args)...))
		if pe.Of != "" {
			text = p.Text(locale.ProblemHandIn, p.Text(locale.HandPart(pe.Of)), text)
		}
		return text
	case errors.As(err, &he):
		text := p.Text(locale.HandProblem(he.Code), anys(he.Args)...)
		if !he.Meld {
			return text
		}
		meld := he.Kind.String()
		if he.Kind <= hand.Ankan {
			meld = p.Text(locale.HandPart(meld))
		}
		if he.Tiles != "" {
			meld = p.Text(locale.ProblemHandIn, meld, he.Tiles)
		}
		return p.Text(locale.ProblemAt, meld, text)
	case errors.As(err, &tp):
		switch {
		case tp.Chi != nil:
			meld := p.Text(locale.ProblemHandIn, p.Text(locale.HandPart(hand.Chi.String())), hand.Notation(tp.Chi))
			return p.Text(locale.ProblemAt, meld, p.Text(locale.ProblemHandSanmaChi))
		case tp.NorthSeat:
			return p.Text(locale.ProblemHandSanmaNorth)
		}
		return p.Text(locale.ProblemHandSanmaTile, tp.Tile.String())
	case errors.As(err, &ve) && ve.Code != "":
		return p.Text(locale.ValueProblem(ve.Code), anys(ve.Args)...)
	case errors.As(err, &tl):
		return p.Text(locale.ProblemValueTooLarge, strconv.Itoa(tl.Han), strconv.Itoa(tl.Fu), strconv.FormatInt(math.MaxInt64, 10))
	}
	return err.Error()
}

// anys are texts as a message's arguments.
func anys(texts []string) []any {
	out := make([]any, len(texts))
	for i, t := range texts {
		out[i] = t
	}
	return out
}
