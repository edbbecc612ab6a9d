package main

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/tablecmd"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// buildOptions are the flags of hayami build.
type buildOptions struct {
	tablecmd.SheetFlags
	font      string
	fontBold  string
	htmlMode  string
	css       string
	cssHref   string // --css-href
	theme     string
	themeDark string // --theme-dark
	themeLite string // --theme-light
	idPrefix  string
	heading   int // --heading-level
	sheets    []string
	totals    bool // --totals, when given
	axes      string
	hundreds  bool // --record-hundreds
	card      string
}

func defaultBuildOptions() *buildOptions {
	return &buildOptions{SheetFlags: tablecmd.SheetFlags{Formats: pipeline.FormatsWhere(pipeline.AnyFormat), Out: "out"}}
}

func addBuildFlags(cmd *cobra.Command, opts *buildOptions) {
	cli.AddRuleFlags(cmd, &opts.RuleFlags)
	clibase.IntFlag(cli.PFlags{FlagSet: cmd.Flags()}, &opts.Honba, "honba", 0, "include this many honba counters in every payment")
	opts.addOutputFlags(cmd, pipeline.AnyFormat)
	opts.addHeadingFlags(cmd)
	opts.addPaperFlags(cmd, true, true)
	cmd.Flags().StringVar(&opts.font, "font", "", "TrueType (.ttf) font for PDF text, instead of the embedded DejaVu Sans Condensed")
	cmd.Flags().StringVar(&opts.fontBold, "font-bold", "", "TrueType font for bold PDF text (default: --font)")
	opts.addLanguageFlags(cmd, true)
	opts.addTotalsFlag(cmd)
	opts.addAxesFlag(cmd)
	opts.addRecordFlag(cmd)
	cmd.Flags().StringVar(&opts.card, "card", pipeline.Defaults().Card, "the pocket card: per-winner (a two-sided card for each winner) or both (both winners on one two-sided card, each cell the non-dealer's payments above the dealer's)")
	_ = cmd.RegisterFlagCompletionFunc("card", cobra.FixedCompletions(pipeline.CardNames(), cobra.ShellCompDirectiveNoFileComp))
	cmd.Flags().StringSliceVar(&opts.sheets, "sheets", nil, "only these sheets, e.g. nondealer,cheatsheet (default: every sheet)")
	ids := pipeline.SheetNames(4)
	for _, id := range pipeline.SheetNames(3) {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	_ = cmd.RegisterFlagCompletionFunc("sheets", cli.CompleteList(ids))
	cmd.Flags().StringVar(&opts.htmlMode, "html", "page", "HTML as a standalone page, or a fragment to paste into a page")
	cmd.Flags().StringVar(&opts.css, "css", "inline", "HTML stylesheet inline in each file, or external: one hayami.css beside them")
	_ = cmd.RegisterFlagCompletionFunc("html", cobra.FixedCompletions([]string{"page", "fragment"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("css", cobra.FixedCompletions([]string{"inline", "external"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.Flags().StringVar(&opts.cssHref, "css-href", "", "with --css external: the address the HTML links hayami.css by (default hayami.css, beside it)")
	cmd.Flags().StringVar(&opts.theme, "theme", pipeline.Defaults().Theme, "HTML dark mode: auto (the reader's system; a page's default), light (a fragment's default), dark, or host (the page's own theme, by --theme-dark)")
	cmd.Flags().StringVar(&opts.themeDark, "theme-dark", pipeline.DefaultThemeDark, "with --theme host: the selector of the page's dark theme, e.g. .dark or [data-bs-theme=dark]")
	cmd.Flags().StringVar(&opts.themeLite, "theme-light", "", "with --theme host: the selector of the page's light theme; then where neither matches, the reader's system decides")
	cmd.Flags().StringVar(&opts.idPrefix, "id-prefix", "hayami", "HTML ids start with this, then the rule set, language, sheet and honba")
	clibase.IntFlag(cli.PFlags{FlagSet: cmd.Flags()}, &opts.heading, "heading-level", 0, "with --html fragment: the title's heading level, 1-5 (default 2); an index's groups one below")
	_ = cmd.RegisterFlagCompletionFunc("theme", cobra.FixedCompletions(pipeline.Themes(), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagFilename("font", "ttf")
	_ = cmd.MarkFlagFilename("font-bold", "ttf")
}

// addTotalsFlag adds --totals.
func (opts *buildOptions) addTotalsFlag(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&opts.totals, "totals", false, "grids show the total a tsumo collects, the cheat sheet's too, not the pocket card's (default: on for three players, off for four)")
}

// addAxesFlag adds --axes.
func (opts *buildOptions) addAxesFlag(cmd *cobra.Command) {
	cmd.Flags().StringVar(&opts.axes, "axes", pipeline.Defaults().Axes, "grids' rows and columns: fu-rows (fu rows × han columns) or han-rows (han rows × fu columns, for landscape); the pocket card keeps fu rows")
	_ = cmd.RegisterFlagCompletionFunc("axes", cobra.FixedCompletions(pipeline.AxesNames(), cobra.ShellCompDirectiveNoFileComp))
}

// addRecordFlag adds --record-hundreds.
func (opts *buildOptions) addRecordFlag(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&opts.hundreds, "record-hundreds", false, "game records take points in hundreds: each score cell ends in a printed 00 (write 120 for 12,000)")
}

// settings are the flags as the pipeline's settings: files are read, and
// warnings written, as the command's.
func (opts *buildOptions) settings(cmd *cobra.Command) pipeline.Settings {
	s := opts.SheetFlags.Settings(cli.SystemOf(cmd), cmd.ErrOrStderr())
	s.Sheets, s.Axes, s.RecordHundreds, s.Card = opts.sheets, opts.axes, opts.hundreds, opts.card
	s.Font, s.FontBold = opts.font, opts.fontBold
	s.HTML, s.CSS, s.CSSHref, s.Theme, s.ThemeDark, s.ThemeLight = opts.htmlMode, opts.css, opts.cssHref, opts.theme, opts.themeDark, opts.themeLite
	s.IDPrefix, s.HeadingLevel = opts.idPrefix, opts.heading
	if cmd.Flags().Changed("totals") {
		s.Totals = &opts.totals
	}
	return s
}

func newBuildCmd() *cobra.Command {
	opts := defaultBuildOptions()
	cmd := &cobra.Command{
		Use:   "build",
		Short: "Write every sheet of a rule set into the output folder",
		Example: `  hayami build
  hayami build --rules tenhou --format pdf --paper letter --landscape
  hayami build --rules tenhou --format md,json --out site/
  hayami build --rules thursday.toml --set kiriage=false --honba 1`,
		Args: cli.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runBuild(cmd, opts) },
	}
	addBuildFlags(cmd, opts)
	cli.AddConfigFlag(cmd)
	cli.AddQuietFlag(cmd)
	return cmd
}

// runBuild builds a file at a time: a progress line on a terminal, and
// an interrupt acted on between files.
func runBuild(cmd *cobra.Command, opts *buildOptions) error {
	if err := cli.ApplyProject(cmd, ""); err != nil {
		return err
	}
	sys := cli.SystemOf(cmd)
	if _, err := choosePapers(opts.Papers); err != nil {
		return err
	}
	b, err := pipeline.NewBatch(opts.settings(cmd))
	if err != nil {
		return cli.PlaceSetError(cmd, err)
	}
	if opts.Out == "-" && b.Len() != 1 {
		return clibase.Usagef("--out -: standard output takes one file, and this build makes %d; choose one with --sheets, --format, --lang and --paper", b.Len())
	}
	progress := cli.NewProgress(cmd)
	defer progress.Clear()
	files := make([]pipeline.File, 0, b.Len())
	for i := range b.Len() {
		if err := sys.Interrupted(); err != nil {
			return err
		}
		progress.Step(i+1, b.Len(), b.Name(i))
		f, err := b.File(i)
		if err != nil {
			return err
		}
		files = append(files, f)
	}
	progress.Clear()
	if opts.Out == "-" {
		_, err := cmd.OutOrStdout().Write(files[0].Data)
		return err
	}
	return clibase.WriteFiles(cmd.OutOrStdout(), sys, opts.Out, files, cli.Quiet(cmd))
}

// choosePapers are the papers of --paper, each once.
func choosePapers(given []string) ([]string, error) {
	var papers []string
	for _, p := range given {
		if p = strings.TrimSpace(p); p != "" && !slices.Contains(papers, p) {
			papers = append(papers, p)
		}
	}
	if len(papers) == 0 {
		return nil, clibase.Usagef("--paper: name a paper: %s", strings.Join(pipeline.PaperNames(), ", "))
	}
	return papers, nil
}
