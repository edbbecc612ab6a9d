package compose

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

// DrillKinds are the practice sheets: payments, fu, and a table to fill in.
var DrillKinds = []string{"pay", "fu", "table"}

// drillStreams number each drill's random stream, fixed so that adding a
// drill never changes another's questions for a seed.
var drillStreams = map[string]uint64{"pay": 1, "fu": 2, "table": 3}

// Drills lays out practice sheets, one per kind: the questions, then the
// answers from a new page. Every answer comes from package table or hand;
// the same seed gives the same questions.
func Drills(t table.Tables, opts sheet.Options, seed uint64, count int, kinds []string) (sheet.Document, error) {
	b := newBuilder(t, opts)
	doc := sheet.Document{Options: opts, Lang: opts.Lang.String(), RulesID: t.Rules.ID, LineNames: b.lineNames(), Terms: b.terms()}
	for _, kind := range kinds {
		rng := rand.New(rand.NewPCG(seed, drillStreams[kind]))
		s := b.sheet("drill-" + kind)
		intro := locale.DrillIntro
		if kind == "table" {
			intro = locale.DrillTableIntro
		}
		s.Intro = append(s.Intro, b.text(intro, seed))
		if kind == "table" {
			s.Intro = append(s.Intro, b.text(locale.DrillTableGiven))
		}
		var err error
		switch kind {
		case "pay":
			s.Tables, err = b.payDrill(rng, seed, count)
			s.Intro = append(s.Intro, b.notationLegend(true, true)...)
		case "fu":
			s.Tables = b.fuDrill(rng, seed, count)
			s.Intro = append(s.Intro, b.text(locale.DrillTilesLegend))
		case "table":
			s.Tables, s.Notes = b.tableDrill(rng, seed)
			s.Legend = b.legend(true, true)
		default:
			return doc, fmt.Errorf("no drill %q; the drills are %s", kind, strings.Join(DrillKinds, ", "))
		}
		if err != nil {
			return doc, fmt.Errorf("drill %s: %w", kind, err)
		}
		doc.Sheets = append(doc.Sheets, s)
	}
	return doc, nil
}

// drillTables makes the question table and the answer table of a drill.
func (b builder) drillTables(id string, seed uint64) (questions, answers sheet.Table) {
	questions = sheet.Table{ID: id, Kind: sheet.KindList, Practice: true, Caption: b.text(locale.Sheet(id)), Corner: b.text(locale.DrillQuestion), Columns: []string{b.text(locale.DrillAnswer)}}
	answers = sheet.Table{ID: id + "-answers", Kind: sheet.KindList, Practice: true, NewPage: true, Answers: true, Caption: b.text(locale.DrillAnswers, seed), Corner: b.text(locale.DrillQuestion), Columns: []string{b.text(locale.DrillAnswer)}}
	return questions, answers
}

// payDrill asks for the payments of hands given by han and fu
// (table.PayQuestions).
func (b builder) payDrill(rng *rand.Rand, seed uint64, count int) ([]sheet.Table, error) {
	asked, err := table.PayQuestions(rng, b.t.Rules, count)
	if err != nil {
		return nil, err
	}
	questions, answers := b.drillTables(sheet.DrillPay, seed)
	for i, q := range asked {
		question := b.text(locale.ColumnHan, q.Hand.Han)
		if q.Hand.Fu > 0 {
			question = b.text(locale.DrillHanFu, q.Hand.Han, q.Hand.Fu)
		}
		parts := []string{question, b.text(winHeading(q.Hand.Dealer, q.Tsumo))}
		if q.Honba > 0 {
			parts = append(parts, b.text(locale.DrillHonba, q.Honba))
		}
		detail := strings.Join(parts, " · ")
		answer := b.w.Num(q.Cell.Ron)
		if q.Tsumo {
			answer = b.w.Tsumo(q.Cell.Tsumo)
		}
		label := strconv.Itoa(i + 1)
		questions.Rows = append(questions.Rows, sheet.Row{Label: label, Detail: detail, Cells: []sheet.Cell{{Lines: []sheet.Line{{Blank: true}}}}})
		answers.Rows = append(answers.Rows, sheet.Row{Label: label, Detail: detail, Cells: []sheet.Cell{textCell(answer)}})
	}
	return []sheet.Table{questions, answers}, nil
}

// winHeading names who wins and how, as the limits sheet heads its columns.
func winHeading(dealer, tsumo bool) locale.ID {
	switch {
	case dealer && tsumo:
		return locale.LimitsDTsumo
	case dealer:
		return locale.LimitsDRon
	case tsumo:
		return locale.LimitsNdTsumo
	}
	return locale.LimitsNdRon
}

