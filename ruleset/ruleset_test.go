package ruleset_test

import (
	"errors"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// TestPresetsMatchScoringFacts checks every preset's rules against its
// sources (../shared/rules/scoring.md §9 and §11 quote them).
func TestPresetsMatchScoringFacts(t *testing.T) {
	t.Parallel()
	type facts struct {
		Players           int
		Kiriage           bool
		Kazoe             table.Kazoe
		KazoeHan          int
		Stacking          bool
		Max               int
		Doubles           []table.DoubleYakuman
		OpenTanyao        bool
		Renhou            table.Renhou
		Nagashi, Ippatsu  bool
		Ura, Kan          bool
		Red               int
		DoubleWind        int
		HonbaRon, HonbaTs int
		Start, Return     int
		Uma               []int
		Riichi, Noten     int
		Ties              table.Ties
		Kita              bool
		Bisection         table.BisectionRounding
		Unconfirmed       []string
	}
	none := []table.DoubleYakuman{}
	majsoulDoubles := []table.DoubleYakuman{table.DoubleSuuankouTanki, table.DoubleKokushi13, table.DoubleJunseiChuuren, table.DoubleDaisuushii}
	want := map[string]facts{
		// EMA 2025: kiriage and the 2-fu double-wind pair (seed 000, §4.1.1
		// "worth only 2 minipoints"); summaries: "ordinary 11+ han =
		// Sanbaiman; yakuman is a separate tier", no red fives, noten 3,000;
		// §4.2 "Yakuman are not cumulative".
		"ema2025": {4, true, table.KazoeNone, 13, false, 1, none, true, table.RenhouMangan, false, true, true, true, 0, 2, 300, 100, 30000, 30000, []int{15, 5, -5, -15}, 1000, 3000, table.TiesSplit, true, table.BisectionHalf,
			[]string{"game.ties", "yaku.renhou", "yaku.nagashi", "yaku.ippatsu", "dora.ura", "dora.kan", "game.uma", "game.riichi", "sanma.tsumo", "sanma.bisection", "sanma.kita"}},
		// WRC 2025 §11.2: "Counted yakuman: 13 han and greater scores
		// yonbaiman"; abstract: "Multiple yakuman are scored for hands having
		// several yakuman yaku", "No double yakuman for winning on a specific
		// wait", "No red fives", "No Nagashi Mangan"; renhou mangan (§11.5.4).
		"wrc2025": {4, true, table.KazoeSingle, 13, true, 6, none, true, table.RenhouMangan, false, true, true, true, 0, 2, 300, 100, 30000, 30000, []int{15, 5, -5, -15}, 1000, 3000, table.TiesSplit, true, table.BisectionHalf,
			[]string{"game.ties", "yakuman.max", "game.riichi", "game.noten", "sanma.tsumo", "sanma.bisection", "sanma.kita"}},
		// EMA 2016 announcement: no kiriage, single yakuman, renhou a strict
		// mangan, no nagashi mangan, no red fives, uma +15/+5/-5/-15.
		"ema2016": {4, false, table.KazoeNone, 13, false, 1, none, true, table.RenhouMangan, false, true, true, true, 0, 4, 300, 100, 30000, 30000, []int{15, 5, -5, -15}, 1000, 3000, table.TiesSplit, true, table.BisectionHalf,
			[]string{"game.ties", "game.riichi", "game.noten", "sanma.tsumo", "sanma.bisection", "sanma.kita"}},
		// tenhou.net/man: no renhou, nagashi mangan, one red five per suit,
		// 25,000 start, 30,000 returned, uma 10-20.
		"tenhou": {4, false, table.KazoeSingle, 13, true, 6, none, true, table.RenhouNone, true, true, true, true, 3, 4, 300, 100, 25000, 30000, []int{20, 10, -10, -20}, 1000, 3000, table.TiesSeat, true, table.BisectionHalf,
			[]string{"game.ties", "game.uma", "yakuman.max", "game.noten", "sanma.tsumo", "sanma.bisection", "sanma.kita"}},
		// tenhou.net/man: 35,000 start, 40,000 returned, uma +20/0/-20; north
		// is a bonus tile (抜きドラ).
		"tenhou-sanma": {3, false, table.KazoeSingle, 13, true, 6, none, true, table.RenhouNone, true, true, true, true, 2, 4, 200, 100, 35000, 40000, []int{20, 0, -20}, 1000, 2000, table.TiesSeat, true, table.BisectionHalf,
			[]string{"game.ties", "game.uma", "yakuman.max", "honba.ron", "dora.red", "game.noten"}},
		// riichi.wiki Majsoul: the four doubles, 3 red fives, uma
		// +15/+5/-5/-15 counted from the starting points.
		"majsoul": {4, false, table.KazoeSingle, 13, true, 6, majsoulDoubles, true, table.RenhouNone, true, true, true, true, 3, 4, 300, 100, 25000, 25000, []int{15, 5, -5, -15}, 1000, 3000, table.TiesSeat, true, table.BisectionShare,
			[]string{"game.ties", "kiriage", "yakuman.stacking", "yakuman.max", "game.return", "game.uma", "sanma.tsumo", "sanma.bisection", "sanma.kita"}},
		// riichi.wiki Majsoul: three players 35,000, uma +15/0/-15, 200 per
		// counter, tsumo-loss by default; majsoul-replay-editor's calcPoint:
		// north-bisection rounds each payer's share once.
		"majsoul-sanma": {3, false, table.KazoeSingle, 13, true, 6, majsoulDoubles, true, table.RenhouNone, true, true, true, true, 2, 4, 200, 100, 35000, 35000, []int{15, 0, -15}, 1000, 2000, table.TiesSeat, true, table.BisectionShare,
			[]string{"game.ties", "kiriage", "yakuman.stacking", "yakuman.max"}},
		// riichi.wiki M.League (citing m-league.jp) "Double-wind pair worths
		// 2 fu"; mj-king.net 数え役満は無し, 純粋に複合した場合のみダブル;
		// k-bys.work 25,000/30,000, +50/+10/-10/-30 including the oka.
		"mleague": {4, true, table.KazoeNone, 13, true, 6, none, true, table.RenhouNone, true, true, true, true, 3, 2, 300, 100, 25000, 30000, []int{30, 10, -10, -30}, 1000, 3000, table.TiesSeat, true, table.BisectionHalf,
			[]string{"game.ties", "yakuman.max", "yaku.nagashi", "game.riichi", "game.noten", "sanma.tsumo", "sanma.bisection", "sanma.kita"}},
		// JPML 2012: no ippatsu in the 1-han list, renhou a mangan; mj-king.net
		// 一発・裏ドラ・槓ドラなし; atwiki mahjlocal 純粋な役満の複合を認める.
		"jpml": {4, false, table.KazoeNone, 13, true, 6, none, true, table.RenhouMangan, false, false, false, false, 0, 4, 300, 100, 30000, 30000, []int{8, 4, -4, -8}, 1000, 3000, table.TiesSplit, true, table.BisectionHalf,
			[]string{"game.ties", "yakuman.stacking", "yakuman.max", "yaku.open_tanyao", "yaku.nagashi", "game.uma", "game.riichi", "game.noten", "fu.double_wind_pair", "honba.ron", "honba.tsumo", "sanma.tsumo", "sanma.bisection", "sanma.kita"}},
	}
	if len(want) != len(ruleset.PresetNames) {
		t.Fatalf("%d presets, %d checked", len(ruleset.PresetNames), len(want))
	}
	for _, name := range ruleset.PresetNames {
		r, err := ruleset.Preset(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var notes []string
		for _, n := range r.Notes {
			notes = append(notes, n.Key)
		}
		y := r.Yaku
		got := facts{r.Players, r.Kiriage, r.Kazoe, r.KazoeHan, r.Yakuman.Stacking, r.Yakuman.Max, r.Yakuman.Doubles, y.OpenTanyao, y.Renhou, y.Nagashi, y.Ippatsu,
			r.Dora.Ura, r.Dora.Kan, r.Dora.Red, r.Fu.DoubleWindPair, r.Honba.Ron, r.Honba.Tsumo, r.Game.Start, r.Game.Return, r.Game.Uma, r.Game.Riichi, r.Game.Noten, r.Game.Ties, r.Sanma.Kita, r.Sanma.Bisection, notes}
		if diff := cmp.Diff(want[name], got, cmpopts.SortSlices(func(a, b string) bool { return a < b })); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
		if r.ID != name || r.Source == "" || r.Rounding != 100 || r.Sanma.Tsumo != table.SanmaLoss {
			t.Errorf("%s: id %q, source %q, rounding %d, sanma %s", name, r.ID, r.Source, r.Rounding, r.Sanma.Tsumo)
		}
	}
}

// TestPresetsCiteEveryRule: every rule of every preset has a source line or
// a note saying none was found, never both.
func TestPresetsCiteEveryRule(t *testing.T) {
	t.Parallel()
	for _, name := range ruleset.PresetNames {
		r, _ := ruleset.Preset(name)
		for _, k := range ruleset.Keys {
			if !k.IsRule() {
				continue
			}
			sourced := slices.ContainsFunc(r.Sources, func(n table.Note) bool { return n.Key == k.Name && n.Text != "" })
			noted := slices.ContainsFunc(r.Notes, func(n table.Note) bool { return n.Key == k.Name && n.Text != "" })
			if sourced == noted {
				t.Errorf("%s: %s has a source %t and a note %t; it needs exactly one", name, k.Name, sourced, noted)
			}
		}
	}
}

func TestFormatReadsBack(t *testing.T) {
	t.Parallel()
	for _, name := range ruleset.PresetNames {
		r, _ := ruleset.Preset(name)
		back, err := ruleset.Parse(name+".toml", ruleset.Format(r))
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, ruleset.Format(r))
		}
		back.ID, back.Extends = r.ID, r.Extends
		for i := range back.Notes { // read back as a house file's own notes
			back.Notes[i].House = false
		}
		if diff := cmp.Diff(r, back); diff != "" {
			t.Errorf("%s: Format then Parse changed (-want +got):\n%s", name, diff)
		}
	}
}

