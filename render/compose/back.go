package compose

import "github.com/hayami-mahjong/hayami/locale"

// backMatter says where a cheat sheet's footnotes, limit hands and fu
// chart are printed: on the back of its page (first 0, as the sheet says
// when built), on page first, or on pages first to last.
func backMatter(p locale.Printer, first, last int) string {
	switch {
	case first == 0:
		return p.Text(locale.CheatsheetBack)
	case first == last:
		return p.Text(locale.CheatsheetPage, first)
	}
	return p.Text(locale.CheatsheetPages, first, last)
}
