package main

import (
	"context"
	"io"
	"os"
	"sync"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/tablecmd"
	"github.com/hayami-mahjong/hayami/internal/version"
)

// run executes the command line in this process's working directory and
// environment and returns the exit code. SIGINT and SIGTERM stop it
// between files: it says "hayami: interrupted" and returns 130 or 143.
func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := cli.NotifyInterrupt(context.Background())
	defer stop()
	return runContext(ctx, clibase.System{Getenv: os.Getenv}, args, stdout, stderr)
}

// runIn executes the command line in sys and returns the exit code; no
// signal interrupts it.
func runIn(sys clibase.System, args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), sys, args, stdout, stderr)
}

// runContext executes the command line in sys until ctx ends and returns
// the exit code.
func runContext(ctx context.Context, sys clibase.System, args []string, stdout, stderr io.Writer) int {
	root := newRootCmd(stdout, stderr)
	root.SetArgs(args)
	cmd, err := root.ExecuteContextC(cli.WithSystem(ctx, sys))
	return tablecmd.Exit(cli.PFlags{FlagSet: cmd.Flags()}, err, stderr)
}

func newRootCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := defaultBuildOptions()
	root := &cobra.Command{
		Use:   "hayami",
		Short: "Printable riichi-mahjong points tables from a rule set",
		Long: `hayami makes riichi-mahjong points tables, limit-hand tables and the fu
reference chart from a rule set: a preset or a house-rules file.

Run alone, it builds the default sheets into out/ (the same as "hayami build").`,
		Args: cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBuild(cmd, opts)
		},
	}
	configureRoot(root, stdout, stderr)
	addBuildFlags(root, opts)
	cli.AddConfigFlag(root)
	cli.AddQuietFlag(root)
	root.AddCommand(newBuildCmd(), newTableCmd(), newTableCommand("calc"), newTableCommand("gap"), newTableCommand("fu"), newTableCommand("drill"), newSiteCmd(), newMakerCmd(), newRulesCmd(), newInitCmd(), newVersionCmd())
	for _, extra := range extraCommands {
		root.AddCommand(extra())
	}
	root.Version = version.Current
	// --version alone: -v stays free (for a --verbose), as gh keeps it.
	root.Flags().Bool("version", false, "print hayami's version, commit, Go version and embedded data")
	addVersionTemplateFunc()
	root.SetVersionTemplate(`{{versionText}}`)
	root.SetHelpCommand(newHelpCmd())
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" { // "hayami completion bsh" is a mistake, not a request for help
			c.Args, c.RunE = cli.NoArgs, cli.ShowHelp
		}
	}
	return root
}

// addVersionTemplateFunc lets the --version template call versionText;
// cobra keeps template functions in one global map, so it is added once.
var addVersionTemplateFunc = sync.OnceFunc(func() { cobra.AddTemplateFunc("versionText", version.Text) })

// extraCommands are commands a build tag adds (man).
var extraCommands []func() *cobra.Command

// newHelpCmd is "hayami help [command]": an unknown topic is a usage error.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		RunE: func(c *cobra.Command, args []string) error {
			target, rest, err := c.Root().Find(args)
			if err != nil {
				return &clibase.UsageError{Err: err}
			}
			if len(rest) > 0 {
				return cli.UnknownCommand(target, rest[0])
			}
			return target.Help()
		},
	}
}
