package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"hayami/ruleset"
	"hayami/table"
)

// version is hayami's version, printed by "hayami version" and on every sheet.
var version = "0.1.0"

// Exit codes.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// usageError is a command line that cannot be run as written.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Errorf(format, args...)}
}

// system is what a run sees of its process: the folder that relative
// paths start from, the environment variables it reads and the context
// that a signal ends. Tests run commands in their own process, each with
// a folder of its own.
type system struct {
	dir    string // "" for the working directory
	getenv func(string) string
	ctx    context.Context // nil: never interrupted
}

// interrupted returns the cause when the run has been interrupted: then a
// command writes no further file.
func (s system) interrupted() error {
	if s.ctx == nil || s.ctx.Err() == nil {
		return nil
	}
	return context.Cause(s.ctx)
}

// path places a path named on the command line.
func (s system) path(p string) string {
	if s.dir == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(s.dir, p)
}

// readFile reads a file named on the command line, of at most limit
// bytes: only a regular file (a FIFO or a device could stall or never
// end), checked before it is opened. An error names the file as the user
// wrote it, and says what kind of file it should have been.
func (s system) readFile(p string, limit int64, kind string) ([]byte, error) {
	info, err := os.Stat(s.path(p))
	if err == nil && !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file, so it cannot be %s", p, kind)
	}
	if err == nil && info.Size() > limit {
		return nil, fmt.Errorf("%s: %d bytes is too long for %s (at most %s)", p, info.Size(), kind, sizeText(limit))
	}
	var data []byte
	if err == nil {
		var f *os.File
		if f, err = os.Open(s.path(p)); err == nil {
			data, err = io.ReadAll(io.LimitReader(f, limit+1))
			f.Close()
		}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		pe.Path = p
	}
	if err == nil && int64(len(data)) > limit { // it grew since
		return nil, fmt.Errorf("%s: too long for %s (at most %s)", p, kind, sizeText(limit))
	}
	return data, err
}

// sizeText writes a size limit in KB or MB.
func sizeText(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d KB", n>>10)
}

// systemKey is the context key of the system a run sees.
type systemKey struct{}

// systemOf returns the system a command runs in, with its context.
func systemOf(cmd *cobra.Command) system {
	s, ok := cmd.Context().Value(systemKey{}).(system)
	if !ok {
		s = system{getenv: os.Getenv}
	}
	s.ctx = cmd.Context()
	return s
}

// run executes the command line in this process's working directory and
// environment and returns the exit code. SIGINT and SIGTERM stop it
// between files: it says "hayami: interrupted" and returns 130 or 143.
func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := notifyInterrupt(context.Background())
	defer stop()
	return runContext(ctx, system{getenv: os.Getenv}, args, stdout, stderr)
}

// runIn executes the command line in sys and returns the exit code; no
// signal interrupts it.
func runIn(sys system, args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), sys, args, stdout, stderr)
}

// runContext executes the command line in sys until ctx ends and returns
// the exit code.
func runContext(ctx context.Context, sys system, args []string, stdout, stderr io.Writer) int {
	root := newRootCmd(stdout, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(context.WithValue(ctx, systemKey{}, sys))
	if err == nil {
		return exitOK
	}
	var ie *interruptError
	if errors.As(err, &ie) {
		fmt.Fprintln(stderr, "hayami: interrupted")
		return ie.exitCode()
	}
	fmt.Fprintln(stderr, "hayami: "+oneLine(err.Error()))
	var ue *usageError
	var se *ruleset.UsageError
	if errors.As(err, &ue) || errors.As(err, &se) {
		return exitUsage
	}
	return exitError
}

// oneLine keeps an error to one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func newRootCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := defaultBuildOptions()
	root := &cobra.Command{
		Use:   "hayami",
		Short: "Printable riichi-mahjong points tables from a rule set",
		Long: `hayami makes riichi-mahjong points tables, limit-hand tables and the fu
reference chart from a rule set: a preset or a house-rules file.

Run alone, it builds the default sheets into out/ (the same as "hayami build").`,
		Args:          noArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBuild(cmd, opts)
		},
	}
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &usageError{err} })
	addBuildFlags(root, opts)
	root.AddCommand(newBuildCmd(), newTableCmd(), newCalcCmd(), newFuCmd(), newDrillCmd(), newSiteCmd(), newRulesCmd(), newVersionCmd())
	return root
}

// noArgs rejects positional arguments as a usage error.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("%s takes no argument %q; see '%s --help'", cmd.CommandPath(), args[0], cmd.CommandPath())
	}
	return nil
}

// ruleFlags are the flags that choose a rule set.
type ruleFlags struct {
	rules string
	sets  []string
}

func (f *ruleFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.rules, "rules", ruleset.Default, "preset name or house-rules TOML file")
	cmd.Flags().StringArrayVar(&f.sets, "set", nil, "override one rules key, as key=value (repeatable)")
	_ = cmd.RegisterFlagCompletionFunc("rules", completeRules)
	_ = cmd.RegisterFlagCompletionFunc("set", completeSet)
}

// load returns the chosen rule set with the overrides applied.
func (f *ruleFlags) load(sys system) (table.Rules, error) {
	r, err := loadRules(sys, f.rules)
	if err != nil {
		return r, err
	}
	return ruleset.Apply(r, f.sets)
}

// loadRules reads a preset by name, or else a house-rules file.
func loadRules(sys system, nameOrFile string) (table.Rules, error) {
	if ruleset.IsPreset(nameOrFile) {
		return ruleset.Preset(nameOrFile)
	}
	data, err := sys.readFile(nameOrFile, ruleset.MaxFileSize, "a rules file")
	if err != nil {
		if errors.Is(err, os.ErrNotExist) && !strings.ContainsAny(nameOrFile, "./\\") {
			return table.Rules{}, &ruleset.UnknownPresetError{Name: nameOrFile}
		}
		return table.Rules{}, fmt.Errorf("rules: %w", err)
	}
	return ruleset.Parse(nameOrFile, data)
}

func completeRules(_ *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return ruleset.PresetNames, cobra.ShellCompDirectiveDefault
}

func completeSet(_ *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var keys []cobra.Completion
	for _, k := range ruleset.Keys {
		if k.Name != "extends" {
			keys = append(keys, k.Name+"=")
		}
	}
	return keys, cobra.ShellCompDirectiveNoSpace
}

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print hayami's version",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprintf(cmd.OutOrStdout(), "hayami %s\n", version)
			return err
		},
	}
}
