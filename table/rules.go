// Package table computes riichi-mahjong payments, points tables, limit rows
// and the fu reference chart from a rule set. It is pure: rules in, ordered
// tables out, with no I/O.
package table

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Kazoe says what a counted hand of KazoeHan (13) or more han, without a
// real yakuman, pays.
type Kazoe string

// The counted-yakuman settings.
const (
	KazoeNone     Kazoe = "none"     // 11 han and more pay sanbaiman
	KazoeSingle   Kazoe = "single"   // KazoeHan and more pay one yakuman
	KazoeStacking Kazoe = "stacking" // one yakuman per KazoeHan han: 13 one, 26 double, 39 triple …
)

// Renhou says what a non-dealer's ron before their first draw pays.
type Renhou string

// The renhou settings.
const (
	RenhouNone    Renhou = "none"    // not a yaku
	RenhouMangan  Renhou = "mangan"  // paid as mangan
	RenhouYakuman Renhou = "yakuman" // a yakuman
)

// Renhous lists the renhou settings in documentation order.
var Renhous = []Renhou{RenhouNone, RenhouMangan, RenhouYakuman}

// DoubleYakuman names a yakuman that some rules count double on its own.
type DoubleYakuman string

// The yakuman a rule set may count double.
const (
	DoubleKokushi13     DoubleYakuman = "kokushi_13"     // thirteen orphans on the 13-sided wait
	DoubleSuuankouTanki DoubleYakuman = "suuankou_tanki" // four concealed triplets on a single wait
	DoubleJunseiChuuren DoubleYakuman = "junsei_chuuren" // nine gates on the 9-sided wait
	DoubleDaisuushii    DoubleYakuman = "daisuushii"     // big four winds
)

// DoubleYakumans lists the yakuman that may count double, in documentation order.
var DoubleYakumans = []DoubleYakuman{DoubleKokushi13, DoubleSuuankouTanki, DoubleJunseiChuuren, DoubleDaisuushii}

// Kazoes lists the counted-yakuman settings in documentation order.
var Kazoes = []Kazoe{KazoeNone, KazoeSingle, KazoeStacking}

// SanmaScheme says how a three-player tsumo is paid.
type SanmaScheme string

// The three-player tsumo schemes.
const (
	SanmaLoss      SanmaScheme = "loss"      // the two payers pay their four-player shares; the missing share is lost
	SanmaBisection SanmaScheme = "bisection" // the missing share is halved between the two payers (north-bisection)
	SanmaPlus1000  SanmaScheme = "plus1000"  // each payer adds 1000
	// SanmaEqual pays a tsumo what a ron pays (no tsumo-loss, 丸取り): on a
	// non-dealer's tsumo the dealer pays two thirds and the other non-dealer
	// the rest of the ron, on a dealer's tsumo each non-dealer half of it.
	SanmaEqual SanmaScheme = "equal"
)

// SanmaSchemes lists the three-player tsumo schemes in documentation order.
var SanmaSchemes = []SanmaScheme{SanmaLoss, SanmaBisection, SanmaPlus1000, SanmaEqual}

// BisectionRounding says how north-bisection rounds what it adds to each payer.
type BisectionRounding string

// The two published roundings of north-bisection; they differ below mangan.
const (
	// BisectionHalf rounds the missing share up, halves it and rounds the
	// half up (SEGA MJ's table): 2 han 20 fu, dealer's tsumo, 1,100 all.
	BisectionHalf BisectionRounding = "half"
	// BisectionShare rounds each payer's whole share up once, 3 × base
	// on a dealer's tsumo, 2.5 × and 1.5 × on a non-dealer's (Mahjong
	// Soul): 2 han 20 fu, dealer's tsumo, 1,000 all.
	BisectionShare BisectionRounding = "share"
)

// BisectionRoundings lists the roundings of north-bisection in documentation order.
var BisectionRoundings = []BisectionRounding{BisectionHalf, BisectionShare}

