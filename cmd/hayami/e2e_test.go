package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/ruleset"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// binary is the hayami executable built once for these tests.
var binary string

func TestMain(m *testing.M) {
	flag.Parse()
	if os.Getenv("GOGC") == "" { // in-process runs collect garbage as the command does
		debug.SetGCPercent(gcPercent)
	}
	dir, err := os.MkdirTemp("", "hayami-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "hayami")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "building hayami: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	for _, f := range atExit {
		f()
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

// atExit are run after the tests, before the binary ends: the browser
// tests' browsers end there.
var atExit []func()

// result is what one run of the binary did.
type result struct {
	code           int
	stdout, stderr string
}

// hayami runs a command line in this process, as run does for the binary,
// with relative paths under dir.
func hayami(t testing.TB, dir string, args ...string) result {
	t.Helper()
	return hayamiEnv(t, dir, nil, args...)
}

// hayamiEnv is hayami with environment variables set. GOMEMLIMIT is "off"
// unless set: a site run must not cap the heap of the whole test process.
func hayamiEnv(t testing.TB, dir string, env map[string]string, args ...string) result {
	t.Helper()
	return hayamiContext(t, context.Background(), dir, env, args...)
}

// hayamiContext is hayamiEnv until ctx ends, as a signal ends run's.
func hayamiContext(t testing.TB, ctx context.Context, dir string, env map[string]string, args ...string) result {
	t.Helper()
	if !filepath.IsAbs(dir) {
		t.Fatalf("hayami runs in a test's own folder, not %q", dir) // else it writes into the package
	}
	getenv := func(key string) string {
		if v, ok := env[key]; ok {
			return v
		}
		if key == "GOMEMLIMIT" {
			return "off"
		}
		return os.Getenv(key)
	}
	var stdout, stderr bytes.Buffer
	code := runContext(ctx, clibase.System{Dir: dir, Getenv: getenv}, args, &stdout, &stderr)
	return result{code, stdout.String(), stderr.String()}
}

// binaryRun runs the built binary in dir with args and extra environment
// variables ("KEY=value"): the end-to-end tests of the real program.
func binaryRun(t *testing.T, dir string, env []string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running hayami %v: %v", args, err)
	}
	return result{code, stdout.String(), stderr.String()}
}

// golden compares got with testdata/golden/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden file missing (run go test ./cmd/hayami -update): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file: %s", name, firstDifference(want, got))
	}
}

// firstDifference says where two texts first differ, by line.
func firstDifference(want, got []byte) string {
	w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d (of %d, now %d):\nwant %q\ngot  %q", i+1, len(w), len(g), wl, gl)
		}
	}
	return "same lines, different bytes"
}

// TestBuildGolden builds every preset in every format and compares each file.
func TestBuildGolden(t *testing.T) {
	t.Parallel()
	for _, preset := range ruleset.PresetNames {
		t.Run(preset, func(t *testing.T) {
			dir := t.TempDir()
			res := hayami(t, dir, "build", "--rules", preset, "--out", "sheets", "--format", "md,csv,json")
			if res.code != 0 {
				t.Fatalf("exit %d: %s", res.code, res.stderr)
			}
			entries, err := os.ReadDir(filepath.Join(dir, "sheets"))
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
				data, err := os.ReadFile(filepath.Join(dir, "sheets", e.Name()))
				if err != nil {
					t.Fatal(err)
				}
				golden(t, e.Name(), data)
			}
			sheets := []string{"nondealer", "dealer"}
			if strings.HasSuffix(preset, "-sanma") {
				sheets = []string{"sanma"}
			}
			var want []string
			for _, s := range append(sheets, "limits", "fu", "yaku", "record", "record-east", "final", "gaps") {
				want = append(want, preset+"-en-"+s+".md")
			}
			want = append(want, preset+"-en-tables.csv", preset+"-en-tables.json")
			slices.Sort(want)
			if !slices.Equal(names, want) {
				t.Errorf("files %v, want %v", names, want)
			}
			for _, name := range want {
				if !strings.Contains(res.stdout, "wrote "+filepath.Join("sheets", name)+"\n") {
					t.Errorf("stdout does not say it wrote %s:\n%s", name, res.stdout)
				}
			}
		})
	}
}

func TestCommandsGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
	}{
		{"calc-3han30fu.txt", []string{"calc", "--han", "3", "--fu", "30"}},
		{"calc-kiriage-dealer-honba.txt", []string{"calc", "--han", "4", "--fu", "30", "--dealer", "--honba", "2"}},
		{"calc-1han20fu.txt", []string{"calc", "--han", "1", "--fu", "20"}},
		{"calc-sanma-bisection.txt", []string{"calc", "--han", "1", "--fu", "30", "--players", "3", "--set", "sanma.tsumo=bisection", "--honba", "1"}},
		{"calc-double-yakuman.txt", []string{"calc", "--yakuman", "2", "--rules", "tenhou"}},
		{"calc-haneman.txt", []string{"calc", "--han", "7"}},
		{"calc-aotenjou.txt", []string{"calc", "--han", "13", "--fu", "40", "--set", "aotenjou=true"}},
		{"calc-json.json", []string{"calc", "--han", "2", "--fu", "25", "--format", "json"}},
		{"table-sanma.md", []string{"table", "--rules", "majsoul", "--players", "3"}},
		{"table-honba.csv", []string{"table", "--honba", "2", "--format", "csv", "--set", "table.han=1-2", "--set", "table.fu=30,40"}},
		{"rules-list.txt", []string{"rules", "list"}},
		{"rules-show-tenhou.toml", []string{"rules", "show", "tenhou"}},
		{"rules-show-variant.toml", []string{"rules", "show", "tenhou", "--set", "kiriage=true", "--set", "dora.red=0"}},
		{"rules-init.toml", []string{"rules", "init", "--from", "jpml", "--name", "Thursday club"}},
		{"fu-seed1.txt", []string{"fu", "123456m999p555s77z", "--win", "5m"}},
		{"fu-56789-trap.txt", []string{"fu", "567789m12322p456s", "--win", "7m"}},
		{"fu-open-pinfu.json", []string{"fu", "33567p456678s", "--chi", "234m", "--win", "6s", "--format", "json"}},
		{"fu-double-wind-ja.txt", []string{"fu", "123456m333s11z", "--pon", "777p", "--win", "6m", "--tsumo", "--seat", "E", "--round", "E", "--rules", "tenhou", "--lang", "ja"}},
		{"fu-suuankou.txt", []string{"fu", "111m222p333s444z55z", "--tsumo"}},
		{"fu-quads.txt", []string{"fu", "345s55m", "--ankan", "1111z", "--ankan", "9999m", "--kan", "2222p"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := hayami(t, t.TempDir(), tt.args...)
			if res.code != 0 || res.stderr != "" {
				t.Fatalf("exit %d: %s", res.code, res.stderr)
			}
			golden(t, tt.name, []byte(res.stdout))
		})
	}
}

// TestCalcJSONMatchesTable checks calc --format json against the table's own cell.
func TestCalcJSONMatchesTable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var tables struct {
		Tables []struct {
			ID    string            `json:"id"`
			Cells []json.RawMessage `json:"cells"`
		} `json:"tables"`
	}
	res := hayami(t, dir, "table", "--format", "json", "--honba", "1")
	if err := json.Unmarshal([]byte(res.stdout), &tables); err != nil {
		t.Fatal(err)
	}
	// The non-dealer table is enough: the dealer's goes through the same code.
	for _, tab := range tables.Tables[:1] {
		for _, raw := range tab.Cells {
			var cell map[string]any
			if err := json.Unmarshal(raw, &cell); err != nil {
				t.Fatal(err)
			}
			args := []string{"calc", "--format", "json", "--honba", "1", "--han", fmt.Sprint(cell["han"]), "--fu", fmt.Sprint(cell["fu"])}
			if tab.ID == "dealer" {
				args = append(args, "--dealer")
			}
			var calc map[string]any
			if err := json.Unmarshal([]byte(hayami(t, dir, args...).stdout), &calc); err != nil {
				t.Fatal(err)
			}
			delete(calc, "working")
			if fmt.Sprint(calc) != fmt.Sprint(cell) {
				t.Errorf("%s: calc %v\ntable %v", tab.ID, calc, cell)
			}
		}
	}
}

