// Package answer prints what hayami calc, gap and fu work out, one
// question's answer: as lines of text in a language, or as JSON.
package answer

import (
	"fmt"
	"io"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/jsondata"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// Style is how calc, gap and fu print what they work out: in a
// language, with or without grouped digits, as lines of text or as JSON.
type Style struct {
	Lang  language.Tag
	Plain bool
	JSON  bool
}

// words are the phrases of the rules r in the style's language and digits.
func (a Style) words(r table.Rules) phrase.Book { return phrase.For(r, a.Lang, a.Plain) }

// lines writes text lines, each ended.
func lines(w io.Writer, text []string) error {
	_, err := io.WriteString(w, strings.Join(text, "\n")+"\n")
	return err
}

// Calc writes one hand's payments, p under the rules r, and g, what the
// winner takes with the riichi deposits on the table: the working step
// by step, or the cell and the working as JSON.
func (a Style) Calc(w io.Writer, r table.Rules, p table.Payment, g table.Gain) error {
	cell := table.CellOf(r, p)
	if a.JSON {
		return jsondata.Render(w, jsondata.CalcOf(cell, p, g))
	}
	return lines(w, a.working(r, p, cell, g))
}

// Gap writes the cheapest hands that answer q over the tables t.
func (a Style) Gap(w io.Writer, t table.Tables, q standings.GapQuestion, answers []standings.GapAnswer) error {
	if a.JSON {
		return jsondata.Render(w, jsondata.GapOf(q, t.Honba, answers))
	}
	return lines(w, a.gapWorking(t, q, answers))
}

// Fu writes the fu count res of the hand h under the rules r: the count
// the way a person writes it down, or JSON.
func (a Style) Fu(w io.Writer, r table.Rules, h hand.Hand, res hand.Result) error {
	words := a.words(r)
	if a.JSON {
		return jsondata.Render(w, jsondata.FuOf(r, h, res, words.FuLine))
	}
	fmt.Fprintf(w, "%s: %s. %s\n", r.Name, h, words.Win(h, false))
	writeReading(w, words, res.Reading, "  ")
	if forms := hand.YakumanOf(h, res.Reading); len(forms) > 0 {
		names := make([]string, len(forms))
		for i, f := range forms {
			names[i] = words.Text(locale.Yaku(f.ID))
			if n := f.Count(r); n > 1 {
				names[i] += fmt.Sprintf(" ×%d", n)
			}
		}
		fmt.Fprintln(w, words.Text(locale.FuYakuman, strings.Join(names, ", "), hand.YakumanCount(r, forms)))
	}
	if len(res.Rejected) > 0 {
		fmt.Fprintln(w, words.Text(locale.FuOtherReadings)+":")
		for _, rd := range res.Rejected {
			fmt.Fprintf(w, "  %s: %s%s\n", rd, words.FuTotal(rd.Fu, rd.Fu), readingNote(words, rd))
		}
	}
	return nil
}

// writeReading writes a reading and every line of its count.
func writeReading(w io.Writer, words phrase.Book, rd hand.Reading, indent string) {
	fmt.Fprintf(w, "%s%s\n", rd, readingNote(words, rd))
	for i, l := range rd.Lines {
		fu := fmt.Sprintf("+%d", l.Fu)
		if i == 0 {
			fu = fmt.Sprint(l.Fu)
		}
		fmt.Fprintf(w, "%s%4s  %s\n", indent, fu, words.FuLine(l))
	}
	fmt.Fprintf(w, "%s   = %s\n", indent, words.FuTotal(rd.Raw, rd.Fu))
}

// readingNote says a reading's wait and the yaku the reading makes.
func readingNote(words phrase.Book, rd hand.Reading) string {
	note := words.Text(locale.Wait(rd.Wait))
	if rd.SevenPairs {
		note = ""
	}
	var yaku []string
	for _, y := range rd.Yaku {
		yaku = append(yaku, fmt.Sprintf("%s %d", words.Text(locale.Yaku(y.ID)), y.Han))
	}
	if len(yaku) > 0 {
		note = strings.TrimPrefix(note+"; "+strings.Join(yaku, ", "), "; ")
	}
	return " (" + note + ")"
}