// Rules is one complete rule set: every setting that changes a payment, a
// reachable cell or the fu chart.
type Rules struct {
	ID      string // safe in a file name: the preset name, or derived from Name
	Name    string
	Extends string
	Source  string
	// Variant lists the keys --set changed from the rule set named (a
	// preset or a house file), in ruleset.Keys' order, when it gave no new
	// name: the sheets say they are a variant of it and what changed.
	// VariantOf is that rule set's ID; ID is then the variant's own.
	Variant   []string
	VariantOf string
	Notes     []Note
	Sources   []Note // where each value comes from, by key
	Players   int
	Kiriage   bool
	Kazoe     Kazoe
	KazoeHan  int // the han at which a counted yakuman starts
	Rounding  int
	Aotenjou  bool
	Yakuman   YakumanRules
	Yaku      YakuRules
	Dora      DoraRules
	Honba     HonbaRules
	Game      GameRules
	Sanma     SanmaRules
	Fu        FuRules
	Table     TableRules
	Notation  Notation
}

// Notation is how sheets write a tsumo payment. An empty field takes the
// sheet language's default. The catalogs' "notation" is read by its JSON
// keys.
type Notation struct {
	Order     string `json:"order"`     // "nondealer-first" ("300-500") or "dealer-first" ("500-300")
	Separator string `json:"separator"` // between the two payments
	All       string `json:"all"`       // the word after a dealer's tsumo payment ("500 all")
}

// NotationOrders lists the orders of a non-dealer's tsumo payments.
var NotationOrders = []string{"nondealer-first", "dealer-first"}

// Note is a remark on one key's value: why a primary source does not
// confirm it, or (in Sources) where it comes from.
type Note struct {
	Key  string
	Text string
	// House: written by the rule set's own file or --set, not by a preset;
	// sheets print its text as written.
	House bool
}

// YakumanRules are the settings for real yakuman.
type YakumanRules struct {
	Stacking bool            // composite yakuman pay a multiple
	Max      int             // largest multiple paid
	Doubles  []DoubleYakuman // yakuman that count double on their own
}

// Doubled reports whether the rules count yakuman d double.
func (y YakumanRules) Doubled(d DoubleYakuman) bool { return slices.Contains(y.Doubles, d) }

// YakuRules are the settings that change which yaku count and their han.
type YakuRules struct {
	OpenTanyao bool   // all simples counts in an open hand (kuitan)
	Renhou     Renhou // a non-dealer's ron before their first draw
	Nagashi    bool   // nagashi mangan at an exhaustive draw
	Ippatsu    bool   // a win within one go-around of riichi
}

// DoraRules say which bonus tiles count.
type DoraRules struct {
	Ura bool // ura-dora under the indicators, for riichi hands
	Kan bool // a new indicator after each quad
	Red int  // red fives in the set, 0 to 4
}

// GameRules are the settings of a whole game that a club's rule card
// states: the points a game starts and ends with, and the fixed payments.
type GameRules struct {
	Start  int // starting points
	Return int // points returned at the end; the difference to Start is the oka
	// Uma is the rank bonus in thousands, first place first: 4 values, 3
	// for three players. A four-player preset played by three keeps its 4
	// values; the sheets that use the uma check that it fits the game.
	Uma    []int
	Riichi int  // a riichi deposit
	Noten  int  // the total the noten players pay at an exhaustive draw
	Ties   Ties // how players on equal points are ranked
}

// Oka is the top player's bonus in points: every player's difference
// between return and starting points.
func (g GameRules) Oka(players int) int { return (g.Return - g.Start) * players }

// Ties says how players who end a game on equal points are ranked.
type Ties string

// The ways of ranking equal points.
const (
	// TiesSplit: the tied players share the uma and oka of the places they
	// hold together, equally.
	TiesSplit Ties = "split"
	// TiesSeat: the player who sat nearer the first dealer ranks higher.
	TiesSeat Ties = "seat"
)

// TiesValues lists the ways of ranking equal points, as rule files name them.
var TiesValues = []Ties{TiesSplit, TiesSeat}

// HonbaRules are the values of one continuance counter.
type HonbaRules struct {
	Ron   int // added to a ron, per counter
	Tsumo int // added to each tsumo payer's share, per counter
}

