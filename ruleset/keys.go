package ruleset

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/table"
)

// Key is one setting of a rules file, also accepted by --set: what it
// takes, what it changes and how sheets state it. The web form, the
// sheets' statements and caveats, and the tests of every catalog and of
// the docs follow from Keys.
type Key struct {
	Name string // dotted name, as in --set
	Type string // what the value is, in English, as a rules file's comment writes it
	Doc  string // one line in English saying what it does; the page catalogs translate it
	Kind Kind
	// Values are the values it takes where they are few: true and false, a
	// choice's names, a whole number's ("4", "3"); for a list, its items.
	Values []string
	Range  *Range // a whole number's least and greatest value, where Values does not list them
	// AtLeast is the key whose value is this one's least ("game.start" for game.return).
	AtLeast string
	// LangDefault: the value "" takes the sheet language's own.
	LangDefault bool
	Affects     Parts // the parts of the sheets the value changes
	Sanma       bool  // only a three-player game has it
	PerCounter  bool  // it changes numbers only where honba are counted
	// Statement says the value in words, as footers and caveats print it;
	// nil for a key that only names the rule set or chooses how sheets look.
	Statement func(r table.Rules) Phrase
	apply     func(r *table.Rules, v value) error
	literal   func(r table.Rules) string // the value as TOML
}

// value is a setting's value as read from a file or the command line.
type value struct {
	b       bool
	i       int64
	s       string
	list    []int64
	strings []string
}

// IsRule reports whether the key states a rule of the game, which a
// preset cites a source for and sheets state; the name, the source and
// the notation and table keys only choose how sheets look.
func (k Key) IsRule() bool { return k.Statement != nil }

// Literal is the key's value in r, as TOML.
func (k Key) Literal(r table.Rules) string { return k.literal(r) }

// rule makes k a rule of the game that changes parts and that sheets state with statement.
func (k Key) rule(parts Parts, statement func(r table.Rules) Phrase) Key {
	k.Affects, k.Statement = parts, statement
	return k
}

// atLeast makes key's value the least k's may be.
func (k Key) atLeast(key string) Key { k.AtLeast = key; return k }

// langDefault makes "" k's value for the sheet language's own.
func (k Key) langDefault() Key { k.LangDefault = true; return k }

// sanmaOnly makes k a rule only three-player games have.
func (k Key) sanmaOnly() Key { k.Sanma = true; return k }

// perCounter makes k a rule that changes numbers only where honba are counted.
func (k Key) perCounter() Key { k.PerCounter = true; return k }

func boolKey(name, doc string, field func(*table.Rules) *bool) Key {
	return Key{Name: name, Type: "true | false", Doc: doc, Values: []string{"true", "false"}, Kind: KindBool,
		apply:   func(r *table.Rules, v value) error { *field(r) = v.b; return nil },
		literal: func(r table.Rules) string { return strconv.FormatBool(*field(&r)) }}
}

// intKey is a whole number from rng.Min to rng.Max, which Rules.Check enforces.
func intKey(name, typ, doc string, rng Range, field func(*table.Rules) *int) Key {
	k := wholeNumber(name, doc, field)
	k.Type, k.Range = typ, &rng
	return k
}

// choiceIntKey is a whole number, one of choices, which Rules.Check enforces.
func choiceIntKey(name, doc string, choices []int, field func(*table.Rules) *int) Key {
	k := wholeNumber(name, doc, field)
	for _, c := range choices {
		k.Values = append(k.Values, strconv.Itoa(c))
	}
	k.Type = strings.Join(k.Values, " | ")
	return k
}

// wholeNumber is a key of a whole number, without what it may be.
func wholeNumber(name, doc string, field func(*table.Rules) *int) Key {
	return Key{Name: name, Doc: doc, Kind: KindInt,
		apply: func(r *table.Rules, v value) error {
			if v.i < -1<<31 || v.i > 1<<31-1 {
				return invalidf(table.CodeWhole, nil, "%d is out of range", v.i)
			}
			*field(r) = int(v.i)
			return nil
		},
		literal: func(r table.Rules) string { return strconv.Itoa(*field(&r)) }}
}

