package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// pageCommands is the sample of command lines that the page's calc, fu,
// gap and drill must answer as the command line does: every preset,
// three players, honba, limits, yakuman counts, kiriage, every language,
// invalid flags, hands and values with their messages, and drill seeds.
func pageCommands() [][]string {
	var cases [][]string
	add := func(args ...string) { cases = append(cases, args) }
	hands := [][]string{{"1", "30"}, {"1", "40"}, {"2", "25"}, {"2", "30"}, {"3", "30"}, {"3", "60"}, {"3", "70"}, {"4", "20"}, {"4", "30"}, {"4", "40"}, {"5", "0"}, {"6", "0"}, {"8", "0"}, {"11", "0"}, {"13", "0"}}
	for _, preset := range ruleset.PresetNames {
		for _, h := range hands {
			add("calc", "--rules", preset, "--han", h[0], "--fu", h[1])
			add("calc", "--rules", preset, "--han", h[0], "--fu", h[1], "--dealer", "--format", "json")
		}
		add("calc", "--rules", preset, "--han", "4", "--fu", "30", "--set", "kiriage=true")
		add("calc", "--rules", preset, "--han", "3", "--fu", "30", "--honba", "2", "--dealer")
		add("calc", "--rules", preset, "--han", "3", "--fu", "40", "--honba", "1", "--sticks", "2", "--format", "json")
		add("calc", "--rules", preset, "--yakuman", "1")
		add("calc", "--rules", preset, "--yakuman", "2", "--dealer", "--format", "json")
		add("calc", "--rules", preset, "--han", "13", "--set", "kazoe=sanbaiman")
		add("calc", "--rules", preset, "--han", "2", "--fu", "30", "--players", "3")
		add("fu", "123456m999p555s77z", "--win", "5m", "--rules", preset)
		add("fu", "11234567789p444z", "--win", "7p", "--tsumo", "--rules", preset, "--format", "json")
		add("fu", "33567p456678s", "--chi", "234m", "--win", "6s", "--rules", preset)
		add("fu", "555666777z111z22z", "--tsumo", "--rules", preset, "--format", "json") // three yakuman, one a double form
		add("gap", "12300", "--rules", preset)
		add("gap", "8000", "--rules", preset, "--dealer", "--honba", "1", "--sticks", "2", "--format", "json")
	}
	for _, l := range locale.Locales() {
		add("calc", "--han", "3", "--fu", "30", "--lang", l.Language)
		add("calc", "--han", "4", "--fu", "30", "--dealer", "--honba", "1", "--lang", l.Language, "--digits", "plain")
		add("calc", "--han", "1", "--fu", "30", "--sticks", "3", "--lang", l.Language)
		add("fu", "123456m999p555s77z", "--win", "5m", "--lang", l.Language)
		add("fu", "111m222p333s444z55z", "--tsumo", "--lang", l.Language) // a yakuman by its tiles: its last line
		add("gap", "12300", "--lang", l.Language, "--honba", "1")
		add("drill", "--format", "md", "--count", "3", "--lang", l.Language)
		add("fu", "123m", "--chi", "124m", "--lang", l.Language) // a hand's problem, and a value's, in the language
		add("calc", "--han", "2", "--fu", "35", "--lang", l.Language)
	}
	// seed 000's worked example: a closed wait, 50 fu; and its other examples
	add("fu", "123m456m999p555s77z", "--win", "5m")
	add("fu", "123456m333s11z", "--pon", "777p", "--win", "6m", "--tsumo", "--seat", "E", "--round", "E", "--rules", "tenhou")
	add("fu", "11123456m99p", "--ankan", "1111z", "--win", "9p", "--tsumo", "--rinshan")
	add("fu", "223344m556677p11z", "--win", "1z")
	add("fu", "19m19p19s1234567z1m", "--win", "1m")
	add("fu", "123456m999p555s77z")
	add("fu", "123m456p789s11122z", "--win", "2z", "--seat", "N", "--rules", "tenhou-sanma")
	add("fu", "123m456p789s11122z", "--chi", "123m", "--rules", "majsoul-sanma")
	// invalid hands and values
	for _, bad := range [][]string{
		{"fu"}, {"fu", "123m", "456p"}, {"fu", "123m"}, {"fu", "1x"}, {"fu", "11111m234p567s88z"},
		{"fu", "123456m999p555s77z", "--win", "9s"}, {"fu", "123456m999p555s77z", "--seat", "X"},
		{"fu", "123456m999p555s7z"}, {"fu", "123456789m123p1z", "--win", "1z"}, {"fu", "123456m999p555s77z", "--format", "xml"},
		{"calc"}, {"calc", "--han", "0"}, {"calc", "--han", "3", "--fu", "35"}, {"calc", "--han", "3", "--fu", "15"},
		{"calc", "--han", "x"}, {"calc", "--hann", "3"}, {"calc", "--han", "3", "--fu", "30", "--format", "xml"},
		{"calc", "--han", "3", "--lang", "xx"}, {"calc", "--han", "3", "--players", "5"}, {"calc", "--han", "3", "--fu", "30", "--sticks", "100"}, {"calc", "--han", "3", "--fu", "30", "--sticks", "-1"}, {"calc", "--han", "3", "--rules", "nope"},
		{"calc", "--han", "3", "extra"}, {"calc", "--han", "3", "--set", "kiriage=maybe"}, {"calc", "--han", "3", "--set", "nokey=1"},
		{"calc", "--han", "010", "--fu", "0x1e"}, {"calc", "--han", "3", "--honba", "-1"}, {"calc", "--yakuman", "-2"}, {"calc", "--han"},
		{"calc", "-x"}, {"calc", "--dealer=maybe"}, {"calc", "--han", "3", "--fu", "30", "--digits", "dots"},
		{"gap"}, {"gap", "abc"}, {"gap", "1", "2"}, {"gap", "-5"}, {"gap", "12,300", "--sticks", "-1"}, {"gap", "99999999999999999999"},
		{"drill", "--count", "0"}, {"drill", "--count", "41"}, {"drill", "--kind", "foo"}, {"drill", "--format", "csv"},
		{"drill", "--paper", "a9", "--format", "pdf"}, {"drill", "--seed", "-1"}, {"drill", "extra"}, {"drill", "--lang", "xx", "--format", "md"},
	} {
		add(bad...)
	}
	// the flag syntax, which the page parses as pflag does
	for _, odd := range [][]string{
		{"calc", "--han=3", "--fu=30", "--dealer=false"}, {"calc", "--han", "3", "--", "--fu"}, {"calc", "--han="}, {"calc", "---han", "3"},
		{"calc", "--=3"}, {"calc", "-", "--han", "3"}, {"calc", "-test.v", "--han", "3"}, {"calc", "--dealer", "true", "--han", "3"},
		{"calc", "--han", "--fu", "30"}, {"calc", "--han", "3", "--fu", "30", "--honba", "2", "--honba", "1"}, {"calc", "--help=false", "--han", "2"},
		{"calc", "--han", "99999999999999999999"}, {"calc", "--han", "3", "--set", "kiriage=true", "--set", "kiriage=false"},
		{"drill", "-qh"}, {"drill", "-hq"}, {"drill", "-q=true", "--format", "md"}, {"drill", "-qx"}, {"drill", "-x"}, {"drill", "--format"},
		{"drill", "--kind", "pay", "--kind", "fu,table", "--format=md", "--count=2"}, {"drill", "--kind=", "--format", "md"},
		{"drill", "--kind", `"pay`, "--format", "md"}, {"drill", "--kind", `"pay,fu"`, "--format", "md"}, {"drill", "--format", "md", "--format", "json", "--seed", "0x10"},
		{"drill", "--seed", "18446744073709551616"}, {"fu", "--win", "5m", "123456m999p555s77z", "--tsumo=1"}, {"fu", "--", "-123m"},
		{"gap", "--", "-5"}, {"gap", "12300", "--dealer=t", "--format=JSON"}, {"gap", "--sticks", "2", "8000", "--honba", "x"},
	} {
		add(odd...)
	}
	for _, c := range []string{"calc", "fu", "gap", "drill"} {
		add(c, "--help")
		add(c, "-h", "--han", "3")
	}
	for _, seed := range []string{"1", "7", "12345678901234567890"} {
		add("drill", "--seed", seed, "--format", "md,json", "--count", "5")
		add("drill", "--seed", seed, "--kind", "fu", "--format", "json", "-q", "--rules", "tenhou")
	}
	add("drill", "--seed", "7", "--kind", "pay,table", "--format", "html", "--rules", "tenhou-sanma", "--title", "Thursday", "--club", "Club")
	add("drill", "--seed", "3", "--kind", "pay", "--format", "pdf", "--count", "4")
	add("drill", "--format", "json", "--out", "-", "--count", "2")
	return cases
}

