package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// TestGapCommand runs the real binary: the working in English and
// Japanese, JSON with the answers' payments, and bad input with one line
// on stderr and exit 2.
func TestGapCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		golden string
		args   []string
		want   []string
	}{
		{"gap-12300.txt", []string{"gap", "12300"}, []string{
			"Ron off the leader:        4 han 25 fu (6,400), closes 12,800", // 2 × 6,400 > 12,300
			"Ron off another:           Baiman (16,000), closes 16,000",     // haneman's 12,000 falls short
		}},
		{"gap-dealer-honba-sticks.txt", []string{"gap", "12300", "--honba", "1", "--sticks", "2", "--dealer"}, []string{
			"The winner takes the deposits: 2,000 of the gap is closed by them.",
			"Ron off another:           2 han 110 fu (10,900), closes 12,900", // 10,600 + 300 honba + 2,000 deposits
		}},
		{"gap-tenhou-ja.txt", []string{"gap", "8000", "--rules", "tenhou", "--lang", "ja"}, []string{
			"出アガリ：        跳満（12,000）：点差を12,000縮める — 満貫で同点（8,000縮める）", // ties by seat: a level mangan is named
		}},
	} {
		res := binaryRun(t, dir, nil, tt.args...)
		if res.code != 0 || res.stderr != "" {
			t.Fatalf("%v: exit %d: %s", tt.args, res.code, res.stderr)
		}
		for _, w := range tt.want {
			if !strings.Contains(res.stdout, w+"\n") {
				t.Errorf("%v: no line %q in\n%s", tt.args, w, res.stdout)
			}
		}
		golden(t, tt.golden, []byte(res.stdout))
	}

	res := binaryRun(t, dir, nil, "gap", "12,300", "--format", "json", "--sticks", "1")
	if res.code != 0 {
		t.Fatalf("json: exit %d: %s", res.code, res.stderr)
	}
	var got struct {
		Gap     int64 `json:"gap"`
		Sticks  int   `json:"sticks"`
		Answers []struct {
			Way  string `json:"way"`
			Pass struct {
				Han, Fu int
				Limit   string
				Ron     int64
				Gain    int64
				Found   bool
			} `json:"pass"`
		} `json:"answers"`
	}
	if err := json.Unmarshal([]byte(res.stdout), &got); err != nil {
		t.Fatal(err)
	}
	if got.Gap != 12300 || got.Sticks != 1 || len(got.Answers) != 4 {
		t.Fatalf("json: %+v", got)
	}
	// With 1,000 on the table a direct ron must pay more than 5,650: 2 han
	// 90 fu's 5,800 closes 12,600 (3 han 40 fu pays 5,200, 2 han 100 fu 6,400).
	if a := got.Answers[0]; a.Way != "direct" || !a.Pass.Found || a.Pass.Han != 2 || a.Pass.Fu != 90 || a.Pass.Ron != 5800 || a.Pass.Gain != 12600 {
		t.Errorf("json: direct ron %+v, want 2 han 90 fu, 5,800, closing 12,600", a)
	}

	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"gap", "abc"}, `hayami: gap "abc": give the points between you and the leader as a whole number, e.g. 12300`},
		{[]string{"gap", "12300", "--sticks", "-1"}, "hayami: --sticks: -1 riichi deposits is not from 0 to 99"},
		{[]string{"gap", "12300", "--format", "xml"}, "hayami: --format xml: use text, json"},
		{[]string{"gap", "0"}, "hayami: gap: a gap must be from 1 to 10000000 points, not 0"},
	} {
		res := binaryRun(t, dir, nil, tt.args...)
		if res.code != 2 || res.stderr != tt.want+"\n" || res.stdout != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and %q", tt.args, res.code, res.stderr, res.stdout, tt.want)
		}
	}
}

// TestGapCompletion: the shell completes hayami gap's flags and values,
// offers no files for the points, and --sheets knows the game sheets.
func TestGapCompletion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"__complete", "gap", "12300", "--format", ""}, "text\njson\n:4\n"},
		{[]string{"__complete", "gap", "12300", "--set", "game.ties="}, "game.ties=split\ngame.ties=seat\n"},
		{[]string{"__complete", "gap", ""}, ":4\n"}, // no file names
		{[]string{"__complete", "build", "--sheets", ""}, "yaku\nrecord\nrecord-east\nfinal\ngaps\n"},
	} {
		if res := hayami(t, dir, tt.args...); !strings.HasPrefix(res.stdout, tt.want) && !strings.Contains(res.stdout, "\n"+tt.want) {
			t.Errorf("%v: completes\n%s\nwant %q in it", tt.args, res.stdout, tt.want)
		}
	}
}

// readmeRun is a README example with its output: "$ hayami ARGS" and
// what it prints, in one fenced block.
var readmeRun = regexp.MustCompile("(?m)^```\n\\$ hayami ([^\n]*)\n((?s:.*?))^```\n")

// TestREADMEOutputs: every example in the README shown with its output
// prints exactly that output.
func TestREADMEOutputs(t *testing.T) {
	t.Parallel()
	runs := readmeRun.FindAllStringSubmatch(readDocs(t), -1)
	if len(runs) < 2 {
		t.Fatalf("%d examples with their output in the README, want the calc and gap ones at least", len(runs))
	}
	dir := t.TempDir()
	for _, r := range runs {
		res := hayami(t, dir, strings.Fields(r[1])...)
		if res.code != 0 || res.stdout != r[2] {
			t.Errorf("hayami %s: exit %d, prints\n%s\nthe README shows\n%s", r[1], res.code, res.stdout+res.stderr, r[2])
		}
	}
}
