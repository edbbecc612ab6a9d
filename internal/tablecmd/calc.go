package tablecmd

import (
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/table"
)

// calcOptions are the flags of hayami calc.
type calcOptions struct {
	clibase.RuleFlags
	hand    table.Hand
	honba   int
	sticks  int
	players int
	format  string
	lang    string
	digits  string
}

// calc is hayami calc.
var calc = Command{
	Use:   "calc",
	Short: "Work out one hand's ron and tsumo payments, step by step",
	Example: `  hayami calc --han 3 --fu 30
  hayami calc --han 4 --fu 30 --dealer --honba 2
  hayami calc --han 3 --fu 40 --honba 1 --sticks 2
  hayami calc --han 3 --fu 30 --lang ja
  hayami calc --yakuman 2 --rules tenhou --format json`,
	Args: clibase.NoArgsAt,
	Define: func(f clibase.Flags) RunFunc {
		var opts calcOptions
		opts.RuleFlags.Define(f)
		clibase.IntFlag(f, &opts.hand.Han, "han", 0, "han of the hand")
		clibase.IntFlag(f, &opts.hand.Fu, "fu", 0, "fu of the hand (not needed from 5 han up)")
		f.BoolVarP(&opts.hand.Dealer, "dealer", "", false, "the dealer won")
		clibase.IntFlag(f, &opts.hand.Yakuman, "yakuman", 0, "number of real yakuman in the hand")
		clibase.IntFlag(f, &opts.honba, "honba", 0, "honba counters on the table")
		clibase.IntFlag(f, &opts.sticks, "sticks", 0, "riichi deposits on the table, which the winner takes")
		clibase.IntFlag(f, &opts.players, "players", 0, clibase.PlayersUsage)
		f.StringVar(&opts.format, "format", "text", "text or json")
		f.StringVar(&opts.lang, "lang", "en", "language of the working, e.g. ja")
		f.StringVar(&opts.digits, "digits", "grouped", "numbers grouped the language's way (1,000 / 1 000 / 1.000), or plain (1000)")
		return func(e Env, _ []string) error { return runCalc(e, &opts) }
	},
}

func runCalc(e Env, opts *calcOptions) error {
	var err error
	if opts.format, err = textOrJSON(opts.format); err != nil {
		return err
	}
	a, err := answerIn(opts.lang, opts.digits, opts.format)
	if err != nil {
		return err
	}
	pr := locale.PrinterFor(a.Lang)
	if !e.Flags.Changed("han") && !e.Flags.Changed("yakuman") {
		return clibase.Usagef("%s", pr.Text(locale.ProblemValueGiveHan))
	}
	r, err := opts.RuleFlags.LoadIn(e.Sys, e.Flags, opts.players)
	if err != nil {
		return err
	}
	p, err := table.Pay(r, opts.hand, opts.honba)
	if err != nil {
		return handError(pr, err)
	}
	g, err := table.GainOf(r, p, opts.sticks)
	if err != nil {
		return handError(pr, err)
	}
	return a.Calc(e.Stdout, r, p, g)
}
