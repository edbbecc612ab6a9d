package pdf_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// TestRecordForms lays out the game records of a four- and a
// three-player preset in every language on A4 and Letter, portrait: the
// hanchan's record on one page, the two east-only games one a page; every
// row at least 7 mm tall; every cell ruled: a vertical rule down each
// column edge, broken only where a name or total row's label spans the
// hand columns, and a horizontal rule above each row; nothing overlapping
// or off the page; and the final and gap sheets fit their pages too.
func TestRecordForms(t *testing.T) {
	t.Parallel()
	for _, preset := range []string{"ema2025", "tenhou-sanma"} {
		r, _ := ruleset.Preset(preset)
		tables, _ := standings.Compute(r, 0)
		for _, loc := range pdf.ShortLocales(t) {
			lang := language.MustParse(loc.Language)
			reg, bold := fonts.Named(loc.Font)
			fallback, fallbackBold := fonts.Default()
			doc := compose.Build(tables, sheet.Options{Lang: lang, Version: "test", Club: "Tonbo"}, []string{sheet.Record, sheet.RecordEast, sheet.Final, sheet.Gaps})
			for _, paper := range pdf.Papers[:2] {
				o := pdf.Options{Paper: paper, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
				for _, s := range doc.Sheets {
					name := fmt.Sprintf("%s/%s/%s/%s", preset, loc.Language, s.ID, paper.Name)
					l, err := pdf.Lay(s, doc, o)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					checkPages(t, name, l, paper)
					if s.ID != sheet.Record && s.ID != sheet.RecordEast {
						continue
					}
					if want := map[string]int{sheet.Record: 1, sheet.RecordEast: 2}[s.ID]; len(l.Pages) != want {
						t.Errorf("%s: %d pages, want %d", name, len(l.Pages), want)
						continue
					}
					for pi, p := range l.Pages {
						checkForm(t, fmt.Sprintf("%s page %d", name, pi+1), p, s.Tables[pi])
					}
				}
			}
		}
	}
}

// checkForm checks one form drawn on a page: its rows' heights, and its
// rules against the rows of the model.
func checkForm(t *testing.T, name string, p pdf.Page, form sheet.Table) {
	t.Helper()
	var head pdf.Item
	for _, it := range p.Items {
		if it.Kind == pdf.KindBox && it.Gray == 0.85 {
			head = it
		}
	}
	var ys []float64 // the horizontal rules across the form, top to bottom
	verticals := 0
	for _, it := range p.Items {
		switch {
		case it.Kind != pdf.KindRule || it.Y < head.Y-0.01:
		case it.H == 0 && it.X == head.X && math.Abs(it.W-head.W) < 0.02 && it.Line >= 0.2: // not the footer's
			ys = append(ys, it.Y)
		case it.W == 0 && it.H > 0:
			verticals++
		}
	}
	slices.Sort(ys)
	ys = slices.Compact(ys)
	// The header's top, a rule above each row, and the form's bottom.
	if len(ys) != len(form.Rows)+2 {
		t.Fatalf("%s: %d horizontal rules, want %d", name, len(ys), len(form.Rows)+2)
	}
	for i := 2; i < len(ys); i++ {
		if h := ys[i] - ys[i-1]; h < 7-0.01 {
			t.Errorf("%s: row %q is %.2f mm tall, under 7 mm", name, form.Rows[i-2].Label, h)
		}
	}
	// Each column edge is one rule from the header down, cut where a row's
	// label spans it: one more piece per run of such rows with rows below.
	want := 2 // the frame's sides
	for j := range form.Columns {
		pieces := 1
		for i, r := range form.Rows {
			spanned := len(r.Cells[j].Lines) == 0 && !slices.ContainsFunc(r.Cells[:j], func(c sheet.Cell) bool { return len(c.Lines) > 0 })
			next := i+1 < len(form.Rows) && !(len(form.Rows[i+1].Cells[j].Lines) == 0)
			if spanned && next {
				pieces++
			}
		}
		want += pieces
	}
	if verticals != want {
		t.Errorf("%s: %d vertical rules, want %d", name, verticals, want)
	}
}
