package tablecmd

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/table"
)

// SheetFlags are the flags that drill shares with build and site: the
// rules, the output, the heading, the paper and the languages.
type SheetFlags struct {
	cli.RuleFlags
	Honba     int
	Formats   []string
	Out       string
	Title     string
	Club      string
	Paper     string
	Papers    []string // --paper of build and site, a list
	Landscape bool
	Langs     []string
	Fallback  bool // --lang-fallback
	Digits    string
}

// outUsage is the help of --out: build's can be standard output.
var outUsage = map[bool]string{false: "output folder", true: "output folder, or - for standard output (when the build makes one file)"}

// AddOutputFlags adds --format, from the formats the command writes, and --out.
func (opts *SheetFlags) AddOutputFlags(cmd *cobra.Command, allowed func(pipeline.Format) bool) {
	cmd.Flags().StringSliceVar(&opts.Formats, "format", opts.Formats, "output formats: "+strings.Join(pipeline.FormatsWhere(allowed), ", "))
	cmd.Flags().StringVar(&opts.Out, "out", opts.Out, outUsage[cmd.Name() == "build" || cmd.Name() == "hayami"])
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(pipeline.FormatsWhere(allowed), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagDirname("out")
}

// AddHeadingFlags adds --title and --club.
func (opts *SheetFlags) AddHeadingFlags(cmd *cobra.Command) {
	cmd.Flags().StringVar(&opts.Title, "title", "", "heading printed instead of the rule set's name")
	cmd.Flags().StringVar(&opts.Club, "club", "", "club name printed under each heading")
}

// AddPaperFlags adds --paper, one paper or with list a list of them, and
// --landscape where the command prints pages either way.
func (opts *SheetFlags) AddPaperFlags(cmd *cobra.Command, landscape, list bool) {
	if list {
		cmd.Flags().StringSliceVar(&opts.Papers, "paper", []string{"a4"}, "PDF papers, e.g. a4,letter: "+strings.Join(pipeline.PaperNames(), ", "))
		_ = cmd.RegisterFlagCompletionFunc("paper", cli.CompleteList(pipeline.PaperNames()))
	} else {
		cmd.Flags().StringVar(&opts.Paper, "paper", "a4", "PDF paper: "+strings.Join(pipeline.PaperNames(), ", "))
		_ = cmd.RegisterFlagCompletionFunc("paper", cobra.FixedCompletions(pipeline.PaperNames(), cobra.ShellCompDirectiveNoFileComp))
	}
	if landscape {
		cmd.Flags().BoolVar(&opts.Landscape, "landscape", false, "PDF pages in landscape (two grids with totals, the three-player sheet and cheat sheet, are landscape on A4 and Letter anyway)")
	}
}

// AddLanguageFlags adds --lang, with opts.Langs as its default, and
// --digits where the command lets numbers go ungrouped.
func (opts *SheetFlags) AddLanguageFlags(cmd *cobra.Command, digits bool) {
	if opts.Langs == nil {
		opts.Langs = []string{"en"}
	}
	cmd.Flags().StringSliceVar(&opts.Langs, "lang", opts.Langs, "languages of the sheets, e.g. en,ja,fr (the nearest supported; jp, cn, tw, kr, br also work)")
	cmd.Flags().BoolVar(&opts.Fallback, "lang-fallback", false, "write a language hayami does not have in English instead of failing")
	_ = cmd.RegisterFlagCompletionFunc("lang", cli.CompleteLang)
	if digits {
		cmd.Flags().StringVar(&opts.Digits, "digits", "grouped", "numbers grouped the language's way (1,000 / 1 000 / 1.000), or plain (1000)")
		_ = cmd.RegisterFlagCompletionFunc("digits", cobra.FixedCompletions([]string{"grouped", "plain"}, cobra.ShellCompDirectiveNoFileComp))
	}
}

// Settings are these flags as the pipeline's settings, the others left
// at their zero values: files are read, and warnings written, as the
// command's.
func (opts *SheetFlags) Settings(cmd *cobra.Command) pipeline.Settings {
	sys := cli.SystemOf(cmd)
	return pipeline.Settings{Rules: opts.Rules, Set: opts.Sets, Honba: opts.Honba,
		Format: opts.Formats, Lang: opts.Langs, LangFallback: opts.Fallback, Digits: opts.Digits,
		Title: opts.Title, Club: opts.Club, Paper: opts.PaperSetting(), Landscape: opts.Landscape,
		SourceDateEpoch: sys.Getenv("SOURCE_DATE_EPOCH"),
		LoadRules:       func(name string) (table.Rules, error) { return cli.LoadRules(sys, name) },
		ReadFont:        func(field, path string) (*fonts.Font, error) { return cli.LoadFont(sys, "--"+field, path) },
		Warn:            cli.Warner(cmd),
		Stop:            sys.Interrupted,
	}
}

// PaperSetting is --paper as the pipeline's setting: a list joined.
func (opts *SheetFlags) PaperSetting() string {
	if opts.Papers != nil {
		return strings.Join(opts.Papers, ",")
	}
	return opts.Paper
}
