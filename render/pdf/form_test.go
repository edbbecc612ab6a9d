package pdf_test

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// recordCase is a game record laid out on one paper.
type recordCase struct {
	name   string
	paper  pdf.Paper
	sheet  sheet.Sheet
	layout pdf.Layout
}

// recordCases lays out the game records of a four- and a three-player
// preset in every language (with hundreds as well, if asked) on every
// paper and orientation; and, with them, the final and gap sheets, which
// must fit their pages too.
func recordCases(t *testing.T, hundreds bool) []recordCase {
	t.Helper()
	var cases []recordCase
	for _, preset := range []string{"ema2025", "tenhou-sanma"} {
		r, err := ruleset.Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		tables, err := standings.Compute(r, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, loc := range pdf.ShortLocales(t) {
			lang := language.MustParse(loc.Language)
			reg, bold := fonts.Named(loc.Font)
			fallback, fallbackBold := fonts.Default()
			doc := compose.Build(tables, sheet.Options{Lang: lang, Version: "test", Club: "Tonbo", RecordHundreds: hundreds}, []string{sheet.Record, sheet.RecordEast, sheet.Final, sheet.Gaps})
			for _, paper := range pdf.Papers {
				for _, land := range []bool{false, true} {
					o := pdf.Options{Paper: paper, Landscape: land, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
					for _, s := range doc.Sheets {
						game := s.ID == sheet.Final || s.ID == sheet.Gaps
						if game && (land || paper.Name == "a5" || hundreds) { // the record's own paper only
							continue
						}
						name := fmt.Sprintf("%s/%s/%s/%s/landscape=%v/hundreds=%v", preset, loc.Language, s.ID, paper.Name, land, hundreds)
						l, err := pdf.Lay(s, doc, o)
						if err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						checkPages(t, name, l, paper)
						if !game {
							cases = append(cases, recordCase{name: name, paper: paper, sheet: s, layout: l})
						}
					}
				}
			}
		}
	}
	return cases
}

// TestRecordForms lays out the game records in every language on every
// paper, portrait and landscape: the hanchan's record on one page, the two
// east-only games one a page, always upright (landscape asked, the same
// pages as portrait); every cell ruled: a vertical rule down each column
// edge, broken only where a name or total row's label, or a player's name
// over the player's two columns, spans it, and a horizontal rule above
// each row; every row at least 7 mm tall on A4 and Letter (4.5 on A5);
// each score column 18 mm wide or more on A4 and Letter, the round, honba,
// riichi and han/fu columns narrower; no text of the form under 7 pt;
// no page more than 40% empty; nothing overlapping or off the page.
func TestRecordForms(t *testing.T) {
	t.Parallel()
	portrait := map[string]pdf.Layout{}
	for _, c := range recordCases(t, false) {
		if want := map[string]int{sheet.Record: 1, sheet.RecordEast: 2}[c.sheet.ID]; len(c.layout.Pages) != want {
			t.Errorf("%s: %d pages, want %d", c.name, len(c.layout.Pages), want)
			continue
		}
		if p := c.layout.Pages[0]; p.W > p.H {
			t.Errorf("%s: a %.0f × %.0f mm page, not upright", c.name, p.W, p.H)
		}
		same := strings.Replace(c.name, "landscape=true", "landscape=false", 1)
		if l, ok := portrait[same]; ok && !reflect.DeepEqual(l, c.layout) {
			t.Errorf("%s: laid out otherwise than in portrait", c.name)
		}
		portrait[c.name] = c.layout
		for pi, p := range c.layout.Pages {
			name := fmt.Sprintf("%s page %d", c.name, pi+1)
			form := c.sheet.Tables[pi]
			cols := checkForm(t, name, p, form, c.paper)
			if len(cols) == 0 {
				continue
			}
			checkColumns(t, name, cols, form, c.paper)
			if empty := emptyShare(p); empty > 0.40 {
				t.Errorf("%s: %.0f%% of the page empty below the form", name, empty*100)
			}
		}
	}
}

// TestRecordHundreds: in hundreds, each score cell a hand writes in (the
// hands' gains and totals, the final points) ends in a printed "00", at
// its cell's right, smaller than the form's type but 7 pt or more, and
// leaves room to write "−120" before it (10 mm; on A5 7 mm); the sheet
// says so.
func TestRecordHundreds(t *testing.T) {
	t.Parallel()
	for _, c := range recordCases(t, true) {
		if !slices.ContainsFunc(c.sheet.Intro, func(s string) bool { return strings.Contains(s, "00") }) {
			t.Errorf("%s: the intro does not say the points are in hundreds: %q", c.name, c.sheet.Intro)
		}
		for pi, p := range c.layout.Pages {
			name := fmt.Sprintf("%s page %d", c.name, pi+1)
			form := c.sheet.Tables[pi]
			cols := checkForm(t, name, p, form, c.paper)
			if len(cols) == 0 {
				continue
			}
			var units []pdf.Item
			size := 0.0 // the form's type: its first hand's label's
			for _, it := range p.Items {
				switch {
				case it.Kind != pdf.KindText || it.Y < cols[0].top:
				case it.Text == "00":
					units = append(units, it)
				case it.Text == "1" && it.X < cols[0].x1:
					size = it.Size
				}
			}
			players := (len(form.Columns) - 4) / 2
			if want := players * (2*(len(form.Rows)-8) + 1); len(units) != want {
				t.Errorf("%s: %d printed 00, want %d", name, len(units), want)
			}
			room := 10.0 // "−120", 2.5 mm a character
			if c.paper.Name == "a5" {
				room = 7
			}
			for _, u := range units {
				i := slices.IndexFunc(cols, func(c column) bool { return u.X > c.x0 && u.X+u.W < c.x1 })
				switch {
				case i < 0 || !cols[i].wide:
					t.Errorf("%s: a 00 at x %.1f outside a score column", name, u.X)
				case cols[i].x1-(u.X+u.W) > 1.5:
					t.Errorf("%s: a 00 %.1f mm from its cell's right edge", name, cols[i].x1-(u.X+u.W))
				case u.X-cols[i].x0 < room:
					t.Errorf("%s: %.1f mm to write in before a 00, under %.1f mm", name, u.X-cols[i].x0, room)
				case u.Size < 7-0.01 || u.Size > size-0.01 && size > 7:
					t.Errorf("%s: a 00 at %.1f pt, the form's type %.1f pt", name, u.Size, size)
				}
			}
		}
	}
}

// column is one column of a form as drawn: its left and right edges, and
// whether it is a score column (the most to write in); top is the form's top.
type column struct {
	x0, x1, top float64
	wide        bool
}

// checkForm checks one form drawn on a page: its rows' heights, its rules
// against the rows of the model, the size of its text; it returns its
// columns, the label column first.
func checkForm(t *testing.T, name string, p pdf.Page, form sheet.Table, paper pdf.Paper) []column {
	t.Helper()
	var head pdf.Item
	for _, it := range p.Items {
		if it.Kind == pdf.KindBox && it.Gray == 0.85 {
			head = it
		}
	}
	var ys, xs []float64 // the horizontal rules across the form, top to bottom; the column edges
	verticals := 0
	bottom := head.Y
	for _, it := range p.Items {
		switch {
		case it.Kind != pdf.KindRule || it.Y < head.Y-0.01:
		case it.H == 0 && it.X == head.X && math.Abs(it.W-head.W) < 0.02 && it.Line >= 0.2: // not the footer's
			ys = append(ys, it.Y)
			bottom = math.Max(bottom, it.Y)
		case it.W == 0 && it.H > 0:
			verticals++
			if math.Abs(it.Y-head.Y) < 0.02 {
				xs = append(xs, it.X)
			}
		}
	}
	slices.Sort(ys)
	ys = slices.Compact(ys)
	slices.Sort(xs)
	// The header's top, a rule above each row, and the form's bottom.
	if len(ys) != len(form.Rows)+2 || len(xs) != len(form.Columns)+2 {
		t.Errorf("%s: %d horizontal rules, want %d; %d column edges, want %d", name, len(ys), len(form.Rows)+2, len(xs), len(form.Columns)+2)
		return nil
	}
	least := 7.0
	if paper.Name == "a5" {
		least = 4.5
	}
	for i := 2; i < len(ys); i++ {
		if h := ys[i] - ys[i-1]; h < least-0.01 {
			t.Errorf("%s: row %q is %.2f mm tall, under %.1f mm", name, form.Rows[i-2].Label, h, least)
		}
	}
	for _, it := range p.Items {
		if it.Kind == pdf.KindText && it.Y > head.Y && it.Y < bottom && it.Size < 7-0.05 {
			t.Errorf("%s: %q at %.1f pt in the form, under 7 pt", name, it.Text, it.Size)
		}
	}
	// Each column edge is one rule from the header down, cut where a row's
	// label or a cell spans it: one more piece per run of such rows with
	// rows below.
	want := 2 // the frame's sides
	for j := range form.Columns {
		pieces, open := 1, true // the header is ruled at every edge
		for _, r := range form.Rows {
			label := !slices.ContainsFunc(r.Cells[:j+1], func(c sheet.Cell) bool { return len(c.Lines) > 0 })
			switch {
			case label || spansEdge(r, j):
				open = false
			case !open:
				pieces++
				open = true
			}
		}
		want += pieces
	}
	if verticals != want {
		t.Errorf("%s: %d vertical rules, want %d", name, verticals, want)
	}
	if len(form.Entries) != len(form.Columns) {
		t.Errorf("%s: %d entries for %d columns", name, len(form.Entries), len(form.Columns))
		return nil
	}
	most := slices.Max(form.Entries)
	cols := []column{{x0: xs[0], x1: xs[1], top: head.Y}}
	for j := range form.Columns {
		cols = append(cols, column{x0: xs[j+1], x1: xs[j+2], top: head.Y, wide: form.Entries[j] == most})
	}
	return cols
}

// spansEdge reports whether a cell of r before value column j spans
// column j's left edge.
func spansEdge(r sheet.Row, j int) bool {
	for k := range j {
		if k+r.Cells[k].Span > j {
			return true
		}
	}
	return false
}

// checkColumns: on A4 and Letter every score column is 18 mm wide or
// more; the round, honba, riichi and han/fu columns are narrower than the
// scores; the first row has a name over each player's two columns.
func checkColumns(t *testing.T, name string, cols []column, form sheet.Table, paper pdf.Paper) {
	t.Helper()
	narrowest := math.Inf(1)
	for _, c := range cols[1:] {
		if c.wide {
			narrowest = math.Min(narrowest, c.x1-c.x0)
		}
	}
	if paper.Name != "a5" && narrowest < 18-0.005 {
		t.Errorf("%s: score columns %.2f mm wide, under 18 mm", name, narrowest)
	}
	for j, c := range cols[1:] {
		if !c.wide && c.x1-c.x0 >= narrowest {
			t.Errorf("%s: column %q %.1f mm wide, the scores %.1f mm", name, form.Columns[j], c.x1-c.x0, narrowest)
		}
	}
	players, spanning := (len(form.Columns)-4)/2, 0
	for _, c := range form.Rows[0].Cells {
		if c.Span == 2 {
			spanning++
		}
	}
	if spanning != players {
		t.Errorf("%s: the first row %q has %d cells over two columns, want one per player (%d)", name, form.Rows[0].Label, spanning, players)
	}
}

// emptyShare is how much of a page's height between its first item and
// its footer is left empty below its content, as the print lint measures.
func emptyShare(p pdf.Page) float64 {
	top, bottom, footerTop := math.Inf(1), math.Inf(-1), p.H
	for _, it := range p.Items {
		_, y0, _, y1 := bounds(it)
		if y0 > p.H*0.85 && (it.Kind == pdf.KindText && it.Size <= 7.5 || it.Kind == pdf.KindRule) { // the footer and its rule
			footerTop = min(footerTop, y0)
			continue
		}
		top, bottom = min(top, y0), max(bottom, y1)
	}
	return 1 - (bottom-top)/(footerTop-top)
}
