// Package cli holds what every hayami command shares on the command
// line as cobra commands: the system a command runs in, its flags as
// clibase.Flags (PFlags), pflag's errors worded for people, the project
// file, the progress line, completions and the signals that stop a run
// between files. What needs no cobra (usage errors, exit codes, the files
// a run reads and writes) is in clibase, which the page's wasm uses too.
package cli

import (
	"context"
	"os"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/suggest"
)

// systemKey is the context key of the clibase.System a run sees.
type systemKey struct{}

// WithSystem is ctx carrying the system a run sees, for SystemOf.
func WithSystem(ctx context.Context, s clibase.System) context.Context {
	return context.WithValue(ctx, systemKey{}, s)
}

// SystemOf returns the system a command runs in, with its context.
func SystemOf(cmd *cobra.Command) clibase.System {
	s, ok := cmd.Context().Value(systemKey{}).(clibase.System)
	if !ok {
		s = clibase.System{Getenv: os.Getenv}
	}
	s.Ctx = cmd.Context()
	return s
}

// ShowHelp runs a command that only groups others: it prints its help.
func ShowHelp(cmd *cobra.Command, _ []string) error { return cmd.Help() }

// UnknownCommand is a word that names no subcommand of cmd, with the
// nearest one if it looks like a typo.
func UnknownCommand(cmd *cobra.Command, word string) error {
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() || c.Name() == "help" {
			names = append(names, c.Name())
		}
	}
	if hint := suggest.DidYouMean(word, names); hint != "" {
		return clibase.Usagef("unknown command %q for %q%s", word, cmd.CommandPath(), hint)
	}
	return clibase.Usagef("unknown command %q for %q; see '%s --help'", word, cmd.CommandPath(), cmd.CommandPath())
}

// FlagError rewrites pflag's errors: an unknown flag gets the nearest
// known one, a value of the wrong type says what the flag takes.
func FlagError(cmd *cobra.Command, err error) error {
	all, usage := names(cmd.Flags(), cmd.InheritedFlags())
	return clibase.FlagErrorIn(cmd.CommandPath(), err, all, usage)
}

// NoArgs rejects positional arguments as a usage error.
func NoArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 && cmd.HasAvailableSubCommands() {
		return UnknownCommand(cmd, args[0])
	}
	return clibase.NoArgsAt(cmd.CommandPath(), args)
}

// ExactArg accepts exactly one positional argument, as a usage error otherwise.
func ExactArg(what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != 1 {
			return clibase.Usagef("%s takes one %s; see 'hayami %s --help'", cmd.CommandPath(), what, cmd.CommandPath()[len("hayami "):])
		}
		return nil
	}
}
