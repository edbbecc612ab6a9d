package sheet

import (
	"slices"

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
	Profile  Profile
	// build fills in a sheet of the kind after its title, intro and
	// navigation; nil for the index pages, which are built apart.
	build func(b builder, s *Sheet, notes *footnotes)
}

// Profile is how a kind of sheet is laid out, whatever its content: what
// a renderer reads instead of the sheet's id.
type Profile struct {
	// Pocket: a two-sided pocket card, on a paper of its own, with no
	// title (its captions say what it is). Its Tables are the front's
	// grids, then the back's tables, the first of each side with NewPage.
	Pocket bool `json:"pocket,omitempty"`
	// ColumnMajor: printed tables are read down one column, then the next
	// (the yaku list), not each put in the shortest column.
	ColumnMajor bool `json:"column_major,omitempty"`
	// TwoSided: made to be printed on both sides of the paper (the cheat
	// sheet's back matter, the yaku list's yakuman, the card's back).
	TwoSided bool `json:"two_sided,omitempty"`
	// FrontPage: a site's front page, linking every rule set's pages.
	FrontPage bool `json:"front_page,omitempty"`
}

// Kinds lists every kind of sheet, in the order a build writes them. (A
// function, not a variable: the builders it names look kinds up.)
func Kinds() []SheetKind {
	return []SheetKind{
		{ID: Nondealer, Players: 4, Payments: true, Honba: true, build: builder.gridSheet},
		{ID: Dealer, Players: 4, Payments: true, Honba: true, build: builder.gridSheet},
		{ID: Sanma, Players: 3, Payments: true, Honba: true, build: builder.gridSheet},
		{ID: Limits, Payments: true, Honba: true, build: func(b builder, s *Sheet, _ *footnotes) { b.limitsSheet(s) }},
		{ID: FuChart, build: func(b builder, s *Sheet, _ *footnotes) { s.Tables, s.Remarks = b.fuChart() }},
		{ID: YakuList, Payments: true, Profile: Profile{ColumnMajor: true, TwoSided: true}, build: builder.yakuSheet},
		{ID: Record, build: gameSheet},
		{ID: RecordEast, build: gameSheet},
		{ID: Final, Parts: standings.PartFinal, build: gameSheet},
		{ID: Gaps, Honba: true, Parts: standings.PartGaps, build: gameSheet},
		{ID: CheatSheet, Printed: true, Honba: true, Profile: Profile{TwoSided: true}, build: builder.cheatSheet},
		{ID: Card, Printed: true, Honba: true, Profile: Profile{Pocket: true, TwoSided: true}},
		{ID: IndexPage, Honba: true},
		{ID: SitePage, Profile: Profile{FrontPage: true}},
		{ID: DrillPay},
		{ID: DrillFu},
		{ID: DrillTable, Honba: true},
	}
}

// gameSheet builds a game sheet (the record, final scores, point gaps).
func gameSheet(b builder, s *Sheet, _ *footnotes) { b.gameSheet(s) }

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
