package webapi

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// Problem is an error as a form shows it: its message, and where it belongs.
type Problem struct {
	Message string       `json:"message"`
	Field   string       `json:"field,omitempty"` // the setting: pipeline.Settings' JSON key ("honba", "set", "rules-text")
	Code    problem.Code `json:"code,omitempty"`  // what is wrong with the setting, for a problem.Error
	Key     string       `json:"key,omitempty"`   // the rules key, if it is about one
	Line    int          `json:"line,omitempty"`  // in rules-text, 1-based
	Col     int          `json:"col,omitempty"`
	Font    string       `json:"font,omitempty"` // a font extension to provide before building again
}

// describe places an error of pipeline's Build, Check or TOML functions,
// its message worded with pr's catalog, naming the settings by their keys
// (problem.KeyNames), as the form's fields are.
func describe(err error, pr locale.Printer) Problem {
	p := Problem{Message: strings.Join(strings.Fields(problem.Message(err, pr, problem.KeyNames)), " ")}
	var me *problem.Error
	var re *ruleset.Error
	var ue *ruleset.UsageError
	var pe *ruleset.UnknownPresetError
	var ve *table.ValueError
	var fe *pipeline.FontNeededError
	switch {
	case errors.As(err, &fe):
		p.Font = fe.File
	case errors.As(err, &me):
		p.Field, p.Code = me.Field, me.Code
		if text := codedText(me, pr); text != "" {
			p.Message = text
		}
	case errors.As(err, &re):
		p.Key, p.Line, p.Col = re.Key, re.Line, re.Col
		if text := ruleText(re, pr); text != "" {
			p.Message = text
		}
		switch {
		case re.InSet():
			p.Field = "set"
		case strings.HasPrefix(re.File, "rules "):
			p.Field = "rules"
		default:
			p.Field = "rules-text"
		}
	case errors.As(err, &ue):
		p.Field = "set"
	case errors.As(err, &pe):
		p.Field = "rules"
	case errors.As(err, &ve):
		p.Field, p.Key = "rules", ve.Key
	}
	// Whatever name a message holds, no control, bidirectional or
	// invisible character reaches the page raw.
	p.Message = usertext.Escape(p.Message)
	return p
}

// codedText words a setting's text that cannot be used in pr's language
// where its cause has a code with words (too long, a refused character);
// "" otherwise, and the message keeps the command line's English.
func codedText(me *problem.Error, pr locale.Printer) string {
	var coded interface{ Coded() (table.Code, []string) }
	if me.Code != problem.CodeInvalid || !errors.As(me.Err, &coded) {
		return ""
	}
	code, args := coded.Coded()
	if code != table.CodeCharacter && code != table.CodeTooLong {
		return ""
	}
	return pr.Text(locale.ProblemAt, problem.KeyNames.Setting(me.Field), ruleWords(code, "", args, pr))
}

// ruleText words a rules error in pr's language, where its code has
// words: beside a field, the value given (a --set's, as its File names
// it) and what is wrong, or what is wrong alone (a check of the rule
// set's); for a file, with the file, line and key. "" for an error
// without a code, which keeps its English.
func ruleText(re *ruleset.Error, pr locale.Printer) string {
	text := ruleWords(re.Code, re.Key, re.Args, pr)
	if _, value, _ := strings.Cut(re.File, "="); re.InSet() && value != "" && text != "" {
		return pr.Text(locale.ProblemAt, usertext.Quote(value), text)
	}
	if text == "" || re.InSet() || strings.HasPrefix(re.File, "rules ") || re.Code == table.CodeCharacter && re.Line == 0 {
		return text // a file's name: the text names it
	}
	place := usertext.Quote(re.File)
	if re.Line > 0 {
		place = pr.Text(locale.ProblemRuleLine, place, strconv.Itoa(re.Line))
	}
	if re.Key != "" {
		place = pr.Text(locale.ProblemRuleKey, place, re.Key)
	}
	return pr.Text(locale.ProblemAt, place, text)
}

// ruleWords is what a code says with its arguments; a whole number that
// is not one is asked for in its key's range.
func ruleWords(code table.Code, key string, args []string, pr locale.Printer) string {
	arg := func(i int) string {
		if i < len(args) {
			return args[i]
		}
		return ""
	}
	if k, ok := ruleset.Lookup(key); ok && code == table.CodeWhole && k.Range != nil {
		code, args = table.CodeRange, []string{strconv.Itoa(k.Range.Min), strconv.Itoa(k.Range.Max)}
	}
	if code == table.CodeRange && arg(1) == strconv.Itoa(math.MaxInt32) { // no greatest: honba.ron
		code, args = table.CodeAtLeast, args[:1]
	}
	switch code {
	case "":
		return ""
	case table.CodeRange:
		return pr.Text(locale.ProblemRange, arg(0), arg(1))
	case table.CodeChoice:
		if len(args) == 2 {
			return pr.Text(locale.ProblemUseOr, args[0], args[1])
		}
		return pr.Text(locale.ProblemUse, strings.Join(args, ", "))
	case ruleset.CodeUnknownKey:
		text := pr.Text(locale.ProblemRuleUnknownKey, arg(0))
		if len(args) > 1 {
			text = pr.Text(locale.ProblemAt, text, pr.Text(locale.ProblemDidYouMean, args[1]))
		}
		return text
	case ruleset.CodePreset:
		return pr.Text(locale.ProblemAt, pr.Text(locale.ProblemRulePreset, arg(0)), problem.Choices(pr, arg(0), ruleset.PresetNames))
	}
	values := make([]any, len(args))
	for i, a := range args {
		values[i] = a
	}
	return pr.Text(locale.RuleProblem(string(code)), values...)
}