// SanmaRules are the three-player settings.
type SanmaRules struct {
	Tsumo     SanmaScheme
	Bisection BisectionRounding // how north-bisection rounds, when Tsumo is SanmaBisection
	Kita      bool              // north is a bonus tile, set aside and replaced
}

// Scheme names the tsumo scheme as the sheet catalogs do: the scheme, and
// "bisection-share" for north-bisection rounded share by share.
func (s SanmaRules) Scheme() string {
	if s.Tsumo == SanmaBisection && s.Bisection == BisectionShare {
		return "bisection-share"
	}
	return string(s.Tsumo)
}

// FuRules are the fu settings that change the chart and which cells a hand can reach.
type FuRules struct {
	DoubleWindPair int  // 2 or 4
	RinshanTsumo   int  // 0 or 2
	PinfuTsumo     bool // pinfu tsumo scores 20 fu
	OpenMinimum30  bool // an open hand with only 20 fu scores 30
}

// TableRules choose the grid's axes.
type TableRules struct {
	Han HanRange
	Fu  []int
}

// HanRange is an inclusive range of han, written "1-4" or "5".
type HanRange struct {
	Min, Max int
}

// maxTableFu is the largest fu a table row may have: no published table
// goes further, and above it only 1 han (which no hand reaches) and
// aotenjou payments change.
const maxTableFu = 110

// MaxHandFu is the largest fu a hand can count (four quads and more).
const MaxHandFu = 140

// String writes the range as "1-4", or "5" for a single han.
func (h HanRange) String() string {
	if h.Min == h.Max {
		return strconv.Itoa(h.Min)
	}
	return fmt.Sprintf("%d-%d", h.Min, h.Max)
}

// Hans lists every han of the range in ascending order.
func (h HanRange) Hans() []int {
	hans := make([]int, 0, h.Max-h.Min+1)
	for han := h.Min; han <= h.Max; han++ {
		hans = append(hans, han)
	}
	return hans
}

// ParseHanRange reads a han range written "1-4" or "5".
func ParseHanRange(s string) (HanRange, error) {
	lo, hi, found := strings.Cut(strings.TrimSpace(s), "-")
	min, err := strconv.Atoi(strings.TrimSpace(lo))
	if err != nil {
		return HanRange{}, fmt.Errorf("%q is not a han range; write it like \"1-4\" or \"5\"", s)
	}
	max := min
	if found {
		if max, err = strconv.Atoi(strings.TrimSpace(hi)); err != nil {
			return HanRange{}, fmt.Errorf("%q is not a han range; write it like \"1-4\" or \"5\"", s)
		}
	}
	return HanRange{Min: min, Max: max}, nil
}

// ValueError is a rule setting that no game can have: Key names the
// setting, Code and Args say what is wrong for a front end that words it
// in its own language, Reason says it in English, as the command line does.
type ValueError struct {
	Key    string
	Code   Code
	Args   []string
	Reason string
}

// Code says what is wrong with a rules setting's value or a hand's
// (HandError); each constant names what its Args hold.
type Code string

// The codes of a rules setting's error, for ValueError and ruleset's errors.
const (
	CodeRange         Code = "range"          // a whole number out of Args[0] to Args[1]
	CodeAtLeast       Code = "at-least"       // a whole number below Args[0], with no greatest
	CodeWhole         Code = "whole"          // not a whole number (or too large for one)
	CodeBool          Code = "bool"           // not true or false
	CodeText          Code = "text"           // not a text (in a file: no quotes)
	CodeList          Code = "list"           // not a list of whole numbers
	CodeListLong      Code = "list-long"      // a list of more than Args[0] items
	CodeListRange     Code = "list-range"     // a list's number out of Args[0] to Args[1]
	CodeChoice        Code = "choice"         // not one of Args
	CodeTwice         Code = "twice"          // Args[0] listed twice
	CodeTooLong       Code = "too-long"       // a text of more than Args[0] characters
	CodeCharacter     Code = "character"      // a text (Args[0], quoted) with a control, bidirectional or invisible character; Args[1]: its code point (U+202E)
	CodeNameEmpty     Code = "name-empty"     // a rule set without a name
	CodeNameFile      Code = "name-file"      // a name that gives no file name
	CodeNeedsStacking Code = "needs-stacking" // more than one yakuman without stacking
	CodeDoubles       Code = "doubles"        // a double yakuman without stacking up to 2 or more
	CodeEqualRounding Code = "equal-rounding" // no tsumo-loss with payments rounded to 1000
	CodeUmaCount      Code = "uma-count"      // not 4 uma values (3 with three players); Args[0]: how many
	CodeUmaOrder      Code = "uma-order"      // the uma not largest first
	CodeUmaSum        Code = "uma-sum"        // the uma sums to Args[0], not 0
	CodeFu            Code = "fu"             // Args[0] is no fu of a table, whose greatest is Args[1]
	CodeFuOrder       Code = "fu-order"       // the fu not each once, smallest first
	CodeFuEmpty       Code = "fu-empty"       // no fu row
	CodeHan           Code = "han"            // not one han or a range of them from 1 to Args[0]
	CodeSeparator     Code = "separator"      // a tsumo separator of digits or over 3 characters
	CodeAllWord       Code = "all-word"       // a word for "all" of digits or over 12 characters
)

