package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/table"
)

// buildOptions are the flags of hayami build.
type buildOptions struct {
	cli.RuleFlags
	honba     int
	formats   []string
	out       string
	title     string
	club      string
	paper     string
	papers    []string // --paper of build and site, a list
	landscape bool
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
	langs     []string
	fallback  bool // --lang-fallback
	digits    string
	sheets    []string
	totals    bool // --totals, when given
	axes      string
	hundreds  bool // --record-hundreds
	card      string
}

func defaultBuildOptions() *buildOptions {
	return &buildOptions{formats: pipeline.FormatsWhere(pipeline.AnyFormat), out: "out"}
}

func addBuildFlags(cmd *cobra.Command, opts *buildOptions) {
	opts.RuleFlags.Add(cmd)
	cli.IntFlag(cmd.Flags(), &opts.honba, "honba", 0, "include this many honba counters in every payment")
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
	cli.IntFlag(cmd.Flags(), &opts.heading, "heading-level", 0, "with --html fragment: the title's heading level, 1-5 (default 2); an index's groups one below")
	_ = cmd.RegisterFlagCompletionFunc("theme", cobra.FixedCompletions(pipeline.Themes(), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagFilename("font", "ttf")
	_ = cmd.MarkFlagFilename("font-bold", "ttf")
}

// The flags build, drill and site share.

// outUsage is the help of --out: build's can be standard output.
var outUsage = map[bool]string{false: "output folder", true: "output folder, or - for standard output (when the build makes one file)"}

// addOutputFlags adds --format, from the formats the command writes, and --out.
func (opts *buildOptions) addOutputFlags(cmd *cobra.Command, allowed func(pipeline.Format) bool) {
	cmd.Flags().StringSliceVar(&opts.formats, "format", opts.formats, "output formats: "+strings.Join(pipeline.FormatsWhere(allowed), ", "))
	cmd.Flags().StringVar(&opts.out, "out", opts.out, outUsage[cmd.Name() == "build" || cmd.Name() == "hayami"])
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(pipeline.FormatsWhere(allowed), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagDirname("out")
}

// addHeadingFlags adds --title and --club.
func (opts *buildOptions) addHeadingFlags(cmd *cobra.Command) {
	cmd.Flags().StringVar(&opts.title, "title", "", "heading printed instead of the rule set's name")
	cmd.Flags().StringVar(&opts.club, "club", "", "club name printed under each heading")
}

// addPaperFlags adds --paper, one paper or with list a list of them, and
// --landscape where the command prints pages either way.
func (opts *buildOptions) addPaperFlags(cmd *cobra.Command, landscape, list bool) {
	if list {
		cmd.Flags().StringSliceVar(&opts.papers, "paper", []string{"a4"}, "PDF papers, e.g. a4,letter: "+strings.Join(pipeline.PaperNames(), ", "))
		_ = cmd.RegisterFlagCompletionFunc("paper", cli.CompleteList(pipeline.PaperNames()))
	} else {
		cmd.Flags().StringVar(&opts.paper, "paper", "a4", "PDF paper: "+strings.Join(pipeline.PaperNames(), ", "))
		_ = cmd.RegisterFlagCompletionFunc("paper", cobra.FixedCompletions(pipeline.PaperNames(), cobra.ShellCompDirectiveNoFileComp))
	}
	if landscape {
		cmd.Flags().BoolVar(&opts.landscape, "landscape", false, "PDF pages in landscape (two grids with totals, the three-player sheet and cheat sheet, are landscape on A4 and Letter anyway)")
	}
}

// addLanguageFlags adds --lang, with opts.langs as its default, and
// --digits where the command lets numbers go ungrouped.
func (opts *buildOptions) addLanguageFlags(cmd *cobra.Command, digits bool) {
	if opts.langs == nil {
		opts.langs = []string{"en"}
	}
	cmd.Flags().StringSliceVar(&opts.langs, "lang", opts.langs, "languages of the sheets, e.g. en,ja,fr (the nearest supported; jp, cn, tw, kr, br also work)")
	cmd.Flags().BoolVar(&opts.fallback, "lang-fallback", false, "write a language hayami does not have in English instead of failing")
	_ = cmd.RegisterFlagCompletionFunc("lang", cli.CompleteLang)
	if digits {
		cmd.Flags().StringVar(&opts.digits, "digits", "grouped", "numbers grouped the language's way (1,000 / 1 000 / 1.000), or plain (1000)")
		_ = cmd.RegisterFlagCompletionFunc("digits", cobra.FixedCompletions([]string{"grouped", "plain"}, cobra.ShellCompDirectiveNoFileComp))
	}
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
	sys := cli.SystemOf(cmd)
	s := pipeline.Settings{Rules: opts.Rules, Set: opts.Sets, Honba: opts.honba,
		Format: opts.formats, Sheets: opts.sheets, Lang: opts.langs, LangFallback: opts.fallback, Digits: opts.digits,
		Title: opts.title, Club: opts.club, Axes: opts.axes, RecordHundreds: opts.hundreds, Card: opts.card,
		Paper: opts.paperSetting(), Landscape: opts.landscape, Font: opts.font, FontBold: opts.fontBold,
		HTML: opts.htmlMode, CSS: opts.css, CSSHref: opts.cssHref, Theme: opts.theme, ThemeDark: opts.themeDark, ThemeLight: opts.themeLite,
		IDPrefix: opts.idPrefix, HeadingLevel: opts.heading,
		SourceDateEpoch: sys.Getenv("SOURCE_DATE_EPOCH"),
		LoadRules:       func(name string) (table.Rules, error) { return cli.LoadRules(sys, name) },
		ReadFont:        func(field, path string) (*fonts.Font, error) { return cli.LoadFont(sys, "--"+field, path) },
		Warn:            warner(cmd),
		Stop:            sys.Interrupted,
	}
	if cmd.Flags().Changed("totals") {
		s.Totals = &opts.totals
	}
	return s
}

// paperSetting is --paper as the pipeline's setting: a list joined.
func (opts *buildOptions) paperSetting() string {
	if opts.papers != nil {
		return strings.Join(opts.papers, ",")
	}
	return opts.paper
}

// warner writes a warning to the command's standard error.
func warner(cmd *cobra.Command) func(string) {
	return func(msg string) { fmt.Fprintln(cmd.ErrOrStderr(), "hayami: warning: "+cli.OneLine(msg)) }
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
	if _, err := choosePapers(opts.papers); err != nil {
		return err
	}
	b, err := pipeline.NewBatch(opts.settings(cmd))
	if err != nil {
		return cli.PlaceSetError(cmd, err)
	}
	if opts.out == "-" && b.Len() != 1 {
		return cli.Usagef("--out -: standard output takes one file, and this build makes %d; choose one with --sheets, --format, --lang and --paper", b.Len())
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
	if opts.out == "-" {
		_, err := cmd.OutOrStdout().Write(files[0].Data)
		return err
	}
	return cli.WriteFiles(cmd.OutOrStdout(), sys, opts.out, files, cli.Quiet(cmd))
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
		return nil, cli.Usagef("--paper: name a paper: %s", strings.Join(pipeline.PaperNames(), ", "))
	}
	return papers, nil
}

// chooseLanguage matches a --lang to a supported language: one it does
// not have is a usage error.
func chooseLanguage(requested string) (language.Tag, error) {
	langs, err := pipeline.MatchLanguages([]string{requested}, false, nil)
	if err != nil {
		return language.Und, err
	}
	return langs[0], nil
}
