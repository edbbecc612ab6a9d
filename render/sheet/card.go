package sheet

// CardLayout says what a pocket card holds.
type CardLayout string

// The pocket card's layouts.
const (
	// CardPerWinner: a card per winner, each with a front (to 60 fu) and a
	// back (from 70 fu, the limit hands): four sides (the default, also for "").
	CardPerWinner CardLayout = "per-winner"
	// CardBoth: both winners on one two-sided card, each cell the
	// non-dealer's payments above the dealer's: to 60 fu on the front,
	// from 70 fu and the limit hands on the back.
	CardBoth CardLayout = "both"
)

// CardLayoutNames lists the card layouts, for flags.
var CardLayoutNames = []string{string(CardPerWinner), string(CardBoth)}
