package cli

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// AddRuleFlags defines --rules and --set on cmd, into f.
func AddRuleFlags(cmd *cobra.Command, f *clibase.RuleFlags) {
	f.Define(PFlags{cmd.Flags()})
	_ = cmd.RegisterFlagCompletionFunc("rules", CompleteRules)
	_ = cmd.RegisterFlagCompletionFunc("set", CompleteSet)
}

// LoadWithPlayers loads the rule set of f with cmd's --players flag's
// value, players, as the last override; an error it causes names the flag.
func LoadWithPlayers(cmd *cobra.Command, f clibase.RuleFlags, players int) (table.Rules, error) {
	return f.LoadIn(SystemOf(cmd), PFlags{cmd.Flags()}, players)
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