func TestStarterExtendsWithoutChanges(t *testing.T) {
	t.Parallel()
	base, _ := ruleset.Preset("tenhou")
	r, err := ruleset.Parse("house.toml", ruleset.Starter(base, "Thursday club"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "Thursday club" || r.ID != "thursday-club" || r.Extends != "tenhou" {
		t.Errorf("got name %q id %q extends %q", r.Name, r.ID, r.Extends)
	}
	if d := ruleset.Diff(base, r); len(d) != 0 {
		t.Errorf("a fresh starter differs from its preset: %v", d)
	}
	if len(r.Notes) != len(base.Notes) {
		t.Errorf("notes %v, want the preset's %v", r.Notes, base.Notes)
	}
}

func TestParseHouseRules(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Parse("thursday.toml", []byte(`
name = "Thursday club"
extends = "ema2016"
players = 3
kazoe = "single"
[game]
uma = [15, 0, -15]
[honba]
ron = 1000
tsumo = 500
[sanma]
tsumo = "bisection"
[fu]
double_wind_pair = 2
[table]
han = "1-13"
fu = [30, 40]
`))
	if err != nil {
		t.Fatal(err)
	}
	base, _ := ruleset.Preset("ema2016")
	var keys []string
	for _, c := range ruleset.Diff(base, r) {
		keys = append(keys, c.Key+"="+c.Value)
	}
	want := []string{"players=3", `kazoe="single"`, "honba.ron=1000", "honba.tsumo=500", "game.uma=[15, 0, -15]", `sanma.tsumo="bisection"`, "fu.double_wind_pair=2", `table.han="1-13"`, "table.fu=[30, 40]"}
	if diff := cmp.Diff(want, keys); diff != "" {
		t.Errorf("changes (-want +got):\n%s", diff)
	}
	var noted []string
	for _, n := range r.Notes {
		noted = append(noted, n.Key)
	}
	// The file sets sanma.tsumo: the preset's note on it goes; the others
	// stay, sanma.bisection's too (north-bisection's rounding is still the preset's).
	if r.Source != "" || !slices.Equal(noted, []string{"game.riichi", "game.noten", "sanma.bisection", "sanma.kita", "game.ties"}) {
		t.Errorf("source %q, notes %v", r.Source, noted)
	}
	if slices.ContainsFunc(r.Sources, func(n table.Note) bool { return n.Key == "kazoe" || n.Key == "players" }) {
		t.Errorf("the preset's sources on keys the file sets remain: %v", r.Sources)
	}
	// A file's own note survives a later table that sets the same key.
	r, err = ruleset.Parse("noted.toml", []byte("[notes]\n\"yakuman.max\" = \"our cap\"\n[yakuman]\nstacking = true\nmax = 4\n"))
	if err != nil || !slices.Contains(r.Notes, table.Note{Key: "yakuman.max", Text: "our cap", House: true}) {
		t.Errorf("the file's note on yakuman.max was lost: %v, %v", r.Notes, err)
	}
	// An inline table sets the same keys; no name falls back to the file name.
	r, err = ruleset.Parse("dir/basengo.toml", []byte(`honba = { ron = 1500, tsumo = 500 }`))
	if err != nil || r.Honba.Ron != 1500 || r.Honba.Tsumo != 500 || r.Name != "basengo" || r.Extends != ruleset.Default {
		t.Errorf("inline table: %+v, %v", r, err)
	}
}

// Every kind of bad file gives one line naming the file, line, column and key.
func TestParseErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, file, want string
	}{
		{"unknown key", "name = \"x\"\nkiriag = true\n", "house.toml:2:1: kiriag: unknown key; did you mean kiriage?"},
		{"bare yes", "name = \"x\"\nkiriage = yes\n", "house.toml:2:11: kiriage: write true or false, not yes: a TOML boolean is true or false, without quotes"},
		{"a last part", "riichi = 1000\n", "house.toml:1:1: riichi: unknown key; did you mean game.riichi?"},
		{"unknown key far from any", "name = \"x\"\nbonus = true\n", "house.toml:2:1: bonus: unknown key; 'hayami rules init' writes every key with what it does"},
		{"unknown key in a section", "[honba]\nron = 300\nrons = 3\n", "house.toml:3:1: honba.rons: unknown key"},
		{"unknown section", "[bonus]\nx = 1\n", "house.toml:1:2: bonus: unknown table; the tables are notes, sources, yakuman, yaku, dora, honba, game, sanma, fu, notation, table"},
		{"empty unknown section", "name = \"x\"\n[a]\n[b]\n", "house.toml:2:2: a: unknown table; the tables are notes, sources, yakuman, yaku, dora, honba, game, sanma, fu, notation, table"},
		{"nested table", "[notes.kiriage]\n", "house.toml:1:2: notes.kiriage: unknown table; the tables are notes, sources, yakuman, yaku, dora, honba, game, sanma, fu, notation, table"},
		{"set twice", "kiriage = true\nkiriage = false\n", "house.toml:2:1: kiriage: set twice (first on line 1)"},
		{"set twice in a table", "[honba]\nron = 300\n[honba]\n", "house.toml:3:2: honba: table honba already exists"},
		{"long list", "[table]\nfu = [" + strings.Repeat("30, ", 33) + "30]\n", "house.toml:2:1: table.fu: a list of more than 32 items"},
		{"long name", "name = \"" + strings.Repeat("n", 101) + "\"\n", "house.toml:1:1: name: \"nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn\"… is 101 characters long; at most 100 fit"},
		{"long note", "[notes]\nkiriage = \"" + strings.Repeat("ノ", 1001) + "\"\n", "house.toml:2:1: notes.kiriage: \"" + strings.Repeat("ノ", 40) + "\"… is 1001 characters long; at most 1000 fit"},
		{"too big", "# " + strings.Repeat("x", 64<<10) + "\n", "house.toml: 65539 bytes is too long for a rules file (at most 64 KB)"},
		{"wrong type", "kiriage = \"yes\"\n", "house.toml:1:1: kiriage: expected a boolean (true or false), got a string"},
		{"wrong type int", "[honba]\nron = 3.5\n", "house.toml:2:1: honba.ron: expected a whole number, got a decimal number"},
		{"wrong list", "[table]\nfu = [30, \"40\"]\n", "house.toml:2:1: table.fu: expected a list of whole numbers, found 40"},
		{"players 5", "\n\nplayers = 5\n", "house.toml:3:1: players: 5 players is not a riichi game; use 4 or 3"},
		{"fu 35", "[table]\n  fu = [20, 35]\n", "house.toml:2:3: table.fu: 35 is not a fu a table can show"},
		{"han 0", "[table]\nhan = \"0-4\"\n", "house.toml:2:1: table.han: 0-4 starts below 1 han"},
		{"bad han", "[table]\nhan = \"one\"\n", `house.toml:2:1: table.han: "one" is not a han range`},
		{"negative honba", "[honba]\nron = -300\n", "house.toml:2:1: honba.ron: a counter cannot be worth -300"},
		{"bad enum", "kazoe = \"double\"\n", `house.toml:1:1: kazoe: "double" is not one of none, single, stacking`},
		{"unknown preset", "extends = \"ema2030\"\n", `house.toml:1:1: extends: no preset is called "ema2030"`},
		{"syntax", "name = \"x\nkiriage = true\n", "house.toml:1:10: basic strings cannot have new lines"},
		{"duplicate", "kiriage = true\nkiriage = false\n", "house.toml:2:1: kiriage: "},
		{"array of tables", "[[honba]]\nron = 1\n", "house.toml:1:3: honba: arrays of tables"},
		{"note on no key", "[notes]\nfoo = \"x\"\n", `house.toml:2:1: notes.foo: a note must be about a rules setting; "foo" is not one`},
		{"note on notation", "[notes]\n\"notation.all\" = \"x\"\n", `house.toml:2:1: notes.notation.all: a note must be about a rules setting`},
		{"huge number", "[honba]\nron = 99999999999\n", "house.toml:2:1: honba.ron: 99999999999 is out of range"},
		{"max without stacking", "[yakuman]\nmax = 3\n", "house.toml:2:1: yakuman.max: 3 needs yakuman.stacking = true"},
		{"retired special doubles", "[yakuman]\nspecial_doubles = true\n", `house.toml:2:1: yakuman.special_doubles: yakuman.special_doubles was replaced by yakuman.doubles, the list of yakuman that count double: for true write yakuman.doubles = ["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"], for false yakuman.doubles = []`},
		{"unknown double", "[yakuman]\nstacking = true\nmax = 2\ndoubles = [\"kokushi\"]\n", `house.toml:4:1: yakuman.doubles: "kokushi" is not one of "kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"`},
		{"doubles not strings", "[yakuman]\ndoubles = [1]\n", "house.toml:2:1: yakuman.doubles: expected a list of strings, found 1"},
		{"doubles without stacking", "[yakuman]\ndoubles = [\"daisuushii\"]\n", "house.toml:2:1: yakuman.doubles: a double yakuman needs yakuman.stacking = true"},
		{"renhou", "[yaku]\nrenhou = \"baiman\"\n", `house.toml:2:1: yaku.renhou: "baiman" is not one of none, mangan, yakuman`},
		{"empty inline table as a value", "kiriage = {}\n", "house.toml:1:1: kiriage: expected a boolean (true or false), got a table"},
		{"empty inline table of keys", "notes = {}\n", "house.toml:1:1: notes: an empty table ({}) sets nothing: give its keys values, or remove it"},
		{"empty inline table in a table", "[game]\numa = {}\n", "house.toml:2:1: game.uma: expected a list of whole numbers, got a table"},
		{"empty inline table as a note", "notes.kiriage = {}\n", "house.toml:1:1: notes.kiriage: expected a string, got a table"},
		{"unknown key holding a table", "bogus.deeper = {x = {}}\n", "house.toml:1:1: bogus.deeper: unknown key; 'hayami rules init' writes every key with what it does"},
		{"unknown key inside an inline table", "yakuman = {max = 2, a = {}}\n", "house.toml:1:21: yakuman.a: unknown key; did you mean yakuman.max?"},
		{"nested too deep", "yakuman = " + strings.Repeat("{a = ", 20) + strings.Repeat("}", 20) + "\n", "house.toml:1:91: lists and tables nested more than 16 deep: no rules key needs that"},
		{"red fives", "[dora]\nred = 7\n", "house.toml:2:1: dora.red: a set has 0 to 4 red fives, not 7"},
		{"kazoe han", "kazoe = \"single\"\nkazoe_han = 27\n", "house.toml:2:1: kazoe_han: a counted yakuman starts at 11 to 26 han, not 27"},
		{"uma sum", "[game]\numa = [20, 10, -10, -10]\n", "house.toml:2:1: game.uma: the uma sums to 10, not 0; give the uma without the oka"},
		{"uma of five", "[game]\numa = [20, 10, 0, -10, -20]\n", "house.toml:2:1: game.uma: give 4 uma values, first place first, or 3 for three players; got 5"},
		{"return below start", "[game]\nstart = 30000\nreturn = 25000\n", "house.toml:3:1: game.return: return points must be from the starting points (30000)"},
		{"source on no key", "[sources]\nfoo = \"x\"\n", `house.toml:2:1: sources.foo: a source must be about a rules setting; "foo" is not one`},
		{"note on the name", "[notes]\nname = \"x\"\n", `house.toml:2:1: notes.name: a note must be about a rules setting; "name" is not one`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ruleset.Parse("house.toml", []byte(tt.file))
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("got  %v\nwant %s…", err, tt.want)
			}
		})
	}
}

