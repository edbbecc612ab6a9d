package pipeline

import (
	"fmt"
	"io"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
)

// PrintTables writes every table of t to w in f, a format with Stdout:
// with Sheets, each sheet of payments in lang, one after another (not the
// fu chart, nor the game sheets); else the tables as data.
func PrintTables(w io.Writer, f Format, t standings.Tables, lang language.Tag, plain bool) error {
	if !f.Has(CapSheets) {
		return f.render(w, job{tables: t})
	}
	ids := compose.PaymentIDs(t.Rules.Players)
	j := job{tables: t, doc: compose.Build(t, sheet.Options{Lang: lang, PlainDigits: plain, Version: version.Current, Totals: sheet.TotalsDefault(t.Rules.Players)}, ids)}
	for i, s := range j.doc.Sheets {
		if i > 0 {
			fmt.Fprintln(w)
		}
		if err := f.render(w, j.of(s)); err != nil {
			return err
		}
	}
	return nil
}