// Bad input gives exactly this one line on stderr and exit 1 (bad data) or
// 2 (bad usage), and writes nothing.
func TestBadInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, content string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("unknown.toml", "name = \"x\"\nkirage = true\n")
	write("type.toml", "[honba]\nron = \"300\"\n")
	write("players.toml", "players = 5\n")
	write("fu.toml", "[table]\nfu = [20, 35]\n")
	write("syntax.toml", "name = \n")
	write("big.toml", "# "+strings.Repeat("x", 70000)+"\n")
	write("tables.toml", strings.Repeat("[bonus]\n", 100000)[:60000])
	write("keys.toml", strings.Repeat("kiriage = true\n", 4000))
	if err := os.Mkdir(filepath.Join(dir, "folder.toml"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.toml"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"build", "--rules", "unknown.toml"}, 1, "hayami: unknown.toml:2:1: kirage: unknown key; did you mean kiriage?"},
		{[]string{"build", "--rules", "type.toml"}, 1, "hayami: type.toml:2:1: honba.ron: expected a whole number, got a string"},
		{[]string{"table", "--rules", "players.toml"}, 1, "hayami: players.toml:1:1: players: 5 players is not a riichi game; use 4 or 3"},
		{[]string{"table", "--rules", "fu.toml"}, 1, "hayami: fu.toml:2:1: table.fu: 35 is not a fu a table can show; use 20, 25 or a multiple of 10 from 30 to 110"},
		{[]string{"rules", "check", "syntax.toml"}, 1, "hayami: syntax.toml:1:8: unexpected character U+000A at start of value"},
		{[]string{"build", "--rules", "big.toml"}, 1, "hayami: rules: big.toml: 70003 bytes is too long for a rules file (at most 64 KB)"},
		{[]string{"build", "--rules", "folder.toml"}, 1, "hayami: rules: folder.toml: not a regular file, so it cannot be a rules file"},
		{[]string{"build", "--rules", "fifo.toml"}, 1, "hayami: rules: fifo.toml: not a regular file, so it cannot be a rules file"},
		{[]string{"build", "--rules", "tables.toml"}, 1, "hayami: tables.toml:1:2: bonus: unknown table; the tables are notes, sources, yakuman, yaku, dora, honba, game, sanma, fu, notation, table"},
		{[]string{"build", "--rules", "keys.toml"}, 1, "hayami: keys.toml:2:1: kiriage: set twice (first on line 1)"},
		{[]string{"build", "--font", "/dev/zero"}, 1, "hayami: --font: /dev/zero: not a regular file, so it cannot be a font"},
		{[]string{"build", "--title", "Thursday\aclub"}, 2, `hayami: --title: "Thursday\aclub" has a control character (U+0007), which no sheet can print`},
		{[]string{"build", "--club", strings.Repeat("麻雀", 101)}, 2, `hayami: --club: "` + strings.Repeat("麻雀", 20) + `"… is 202 characters long; at most 200 fit`},
		{[]string{"table", "--set", "table.fu=" + strings.Repeat("30,", 33) + "30"}, 1, "hayami: --set table.fu=" + strings.Repeat("30,", 13) + "3…: table.fu: a list of 34 items; at most 32"},
		{[]string{"build", "--rules", "missing.toml"}, 1, "hayami: rules: missing.toml: no such file or directory"},
		{[]string{"build", "--rules", "ema2030"}, 2, `hayami: no preset is called "ema2030"; did you mean ema2025?`},
		{[]string{"build", "--rules", "nope"}, 2, `hayami: no preset is called "nope"; the presets are ema2025, wrc2025, ema2016, tenhou, tenhou-sanma, majsoul, majsoul-sanma, mleague, jpml`},
		{[]string{"build", "--set", "kiriage"}, 2, "hayami: --set kiriage: write it as key=value, e.g. --set kiriage=false"},
		{[]string{"build", "--set", "honba.ron=-300"}, 1, "hayami: --set honba.ron=-300: honba.ron: a counter cannot be worth -300"},
		{[]string{"build", "--honba", "-1"}, 2, "hayami: --honba -1: the number of counters cannot be negative"},
		{[]string{"build", "--honba", "x"}, 2, "hayami: --honba x: not a whole number (include this many honba counters in every payment)"},
		{[]string{"fu", "345m111p22299s77z", "--rules", "tenhou-sanma"}, 2, "hayami: 3m is not in a three-player set (no 2m–8m), and Tenhou (three players) is a three-player rule set"},
		{[]string{"fu", "111p22299s77z", "--chi", "123p", "--rules", "tenhou-sanma"}, 2, "hayami: chi 123p: three-player mahjong has no chi"},
		{[]string{"fu", "111999p22299s77z", "--seat", "N", "--rules", "tenhou-sanma"}, 2, "hayami: --seat N: three players sit east, south and west"},
		{[]string{"build", "--honba", "0x10"}, 2, "hayami: --honba 0x10: not a whole number (include this many honba counters in every payment)"},
		{[]string{"build", "--honba", "0b11"}, 2, "hayami: --honba 0b11: not a whole number (include this many honba counters in every payment)"},
		{[]string{"build", "--heading-level", "0x3"}, 2, "hayami: --heading-level 0x3: not a whole number (with --html fragment: the title's heading level, 1-5 (default 2); an index's groups one below)"},
		{[]string{"drill", "--seed", "0x1"}, 2, "hayami: --seed 0x1: not a whole number, 0 or more (number of the sheet: the same seed gives the same questions)"},
		{[]string{"build", "--format", "docx"}, 2, "hayami: --format docx: unknown format; use pdf, html, md, csv, json"},
		{[]string{"table", "--players", "5"}, 2, "hayami: --players 5: use 4, or 3 for sanma"},
		{[]string{"table", "--format", "xml"}, 2, "hayami: --format xml: use md, csv, json"},
		{[]string{"calc", "--han", "0", "--fu", "30"}, 2, "hayami: --han: 0 han cannot win; a winning hand has at least 1 han"},
		{[]string{"calc", "--han", "2", "--fu", "35"}, 2, "hayami: --fu: no hand counts 35 fu; fu are 20, 25 or a multiple of 10 from 30 to 140"},
		{[]string{"calc", "--han", "3"}, 2, "hayami: --fu: 3 han is paid by its fu; give the fu"},
		{[]string{"calc", "--fu", "30"}, 2, "hayami: give the hand's --han (and --fu), or --yakuman"},
		{[]string{"calc", "--han", "60", "--fu", "30", "--set", "aotenjou=true"}, 1, "hayami: 60 han 30 fu: the payment is larger than 9223372036854775807 and cannot be represented"},
		{[]string{"nonsense"}, 2, `hayami: unknown command "nonsense" for "hayami"; see 'hayami --help'`},
		{[]string{"build", "--colour"}, 2, "hayami: unknown flag --colour; see 'hayami build --help'"},
		{[]string{"rules", "show"}, 2, "hayami: hayami rules show takes one preset name or file; see 'hayami rules show --help'"},
		{[]string{"rules", "init", "--from", "nope"}, 2, `hayami: --from: no preset is called "nope"; the presets are ema2025, wrc2025, ema2016, tenhou, tenhou-sanma, majsoul, majsoul-sanma, mleague, jpml`},
		{[]string{"calc", "--han", "9223372036854775807", "--fu", "30", "--set", "aotenjou=true"}, 1, "hayami: 104 han 30 fu: the payment is larger than 9223372036854775807 and cannot be represented"},
		{[]string{"calc", "--yakuman", "9223372036854775807", "--fu", "30", "--set", "aotenjou=true"}, 1, "hayami: 104 han 30 fu: the payment is larger than 9223372036854775807 and cannot be represented"},
		{[]string{"table", "--set", "aotenjou=true", "--set", "table.han=1-9223372036854775807"}, 1, "hayami: --set table.han=1-9223372036854775807: table.han: 1-9223372036854775807 goes past 104 han, beyond any table"},
		{[]string{"table", "--set", "yakuman.stacking=true", "--set", "yakuman.max=2000000000"}, 1, "hayami: --set yakuman.max=2000000000: yakuman.max: the largest yakuman multiple must be from 1 to 8, not 2000000000"},
		{[]string{"build", "--sheets", "card", "--format", "md"}, 2, "hayami: nothing to write: no format of --format md has the sheets card"},
		{[]string{"build", "--sheets", "dealers"}, 2, "hayami: --sheets dealers: no such sheet for 4 players; did you mean dealer?"},
		{[]string{"build", "--digits", "roman"}, 2, "hayami: --digits roman: use grouped, plain"},
		{[]string{"fu"}, 2, "hayami: give the hand's concealed tiles, e.g. hayami fu 123m456p789s11122z --win 2z"},
		{[]string{"fu", "123m456p789s1122"}, 2, `hayami: hand "123m456p789s1122" at character 13: the last numbers have no suit letter (m, p, s or z) after them`},
		{[]string{"fu", "123m456p789s11228z"}, 2, `hayami: hand "123m456p789s11228z" at character 17: 8z is not a tile: honours are 1z–7z (east, south, west, north, white, green, red)`},
		{[]string{"fu", "123m456p789s1122z"}, 2, "hayami: 13 concealed tiles: a winning hand has 14, the winning tile included"},
		{[]string{"fu", "123m456p789s11222z", "--win", "9s9s"}, 2, `hayami: winning tile "9s9s" at character 1: 2 tiles where one is wanted`},
		{[]string{"fu", "123m456p789s11222z", "--win", "9m"}, 2, "hayami: the winning tile 9m is not among the concealed tiles: write it in the hand too"},
		{[]string{"fu", "456p789s11222z", "--chi", "124m"}, 2, "hayami: chi 124m: a chi is three numbers in a row of one suit (honours make no sequence)"},
		{[]string{"fu", "123m456p789s12345z"}, 2, "hayami: not a winning hand: 123m456p789s12345z does not make four sets and a pair, or seven pairs"},
		{[]string{"fu", "19m19p19s12345677z"}, 2, "hayami: thirteen orphans (kokushi musou) is a yakuman: it has no fu count"},
		{[]string{"fu", "123m456p789s11222z", "--seat", "X"}, 2, `hayami: --seat: "X" is not a wind: use E, S, W or N`},
		{[]string{"fu", "123m", "--lang", "ja"}, 2, "hayami: 手牌が3枚です：和了形は和了牌を含めて14枚です"},
		{[]string{"fu", "123m456p789s1122", "--lang", "fr"}, 2, `hayami: main "123m456p789s1122" au caractère 13 : les derniers chiffres n’ont pas de lettre de famille (m, p, s ou z) après eux`},
		{[]string{"fu", "111p22299s77z", "--chi", "123p", "--rules", "tenhou-sanma", "--lang", "zh-Hant"}, 2, "hayami: 吃 123p：三人麻將不能吃"},
		{[]string{"fu", "123m456p789s11222z", "--seat", "X", "--lang", "de"}, 2, `hayami: --seat: "X" ist kein Wind: E, S, W oder N angeben (Ost, Süd, West, Nord)`},
		{[]string{"calc", "--han", "0", "--fu", "30", "--lang", "ru"}, 2, "hayami: --han: с 0 хан не выиграть: в выигрышной руке не меньше 1 хан"},
		{[]string{"calc", "--fu", "30", "--lang", "ko"}, 2, "hayami: 손의 --han(과 --fu) 또는 --yakuman을 지정하세요"},
		{[]string{"gap", "12300", "--sticks", "-1", "--lang", "zh-Hans"}, 2, "hayami: --sticks: 立直供托-1根不在0～99之间"},
		{[]string{"gap", "abc", "--lang", "es"}, 2, `hayami: gap "abc": indica los puntos que te separan del líder como número entero, p. ej. 12300`},
		{[]string{"fu", "123m456p789s11222z", "--format", "yaml"}, 2, "hayami: --format yaml: use text, json"},
		{[]string{"table", "--set", "name=Thursday\aclub"}, 1, "hayami: --set \"name=Thursday\\aclub\": name: \"Thursday\\aclub\" has a control character (U+0007), which no sheet can print"},
		{[]string{"site", "--presets", "nope"}, 2, `hayami: --presets: no preset is called "nope"; the presets are ema2025, wrc2025, ema2016, tenhou, tenhou-sanma, majsoul, majsoul-sanma, mleague, jpml`},
		{[]string{"site", "--presets", ""}, 2, "hayami: no rule set: name presets with --presets or give house-rules files"},
		{[]string{"site", "--format", "docx"}, 2, "hayami: --format docx: unknown format; use pdf, html, md, csv, json"},
		{[]string{"drill", "--count", "0"}, 2, "hayami: --count 0: ask 1 to 40 questions"},
		{[]string{"drill", "--kind", "yaku"}, 2, "hayami: --kind yaku: no such drill; use pay, fu, table"},
		{[]string{"drill", "--format", "csv"}, 2, "hayami: --format csv: drills are written as pdf, html, md, json"},
		{[]string{"drill", "--seed", "-1"}, 2, "hayami: --seed -1: not a whole number, 0 or more (number of the sheet: the same seed gives the same questions)"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			res := hayami(t, dir, tt.args...)
			if res.code != tt.code {
				t.Errorf("exit %d, want %d", res.code, tt.code)
			}
			if res.stderr != tt.want+"\n" {
				t.Errorf("stderr:\n%s\nwant exactly:\n%s", res.stderr, tt.want)
			}
			if strings.Contains(res.stderr, "goroutine") || strings.Contains(res.stderr, "panic") {
				t.Errorf("stack trace: %s", res.stderr)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !os.IsNotExist(err) {
		t.Errorf("a failed build left an output folder: %v", err)
	}
}

// TestDefaultRun is the README's first command: the real program, alone,
// writes the default sheets into out/ of the working directory.
func TestDefaultRun(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := binaryRun(t, dir, nil)
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	first, err := os.ReadFile(filepath.Join(dir, "out", "ema2025-en-nondealer.md"))
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "ema2025-en-nondealer.md", first)
	// A second run gives identical bytes, and leaves no temporary files.
	binaryRun(t, dir, nil)
	again, _ := os.ReadFile(filepath.Join(dir, "out", "ema2025-en-nondealer.md"))
	if !bytes.Equal(first, again) {
		t.Error("two runs wrote different bytes")
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "out"))
	if len(entries) != 33 {
		t.Errorf("%d files in out/, want 12 PDF (the card also on A4), 9 HTML and an index, 9 Markdown, 1 CSV and 1 JSON", len(entries))
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func TestOddInputStillBuilds(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	long := strings.Repeat("Tonbo Riichi Club of the Kamo River ", 12)
	for _, args := range [][]string{
		{"build", "--format", "pdf", "--sheets", "card", "--set", "name=" + long[:ruleset.MaxName], "--set", "source=" + long},
		{"build", "--format", "pdf,md", "--set", "table.han=5-8"}, // no card rows: no card
		{"build", "--format", "md", "--digits", "plain", "--honba", "5", "--set", "honba.ron=1500"},
	} {
		res := hayami(t, dir, args...)
		if res.code != 0 {
			t.Errorf("%v: exit %d: %s", args, res.code, res.stderr)
		}
		if strings.Contains(res.stdout, "-card.pdf") && slices.Contains(args, "table.han=5-8") {
			t.Errorf("a card with none of its rows was written")
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "out", "ema2025-honba-ron-1500-en-nondealer-honba5.md")) // a variant of ema2025
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "5 honba included: +7500 on a ron, +500 from each tsumo payer.") || !strings.Contains(string(data), "Honba: 1500 per counter") {
		t.Errorf("--digits plain did not reach the honba line and footer")
	}
	if res := hayamiEnv(t, dir, map[string]string{"SOURCE_DATE_EPOCH": "yesterday"}, "build", "--format", "pdf", "--out", "x"); res.code != 1 ||
		!strings.Contains(res.stderr, "SOURCE_DATE_EPOCH=yesterday: not a number of seconds") {
		t.Errorf("a bad SOURCE_DATE_EPOCH: exit %d, %s", res.code, res.stderr)
	}
}

func TestHonbaAndTitleInFileAndHeading(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := hayami(t, dir, "build", "--honba", "2", "--format", "md", "--title", "Spring Open", "--club", "Club <Tonbo>")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "out", "ema2025-en-nondealer-honba2.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Spring Open: Non-dealer wins", `Club: Club \<Tonbo\>`, "2 honba included: +600 on a ron, +200 from each tsumo payer.", "| **30** | 1,600<br>500-700 |"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("missing %q", want)
		}
	}
}