// stringKey is a text of at most max characters.
func stringKey(name, typ, doc string, max int, field func(*table.Rules) *string) Key {
	return Key{Name: name, Type: typ, Doc: doc, Kind: KindString,
		apply: func(r *table.Rules, v value) error {
			if n := utf8.RuneCountInString(v.s); n > max {
				return invalidf(table.CodeTooLong, []string{strconv.Itoa(max)}, "%s is %d characters long; at most %d fit", excerpt(v.s), n, max)
			}
			*field(r) = v.s
			return nil
		},
		literal: func(r table.Rules) string { return Quote(*field(&r)) }}
}

func enumKey[T ~string](name, doc string, choices []T, field func(*table.Rules) *T) Key {
	names := make([]string, len(choices))
	for i, c := range choices {
		names[i] = string(c)
	}
	typ := `"` + strings.Join(names, `" | "`) + `"`
	return Key{Name: name, Type: typ, Doc: doc, Values: names, Kind: KindString,
		apply: func(r *table.Rules, v value) error {
			for _, c := range choices {
				if strings.EqualFold(string(c), v.s) {
					*field(r) = c
					return nil
				}
			}
			return invalidf(table.CodeChoice, names, "%q is not one of %s", v.s, strings.Join(names, ", "))
		},
		literal: func(r table.Rules) string { return Quote(string(*field(&r))) }}
}

// intListKey is a list of whole numbers, each from lo to hi.
func intListKey(name, typ, doc string, lo, hi int64, field func(*table.Rules) *[]int) Key {
	return Key{Name: name, Type: typ, Doc: doc, Kind: KindIntList,
		apply: func(r *table.Rules, v value) error {
			list := make([]int, len(v.list))
			for i, n := range v.list {
				if n < lo || n > hi {
					return invalidf(table.CodeListRange, []string{strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10)}, "%d is out of range (%d to %d)", n, lo, hi)
				}
				list[i] = int(n)
			}
			*field(r) = list
			return nil
		},
		literal: func(r table.Rules) string {
			list := *field(&r)
			parts := make([]string, len(list))
			for i, n := range list {
				parts[i] = strconv.Itoa(n)
			}
			return "[" + strings.Join(parts, ", ") + "]"
		}}
}

// enumListKey is a list of distinct choices.
func enumListKey[T ~string](name, doc string, choices []T, field func(*table.Rules) *[]T) Key {
	names, values := make([]string, len(choices)), make([]string, len(choices))
	for i, c := range choices {
		names[i], values[i] = Quote(string(c)), string(c)
	}
	return Key{Name: name, Type: "[" + strings.Join(names, ", ") + "] or fewer", Doc: doc, Values: values, Kind: KindStringList,
		apply: func(r *table.Rules, v value) error {
			list := make([]T, 0, len(v.strings))
			for _, s := range v.strings {
				i := slices.IndexFunc(choices, func(c T) bool { return string(c) == s })
				if i < 0 {
					return invalidf(table.CodeChoice, values, "%q is not one of %s", s, strings.Join(names, ", "))
				}
				if slices.Contains(list, choices[i]) {
					return invalidf(table.CodeTwice, []string{s}, "%q is listed twice", s)
				}
				list = append(list, choices[i])
			}
			*field(r) = list
			return nil
		},
		literal: func(r table.Rules) string {
			list := *field(&r)
			parts := make([]string, len(list))
			for i, c := range list {
				parts[i] = Quote(string(c))
			}
			return "[" + strings.Join(parts, ", ") + "]"
		}}
}

// retiredKeys are keys earlier versions read, with what to write instead.
var retiredKeys = map[string]string{
	"yakuman.special_doubles": `yakuman.special_doubles was replaced by yakuman.doubles, the list of yakuman that count double: for true write yakuman.doubles = ["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"], for false yakuman.doubles = []`,
}

