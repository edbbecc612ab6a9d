// Package sheet is the document model every renderer draws: sheets of
// captioned tables with footnotes, a legend and a footer stating the rules,
// every text localised and every number formatted. Package compose builds
// it from a rule set's tables; a renderer reads it and computes nothing.
package sheet

import (
	"strings"

	"golang.org/x/text/language"
)

// TableKind tells a renderer how a table is meant to be laid out.
type TableKind string

// The table kinds.
const (
	KindGrid TableKind = "grid" // fu rows × han columns of payments
	KindList TableKind = "list" // labelled rows of values
)

// Document is every sheet of one rule set in one language.
type Document struct {
	Options Options // what the document was built with
	Lang    string
	RulesID string
	Sheets  []Sheet
	// LineNames say what a grid cell's lines are, for screen readers.
	LineNames LineNames
	// Terms are the language's mahjong words (満貫, 親家, ツモ), which a
	// line never breaks inside.
	Terms []string
}

// LineNames are the words for a grid cell's first and second lines.
type LineNames struct {
	Ron   string
	Tsumo string
}

// The sheets, by id: the file names' part and the catalog's "sheet.<id>".
const (
	Nondealer  = "nondealer"   // a non-dealer's wins
	Dealer     = "dealer"      // the dealer's wins
	Sanma      = "sanma"       // both winners of a three-player game
	Limits     = "limits"      // the limit hands
	FuChart    = "fu"          // the fu reference chart
	YakuList   = "yaku"        // the yaku and yakuman
	CheatSheet = "cheatsheet"  // grids on the front; limits and fu chart on the back
	Card       = "card"        // the two-sided pocket card
	IndexPage  = "index"       // a build's or a site language's links
	SitePage   = "site"        // a site's front page
	DrillPay   = "drill-pay"   // practice: payments
	DrillFu    = "drill-fu"    // practice: fu
	DrillTable = "drill-table" // practice: the table to fill in
)

// The sheets of a whole game: the record a table fills in, the table of
// final scores, and the point gaps for the last hand.
const (
	Record     = "record"      // the score sheet of one hanchan
	RecordEast = "record-east" // the score sheets of two east-only games (tonpuusen)
	Final      = "final"       // raw points to match points
	Gaps       = "gaps"        // the smallest hand that overtakes, by gap
)

// Sheet is one printable page's content.
type Sheet struct {
	ID      string // nondealer, dealer, sanma, limits, fu, yaku, record, record-east, final, gaps, cheatsheet, card, index, drill-pay, drill-fu or drill-table
	Title   string
	Intro   []string    // lines under the title
	Tables  []Table     // in reading order
	Remarks []string    // lines after the tables
	Notes   []Footnote  // footnotes cited by marks in cells
	Legend  []string    // how to read the cells
	Caveats []string    // the rule set's values its sources do not confirm
	Links   []LinkGroup // an index page's links
	Nav     []Link      // on a site: the way back to the index pages
	Footer  []string    // the rules the sheet was made for
	// Profile is how the sheet's kind is laid out (compose.SheetKind.Profile).
	Profile
	// Heading is a pocket card's short heading, for a line on each side:
	// the club's name, else --title, else the rule set's name, and the
	// honba when there are any ("Tonbo club — 2 honba included").
	Heading string
	// HeadingName is the part of Heading that may be cut short with an
	// ellipsis where the whole does not fit one line: the club's name or
	// the title ("" when Heading holds neither).
	HeadingName string
	// BackMatter, when set, is the Intro line that says the sheet's back
	// matter is on the back of its page; a paged renderer that puts it
	// elsewhere replaces that line with BackMatter.At its pages.
	BackMatter *BackMatter
}

// BackMatter says where a sheet's back matter is printed.
type BackMatter struct {
	Line int                          // its index in the sheet's Intro
	At   func(first, last int) string // the line for pages first to last
}

// LinkGroup is a titled list of links on an index page.
type LinkGroup struct {
	Title string
	Links []Link
}

// Link is one file an index page links to, by a relative address.
type Link struct {
	Href string
	Text string
	Lang string // the language Text is in, where it is not the document's (a language's own name)
}

// Profile is how a kind of sheet is laid out, whatever its content: what
// a renderer reads instead of the sheet's id.
type Profile struct {
	// Pocket: a two-sided pocket card, on a paper of its own, with no
	// title (its captions say what it is). Its Tables are the front's
	// grids, then the back's tables, the first of each side with NewPage.
	Pocket bool
	// ColumnMajor: printed tables are read down one column, then the next
	// (the yaku list), not each put in the shortest column.
	ColumnMajor bool
	// TwoSided: made to be printed on both sides of the paper (the cheat
	// sheet's back matter, the yaku list's yakuman, the card's back, the
	// second east-only game, a drill's answers from a sheet of their own).
	TwoSided bool
	// BothWinners: a pocket card with both winners on each of its two
	// sides. A side's grids come in pairs of one shape, the non-dealer's
	// then the dealer's, printed as one: each cell the non-dealer's lines
	// above the dealer's, under the first grid's caption, which names both.
	BothWinners bool
	// FrontPage: a site's front page, linking every rule set's pages.
	FrontPage bool
	// Upright: printed in portrait whatever the orientation asked: a form
	// whose many rows need the page's height (the game record).
	Upright bool
}

