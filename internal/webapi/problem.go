package webapi

import (
	"errors"
	"strings"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// Problem is an error as a form shows it: its message, and where it belongs.
type Problem struct {
	Message string        `json:"message"`
	Field   string        `json:"field,omitempty"` // the setting: pipeline.Settings' JSON key ("honba", "set", "rules-text")
	Code    pipeline.Code `json:"code,omitempty"`  // what is wrong with the setting, for a pipeline.Error
	Key     string        `json:"key,omitempty"`   // the rules key, if it is about one
	Line    int           `json:"line,omitempty"`  // in rules-text, 1-based
	Col     int           `json:"col,omitempty"`
	Font    string        `json:"font,omitempty"` // a font extension to provide before building again
}

// describe places an error of pipeline's Build, Check or TOML functions,
// its message worded with pr's catalog, naming the settings by their keys
// (pipeline.KeyNames), as the form's fields are.
func describe(err error, pr locale.Printer) Problem {
	p := Problem{Message: strings.Join(strings.Fields(pipeline.Message(err, pr, pipeline.KeyNames)), " ")}
	var me *pipeline.Error
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
	case errors.As(err, &re):
		p.Key, p.Line, p.Col = re.Key, re.Line, re.Col
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
	return p
}