// Keys lists every rules key in the order a rules file shows them.
var Keys = []Key{
	stringKey("name", "string", "the rule set's name, printed on every sheet", MaxName, func(r *table.Rules) *string { return &r.Name }),
	stringKey("extends", `preset name`, "the preset this file starts from (default ema2025)", MaxName, func(r *table.Rules) *string { return &r.Extends }),
	stringKey("source", "string", "where the rules come from, printed in the footer", MaxText, func(r *table.Rules) *string { return &r.Source }),
	choiceIntKey("players", "four-player or three-player (sanma) tables", []int{4, 3}, func(r *table.Rules) *int { return &r.Players }).
		rule(0, func(r table.Rules) Phrase { return say(locale.FooterPlayers, Count(r.Players)) }),
	boolKey("kiriage", "4 han 30 fu and 3 han 60 fu are paid as mangan", func(r *table.Rules) *bool { return &r.Kiriage }).
		rule(PartGrid|PartLimits, func(r table.Rules) Phrase { return yesNo(locale.FooterKiriage, r.Kiriage) }),
	enumKey("kazoe", "counted han from kazoe_han on: sanbaiman (none), one yakuman, or a yakuman per kazoe_han han", table.Kazoes, func(r *table.Rules) *table.Kazoe { return &r.Kazoe }).
		rule(PartLimits, statesKazoe),
	intKey("kazoe_han", "11 to 26", "the han at which a counted yakuman starts, where kazoe is not none (13)", Range{table.MinKazoeHan, table.MaxKazoeHan}, func(r *table.Rules) *int { return &r.KazoeHan }).
		rule(PartLimits, statesKazoe),
	choiceIntKey("rounding", "each payment is rounded up to this unit", []int{100, 1000}, func(r *table.Rules) *int { return &r.Rounding }).
		rule(PartGrid|PartLimits, func(r table.Rules) Phrase { return say(locale.FooterRounding, Points(r.Rounding)) }),
	boolKey("aotenjou", "no limits: every hand is paid fu × 2^(han+2)", func(r *table.Rules) *bool { return &r.Aotenjou }).
		rule(PartGrid|PartLimits, func(r table.Rules) Phrase { return say(pick(r.Aotenjou, locale.FooterAotenjou, locale.FooterLimits)) }),
	boolKey("yakuman.stacking", "composite yakuman pay a multiple", func(r *table.Rules) *bool { return &r.Yakuman.Stacking }).
		rule(PartLimits, statesYakuman),
	intKey("yakuman.max", fmt.Sprintf("1 to %d", table.MaxYakuman), "largest yakuman multiple paid", Range{1, table.MaxYakuman}, func(r *table.Rules) *int { return &r.Yakuman.Max }).
		rule(PartLimits, statesYakuman),
	enumListKey("yakuman.doubles", "the yakuman that count double on their own: 13-sided kokushi, single-wait suuankou, 9-sided chuuren, big four winds", table.DoubleYakumans, func(r *table.Rules) *[]table.DoubleYakuman { return &r.Yakuman.Doubles }).
		rule(PartYaku, statesDoubles),
	boolKey("yaku.open_tanyao", "all simples (tanyao) counts in an open hand", func(r *table.Rules) *bool { return &r.Yaku.OpenTanyao }).
		rule(PartYaku, func(r table.Rules) Phrase {
			return onOff(locale.YakuFooterOpenTanyaoOn, locale.YakuFooterOpenTanyaoOff, r.Yaku.OpenTanyao)
		}),
	enumKey("yaku.renhou", "a non-dealer's ron before their first draw: not a yaku, mangan, or yakuman", table.Renhous, func(r *table.Rules) *table.Renhou { return &r.Yaku.Renhou }).
		rule(PartYaku, func(r table.Rules) Phrase { return say(locale.Renhou(r.Yaku.Renhou)) }),
	boolKey("yaku.nagashi", "nagashi mangan: all discards terminals and honours, none called, pays mangan at an exhaustive draw", func(r *table.Rules) *bool { return &r.Yaku.Nagashi }).
		rule(PartYaku, func(r table.Rules) Phrase { return yesNo(locale.FooterNagashi, r.Yaku.Nagashi) }),
	boolKey("yaku.ippatsu", "ippatsu: a riichi hand won within one go-around scores 1 han more", func(r *table.Rules) *bool { return &r.Yaku.Ippatsu }).
		rule(PartYaku, func(r table.Rules) Phrase { return yesNo(locale.FooterIppatsu, r.Yaku.Ippatsu) }),
	boolKey("dora.ura", "ura-dora: riichi hands count the tiles under the dora indicators", func(r *table.Rules) *bool { return &r.Dora.Ura }).
		rule(PartYaku, statesDora),
	boolKey("dora.kan", "kan dora: each quad turns a new dora indicator", func(r *table.Rules) *bool { return &r.Dora.Kan }).
		rule(PartYaku, statesDora),
	intKey("dora.red", "0 to 4", "red fives in the set, each a dora", Range{0, 4}, func(r *table.Rules) *int { return &r.Dora.Red }).
		rule(PartYaku, statesDora),
	intKey("honba.ron", "whole number ≥ 0", "added to a ron, per counter", Range{0, math.MaxInt32}, func(r *table.Rules) *int { return &r.Honba.Ron }).
		rule(PartGrid|PartLimits, statesHonba).perCounter(),
	intKey("honba.tsumo", "whole number ≥ 0", "added to each tsumo payer's share, per counter", Range{0, math.MaxInt32}, func(r *table.Rules) *int { return &r.Honba.Tsumo }).
		rule(PartGrid|PartLimits, statesHonba).perCounter(),
	intKey("game.start", "whole number > 0", "each player's starting points", Range{1, table.MaxPoints}, func(r *table.Rules) *int { return &r.Game.Start }).
		rule(0, statesPoints),
	intKey("game.return", "whole number ≥ game.start", "points returned at the end; the oka, (return − start) × players, goes to first place", Range{1, table.MaxPoints}, func(r *table.Rules) *int { return &r.Game.Return }).
		atLeast("game.start").rule(0, statesPoints),
	intListKey("game.uma", "list of whole numbers", "rank bonus in thousands, first place first, without the oka: 4 values, 3 with three players; sums to 0", -table.MaxUma, table.MaxUma, func(r *table.Rules) *[]int { return &r.Game.Uma }).
		rule(0, func(r table.Rules) Phrase { return say(locale.FooterGameUma, Signed(r.Game.Uma)) }),
	intKey("game.riichi", "whole number ≥ 0", "the deposit a player puts down to declare riichi", Range{0, table.MaxPoints}, func(r *table.Rules) *int { return &r.Game.Riichi }).
		rule(0, func(r table.Rules) Phrase { return say(locale.FooterGameRiichi, Points(r.Game.Riichi)) }),
	intKey("game.noten", "whole number ≥ 0", "the total the noten players pay at an exhaustive draw (3000, three players 2000)", Range{0, table.MaxPoints}, func(r *table.Rules) *int { return &r.Game.Noten }).
		rule(0, func(r table.Rules) Phrase { return say(locale.FooterGameNoten, Points(r.Game.Noten)) }),
	enumKey("game.ties", "how players on equal points are ranked: split (they share the uma and oka of their places) or seat (the player nearer the first dealer ranks higher)", table.TiesValues, func(r *table.Rules) *table.Ties { return &r.Game.Ties }).
		rule(0, func(r table.Rules) Phrase { return say(locale.Ties(r.Game.Ties)) }),
	enumKey("sanma.tsumo", "three-player tsumo: tsumo-loss, north-bisection, +1000 from each payer, or equal (no tsumo-loss: the ron's value, the dealer paying twice a non-dealer)", table.SanmaSchemes, func(r *table.Rules) *table.SanmaScheme { return &r.Sanma.Tsumo }).
		rule(PartGrid|PartLimits, statesSanma).sanmaOnly(),
	enumKey("sanma.bisection", "how north-bisection rounds: half (the missing share halved, each half rounded up: SEGA MJ) or share (each payer's whole share rounded up once: Mahjong Soul)", table.BisectionRoundings, func(r *table.Rules) *table.BisectionRounding { return &r.Sanma.Bisection }).
		rule(PartGrid|PartLimits, statesSanma).sanmaOnly(),
	boolKey("sanma.kita", "three players: north is a bonus tile, set aside for a replacement and counted as a dora", func(r *table.Rules) *bool { return &r.Sanma.Kita }).
		rule(PartYaku, func(r table.Rules) Phrase { return onOff(locale.SanmaKitaOn, locale.SanmaKitaOff, r.Sanma.Kita) }).sanmaOnly(),
	choiceIntKey("fu.double_wind_pair", "fu for a pair of the seat wind that is also the round wind", []int{2, 4}, func(r *table.Rules) *int { return &r.Fu.DoubleWindPair }).
		rule(PartGrid|PartFu, func(r table.Rules) Phrase { return say(locale.FuSettingDoubleWind, Count(r.Fu.DoubleWindPair)) }),
	choiceIntKey("fu.rinshan_tsumo", "fu for a tsumo on a replacement tile after a quad", []int{0, 2}, func(r *table.Rules) *int { return &r.Fu.RinshanTsumo }).
		rule(PartFu, func(r table.Rules) Phrase { return say(locale.FuSettingRinshan, Count(r.Fu.RinshanTsumo)) }),
	boolKey("fu.pinfu_tsumo", "pinfu tsumo scores 20 fu (no +2 for the tsumo)", func(r *table.Rules) *bool { return &r.Fu.PinfuTsumo }).
		rule(PartGrid|PartFu, func(r table.Rules) Phrase {
			return onOff(locale.FuSettingPinfuTsumoOn, locale.FuSettingPinfuTsumoOff, r.Fu.PinfuTsumo)
		}),
	boolKey("fu.open_minimum_30", "an open hand with only 20 fu scores 30", func(r *table.Rules) *bool { return &r.Fu.OpenMinimum30 }).
		rule(PartGrid|PartFu, func(r table.Rules) Phrase {
			return onOff(locale.FuSettingOpenMinimumOn, locale.FuSettingOpenMinimumOff, r.Fu.OpenMinimum30)
		}),
	{Name: "notation.order", Type: `"" | "nondealer-first" | "dealer-first"`, Doc: "order of a non-dealer's tsumo payments (\"\": the language's habit)", Kind: KindString,
		Values: append([]string{""}, table.NotationOrders...), LangDefault: true,
		apply: func(r *table.Rules, v value) error {
			if v.s != "" && !slices.Contains(table.NotationOrders, v.s) {
				return invalidf(table.CodeChoice, table.NotationOrders, "%q is not one of nondealer-first, dealer-first", v.s)
			}
			r.Notation.Order = v.s
			return nil
		},
		literal: func(r table.Rules) string { return Quote(r.Notation.Order) }},
	stringKey("notation.separator", "string", "between the two payments of a tsumo (\"\": the language's habit)", maxNotation, func(r *table.Rules) *string { return &r.Notation.Separator }).langDefault(),
	stringKey("notation.all", "string", "the word after a dealer's tsumo, as in \"500 all\" (\"\": the language's word)", maxNotation, func(r *table.Rules) *string { return &r.Notation.All }).langDefault(),
	{Name: "table.han", Type: `"1-4"`, Doc: "han shown by the grid, a range or one han", Kind: KindString,
		apply: func(r *table.Rules, v value) error {
			h, err := table.ParseHanRange(v.s)
			r.Table.Han = h
			if err != nil {
				return invalidf(table.CodeHan, []string{strconv.Itoa(table.MaxTableHan)}, "%v", err)
			}
			return nil
		},
		literal: func(r table.Rules) string { return Quote(r.Table.Han.String()) }},
	intListKey("table.fu", "[20, 25, 30, …]", "fu rows of the grid, smallest first", 0, 1000, func(r *table.Rules) *[]int { return &r.Table.Fu }),
}