// Error names the setting and says what is wrong with it.
func (e *ValueError) Error() string { return e.Key + ": " + e.Reason }

// MaxTableHan is the largest han a table may show: eight counted yakuman.
const MaxTableHan = 13 * 8

// MaxYakuman is the largest yakuman multiple a rule set may pay.
const MaxYakuman = 8

// Check reports the first setting that no game can have.
func (r Rules) Check() error {
	bad := func(key string, code Code, codeArgs []string, format string, args ...any) error {
		return &ValueError{Key: key, Code: code, Args: codeArgs, Reason: fmt.Sprintf(format, args...)}
	}
	switch {
	case strings.TrimSpace(r.Name) == "":
		return bad("name", CodeNameEmpty, nil, "a rule set needs a name")
	case r.ID == "" || strings.ContainsAny(r.ID, `/\.`):
		return bad("name", CodeNameFile, nil, "%q gives no usable file name", r.Name)
	case r.Players != 3 && r.Players != 4:
		return bad("players", CodeChoice, itoas(4, 3), "%d players is not a riichi game; use 4 or 3", r.Players)
	case !oneOf(r.Kazoe, Kazoes):
		return bad("kazoe", CodeChoice, names(Kazoes), "%q is not a counted-yakuman setting; use none, single or stacking", r.Kazoe)
	case r.Rounding != 100 && r.Rounding != 1000:
		return bad("rounding", CodeChoice, itoas(100, 1000), "payments are rounded up to 100 or to 1000, not %d", r.Rounding)
	case r.Yakuman.Max < 1 || r.Yakuman.Max > MaxYakuman:
		return bad("yakuman.max", CodeRange, itoas(1, MaxYakuman), "the largest yakuman multiple must be from 1 to %d, not %d", MaxYakuman, r.Yakuman.Max)
	case r.Yakuman.Max > 1 && !r.Yakuman.Stacking && r.Kazoe != KazoeStacking:
		return bad("yakuman.max", CodeNeedsStacking, nil, "%d needs yakuman.stacking = true or kazoe = \"stacking\"; without stacking no hand pays more than one yakuman", r.Yakuman.Max)
	case r.KazoeHan < MinKazoeHan || r.KazoeHan > MaxKazoeHan:
		return bad("kazoe_han", CodeRange, itoas(MinKazoeHan, MaxKazoeHan), "a counted yakuman starts at %d to %d han, not %d", MinKazoeHan, MaxKazoeHan, r.KazoeHan)
	case len(r.Yakuman.Doubles) > 0 && (!r.Yakuman.Stacking || r.Yakuman.Max < 2):
		return bad("yakuman.doubles", CodeDoubles, nil, "a double yakuman needs yakuman.stacking = true and yakuman.max of 2 or more")
	case !oneOf(r.Yaku.Renhou, Renhous):
		return bad("yaku.renhou", CodeChoice, names(Renhous), "%q is not a renhou setting; use none, mangan or yakuman", r.Yaku.Renhou)
	case r.Dora.Red < 0 || r.Dora.Red > 4:
		return bad("dora.red", CodeRange, itoas(0, 4), "a set has 0 to 4 red fives, not %d", r.Dora.Red)
	case r.Game.Start <= 0 || r.Game.Start > MaxPoints:
		return bad("game.start", CodeRange, itoas(1, MaxPoints), "starting points must be from 1 to %d, not %d", MaxPoints, r.Game.Start)
	case r.Game.Return < r.Game.Start || r.Game.Return > MaxPoints:
		return bad("game.return", CodeRange, itoas(r.Game.Start, MaxPoints), "return points must be from the starting points (%d) to %d, not %d", r.Game.Start, MaxPoints, r.Game.Return)
	case len(r.Game.Uma) != 4 && (len(r.Game.Uma) != 3 || r.Players != 3):
		return bad("game.uma", CodeUmaCount, itoas(len(r.Game.Uma)), "give 4 uma values, first place first, or 3 for three players; got %d", len(r.Game.Uma))
	case r.Game.Riichi < 0 || r.Game.Riichi > MaxPoints:
		return bad("game.riichi", CodeRange, itoas(0, MaxPoints), "a riichi deposit cannot be %d", r.Game.Riichi)
	case r.Game.Noten < 0 || r.Game.Noten > MaxPoints:
		return bad("game.noten", CodeRange, itoas(0, MaxPoints), "noten payments cannot total %d", r.Game.Noten)
	case !oneOf(r.Game.Ties, TiesValues):
		return bad("game.ties", CodeChoice, names(TiesValues), "players on equal points are ranked by %s, not %q", joinQuoted(TiesValues), r.Game.Ties)
	case r.Honba.Ron < 0:
		return bad("honba.ron", CodeAtLeast, itoas(0), "a counter cannot be worth %d", r.Honba.Ron)
	case r.Honba.Tsumo < 0:
		return bad("honba.tsumo", CodeAtLeast, itoas(0), "a counter cannot be worth %d", r.Honba.Tsumo)
	case !oneOf(r.Sanma.Tsumo, SanmaSchemes):
		return bad("sanma.tsumo", CodeChoice, names(SanmaSchemes), "%q is not a three-player tsumo scheme; use %s", r.Sanma.Tsumo, joinQuoted(SanmaSchemes))
	case r.Sanma.Tsumo == SanmaEqual && r.Rounding != 100:
		return bad("sanma.tsumo", CodeEqualRounding, nil, "%q splits the ron 2:1 in 100-point steps; with payments rounded to %d the shares cannot add up to the ron (use rounding = 100)", SanmaEqual, r.Rounding)
	case !oneOf(r.Sanma.Bisection, BisectionRoundings):
		return bad("sanma.bisection", CodeChoice, names(BisectionRoundings), "%q is not a rounding of north-bisection; use %s", r.Sanma.Bisection, joinQuoted(BisectionRoundings))
	case r.Fu.DoubleWindPair != 2 && r.Fu.DoubleWindPair != 4:
		return bad("fu.double_wind_pair", CodeChoice, itoas(2, 4), "a double-wind pair is worth 2 or 4 fu, not %d", r.Fu.DoubleWindPair)
	case r.Fu.RinshanTsumo != 0 && r.Fu.RinshanTsumo != 2:
		return bad("fu.rinshan_tsumo", CodeChoice, itoas(0, 2), "a rinshan tsumo is worth 0 or 2 fu, not %d", r.Fu.RinshanTsumo)
	case r.Table.Han.Min < 1:
		return bad("table.han", CodeHan, itoas(MaxTableHan), "%s starts below 1 han; every winning hand has at least 1", r.Table.Han)
	case r.Table.Han.Max < r.Table.Han.Min:
		return bad("table.han", CodeHan, itoas(MaxTableHan), "%s runs backwards; write the smaller han first", r.Table.Han)
	case r.Table.Han.Max > MaxTableHan:
		return bad("table.han", CodeHan, itoas(MaxTableHan), "%s goes past %d han, beyond any table", r.Table.Han, MaxTableHan)
	case len(r.Table.Fu) == 0:
		return bad("table.fu", CodeFuEmpty, nil, "a table needs at least one fu row")
	case r.Notation.Order != "" && !oneOf(r.Notation.Order, NotationOrders):
		return bad("notation.order", CodeChoice, names(NotationOrders), "%q is not an order; use nondealer-first or dealer-first", r.Notation.Order)
	case strings.ContainsAny(r.Notation.Separator, "0123456789") || len([]rune(r.Notation.Separator)) > 3:
		return bad("notation.separator", CodeSeparator, nil, "%q cannot stand between two payments; use up to 3 characters, no digits", r.Notation.Separator)
	case strings.ContainsAny(r.Notation.All, "0123456789") || len([]rune(r.Notation.All)) > 12:
		return bad("notation.all", CodeAllWord, nil, "%q is not a word for \"each player pays\"; use up to 12 characters, no digits", r.Notation.All)
	}
	if err := checkUma(r.Game.Uma); err != nil {
		return err
	}
	for i, d := range r.Yakuman.Doubles {
		if !oneOf(d, DoubleYakumans) {
			return bad("yakuman.doubles", CodeChoice, names(DoubleYakumans), "%q is not a yakuman that counts double; use %s", d, joinQuoted(DoubleYakumans))
		}
		if oneOf(d, r.Yakuman.Doubles[:i]) {
			return &ValueError{Key: "yakuman.doubles", Code: CodeTwice, Args: []string{string(d)}, Reason: fmt.Sprintf("%q is listed twice", d)}
		}
	}
	for i, fu := range r.Table.Fu {
		if !ValidFu(fu) || fu > maxTableFu {
			return bad("table.fu", CodeFu, itoas(fu, maxTableFu), "%d is not a fu a table can show; use 20, 25 or a multiple of 10 from 30 to %d", fu, maxTableFu)
		}
		if i > 0 && fu <= r.Table.Fu[i-1] {
			return bad("table.fu", CodeFuOrder, nil, "list each fu once, smallest first (%d comes after %d)", fu, r.Table.Fu[i-1])
		}
	}
	return nil
}

