package main

import (
	"slices"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/sitebuild"
	"github.com/hayami-mahjong/hayami/internal/tablecmd"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// siteOptions are the flags of hayami site.
type siteOptions struct {
	buildOptions
	presets []string
	rules   []string // --rules: the site's rule sets instead of every preset
	maker   bool     // also write the page that makes sheets in the browser
}

func newSiteCmd() *cobra.Command {
	opts := &siteOptions{buildOptions: buildOptions{SheetFlags: tablecmd.SheetFlags{Formats: pipeline.FormatsWhere(pipeline.AnyFormat), Out: "out/site", Digits: "grouped", Langs: pipeline.LanguageTags()}},
		presets: ruleset.PresetNames}
	cmd := &cobra.Command{
		Use:   "site [HOUSE-RULES.toml ...]",
		Short: "Write every rule set in every language, every sheet in every format, as a static site",
		Long: `Write a static site into --out: every preset and every house-rules file
given, in every language, every sheet in every format, one folder per rule
set and language (out/tenhou/ja/), the rule set's data once per rule set,
and out/index.html linking them all. Links are relative: the folder works
from file:// and from any path of a web server.

A house-rules file that cannot be read is reported and skipped; the others
are still written, and the exit code is 1.

hayami site writes only into a folder it made. It lists every file it
wrote in .hayami-site at the top of --out, written last. A folder that is
not empty and has no such list is refused: choose an empty or new folder,
or remove it. Into its own folder, a run writes a file over one already
there only if the list names it, or if it is inside a rule set's folder
that the list names files in; a rule set whose folder is already there,
not empty and not in the list is refused (give it another name, or remove
the folder). After a run with no failure, the files of the list that it
did not write are removed, and the folders that leaves empty: a renamed or
dropped rule set leaves nothing behind, a run with fewer --presets, --lang
or --format leaves only what it wrote, and files you put in the folder are
never touched. A run that fails or is interrupted removes nothing and adds
what it wrote to the list; one killed outright (kill -9, a crash) may leave
a new rule set's folder unlisted, to be removed by hand.

A rule set's folder is its name made safe (Thursday club → thursday-club),
in Unicode NFC; a name Windows keeps for a device gets "-rules" (con →
con-rules). Two rule sets whose folders differ only in case or Unicode
normalisation are an error, as macOS and Windows take them for one.

SIGINT (Ctrl-C) or SIGTERM stops the run between files: every file is
whole, no temporary file is left, the list is updated, and the exit code
is 130 or 143. A second signal ends it at once.`,
		Example: `  hayami site
  hayami site thursday.toml friday.toml --out public
  hayami site --presets ema2025,tenhou --lang en,ja --format pdf,html
  hayami site --rules saginomiya.toml --club 鷺宮麻雀倶楽部 --title 鷺宮麻雀倶楽部 --lang ja,en --maker`,
		RunE: func(cmd *cobra.Command, args []string) error { return runSite(cmd, opts, args) },
	}
	cmd.Flags().StringSliceVar(&opts.presets, "presets", opts.presets, "presets to include (none: --presets '')")
	cmd.Flags().StringSliceVar(&opts.rules, "rules", nil, "the site's rule sets, presets or house-rules files, instead of every preset (with --presets: as well as those)")
	_ = cmd.RegisterFlagCompletionFunc("rules", cli.CompleteRules)
	cmd.Flags().StringArrayVar(&opts.Sets, "set", nil, "override one rules key of every rule set, as key=value (repeatable)")
	_ = cmd.RegisterFlagCompletionFunc("set", cli.CompleteSet)
	cmd.Flags().StringVar(&opts.Title, "title", "", "the front page's heading, instead of \"Riichi points tables\"")
	cmd.Flags().StringVar(&opts.Club, "club", "", "club name printed under each sheet's heading")
	cmd.Flags().BoolVar(&opts.maker, "maker", false, "also write into make/ the page that makes sheets in the browser (hayami maker, about 24 MB), in a hayami that has it")
	cli.AddConfigFlag(cmd)
	cli.AddQuietFlag(cmd)
	_ = cmd.RegisterFlagCompletionFunc("presets", cobra.FixedCompletions(ruleset.PresetNames, cobra.ShellCompDirectiveNoFileComp))
	opts.addOutputFlags(cmd, pipeline.AnyFormat)
	opts.addPaperFlags(cmd, false, true)
	opts.addLanguageFlags(cmd, false)
	opts.addTotalsFlag(cmd)
	opts.addAxesFlag(cmd)
	opts.addRecordFlag(cmd)
	return cmd
}

func runSite(cmd *cobra.Command, opts *siteOptions, houseFiles []string) error {
	if err := cli.ApplyProject(cmd, cli.SiteTable); err != nil {
		return err
	}
	if _, err := choosePapers(opts.Papers); err != nil {
		return err
	}
	if cmd.Flags().Changed("rules") {
		if !cmd.Flags().Changed("presets") {
			opts.presets = nil
		}
		for _, r := range opts.rules {
			if ruleset.IsPreset(r) && slices.Contains(opts.presets, r) {
				continue
			} else if ruleset.IsPreset(r) {
				opts.presets = append(opts.presets, r)
			} else if r != "" {
				houseFiles = append(houseFiles, r)
			}
		}
	}
	return cli.PlaceSetError(cmd, sitebuild.Write(cli.SystemOf(cmd), cmd.OutOrStdout(), cmd.ErrOrStderr(), sitebuild.Options{
		Settings: opts.settings(cmd), Presets: opts.presets, HouseFiles: houseFiles, Out: opts.Out, Maker: opts.maker,
		Quiet: cli.Quiet(cmd), Progress: cli.NewProgress(cmd)}))
}
