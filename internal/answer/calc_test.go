package answer

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/width"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// workingCase is a hand paid under the default rules with sets applied.
type workingCase struct {
	name  string
	sets  []string
	hand  table.Hand
	honba int
}

// workingCases reach every step hayami calc can write: the formula alone,
// each limit, aotenjou, kiriage, stacked yakuman, every three-player tsumo
// scheme that adds to a share, honba and the notes on unreachable cells.
var workingCases = []workingCase{
	{"formula", nil, table.Hand{Han: 3, Fu: 30}, 0},
	{"unreachable", nil, table.Hand{Han: 1, Fu: 20}, 0},
	{"kiriage dealer honba", nil, table.Hand{Han: 4, Fu: 30, Dealer: true}, 2},
	{"over 2000", nil, table.Hand{Han: 4, Fu: 40}, 0},
	{"haneman", nil, table.Hand{Han: 7}, 0},
	{"sanbaiman", nil, table.Hand{Han: 13}, 0},
	{"counted yakuman", []string{"kazoe=single"}, table.Hand{Han: 13}, 0},
	{"yakuman", nil, table.Hand{Yakuman: 1}, 0},
	{"double yakuman", []string{"yakuman.stacking=true", "yakuman.max=2"}, table.Hand{Yakuman: 2}, 0},
	{"stacked counted yakuman", []string{"kazoe=stacking", "yakuman.stacking=true", "yakuman.max=2"}, table.Hand{Han: 26}, 0},
	{"aotenjou", []string{"aotenjou=true"}, table.Hand{Han: 13, Fu: 40}, 0},
	{"aotenjou yakuman and han", []string{"aotenjou=true"}, table.Hand{Yakuman: 1, Han: 2, Fu: 30}, 0},
	{"sanma bisection", []string{"players=3", "sanma.tsumo=bisection"}, table.Hand{Han: 1, Fu: 30}, 1},
	{"sanma plus1000", []string{"players=3", "sanma.tsumo=plus1000"}, table.Hand{Han: 1, Fu: 30}, 0},
	{"sanma bisection share", []string{"players=3", "sanma.tsumo=bisection", "sanma.bisection=share"}, table.Hand{Han: 2, Fu: 20, Dealer: true}, 0},
	{"sanma equal", []string{"players=3", "sanma.tsumo=equal"}, table.Hand{Han: 5}, 0},
}

// working writes one of workingCases in lang.
func working(t *testing.T, lang language.Tag, plain bool, sets []string, h table.Hand, honba int) []string {
	t.Helper()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	if r, err = ruleset.Apply(r, sets); err != nil {
		t.Fatal(err)
	}
	p, err := table.Pay(r, h, honba)
	if err != nil {
		t.Fatal(err)
	}
	return Style{Lang: lang, Plain: plain}.working(r, p, table.CellOf(r, p), table.Gain{})
}

// columns is how many terminal columns s takes, as a fixed-width font shows it.
func columns(s string) int {
	n := 0
	for _, r := range s {
		n++
		if k := width.LookupRune(r).Kind(); k == width.EastAsianWide || k == width.EastAsianFullwidth {
			n++
		}
	}
	return n
}

// TestWorkingEveryLanguage writes every kind of step in every language:
// no message key or format error is printed, the steps start in one
// column, and --digits plain leaves no digit grouped.
func TestWorkingEveryLanguage(t *testing.T) {
	t.Parallel()
	grouped := regexp.MustCompile(`\d[,.\x{a0}\x{202f}]\d{3}\b`)
	for _, l := range locale.Locales() {
		lang := language.MustParse(l.Language)
		for _, c := range workingCases {
			for _, plain := range []bool{false, true} {
				lines := working(t, lang, plain, c.sets, c.hand, c.honba)
				text := strings.Join(lines, "\n")
				if strings.Contains(text, "calc.") || strings.Contains(text, "%!") || strings.Contains(text, "MISSING") {
					t.Errorf("%s %s: a key or a format error is printed:\n%s", l.Language, c.name, text)
				}
				start := -1 // the column the steps start in
				for _, line := range lines[1:] {
					label, rest, ok := strings.Cut(line, "  ")
					if !ok {
						continue // a note
					}
					col := columns(label) + 2 + columns(rest) - columns(strings.TrimLeft(rest, " "))
					if start >= 0 && col != start {
						t.Errorf("%s %s: %q starts its steps in column %d, not %d", l.Language, c.name, line, col, start)
					}
					start = col
				}
				if plain && grouped.MatchString(text) {
					t.Errorf("%s %s: --digits plain, but %q is grouped:\n%s", l.Language, c.name, grouped.FindString(text), text)
				}
			}
		}
	}
}

// TestWorkingEnglish pins the steps the golden files of hayami calc do
// not show.
func TestWorkingEnglish(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		line int
		want string
	}{
		{"over 2000", 1, "Base points:  40 × 2^(4+2) = 2,560, over 2,000: mangan: 2,000"},
		{"sanbaiman", 1, "Base points:  13 han is sanbaiman: 6,000"},
		{"counted yakuman", 1, "Base points:  13 han is yakuman: 8,000"},
		{"yakuman", 1, "Base points:  yakuman: 8,000"},
		{"stacked counted yakuman", 1, "Base points:  26 han is 2× yakuman: 16,000"},
		{"aotenjou yakuman and han", 0, "EMA 2025, with changes, 4 players: non-dealer wins with 1 yakuman and 2 han, 0 honba"},
		{"sanma plus1000", 3, "Tsumo:        240 × 2 = 480 → 500 (rounded up to 100) + 1,000 (+1,000 each) = 1,500; the dealer pays 1,500"},
		{"sanma bisection share", 3, "Tsumo:        320 × 2 = 640 → 700 (rounded up to 100) + 300 (north-bisection, each share rounded up once) = 1,000; each non-dealer pays 1,000"},
		{"sanma equal", 3, "Tsumo:        2,000 × 2 = 4,000 + 1,400 (no tsumo-loss) = 5,400; the dealer pays 5,400"},
		{"sanma equal", 4, "Tsumo:        2,000 × 1 = 2,000 + 600 (no tsumo-loss) = 2,600; each non-dealer pays 2,600"},
	} {
		i := slices.IndexFunc(workingCases, func(c workingCase) bool { return c.name == tt.name })
		if i < 0 {
			t.Fatalf("no working case %q", tt.name)
		}
		c := workingCases[i]
		if got := working(t, language.English, false, c.sets, c.hand, c.honba)[tt.line]; got != tt.want {
			t.Errorf("%s: line %d is\n%q, want\n%q", tt.name, tt.line, got, tt.want)
		}
	}
}