// Table is a captioned table of a sheet.
type Table struct {
	ID      string
	Kind    TableKind
	NewPage bool // printed sheets start it on a new page
	// Practice: questions to answer by hand, or their answers; rows are
	// numbered, labels are question numbers, and the table takes the
	// page's width.
	Practice bool
	Answers  bool // a drill's answers: printed from a new sheet of paper
	// Side: on the pocket card, the side of the card the table is on.
	Side CardSide
	// Form: a table filled in by pen: every cell ruled, and rows tall
	// enough to write in (7 mm or more on A4 and Letter).
	Form bool
	// Entries: of a form, how many characters a hand writes in each value
	// column ("E1" 2, "3/40" 4, "−12,000" 7), which its width allows for;
	// nil: the columns share the width evenly.
	Entries []int
	Caption string
	Corner  string   // heading of the row-label column
	Columns []string // headings of the value columns
	Rows    []Row
	// StrongColumns: the value columns players look up most (30 and 40
	// fu in a grid of han rows), by index.
	StrongColumns []int
	HanRows       bool // a grid of han rows × fu columns (Transpose)
}

// CardSide is a side of a pocket card: one winner's grid on the front, the
// same winner's rare high-fu rows and limit hands on the back.
type CardSide string

// The card's sides.
const (
	CardFront CardSide = "front"
	CardBack  CardSide = "back"
)

// Row is one row of a table.
type Row struct {
	Label  string
	Detail string // a description under the label
	Hand   *Hand  // tiles drawn beside the label
	Strong bool   // one of the rows players look up most
	Cells  []Cell
}

// Cell is one value cell: ron above tsumo in a grid, one line elsewhere.
// With Options.Totals a grid cell has a third line, the tsumo's total.
type Cell struct {
	Lines []Line
	// Span: in a form, the cell takes this many columns, its own and the
	// ones after it, which are left empty (a player's name over the
	// player's two columns); 0 or 1: its own.
	Span int
}

// Line is one line of a cell.
type Line struct {
	Text        string
	Mark        string // footnote mark
	Strong      bool   // a limit hand
	Unreachable bool   // no hand scores it: Text is a dash
	Blank       bool   // room to write an answer, then Text
	// Total: the total a tsumo collects ("= 1,100"), under the tsumo line
	// and printed smaller than it.
	Total bool
}

// Hand is a hand drawn as tiles, in groups: the concealed tiles, each
// called set or quad, and the winning tile apart.
type Hand struct {
	Text   string // the hand in MPSZ notation, for screen readers and plain text
	Groups []TileGroup
}

// TileGroup is a run of tiles drawn together.
type TileGroup struct {
	Tiles []Tile
	Label string // under the group: "called", "concealed quad"
	Win   bool   // the winning tile
}

// Tile is one tile's face: a number over its suit, or an honour alone.
type Tile struct {
	Number string // "5"; "" for an honour
	Face   string // the suit ("p", "筒") or the honour ("E", "東")
}

// Footnote explains a mark.
type Footnote struct {
	Mark  string
	Text  string
	Label string // the mark's name for screen readers: "Note 1: …"
}

// Options choose the language, digits and headings of a document.
type Options struct {
	Lang        language.Tag
	PlainDigits bool       // no digit grouping
	Title       string     // replaces the rule set's name in headings
	Club        string     // printed under each title
	Version     string     // hayami's version, printed in the footer
	SiteIndex   string     // address of the site's index page, linked from each index page; "" for none
	Totals      bool       // grid cells show the total a tsumo collects (TotalsDefault)
	Axes        Axes       // grids' rows: fu (FuRows, also for "") or han (HanRows)
	Card        CardLayout // what the pocket card holds: a card per winner (CardPerWinner, also for "") or both winners (CardBoth)
	// RecordHundreds: the game record's points are written in hundreds,
	// each score cell ending in a printed "00" (120 for 12,000).
	RecordHundreds bool
}

// TotalsDefault says whether grids show tsumo totals unless asked: for
// three players, where tsumo-loss makes a tsumo collect less than a ron.
func TotalsDefault(players int) bool { return players == 3 }

// JoinSentences joins sentences with a space, or with none after a
// full-width stop ("。"), as Chinese and Japanese are written.
func JoinSentences(sentences []string) string {
	var b strings.Builder
	for i, s := range sentences {
		if i > 0 && !strings.HasSuffix(sentences[i-1], "。") {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	return b.String()
}