// MinKazoeHan and MaxKazoeHan bound the han at which a counted yakuman starts.
const (
	MinKazoeHan = 11
	MaxKazoeHan = 26
)

// MaxPoints bounds starting points and fixed payments: far above any game's.
const MaxPoints = 1_000_000

// MaxUma bounds one uma value, in thousands.
const MaxUma = 1000

// checkUma checks that the uma runs from first place down and sums to zero.
func checkUma(uma []int) error {
	sum := 0
	for i, u := range uma {
		if u < -MaxUma || u > MaxUma {
			return &ValueError{Key: "game.uma", Code: CodeListRange, Args: itoas(-MaxUma, MaxUma), Reason: fmt.Sprintf("%d is not an uma in thousands (from %d to %d)", u, -MaxUma, MaxUma)}
		}
		if i > 0 && u > uma[i-1] {
			return &ValueError{Key: "game.uma", Code: CodeUmaOrder, Reason: fmt.Sprintf("list the uma first place first, largest first (%d comes after %d)", u, uma[i-1])}
		}
		sum += u
	}
	if sum != 0 {
		return &ValueError{Key: "game.uma", Code: CodeUmaSum, Args: itoas(sum), Reason: fmt.Sprintf("the uma sums to %d, not 0; give the uma without the oka, which follows from game.start and game.return", sum)}
	}
	return nil
}

// itoas writes numbers as a ValueError's Args.
func itoas(ns ...int) []string {
	var out []string
	for _, n := range ns {
		out = append(out, strconv.Itoa(n))
	}
	return out
}

// names writes choices as a ValueError's Args.
func names[T ~string](list []T) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = string(x)
	}
	return out
}

func joinQuoted[T ~string](list []T) string {
	parts := make([]string, len(list))
	for i, x := range list {
		parts[i] = strconv.Quote(string(x))
	}
	return strings.Join(parts, ", ")
}

// ValidFu reports whether a hand can count fu: 20, 25, or a multiple of 10
// from 30 to MaxHandFu.
func ValidFu(fu int) bool {
	return fu == 20 || fu == 25 || (fu >= 30 && fu <= MaxHandFu && fu%10 == 0)
}

func oneOf[T comparable](v T, set []T) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}