// fuDrill asks for the fu of dealt hands; the answers show each line.
func (b builder) fuDrill(rng *rand.Rand, seed uint64, count int) []sheet.Table {
	questions, answers := b.drillTables(sheet.DrillFu, seed)
	for n := 1; n <= count; n++ {
		d := hand.Random(rng, b.t.Rules)
		h, res := d.Hand, d.Result
		drawn := b.handPicture(h)
		question := b.w.Win(h, d.Riichi)
		working := []string{question}
		for i, l := range res.Reading.Lines {
			sign := "+"
			if i == 0 {
				sign = ""
			}
			faces := l // the tiles as the sheet draws them
			faces.Tiles = b.groupText(l.Tiles)
			working = append(working, fmt.Sprintf("%s%d %s", sign, l.Fu, b.w.FuLine(faces)))
		}
		working = append(working, "= "+b.w.FuTotal(res.Reading.Raw, res.Fu))
		label := strconv.Itoa(n)
		questions.Rows = append(questions.Rows, sheet.Row{Label: label, Hand: drawn, Detail: question,
			Cells: []sheet.Cell{{Lines: []sheet.Line{{Blank: true, Text: locale.For(b.opts.Lang).Glossary["fu"]}}}}})
		answers.Rows = append(answers.Rows, sheet.Row{Label: label, Hand: drawn, Detail: strings.Join(working, "\n"),
			Cells: []sheet.Cell{textCell(b.text(locale.DrillFuAnswer, res.Fu))}})
	}
	return []sheet.Table{questions, answers}
}

// tableDrill is the rule set's grids with about two payments in three
// left out, the seed choosing which, then the grids filled in.
func (b builder) tableDrill(rng *rand.Rand, seed uint64) ([]sheet.Table, []sheet.Footnote) {
	notes := &footnotes{}
	var questions, answers []sheet.Table
	for _, t := range b.t.Tables {
		filled := b.grid(t, notes)
		blank := filled
		blank.Rows = make([]sheet.Row, len(filled.Rows))
		for i, r := range filled.Rows {
			r.Cells = make([]sheet.Cell, len(filled.Rows[i].Cells))
			for j, c := range filled.Rows[i].Cells {
				for _, l := range c.Lines {
					l = sheet.Line{Text: l.Text, Strong: l.Strong, Unreachable: l.Unreachable, Total: l.Total} // no footnote: they come with the answers
					if !l.Unreachable && rng.IntN(3) > 0 {
						l.Text, l.Strong = "", false
					}
					r.Cells[j].Lines = append(r.Cells[j].Lines, l)
				}
			}
			blank.Rows[i] = r
		}
		blank.Practice, filled.Practice = true, true
		blank.NewPage = len(questions) > 0 // a page for each table: room to write two amounts a cell
		questions = append(questions, blank)
		filled.Caption = b.text(locale.DrillAnswers, seed) + ": " + filled.Caption
		filled.Answers = true
		answers = append(answers, filled)
	}
	answers[0].NewPage = true
	return append(questions, answers...), notes.labelled(b)
}

// handPicture draws a hand: the concealed tiles, each meld, the winning tile apart.
func (b builder) handPicture(h hand.Hand) *sheet.Hand {
	concealed := slices.Clone(h.Concealed)
	i := slices.Index(concealed, h.Win)
	concealed = slices.Delete(concealed, i, i+1)
	pic := &sheet.Hand{Groups: []sheet.TileGroup{{Tiles: b.tileFaces(concealed)}}}
	text := []string{hand.Notation(concealed)}
	for _, m := range h.Melds {
		label := b.text(locale.DrillFuCalled)
		if m.Kind == hand.Ankan {
			label = b.text(locale.DrillFuConcealedQuad)
		}
		pic.Groups = append(pic.Groups, sheet.TileGroup{Tiles: b.tileFaces(m.Tiles), Label: label})
		text = append(text, m.Kind.String()+" "+hand.Notation(m.Tiles))
	}
	pic.Groups = append(pic.Groups, sheet.TileGroup{Tiles: b.tileFaces([]hand.Tile{h.Win}), Win: true})
	pic.Text = strings.Join(text, ", ") + " + " + h.Win.String()
	return pic
}

func (b builder) tileFaces(tiles []hand.Tile) []sheet.Tile {
	out := make([]sheet.Tile, len(tiles))
	for i, t := range tiles {
		out[i] = b.w.Tile(t)
	}
	return out
}

// groupText writes a set in MPSZ notation with the faces drawn on the
// tiles: "999p", "999筒", "EEE", "Wh Wh Wh".
func (b builder) groupText(mpsz string) string {
	tiles, err := hand.ParseTiles(mpsz)
	if err != nil {
		return mpsz
	}
	var out strings.Builder
	for i, t := range tiles {
		f := b.w.Tile(t)
		if f.Number != "" {
			out.WriteString(f.Number)
			if i == len(tiles)-1 || tiles[i+1].Suit() != t.Suit() {
				out.WriteString(f.Face)
			}
			continue
		}
		if i > 0 && utf8.RuneCountInString(f.Face) > 1 {
			out.WriteByte(' ')
		}
		out.WriteString(f.Face)
	}
	return out.String()
}
