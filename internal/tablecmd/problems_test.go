package tablecmd

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// problemCases are a hand's or a value's error of every code, made as the
// commands meet them, with their English words.
func problemCases(t *testing.T) []struct {
	err  error
	want string
} {
	t.Helper()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	parse := func(concealed, win string, melds map[hand.MeldKind][]string) (hand.Hand, error) {
		return hand.Parse(concealed, melds, win)
	}
	count := func(h hand.Hand, err error) error {
		if err != nil {
			return err
		}
		if h.Seat == 0 {
			h.Seat, h.Round = hand.South, hand.East
		}
		_, err = hand.Count(r.Fu, h)
		return err
	}
	valid := func() hand.Hand {
		h, err := parse("123m456p789s11222z", "", nil)
		if err != nil {
			t.Fatal(err)
		}
		h.Seat, h.Round = hand.South, hand.East
		return h
	}
	with := func(change func(*hand.Hand)) error {
		h := valid()
		change(&h)
		return count(h, nil)
	}
	errOf := func(_ hand.Hand, err error) error { return err }
	wind := func(s string) error {
		_, err := hand.ParseWind(s)
		return err
	}
	pay := func(h table.Hand, honba int) error {
		_, err := table.Pay(r, h, honba)
		return err
	}
	sanma := func(concealed string, melds map[hand.MeldKind][]string, seat hand.Tile) error {
		h, err := parse(concealed, "", melds)
		if err != nil {
			t.Fatal(err)
		}
		h.Seat = seat
		return hand.CheckThreePlayer(h)
	}
	p, err := table.Pay(r, table.Hand{Han: 2, Fu: 30}, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, sticks := table.GainOf(r, p, 100)
	tables, err := table.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, gap := standings.Gap(tables, standings.GapQuestion{Gap: 0, Winner: table.WinnerNondealer})
	pons := map[hand.MeldKind][]string{hand.Pon: {"111m", "222m", "333m", "444m", "555m"}}
	return []struct {
		err  error
		want string
	}{
		{errOf(parse("m123", "", nil)), `hand "m123" at character 1: suit letter 'm' has no numbers before it`},
		{errOf(parse("11m0z", "", nil)), `hand "11m0z" at character 4: 0 (a red five) is not an honour: honours are 1z–7z`},
		{errOf(parse("123m456p789s11228z", "", nil)), `hand "123m456p789s11228z" at character 17: 8z is not a tile: honours are 1z–7z (east, south, west, north, white, green, red)`},
		{errOf(parse("123x", "", nil)), `hand "123x" at character 4: 'x' is not a tile number or a suit letter (m, p, s, z)`},
		{errOf(parse("123m456p789s1122", "", nil)), `hand "123m456p789s1122" at character 13: the last numbers have no suit letter (m, p, s or z) after them`},
		{errOf(parse("", "", nil)), `hand "" at character 1: no tiles`},
		{errOf(parse("123m456p789s11222z", "9s9s", nil)), `winning tile "9s9s" at character 1: 2 tiles where one is wanted`},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Chi: {"12x"}})), `chi "12x" at character 3: 'x' is not a tile number or a suit letter (m, p, s, z)`},
		{wind("X"), `"X" is not a wind: use E, S, W or N`},
		{with(func(h *hand.Hand) { h.Seat = hand.White }), "the seat wind 5z is not a wind (1z–4z)"},
		{with(func(h *hand.Hand) { h.Round = hand.Red }), "the round wind 7z is not a wind (1z–4z)"},
		{with(func(h *hand.Hand) { h.Win = 200 }), "the winning tile is not a tile"},
		{count(parse("11z", "", pons)), "5 melds: a hand has at most 4 sets"},
		{with(func(h *hand.Hand) { h.Concealed[0] = 40 }), "tile number 40 is not a tile"},
		{with(func(h *hand.Hand) { h.Melds = []hand.Meld{{Kind: hand.Pon, Tiles: []hand.Tile{200, 200, 200}}} }), "pon: a meld tile is not a tile"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Chi: {"12m"}})), "chi 12m: a chi is 3 tiles, not 2"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Chi: {"124m"}})), "chi 124m: a chi is three numbers in a row of one suit (honours make no sequence)"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Pon: {"11m"}})), "pon 11m: a pon is 3 tiles, not 2"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Kan: {"111m"}})), "kan 111m: a kan is 4 tiles, not 3"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Ankan: {"11111m"}})), "ankan 11111m: an ankan is 4 tiles, not 5"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Pon: {"123m"}})), "pon 123m: the tiles of a pon must all be the same"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Kan: {"1112m"}})), "kan 1112m: the tiles of a kan must all be the same"},
		{errOf(parse("456p789s11222z", "", map[hand.MeldKind][]string{hand.Ankan: {"1112m"}})), "ankan 1112m: the tiles of an ankan must all be the same"},
		{with(func(h *hand.Hand) { h.Melds = []hand.Meld{{Kind: 9, Tiles: []hand.Tile{0, 0, 0}}} }), "MeldKind(9) 111m: unknown meld kind 9"},
		{count(parse("123m456p789s1122z", "", nil)), "13 concealed tiles: a winning hand has 14, the winning tile included"},
		{count(parse("123m456p789s1z", "", map[hand.MeldKind][]string{hand.Pon: {"222z"}})), "10 concealed tiles: with 1 called or declared set a winning hand keeps 11, the winning tile included"},
		{count(parse("123m456p1z", "", map[hand.MeldKind][]string{hand.Pon: {"222z", "333z"}})), "7 concealed tiles: with 2 called or declared sets a winning hand keeps 8, the winning tile included"},
		{count(parse("11111m4567p789s22z", "1m", nil)), "1m appears 5 times: there are only four of each tile"},
		{count(parse("123m456p789s11222z", "9m", nil)), "the winning tile 9m is not among the concealed tiles: write it in the hand too"},
		{with(func(h *hand.Hand) { h.Rinshan = true }), "a win on the replacement tile (rinshan) is a tsumo"},
		{with(func(h *hand.Hand) { h.Rinshan, h.Tsumo = true, true }), "a win on the replacement tile (rinshan) needs a quad"},
		{count(parse("19m19p19s12345677z", "", nil)), "thirteen orphans (kokushi musou) is a yakuman: it has no fu count"},
		{count(parse("123m456p789s12345z", "", nil)), "not a winning hand: 123m456p789s12345z does not make four sets and a pair, or seven pairs"},
		{sanma("111p22299s77z", map[hand.MeldKind][]string{hand.Chi: {"123p"}}, hand.South), "chi 123p: three-player mahjong has no chi"},
		{sanma("345m111p22299s77z", nil, hand.South), "3m is not in a three-player set (no 2m–8m)"},
		{sanma("111999p22299s77z", nil, hand.North), "three players sit east, south and west"},
		{pay(table.Hand{Yakuman: -1}, 0), "-1 is not a number of yakuman"},
		{pay(table.Hand{Han: 0, Fu: 30}, 0), "0 han cannot win; a winning hand has at least 1 han"},
		{pay(table.Hand{Yakuman: 1, Han: -1}, 0), "-1 is not a number of han"},
		{pay(table.Hand{Han: 2, Fu: 35}, 0), "no hand counts 35 fu; fu are 20, 25 or a multiple of 10 from 30 to 140"},
		{pay(table.Hand{Han: 3}, 0), "3 han is paid by its fu; give the fu"},
		{pay(table.Hand{Han: 2, Fu: 30}, -1), "-1 is not a number of counters"},
		{sticks, "100 riichi deposits is not from 0 to 99"},
		{gap, "a gap must be from 1 to 10000000 points, not 0"},
		{&table.TooLargeError{Han: 60, Fu: 30}, "60 han 30 fu: the payment is larger than 9223372036854775807 and cannot be represented"},
	}
}

