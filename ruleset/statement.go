package ruleset

import "github.com/hayami-mahjong/hayami/locale"

// Kind is what a key's value is: a boolean, a whole number, a text, or a
// list of whole numbers or of texts.
type Kind int

// The kinds of value a key takes.
const (
	KindBool Kind = iota
	KindInt
	KindString
	KindIntList
	KindStringList
)

// String names the kind as a form takes it: bool, int, string, int-list or string-list.
func (k Kind) String() string {
	return [...]string{"bool", "int", "string", "int-list", "string-list"}[k]
}

// words names the kind in an error message.
func (k Kind) words() string {
	return [...]string{"a boolean (true or false)", "a whole number", "a string", "a list of whole numbers", "a list of strings"}[k]
}

// Range is the whole numbers from Min to Max, both included.
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Parts is a set of the parts of the sheets whose numbers or rules a key's
// value changes; the sheets each print some parts (render/compose says which),
// and a caveat on the key prints where its part is. A rule of no part (the
// players, a game's points) is stated on the index page only.
type Parts uint8

// The parts of the sheets a key can change.
const (
	PartGrid   Parts = 1 << iota // the payment of every cell of a points table
	PartLimits                   // the limit rows: mangan and up
	PartFu                       // the fu chart and what a hand counts
	PartYaku                     // the yaku list and its dora
)

// Phrase is words a sheet prints: a message of the catalogs (package
// locale) and what fills its verbs, in order.
type Phrase struct {
	Message locale.ID
	Args    []Arg
}

// Arg fills one verb of a Phrase: a Count, Points, Signed, a List or another Phrase.
type Arg interface{ arg() }

// Count is a whole number the message writes with its own verb (%d).
type Count int

// Points is a number of points, written with the sheet's digit grouping.
type Points int

// Signed is whole numbers written with their signs and joined: "+15 / +5 / −5 / −15".
type Signed []int

// List is phrases joined as the sheet's language joins a list.
type List []Phrase

func (Phrase) arg() {}
func (Count) arg()  {}
func (Points) arg() {}
func (Signed) arg() {}
func (List) arg()   {}

// say is the phrase of message with args.
func say(message locale.ID, args ...Arg) Phrase { return Phrase{Message: message, Args: args} }

// yesNo is message with "yes" or "no" in it: "Kiriage mangan: yes".
func yesNo(message locale.ID, v bool) Phrase {
	return say(message, say(pick(v, locale.Yes, locale.No)))
}

// onOff is message on where v holds, else off.
func onOff(on, off locale.ID, v bool) Phrase { return say(pick(v, on, off)) }

// pick is yes where v holds, else no.
func pick[T any](v bool, yes, no T) T {
	if v {
		return yes
	}
	return no
}
