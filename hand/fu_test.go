package hand

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/table"
)

// ema are the EMA 2025 / WRC 2025 fu settings: a double-wind pair is 2.
var ema = table.FuRules{DoubleWindPair: 2, RinshanTsumo: 2, PinfuTsumo: true, OpenMinimum30: true}

// tenhou are the Tenhou fu settings: a double-wind pair is 4.
var tenhou = table.FuRules{DoubleWindPair: 4, RinshanTsumo: 2, PinfuTsumo: true, OpenMinimum30: true}

// spec is a hand as the command line takes it.
type spec struct {
	hand                 string
	chi, pon, kan, ankan []string
	win                  string
	tsumo, rinshan       bool
	seat, round          string // default S and E: no wind is worth anything but 2z/1z pairs
}

func (s spec) build(t testing.TB) (Hand, error) {
	t.Helper()
	h, err := Parse(s.hand, map[MeldKind][]string{Chi: s.chi, Pon: s.pon, Kan: s.kan, Ankan: s.ankan}, s.win)
	if err != nil {
		return h, err
	}
	h.Tsumo, h.Rinshan = s.tsumo, s.rinshan
	seat, round := s.seat, s.round
	if seat == "" {
		seat = "S"
	}
	if round == "" {
		round = "E"
	}
	if h.Seat, err = ParseWind(seat); err != nil {
		return h, err
	}
	h.Round, err = ParseWind(round)
	return h, err
}

// count builds a hand and counts it, failing the test on any error.
func (s spec) count(t testing.TB, r table.FuRules) (Hand, Result) {
	t.Helper()
	h, err := s.build(t)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Count(r, h)
	if err != nil {
		t.Fatal(err)
	}
	return h, res
}

// with returns the rules changed by f.
func with(r table.FuRules, f func(*table.FuRules)) table.FuRules { f(&r); return r }

