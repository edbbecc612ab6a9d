//go:build man

package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// The man command is built only with -tags man ("make man"): its generator
// pulls a Markdown library into the binary, which every run would start.
func init() { extraCommands = append(extraCommands, newManCmd) }

func newManCmd() *cobra.Command {
	out := "out/man"
	cmd := &cobra.Command{
		Use:   "man",
		Short: "Write a manual page for every command (man1) into --out",
		Long: `Write a manual page in troff for hayami and each of its commands into
--out (hayami.1, hayami-build.1, …), generated from the same help text as
--help. The pages are dated by SOURCE_DATE_EPOCH, so the same version writes
the same bytes. Read one with: man -l out/man/hayami-build.1`,
		Example: "  hayami man --out /usr/local/share/man/man1",
		Args:    cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			sys := cli.SystemOf(cmd)
			date, err := pipeline.SourceDate(sys.Getenv("SOURCE_DATE_EPOCH"))
			if err != nil {
				return err
			}
			header := &doc.GenManHeader{Title: "HAYAMI", Section: "1", Source: version.Creator(), Manual: "hayami manual", Date: &date}
			var files []pipeline.File
			var add func(c *cobra.Command) error
			add = func(c *cobra.Command) error {
				if !c.IsAvailableCommand() && c != c.Root() || c.IsAdditionalHelpTopicCommand() || c == cmd { // an installed hayami has no man command
					return nil
				}
				for _, sub := range c.Commands() {
					if err := add(sub); err != nil {
						return err
					}
				}
				c.DisableAutoGenTag = true
				var b bytes.Buffer
				if err := doc.GenMan(c, header, &b); err != nil {
					return fmt.Errorf("man page of %s: %w", c.CommandPath(), err)
				}
				files = append(files, pipeline.File{Name: strings.ReplaceAll(c.CommandPath(), " ", "-") + ".1", Data: b.Bytes()})
				return nil
			}
			if err := add(cmd.Root()); err != nil {
				return err
			}
			return cli.WriteFiles(cmd.OutOrStdout(), sys, out, files, false)
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", out, "folder for the pages")
	return cmd
}
