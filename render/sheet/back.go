package sheet

import "golang.org/x/text/message"

// backMatter says where a cheat sheet's footnotes, limit hands and fu
// chart are printed: on the back of its page (first 0, as the sheet says
// when built), on page first, or on pages first to last.
func backMatter(p *message.Printer, first, last int) string {
	switch {
	case first == 0:
		return p.Sprintf("cheatsheet.back")
	case first == last:
		return p.Sprintf("cheatsheet.page", first)
	}
	return p.Sprintf("cheatsheet.pages", first, last)
}
