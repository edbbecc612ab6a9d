package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/internal/rulesreport"
	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/ruleset"
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
			return rulesreport.List(cmd.OutOrStdout())
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
			r, err := clibase.LoadRules(cli.SystemOf(cmd), args[0])
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
				return clibase.Usagef("rules init takes at most one file name")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				if err := ruleset.CheckFileName(args[0]); err != nil {
					return fmt.Errorf("rules init: %w", err) // no file that rules check would refuse
				}
			}
			base, err := ruleset.Preset(from)
			if err != nil {
				return &clibase.UsageError{Err: fmt.Errorf("--from: %w", err)}
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
			fmt.Fprintln(cmd.OutOrStdout(), "wrote", usertext.Quote(args[0]))
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
			r, err := clibase.LoadRules(cli.SystemOf(cmd), args[0])
			if err != nil {
				return err
			}
			return rulesreport.Check(cmd.OutOrStdout(), args[0], r)
		},
	}
}
