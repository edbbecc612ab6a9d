package compose

import (
	"slices"

	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
)

// SheetKind describes one kind of sheet: which rule sets have it, which
// outputs write it, whether its payments include the honba, how it is
// laid out and how it is built. Kinds is the only list of them.
type SheetKind struct {
	ID      string // the file names' part and the catalog's "sheet.<id>"
	Players int    // the players a rule set needs to have it; 0: any
	// Printed: made for paper only (the cheat sheet, the pocket card),
	// in PrintIDs but not SheetIDs.
	Printed bool
	// Payments: a sheet of payments, which hayami table prints.
	Payments bool
	Honba    bool            // its payments include the honba, and its title says how many
	Parts    standings.Parts // the parts of the tables it prints beside the payments
	Profile  sheet.Profile   // how its sheets are laid out
	// build fills in a sheet of the kind after its title, intro and
	// navigation; nil for the index pages, which are built apart.
	build func(b builder, s *sheet.Sheet, notes *footnotes)
}

// Kinds lists every kind of sheet, in the order a build writes them. (A
// function, not a variable: the builders it names look kinds up.)
func Kinds() []SheetKind {
	return []SheetKind{
		{ID: sheet.Nondealer, Players: 4, Payments: true, Honba: true, build: builder.gridSheet},
		{ID: sheet.Dealer, Players: 4, Payments: true, Honba: true, build: builder.gridSheet},
		{ID: sheet.Sanma, Players: 3, Payments: true, Honba: true, build: builder.gridSheet},
		{ID: sheet.Limits, Payments: true, Honba: true, build: func(b builder, s *sheet.Sheet, _ *footnotes) { b.limitsSheet(s) }},
		{ID: sheet.FuChart, build: func(b builder, s *sheet.Sheet, _ *footnotes) { s.Tables, s.Remarks = b.fuChart() }},
		{ID: sheet.YakuList, Payments: true, Profile: sheet.Profile{ColumnMajor: true, TwoSided: true}, build: builder.yakuSheet},
		{ID: sheet.Record, Profile: sheet.Profile{Upright: true}, build: gameSheet},
		{ID: sheet.RecordEast, Profile: sheet.Profile{Upright: true, TwoSided: true}, build: gameSheet},
		{ID: sheet.Final, Parts: standings.PartFinal, build: gameSheet},
		{ID: sheet.Gaps, Honba: true, Parts: standings.PartGaps, build: gameSheet},
		{ID: sheet.CheatSheet, Printed: true, Honba: true, Profile: sheet.Profile{TwoSided: true}, build: builder.cheatSheet},
		{ID: sheet.Card, Printed: true, Honba: true, Profile: sheet.Profile{Pocket: true, TwoSided: true}},
		{ID: sheet.IndexPage, Honba: true},
		{ID: sheet.SitePage, Profile: sheet.Profile{FrontPage: true}},
		{ID: sheet.DrillPay, Profile: sheet.Profile{TwoSided: true}}, // the answers from a new sheet of paper
		{ID: sheet.DrillFu, Profile: sheet.Profile{TwoSided: true}},
		{ID: sheet.DrillTable, Honba: true, Profile: sheet.Profile{TwoSided: true}},
	}
}

// gameSheet builds a game sheet (the record, final scores, point gaps).
func gameSheet(b builder, s *sheet.Sheet, _ *footnotes) { b.gameSheet(s) }

// KindOf is the kind of sheet id; ok is false for no kind.
func KindOf(id string) (k SheetKind, ok bool) {
	kinds := Kinds()
	i := slices.IndexFunc(kinds, func(k SheetKind) bool { return k.ID == id })
	if i < 0 {
		return SheetKind{}, false
	}
	return kinds[i], true
}

// kindOf is the kind of a sheet the builder was asked for; an unknown id
// is a sheet of no special kind.
func kindOf(id string) SheetKind {
	k, _ := KindOf(id)
	return k
}

// has reports whether a rule set of players has sheets of the kind.
func (k SheetKind) has(players int) bool { return k.Players == 0 || k.Players == players }

// SheetIDs returns the sheets of a rule set: one table per winner for
// four players, both winners on one sanma sheet for three, then the
// limits, the fu chart, the yaku list and the game sheets (the record a
// table fills in, final scores, point gaps).
func SheetIDs(players int) []string {
	return idsWhere(func(k SheetKind) bool { return k.build != nil && !k.Printed && k.has(players) })
}

// PrintIDs returns the sheets made for paper: SheetIDs, then the cheat
// sheet (both grids, the limits and the fu chart on a double-sided pair of
// pages) and the two-sided pocket card.
func PrintIDs(players int) []string {
	return append(SheetIDs(players), idsWhere(func(k SheetKind) bool { return k.Printed && k.has(players) })...)
}

// PaymentIDs are the sheets of payments of a rule set, which hayami
// table prints one after another.
func PaymentIDs(players int) []string {
	return idsWhere(func(k SheetKind) bool { return k.Payments && !k.Printed && k.has(players) })
}

// idsWhere lists the ids of the kinds that match, in Kinds' order.
func idsWhere(match func(SheetKind) bool) []string {
	var ids []string
	for _, k := range Kinds() {
		if match(k) {
			ids = append(ids, k.ID)
		}
	}
	return ids
}
