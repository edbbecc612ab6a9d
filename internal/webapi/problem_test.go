package webapi

import (
	"cmp"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// problems are Update's problems of the settings, in English.
func problems(settingsJSON string) []Problem {
	return Update(settingsJSON, "", "", "en").Value.(update).Problems
}

// TestProblemsPlaceTheirErrors: each error of the settings is placed at its
// setting (a rules error at set, with its key) and worded with the
// settings' keys, as the form's fields are, in the order the command line
// meets them.
func TestProblemsPlaceTheirErrors(t *testing.T) {
	t.Parallel()
	got := problems(`{"format": ["pdff"], "honba": -1, "paper": "a9", "digits": "x", "set": ["kiriage=maybe"]}`)
	want := []Problem{
		{Message: "format pdff: did you mean pdf?", Field: "format", Code: problem.CodeFormat},
		{Message: "honba -1: the number of counters cannot be negative", Field: "honba", Code: problem.CodeNegative},
		{Message: "maybe: write true or false", Field: "set", Key: "kiriage"},
		{Message: "digits x: use grouped, plain", Field: "digits", Code: problem.CodeChoice},
	}
	if len(got) != len(want) {
		t.Fatalf("problems: %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("problem %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if got := problems(`{"paper": "a9"}`); len(got) != 1 || got[0] != (Problem{Message: "paper a9: use a4, letter, a5", Field: "paper", Code: problem.CodeUse}) {
		t.Errorf("paper: %+v", got)
	}
	if got := problems(`{"rules": "tenhuo"}`); len(got) != 1 || got[0].Field != "rules" {
		t.Errorf("a preset there is not: %+v", got)
	}
	err := fmt.Errorf("build: %w", &pipeline.FontNeededError{File: "VLPGothic-JISX0208-hayami.ttf"})
	if p := describe(err, locale.English()); p.Font != "VLPGothic-JISX0208-hayami.ttf" || p.Field != "" {
		t.Errorf("a font extension needed: %+v", p)
	}
}

// TestFormProblemsInJapanese: every problem of a rules setting the form
// can make (a number out of its range or no number, a list that is not
// one, a name, a notation, rules that contradict each other) is worded in
// the page's language, after the value given; none is the command line's
// English.
func TestFormProblemsInJapanese(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 101)
	for _, tt := range []struct{ rules, set, want string }{
		{"", "dora.red=9", "0～4 の範囲で指定してください"},
		{"", "dora.red=", "0～4 の範囲で指定してください"},
		{"", "yakuman.max=2", "役満を2倍以上にするには、複合役満を重ねるか、数え役満を重ねる設定が必要です"},
		{"", "kazoe_han=30", "11～26 の範囲で指定してください"},
		{"", "game.start=0", "1～1000000 の範囲で指定してください"},
		{"", "game.return=1", "30000～1000000 の範囲で指定してください"},
		{"", "game.return=99999999999", "1～1000000 の範囲で指定してください"},
		{"", "game.riichi=-1", "0～1000000 の範囲で指定してください"},
		{"", "game.noten=-5", "0～1000000 の範囲で指定してください"},
		{"", "honba.ron=-1", "0以上で指定してください"},
		{"", "honba.tsumo=", "0以上で指定してください"},
		{"", "game.uma=[10, 5, -15]", "1着から順に4つ（三人麻雀は3つ）指定してください。3個ではありません"},
		{"", "game.uma=[5, 10, -5, -10]", "1着から順に、大きい値から指定してください"},
		{"", "game.uma=[20, 10, -10, -10]", "合計が10で、0になりません。オカを除いたウマを指定してください"},
		{"", "game.uma=[2000, 0, 0, -2000]", "それぞれ-1000～1000の範囲で指定してください"},
		{"", "game.uma=[x]", "カンマで区切った整数で指定してください"},
		{"", "game.uma=[10, 5, -5, -10", "カンマで区切った整数で指定してください"},
		{"", "table.fu=[]", "符を1つ以上指定してください"},
		{"", "table.fu=[30, 20]", "各符を1回ずつ、小さい順に指定してください"},
		{"", "table.fu=[35]", "35符は表に載せられません。20、25、または30～110の10の倍数を指定してください"},
		{"", "table.fu=[" + strings.Repeat("30, ", 33) + "30]", "リストの項目は32個までです"},
		{"", `table.han="0-4"`, "1つの翻数か、1-4のような範囲で、1～104を指定してください"},
		{"", `table.han="x"`, "1つの翻数か、1-4のような範囲で、1～104を指定してください"},
		{"", `name=""`, "ルールには名前が必要です"},
		{"", `name="` + long + `"`, "100文字までです"},
		{"", `source="` + strings.Repeat("y", 1001) + `"`, "1000文字までです"},
		{"", `notation.separator="1"`, "3文字まで、数字は使えません"},
		{"", `notation.all="abcdefghijklm"`, "12文字まで、数字は使えません"},
		{"", `yakuman.doubles=["daisuushii"]`, "ダブル役満には、複合役満を重ねる設定と、役満の上限2倍以上が必要です"},
		{"tenhou-sanma", "rounding=1000", "ツモ損なしでは、支払いを100点単位に切り上げる必要があります"},
	} {
		sets := []string{tt.set}
		if tt.rules == "tenhou-sanma" {
			sets = []string{`sanma.tsumo="equal"`, tt.set}
		} else if strings.HasPrefix(tt.set, "yakuman.") {
			sets = []string{"yakuman.stacking=false", tt.set}
		}
		data, _ := json.Marshal(map[string]any{"rules": cmp.Or(tt.rules, "ema2025"), "set": sets})
		u := Update(string(data), "", "", "ja").Value.(update)
		if len(u.Problems) != 1 {
			t.Errorf("%s: %+v", tt.set, u.Problems)
			continue
		}
		p := u.Problems[0]
		words := p.Message
		if _, value, _ := strings.Cut(tt.set, "="); value != "" { // after the value given, cut to 40 characters
			_, words, _ = strings.Cut(p.Message, "：")
		}
		if words != tt.want || p.Field != "set" || p.Key == "" {
			t.Errorf("%s: %+v; want %q", tt.set, p, tt.want)
		}
	}
	r := SettingsFromTOML("club.toml", "extends = \"tenhou\"\n[dora]\nred = 7\n", "ja")
	if len(r.Errors) != 1 || r.Errors[0].Message != "club.toml、3行目（dora.red）：0～4 の範囲で指定してください" {
		t.Errorf("a house-rules file's error in Japanese: %+v", r.Errors)
	}
}

// TestEveryRuleCodeWorded: every code of a rules error has words in every
// language, with its arguments filled in.
func TestEveryRuleCodeWorded(t *testing.T) {
	t.Parallel()
	two, one := []string{"1", "2"}, []string{"1"}
	codes := map[table.Code][]string{table.CodeRange: two, table.CodeAtLeast: one, table.CodeWhole: nil, table.CodeBool: nil, table.CodeText: nil,
		table.CodeList: nil, table.CodeListLong: one, table.CodeListRange: two, table.CodeChoice: {"a", "b", "c"}, table.CodeTwice: one,
		table.CodeTooLong: one, table.CodeNameEmpty: nil, table.CodeNameFile: nil, table.CodeNeedsStacking: nil, table.CodeDoubles: nil,
		table.CodeEqualRounding: nil, table.CodeUmaCount: one, table.CodeUmaOrder: nil, table.CodeUmaSum: one, table.CodeFu: two, table.CodeFuOrder: nil,
		table.CodeFuEmpty: nil, table.CodeHan: one, table.CodeSeparator: nil, table.CodeAllWord: nil,
		ruleset.CodeUnknownKey: two, ruleset.CodeSetTwice: one, ruleset.CodeSyntax: one, ruleset.CodeFileSize: one, ruleset.CodePreset: one}
	for _, tag := range locale.Tags() {
		lang, _ := locale.Match(tag)
		pr := locale.PrinterFor(lang)
		for code, args := range codes {
			text := ruleWords(code, "", args, pr)
			if text == "" || strings.Contains(text, "problem.") || strings.Contains(text, "%!") {
				t.Errorf("%s: code %s is worded %q", tag, code, text)
			}
		}
	}
}

// TestPageRefusesWhatTheCommandLineRefuses: the page's form refuses a
// club, a rule set's name and an uploaded file's name with a
// bidirectional control or an escape, as the command line does, and its
// messages show the characters escaped.
func TestPageRefusesWhatTheCommandLineRefuses(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		settings, field, want string
	}{
		{`{"club": "Club \u202eyrots"}`, "club", `club: "Club \u202eyrots" has U+202E, a control, bidirectional or invisible character`},
		{`{"set": ["name=Club \u202eyrots"]}`, "set", `"Club \u202eyrots" has U+202E, a control`},
		{`{"rules-text": "name = \"Club \\u202Eyrots\"\n", "rules-file": "club.toml"}`, "rules-text", `club.toml, line 1 (name): "Club \u202eyrots" has U+202E, a control`},
		{`{"rules-text": "kiriage = true\n", "rules-file": "club\u202egnp\u001b[31m.toml"}`, "rules-text", `"club\u202egnp\x1b[31m.toml" has U+202E, a control`},
	} {
		got := problems(c.settings)
		if len(got) != 1 || got[0].Field != c.field || !strings.Contains(got[0].Message, c.want) || strings.ContainsAny(got[0].Message, "\u202e\x1b") {
			t.Errorf("%s: %+v; want at %s: %s", c.settings, got, c.field, c.want)
		}
	}
	// In the page's language, as every other problem.
	ja := Update(`{"club": "Club \u202eyrots"}`, "", "", "ja").Value.(update).Problems
	if len(ja) != 1 || !strings.Contains(ja[0].Message, "U+202E があります。制御文字") {
		t.Errorf("on the Japanese page: %+v", ja)
	}
}