// TestCount checks the fu of hands worked out by hand; the sources are the
// seeds' worked examples (mahjonglore, after the EMA 2025 rulebook) and the
// fu rules of scoring.md §8.
func TestCount(t *testing.T) {
	t.Parallel()
	noPinfuTsumo := with(ema, func(r *table.FuRules) { r.PinfuTsumo = false })
	noOpenMinimum := with(ema, func(r *table.FuRules) { r.OpenMinimum30 = false })
	noRinshan := with(ema, func(r *table.FuRules) { r.RinshanTsumo = 0 })
	tests := []struct {
		name  string
		rules table.FuRules
		spec  spec
		fu    int
		raw   int
		wait  Wait
		pinfu bool
		lines string // item:fu list, when checked
		yaku  string // the reading's own yaku, when checked
	}{
		// The seeds' three worked examples.
		{name: "seed 1: closed ron, kanchan, 9p and 5s concealed triplets, red dragon pair", rules: ema,
			spec: spec{hand: "123456m999p555s77z", win: "5m"}, fu: 50, raw: 46, wait: Kanchan,
			lines: "base:20 closed-ron:10 closed-triplet:8 closed-triplet:4 pair-dragon:2 wait-kanchan:2"},
		{name: "seed 2: open tanyao, open pinfu shape raised to 30", rules: ema,
			spec: spec{hand: "33567p456678s", chi: []string{"234m"}, win: "6s"}, fu: 30, raw: 30, wait: Ryanmen,
			lines: "base:20 open-minimum:10"},
		{name: "seed 3: EMA example 10, 7p read as the edge of 789p", rules: ema,
			spec: spec{hand: "11234567789p444z", win: "7p", tsumo: true}, fu: 40, raw: 32, wait: Penchan,
			lines: "base:20 tsumo:2 closed-triplet:8 wait-penchan:2"},

		// Pinfu.
		{name: "pinfu ron", rules: ema, spec: spec{hand: "12355m456p234789s", win: "4s"}, fu: 30, raw: 30, wait: Ryanmen, pinfu: true,
			lines: "base:20 closed-ron:10"},
		{name: "pinfu tsumo", rules: ema, spec: spec{hand: "12355m456p234789s", win: "4s", tsumo: true}, fu: 20, raw: 20, wait: Ryanmen, pinfu: true,
			lines: "base:20 pinfu-tsumo:0"},
		{name: "pinfu tsumo without the pinfu tsumo rule", rules: noPinfuTsumo, spec: spec{hand: "12355m456p234789s", win: "4s", tsumo: true}, fu: 30, raw: 22, wait: Ryanmen, pinfu: true},
		{name: "pinfu shape, round-wind pair: not pinfu", rules: ema, spec: spec{hand: "123m456p234789s11z", win: "4s"}, fu: 40, raw: 32, wait: Ryanmen,
			lines: "base:20 closed-ron:10 pair-round-wind:2"},
		{name: "pinfu shape, seat-wind pair", rules: ema, spec: spec{hand: "123m456p234789s22z", win: "4s"}, fu: 40, raw: 32, wait: Ryanmen,
			lines: "base:20 closed-ron:10 pair-seat-wind:2"},
		{name: "pinfu shape, dragon pair", rules: ema, spec: spec{hand: "123m456p234789s77z", win: "4s"}, fu: 40, raw: 32, wait: Ryanmen},
		{name: "pinfu shape, north pair for a south seat: no value", rules: ema, spec: spec{hand: "123m456p234789s44z", win: "4s"}, fu: 30, raw: 30, wait: Ryanmen, pinfu: true},
		{name: "ryanpeikou shape read as sets, not seven pairs", rules: ema, spec: spec{hand: "112233m445566p55s", win: "4p"}, fu: 30, raw: 30, wait: Ryanmen, pinfu: true},
		{name: "ryanpeikou on a single wait", rules: ema, spec: spec{hand: "112233m445566p55s", win: "5s"}, fu: 40, raw: 32, wait: Tanki},

		// Every wait kind.
		{name: "penchan 12-3", rules: ema, spec: spec{hand: "12355m456p123789s", win: "3s"}, fu: 40, raw: 32, wait: Penchan},
		{name: "penchan 89-7", rules: ema, spec: spec{hand: "12355m456p123789s", win: "7s"}, fu: 40, raw: 32, wait: Penchan},
		{name: "kanchan 1-3", rules: ema, spec: spec{hand: "12355m456p123789s", win: "2s"}, fu: 40, raw: 32, wait: Kanchan},
		{name: "kanchan tsumo", rules: ema, spec: spec{hand: "12355m456p123789s", win: "8s", tsumo: true}, fu: 30, raw: 24, wait: Kanchan},
		{name: "tanki", rules: ema, spec: spec{hand: "12399m456p123789s", win: "9m"}, fu: 40, raw: 32, wait: Tanki},
		{name: "nobetan 1234m won on 1m: single wait", rules: ema, spec: spec{hand: "11234m456p678789s", win: "1m"}, fu: 40, raw: 32, wait: Tanki},
		{name: "shanpon ron: the simple triplet counts open", rules: ema, spec: spec{hand: "123789m22456p444s", win: "4s"}, fu: 40, raw: 32, wait: Shanpon,
			lines: "base:20 closed-ron:10 ron-triplet:2"},
		{name: "shanpon tsumo: the triplet stays concealed", rules: ema, spec: spec{hand: "123789m22456p444s", win: "4s", tsumo: true}, fu: 30, raw: 26, wait: Shanpon,
			lines: "base:20 tsumo:2 closed-triplet:4"},
		{name: "shanpon ron on terminals", rules: ema, spec: spec{hand: "123456m22789p999s", win: "9s"}, fu: 40, raw: 34, wait: Shanpon},
		{name: "shanpon tsumo on terminals", rules: ema, spec: spec{hand: "123456m22789p999s", win: "9s", tsumo: true}, fu: 30, raw: 30, wait: Shanpon},
		{name: "shanpon ron on a plain wind", rules: ema, spec: spec{hand: "123456m22789p444z", win: "4z"}, fu: 40, raw: 34, wait: Shanpon},
		{name: "ryanmen with a concealed terminal triplet", rules: ema, spec: spec{hand: "111m45699p234789s", win: "4s"}, fu: 40, raw: 38, wait: Ryanmen},

		// Several readings.
		{name: "56789 trap, pinfu hand, ron: pinfu reading wins", rules: ema, spec: spec{hand: "567789m12322p456s", win: "7m"}, fu: 30, raw: 30, wait: Ryanmen, pinfu: true},
		{name: "56789 trap, pinfu hand, tsumo", rules: ema, spec: spec{hand: "567789m12322p456s", win: "7m", tsumo: true}, fu: 20, raw: 20, wait: Ryanmen, pinfu: true},
		{name: "56789 trap with a terminal triplet: edge reading", rules: ema, spec: spec{hand: "567789m22p123s999s", win: "7m", tsumo: true}, fu: 40, raw: 32, wait: Penchan},
		{name: "56789 trap with a dragon triplet: both readings 40, edge kept", rules: ema, spec: spec{hand: "567789m22p456s777z", win: "7m"}, fu: 40, raw: 40, wait: Penchan},
		{name: "3455 won on 5: pinfu beats the single wait", rules: ema, spec: spec{hand: "34555m123456p789s", win: "5m"}, fu: 30, raw: 30, wait: Ryanmen, pinfu: true},
		{name: "3455 won on 5 with a triplet: single wait", rules: ema, spec: spec{hand: "34555m123456p999s", win: "5m", tsumo: true}, fu: 40, raw: 32, wait: Tanki},
		{name: "1112 3 won on 1: pinfu tsumo beats tanki", rules: ema, spec: spec{hand: "11123m456p456789s", win: "1m", tsumo: true}, fu: 20, raw: 20, wait: Ryanmen, pinfu: true},
		{name: "111222333m ron: iipeikou (40 fu, 1 han) beats two concealed triplets (50 fu)", rules: ema, spec: spec{hand: "111222333m456p55s", win: "3m"}, fu: 40, raw: 32, wait: Penchan,
			lines: "base:20 closed-ron:10 wait-penchan:2", yaku: "iipeikou"},
		{name: "111222333m tsumo: sanankou (40 fu, 2 han) beats iipeikou (30 fu, 1 han)", rules: ema, spec: spec{hand: "111222333m456p55s", win: "3m", tsumo: true}, fu: 40, raw: 38, wait: Shanpon, yaku: "sanankou"},
		{name: "111222333m won on 2m by ron: iipeikou beats triplets", rules: ema, spec: spec{hand: "111222333m456p77s", win: "2m"}, fu: 40, raw: 32, wait: Kanchan, yaku: "iipeikou"},
		{name: "222333444m + 55m: sanankou (50 fu) beats pinfu and iipeikou (30 fu)", rules: ema, spec: spec{hand: "22233344455m567p", win: "5m"}, fu: 50, raw: 44, wait: Tanki, yaku: "sanankou"},
		{name: "111222333m44m won on 4m: sanankou beats pinfu and iipeikou", rules: ema, spec: spec{hand: "11122233344m789p", win: "4m"}, fu: 50, raw: 48, wait: Tanki, yaku: "sanankou"},
		{name: "111222333m44m tsumo on 4m: sanankou", rules: ema, spec: spec{hand: "11122233344m789p", win: "4m", tsumo: true}, fu: 40, raw: 40, wait: Tanki, yaku: "sanankou"},
		{name: "ittsu reading of 123456789m", rules: ema, spec: spec{hand: "12345678999m555p", win: "9m"}, fu: 40, raw: 36, wait: Tanki, yaku: "ittsu"},
		{name: "junchan reading", rules: ema, spec: spec{hand: "123789m11p123789s", win: "1p"}, fu: 40, raw: 32, wait: Tanki, yaku: "junchan"},
		{name: "kanchan or ryanmen: 4-6 + 5 inside 3456", rules: ema, spec: spec{hand: "345567m123p789s99m", win: "5m"}, fu: 30, raw: 30, wait: Ryanmen, pinfu: true},

		// Seven pairs.
		{name: "seven pairs ron", rules: ema, spec: spec{hand: "1133m5577p2299s11z", win: "1z"}, fu: 25, raw: 25, wait: Tanki, lines: "chiitoitsu:25"},
		{name: "seven pairs tsumo", rules: ema, spec: spec{hand: "1133m5577p2299s11z", win: "1z", tsumo: true}, fu: 25, raw: 25, wait: Tanki},
		{name: "seven pairs with dragons and a double wind: still 25", rules: tenhou, spec: spec{hand: "1199m11p99s115577z", win: "7z", seat: "E"}, fu: 25, raw: 25, wait: Tanki},

		// Open hands.
		{name: "open pinfu shape tsumo", rules: ema, spec: spec{hand: "33567p456678s", chi: []string{"234m"}, win: "6s", tsumo: true}, fu: 30, raw: 22, wait: Ryanmen},
		{name: "open pinfu shape ron, no open minimum", rules: noOpenMinimum, spec: spec{hand: "33567p456678s", chi: []string{"234m"}, win: "6s"}, fu: 20, raw: 20, wait: Ryanmen},
		{name: "open terminal triplet", rules: ema, spec: spec{hand: "33567p456678s", pon: []string{"999m"}, win: "6s"}, fu: 30, raw: 24, wait: Ryanmen},
		{name: "open dragon triplet", rules: ema, spec: spec{hand: "33567p456678s", pon: []string{"555z"}, win: "6s"}, fu: 30, raw: 24, wait: Ryanmen},
		{name: "open hand, kanchan ron", rules: ema, spec: spec{hand: "33567p456s789s", chi: []string{"234m"}, win: "8s"}, fu: 30, raw: 22, wait: Kanchan},
		{name: "open hand, concealed honour triplet", rules: ema, spec: spec{hand: "33p456678s777z", chi: []string{"234m"}, win: "6s", tsumo: true}, fu: 30, raw: 30, wait: Ryanmen},
		{name: "open hand, shanpon ron on a dragon", rules: ema, spec: spec{hand: "33p456678s777z", chi: []string{"234m"}, win: "7z"}, fu: 30, raw: 24, wait: Shanpon},

		// Quads.
		{name: "open quad of simples", rules: ema, spec: spec{hand: "12388m234456s", kan: []string{"5555p"}, win: "4s"}, fu: 30, raw: 28, wait: Ryanmen},
		{name: "open quad of honours", rules: ema, spec: spec{hand: "12388m234456s", kan: []string{"1111z"}, win: "4s"}, fu: 40, raw: 36, wait: Ryanmen},
		{name: "concealed quad of simples keeps the closed ron", rules: ema, spec: spec{hand: "12388m234456s", ankan: []string{"5555p"}, win: "4s"}, fu: 50, raw: 46, wait: Ryanmen,
			lines: "base:20 closed-ron:10 closed-quad:16"},
		{name: "concealed quad of terminals", rules: ema, spec: spec{hand: "12388m234456s", ankan: []string{"9999p"}, win: "4s"}, fu: 70, raw: 62, wait: Ryanmen},
		{name: "concealed quad of honours, tsumo", rules: ema, spec: spec{hand: "12388m234456s", ankan: []string{"6666z"}, win: "4s", tsumo: true}, fu: 60, raw: 54, wait: Ryanmen},
		{name: "rinshan tsumo worth 2", rules: ema, spec: spec{hand: "12345688m", kan: []string{"5555p"}, pon: []string{"333s"}, win: "6m", tsumo: true, rinshan: true}, fu: 40, raw: 32, wait: Ryanmen,
			lines: "base:20 rinshan-tsumo:2 open-triplet:2 open-quad:8"},
		{name: "rinshan tsumo worth 0", rules: noRinshan, spec: spec{hand: "12345688m", kan: []string{"5555p"}, pon: []string{"333s"}, win: "6m", tsumo: true, rinshan: true}, fu: 30, raw: 30, wait: Ryanmen},
		{name: "three quads, single wait", rules: ema, spec: spec{hand: "345s55m", ankan: []string{"1111z", "9999m"}, kan: []string{"2222p"}, win: "5m"}, fu: 100, raw: 94, wait: Tanki},
		{name: "four concealed quads of honours, dragon pair single wait", rules: ema, spec: spec{hand: "77z", ankan: []string{"1111z", "2222z", "3333z", "9999m"}, win: "7z"}, fu: 170, raw: 162, wait: Tanki},
		{name: "pinfu shape with a concealed quad: no pinfu", rules: ema, spec: spec{hand: "12388m234456s", ankan: []string{"5555p"}, win: "4s", tsumo: true}, fu: 40, raw: 38, wait: Ryanmen},

		// Double-wind pair.
		{name: "double-wind pair worth 2", rules: ema, spec: spec{hand: "123456m333s11z", pon: []string{"777p"}, win: "6m", tsumo: true, seat: "E", round: "E"}, fu: 30, raw: 30, wait: Ryanmen,
			lines: "base:20 tsumo:2 closed-triplet:4 open-triplet:2 pair-double-wind:2"},
		{name: "double-wind pair worth 4", rules: tenhou, spec: spec{hand: "123456m333s11z", pon: []string{"777p"}, win: "6m", tsumo: true, seat: "E", round: "E"}, fu: 40, raw: 32, wait: Ryanmen,
			lines: "base:20 tsumo:2 closed-triplet:4 open-triplet:2 pair-double-wind:4"},
		{name: "round-wind pair only, Tenhou", rules: tenhou, spec: spec{hand: "123456m333s11z", pon: []string{"777p"}, win: "6m", tsumo: true, seat: "S", round: "E"}, fu: 30, raw: 30, wait: Ryanmen},
		{name: "double south pair, ron, worth 4", rules: tenhou, spec: spec{hand: "123m456p234789s22z", win: "4s", seat: "S", round: "S"}, fu: 40, raw: 34, wait: Ryanmen},
		{name: "double-wind single wait worth 4", rules: tenhou, spec: spec{hand: "123m456p234789s22z", win: "2z", seat: "S", round: "S", tsumo: true}, fu: 30, raw: 28, wait: Tanki},
		{name: "double-wind single wait worth 2", rules: ema, spec: spec{hand: "123m456p234789s22z", win: "2z", seat: "S", round: "S", tsumo: true}, fu: 30, raw: 26, wait: Tanki},

		// Red fives read as fives.
		{name: "red fives", rules: ema, spec: spec{hand: "340m55p406p234789s", win: "4s"}, fu: 30, raw: 30, wait: Ryanmen, pinfu: true},
		{name: "honour-heavy closed tsumo", rules: ema, spec: spec{hand: "111z222z333z789m55z", win: "5z", tsumo: true, seat: "W"}, fu: 50, raw: 50, wait: Tanki},
		{name: "three concealed honour triplets, shanpon ron", rules: ema, spec: spec{hand: "111z222z789m55z333z", win: "3z", seat: "W"}, fu: 60, raw: 52, wait: Shanpon,
			lines: "base:20 closed-ron:10 closed-triplet:8 closed-triplet:8 ron-triplet:4 pair-dragon:2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, res := tc.spec.count(t, tc.rules)
			if res.Fu != tc.fu || res.Reading.Raw != tc.raw || res.Reading.Wait != tc.wait || res.Reading.Pinfu != tc.pinfu {
				t.Errorf("fu %d (raw %d, %s, pinfu %t), want %d (raw %d, %s, pinfu %t); reading %s; lines %s",
					res.Fu, res.Reading.Raw, res.Reading.Wait, res.Reading.Pinfu, tc.fu, tc.raw, tc.wait, tc.pinfu, res.Reading, lineList(res.Reading.Lines))
			}
			var yaku []string
			for _, y := range res.Reading.Yaku {
				if y.ID != "pinfu" {
					yaku = append(yaku, y.ID)
				}
			}
			if tc.yaku != "" && strings.Join(yaku, " ") != tc.yaku {
				t.Errorf("yaku %v, want %s", yaku, tc.yaku)
			}
			if tc.lines != "" && lineList(res.Reading.Lines) != tc.lines {
				t.Errorf("lines %s, want %s", lineList(res.Reading.Lines), tc.lines)
			}
			checkSums(t, res)
		})
	}
}

