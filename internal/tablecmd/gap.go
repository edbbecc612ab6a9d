package tablecmd

import (
	"errors"
	"strconv"
	"strings"

	"github.com/hayami-mahjong/hayami/internal/answer"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// gapOptions are the flags of hayami gap.
type gapOptions struct {
	clibase.RuleFlags
	dealer  bool
	honba   int
	sticks  int
	players int
	format  string
	lang    string
	digits  string
}

// gap is hayami gap.
var gap = Command{
	Use:   "gap POINTS",
	Short: "The cheapest hand that overtakes a player POINTS ahead, by ron and by tsumo",
	Long: `For a player POINTS behind the leader, the cheapest hand that passes by each
way of winning (ron off the leader, ron off another player, tsumo with the
leader not the dealer or the dealer), what it pays with the honba and how
much it closes with the riichi deposits on the table, which the winner takes.
Under game.ties = "seat" it also names the cheaper hand that draws level.`,
	Example: `  hayami gap 12300
  hayami gap 12300 --honba 1 --sticks 2 --dealer
  hayami gap 8000 --rules tenhou --lang ja`,
	Args: exactArgs(1),
	Define: func(f clibase.Flags) RunFunc {
		var opts gapOptions
		opts.RuleFlags.Define(f)
		f.BoolVarP(&opts.dealer, "dealer", "", false, "the chasing player is the dealer")
		clibase.IntFlag(f, &opts.honba, "honba", 0, "honba counters on the table")
		clibase.IntFlag(f, &opts.sticks, "sticks", 0, "riichi deposits on the table, which the winner takes")
		clibase.IntFlag(f, &opts.players, "players", 0, clibase.PlayersUsage)
		f.StringVar(&opts.format, "format", "text", "text or json")
		f.StringVar(&opts.lang, "lang", "en", "language of the answer, e.g. ja")
		f.StringVar(&opts.digits, "digits", "grouped", "numbers grouped the language's way (1,000 / 1 000 / 1.000), or plain (1000)")
		return func(e Env, args []string) error { return runGap(e, &opts, args[0]) }
	},
}

func runGap(e Env, opts *gapOptions, points string) error {
	var err error
	if opts.format, err = textOrJSON(opts.format); err != nil {
		return err
	}
	a, err := answerIn(opts.lang, opts.digits, opts.format)
	if err != nil {
		return err
	}
	p := locale.PrinterFor(a.Lang)
	behind, err := strconv.ParseInt(strings.ReplaceAll(strings.TrimSpace(points), ",", ""), 10, 64)
	if err != nil {
		if r := []rune(points); len(r) > 40 {
			points = string(r[:40]) + "…"
		}
		return clibase.Usagef("%s", p.Text(locale.ProblemAt, "gap "+strconv.Quote(points), p.Text(locale.ProblemValueGapPoints)))
	}
	r, err := opts.RuleFlags.LoadIn(e.Sys, e.Flags, opts.players)
	if err != nil {
		return err
	}
	tables, err := table.Compute(r, opts.honba)
	if err != nil {
		return handError(p, err)
	}
	q := standings.GapQuestion{Gap: behind, Winner: table.WinnerNondealer, Sticks: opts.sticks}
	if opts.dealer {
		q.Winner = table.WinnerDealer
	}
	answers, err := standings.Gap(tables, q)
	if err != nil {
		return handError(p, err)
	}
	return a.Gap(e.Stdout, tables, q, answers)
}

// textOrJSON checks a --format of calc, gap or fu: text or json, in any case.
func textOrJSON(format string) (string, error) {
	format = strings.ToLower(strings.TrimSpace(format))
	if format != "text" && format != "json" {
		return "", clibase.Usagef("--format %s: %s", format, problem.Choices(locale.English(), format, []string{"text", "json"}))
	}
	return format, nil
}

// answerIn reads how a command that answers one question (calc, gap)
// prints: its language, digits and format (checked by textOrJSON).
func answerIn(lang, digits, format string) (answer.Style, error) {
	tag, err := clibase.ChooseLanguage(lang)
	if err != nil {
		return answer.Style{}, err
	}
	plain, err := pipeline.PlainDigits(digits)
	return answer.Style{Lang: tag, Plain: plain, JSON: format == "json"}, err
}

// handError turns a bad hand or count (a flag's value) into a usage error
// naming the flag, worded with p's catalog; a payment too large to hold is
// worded so too.
func handError(p locale.Printer, err error) error {
	var he *table.HandError
	var tl *table.TooLargeError
	switch {
	case errors.As(err, &he):
		reason := he.Reason
		if he.Code != "" {
			reason = problemText(p, he)
		}
		if he.Field == "gap" {
			return clibase.Usagef("gap: %s", reason)
		}
		return clibase.Usagef("--%s: %s", he.Field, reason)
	case errors.As(err, &tl):
		return worded(p, err)
	}
	return err
}
