package main

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// newInitCmd is "hayami init": it writes a project file.
func newInitCmd() *cobra.Command {
	opts := defaultBuildOptions()
	var force bool
	cmd := &cobra.Command{
		Use:   "init [FILE]",
		Short: "Write a project file (" + cli.ProjectFile + ") of a club's defaults for build and site",
		Long: `Write a project file, hayami.toml unless FILE is given ("-": standard
output), that hayami build and hayami site read from the folder they run
in. Its keys are hayami build's long flags, and its [site] table holds
hayami site's; each is written commented out with its default, except the
flags given to init, which are written set:

  hayami init --rules saginomiya.toml --club 鷺宮麻雀倶楽部 --lang ja --format pdf

A flag on the command line overrides the file's key.`,
		Example: "  hayami init\n  hayami init --rules thursday.toml --club 'Thursday club' --paper a4,letter",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return clibase.Usagef("init takes at most one file name")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			data := projectTemplate(cmd)
			name := cli.ProjectFile
			if len(args) == 1 {
				name = args[0]
			}
			if name == "-" {
				_, err := cmd.OutOrStdout().Write(data)
				return err
			}
			path := cli.SystemOf(cmd).Path(name)
			if _, err := os.Stat(path); err == nil && !force {
				return fmt.Errorf("%s exists; use --force to replace it", name)
			} else if err != nil && !errors.Is(err, os.ErrNotExist) {
				return fmt.Errorf("init: %w", err)
			}
			if err := outdir.WriteFile(path, data); err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), "wrote", name)
			return nil
		},
	}
	addBuildFlags(cmd, opts)
	cmd.Flags().BoolVar(&force, "force", false, "replace FILE if it exists")
	return cmd
}

// projectTemplate is a project file: every flag of hayami build, set as
// init's command line sets it or commented out with its default, then
// [site] with the flags of hayami site that the top level does not give it.
func projectTemplate(init *cobra.Command) []byte {
	var b strings.Builder
	b.WriteString("# hayami's project file: a club's defaults for hayami build (the keys\n" +
		"# here) and hayami site ([site] below, and the keys here but out and\n" +
		"# format). Each key is a long flag; a flag on the command line wins.\n" +
		"# Uncomment a key to set it. Paths are from this file's folder.\n")
	build := newBuildCmd()
	build.Flags().SortFlags = false
	keys := map[string]bool{}
	build.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Name == "config" || f.Name == "help" {
			return
		}
		keys[f.Name] = true
		writeKey(&b, f, init.Flags().Lookup(f.Name))
	})
	b.WriteString("\n[site]\n")
	site := newSiteCmd()
	site.Flags().SortFlags = false
	site.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Name == "config" || f.Name == "help" || (keys[f.Name] && f.Name != "out" && f.Name != "format") {
			return
		}
		writeKey(&b, f, nil)
	})
	return []byte(b.String())
}

// writeKey writes a flag as a key: set to given's value if the command
// line set it, else commented out with its default.
func writeKey(b *strings.Builder, f, given *pflag.Flag) {
	fmt.Fprintf(b, "\n# %s\n", clibase.OneLine(f.Usage))
	if given != nil && given.Changed {
		fmt.Fprintf(b, "%s = %s\n", f.Name, tomlValue(given))
		return
	}
	fmt.Fprintf(b, "# %s = %s\n", f.Name, tomlValue(f))
}

// tomlValue writes a flag's value as TOML.
func tomlValue(f *pflag.Flag) string {
	if sv, ok := f.Value.(pflag.SliceValue); ok {
		items := slices.Clone(sv.GetSlice())
		for i, it := range items {
			items[i] = ruleset.Quote(it)
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	switch f.Value.Type() {
	case "bool", "int", "uint64":
		return f.Value.String()
	}
	return ruleset.Quote(f.Value.String())
}