// lineList writes lines as item:fu words.
func lineList(lines []Line) string {
	var words []string
	for _, l := range lines {
		words = append(words, l.Item.Key()+":"+itoa(l.Fu))
	}
	return strings.Join(words, " ")
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// checkSums checks every reading: its lines add up to its raw fu, which
// rounds up to its fu (25 for seven pairs).
func checkSums(t testing.TB, res Result) {
	t.Helper()
	for _, rd := range append([]Reading{res.Reading}, res.Rejected...) {
		sum := 0
		for _, l := range rd.Lines {
			sum += l.Fu
		}
		if sum != rd.Raw {
			t.Errorf("reading %s: lines add up to %d, raw %d", rd, sum, rd.Raw)
		}
		if rd.SevenPairs {
			if rd.Fu != 25 {
				t.Errorf("seven pairs %d fu", rd.Fu)
			}
			continue
		}
		if want := (rd.Raw + 9) / 10 * 10; rd.Fu != want || rd.Fu < 20 {
			t.Errorf("reading %s: %d fu from raw %d", rd, rd.Fu, rd.Raw)
		}
	}
}

// TestRejected checks that the other readings are listed, best first.
func TestRejected(t *testing.T) {
	t.Parallel()
	_, res := spec{hand: "567789m12322p456s", win: "7m"}.count(t, ema)
	if len(res.Rejected) != 1 || res.Rejected[0].Fu != 40 || res.Rejected[0].Wait != Penchan {
		t.Fatalf("rejected %+v, want one 40 fu edge-wait reading", res.Rejected)
	}
	if got, want := res.Reading.String(), "567m* 789m 123p 456s 22p"; got != want {
		t.Errorf("reading %q, want %q", got, want)
	}
	_, res = spec{hand: "112233m445566p55s", win: "4p"}.count(t, ema)
	last := res.Rejected[len(res.Rejected)-1]
	if !last.SevenPairs || last.Fu != 25 {
		t.Errorf("seven pairs reading not rejected last: %+v", res.Rejected)
	}
}

// TestInvalid checks the error of each impossible input.
func TestInvalid(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		spec spec
		want string
	}{
		{"no suit letter at the end", spec{hand: "123m456p789s1122", win: "1s"}, `the last numbers have no suit letter`},
		{"unknown letter", spec{hand: "123x456p789s11222z", win: "1z"}, `'x' is not a tile number or a suit letter`},
		{"8z", spec{hand: "123m456p789s11288z", win: "1z"}, `8z is not a tile`},
		{"0z", spec{hand: "123m456p789s11202z", win: "1z"}, `0 (a red five) is not an honour`},
		{"suit letter first", spec{hand: "m123456p789s11222z", win: "1z"}, `suit letter 'm' has no numbers before it`},
		{"empty hand", spec{hand: "", win: "1z"}, `no tiles`},
		{"13 tiles", spec{hand: "123m456p789s1122z", win: "1z"}, `13 concealed tiles: a winning hand has 14`},
		{"15 tiles", spec{hand: "123m456p789s112223z", win: "1z"}, `15 concealed tiles`},
		{"too few with a meld", spec{hand: "123m456p789s1z", pon: []string{"222z"}, win: "1z"}, `10 concealed tiles: with 1 called or declared set a winning hand keeps 11`},
		{"five of a tile", spec{hand: "11111m4567p789s22z", win: "1m"}, `1m appears 5 times`},
		{"five with a meld", spec{hand: "11m456p789s222z", pon: []string{"111m"}, win: "1m"}, `1m appears 5 times`},
		{"winning tile not in hand", spec{hand: "123m456p789s11222z", win: "9m"}, `the winning tile 9m is not among the concealed tiles`},
		{"two winning tiles", spec{hand: "123m456p789s11222z", win: "12m"}, `2 tiles where one is wanted`},
		{"chi of honours", spec{hand: "456p789s11222z", chi: []string{"123z"}, win: "1z"}, `honours make no sequence`},
		{"chi not in a row", spec{hand: "456p789s11222z", chi: []string{"135m"}, win: "1z"}, `three numbers in a row`},
		{"pon of different tiles", spec{hand: "456p789s11222z", pon: []string{"123m"}, win: "1z"}, `must all be the same`},
		{"kan of three", spec{hand: "456p789s11222z", kan: []string{"111m"}, win: "1z"}, `a kan is 4 tiles, not 3`},
		{"not a winning hand", spec{hand: "123m456p789s12345z", win: "1z"}, `not a winning hand: 123m456p789s12345z does not make four sets and a pair`},
		{"not a winning hand in suits", spec{hand: "124m456p789s11222z", win: "1z"}, `not a winning hand`},
		{"thirteen orphans", spec{hand: "19m19p19s12345677z", win: "7z"}, `thirteen orphans`},
		{"seat not a wind", spec{hand: "123m456p789s11222z", win: "1z", seat: "5z"}, `not a wind`},
		{"rinshan without a quad", spec{hand: "123m456p789s11222z", win: "1z", tsumo: true, rinshan: true}, `needs a quad`},
		{"rinshan by ron", spec{hand: "123456p11222z", ankan: []string{"1111m"}, win: "1z", rinshan: true}, `is a tsumo`},
		{"four of a tile as seven pairs", spec{hand: "1111m5577p2299s11z", win: "1z"}, `not a winning hand`},
		{"five melds", spec{hand: "11z", pon: []string{"111m", "222m", "333m", "444m", "555m"}, win: "1z"}, `at most 4 sets`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, err := tc.spec.build(t)
			if err == nil {
				_, err = Count(ema, h)
			}
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want it to say %q", err, tc.want)
			}
		})
	}
}

