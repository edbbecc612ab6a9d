package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"hayami/render/jsondata"
	"hayami/render/sheet"
	"hayami/table"
)

// calcOptions are the flags of hayami calc.
type calcOptions struct {
	ruleFlags
	hand    table.Hand
	honba   int
	players int
	format  string
}

func newCalcCmd() *cobra.Command {
	var opts calcOptions
	cmd := &cobra.Command{
		Use:   "calc",
		Short: "Work out one hand's ron and tsumo payments, step by step",
		Example: `  hayami calc --han 3 --fu 30
  hayami calc --han 4 --fu 30 --dealer --honba 2
  hayami calc --yakuman 2 --rules tenhou --format json`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runCalc(cmd, &opts) },
	}
	opts.ruleFlags.add(cmd)
	f := cmd.Flags()
	f.IntVar(&opts.hand.Han, "han", 0, "han of the hand")
	f.IntVar(&opts.hand.Fu, "fu", 0, "fu of the hand (not needed from 5 han up)")
	f.BoolVar(&opts.hand.Dealer, "dealer", false, "the dealer won")
	f.IntVar(&opts.hand.Yakuman, "yakuman", 0, "number of real yakuman in the hand")
	f.IntVar(&opts.honba, "honba", 0, "honba counters on the table")
	f.IntVar(&opts.players, "players", 4, "4, or 3 for sanma (overrides the rule set)")
	f.StringVar(&opts.format, "format", "text", "text or json")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "json"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("players", cobra.FixedCompletions([]string{"4", "3"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func runCalc(cmd *cobra.Command, opts *calcOptions) error {
	if opts.format != "text" && opts.format != "json" {
		return usagef("--format %s: use text or json", opts.format)
	}
	if !cmd.Flags().Changed("han") && !cmd.Flags().Changed("yakuman") {
		return usagef("give the hand's --han (and --fu), or --yakuman")
	}
	load := opts.ruleFlags
	if cmd.Flags().Changed("players") {
		load.sets = append(slices.Clip(opts.sets), "players="+strconv.Itoa(opts.players))
	}
	r, err := load.load(systemOf(cmd))
	if err != nil {
		return err
	}
	p, err := table.Pay(r, opts.hand, opts.honba)
	if err != nil {
		var he *table.HandError
		if errors.As(err, &he) {
			return usagef("--%s: %s", he.Field, he.Reason)
		}
		return err
	}
	cell := table.CellOf(r, p)
	if opts.format == "json" {
		return jsondata.Render(cmd.OutOrStdout(), struct {
			table.Cell
			Working table.Payment `json:"working"`
		}{cell, p})
	}
	writeWorking(cmd.OutOrStdout(), r, p, cell)
	return nil
}

// writeWorking writes a payment out the way a person would work it.
func writeWorking(w io.Writer, r table.Rules, p table.Payment, cell table.Cell) {
	pr := message.NewPrinter(language.English)
	n := func(v int64) string { return pr.Sprintf("%d", v) }
	who := "non-dealer"
	if p.Hand.Dealer {
		who = "dealer"
	}
	fmt.Fprintf(w, "%s, %d players: %s wins with %s, %d honba\n", r.Name, p.Players, who, handText(p.Hand), p.Honba)
	fmt.Fprintf(w, "Base points:  %s\n", baseText(r, p, n))
	fmt.Fprintf(w, "Ron:          %s; the discarder pays %s\n", shareSteps(r, p, p.Ron, n), n(p.Ron.Amount))
	for i := range p.Tsumo.Len() {
		s := p.Tsumo.At(i)
		payer := "the dealer pays"
		if s.Payer == table.PayerNondealer {
			payer = "each non-dealer pays"
		}
		fmt.Fprintf(w, "Tsumo:        %s; %s %s\n", shareSteps(r, p, s, n), payer, n(s.Amount))
	}
	fmt.Fprintf(w, "Tsumo total:  %s\n", n(cell.Tsumo.Total))
	for _, why := range []struct {
		win    string
		reason table.Reason
	}{{"ron", cell.Reachable.RonWhy}, {"tsumo", cell.Reachable.TsumoWhy}} {
		if why.reason != table.NoReason {
			fmt.Fprintf(w, "Note: no %s scores this hand. %s\n", why.win, sheet.ReasonText(language.English, r, why.reason))
		}
	}
}

// handText names a hand: "2 han 30 fu", "1 yakuman".
func handText(h table.Hand) string {
	switch {
	case h.Yakuman > 0 && h.Han > 0:
		return fmt.Sprintf("%d yakuman and %d han", h.Yakuman, h.Han)
	case h.Yakuman > 0:
		return fmt.Sprintf("%d yakuman", h.Yakuman)
	case h.Fu > 0:
		return fmt.Sprintf("%d han %d fu", h.Han, h.Fu)
	}
	return fmt.Sprintf("%d han", h.Han)
}

// baseText works out the base points: the formula, and the limit that
// replaces it.
func baseText(r table.Rules, p table.Payment, n func(int64) string) string {
	h := p.Hand
	formula := fmt.Sprintf("%d × 2^(%d+2) = %s", h.Fu, p.FormulaHan, n(p.FormulaBase))
	limitName := p.Limit.String()
	if p.Multiple > 1 {
		limitName = fmt.Sprintf("%d× yakuman", p.Multiple)
	}
	switch {
	case r.Aotenjou:
		return formula + " (aotenjou: no limit)"
	case p.Limit == table.NoLimit:
		return formula
	case p.Kiriage:
		return fmt.Sprintf("%s, paid as mangan (kiriage): %s", formula, n(p.Base))
	case p.FormulaBase > 0 && h.Han < 5:
		return fmt.Sprintf("%s, over 2,000: mangan: %s", formula, n(p.Base))
	case h.Yakuman > 0:
		return fmt.Sprintf("%s: %s", limitName, n(p.Base))
	}
	return fmt.Sprintf("%d han is %s: %s", h.Han, limitName, n(p.Base))
}

// shareSteps works out one payer's share: base × factor, rounded up, then
// what three players and the honba add.
func shareSteps(r table.Rules, p table.Payment, s table.Share, n func(int64) string) string {
	parts := []string{fmt.Sprintf("%s × %d = %s", n(p.Base), s.Factor, n(s.Raw))}
	if s.Rounded != s.Raw {
		parts = append(parts, fmt.Sprintf("→ %s (rounded up to %d)", n(s.Rounded), r.Rounding))
	}
	if s.Sanma > 0 {
		scheme := map[table.SanmaScheme]string{table.SanmaBisection: "north-bisection", table.SanmaPlus1000: "+1,000 each"}[r.Sanma.Tsumo]
		parts = append(parts, fmt.Sprintf("+ %s (%s)", n(s.Sanma), scheme))
	}
	if s.Honba > 0 {
		parts = append(parts, fmt.Sprintf("+ %s (honba)", n(s.Honba)))
	}
	if s.Amount != s.Rounded {
		parts = append(parts, "= "+n(s.Amount))
	}
	return strings.Join(parts, " ")
}
