package ruleset

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hayami-mahjong/hayami/table"
)

// Key is one setting of a rules file, also accepted by --set.
type Key struct {
	Name    string   // dotted name, as in --set
	Type    string   // what the value is, for documentation
	Doc     string   // one line saying what it does
	Values  []string // the values it takes, where they are few (for completion); a list's items
	kind    kind
	apply   func(r *table.Rules, v value) error
	literal func(r table.Rules) string // the value as TOML
}

type kind int

const (
	kindBool kind = iota
	kindInt
	kindString
	kindIntList
	kindStringList
)

func (k kind) String() string {
	return [...]string{"a boolean (true or false)", "a whole number", "a string", "a list of whole numbers", "a list of strings"}[k]
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
// preset cites a source for; the name, the source and the notation and
// table keys only choose how sheets look.
func (k Key) IsRule() bool {
	return k.Name != "name" && k.Name != "extends" && k.Name != "source" &&
		!strings.HasPrefix(k.Name, "notation.") && !strings.HasPrefix(k.Name, "table.")
}

// Kind is what the value is, for a form: bool, int, string, int-list or string-list.
func (k Key) Kind() string {
	return [...]string{"bool", "int", "string", "int-list", "string-list"}[k.kind]
}

// Literal is the key's value in r, as TOML.
func (k Key) Literal(r table.Rules) string { return k.literal(r) }

func boolKey(name, doc string, field func(*table.Rules) *bool) Key {
	return Key{Name: name, Type: "true | false", Doc: doc, Values: []string{"true", "false"}, kind: kindBool,
		apply:   func(r *table.Rules, v value) error { *field(r) = v.b; return nil },
		literal: func(r table.Rules) string { return strconv.FormatBool(*field(&r)) }}
}

func intKey(name, typ, doc string, field func(*table.Rules) *int) Key {
	return Key{Name: name, Type: typ, Doc: doc, kind: kindInt,
		apply: func(r *table.Rules, v value) error {
			if v.i < -1<<31 || v.i > 1<<31-1 {
				return fmt.Errorf("%d is out of range", v.i)
			}
			*field(r) = int(v.i)
			return nil
		},
		literal: func(r table.Rules) string { return strconv.Itoa(*field(&r)) }}
}

// stringKey is a text of at most max characters.
func stringKey(name, typ, doc string, max int, field func(*table.Rules) *string) Key {
	return Key{Name: name, Type: typ, Doc: doc, kind: kindString,
		apply: func(r *table.Rules, v value) error {
			if n := utf8.RuneCountInString(v.s); n > max {
				return fmt.Errorf("%s is %d characters long; at most %d fit", excerpt(v.s), n, max)
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
	return Key{Name: name, Type: typ, Doc: doc, Values: names, kind: kindString,
		apply: func(r *table.Rules, v value) error {
			for _, c := range choices {
				if strings.EqualFold(string(c), v.s) {
					*field(r) = c
					return nil
				}
			}
			return fmt.Errorf("%q is not one of %s", v.s, strings.Join(names, ", "))
		},
		literal: func(r table.Rules) string { return Quote(string(*field(&r))) }}
}

// intListKey is a list of whole numbers, each from lo to hi.
func intListKey(name, typ, doc string, lo, hi int64, field func(*table.Rules) *[]int) Key {
	return Key{Name: name, Type: typ, Doc: doc, kind: kindIntList,
		apply: func(r *table.Rules, v value) error {
			list := make([]int, len(v.list))
			for i, n := range v.list {
				if n < lo || n > hi {
					return fmt.Errorf("%d is out of range (%d to %d)", n, lo, hi)
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
	return Key{Name: name, Type: "[" + strings.Join(names, ", ") + "] or fewer", Doc: doc, Values: values, kind: kindStringList,
		apply: func(r *table.Rules, v value) error {
			list := make([]T, 0, len(v.strings))
			for _, s := range v.strings {
				i := slices.IndexFunc(choices, func(c T) bool { return string(c) == s })
				if i < 0 {
					return fmt.Errorf("%q is not one of %s", s, strings.Join(names, ", "))
				}
				if slices.Contains(list, choices[i]) {
					return fmt.Errorf("%q is listed twice", s)
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
	intKey("players", "4 | 3", "four-player or three-player (sanma) tables", func(r *table.Rules) *int { return &r.Players }),
	boolKey("kiriage", "4 han 30 fu and 3 han 60 fu are paid as mangan", func(r *table.Rules) *bool { return &r.Kiriage }),
	enumKey("kazoe", "counted han from kazoe_han on: sanbaiman (none), one yakuman, or a yakuman per kazoe_han han", table.Kazoes, func(r *table.Rules) *table.Kazoe { return &r.Kazoe }),
	intKey("kazoe_han", "11 to 26", "the han at which a counted yakuman starts, where kazoe is not none (13)", func(r *table.Rules) *int { return &r.KazoeHan }),
	intKey("rounding", "100 | 1000", "each payment is rounded up to this unit", func(r *table.Rules) *int { return &r.Rounding }),
	boolKey("aotenjou", "no limits: every hand is paid fu × 2^(han+2)", func(r *table.Rules) *bool { return &r.Aotenjou }),
	boolKey("yakuman.stacking", "composite yakuman pay a multiple", func(r *table.Rules) *bool { return &r.Yakuman.Stacking }),
	intKey("yakuman.max", "whole number ≥ 1", "largest yakuman multiple paid", func(r *table.Rules) *int { return &r.Yakuman.Max }),
	enumListKey("yakuman.doubles", "the yakuman that count double on their own: 13-sided kokushi, single-wait suuankou, 9-sided chuuren, big four winds", table.DoubleYakumans, func(r *table.Rules) *[]table.DoubleYakuman { return &r.Yakuman.Doubles }),
	boolKey("yaku.open_tanyao", "all simples (tanyao) counts in an open hand", func(r *table.Rules) *bool { return &r.Yaku.OpenTanyao }),
	enumKey("yaku.renhou", "a non-dealer's ron before their first draw: not a yaku, mangan, or yakuman", table.Renhous, func(r *table.Rules) *table.Renhou { return &r.Yaku.Renhou }),
	boolKey("yaku.nagashi", "nagashi mangan: all discards terminals and honours, none called, pays mangan at an exhaustive draw", func(r *table.Rules) *bool { return &r.Yaku.Nagashi }),
	boolKey("yaku.ippatsu", "ippatsu: a riichi hand won within one go-around scores 1 han more", func(r *table.Rules) *bool { return &r.Yaku.Ippatsu }),
	boolKey("dora.ura", "ura-dora: riichi hands count the tiles under the dora indicators", func(r *table.Rules) *bool { return &r.Dora.Ura }),
	boolKey("dora.kan", "kan dora: each quad turns a new dora indicator", func(r *table.Rules) *bool { return &r.Dora.Kan }),
	intKey("dora.red", "0 to 4", "red fives in the set, each a dora", func(r *table.Rules) *int { return &r.Dora.Red }),
	intKey("honba.ron", "whole number ≥ 0", "added to a ron, per counter", func(r *table.Rules) *int { return &r.Honba.Ron }),
	intKey("honba.tsumo", "whole number ≥ 0", "added to each tsumo payer's share, per counter", func(r *table.Rules) *int { return &r.Honba.Tsumo }),
	intKey("game.start", "whole number > 0", "each player's starting points", func(r *table.Rules) *int { return &r.Game.Start }),
	intKey("game.return", "whole number ≥ game.start", "points returned at the end; the oka, (return − start) × players, goes to first place", func(r *table.Rules) *int { return &r.Game.Return }),
	intListKey("game.uma", "list of whole numbers", "rank bonus in thousands, first place first, without the oka: 4 values, 3 with three players; sums to 0", -table.MaxUma, table.MaxUma, func(r *table.Rules) *[]int { return &r.Game.Uma }),
	intKey("game.riichi", "whole number ≥ 0", "the deposit a player puts down to declare riichi", func(r *table.Rules) *int { return &r.Game.Riichi }),
	intKey("game.noten", "whole number ≥ 0", "the total the noten players pay at an exhaustive draw (3000, three players 2000)", func(r *table.Rules) *int { return &r.Game.Noten }),
	enumKey("game.ties", "how players on equal points are ranked: split (they share the uma and oka of their places) or seat (the player nearer the first dealer ranks higher)", table.TiesValues, func(r *table.Rules) *table.Ties { return &r.Game.Ties }),
	enumKey("sanma.tsumo", "three-player tsumo: tsumo-loss, north-bisection, or +1000 from each payer", table.SanmaSchemes, func(r *table.Rules) *table.SanmaScheme { return &r.Sanma.Tsumo }),
	boolKey("sanma.kita", "three players: north is a bonus tile, set aside for a replacement and counted as a dora", func(r *table.Rules) *bool { return &r.Sanma.Kita }),
	intKey("fu.double_wind_pair", "2 | 4", "fu for a pair of the seat wind that is also the round wind", func(r *table.Rules) *int { return &r.Fu.DoubleWindPair }),
	intKey("fu.rinshan_tsumo", "0 | 2", "fu for a tsumo on a replacement tile after a quad", func(r *table.Rules) *int { return &r.Fu.RinshanTsumo }),
	boolKey("fu.pinfu_tsumo", "pinfu tsumo scores 20 fu (no +2 for the tsumo)", func(r *table.Rules) *bool { return &r.Fu.PinfuTsumo }),
	boolKey("fu.open_minimum_30", "an open hand with only 20 fu scores 30", func(r *table.Rules) *bool { return &r.Fu.OpenMinimum30 }),
	{Name: "notation.order", Type: `"" | "nondealer-first" | "dealer-first"`, Doc: "order of a non-dealer's tsumo payments (\"\": the language's habit)", kind: kindString,
		apply: func(r *table.Rules, v value) error {
			if v.s != "" && !slices.Contains(table.NotationOrders, v.s) {
				return fmt.Errorf("%q is not one of nondealer-first, dealer-first", v.s)
			}
			r.Notation.Order = v.s
			return nil
		},
		literal: func(r table.Rules) string { return Quote(r.Notation.Order) }},
	stringKey("notation.separator", "string", "between the two payments of a tsumo (\"\": the language's habit)", maxNotation, func(r *table.Rules) *string { return &r.Notation.Separator }),
	stringKey("notation.all", "string", "the word after a dealer's tsumo, as in \"500 all\" (\"\": the language's word)", maxNotation, func(r *table.Rules) *string { return &r.Notation.All }),
	{Name: "table.han", Type: `"1-4"`, Doc: "han shown by the grid, a range or one han", kind: kindString,
		apply: func(r *table.Rules, v value) error {
			h, err := table.ParseHanRange(v.s)
			r.Table.Han = h
			return err
		},
		literal: func(r table.Rules) string { return Quote(r.Table.Han.String()) }},
	intListKey("table.fu", "[20, 25, 30, …]", "fu rows of the grid, smallest first", 0, 1000, func(r *table.Rules) *[]int { return &r.Table.Fu }),
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
// rejects what no sheet can print: bytes that are not UTF-8, other control
// characters, and text longer than MaxText characters.
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
		return s, fmt.Errorf("%s is %d characters long; at most %d fit", excerpt(s), n, max)
	}
	s = strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ", "\t", " ").Replace(s)
	if i := strings.IndexFunc(s, unicode.IsControl); i >= 0 {
		return s, fmt.Errorf("%s has a control character (%U), which no sheet can print", excerpt(s), []rune(s[i:])[0])
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

// lookupKey finds a key by its dotted name.
func lookupKey(name string) (Key, bool) {
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
		return nil, fmt.Errorf("%q opens or closes a list without the other bracket", s)
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
func parseValue(k kind, s string) (value, error) {
	s = strings.TrimSpace(s)
	var v value
	switch k {
	case kindBool:
		switch strings.ToLower(s) {
		case "true":
			v.b = true
		case "false":
		default:
			return v, fmt.Errorf("%q is not true or false", s)
		}
	case kindInt:
		i, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return v, fmt.Errorf("%q is not a whole number", s)
		}
		v.i = i
	case kindString:
		if unq, err := strconv.Unquote(s); err == nil {
			s = unq
		}
		clean, err := cleanText(s)
		if err != nil {
			return v, err
		}
		v.s = clean
	case kindStringList, kindIntList:
		items, err := listItems(s)
		if err != nil {
			return v, err
		}
		if len(items) > MaxList {
			return v, fmt.Errorf("a list of %d items; at most %d", len(items), MaxList)
		}
		for _, item := range items {
			if k == kindIntList {
				i, err := strconv.ParseInt(item, 10, 64)
				if err != nil {
					return v, fmt.Errorf("%q is not a list of whole numbers like 20,30,40", strings.TrimSpace(strings.Trim(s, "[]")))
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
