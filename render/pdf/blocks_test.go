package pdf_test

import (
	"fmt"
	"math"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// TestYakuColumnsLineUp: on each page of the yaku list, on every paper
// and orientation, in English and Japanese, the value columns' headings of
// every han group in a page column end at the same x; on A4 and Letter
// portrait, no han group is split (each caption printed once).
func TestYakuColumnsLineUp(t *testing.T) {
	t.Parallel()
	for _, lang := range []language.Tag{language.English, language.Japanese} {
		doc := document(t, "ema2025", sheet.Options{Lang: lang})
		var yaku sheet.Sheet
		for _, s := range doc.Sheets {
			if s.ID == sheet.YakuList {
				yaku = s
			}
		}
		closed, open := yaku.Tables[0].Columns[0], yaku.Tables[0].Columns[1]
		for _, paper := range pdf.Papers {
			for _, landscape := range []bool{false, true} {
				name := fmt.Sprintf("%s/%s/landscape=%v", lang, paper.Name, landscape)
				o := options(paper, landscape)
				if reg, bold := fonts.Named(locale.For(lang).Font); reg != o.Regular {
					o.Regular, o.Bold, o.LatinFromFallback = reg, bold, true
				}
				l, err := pdf.Lay(yaku, doc, o)
				if err != nil {
					t.Fatal(err)
				}
				captions := map[string]int{}
				for pi, p := range l.Pages {
					right := map[string][]float64{} // heading → right ends, one per table
					for _, it := range p.Items {
						if it.Kind == pdf.KindText && (it.Text == closed || it.Text == open) && it.Bold {
							right[it.Text] = append(right[it.Text], it.X+it.W)
						}
						for _, tb := range yaku.Tables {
							if it.Kind == pdf.KindText && it.Text == tb.Caption && it.Bold && !tb.NewPage { // the yakuman's caption is also a value
								captions[it.Text]++
							}
						}
					}
					for heading, ends := range right {
						columns := map[int]float64{} // by page column, the first table's right end
						for _, x := range ends {
							col := int(x / (p.W / 3.2)) // columns are at least a third of the page wide
							if want, ok := columns[col]; ok && math.Abs(x-want) > 0.02 {
								t.Errorf("%s page %d: %q ends at %.2f, another table's above it at %.2f", name, pi+1, heading, x, want)
							} else if !ok {
								columns[col] = x
							}
						}
					}
				}
				if landscape || paper.Name == "a5" {
					continue
				}
				for caption, n := range captions {
					if n != 1 {
						t.Errorf("%s: %q printed %d times: the group is split", name, caption, n)
					}
				}
			}
		}
	}
}

// TestLimitsTakeTwoColumns: on the back of the three-player cheat sheet
// on Letter landscape, in every language, the limit hands' table of four
// payment columns takes two of the page's three columns (its columns as
// wide as their own values, its headings wrapped between words), so that
// the back's other lists stand beside and below it and the sheet is two
// pages; Polish "48 000 od każdego" took all three and a third page.
func TestLimitsTakeTwoColumns(t *testing.T) {
	t.Parallel()
	for _, loc := range pdf.ShortLocales(t) {
		lang := language.MustParse(loc.Language)
		doc := document(t, "tenhou-sanma", sheet.Options{Lang: lang})
		var cheat sheet.Sheet
		for _, s := range doc.Sheets {
			if s.ID == sheet.CheatSheet {
				cheat = s
			}
		}
		limits := ""
		for _, tb := range cheat.Tables {
			if tb.Kind == sheet.KindList && len(tb.Columns) > 4 {
				limits = tb.Caption
			}
		}
		if limits == "" {
			t.Fatalf("%s: no limit hands' table", loc.Language)
		}
		o := options(pdf.Papers[1], true)
		if reg, bold := fonts.Named(loc.Font); reg != o.Regular {
			o.Regular, o.Bold, o.LatinFromFallback = reg, bold, true
		}
		l, err := pdf.Lay(cheat, doc, o)
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Pages) != 2 {
			t.Errorf("%s: %d pages, want 2", loc.Language, len(l.Pages))
		}
		found := false
		for pi, p := range l.Pages {
			for i, it := range p.Items {
				if it.Kind != pdf.KindText || it.Text != limits || !it.Bold || found {
					continue
				}
				found = true
				for _, r := range p.Items[i:] {
					if r.Kind == pdf.KindRule && r.Line == 0.3 { // the rule under the table
						if r.W > 0.7*p.W {
							t.Errorf("%s page %d: the limit hands' table is %.1f mm wide, more than two of three columns", loc.Language, pi+1, r.W)
						}
						break
					}
				}
			}
		}
		if !found {
			t.Errorf("%s: %q not printed", loc.Language, limits)
		}
	}
}