// FuzzCount feeds the parser and the counter any text: they must not panic,
// and every count is a multiple of 10 or seven pairs' 25, its lines adding up.
func FuzzCount(f *testing.F) {
	f.Add("123456m999p555s77z", "", "", "5m", false, uint8(0))
	f.Add("33567p456678s", "234m", "", "6s", false, uint8(1))
	f.Add("12388m234456s", "", "5555p", "4s", true, uint8(2))
	f.Add("1133m5577p2299s11z", "", "", "1z", true, uint8(3))
	f.Add("111222333m456p55s", "", "", "3m", false, uint8(0))
	f.Add("345s55m", "", "1111z9999m2222p", "5m", false, uint8(4))
	f.Fuzz(func(t *testing.T, concealed, chi, quads, win string, tsumo bool, flags uint8) {
		melds := map[MeldKind][]string{}
		if chi != "" {
			melds[Chi] = []string{chi}
		}
		for i := 0; i+4 <= len(quads); i += 4 {
			melds[MeldKind(2+flags%2)] = append(melds[MeldKind(2+flags%2)], quads[i:i+4])
		}
		h, err := Parse(concealed, melds, win)
		if err != nil {
			return
		}
		h.Tsumo = tsumo
		h.Rinshan = flags&4 != 0
		h.Seat, h.Round = East+Tile(flags>>3%4), East+Tile(flags>>5%4)
		r := ema
		if flags&2 != 0 {
			r = tenhou
		}
		res, err := Count(r, h)
		if err != nil {
			return
		}
		if res.Fu%10 != 0 && res.Fu != 25 {
			t.Fatalf("%s: %d fu", h, res.Fu)
		}
		checkSums(t, res)
	})
}

