package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/maker"
	"github.com/hayami-mahjong/hayami/table"
)

// stdoutFormat reports whether hayami table prints a format.
func stdoutFormat(f maker.Format) bool { return f.Has(maker.CapStdout) }

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
			if err := maker.CheckHonba(honba); err != nil {
				return err
			}
			chosen, err := maker.ChooseFormats([]string{format}, maker.CapStdout)
			if err != nil {
				return err
			}
			r, err := rules.loadWithPlayers(cmd, players)
			if err != nil {
				return err
			}
			t, err := table.Compute(r, honba)
			if err != nil {
				return err
			}
			tag, err := chooseLanguage(lang)
			if err != nil {
				return err
			}
			plain, err := maker.PlainDigits(digits)
			if err != nil {
				return err
			}
			return maker.PrintTables(cmd.OutOrStdout(), chosen[0], t, tag, plain)
		},
	}
	rules.add(cmd)
	cmd.Flags().IntVar(&honba, "honba", 0, "include this many honba counters in every payment")
	cmd.Flags().IntVar(&players, "players", 0, playersUsage)
	cmd.Flags().StringVar(&format, "format", "md", strings.Join(maker.FormatsWhere(stdoutFormat), ", "))
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the Markdown tables")
	cmd.Flags().StringVar(&digits, "digits", "grouped", "numbers grouped the language's way, or plain")
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang)
	_ = cmd.RegisterFlagCompletionFunc("players", cobra.FixedCompletions([]string{"4", "3"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(maker.FormatsWhere(stdoutFormat), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}
