package clibase

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// RuleFlags are the flags that choose a rule set.
type RuleFlags struct {
	Rules string   // --rules: a preset or a house-rules file
	Sets  []string // --set: key=value overrides
}

// Define defines --rules and --set on flags.
func (f *RuleFlags) Define(flags Flags) {
	flags.StringVar(&f.Rules, "rules", ruleset.Default, "preset name or house-rules TOML file")
	flags.StringArrayVar(&f.Sets, "set", nil, "override one rules key, as key=value (repeatable)")
}

// LoadIn is LoadWithPlayers in sys, of a command whose flags are flags.
func (f RuleFlags) LoadIn(sys System, flags Flags, players int) (table.Rules, error) {
	if !flags.Changed("players") {
		return f.Load(sys)
	}
	if players != 3 && players != 4 {
		return table.Rules{}, Usagef("--players %d: use 4, or 3 for sanma", players)
	}
	f.Sets = append(slices.Clip(f.Sets), "players="+strconv.Itoa(players))
	r, err := f.Load(sys)
	var re *ruleset.Error
	if errors.As(err, &re) && (strings.HasPrefix(re.File, "--set players=") || strings.HasPrefix(re.File, "rules ")) {
		re.File = "--players " + strconv.Itoa(players)
	}
	return r, err
}

// PlayersUsage is the help of --players, whose default is the rule set's.
const PlayersUsage = "4, or 3 for sanma; default: the rule set's"

// Load returns the chosen rule set with the overrides applied.
func (f *RuleFlags) Load(sys System) (table.Rules, error) {
	r, err := LoadRules(sys, f.Rules)
	if err != nil {
		return r, err
	}
	return ruleset.Apply(r, f.Sets)
}

// LoadRules reads a preset by name, or else a house-rules file.
func LoadRules(sys System, nameOrFile string) (table.Rules, error) {
	if ruleset.IsPreset(nameOrFile) {
		return ruleset.Preset(nameOrFile)
	}
	data, err := sys.ReadFile(nameOrFile, ruleset.MaxFileSize, "a rules file")
	if err != nil {
		if errors.Is(err, os.ErrNotExist) && !strings.ContainsAny(nameOrFile, "./\\") {
			return table.Rules{}, &ruleset.UnknownPresetError{Name: nameOrFile}
		}
		return table.Rules{}, fmt.Errorf("rules: %w", err)
	}
	return ruleset.Parse(nameOrFile, data)
}
