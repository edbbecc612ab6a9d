package jsondata

import "github.com/hayami-mahjong/hayami/render/sheet"

// Drill is what hayami drill --format json writes: one practice sheet,
// its question tables and then its answer tables, every text as the sheet
// prints it. Its types are this package's own, so that no change to the
// document model changes the JSON docs/data.md documents.
type Drill struct {
	ID       string       `json:"id"` // drill-pay, drill-fu or drill-table
	Title    string       `json:"title"`
	Intro    []string     `json:"intro"`   // lines under the title
	Tables   []DrillTable `json:"tables"`  // the questions, then the answers
	Remarks  []string     `json:"remarks"` // lines after the tables
	Notes    []DrillNote  `json:"notes"`   // footnotes cited by marks in the answers
	Legend   []string     `json:"legend"`  // how to read the cells
	Caveats  []string     `json:"caveats"` // the rule set's values its sources do not confirm
	Footer   []string     `json:"footer"`  // the rules the sheet was made for
	TwoSided bool         `json:"two_sided,omitempty"`
}

// DrillTable is a table of questions, or of their answers.
type DrillTable struct {
	ID       string     `json:"id"`   // drill-pay, drill-fu and their -answers, or the table drill's grids' (nondealer, dealer)
	Kind     string     `json:"kind"` // list, or grid (the table drill's fu rows × han columns)
	NewPage  bool       `json:"new_page,omitempty"`
	Practice bool       `json:"practice,omitempty"`
	Answers  bool       `json:"answers,omitempty"`
	Caption  string     `json:"caption"`
	Corner   string     `json:"corner"`  // heading of the row-label column
	Columns  []string   `json:"columns"` // headings of the value columns
	Rows     []DrillRow `json:"rows"`
}

// DrillRow is a question, its answer, or a row of a grid.
type DrillRow struct {
	Label  string      `json:"label"`            // the question's number, or the grid row's fu
	Detail string      `json:"detail,omitempty"` // the question, or the answer's working
	Hand   *DrillHand  `json:"hand,omitempty"`   // the hand the question draws
	Strong bool        `json:"strong"`
	Cells  []DrillCell `json:"cells"`
}

// DrillCell is a value cell: its lines, ron above tsumo in a grid.
type DrillCell struct {
	Lines []DrillLine `json:"lines"`
}

// DrillLine is one line of a cell.
type DrillLine struct {
	Text        string `json:"text"`
	Mark        string `json:"mark,omitempty"` // footnote mark
	Strong      bool   `json:"strong"`         // a limit hand
	Unreachable bool   `json:"unreachable,omitempty"`
	Blank       bool   `json:"blank,omitempty"` // room to write the answer, then Text (the unit)
}

// DrillHand is a hand drawn as tiles: the concealed tiles, each called set
// or quad, and the winning tile apart.
type DrillHand struct {
	Text   string       `json:"text"` // in MPSZ notation
	Groups []DrillTiles `json:"groups"`
}

// DrillTiles is a group of tiles drawn together.
type DrillTiles struct {
	Tiles []DrillTile `json:"tiles"`
	Label string      `json:"label,omitempty"` // "called", "concealed quad"
	Win   bool        `json:"win,omitempty"`   // the winning tile
}

// DrillTile is one tile's face: a number over its suit, or an honour alone.
type DrillTile struct {
	Number string `json:"number,omitempty"` // "" for an honour
	Face   string `json:"face"`             // the suit ("p", "筒") or the honour ("E", "東")
}

// DrillNote is a footnote: its mark, its text, and the mark's name for screen readers.
type DrillNote struct {
	Mark  string `json:"mark"`
	Text  string `json:"text"`
	Label string `json:"label"`
}

// DrillOf is the drill JSON of a practice sheet (compose.Drills).
func DrillOf(s sheet.Sheet) Drill {
	return Drill{ID: s.ID, Title: s.Title, Intro: s.Intro, Tables: convert(s.Tables, drillTableOf), Remarks: s.Remarks,
		Notes: convert(s.Notes, func(n sheet.Footnote) DrillNote { return DrillNote{Mark: n.Mark, Text: n.Text, Label: n.Label} }), Legend: s.Legend, Caveats: s.Caveats,
		Footer: s.Footer, TwoSided: s.TwoSided}
}

func drillTableOf(t sheet.Table) DrillTable {
	return DrillTable{ID: t.ID, Kind: string(t.Kind), NewPage: t.NewPage, Practice: t.Practice, Answers: t.Answers,
		Caption: t.Caption, Corner: t.Corner, Columns: t.Columns, Rows: convert(t.Rows, drillRowOf)}
}

func drillRowOf(r sheet.Row) DrillRow {
	out := DrillRow{Label: r.Label, Detail: r.Detail, Strong: r.Strong, Cells: convert(r.Cells, func(c sheet.Cell) DrillCell {
		return DrillCell{Lines: convert(c.Lines, func(l sheet.Line) DrillLine {
			return DrillLine{Text: l.Text, Mark: l.Mark, Strong: l.Strong, Unreachable: l.Unreachable, Blank: l.Blank}
		})}
	})}
	if r.Hand != nil {
		out.Hand = &DrillHand{Text: r.Hand.Text, Groups: convert(r.Hand.Groups, func(g sheet.TileGroup) DrillTiles {
			return DrillTiles{Tiles: convert(g.Tiles, func(t sheet.Tile) DrillTile { return DrillTile{Number: t.Number, Face: t.Face} }), Label: g.Label, Win: g.Win}
		})}
	}
	return out
}