// statesKazoe says what a counted hand pays, from which han.
func statesKazoe(r table.Rules) Phrase {
	if r.Kazoe == table.KazoeNone {
		return say(locale.FooterKazoeNone)
	}
	return say(locale.Kazoe(r.Kazoe), Count(r.KazoeHan))
}

// statesYakuman says whether yakuman stack, and up to which multiple.
func statesYakuman(r table.Rules) Phrase {
	if r.Yakuman.Stacking {
		return say(locale.FooterYakumanStack, Count(r.Yakuman.Max))
	}
	return say(locale.FooterYakumanSingle)
}

// statesDoubles names the yakuman that count double, or says none does.
func statesDoubles(r table.Rules) Phrase {
	if len(r.Yakuman.Doubles) == 0 {
		return say(locale.YakuFooterDoublesOff)
	}
	var names List
	for _, d := range r.Yakuman.Doubles {
		names = append(names, say(locale.Double(d)))
	}
	return say(locale.YakuFooterDoubles, names)
}

// statesDora says which dora count: ura, kan and red.
func statesDora(r table.Rules) Phrase {
	red := say(locale.DoraRedNone)
	if r.Dora.Red > 0 {
		red = say(locale.DoraRed, Count(r.Dora.Red))
	}
	return say(locale.FooterDora, List{onOff(locale.DoraUraOn, locale.DoraUraOff, r.Dora.Ura), onOff(locale.DoraKanOn, locale.DoraKanOff, r.Dora.Kan), red})
}

