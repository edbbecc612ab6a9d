package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/tablecmd"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// newTableCommand is calc, fu, gap or drill (internal/tablecmd) as a
// cobra command, with its shell completions.
func newTableCommand(name string) *cobra.Command {
	c := tablecmd.Commands[name]
	var run tablecmd.RunFunc
	cmd := &cobra.Command{
		Use: c.Use, Short: c.Short, Long: c.Long, Example: c.Example,
		Args: func(cmd *cobra.Command, args []string) error { return c.Args(cmd.CommandPath(), args) },
		RunE: func(cmd *cobra.Command, args []string) error {
			return run(tablecmd.Env{Sys: cli.SystemOf(cmd), Flags: cli.PFlags{FlagSet: cmd.Flags()}, Stdout: cmd.OutOrStdout(), Stderr: cmd.ErrOrStderr()}, args)
		},
	}
	run = c.Define(cli.PFlags{FlagSet: cmd.Flags()})
	completeTableCommand(cmd)
	return cmd
}

// completeTableCommand registers the shell completions of the flags of
// calc, fu, gap or drill.
func completeTableCommand(cmd *cobra.Command) {
	fixed := func(flag string, values ...string) {
		if cmd.Flags().Lookup(flag) != nil {
			_ = cmd.RegisterFlagCompletionFunc(flag, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
		}
	}
	_ = cmd.RegisterFlagCompletionFunc("rules", cli.CompleteRules)
	_ = cmd.RegisterFlagCompletionFunc("set", cli.CompleteSet)
	_ = cmd.RegisterFlagCompletionFunc("lang", cli.CompleteLang)
	fixed("digits", "grouped", "plain")
	fixed("players", "4", "3")
	fixed("seat", "E", "S", "W", "N")
	fixed("round", "E", "S", "W", "N")
	switch cmd.Name() {
	case "drill":
		fixed("format", pipeline.FormatsWhere(func(f pipeline.Format) bool { return f.Has(pipeline.CapDrills) })...)
		fixed("kind", pipeline.DrillKinds()...)
		fixed("paper", pipeline.PaperNames()...)
		_ = cmd.MarkFlagDirname("out")
	case "gap":
		fixed("format", "text", "json")
		cmd.ValidArgsFunction = cobra.NoFileCompletions // a number of points
	default:
		fixed("format", "text", "json")
	}
}

// The flags build, drill and site share (tablecmd.SheetFlags), with their
// completions.

// addOutputFlags adds --format, from the formats the command writes, and --out.
func (opts *buildOptions) addOutputFlags(cmd *cobra.Command, allowed func(pipeline.Format) bool) {
	opts.DefineOutput(cli.PFlags{FlagSet: cmd.Flags()}, cmd.Name() == "build" || cmd.Name() == "hayami", allowed)
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(pipeline.FormatsWhere(allowed), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagDirname("out")
}

// addHeadingFlags adds --title and --club.
func (opts *buildOptions) addHeadingFlags(cmd *cobra.Command) {
	opts.DefineHeading(cli.PFlags{FlagSet: cmd.Flags()})
}

// addPaperFlags adds --paper, one paper or with list a list of them, and
// --landscape where the command prints pages either way.
func (opts *buildOptions) addPaperFlags(cmd *cobra.Command, landscape, list bool) {
	opts.DefinePaper(cli.PFlags{FlagSet: cmd.Flags()}, landscape, list)
	if list {
		_ = cmd.RegisterFlagCompletionFunc("paper", cli.CompleteList(pipeline.PaperNames()))
	} else {
		_ = cmd.RegisterFlagCompletionFunc("paper", cobra.FixedCompletions(pipeline.PaperNames(), cobra.ShellCompDirectiveNoFileComp))
	}
}

// addLanguageFlags adds --lang, with opts.Langs as its default, and
// --digits where the command lets numbers go ungrouped.
func (opts *buildOptions) addLanguageFlags(cmd *cobra.Command, digits bool) {
	opts.DefineLanguage(cli.PFlags{FlagSet: cmd.Flags()}, digits)
	_ = cmd.RegisterFlagCompletionFunc("lang", cli.CompleteLang)
	if digits {
		_ = cmd.RegisterFlagCompletionFunc("digits", cobra.FixedCompletions([]string{"grouped", "plain"}, cobra.ShellCompDirectiveNoFileComp))
	}
}

// configureRoot makes root hayami's root command: it writes to stdout and
// stderr, prints no usage on an error (tablecmd.Exit says what went
// wrong) and words pflag's errors for people.
func configureRoot(root *cobra.Command, stdout, stderr io.Writer) {
	root.SilenceUsage = true
	root.SilenceErrors = true
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &clibase.UsageError{Err: cli.FlagError(c, err)} })
}
