package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"hayami/render/sheet"
	"hayami/table"
)

func newTableCmd() *cobra.Command {
	var (
		rules   ruleFlags
		honba   int
		players int
		format  string
		lang    string
		digits  string
	)
	cmd := &cobra.Command{
		Use:   "table",
		Short: "Print the points tables to standard output",
		Example: `  hayami table
  hayami table --rules tenhou --players 3 --format csv
  hayami table --set table.han=1-13 --honba 2 --format json`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if honba < 0 {
				return usagef("--honba %d: the number of counters cannot be negative", honba)
			}
			chosen, err := chooseFormats([]string{format}, tablesFormat, "use")
			if err != nil {
				return err
			}
			load := rules
			if cmd.Flags().Changed("players") {
				load.sets = append(slices.Clip(rules.sets), "players="+strconv.Itoa(players))
			}
			r, err := load.load(systemOf(cmd))
			if err != nil {
				return err
			}
			t, err := table.Compute(r, honba)
			if err != nil {
				return err
			}
			langs, err := chooseLanguages(cmd.ErrOrStderr(), []string{lang})
			if err != nil {
				return err
			}
			plain, err := plainDigits(digits)
			if err != nil {
				return err
			}
			return chosen[0].tables(cmd.OutOrStdout(), t, sheet.Options{Lang: langs[0], PlainDigits: plain, Version: version})
		},
	}
	rules.add(cmd)
	cmd.Flags().IntVar(&honba, "honba", 0, "include this many honba counters in every payment")
	cmd.Flags().IntVar(&players, "players", 4, "4, or 3 for sanma (overrides the rule set)")
	cmd.Flags().StringVar(&format, "format", "md", strings.Join(formatsWhere(tablesFormat), ", "))
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the Markdown tables")
	cmd.Flags().StringVar(&digits, "digits", "grouped", "numbers grouped the language's way, or plain")
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang)
	_ = cmd.RegisterFlagCompletionFunc("players", cobra.FixedCompletions([]string{"4", "3"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(formatsWhere(tablesFormat), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}