// statesSanma says the three-player tsumo scheme, with north-bisection's
// rounding where it is the scheme: sanma.tsumo and sanma.bisection state
// the same sentence, so a sheet that would print a caveat on both prints one.
func statesSanma(r table.Rules) Phrase {
	return say(locale.FooterSanma, say(locale.Scheme(r.Sanma)))
}

// statesHonba says what one counter adds to a ron and to each tsumo share.
func statesHonba(r table.Rules) Phrase {
	return say(locale.FooterHonba, Points(r.Honba.Ron), Points(r.Honba.Tsumo))
}

// statesPoints says the starting and returned points, and the oka.
func statesPoints(r table.Rules) Phrase {
	return say(locale.FooterGamePoints, Points(r.Game.Start), Points(r.Game.Return), Points(r.Game.Oka(r.Players)))
}

// Limits on what a rules file or a command line may hold: house-rules
// files are passed between clubs, so each is bounded before it is read.
const (
	MaxFileSize = 64 << 10 // bytes of a rules file
	MaxText     = 1000     // characters of a note, a source or any other text
	MaxName     = 100      // characters of a rule set's name
	MaxHeading  = 200      // characters of a --title or --club
	MaxList     = 32       // items of a list
	maxNotation = 16       // characters of a notation word or separator
)