// TestRandomHandsCount deals many hands: each one is counted, and the same
// seed deals the same hands.
func TestRandomHandsCount(t *testing.T) {
	t.Parallel()
	deal := func(seed uint64) []string {
		rng := rand.New(rand.NewPCG(seed, seed))
		var out []string
		for range 500 {
			d := Random(rng, table.Rules{Players: 4, Fu: ema, Yaku: table.YakuRules{OpenTanyao: true}})
			h := d.Hand
			if d.Riichi != (!h.Open() && !h.Tsumo) {
				t.Errorf("%s: riichi %t", h, d.Riichi)
			}
			res, err := Count(ema, h)
			if err == nil && (res.Fu != d.Result.Fu || Yakuman(h, res.Reading)) {
				t.Errorf("%s: dealt with %d fu, counted %d; yakuman %t", h, d.Result.Fu, res.Fu, Yakuman(h, res.Reading))
			}
			if err != nil {
				t.Fatalf("dealt %s, win %s: %v", h, h.Win, err)
			}
			checkSums(t, res)
			out = append(out, h.String()+" "+h.Win.String())
		}
		return out
	}
	a, b := deal(7), deal(7)
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Error("seed 7 dealt different hands twice")
	}
	if a[0] == deal(8)[0] && a[1] == deal(8)[1] {
		t.Error("seeds 7 and 8 dealt the same hands")
	}
}

