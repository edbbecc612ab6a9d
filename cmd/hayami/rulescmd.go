package main

import (
	"errors"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

func newRulesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "List, show, start and check rule sets",
		Args:  cli.NoArgs,
		RunE:  cli.ShowHelp,
	}
	cmd.AddCommand(newRulesListCmd(), newRulesShowCmd(), newRulesInitCmd(), newRulesCheckCmd())
	return cmd
}

func newRulesListCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the presets",
		Args:  cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "PRESET\tPLAYERS\tNAME\tSOURCE")
			for _, name := range ruleset.PresetNames {
				r, err := ruleset.Preset(name)
				if err != nil {
					return err
				}
				def := ""
				if name == ruleset.Default {
					def = " (default)"
				}
				fmt.Fprintf(tw, "%s\t%d\t%s%s\t%s\n", name, r.Players, r.Name, def, r.Source)
			}
			return tw.Flush()
		},
	}
}

func newRulesShowCmd() *cobra.Command {
	var sets []string
	cmd := &cobra.Command{
		Use:               "show NAME|FILE",
		Short:             "Print a rule set's every key, as a rules file",
		Example:           "  hayami rules show tenhou\n  hayami rules show thursday.toml --set honba.ron=1500",
		Args:              cli.ExactArg("preset name or file"),
		ValidArgsFunction: cli.CompleteRules,
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := cli.LoadRules(cli.SystemOf(cmd), args[0])
			if err != nil {
				return err
			}
			if r, err = ruleset.Apply(r, sets); err != nil {
				return err
			}
			_, err = cmd.OutOrStdout().Write(ruleset.Format(r))
			return err
		},
	}
	cmd.Flags().StringArrayVar(&sets, "set", nil, "override one rules key, as key=value (repeatable)")
	return cmd
}

func newRulesInitCmd() *cobra.Command {
	var from, name string
	var force bool
	cmd := &cobra.Command{
		Use:     "init [FILE]",
		Short:   "Start a house-rules file from a preset (to FILE, or standard output)",
		Example: "  hayami rules init --from tenhou thursday.toml\n  hayami rules init > house.toml",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return cli.Usagef("rules init takes at most one file name")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			base, err := ruleset.Preset(from)
			if err != nil {
				return &cli.UsageError{Err: fmt.Errorf("--from: %w", err)}
			}
			if !cmd.Flags().Changed("name") && len(args) == 1 {
				name = ruleset.NameFromFile(args[0])
			}
			data := ruleset.Starter(base, name)
			if len(args) == 0 {
				_, err = cmd.OutOrStdout().Write(data)
				return err
			}
			path := cli.SystemOf(cmd).Path(args[0])
			if _, err := os.Stat(path); err == nil && !force {
				return fmt.Errorf("%s exists; use --force to replace it", args[0])
			} else if err != nil && !errors.Is(err, os.ErrNotExist) {
				return fmt.Errorf("rules init: %w", err)
			}
			if err := outdir.WriteFile(path, data); err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), "wrote", args[0])
			return nil
		},
	}
	cmd.Flags().StringVar(&from, "from", ruleset.Default, "preset to start from")
	cmd.Flags().StringVar(&name, "name", "House rules", "the rule set's name (default with FILE: from the file's name, thursday-club.toml → Thursday club)")
	cmd.Flags().BoolVar(&force, "force", false, "replace FILE if it exists")
	_ = cmd.RegisterFlagCompletionFunc("from", cobra.FixedCompletions(ruleset.PresetNames, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func newRulesCheckCmd() *cobra.Command {
	return &cobra.Command{
		Use:     "check FILE",
		Short:   "Check a house-rules file and say how it differs from its preset",
		Example: "  hayami rules check thursday.toml",
		Args:    cli.ExactArg("file"),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, err := cli.LoadRules(cli.SystemOf(cmd), args[0])
			if err != nil {
				return err
			}
			if _, err := standings.Compute(r, 0); err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			out := cmd.OutOrStdout()
			if r.Extends == "" {
				fmt.Fprintf(out, "%s: ok: %s\n", args[0], r.Name)
				return nil
			}
			base, err := ruleset.Preset(r.Extends)
			if err != nil {
				return err
			}
			diff := ruleset.Diff(base, r)
			fmt.Fprintf(out, "%s: ok: %s, extending %s\n", args[0], r.Name, r.Extends)
			if len(diff) == 0 {
				fmt.Fprintf(out, "  same settings as %s\n", r.Extends)
			}
			for _, d := range diff {
				fmt.Fprintf(out, "  %s = %s (%s has %s)\n", d.Key, d.Value, r.Extends, d.Base)
			}
			if assumed := inheritedCaveats(r); len(assumed) > 0 {
				fmt.Fprintf(out, "  the sheets print these as \"check your rulebook\" (%s's sources do not confirm them); write them into %s to make them your club's rules:\n", r.Extends, args[0])
				for _, line := range assumed {
					fmt.Fprintln(out, "    "+line)
				}
			}
			return nil
		},
	}
}

// inheritedCaveats are the preset's values that r keeps and whose sources
// do not confirm them, as "key = value" lines: the sheets print each as a
// caveat until the house file states the value (or a note of its own).
func inheritedCaveats(r table.Rules) []string {
	var lines []string
	for _, n := range r.Notes {
		k, ok := ruleset.Lookup(n.Key)
		if n.House || !ok || r.Players == 4 && k.Sanma {
			continue
		}
		lines = append(lines, fmt.Sprintf("%s = %s", k.Name, k.Literal(r)))
	}
	return lines
}
