// Package tablecmd holds the commands a player uses at the table, calc,
// fu, gap and drill, and how hayami ends a run (its error line and exit
// code). Each command is its help, its flags (clibase.Flags) and its
// run: cmd/hayami makes them cobra commands, whose flags pflag parses;
// the page's cmd/hayami-wasm runs them with clibase.Parser (Run), which
// parses as pflag does and keeps cobra, pflag and the packages they bring
// out of the wasm. Both print the same for the same arguments.
package tablecmd

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// Command is one command: its help, as cobra's fields name it, the check
// of its positional arguments and its flags.
type Command struct {
	Use, Short, Long, Example string
	// Args checks the positional arguments of the command at path
	// ("hayami calc").
	Args func(path string, args []string) error
	// Define defines the flags on f and returns the run that reads them.
	Define func(f clibase.Flags) RunFunc
}

// RunFunc runs a command with its positional arguments.
type RunFunc func(e Env, args []string) error

// Env is what a run sees: its system, its parsed flags and its output.
type Env struct {
	Sys            clibase.System
	Flags          clibase.Flags
	Stdout, Stderr io.Writer
}

// Name is the command's name, the first word of Use.
func (c Command) Name() string {
	name, _, _ := strings.Cut(c.Use, " ")
	return name
}

// Commands are the commands of the table, by name.
var Commands = map[string]Command{"calc": calc, "fu": fu, "gap": gap, "drill": drill}

// Output is what a run printed, its exit code and the files it would
// have written into --out.
type Output struct {
	Stdout string          `json:"stdout"`
	Stderr string          `json:"stderr"`
	Code   int             `json:"code"`
	Files  []pipeline.File `json:"-"`
}

// Run runs "hayami name args..." for a command of Commands with no
// environment, no signal, no file of the file system read and no file
// written: a file the arguments name is read from files (a house-rules
// file the page has loaded, by the name --rules gives it) or missing.
// What it prints and its exit code are the command line's for the same
// arguments and files, and the files it would write go into
// Output.Files instead (stdout still says "wrote out/..."). It parses as
// cobra does for cmd/hayami: the flags, then --help, then the positional
// arguments, then the run.
func Run(name string, args []string, files map[string][]byte) Output {
	c := Commands[name]
	var stdout, stderr bytes.Buffer
	var written []pipeline.File
	f := &clibase.Parser{}
	run := c.Define(f)
	f.BoolVarP(new(bool), "help", "h", false, "help for "+c.Name())
	e := Env{
		Sys: clibase.System{
			Getenv:  func(string) string { return "" },
			NoFiles: true,
			Files:   files,
			Write: func(_ string, file pipeline.File) error {
				written = append(written, file)
				return nil
			},
		},
		Flags: f, Stdout: &stdout, Stderr: &stderr,
	}
	path := "hayami " + c.Name()
	err := func() error {
		if err := f.Parse(args); err != nil {
			return &clibase.UsageError{Err: clibase.FlagErrorIn(path, err, f.Names(), f.Usage)}
		}
		if help, _ := f.GetBool("help"); help {
			c.help(&stdout, f)
			return nil
		}
		if err := c.Args(path, f.Args()); err != nil {
			return err
		}
		return run(e, f.Args())
	}()
	code := Exit(f, err, &stderr)
	return Output{Stdout: stdout.String(), Stderr: stderr.String(), Code: code, Files: written}
}

// help writes the command's help as cobra writes a subcommand's of hayami.
func (c Command) help(w io.Writer, f *clibase.Parser) {
	text := c.Long
	if text == "" {
		text = c.Short
	}
	if text = strings.TrimRightFunc(text, unicode.IsSpace); text != "" {
		fmt.Fprintf(w, "%s\n\n", text)
	}
	fmt.Fprintf(w, "Usage:\n  hayami %s [flags]", c.Use)
	if c.Example != "" {
		fmt.Fprintf(w, "\n\nExamples:\n%s", c.Example)
	}
	fmt.Fprintf(w, "\n\nFlags:\n%s\n", strings.TrimRightFunc(f.Usages(), unicode.IsSpace))
}

// exactArgs accepts n positional arguments, as cobra.ExactArgs words it.
func exactArgs(n int) func(string, []string) error {
	return func(_ string, args []string) error {
		if len(args) != n {
			return fmt.Errorf("accepts %d arg(s), received %d", n, len(args))
		}
		return nil
	}
}

// Exit ends a run of a command whose flags are flags and that returned
// err: no error is ExitOK; an interrupt says so and returns 128 plus the
// signal; any other error is one line "hayami: ..." on stderr and
// ExitUsage for a command line that cannot run as written, ExitError for
// the rest.
func Exit(flags clibase.Flags, err error, stderr io.Writer) int {
	if err == nil {
		return clibase.ExitOK
	}
	var ie *clibase.InterruptError
	if errors.As(err, &ie) {
		fmt.Fprintln(stderr, "hayami: interrupted")
		return ie.ExitCode()
	}
	fmt.Fprintln(stderr, "hayami: "+clibase.OneLine(problem.Message(err, locale.English(), FlagNames{flags})))
	var ue *clibase.UsageError
	var se *ruleset.UsageError
	var pe *ruleset.UnknownPresetError
	var me *problem.Error
	if errors.As(err, &me) && flags != nil && flags.Place(me.Field) != "" {
		return clibase.ExitError // a value of the project file: bad data, as a rules file's
	}
	if errors.As(err, &ue) || errors.As(err, &se) || errors.As(err, &pe) || (errors.As(err, &me) && me.Usage()) {
		return clibase.ExitUsage
	}
	return clibase.ExitError
}

// FlagNames names the pipeline's settings as a command's flags: "--paper a9",
// "SOURCE_DATE_EPOCH=x" for the date.
type FlagNames struct{ Flags clibase.Flags }

// Setting is the flag alone, or "" if the command has no such flag.
func (n FlagNames) Setting(field string) string {
	if !n.Flags.Has(field) {
		return ""
	}
	if at := n.Flags.Place(field); at != "" {
		return strings.Replace(at, " ", ": ", 1)
	}
	return "--" + field
}

// Value is the flag with a value, or the environment variable; a value
// from the project file is placed at its key there.
func (n FlagNames) Value(field, value string) string {
	if field == problem.FieldDate {
		return "SOURCE_DATE_EPOCH=" + value
	}
	if at := n.Flags.Place(field); at != "" {
		return strings.Replace(at, " ", ": ", 1) + " " + strconv.Quote(value)
	}
	return "--" + field + " " + value
}