// TestRandomSanma deals three-player hands: no 2m–8m, no chi, no north seat.
func TestRandomSanma(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 3))
	for range 300 {
		d := Random(rng, table.Rules{Players: 3, Fu: tenhou})
		for _, tile := range tilesOf(d.Hand) {
			if tile >= 1 && tile <= 7 {
				t.Fatalf("%s has %s", d.Hand, tile)
			}
		}
		if d.Seat == North || slices.ContainsFunc(d.Melds, func(m Meld) bool { return m.Kind == Chi }) {
			t.Fatalf("%s: seat %s, melds %v", d.Hand, d.Seat, d.Melds)
		}
	}
}

// TestOpenYaku checks the yaku an open drill hand must have.
func TestOpenYaku(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		spec spec
		want bool
	}{
		{spec{hand: "55p444s", pon: []string{"222s", "666p"}, chi: []string{"678p"}, win: "4s"}, true},  // tanyao
		{spec{hand: "11p444s", pon: []string{"222s", "666p"}, chi: []string{"789p"}, win: "4s"}, false}, // nothing
		{spec{hand: "11p444s", pon: []string{"555z", "666p"}, chi: []string{"789p"}, win: "4s"}, true},  // yakuhai
		{spec{hand: "11p444s", pon: []string{"111z", "666p"}, chi: []string{"789p"}, win: "4s"}, true},  // round wind east
		{spec{hand: "11p444s", pon: []string{"444z", "666p"}, chi: []string{"789p"}, win: "4s"}, false}, // north: no value
		{spec{hand: "11p444p", pon: []string{"444z", "666p"}, chi: []string{"789p"}, win: "4p"}, true},  // honitsu
		{spec{hand: "123m99p", pon: []string{"111s"}, chi: []string{"789m", "123p"}, win: "9p"}, true},  // chanta
		{spec{hand: "123m99p", chi: []string{"456m", "789m", "234s"}, win: "9p"}, true},                 // ittsu
		{spec{hand: "234m99p", chi: []string{"234p", "234s", "567s"}, win: "9p"}, true},                 // sanshoku
	} {
		h, res := tc.spec.count(t, ema)
		if got := hasOpenYaku(h, res.Reading, true); got != tc.want {
			t.Errorf("%s: yaku %t, want %t", h, got, tc.want)
		}
	}
}

