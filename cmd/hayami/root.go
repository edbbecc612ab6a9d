package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

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
		err = fmt.Errorf("%s: %w", p, pe.Err)
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
	cmd, err := root.ExecuteContextC(context.WithValue(ctx, systemKey{}, sys))
	if err == nil {
		return exitOK
	}
	var ie *interruptError
	if errors.As(err, &ie) {
		fmt.Fprintln(stderr, "hayami: interrupted")
		return ie.exitCode()
	}
	fmt.Fprintln(stderr, "hayami: "+oneLine(pipeline.Message(err, locale.English(), flagNames{cmd})))
	var ue *usageError
	var se *ruleset.UsageError
	var pe *ruleset.UnknownPresetError
	var me *pipeline.Error
	if errors.As(err, &ue) || errors.As(err, &se) || errors.As(err, &pe) || (errors.As(err, &me) && me.Usage()) {
		return exitUsage
	}
	return exitError
}

// flagNames names the pipeline's settings as a command's flags: "--paper a9",
// "SOURCE_DATE_EPOCH=x" for the date.
type flagNames struct{ cmd *cobra.Command }

// Setting is the flag alone, or "" if the command has no such flag.
func (n flagNames) Setting(field string) string {
	if n.cmd.Flags().Lookup(field) == nil {
		return ""
	}
	return "--" + field
}

// Value is the flag with a value, or the environment variable.
func (n flagNames) Value(field, value string) string {
	if field == pipeline.FieldDate {
		return "SOURCE_DATE_EPOCH=" + value
	}
	return "--" + field + " " + value
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
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &usageError{flagError(c, err)} })
	addBuildFlags(root, opts)
	root.AddCommand(newBuildCmd(), newTableCmd(), newCalcCmd(), newGapCmd(), newFuCmd(), newDrillCmd(), newSiteCmd(), newMakerCmd(), newRulesCmd(), newVersionCmd())
	for _, extra := range extraCommands {
		root.AddCommand(extra())
	}
	root.Version = version
	addVersionTemplateFunc()
	root.SetVersionTemplate(`{{versionText}}`)
	root.SetHelpCommand(newHelpCmd())
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" { // "hayami completion bsh" is a mistake, not a request for help
			c.Args, c.RunE = noArgs, showHelp
		}
	}
	return root
}

// addVersionTemplateFunc lets the --version template call versionText;
// cobra keeps template functions in one global map, so it is added once.
var addVersionTemplateFunc = sync.OnceFunc(func() { cobra.AddTemplateFunc("versionText", versionText) })

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
				return &usageError{err}
			}
			if len(rest) > 0 {
				return unknownCommand(target, rest[0])
			}
			return target.Help()
		},
	}
}

// showHelp runs a command that only groups others: it prints its help.
func showHelp(cmd *cobra.Command, _ []string) error { return cmd.Help() }

// unknownCommand is a word that names no subcommand of cmd, with the
// nearest one if it looks like a typo.
func unknownCommand(cmd *cobra.Command, word string) error {
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() || c.Name() == "help" {
			names = append(names, c.Name())
		}
	}
	if hint := suggest.DidYouMean(word, names); hint != "" {
		return usagef("unknown command %q for %q%s", word, cmd.CommandPath(), hint)
	}
	return usagef("unknown command %q for %q; see '%s --help'", word, cmd.CommandPath(), cmd.CommandPath())
}

// invalidFlagValue matches pflag's error for a value of the wrong type.
var invalidFlagValue = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^invalid argument "(.*)" for "(?:-\w, )?(--[\w-]+)" flag: strconv\.Parse(\w+)`)
})

// flagError rewrites pflag's errors: an unknown flag gets the nearest
// known one, a value of the wrong type says what the flag takes.
func flagError(cmd *cobra.Command, err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		var names []string
		cmd.Flags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
		cmd.InheritedFlags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
		if best, ok := suggest.Nearest(name, names); ok {
			return fmt.Errorf("unknown flag --%s; did you mean --%s?", name, best)
		}
		return fmt.Errorf("unknown flag --%s; see '%s --help'", name, cmd.CommandPath())
	}
	if m := invalidFlagValue().FindStringSubmatch(msg); m != nil {
		want := map[string]string{"Int": "a whole number", "Uint": "a whole number, 0 or more", "Bool": "true or false", "Float": "a number"}[m[3]]
		if f := cmd.Flags().Lookup(strings.TrimPrefix(m[2], "--")); f != nil && want != "" {
			return fmt.Errorf("%s %s: not %s (%s)", m[2], m[1], want, f.Usage)
		}
	}
	return err
}

// noArgs rejects positional arguments as a usage error.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 && cmd.HasAvailableSubCommands() {
		return unknownCommand(cmd, args[0])
	}
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

// loadWithPlayers loads the rule set with a --players flag's value as the
// last override; an error it causes names the flag.
func (f ruleFlags) loadWithPlayers(cmd *cobra.Command, players int) (table.Rules, error) {
	if !cmd.Flags().Changed("players") {
		return f.load(systemOf(cmd))
	}
	if players != 3 && players != 4 {
		return table.Rules{}, usagef("--players %d: use 4, or 3 for sanma", players)
	}
	f.sets = append(slices.Clip(f.sets), "players="+strconv.Itoa(players))
	r, err := f.load(systemOf(cmd))
	var re *ruleset.Error
	if errors.As(err, &re) && (strings.HasPrefix(re.File, "--set players=") || strings.HasPrefix(re.File, "rules ")) {
		re.File = "--players " + strconv.Itoa(players)
	}
	return r, err
}

// playersUsage is the help of --players, whose default is the rule set's.
const playersUsage = "4, or 3 for sanma; default: the rule set's"

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

func completeSet(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if name, _, ok := strings.Cut(toComplete, "="); ok { // the value of a key
		var values []cobra.Completion
		for _, k := range ruleset.Keys {
			if k.Name == name {
				for _, v := range k.Values {
					values = append(values, name+"="+v)
				}
			}
		}
		return values, cobra.ShellCompDirectiveNoFileComp
	}
	var keys []cobra.Completion
	for _, k := range ruleset.Keys {
		if k.Name != "extends" {
			keys = append(keys, k.Name+"=")
		}
	}
	return keys, cobra.ShellCompDirectiveNoSpace | cobra.ShellCompDirectiveNoFileComp
}

// completeList completes the last item of a comma-separated list flag.
func completeList(items []string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		done := toComplete[:strings.LastIndex(toComplete, ",")+1]
		var out []cobra.Completion
		for _, it := range items {
			out = append(out, done+it)
		}
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	}
}
