package ruleset_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"hayami/ruleset"
	"hayami/table"
)

func TestPresetsMatchScoringFacts(t *testing.T) {
	type facts struct {
		players           int
		kiriage           bool
		kazoe             table.Kazoe
		stacking          bool
		specialDoubles    bool
		openTanyao        bool
		doubleWind        int
		honbaRon, honbaTs int
		unconfirmed       []string
	}
	want := map[string]facts{
		"ema2025":       {4, true, table.KazoeNone, false, false, true, 2, 300, 100, []string{"kazoe", "yakuman.stacking", "sanma.tsumo"}},
		"wrc2025":       {4, true, table.KazoeNone, false, false, true, 2, 300, 100, []string{"kazoe", "yakuman.stacking", "sanma.tsumo"}},
		"ema2016":       {4, false, table.KazoeNone, false, false, true, 4, 300, 100, []string{"sanma.tsumo"}},
		"tenhou":        {4, false, table.KazoeSingle, true, false, true, 4, 300, 100, []string{"yakuman.max"}},
		"tenhou-sanma":  {3, false, table.KazoeSingle, true, false, true, 4, 200, 100, []string{"yakuman.max", "honba.ron"}},
		"majsoul":       {4, false, table.KazoeSingle, true, true, true, 4, 300, 100, []string{"kiriage", "yakuman.stacking", "yakuman.special_doubles", "yakuman.max"}},
		"majsoul-sanma": {3, false, table.KazoeSingle, true, true, true, 4, 200, 100, []string{"kiriage", "yakuman.stacking", "yakuman.special_doubles", "yakuman.max"}},
		"mleague":       {4, true, table.KazoeNone, true, false, true, 4, 300, 100, []string{"kazoe", "yakuman.stacking", "yakuman.max", "fu.double_wind_pair", "sanma.tsumo"}},
		"jpml":          {4, false, table.KazoeNone, false, false, true, 4, 300, 100, []string{"fu.double_wind_pair", "honba.ron", "honba.tsumo", "sanma.tsumo", "yaku.open_tanyao"}},
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
		got := facts{r.Players, r.Kiriage, r.Kazoe, r.Yakuman.Stacking, r.Yakuman.SpecialDoubles, r.Yaku.OpenTanyao, r.Fu.DoubleWindPair, r.Honba.Ron, r.Honba.Tsumo, notes}
		if diff := cmp.Diff(want[name], got, cmp.AllowUnexported(facts{})); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
		if r.ID != name || r.Source == "" || r.Rounding != 100 || r.Sanma.Tsumo != table.SanmaLoss {
			t.Errorf("%s: id %q, source %q, rounding %d, sanma %s", name, r.ID, r.Source, r.Rounding, r.Sanma.Tsumo)
		}
	}
}

func TestFormatReadsBack(t *testing.T) {
	for _, name := range ruleset.PresetNames {
		r, _ := ruleset.Preset(name)
		back, err := ruleset.Parse(name+".toml", ruleset.Format(r))
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, ruleset.Format(r))
		}
		back.ID, back.Extends = r.ID, r.Extends
		if diff := cmp.Diff(r, back); diff != "" {
			t.Errorf("%s: Format then Parse changed (-want +got):\n%s", name, diff)
		}
	}
}

