package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/spf13/cobra"

	"hayami/render/csv"
	"hayami/render/jsondata"
	"hayami/render/markdown"
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
			if cmd.Flags().Changed("players") {
				rules.sets = append(rules.sets, "players="+strconv.Itoa(players))
			}
			r, err := rules.load(systemOf(cmd))
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
			return printTables(cmd.OutOrStdout(), t, format, sheet.Options{Lang: langs[0], PlainDigits: plain, Version: version})
		},
	}
	rules.add(cmd)
	cmd.Flags().IntVar(&honba, "honba", 0, "include this many honba counters in every payment")
	cmd.Flags().IntVar(&players, "players", 4, "4, or 3 for sanma (overrides the rule set)")
	cmd.Flags().StringVar(&format, "format", "md", "md, csv or json")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the Markdown tables")
	cmd.Flags().StringVar(&digits, "digits", "grouped", "numbers grouped the language's way, or plain")
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang)
	_ = cmd.RegisterFlagCompletionFunc("players", cobra.FixedCompletions([]string{"4", "3"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"md", "csv", "json"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

// printTables writes the tables in one format: Markdown shows the grids and the limits.
func printTables(w io.Writer, t table.Tables, format string, opts sheet.Options) error {
	switch format {
	case "json":
		return jsondata.Render(w, t)
	case "csv":
		return csv.Render(w, t)
	case "md":
		ids := slices.DeleteFunc(sheet.SheetIDs(t.Rules.Players), func(id string) bool { return id == "fu" })
		doc := sheet.Build(t, opts, ids)
		for i, s := range doc.Sheets {
			if i > 0 {
				fmt.Fprintln(w)
			}
			if err := markdown.Render(w, s); err != nil {
				return err
			}
		}
		return nil
	}
	return usagef("--format %s: use md, csv or json", format)
}
