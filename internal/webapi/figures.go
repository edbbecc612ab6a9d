package webapi

import (
	"encoding/json"
	"fmt"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/table"
)

// figure is one payment the page shows large: a number, or a tsumo's
// two shares (dealer 0 when the dealer won).
type figure struct {
	Number    *int64 `json:"number,omitempty"`
	Dealer    int64  `json:"dealer"`
	Nondealer int64  `json:"nondealer"`
}

// MaxFigures bounds the payments one Figures call writes.
const MaxFigures = 1000

// Figures writes payments as the sheets print them, under the settings'
// rules (their tsumo notation) and digits, in the language closest to
// lang: each of figuresJSON's [{number}, {dealer, nondealer}, …] as
// "8,300", "2,100-4,100" or "4,100 all". The page's panels show the
// command line's numbers so, never formatting a payment themselves.
func Figures(settingsJSON, lang, figuresJSON string) Result {
	s, err := Settings(settingsJSON)
	if err != nil {
		return failed(lang, err)
	}
	plain, err := pipeline.PlainDigits(s.Digits)
	if err != nil {
		return failed(lang, err)
	}
	r, err := pipeline.RulesWithSet(s)
	if err != nil {
		return failed(lang, err)
	}
	var figures []figure
	if err := json.Unmarshal([]byte(figuresJSON), &figures); err != nil {
		return failed(lang, fmt.Errorf("figures: %w", err))
	}
	if len(figures) > MaxFigures {
		return failed(lang, fmt.Errorf("figures: %d are more than %d", len(figures), MaxFigures))
	}
	tag, _ := locale.Match(lang)
	b := phrase.For(r, tag, plain)
	out := make([]string, len(figures))
	for i, f := range figures {
		if f.Number != nil {
			out[i] = b.Num(*f.Number)
		} else {
			out[i] = b.Tsumo(table.Tsumo{Dealer: f.Dealer, Nondealer: f.Nondealer})
		}
	}
	return Result{Value: out}
}