// TestLeadingZeroIsDecimal: "--honba 010" is ten counters, as the page
// and a person read it, not Go's octal eight.
func TestLeadingZeroIsDecimal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := hayami(t, dir, "build", "--rules", "tenhou", "--honba", "010", "--format", "md", "--sheets", "nondealer")
	if res.code != 0 || strings.TrimSpace(res.stdout) != "wrote out/tenhou-en-nondealer-honba10.md" {
		t.Errorf("--honba 010: exit %d, %q %q; want the ten-honba sheet", res.code, res.stdout, res.stderr)
	}
}

// TestRulesCheckListsInheritedCaveats: a house file that keeps a preset's
// unconfirmed values hears which will print as "check your rulebook" and
// how to silence each; one that states them hears nothing more.
func TestRulesCheckListsInheritedCaveats(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	write("sagi.toml", "name = \"Saginomiya\"\nextends = \"tenhou\"\nkiriage = true\n")
	write("stated.toml", "name = \"Saginomiya\"\nextends = \"tenhou\"\nkiriage = true\n[yakuman]\nmax = 6\n[game]\numa = [20, 10, -10, -20]\nnoten = 3000\nties = \"seat\"\n")
	res := hayami(t, dir, "rules", "check", "sagi.toml")
	want := `sagi.toml: ok: Saginomiya, extending tenhou
  kiriage = true (tenhou has false)
  the sheets print these as "check your rulebook" (tenhou's sources do not confirm them); write them into sagi.toml to make them your club's rules:
    game.uma = [20, 10, -10, -20]
    yakuman.max = 6
    game.noten = 3000
    game.ties = "seat"
`
	if res.code != 0 || res.stdout != want {
		t.Errorf("rules check sagi.toml: exit %d\n%s\nwant\n%s", res.code, res.stdout, want)
	}
	res = hayami(t, dir, "rules", "check", "stated.toml")
	if want := "stated.toml: ok: Saginomiya, extending tenhou\n  kiriage = true (tenhou has false)\n"; res.code != 0 || res.stdout != want {
		t.Errorf("rules check stated.toml: exit %d %q, want %q", res.code, res.stdout, want)
	}
}