// pageAnswer is one answer of tools/wasm/commands.mjs.
type pageAnswer struct {
	Stdout, Stderr string
	Code           int
	Errors         []any
	Files          []struct{ Name, Type, Data string }
}

// TestPageCommands checks that the page's hayami.calc, fu, gap and drill,
// run in Node against the built hayami.wasm, answer every command line of
// pageCommands as cmd/hayami does: the same standard output and error,
// exit code and files.
func TestPageCommands(t *testing.T) {
	node := testenv.NeedTool(t, "node", "install Node.js")
	wasm := testenv.NeedFile(t, filepath.Join("..", "..", "internal", "webpage", "wasm", "hayami.wasm"), "make wasm")
	cases := pageCommands()
	dir := t.TempDir()
	data, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	casesFile := filepath.Join(dir, "cases.json")
	if err := os.WriteFile(casesFile, data, 0o666); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, filepath.Join("..", "..", "tools", "wasm", "commands.mjs"), wasm, casesFile)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 64<<20)
	var answers []pageAnswer
	for sc.Scan() {
		var a pageAnswer
		if err := json.Unmarshal(sc.Bytes(), &a); err != nil {
			t.Fatal(err)
		}
		answers = append(answers, a)
	}
	if len(answers) != len(cases) {
		t.Fatalf("%d answers to %d command lines", len(answers), len(cases))
	}
	compared := 0
	for i, args := range cases {
		run := filepath.Join(dir, strconv.Itoa(i))
		if err := os.Mkdir(run, 0o777); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		code := runIn(clibase.System{Dir: run, Getenv: func(string) string { return "" }}, args, &stdout, &stderr)
		got := answers[i]
		if got.Errors != nil || got.Stdout != stdout.String() || got.Stderr != stderr.String() || got.Code != code {
			t.Errorf("hayami %q:\npage: code %d, errors %v\n%s%s\ncommand line: code %d\n%s%s", args, got.Code, got.Errors, got.Stdout, got.Stderr, code, stdout.String(), stderr.String())
			continue
		}
		want := map[string][]byte{}
		_ = filepath.WalkDir(run, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				want[filepath.Base(p)], _ = os.ReadFile(p)
			}
			return nil
		})
		var names []string
		for _, f := range got.Files {
			b, err := base64.StdEncoding.DecodeString(f.Data)
			if err != nil || !bytes.Equal(b, want[f.Name]) {
				t.Errorf("hayami %q: the page's %s differs from the file written (%d and %d bytes)", args, f.Name, len(b), len(want[f.Name]))
			}
			names = append(names, f.Name)
			compared++
		}
		if len(names) != len(want) {
			t.Errorf("hayami %q: the page has files %v, the command line wrote %d", args, names, len(want))
		}
	}
	counts := map[string]int{}
	for _, c := range cases {
		counts[c[0]]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	summary := ""
	for _, k := range keys {
		summary += fmt.Sprintf(" %s %d", k, counts[k])
	}
	t.Logf("%d command lines:%s; %d files compared", len(cases), summary, compared)
}
