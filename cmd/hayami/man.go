//go:build man

package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// The man command is built only with -tags man ("make man"): its generator
// pulls a Markdown library into the binary, which every run would start.
func init() { extraCommands = append(extraCommands, newManCmd) }

// manSections are the sections every page ends with, in troff.
const manSections = `.SH EXIT STATUS
.TP
.B 0
Success.
.TP
.B 1
An error: a file that cannot be read or written, a rules file or project file that is wrong, a failed rule set of a site.
.TP
.B 2
A command line that cannot be run as written: an unknown command or flag, a value a flag does not take.
.TP
.B 129, 130, 131, 143
Stopped by SIGHUP (the terminal closed), SIGINT (Ctrl-C), SIGQUIT or SIGTERM (128 plus the signal's number): every file written is whole, and no temporary file is left.
.SH ENVIRONMENT
.TP
.B SOURCE_DATE_EPOCH
The date printed in PDFs and HTML, as seconds since 1970 (reproducible builds); without it, a fixed date.
.TP
.B GOMEMLIMIT
The heap limit of a run (Go's); without it, hayami site keeps its heap near 48 MB plus 24 MB per core.
.TP
.B GOGC
Go's garbage collector target; without it, 400.
.SH FILES
.TP
.B hayami.toml
The project file hayami build and hayami site read from the folder they run in (or --config FILE): its keys are hayami build's long flags, its [site] table hayami site's; hayami init writes one.
.TP
.B *.toml
House-rules files, named with --rules; hayami rules init starts one.
`

func newManCmd() *cobra.Command {
	out := "out/man"
	var docs string
	cmd := &cobra.Command{
		Use:   "man",
		Short: "Write a manual page for every command (man1) into --out",
		Long: `Write a manual page in troff for hayami and each of its commands into
--out (hayami.1, hayami-build.1, …), generated from the same help text as
--help, each command's section of docs/commands.md (--docs) and the exit
status, environment and files. The pages are dated by SOURCE_DATE_EPOCH, or
else by the commit hayami was built from, so the same version writes the
same bytes. Read one with: man -l out/man/hayami-build.1`,
		Example: "  hayami man --out /usr/local/share/man/man1",
		Args:    cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			sys := cli.SystemOf(cmd)
			epoch := sys.Getenv("SOURCE_DATE_EPOCH")
			if epoch == "" {
				epoch = commitEpoch()
			}
			date, err := pipeline.SourceDate(epoch)
			if err != nil {
				return err
			}
			reference := map[string]string{}
			if docs != "" {
				data, err := sys.ReadFile(filepath.Join(docs, "commands.md"), 1<<20, "the commands' reference")
				if err != nil {
					return fmt.Errorf("--docs: %w", err)
				}
				reference = commandSections(string(data))
			}
			root := cmd.Root()
			root.RemoveCommand(cmd) // an installed hayami has no man command: no page links one
			var files []pipeline.File
			var add func(c *cobra.Command) error
			add = func(c *cobra.Command) error {
				if !c.IsAvailableCommand() && c != root || c.IsAdditionalHelpTopicCommand() {
					return nil
				}
				for _, sub := range c.Commands() {
					if err := add(sub); err != nil {
						return err
					}
				}
				name := strings.ReplaceAll(c.CommandPath(), " ", "-")
				header := &doc.GenManHeader{Title: strings.ToUpper(name), Section: "1", Source: version.Creator(), Manual: "hayami manual", Date: &date}
				c.DisableAutoGenTag = true
				if ref := reference[c.CommandPath()]; ref != "" {
					c.Long = strings.TrimSpace(c.Long+"\n\n"+ref) + "\n"
				}
				var b bytes.Buffer
				if err := doc.GenMan(c, header, &b); err != nil {
					return fmt.Errorf("man page of %s: %w", c.CommandPath(), err)
				}
				page := b.String()
				if at := strings.Index(page, ".SH SEE ALSO"); at >= 0 {
					page = page[:at] + manSections + page[at:]
				} else {
					page += manSections
				}
				files = append(files, pipeline.File{Name: name + ".1", Data: []byte(page)})
				return nil
			}
			if err := add(root); err != nil {
				return err
			}
			return clibase.WriteFiles(cmd.OutOrStdout(), sys, out, files, false)
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", out, "folder for the pages")
	cmd.Flags().StringVar(&docs, "docs", "", "folder of the documentation whose commands.md sections (## `hayami build`) the pages add")
	return cmd
}

// commitEpoch is the time of the commit this hayami was built from, in
// seconds, or "" when the build did not record it.
func commitEpoch() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	for _, s := range info.Settings {
		if s.Key == "vcs.time" {
			if t, err := time.Parse(time.RFC3339, s.Value); err == nil {
				return fmt.Sprint(t.Unix())
			}
		}
	}
	return ""
}

// commandSections splits docs/commands.md into the text under each
// "## `hayami build`" heading, by command path; a heading naming several
// commands ("## `hayami` and `hayami build`") gives each the text. Deeper
// headings stay in the text.
func commandSections(md string) map[string]string {
	sections := map[string]string{}
	var names []string
	var body strings.Builder
	flush := func() {
		for _, n := range names {
			sections[n] = strings.TrimSpace(body.String())
		}
		body.Reset()
	}
	for line := range strings.Lines(md) {
		if rest, ok := strings.CutPrefix(line, "## "); ok {
			flush()
			names = nil
			for i, part := range strings.Split(rest, "`") {
				if i%2 == 1 && strings.HasPrefix(part, "hayami") {
					names = append(names, strings.TrimSpace(part))
				}
			}
			continue
		}
		if strings.HasPrefix(line, "# ") {
			continue
		}
		if len(names) > 0 {
			body.WriteString(line)
		}
	}
	flush()
	return sections
}