func TestStarterExtendsWithoutChanges(t *testing.T) {
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
	r, err := ruleset.Parse("thursday.toml", []byte(`
name = "Thursday club"
extends = "ema2016"
players = 3
kazoe = "single"
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
	want := []string{"players=3", `kazoe="single"`, "honba.ron=1000", "honba.tsumo=500", `sanma.tsumo="bisection"`, "fu.double_wind_pair=2", `table.han="1-13"`, "table.fu=[30, 40]"}
	if diff := cmp.Diff(want, keys); diff != "" {
		t.Errorf("changes (-want +got):\n%s", diff)
	}
	if r.Source != "house rules from thursday.toml, extending ema2016" || len(r.Notes) != 0 {
		t.Errorf("source %q, notes %v", r.Source, r.Notes)
	}
	// A file's own note survives a later table that sets the same key.
	r, err = ruleset.Parse("noted.toml", []byte("[notes]\n\"yakuman.max\" = \"our cap\"\n[yakuman]\nstacking = true\nmax = 4\n"))
	if err != nil || !slices.Contains(r.Notes, table.Note{Key: "yakuman.max", Text: "our cap"}) {
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
	tests := []struct {
		name, file, want string
	}{
		{"unknown key", "name = \"x\"\nkiriag = true\n", "house.toml:2:1: kiriag: unknown key; the keys are name, extends,"},
		{"unknown key in a section", "[honba]\nron = 300\nrons = 3\n", "house.toml:3:1: honba.rons: unknown key"},
		{"unknown section", "[bonus]\nx = 1\n", "house.toml:2:1: bonus.x: unknown key"},
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
		{"note on no key", "[notes]\nfoo = \"x\"\n", `house.toml:2:1: notes.foo: a note must be about a scoring setting; "foo" is not one`},
		{"note on notation", "[notes]\n\"notation.all\" = \"x\"\n", `house.toml:2:1: notes.notation.all: a note must be about a scoring setting`},
		{"huge number", "[honba]\nron = 99999999999\n", "house.toml:2:1: honba.ron: 99999999999 is out of range"},
		{"max without stacking", "[yakuman]\nmax = 3\n", "house.toml:2:1: yakuman.max: 3 needs yakuman.stacking = true"},
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
		{"players=5", "--set players=5: players: 5 players is not a riichi game"},
		{"honba.ron=-1", "--set honba.ron=-1: honba.ron: a counter cannot be worth -1"},
		{"table.fu=20,35", "--set table.fu=20,35: table.fu: 35 is not a fu a table can show"},
		{"colour=red", "--set colour=red: colour: unknown key"},
		{"extends=tenhou", "--set extends=tenhou: extends: extends only works in a rules file"},
		{"rounding=ten", `--set rounding=ten: rounding: "ten" is not a whole number`},
	}
	base, _ := ruleset.Preset("ema2025")
	for _, tt := range tests {
		_, err := ruleset.Apply(base, []string{tt.set})
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("--set %s: got %v, want %q", tt.set, err, tt.want)
		}
	}
	var ue *ruleset.UsageError
	if _, err := ruleset.Apply(base, []string{"kiriage"}); !errors.As(err, &ue) {
		t.Errorf("a --set without '=' is not a usage error: %v", err)
	}
}

func TestSlug(t *testing.T) {
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
		if _, err := table.Compute(r, 0); err != nil {
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
		if _, err := table.Compute(r, 0); err != nil {
			var tooLarge *table.TooLargeError
			if !errors.As(err, &tooLarge) {
				t.Errorf("accepted settings do not compute: %v", err)
			}
		}
		if _, err := ruleset.Parse("again.toml", ruleset.Format(r)); err != nil {
			t.Errorf("accepted settings do not read back: %v\n%s", err, ruleset.Format(r))
		}
	})
}

// TestTextKeepsToOneLine reads a note over several lines and a name with a
// tab: each becomes one line; other control characters are refused.
func TestTextKeepsToOneLine(t *testing.T) {
	r, err := ruleset.Parse("club.toml", []byte("name = \"Thursday\\tclub\"\n[notes]\nkiriage = \"\"\"Checked with\nthe club.\"\"\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Name != "Thursday club" || r.Notes[len(r.Notes)-1] != (table.Note{Key: "kiriage", Text: "Checked with the club."}) {
		t.Errorf("name %q, notes %+v", r.Name, r.Notes)
	}
	_, err = ruleset.Parse("bell.toml", []byte("name = \"Bell\\u0007\"\n"))
	if err == nil || !strings.Contains(err.Error(), "bell.toml:1:1: name: \"Bell\\a\" has a control character (U+0007)") {
		t.Errorf("got %v", err)
	}
}