// TestProblemsWorded: every error of a hand or of a value reads in
// English as hayami has always written it, and in every other language in
// its own words, with what it quotes; every problem.hand.* and
// problem.value.* code of the catalog is among them.
func TestProblemsWorded(t *testing.T) {
	t.Parallel()
	en := locale.English()
	var codes []string
	for _, c := range problemCases(t) {
		if c.err == nil {
			t.Fatalf("no error, want %q", c.want)
		}
		english := c.err.Error()
		var ve *table.HandError
		var pe *hand.ParseError
		var he *hand.HandError
		var code, reason string
		switch {
		case errors.As(c.err, &ve):
			english, code, reason = ve.Reason, "problem.value."+string(ve.Code), ve.Reason
		case errors.As(c.err, &pe):
			code, reason = "problem.hand."+string(pe.Code), en.Text(locale.HandProblem(pe.Code), anys(pe.Args)...)
		case errors.As(c.err, &he):
			code, reason = "problem.hand."+string(he.Code), en.Text(locale.HandProblem(he.Code), anys(he.Args)...)
		}
		codes = append(codes, code)
		if got := problemText(en, c.err); got != c.want || english != c.want {
			t.Errorf("English %q, error %q, want %q", got, english, c.want)
		}
		for _, tag := range locale.Tags()[1:] {
			got := problemText(locale.PrinterFor(language.MustParse(tag)), c.err)
			if got == c.want || strings.Contains(got, "problem.") || reason != "" && strings.Contains(got, reason) {
				t.Errorf("%s: %q is not worded in its language (English %q)", tag, got, c.want)
			}
			for _, quoted := range []string{`"m123"`, "'x'", "9s9s", "124m", "12300", "40", "9223372036854775807"} {
				if strings.Contains(c.want, quoted) && !strings.Contains(got, quoted) {
					t.Errorf("%s: %q lacks %s of %q", tag, got, quoted, c.want)
				}
			}
		}
	}
	for id := range locale.For(language.English).Messages {
		s := string(id)
		if strings.HasPrefix(s, "problem.hand.") || strings.HasPrefix(s, "problem.value.") {
			if !slices.Contains(codes, s) && !slices.Contains(words, id) {
				t.Errorf("no case of %s", id)
			}
		}
	}
}

// words are the messages of hand and value problems that are no code's:
// the parts the codes are worded in, and the commands' own.
var words = []locale.ID{locale.ProblemHandAt, locale.ProblemHandIn, locale.HandPart("hand"), locale.HandPart("winning tile"),
	locale.HandPart("chi"), locale.HandPart("pon"), locale.HandPart("kan"), locale.HandPart("ankan"),
	locale.ProblemHandSanmaChi, locale.ProblemHandSanmaNorth, locale.ProblemHandSanmaTile, locale.ProblemHandSanmaRules,
	locale.ProblemValueTooLarge, locale.ProblemValueGiveHan, locale.ProblemValueGapPoints}
