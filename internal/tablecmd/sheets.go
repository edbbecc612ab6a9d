package tablecmd

import (
	"io"
	"strings"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/table"
)

// SheetFlags are the flags that drill shares with build and site: the
// rules, the output, the heading, the paper and the languages.
type SheetFlags struct {
	clibase.RuleFlags
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

// DefineOutput defines --format, from the formats the command writes,
// and --out, which standard output can be (build's) or not.
func (opts *SheetFlags) DefineOutput(f clibase.Flags, stdout bool, allowed func(pipeline.Format) bool) {
	f.StringSliceVar(&opts.Formats, "format", opts.Formats, "output formats: "+strings.Join(pipeline.FormatsWhere(allowed), ", "))
	f.StringVar(&opts.Out, "out", opts.Out, outUsage[stdout])
}

// DefineHeading defines --title and --club.
func (opts *SheetFlags) DefineHeading(f clibase.Flags) {
	f.StringVar(&opts.Title, "title", "", "heading printed instead of the rule set's name")
	f.StringVar(&opts.Club, "club", "", "club name printed under each heading")
}

// DefinePaper defines --paper, one paper or with list a list of them,
// and --landscape where the command prints pages either way.
func (opts *SheetFlags) DefinePaper(f clibase.Flags, landscape, list bool) {
	if list {
		f.StringSliceVar(&opts.Papers, "paper", []string{"a4"}, "PDF papers, e.g. a4,letter: "+strings.Join(pipeline.PaperNames(), ", "))
	} else {
		f.StringVar(&opts.Paper, "paper", "a4", "PDF paper: "+strings.Join(pipeline.PaperNames(), ", "))
	}
	if landscape {
		f.BoolVarP(&opts.Landscape, "landscape", "", false, "PDF pages in landscape (two grids with totals, the three-player sheet and cheat sheet, are landscape on A4 and Letter anyway)")
	}
}

// DefineLanguage defines --lang, with opts.Langs as its default, and
// --digits where the command lets numbers go ungrouped.
func (opts *SheetFlags) DefineLanguage(f clibase.Flags, digits bool) {
	if opts.Langs == nil {
		opts.Langs = []string{"en"}
	}
	f.StringSliceVar(&opts.Langs, "lang", opts.Langs, "languages of the sheets, e.g. en,ja,fr (the nearest supported; jp, cn, tw, kr, br also work)")
	f.BoolVarP(&opts.Fallback, "lang-fallback", "", false, "write a language hayami does not have in English instead of failing")
	if digits {
		f.StringVar(&opts.Digits, "digits", "grouped", "numbers grouped the language's way (1,000 / 1 000 / 1.000), or plain (1000)")
	}
}

// Settings are these flags as the pipeline's settings, the others left
// at their zero values: files are read in sys, and warnings written to
// stderr.
func (opts *SheetFlags) Settings(sys clibase.System, stderr io.Writer) pipeline.Settings {
	return pipeline.Settings{Rules: opts.Rules, Set: opts.Sets, Honba: opts.Honba,
		Format: opts.Formats, Lang: opts.Langs, LangFallback: opts.Fallback, Digits: opts.Digits,
		Title: opts.Title, Club: opts.Club, Paper: opts.PaperSetting(), Landscape: opts.Landscape,
		SourceDateEpoch: sys.Getenv("SOURCE_DATE_EPOCH"),
		LoadRules:       func(name string) (table.Rules, error) { return clibase.LoadRules(sys, name) },
		ReadFont:        func(field, path string) (*fonts.Font, error) { return clibase.LoadFont(sys, "--"+field, path) },
		Warn:            clibase.Warner(stderr),
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
