package compose

import (
	"errors"
	"fmt"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// recordHands is how many hands the record of a hanchan has rows for:
// eight rounds and as many repeats and draws again; eastHands, of an
// east-only game: four rounds and eight repeats and draws.
const (
	recordHands = 20
	eastHands   = 12
)

// place names a place: "1st", "2nd" ….
func (b builder) place(n int) string { return b.text(locale.Place(n)) }

// tiesLine says how equal points are ranked under the rules.
func (b builder) tiesLine() string { return b.w.Setting("game.ties") }

// atTable lists the game's rules a table needs beside the points, for
// the cheat sheet's back: start and return, oka, uma, the riichi deposit,
// noten payments, honba, the dora that count and open tanyao.
func (b builder) atTable() sheet.Table {
	r := b.t.Rules
	g := r.Game
	t := sheet.Table{ID: "at-table", Kind: sheet.KindList, Caption: b.text(locale.AtTableCaption), Corner: b.text(locale.AtTableRule), Columns: []string{b.text(locale.AtTableValue)}}
	for _, row := range []struct {
		label locale.ID
		value string
	}{
		{locale.AtTableStart, b.w.Num(int64(g.Start)) + " / " + b.w.Num(int64(g.Return))},
		{locale.AtTableOka, b.w.Num(int64(g.Oka(r.Players)))},
		{locale.AtTableUma, phrase.SignedList(g.Uma)},
		{locale.AtTableRiichi, b.w.Num(int64(g.Riichi))},
		{locale.AtTableNoten, b.w.Num(int64(g.Noten))},
		{locale.AtTableHonba, b.w.Num(int64(r.Honba.Ron)) + " / " + b.text(locale.TsumoAll, b.w.Num(int64(r.Honba.Tsumo)), b.w.Notation().All)},
		{locale.AtTableDoraRed, b.w.Num(int64(r.Dora.Red))},
		{locale.AtTableDoraUraKan, b.w.OnOff(r.Dora.Ura) + " / " + b.w.OnOff(r.Dora.Kan)},
		{locale.AtTableKita, b.w.OnOff(r.Sanma.Kita)},
		{locale.AtTableKuitan, b.w.OnOff(r.Yaku.OpenTanyao)},
	} {
		if row.label == locale.AtTableKita && r.Players != 3 {
			continue
		}
		t.Rows = append(t.Rows, sheet.Row{Label: b.text(row.label), Cells: []sheet.Cell{textCell(row.value)}})
	}
	return t
}

// gameSheet builds a record, final-score or gap sheet. A four-player
// uma in a three-player game fits no place: the sheet says so instead.
func (b builder) gameSheet(s *sheet.Sheet) {
	r := b.t.Rules
	if s.ID != sheet.Gaps && len(r.Game.Uma) != r.Players {
		s.Remarks = []string{b.text(locale.GameUmaMismatch, len(r.Game.Uma), r.Players)}
		return
	}
	var err error
	switch s.ID {
	case sheet.Record, sheet.RecordEast:
		b.recordSheet(s)
	case sheet.Final:
		err = b.finalSheet(s)
	case sheet.Gaps:
		err = b.gapsSheet(s)
	}
	if err != nil { // not expected: the rules were checked when the tables were computed
		s.Tables, s.Remarks = nil, []string{err.Error()}
	}
}

// recordSheet is the score sheet one table fills in by pen while it plays:
// one form for a hanchan, or two for east-only games, a page each.
func (b builder) recordSheet(s *sheet.Sheet) {
	r := b.t.Rules
	// All the words above the form, across the page: it takes the rest.
	s.Intro = append(s.Intro, sheet.JoinSentences([]string{b.w.Setting("game.start"), b.w.Bonuses(), b.tiesLine()}),
		b.text(locale.RecordHow, b.w.Num(int64(r.Game.Return))))
	if b.opts.RecordHundreds {
		s.Intro = append(s.Intro, b.text(locale.RecordHundreds, b.w.Num(120), b.w.Num(12000)))
	}
	if s.ID == sheet.RecordEast {
		for game := 1; game <= 2; game++ {
			form := b.recordForm(eastHands)
			form.ID, form.Caption, form.NewPage = fmt.Sprintf("record-%d", game), b.text(locale.RecordGame, game), game > 1
			s.Tables = append(s.Tables, form)
		}
	} else {
		s.Tables = []sheet.Table{b.recordForm(recordHands)}
	}
}

// The characters a hand writes in a record's columns: the round ("E1"),
// the honba and the riichi sticks (a digit each), the han and fu ("3/40"),
// and a score ("−12,000"), or in hundreds its hundreds ("−120").
const (
	roundEntry    = 2
	digitEntry    = 1
	hanFuEntry    = 4
	scoreEntry    = 7
	hundredsEntry = 4
)

// recordForm is the form of one game with a row per hand: columns for
// the round, honba, riichi sticks and han/fu, then two per seat: the
// player's gain or loss in the hand, and the running total. (Who won
// shows in the gains.) The rows of names, starting points, final scores
// and signatures leave the hand's cells out (no Lines): their label
// spans them; a name takes both of its player's columns. In hundreds,
// each score a hand writes is followed by a printed "00".
func (b builder) recordForm(hands int) sheet.Table {
	r := b.t.Rules
	columns := []string{b.text(locale.RecordRound), b.text(locale.RecordHonba), b.text(locale.RecordRiichi), b.text(locale.RecordHanFu)}
	entries := []int{roundEntry, digitEntry, digitEntry, hanFuEntry}
	handColumns := len(columns)
	score, points := scoreEntry, sheet.Line{Blank: true}
	if b.opts.RecordHundreds {
		score, points = hundredsEntry, sheet.Line{Blank: true, Text: "00"}
	}
	for i := range r.Players {
		columns = append(columns, b.text(locale.Wind(i+1)), b.text(locale.RecordTotal))
		entries = append(entries, score, score)
	}
	form := sheet.Table{ID: "record", Kind: sheet.KindList, Form: true, Entries: entries, Caption: b.text(locale.RecordCaption), Corner: b.text(locale.RecordHand), Columns: columns}
	blank := sheet.Cell{Lines: []sheet.Line{{Blank: true}}}
	scored := sheet.Cell{Lines: []sheet.Line{points}}
	// row has blank cells in the hand columns if perHand, and for each seat
	// in its change and total columns as asked (scores to write if scores);
	// a value fills a seat's total.
	row := func(label string, perHand, change, total, scores bool, values ...string) sheet.Row {
		row := sheet.Row{Label: label, Cells: make([]sheet.Cell, len(columns))}
		seat := blank
		if scores {
			seat = scored
		}
		for i := range row.Cells {
			seatColumn := i - handColumns
			switch {
			case seatColumn < 0:
				if perHand {
					row.Cells[i] = blank
				}
			case seatColumn%2 == 0 && change, seatColumn%2 == 1 && total:
				row.Cells[i] = seat
			default: // nothing to write, but a cell of its own: the label spans the hand columns only
				row.Cells[i] = textCell("")
			}
		}
		for i, v := range values {
			row.Cells[handColumns+2*i+1] = textCell(v)
		}
		return row
	}
	names := row(b.text(locale.RecordName), false, false, false, false)
	for i := range r.Players {
		names.Cells[handColumns+2*i] = sheet.Cell{Lines: blank.Lines, Span: 2}
		names.Cells[handColumns+2*i+1] = sheet.Cell{}
	}
	start := make([]string, r.Players)
	for i := range start {
		start[i] = b.w.Num(int64(r.Game.Start))
	}
	form.Rows = append(form.Rows, names, row(b.text(locale.RecordStart), false, false, false, false, start...))
	for i := 1; i <= hands; i++ {
		form.Rows = append(form.Rows, row(fmt.Sprint(i), true, true, true, true))
	}
	for _, key := range []locale.ID{locale.RecordPoints, locale.RecordPlace, locale.RecordReturn, locale.RecordBonus, locale.RecordScore, locale.RecordSign} {
		out := row(b.text(key), false, key == locale.RecordSign, true, key == locale.RecordPoints)
		out.Strong = key == locale.RecordScore
		form.Rows = append(form.Rows, out)
	}
	return form
}

// finalSheet shows how raw points become match points: a worked example,
// then match points by place for every 1,000 points.
func (b builder) finalSheet(s *sheet.Sheet) error {
	r := b.t.Rules
	g := r.Game
	s.Intro = append(s.Intro, sheet.JoinSentences([]string{b.w.Setting("game.start"), b.w.Setting("game.uma")}),
		b.text(locale.FinalFormula, b.w.Num(int64(g.Return))), b.w.Bonuses(), b.tiesLine())
	if !b.game.Parts.Has(standings.PartFinal) {
		return errors.New("the final scores were not computed (standings.PartFinal)")
	}
	example := sheet.Table{ID: "final-example", Kind: sheet.KindList, Caption: b.text(locale.FinalExample), Corner: b.text(locale.FinalSeat),
		Columns: []string{b.text(locale.FinalPoints), b.text(locale.FinalPlace), b.text(locale.FinalReturn), b.text(locale.FinalBonus), b.text(locale.FinalScore)}}
	for _, st := range b.game.Final.Example {
		place := b.place(st.Place)
		if st.Tied > 1 {
			place = b.text(locale.FinalTied, place)
		}
		example.Rows = append(example.Rows, sheet.Row{Label: b.text(locale.Wind(st.Seat + 1)), Cells: []sheet.Cell{
			textCell(b.w.Num(st.Points)), textCell(place), textCell(b.w.MatchPoints(st.Points - int64(g.Return))),
			textCell(b.w.MatchPoints(st.Bonus)), {Lines: []sheet.Line{{Text: b.w.MatchPoints(st.Score), Strong: true}}},
		}})
	}
	quick := sheet.Table{ID: "final-table", Kind: sheet.KindList, Caption: b.text(locale.FinalCaption), Corner: b.text(locale.FinalPoints)}
	for i := range r.Players {
		quick.Columns = append(quick.Columns, b.place(i+1))
	}
	for _, row := range b.game.Final.Rows {
		out := sheet.Row{Label: b.w.Num(row.Points), Strong: row.Points == int64(g.Start)}
		for _, sc := range row.Scores {
			if !sc.Valid {
				out.Cells = append(out.Cells, sheet.Cell{Lines: []sheet.Line{{Text: "—", Unreachable: true}}})
				continue
			}
			out.Cells = append(out.Cells, textCell(b.w.MatchPoints(sc.Score)))
		}
		quick.Rows = append(quick.Rows, out)
	}
	s.Tables = []sheet.Table{example, quick}
	s.Legend = []string{b.text(locale.FinalLegend)}
	return nil
}

// gapsSheet lists, for each gap to the leader, the cheapest hand that
// overtakes: one table for a non-dealer chasing, one for the dealer.
func (b builder) gapsSheet(s *sheet.Sheet) error {
	s.Intro = append(s.Intro, b.honbaLine(), b.text(locale.GapsIntro, b.w.Num(int64(b.t.Rules.Game.Riichi))), b.tiesLine())
	if b.t.Rules.Game.Ties == table.TiesSeat {
		s.Intro = append(s.Intro, b.text(locale.GapsLevel))
	}
	if !b.game.Parts.Has(standings.PartGaps) {
		return errors.New("the gap tables were not computed (standings.PartGaps)")
	}
	for _, gaps := range b.game.Gaps {
		w := gaps.Winner
		// Each table on a page of its own when printed: the dealer's starts one.
		t := sheet.Table{ID: "gaps-" + string(w), Kind: sheet.KindList, NewPage: w == table.WinnerDealer, Caption: b.text(locale.GapsCaption(w)), Corner: b.text(locale.GapsGap)}
		for sticks := 1; sticks <= standings.GapSticks; sticks++ {
			t.Columns = append(t.Columns, b.text(locale.GapsSticks, sticks))
		}
		for _, way := range standings.Ways(w) {
			t.Columns = append(t.Columns, b.text(locale.Way(way)))
		}
		for _, row := range gaps.Rows {
			out := sheet.Row{Label: b.w.GapRange(row.From[0], row.Gaps[0])}
			for sticks := 1; sticks <= standings.GapSticks; sticks++ {
				out.Cells = append(out.Cells, textCell(b.w.GapRange(row.From[sticks], row.Gaps[sticks])))
			}
			for _, a := range row.Answers {
				out.Cells = append(out.Cells, b.gapCell(a))
			}
			t.Rows = append(t.Rows, out)
		}
		s.Tables = append(s.Tables, t)
	}
	s.Legend = []string{b.text(locale.GapsLegend)}
	return nil
}

// gapCell names the cheapest hand that overtakes, with what it pays, and
// under ties by seat the hand that draws level where it is cheaper.
func (b builder) gapCell(a standings.GapAnswer) sheet.Cell {
	if !a.Pass.Found {
		return sheet.Cell{Lines: []sheet.Line{{Text: "—", Unreachable: true}}}
	}
	c := sheet.Cell{Lines: []sheet.Line{{Text: b.w.GapHand(a.Pass), Strong: a.Pass.Limit != table.NoLimit}}}
	if a.Level.Found && b.t.Rules.Game.Ties == table.TiesSeat {
		c.Lines = append(c.Lines, sheet.Line{Text: b.text(locale.GapsLevelCell, b.w.GapHand(a.Level))})
	}
	return c
}