// TestYakuman checks the yakuman a drill must not deal.
func TestYakuman(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		spec spec
		want bool
	}{
		{"nine gates", spec{hand: "11123456789995m", win: "5m"}, true},
		{"all green", spec{hand: "223344666s888s66z", win: "6z"}, true},
		{"big three dragons", spec{hand: "555666777z123m99p", win: "9p"}, true},
		{"four concealed triplets by tsumo", spec{hand: "111333555m777p99s", win: "9s", tsumo: true}, true},
		{"four triplets, one completed by ron: not four concealed", spec{hand: "111333555m777p99s", win: "7p"}, false},
		{"little four winds", spec{hand: "111222333z44z789m", win: "9m"}, true},
		{"four quads", spec{hand: "99m", ankan: []string{"1111m", "2222p"}, kan: []string{"3333s", "4444s"}, win: "9m"}, true},
		{"all honours seven pairs", spec{hand: "1122334455667z7z", win: "7z"}, true},
		{"all terminals", spec{hand: "111999m111999p11s", win: "1s"}, true},
		{"an ordinary hand", spec{hand: "123456m999p555s77z", win: "5m"}, false},
		{"seven pairs", spec{hand: "1133m5577p2299s11z", win: "1z"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, res := tc.spec.count(t, ema)
			if got := Yakuman(h, res.Reading); got != tc.want {
				t.Errorf("yakuman %t, want %t (reading %s)", got, tc.want, res.Reading)
			}
		})
	}
}