func TestApplySets(t *testing.T) {
	t.Parallel()
	r, _ := ruleset.Preset("ema2025")
	r, err := ruleset.Apply(r, []string{"kiriage=false", "honba.ron=1500", "table.han=1-13", "table.fu=30,40", "kazoe=\"single\"", "name=Friday night"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Kiriage || r.Honba.Ron != 1500 || r.Table.Han != (table.HanRange{Min: 1, Max: 13}) || !cmp.Equal(r.Table.Fu, []int{30, 40}) ||
		r.Kazoe != table.KazoeSingle || r.Name != "Friday night" || r.ID != "friday-night" {
		t.Errorf("got %+v", r)
	}
	for _, n := range r.Notes {
		if n.Key == "kazoe" {
			t.Errorf("the note on kazoe survived --set kazoe")
		}
	}
	tests := []struct{ set, want string }{
		{"kiriage", "--set kiriage: write it as key=value"},
		{"kiriage=maybe", `--set kiriage=maybe: kiriage: "maybe" is not true or false`},
		{"kiriage=yes", `--set kiriage=yes: kiriage: "yes" is not true or false: write true or false, which is all a rules key takes`},
		{"red=3", "--set red=3: red: unknown key; did you mean dora.red?"},
		{"game.red=3", "--set game.red=3: game.red: unknown key; did you mean dora.red?"},
		{"riichi=1000", "--set riichi=1000: riichi: unknown key; did you mean game.riichi?"},
		{"club=Thursday", "--set club=Thursday: club: not a rules key but hayami build's --club: write it in hayami.toml, the project file (hayami init)"},
		{"players=5", "--set players=5: players: 5 players is not a riichi game"},
		{"honba.ron=-1", "--set honba.ron=-1: honba.ron: a counter cannot be worth -1"},
		{"table.fu=20,35", "--set table.fu=20,35: table.fu: 35 is not a fu a table can show"},
		{"colour=red", "--set colour=red: colour: unknown key"},
		{"extends=tenhou", "--set extends=tenhou: extends: extends only works in a rules file"},
		{"rounding=ten", `--set rounding=ten: rounding: "ten" is not a whole number`},
		{"yakuman.special_doubles=true", "--set yakuman.special_doubles=true: yakuman.special_doubles: yakuman.special_doubles was replaced by yakuman.doubles"},
		{"game.uma=10,-10", "--set game.uma=10,-10: game.uma: give 4 uma values, first place first, or 3 for three players; got 2"},
		{"game.uma=15,0,-15", "--set game.uma=15,0,-15: game.uma: give 4 uma values, first place first, or 3 for three players; got 3"},
		{"game.uma=[1,2", `--set game.uma=[1,2: game.uma: "[1,2" opens or closes a list without the other bracket`},
		{"kazoe_han=3", "--set kazoe_han=3: kazoe_han: a counted yakuman starts at 11 to 26 han, not 3"},
		{"notes.colour=x", `--set notes.colour=x: notes.colour: a note must be about a rules setting; "colour" is not one`},
		{"yakuman.doubles=[daisuushii]", "--set yakuman.doubles=[daisuushii]: yakuman.doubles: a double yakuman needs yakuman.stacking = true"},
	}
	base, _ := ruleset.Preset("ema2025")
	for _, tt := range tests {
		_, err := ruleset.Apply(base, []string{tt.set})
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("--set %s: got %v, want %q", tt.set, err, tt.want)
		}
	}
	// Stating a value silences its note; an empty note removes one; a
	// house note is the club's own.
	tenhou, _ := ruleset.Preset("tenhou")
	r, err = ruleset.Apply(tenhou, []string{"players=3", "game.uma=[20, 0, -20]", "yakuman.doubles=[\"kokushi_13\", daisuushii]", "notes.yakuman.max=", "notes.kiriage=Voted in March.", "sources.kiriage=Club meeting, March"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Players != 3 || !slices.Equal(r.Game.Uma, []int{20, 0, -20}) || !slices.Equal(r.Yakuman.Doubles, []table.DoubleYakuman{table.DoubleKokushi13, table.DoubleDaisuushii}) {
		t.Errorf("got players %d, uma %v, doubles %v", r.Players, r.Game.Uma, r.Yakuman.Doubles)
	}
	if slices.ContainsFunc(r.Notes, func(n table.Note) bool { return n.Key == "yakuman.max" }) ||
		!slices.Contains(r.Notes, table.Note{Key: "kiriage", Text: "Voted in March.", House: true}) ||
		!slices.Contains(r.Sources, table.Note{Key: "kiriage", Text: "Club meeting, March"}) {
		t.Errorf("notes %v, sources %v", r.Notes, r.Sources)
	}
	r, err = ruleset.Parse("quiet.toml", []byte("extends = \"tenhou\"\n[notes]\n\"yakuman.max\" = \"\"\n"))
	if err != nil || slices.ContainsFunc(r.Notes, func(n table.Note) bool { return n.Key == "yakuman.max" }) {
		t.Errorf("an empty note in a file did not remove the preset's: %v, %v", r.Notes, err)
	}
	var ue *ruleset.UsageError
	if _, err := ruleset.Apply(base, []string{"kiriage"}); !errors.As(err, &ue) {
		t.Errorf("a --set without '=' is not a usage error: %v", err)
	}
}

func TestSlug(t *testing.T) {
	t.Parallel()
	if got := ruleset.Slug(strings.Repeat("abc ", 100)); len(got) > 48 {
		t.Errorf("a long name gives a %d-byte slug", len(got))
	}
	for in, want := range map[string]string{"Thursday club": "thursday-club", "../../x": "x", "EMA 2025!": "ema-2025", "麻雀 クラブ": "麻雀-クラブ", "...": "rules", "a/b\\c": "a-b-c"} {
		if got := ruleset.Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzParse feeds arbitrary files to the parser: it must never panic, and
// whatever it accepts must be rules that compute and read back.
func FuzzParse(f *testing.F) {
	for _, name := range ruleset.PresetNames {
		data, _ := ruleset.PresetText(name)
		f.Add(data)
	}
	f.Add([]byte("honba = { ron = 1500, tsumo = 500 }\n[table]\nhan = \"1-13\"\n"))
	f.Add([]byte("aotenjou = true\n[table]\nhan = \"1-60\"\n"))
	f.Add([]byte("[notes]\n\"kazoe\" = \"x\"\n[[a]]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ruleset.Parse("fuzz.toml", data)
		if err != nil {
			if strings.Contains(err.Error(), "\n") && !strings.Contains(string(data), "\n") {
				t.Errorf("multi-line error: %q", err)
			}
			return
		}
		if _, err := standings.Compute(r, 0); err != nil {
			var tooLarge *table.TooLargeError
			if !errors.As(err, &tooLarge) {
				t.Errorf("accepted rules do not compute: %v", err)
			}
		}
		if _, err := ruleset.Parse("again.toml", ruleset.Format(r)); err != nil {
			t.Errorf("accepted rules do not read back: %v\n%s", err, ruleset.Format(r))
		}
	})
}

// FuzzApply feeds --set any text: it never panics, an error is one line
// naming the setting, and accepted settings compute a table and read back.
func FuzzApply(f *testing.F) {
	for _, seed := range []string{"kiriage=false", "honba.ron=1500", "table.han=1-13", "table.fu=20,30,40", "notation.all=オール",
		"sanma.tsumo=bisection", "players=3", "yakuman.max=6", "fu.double_wind_pair=4", "aotenjou=true", "name=\"Thursday\"", "kazoe = stacking"} {
		f.Add(seed, "table.han=1-4")
	}
	f.Fuzz(func(t *testing.T, first, second string) {
		base, err := ruleset.Preset(ruleset.Default)
		if err != nil {
			t.Fatal(err)
		}
		r, err := ruleset.Apply(base, []string{first, second})
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "--set ") || strings.Contains(msg, "\n") && !strings.ContainsAny(first+second, "\n\r") {
				t.Errorf("error %q: not one line starting with the --set it is about", msg)
			}
			return
		}
		if _, err := standings.Compute(r, 0); err != nil {
			var tooLarge *table.TooLargeError
			if !errors.As(err, &tooLarge) {
				t.Errorf("accepted settings do not compute: %v", err)
			}
		}
		if _, err := ruleset.Parse("again.toml", ruleset.Format(r)); err != nil {
			t.Errorf("accepted settings do not read back: %v\n%s", err, ruleset.Format(r))
		}
		if again, err := ruleset.Apply(r, nil); err != nil || again.ID != r.ID {
			t.Errorf("applied again with nothing set: ID %q, was %q (%v)", again.ID, r.ID, err)
		}
	})
}

// TestTextKeepsToOneLine reads a note over several lines and a name with a
// tab: each becomes one line; other control characters are refused.
func TestTextKeepsToOneLine(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Parse("club.toml", []byte("name = \"Thursday\\tclub\"\n[notes]\nkiriage = \"\"\"Checked with\nthe club.\"\"\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "Thursday club" || r.Notes[len(r.Notes)-1] != (table.Note{Key: "kiriage", Text: "Checked with the club.", House: true}) {
		t.Errorf("name %q, notes %+v", r.Name, r.Notes)
	}
	_, err = ruleset.Parse("bell.toml", []byte("name = \"Bell\\u0007\"\n"))
	if err == nil || !strings.Contains(err.Error(), "bell.toml:1:1: name: \"Bell\\a\" has a control character (U+0007)") {
		t.Errorf("got %v", err)
	}
}

// BenchmarkParseHostile parses the worst files the size limit lets in,
// and one it refuses: each fails at its first bad line or at once.
func BenchmarkParseHostile(b *testing.B) {
	fill := func(line string, size int) []byte {
		return []byte(strings.Repeat(line, size/len(line)+1)[:size])
	}
	files := []struct {
		name string
		data []byte
	}{
		{"unknown keys", fill("k = 1\n", ruleset.MaxFileSize)},
		{"repeated key", fill("kiriage = true\n", ruleset.MaxFileSize)},
		{"empty tables", fill("[bonus]\n", ruleset.MaxFileSize)},
		{"long list", []byte("[table]\nfu = [" + string(fill("30,", ruleset.MaxFileSize-20)) + "]\n")},
		{"junk", fill("\x00\xff=[{\"", ruleset.MaxFileSize)},
		{"1 MB", fill("# comment\n", 1<<20)},
	}
	for _, f := range files {
		b.Run(f.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := ruleset.Parse("house.toml", f.data); err == nil {
					b.Fatal("parsed")
				}
			}
		})
	}
}

// TestKeyValuesAreWhatCheckTakes holds each key's Values and Range, which
// the web form offers, to what --set and Rules.Check take: every value and
// both ends of a range are taken, a number beside them is refused.
func TestKeyValuesAreWhatCheckTakes(t *testing.T) {
	t.Parallel()
	base, err := ruleset.Preset("ema2025")
	if err == nil { // every yakuman multiple and a double yakuman may be paid
		base, err = ruleset.Apply(base, []string{"kazoe=stacking", "yakuman.stacking=true", "yakuman.max=2"})
	}
	if err != nil {
		t.Fatal(err)
	}
	// apply sets k to v, with the key k must be at least at its least and
	// a key that must be at least k at v.
	apply := func(k ruleset.Key, v string) error {
		var sets []string
		if k.AtLeast != "" {
			least, _ := ruleset.Lookup(k.AtLeast)
			sets = append(sets, k.AtLeast+"="+strconv.Itoa(least.Range.Min))
		}
		sets = append(sets, k.Name+"="+v)
		for _, o := range ruleset.Keys {
			if o.AtLeast == k.Name {
				sets = append(sets, o.Name+"="+v)
			}
		}
		_, err := ruleset.Apply(base, sets)
		return err
	}
	taken := func(k ruleset.Key, v string) {
		if err := apply(k, v); err != nil {
			t.Errorf("%s: %q is among its values, but: %v", k.Name, v, err)
		}
	}
	refused := func(k ruleset.Key, v string) {
		var re *ruleset.Error
		if err := apply(k, v); !errors.As(err, &re) || re.Key != k.Name {
			t.Errorf("%s: %q is not among its values, but --set takes it: %v", k.Name, v, err)
		}
	}
	for _, k := range ruleset.Keys {
		switch {
		case k.Kind == ruleset.KindInt && k.Range != nil:
			taken(k, strconv.Itoa(k.Range.Min))
			taken(k, strconv.Itoa(k.Range.Max))
			refused(k, strconv.Itoa(k.Range.Min-1))
			refused(k, strconv.Itoa(k.Range.Max+1))
		case k.Kind == ruleset.KindInt:
			if len(k.Values) == 0 {
				t.Errorf("%s: a whole number with neither values nor a range", k.Name)
			}
			for _, v := range k.Values {
				taken(k, v)
				n, _ := strconv.Atoi(v)
				for _, near := range []string{strconv.Itoa(n - 1), strconv.Itoa(n + 1)} {
					if !slices.Contains(k.Values, near) {
						refused(k, near)
					}
				}
			}
		case k.Kind == ruleset.KindStringList:
			for _, v := range k.Values {
				taken(k, strconv.Quote(v))
			}
			refused(k, `"bogus"`)
		case k.Kind == ruleset.KindBool:
			for _, v := range k.Values {
				taken(k, v)
			}
			refused(k, "maybe")
		case len(k.Values) > 0:
			for _, v := range k.Values {
				taken(k, strconv.Quote(v))
			}
			refused(k, `"bogus"`)
		}
		if k.Range != nil && k.Kind != ruleset.KindInt || k.Range != nil && len(k.Values) > 0 {
			t.Errorf("%s: a range is a whole number's that does not list its values", k.Name)
		}
	}
	// game.return is at least game.start.
	start, _ := ruleset.Lookup("game.start")
	ret, _ := ruleset.Lookup("game.return")
	if ret.AtLeast != start.Name {
		t.Fatalf("game.return is at least %q", ret.AtLeast)
	}
	if _, err := ruleset.Apply(base, []string{"game.start=30000", "game.return=29999"}); err == nil {
		t.Error("game.return=29999 under game.start=30000 is taken")
	}
}

// TestOnlyLooksAreUnstated: the keys sheets do not state are the name, the
// preset, the source and how sheets look; a new rule without a Statement
// would be none of them.
func TestOnlyLooksAreUnstated(t *testing.T) {
	t.Parallel()
	looks := []string{"name", "extends", "source", "notation.order", "notation.separator", "notation.all", "table.han", "table.fu"}
	for _, k := range ruleset.Keys {
		if look := slices.Contains(looks, k.Name); look == k.IsRule() {
			t.Errorf("%s: stated by sheets %t; a rule of the game needs a Statement, a key of how sheets look none", k.Name, k.IsRule())
		}
	}
}

// TestNestedInlineTablesAreCheap: 40 KB of nested empty inline tables (a
// red-team file that once took 900 MB and seconds) is refused at the
// first level too deep, in little memory, and so is a list as deep.
func TestNestedInlineTablesAreCheap(t *testing.T) { // not parallel: AllocsPerRun counts the whole process
	deep := []byte("yakuman = {" + strings.Repeat("a = {", 9990) + strings.Repeat("}", 9991) + "\n")
	lists := []byte("[game]\numa = " + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + "\n")
	for _, data := range [][]byte{deep, lists} {
		_, err := ruleset.Parse("deep.toml", data)
		if err == nil || !strings.Contains(err.Error(), "nested more than 16 deep") {
			t.Fatalf("a file nested 10,000 deep: %v", err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		allocs := testing.AllocsPerRun(5, func() { _, _ = ruleset.Parse("deep.toml", data) })
		runtime.ReadMemStats(&after)
		if perRun := (after.TotalAlloc - before.TotalAlloc) / 6; allocs > 50 || perRun > 1<<20 {
			t.Errorf("refusing a %d-byte nested file: %.0f allocations, %d bytes each time; want a few, under 1 MB", len(data), allocs, perRun)
		}
	}
}

// TestStackingOffFollows: turning yakuman stacking off on a preset that
// stacks (Mahjong Soul: up to 6 yakuman, four doubles) makes the obvious
// rule set, one yakuman at most and no doubles, from --set and from a
// house file alike; a multiple given with it is still refused.
func TestStackingOffFollows(t *testing.T) {
	t.Parallel()
	soul, err := ruleset.Preset("majsoul")
	if err != nil {
		t.Fatal(err)
	}
	if !soul.Yakuman.Stacking || soul.Yakuman.Max < 2 || len(soul.Yakuman.Doubles) == 0 {
		t.Fatalf("majsoul: %+v, want a stacking preset with doubles", soul.Yakuman)
	}
	fromSet, err := ruleset.Apply(soul, []string{"yakuman.stacking=false"})
	if err != nil {
		t.Fatal(err)
	}
	fromFile, err := ruleset.Parse("single.toml", []byte("extends = \"majsoul\"\n[yakuman]\nstacking = false\n"))
	if err != nil {
		t.Fatal(err)
	}
	for name, r := range map[string]table.Rules{"--set": fromSet, "file": fromFile} {
		if r.Yakuman.Stacking || r.Yakuman.Max != 1 || len(r.Yakuman.Doubles) != 0 {
			t.Errorf("%s: %+v, want one yakuman at most and no doubles", name, r.Yakuman)
		}
		for _, n := range append(r.Notes, r.Sources...) {
			if n.Key == "yakuman.max" || n.Key == "yakuman.doubles" {
				t.Errorf("%s: the preset's remark on %s stays: %q", name, n.Key, n.Text)
			}
		}
	}
	if _, err := ruleset.Apply(soul, []string{"yakuman.stacking=false", "yakuman.max=3"}); err == nil || !strings.Contains(err.Error(), "3 needs yakuman.stacking = true") {
		t.Errorf("stacking off with a multiple of 3: %v", err)
	}
	counted, err := ruleset.Apply(soul, []string{"kazoe=stacking", "yakuman.stacking=false"})
	if err != nil || counted.Yakuman.Max != soul.Yakuman.Max {
		t.Errorf("counted yakuman still stack: max %d, %v; want the preset's %d", counted.Yakuman.Max, err, soul.Yakuman.Max)
	}
}

// TestVariantNamesItself: --set changing a rule set it does not rename
// makes a variant of it, with an ID of its own for its files; the same
// value, a new name or no change makes none; many changes get a digest.
func TestVariantNamesItself(t *testing.T) {
	t.Parallel()
	tenhou, err := ruleset.Preset("tenhou")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		sets    []string
		id      string
		variant []string
	}{
		{nil, "tenhou", nil},
		{[]string{"kiriage=false"}, "tenhou", nil}, // Tenhou's own value
		{[]string{"kiriage=true"}, "tenhou-kiriage", []string{"kiriage"}},
		{[]string{"aotenjou=true", "kiriage=true"}, "tenhou-kiriage-aotenjou", []string{"kiriage", "aotenjou"}},
		{[]string{"dora.red=0"}, "tenhou-dora-red-0", []string{"dora.red"}},
		{[]string{"kiriage=true", "dora.red=0", "aotenjou=true"}, "tenhou-v", []string{"kiriage", "aotenjou", "dora.red"}},
		{[]string{"kiriage=true", "name=Thursday"}, "thursday", nil},
	} {
		r, err := ruleset.Apply(tenhou, tt.sets)
		if err != nil {
			t.Fatalf("%v: %v", tt.sets, err)
		}
		if r.ID != tt.id && !(strings.HasSuffix(tt.id, "-v") && strings.HasPrefix(r.ID, tt.id) && len(r.ID) == len(tt.id)+8) || !slices.Equal(r.Variant, tt.variant) {
			t.Errorf("%v: ID %q, variant %v; want %q, %v", tt.sets, r.ID, r.Variant, tt.id, tt.variant)
		}
		if len(tt.variant) > 0 && (r.VariantOf != "tenhou" || r.Name != "Tenhou") {
			t.Errorf("%v: a variant of %q named %q, want of tenhou, named Tenhou", tt.sets, r.VariantOf, r.Name)
		}
	}
	a, _ := ruleset.Apply(tenhou, []string{"kiriage=true", "dora.red=0", "aotenjou=true"})
	b, _ := ruleset.Apply(tenhou, []string{"kiriage=true", "dora.red=1", "aotenjou=true"})
	if a.ID == b.ID {
		t.Errorf("two different variants share the ID %s", a.ID)
	}
}

// A four-player rule set played by three pays the three-player 200 per
// counter on a ron, with a note, unless the rules give a honba value; the
// Mahjong Soul presets take Mahjong Soul's north-bisection rounding when
// played with bisection; stating a scheme other than bisection drops the
// preset's remark on its rounding.
func TestPlayedByThree(t *testing.T) {
	t.Parallel()
	apply := func(preset string, sets ...string) table.Rules {
		t.Helper()
		r, err := ruleset.Preset(preset)
		if err == nil {
			r, err = ruleset.Apply(r, sets)
		}
		if err != nil {
			t.Fatalf("%s %v: %v", preset, sets, err)
		}
		return r
	}
	remark := func(notes []table.Note, key string) (table.Note, bool) {
		i := slices.IndexFunc(notes, func(n table.Note) bool { return n.Key == key })
		if i < 0 {
			return table.Note{}, false
		}
		return notes[i], true
	}
	parse := func(text string, sets ...string) table.Rules {
		t.Helper()
		r, err := ruleset.Parse("club.toml", []byte(text))
		if err == nil {
			r, err = ruleset.Apply(r, sets)
		}
		if err != nil {
			t.Fatalf("%q %v: %v", text, sets, err)
		}
		return r
	}
	for _, tt := range []struct {
		name  string
		rules table.Rules
		ron   int
		noted bool
	}{
		{"--players 3", apply("ema2025", "players=3"), 200, true},
		{"--players 3 with honba.ron", apply("ema2025", "players=3", "honba.ron=300"), 300, false},
		{"--players 3 with honba.tsumo", apply("ema2025", "players=3", "honba.tsumo=100"), 300, false},
		{"a file of three players", parse("extends = \"ema2025\"\nplayers = 3\n"), 200, true},
		{"a file's own honba, then --players 3", parse("extends = \"ema2025\"\n[honba]\nron = 300\n", "players=3"), 300, false},
		{"four players", apply("ema2025", "players=4"), 300, false},
	} {
		n, ok := remark(tt.rules.Notes, "honba.ron")
		if tt.rules.Honba.Ron != tt.ron || tt.rules.Honba.Tsumo != 100 || ok != tt.noted || n.House {
			t.Errorf("%s: honba %+v, note %+v", tt.name, tt.rules.Honba, n)
		}
		if _, sourced := remark(tt.rules.Sources, "honba.ron"); tt.noted && (sourced || n.Text != "Played by three: 200 per counter on a ron, as three-player rules pay (two payers of 100 on a tsumo), in place of the four-player 300; set honba.ron to keep 300.") {
			t.Errorf("%s: note %q, the preset's source stays: %v", tt.name, n.Text, sourced)
		}
	}
	if r := apply("tenhou-sanma", "players=3"); r.Honba.Ron != 200 || !slices.Contains(r.Notes, table.Note{Key: "honba.ron", Text: "200 per counter on a ron is confirmed for Mahjong Soul and only reported for Tenhou."}) {
		t.Errorf("tenhou-sanma --players 3: honba %+v, notes %v", r.Honba, r.Notes)
	}

	soul := apply("majsoul-sanma", "sanma.tsumo=bisection")
	p, err := table.Pay(soul, table.Hand{Han: 2, Fu: 20, Dealer: true}, 0)
	if err != nil || soul.Sanma.Bisection != table.BisectionShare || p.TsumoSplit().Nondealer != 1000 {
		t.Errorf("majsoul-sanma with bisection: %s, %d all, %v; want share, 1000 all", soul.Sanma.Bisection, p.TsumoSplit().Nondealer, err)
	}
	if _, ok := remark(apply("ema2025", "players=3", "sanma.tsumo=loss").Notes, "sanma.bisection"); ok {
		t.Errorf("tsumo-loss stated: the note on north-bisection's rounding stays")
	}
	if _, ok := remark(apply("ema2025", "players=3", "sanma.tsumo=bisection").Notes, "sanma.bisection"); !ok {
		t.Errorf("north-bisection stated: the note on its assumed rounding went")
	}
	if _, err := ruleset.Apply(soul, []string{"sanma.bisection=once"}); err == nil || !strings.HasPrefix(err.Error(), `--set sanma.bisection=once: sanma.bisection: "once" is not one of half, share`) {
		t.Errorf("sanma.bisection=once: %v", err)
	}
	if _, err := ruleset.Apply(soul, []string{"sanma.tsumo=equal", "rounding=1000"}); err == nil || !strings.Contains(err.Error(), `sanma.tsumo: "equal" splits the ron 2:1`) {
		t.Errorf("equal with 1,000-point rounding: %v", err)
	}
}
