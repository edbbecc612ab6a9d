// Package tablecmd holds the commands a player uses at the table, calc,
// fu, gap and drill, with how hayami ends a run (its error line and exit
// code): both cmd/hayami and the page's cmd/hayami-wasm run them, so that
// the page answers exactly as the command line does.
package tablecmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// Configure makes root hayami's root command: it writes to stdout and
// stderr, prints no usage on an error (Exit says what went wrong) and
// words pflag's errors for people.
func Configure(root *cobra.Command, stdout, stderr io.Writer) {
	root.SilenceUsage = true
	root.SilenceErrors = true
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return &cli.UsageError{Err: cli.FlagError(c, err)} })
}

// Exit ends a run of cmd that returned err: no error is ExitOK; an
// interrupt says so and returns 128 plus the signal; any other error is
// one line "hayami: ..." on stderr and ExitUsage for a command line that
// cannot run as written, ExitError for the rest.
func Exit(cmd *cobra.Command, err error, stderr io.Writer) int {
	if err == nil {
		return cli.ExitOK
	}
	var ie *cli.InterruptError
	if errors.As(err, &ie) {
		fmt.Fprintln(stderr, "hayami: interrupted")
		return ie.ExitCode()
	}
	fmt.Fprintln(stderr, "hayami: "+cli.OneLine(problem.Message(err, locale.English(), FlagNames{cmd})))
	var ue *cli.UsageError
	var se *ruleset.UsageError
	var pe *ruleset.UnknownPresetError
	var me *problem.Error
	if errors.As(err, &ue) || errors.As(err, &se) || errors.As(err, &pe) || (errors.As(err, &me) && me.Usage()) {
		return cli.ExitUsage
	}
	return cli.ExitError
}

// FlagNames names the pipeline's settings as a command's flags: "--paper a9",
// "SOURCE_DATE_EPOCH=x" for the date.
type FlagNames struct{ Cmd *cobra.Command }

// Setting is the flag alone, or "" if the command has no such flag.
func (n FlagNames) Setting(field string) string {
	if n.Cmd.Flags().Lookup(field) == nil {
		return ""
	}
	if at := cli.ProjectPlace(n.Cmd, field); at != "" {
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
	if at := cli.ProjectPlace(n.Cmd, field); at != "" {
		return strings.Replace(at, " ", ": ", 1) + " " + strconv.Quote(value)
	}
	return "--" + field + " " + value
}

// Commands are the names of the commands Run runs.
var Commands = []string{"calc", "fu", "gap", "drill"}

// Output is what a run printed, its exit code and the files it would
// have written into --out.
type Output struct {
	Stdout string          `json:"stdout"`
	Stderr string          `json:"stderr"`
	Code   int             `json:"code"`
	Files  []pipeline.File `json:"-"`
}

// Run runs "hayami command args..." for one of Commands with no
// environment, no file system and no signal: what it prints is what the
// command line prints for the same arguments, and the files it would
// write go into Output.Files instead (stdout still says "wrote out/...").
func Run(command string, args []string) Output {
	var stdout, stderr bytes.Buffer
	var files []pipeline.File
	root := &cobra.Command{Use: "hayami", Args: cli.NoArgs}
	Configure(root, &stdout, &stderr)
	root.AddCommand(NewCalc(), NewGap(), NewFu(), NewDrill())
	root.SetArgs(append([]string{command}, args...))
	sys := cli.System{
		Getenv: func(string) string { return "" },
		Write: func(_ string, f pipeline.File) error {
			files = append(files, f)
			return nil
		},
	}
	cmd, err := root.ExecuteContextC(cli.WithSystem(context.Background(), sys))
	code := Exit(cmd, err, &stderr)
	return Output{Stdout: stdout.String(), Stderr: stderr.String(), Code: code, Files: files}
}