// cleanText makes line breaks and tabs spaces (a note may span lines) and
// rejects bytes that are not UTF-8, the characters package usertext
// refuses (other control characters, bidirectional controls, invisible
// characters) and text longer than MaxText characters.
func cleanText(s string) (string, error) {
	return CleanText(s, MaxText)
}

// CleanText is cleanText with a limit of max characters, for text from
// elsewhere (a heading from the command line).
func CleanText(s string, max int) (string, error) {
	if !utf8.ValidString(s) {
		return s, fmt.Errorf("%s is not valid UTF-8 text", excerpt(s))
	}
	if n := utf8.RuneCountInString(s); n > max {
		return s, invalidf(table.CodeTooLong, []string{strconv.Itoa(max)}, "%s is %d characters long; at most %d fit", excerpt(s), n, max)
	}
	s = strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ", "\t", " ", "\u2028", " ", "\u2029", " ").Replace(s)
	if err := usertext.Check(s); err != nil {
		var ue *usertext.Error
		errors.As(err, &ue)
		return s, invalidf(table.CodeCharacter, []string{excerpt(s), fmt.Sprintf("%U", ue.Rune)}, "%s has %v", excerpt(s), err)
	}
	return s, nil
}

// excerpt quotes s for an error message, cut to its first 40 characters.
func excerpt(s string) string {
	if cut, ok := shorten(s); ok {
		return fmt.Sprintf("%q…", cut)
	}
	return fmt.Sprintf("%q", s)
}