// TestVariantKeepsThePresetsFiles: Tenhou and Tenhou with kiriage built
// into one folder write two sets of files, the variant's named for its change.
func TestVariantKeepsThePresetsFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plain := hayami(t, dir, "build", "--rules", "tenhou", "--format", "md", "--sheets", "nondealer")
	variant := hayami(t, dir, "build", "--rules", "tenhou", "--set", "kiriage=true", "--format", "md", "--sheets", "nondealer")
	if plain.stdout != "wrote out/tenhou-en-nondealer.md\n" || variant.stdout != "wrote out/tenhou-kiriage-en-nondealer.md\n" {
		t.Fatalf("wrote %q then %q", plain.stdout, variant.stdout)
	}
	real, err := os.ReadFile(filepath.Join(dir, "out", "tenhou-en-nondealer.md"))
	if err != nil || !strings.HasPrefix(string(real), "# Tenhou: Non-dealer wins") || !strings.Contains(string(real), "| **30** | 1,000<br>300-500 | 2,000<br>500-1,000 | 3,900<br>1,000-2,000 | 7,700<br>2,000-3,900 |") {
		t.Errorf("the preset's sheet after the variant's build: %.200q, %v", real, err)
	}
}

// TestHouseFileFooterInItsLanguage: a Japanese club's house file that names
// no source gets a footer in Japanese that names no file of the club's disk.
func TestHouseFileFooterInItsLanguage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "saginomiya.toml"), []byte("name = \"鷺宮麻雀倶楽部\"\nextends = \"tenhou\"\nkiriage = true\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	res := hayami(t, dir, "build", "--rules", "saginomiya.toml", "--lang", "ja", "--format", "md,html", "--sheets", "nondealer")
	if res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	for _, name := range []string{"鷺宮麻雀倶楽部-ja-nondealer.md", "鷺宮麻雀倶楽部-ja-nondealer.html"} {
		data, err := os.ReadFile(filepath.Join(dir, "out", name))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "ルール：鷺宮麻雀倶楽部。天鳳をもとにしたローカルルール") || strings.Contains(string(data), "saginomiya") || strings.Contains(string(data), "house rules") {
			t.Errorf("%s: the footer is not the club's in Japanese:\n%s", name, data)
		}
	}
}
