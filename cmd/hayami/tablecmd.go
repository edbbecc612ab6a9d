package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/standings"
)

// stdoutFormat reports whether hayami table prints a format.
func stdoutFormat(f pipeline.Format) bool { return f.Has(pipeline.CapStdout) }

func newTableCmd() *cobra.Command {
	var (
		rules   clibase.RuleFlags
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
		Args: cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := pipeline.CheckHonba(honba); err != nil {
				return err
			}
			chosen, err := pipeline.ChooseFormats([]string{format}, pipeline.CapStdout)
			if err != nil {
				return err
			}
			r, err := cli.LoadWithPlayers(cmd, rules, players)
			if err != nil {
				return err
			}
			t, err := standings.Compute(r, honba)
			if err != nil {
				return err
			}
			tag, err := clibase.ChooseLanguage(lang)
			if err != nil {
				return err
			}
			plain, err := pipeline.PlainDigits(digits)
			if err != nil {
				return err
			}
			return pipeline.PrintTables(cmd.OutOrStdout(), chosen[0], t, tag, plain)
		},
	}
	cli.AddRuleFlags(cmd, &rules)
	clibase.IntFlag(cli.PFlags{FlagSet: cmd.Flags()}, &honba, "honba", 0, "include this many honba counters in every payment")
	clibase.IntFlag(cli.PFlags{FlagSet: cmd.Flags()}, &players, "players", 0, clibase.PlayersUsage)
	cmd.Flags().StringVar(&format, "format", "md", strings.Join(pipeline.FormatsWhere(stdoutFormat), ", "))
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the Markdown tables")
	cmd.Flags().StringVar(&digits, "digits", "grouped", "numbers grouped the language's way, or plain")
	_ = cmd.RegisterFlagCompletionFunc("lang", cli.CompleteLang)
	_ = cmd.RegisterFlagCompletionFunc("players", cobra.FixedCompletions([]string{"4", "3"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(pipeline.FormatsWhere(stdoutFormat), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}