// shorten cuts s to its first 40 characters for a message; ok says it was cut.
func shorten(s string) (cut string, ok bool) {
	if utf8.RuneCountInString(s) <= 40 {
		return s, false
	}
	end := 0
	for range 40 {
		_, size := utf8.DecodeRuneInString(s[end:])
		end += size
	}
	return s[:end], true
}

// Lookup finds a key by its dotted name.
func Lookup(name string) (Key, bool) {
	for _, k := range Keys {
		if k.Name == name {
			return k, true
		}
	}
	return Key{}, false
}

// listItems splits a list written "[a, b]" or "a, b" into its trimmed
// items; "[]" and "" are no items.
func listItems(s string) ([]string, error) {
	inner, open := strings.CutPrefix(s, "[")
	inner, closed := strings.CutSuffix(inner, "]")
	if open != closed {
		return nil, invalidf(table.CodeList, nil, "%q opens or closes a list without the other bracket", s)
	}
	if strings.TrimSpace(inner) == "" {
		return nil, nil
	}
	items := strings.Split(inner, ",")
	for i := range items {
		items[i] = strings.TrimSpace(items[i])
	}
	return items, nil
}

// parseValue reads a --set value for a key of kind k.
func parseValue(k Kind, s string) (value, error) {
	s = strings.TrimSpace(s)
	var v value
	switch k {
	case KindBool:
		switch strings.ToLower(s) {
		case "true":
			v.b = true
		case "false":
		case "yes", "no", "on", "off", "1", "0", "y", "n":
			return v, invalidf(table.CodeBool, nil, "%q is not true or false: write true or false, which is all a rules key takes", s)
		default:
			return v, invalidf(table.CodeBool, nil, "%q is not true or false", s)
		}
	case KindInt:
		i, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return v, invalidf(table.CodeWhole, nil, "%q is not a whole number", s)
		}
		v.i = i
	case KindString:
		if unq, err := strconv.Unquote(s); err == nil {
			s = unq
		}
		clean, err := cleanText(s)
		if err != nil {
			return v, err
		}
		v.s = clean
	case KindStringList, KindIntList:
		items, err := listItems(s)
		if err != nil {
			return v, err
		}
		if len(items) > MaxList {
			return v, invalidf(table.CodeListLong, []string{strconv.Itoa(MaxList)}, "a list of %d items; at most %d", len(items), MaxList)
		}
		for _, item := range items {
			if k == KindIntList {
				i, err := strconv.ParseInt(item, 10, 64)
				if err != nil {
					return v, invalidf(table.CodeList, nil, "%q is not a list of whole numbers like 20,30,40", strings.TrimSpace(strings.Trim(s, "[]")))
				}
				v.list = append(v.list, i)
				continue
			}
			if unq, err := strconv.Unquote(item); err == nil {
				item = unq
			}
			clean, err := cleanText(item)
			if err != nil {
				return v, err
			}
			v.strings = append(v.strings, clean)
		}
	}
	return v, nil
}
