package cli

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// RuleFlags are the flags that choose a rule set.
type RuleFlags struct {
	Rules string   // --rules: a preset or a house-rules file
	Sets  []string // --set: key=value overrides
}

// Add defines --rules and --set on cmd.
func (f *RuleFlags) Add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.Rules, "rules", ruleset.Default, "preset name or house-rules TOML file")
	cmd.Flags().StringArrayVar(&f.Sets, "set", nil, "override one rules key, as key=value (repeatable)")
	_ = cmd.RegisterFlagCompletionFunc("rules", CompleteRules)
	_ = cmd.RegisterFlagCompletionFunc("set", CompleteSet)
}

// LoadWithPlayers loads the rule set with a --players flag's value as the
// last override; an error it causes names the flag.
func (f RuleFlags) LoadWithPlayers(cmd *cobra.Command, players int) (table.Rules, error) {
	if !cmd.Flags().Changed("players") {
		return f.Load(SystemOf(cmd))
	}
	if players != 3 && players != 4 {
		return table.Rules{}, Usagef("--players %d: use 4, or 3 for sanma", players)
	}
	f.Sets = append(slices.Clip(f.Sets), "players="+strconv.Itoa(players))
	r, err := f.Load(SystemOf(cmd))
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

// CompleteRules completes --rules with the presets.
func CompleteRules(_ *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return ruleset.PresetNames, cobra.ShellCompDirectiveDefault
}

// CompleteSet completes --set with the rules keys, then a key's values.
func CompleteSet(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if name, _, ok := strings.Cut(toComplete, "="); ok { // the value of a key
		var values []cobra.Completion
		for _, k := range ruleset.Keys {
			if k.Name == name {
				for _, v := range k.Values {
					values = append(values, name+"="+v)
				}
			}
		}
		return values, cobra.ShellCompDirectiveNoFileComp
	}
	var keys []cobra.Completion
	for _, k := range ruleset.Keys {
		if k.Name != "extends" {
			keys = append(keys, k.Name+"=")
		}
	}
	return keys, cobra.ShellCompDirectiveNoSpace | cobra.ShellCompDirectiveNoFileComp
}

// CompleteList completes the last item of a comma-separated list flag.
func CompleteList(items []string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		done := toComplete[:strings.LastIndex(toComplete, ",")+1]
		var out []cobra.Completion
		for _, it := range items {
			out = append(out, done+it)
		}
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	}
}

// CompleteLang completes --lang with the languages sheets are written in.
func CompleteLang(_ *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var tags []cobra.Completion
	for _, l := range locale.Locales() {
		tags = append(tags, cobra.CompletionWithDesc(l.Language, l.Name))
	}
	return tags, cobra.ShellCompDirectiveNoFileComp
}