// TestCountRejectsBadValues gives Count hands no parser would make.
func TestCountRejectsBadValues(t *testing.T) {
	t.Parallel()
	h, _ := spec{hand: "123456m999p555s77z", win: "5m"}.build(t)
	for name, bad := range map[string]Hand{
		"meld tile out of range": {Concealed: h.Concealed[:11], Melds: []Meld{{Kind: Pon, Tiles: []Tile{200, 200, 200}}}, Win: h.Win, Seat: South, Round: East},
		"meld kind out of range": {Concealed: h.Concealed[:11], Melds: []Meld{{Kind: 9, Tiles: []Tile{1, 1, 1}}}, Win: h.Win, Seat: South, Round: East},
		"seat not a wind":        {Concealed: h.Concealed, Win: h.Win, Seat: 200, Round: East},
		"win not a tile":         {Concealed: h.Concealed, Win: 99, Seat: South, Round: East},
	} {
		if _, err := Count(ema, bad); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// TestChartHasEveryItem: every line of a count that is not a set's takes
// its fu from the printed chart's line of the same id, and the set lines
// from the chart's sets, so the chart and the counter cannot drift apart.
func TestChartHasEveryItem(t *testing.T) {
	t.Parallel()
	chart := table.Chart(table.Rules{Fu: table.FuRules{DoubleWindPair: 4, RinshanTsumo: 2, PinfuTsumo: true, OpenMinimum30: true}})
	for i := ItemBase; i <= ItemChiitoitsu; i++ {
		_, ok := chart.Fu(i.Key())
		setLine := i >= ItemOpenTriplet && i <= ItemClosedQuad // the chart gives these by kind of set
		if ok == setLine {
			t.Errorf("item %s: on the chart by its id %t, a set's line %t", i.Key(), ok, setLine)
		}
	}
	// The set lines as the chart prints them: open 2/4/8/16, closed twice that.
	for _, tc := range []struct {
		quad, outside, closed bool
		want                  int
	}{{false, false, false, 2}, {false, false, true, 4}, {false, true, false, 4}, {false, true, true, 8},
		{true, false, false, 8}, {true, false, true, 16}, {true, true, false, 16}, {true, true, true, 32}} {
		if got := chart.FuOfSet(tc.quad, tc.outside, tc.closed); got != tc.want {
			t.Errorf("quad %t, terminals or honours %t, closed %t: %d fu, want %d", tc.quad, tc.outside, tc.closed, got, tc.want)
		}
	}
}

// TestYakumanOf checks the yakuman a hand makes by its tiles and how many
// they count: one each, without doubles (EMA), and with Mahjong Soul's
// doubles (suu ankou on a single wait, pure nine gates, big four winds).
func TestYakumanOf(t *testing.T) {
	t.Parallel()
	doubles := table.Rules{Yakuman: table.YakumanRules{Stacking: true, Max: 6,
		Doubles: []table.DoubleYakuman{table.DoubleSuuankouTanki, table.DoubleKokushi13, table.DoubleJunseiChuuren, table.DoubleDaisuushii}}}
	for _, tc := range []struct {
		name       string
		spec       spec
		want       string // the forms, as id or id/double
		one, twice int    // the count without doubles and with them
	}{
		{"suu ankou on a shanpon wait, by tsumo", spec{hand: "111333555m777p99s", win: "7p", tsumo: true}, "suuankou", 1, 1},
		{"suu ankou on a single wait", spec{hand: "111333555m777p99s", win: "9s"}, "suuankou/suuankou_tanki", 1, 2},
		{"all honours, big three dragons, suu ankou on a single wait", spec{hand: "555666777z111z22z", win: "2z", tsumo: true}, "suuankou/suuankou_tanki daisangen tsuuiisou", 3, 4},
		{"big four winds, concealed on a single wait: suu ankou too", spec{hand: "111222333444z99m", win: "9m"}, "suuankou/suuankou_tanki daisuushii/daisuushii", 2, 4},
		{"big four winds with a pon", spec{hand: "111222333z99m", pon: []string{"444z"}, win: "9m"}, "daisuushii/daisuushii", 1, 2},
		{"little four winds with a run", spec{hand: "111222333z44z789m", win: "9m"}, "shousuushii", 1, 1},
		{"pure nine gates", spec{hand: "11123456789995m", win: "5m"}, "chuuren/junsei_chuuren", 1, 2},
		{"nine gates, not on its 9-sided wait", spec{hand: "11123456789995m", win: "9m"}, "chuuren", 1, 1},
		{"all green", spec{hand: "223344666s888s66z", win: "6z"}, "ryuuiisou", 1, 1},
		{"four quads", spec{hand: "99m", ankan: []string{"1111m", "2222p"}, kan: []string{"3333s", "4444s"}, win: "9m"}, "suukantsu", 1, 1},
		{"all terminals by ron on a triplet", spec{hand: "111999m111999p11s", win: "9p"}, "chinroutou", 1, 1},
		{"an ordinary hand", spec{hand: "123456m999p555s77z", win: "5m"}, "", 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, res := tc.spec.count(t, ema)
			forms := YakumanOf(h, res.Reading)
			var got []string
			for _, f := range forms {
				got = append(got, strings.TrimSuffix(f.ID+"/"+string(f.Double), "/"))
			}
			if strings.Join(got, " ") != tc.want || YakumanCount(table.Rules{}, forms) != tc.one || YakumanCount(doubles, forms) != tc.twice {
				t.Errorf("%s (reading %s): %q counting %d and %d, want %q counting %d and %d", h, res.Reading, got,
					YakumanCount(table.Rules{}, forms), YakumanCount(doubles, forms), tc.want, tc.one, tc.twice)
			}
		})
	}
}
