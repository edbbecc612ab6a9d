package tablecmd

import (
	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/table"
)

// calcOptions are the flags of hayami calc.
type calcOptions struct {
	cli.RuleFlags
	hand    table.Hand
	honba   int
	players int
	format  string
	lang    string
	digits  string
}

// NewCalc is hayami calc.
func NewCalc() *cobra.Command {
	var opts calcOptions
	cmd := &cobra.Command{
		Use:   "calc",
		Short: "Work out one hand's ron and tsumo payments, step by step",
		Example: `  hayami calc --han 3 --fu 30
  hayami calc --han 4 --fu 30 --dealer --honba 2
  hayami calc --han 3 --fu 30 --lang ja
  hayami calc --yakuman 2 --rules tenhou --format json`,
		Args: cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runCalc(cmd, &opts) },
	}
	opts.RuleFlags.Add(cmd)
	f := cmd.Flags()
	cli.IntFlag(f, &opts.hand.Han, "han", 0, "han of the hand")
	cli.IntFlag(f, &opts.hand.Fu, "fu", 0, "fu of the hand (not needed from 5 han up)")
	f.BoolVar(&opts.hand.Dealer, "dealer", false, "the dealer won")
	cli.IntFlag(f, &opts.hand.Yakuman, "yakuman", 0, "number of real yakuman in the hand")
	cli.IntFlag(f, &opts.honba, "honba", 0, "honba counters on the table")
	cli.IntFlag(f, &opts.players, "players", 0, cli.PlayersUsage)
	f.StringVar(&opts.format, "format", "text", "text or json")
	f.StringVar(&opts.lang, "lang", "en", "language of the working, e.g. ja")
	f.StringVar(&opts.digits, "digits", "grouped", "numbers grouped the language's way (1,000 / 1 000 / 1.000), or plain (1000)")
	_ = cmd.RegisterFlagCompletionFunc("lang", cli.CompleteLang)
	_ = cmd.RegisterFlagCompletionFunc("digits", cobra.FixedCompletions([]string{"grouped", "plain"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "json"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("players", cobra.FixedCompletions([]string{"4", "3"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func runCalc(cmd *cobra.Command, opts *calcOptions) error {
	var err error
	if opts.format, err = textOrJSON(opts.format); err != nil {
		return err
	}
	if !cmd.Flags().Changed("han") && !cmd.Flags().Changed("yakuman") {
		return cli.Usagef("give the hand's --han (and --fu), or --yakuman")
	}
	a, err := answerIn(opts.lang, opts.digits, opts.format)
	if err != nil {
		return err
	}
	r, err := opts.RuleFlags.LoadWithPlayers(cmd, opts.players)
	if err != nil {
		return err
	}
	p, err := table.Pay(r, opts.hand, opts.honba)
	if err != nil {
		return handError(err)
	}
	return a.Calc(cmd.OutOrStdout(), r, p)
}
