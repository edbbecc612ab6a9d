package main

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// job is everything a format may need to write one file.
type job struct {
	tables table.Tables
	doc    sheet.Document
	sheet  sheet.Sheet
	pdf    pdf.Options
	meta   pdf.Meta
	html   html.Options
	only   []string // sheet ids to write; nil for all
	// For a site: files the index links to that this job does not write
	// (the rule set's data, one folder up), and the index page's name.
	extra     []sheet.Entry
	indexName string
}

// buildOptions are the flags of hayami build.
type buildOptions struct {
	ruleFlags
	honba     int
	formats   []string
	out       string
	title     string
	club      string
	paper     string
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
}

func defaultBuildOptions() *buildOptions {
	return &buildOptions{formats: formatsWhere(anyFormat), out: "out"}
}

func addBuildFlags(cmd *cobra.Command, opts *buildOptions) {
	opts.ruleFlags.add(cmd)
	cmd.Flags().IntVar(&opts.honba, "honba", 0, "include this many honba counters in every payment")
	opts.addOutputFlags(cmd, anyFormat)
	opts.addHeadingFlags(cmd)
	opts.addPaperFlags(cmd, true)
	cmd.Flags().StringVar(&opts.font, "font", "", "TrueType (.ttf) font for PDF text, instead of the embedded DejaVu Sans Condensed")
	cmd.Flags().StringVar(&opts.fontBold, "font-bold", "", "TrueType font for bold PDF text (default: --font)")
	opts.addLanguageFlags(cmd, true)
	opts.addTotalsFlag(cmd)
	opts.addAxesFlag(cmd)
	cmd.Flags().StringSliceVar(&opts.sheets, "sheets", nil, "only these sheets, e.g. nondealer,cheatsheet (default: every sheet)")
	ids := sheet.PrintIDs(4)
	for _, id := range sheet.PrintIDs(3) {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	_ = cmd.RegisterFlagCompletionFunc("sheets", completeList(ids))
	cmd.Flags().StringVar(&opts.htmlMode, "html", "page", "HTML as a standalone page, or a fragment to paste into a page")
	cmd.Flags().StringVar(&opts.css, "css", "inline", "HTML stylesheet inline in each file, or external: one hayami.css beside them")
	_ = cmd.RegisterFlagCompletionFunc("html", cobra.FixedCompletions([]string{"page", "fragment"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("css", cobra.FixedCompletions([]string{"inline", "external"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.Flags().StringVar(&opts.cssHref, "css-href", "", "with --css external: the address the HTML links hayami.css by (default hayami.css, beside it)")
	cmd.Flags().StringVar(&opts.theme, "theme", html.ThemeAuto, "HTML dark mode: auto (the reader's system), light, dark, or host (the page's own theme, by --theme-dark)")
	cmd.Flags().StringVar(&opts.themeDark, "theme-dark", defaultThemeDark, "with --theme host: the selector of the page's dark theme, e.g. .dark or [data-bs-theme=dark]")
	cmd.Flags().StringVar(&opts.themeLite, "theme-light", "", "with --theme host: the selector of the page's light theme; then where neither matches, the reader's system decides")
	cmd.Flags().StringVar(&opts.idPrefix, "id-prefix", "hayami", "HTML ids start with this, then the rule set, language, sheet and honba")
	cmd.Flags().IntVar(&opts.heading, "heading-level", 0, "with --html fragment: the title's heading level, 1-5 (default 2); an index's groups one below")
	_ = cmd.RegisterFlagCompletionFunc("theme", cobra.FixedCompletions(html.Themes, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagFilename("font", "ttf")
	_ = cmd.MarkFlagFilename("font-bold", "ttf")
}

// The flags build, drill and site share.

// addOutputFlags adds --format, from the formats the command writes, and --out.
func (opts *buildOptions) addOutputFlags(cmd *cobra.Command, allowed func(format) bool) {
	cmd.Flags().StringSliceVar(&opts.formats, "format", opts.formats, "output formats: "+strings.Join(formatsWhere(allowed), ", "))
	cmd.Flags().StringVar(&opts.out, "out", opts.out, "output folder")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(formatsWhere(allowed), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagDirname("out")
}

// addHeadingFlags adds --title and --club.
func (opts *buildOptions) addHeadingFlags(cmd *cobra.Command) {
	cmd.Flags().StringVar(&opts.title, "title", "", "heading printed instead of the rule set's name")
	cmd.Flags().StringVar(&opts.club, "club", "", "club name printed under each heading")
}

// cleanHeadings checks --title and --club like a rules file's text: one
// line, no control characters, at most ruleset.MaxHeading characters.
func (opts *buildOptions) cleanHeadings() error {
	for _, h := range []struct {
		flag string
		text *string
	}{{"--title", &opts.title}, {"--club", &opts.club}} {
		clean, err := ruleset.CleanText(*h.text, ruleset.MaxHeading)
		if err != nil {
			return usagef("%s: %w", h.flag, err)
		}
		*h.text = clean
	}
	return nil
}

// addPaperFlags adds --paper, and --landscape where the command prints
// pages either way.
func (opts *buildOptions) addPaperFlags(cmd *cobra.Command, landscape bool) {
	cmd.Flags().StringVar(&opts.paper, "paper", "a4", "PDF paper: "+strings.Join(paperNames(), ", "))
	_ = cmd.RegisterFlagCompletionFunc("paper", cobra.FixedCompletions(paperNames(), cobra.ShellCompDirectiveNoFileComp))
	if landscape {
		cmd.Flags().BoolVar(&opts.landscape, "landscape", false, "PDF pages in landscape")
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
	_ = cmd.RegisterFlagCompletionFunc("lang", completeLang)
	if digits {
		cmd.Flags().StringVar(&opts.digits, "digits", "grouped", "numbers grouped the language's way (1,000 / 1 000 / 1.000), or plain (1000)")
		_ = cmd.RegisterFlagCompletionFunc("digits", cobra.FixedCompletions([]string{"grouped", "plain"}, cobra.ShellCompDirectiveNoFileComp))
	}
}

// addTotalsFlag adds --totals.
func (opts *buildOptions) addTotalsFlag(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&opts.totals, "totals", false, "grids show the total a tsumo collects (default: on for three players, off for four)")
}

// totalsFor reads --totals for a rule set of players: as given, else
// sheet.TotalsDefault.
func (opts *buildOptions) totalsFor(cmd *cobra.Command, players int) bool {
	if cmd.Flags().Changed("totals") {
		return opts.totals
	}
	return sheet.TotalsDefault(players)
}

// addAxesFlag adds --axes.
func (opts *buildOptions) addAxesFlag(cmd *cobra.Command) {
	cmd.Flags().StringVar(&opts.axes, "axes", string(sheet.FuRows), "grids' rows and columns: fu-rows (fu rows × han columns) or han-rows (han rows × fu columns, for landscape); the pocket card keeps fu rows")
	_ = cmd.RegisterFlagCompletionFunc("axes", cobra.FixedCompletions(sheet.AxesNames, cobra.ShellCompDirectiveNoFileComp))
}

// chooseAxes reads --axes.
func (opts *buildOptions) chooseAxes() (sheet.Axes, error) {
	a := strings.ToLower(strings.TrimSpace(opts.axes))
	if !slices.Contains(sheet.AxesNames, a) {
		return "", usagef("--axes %s: %s", opts.axes, choices(opts.axes, sheet.AxesNames))
	}
	return sheet.Axes(a), nil
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
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runBuild(cmd, opts) },
	}
	addBuildFlags(cmd, opts)
	return cmd
}

func runBuild(cmd *cobra.Command, opts *buildOptions) error {
	chosen, err := chooseFormats(opts.formats, anyFormat, "unknown format; use")
	if err != nil {
		return err
	}
	if opts.honba < 0 {
		return usagef("--honba %d: the number of counters cannot be negative", opts.honba)
	}
	if err := opts.cleanHeadings(); err != nil {
		return err
	}
	axes, err := opts.chooseAxes()
	if err != nil {
		return err
	}
	rules, err := opts.load(systemOf(cmd))
	if err != nil {
		return err
	}
	tables, err := table.Compute(rules, opts.honba)
	if err != nil {
		return err
	}
	var only []string
	for _, id := range opts.sheets {
		if id = strings.ToLower(strings.TrimSpace(id)); id != "" {
			only = append(only, id)
		}
	}
	if len(only) == 0 {
		only = nil
	}
	for _, id := range only {
		if !slices.Contains(sheet.PrintIDs(rules.Players), id) {
			return usagef("--sheets %s: no such sheet for %d players; %s", id, rules.Players, choices(id, sheet.PrintIDs(rules.Players)))
		}
	}
	langs, plain, date, err := sheetSettings(cmd, opts)
	if err != nil {
		return err
	}
	htmlOpts, err := htmlOptions(opts)
	if err != nil {
		return err
	}
	var files []outputFile
	for _, lang := range langs {
		doc := sheet.Build(tables, sheet.Options{Lang: lang, PlainDigits: plain, Title: opts.title, Club: opts.club, Version: version, Totals: opts.totalsFor(cmd, rules.Players), Axes: axes}, sheet.PrintIDs(rules.Players))
		j := job{tables: tables, doc: doc, html: htmlOpts, only: only, meta: pdf.Meta{Creator: "hayami " + version, Date: date}}
		if hasFormat(chosen, func(f format) bool { return f.paged }) {
			if j.pdf, err = pdfOptions(systemOf(cmd), opts, lang); err != nil {
				return err
			}
		}
		more, err := renderFiles(j, chosen)
		if err != nil {
			return err
		}
		for _, f := range more {
			if !slices.ContainsFunc(files, func(g outputFile) bool { return g.name == f.name }) { // hayami.css once
				files = append(files, f)
			}
		}
	}
	if len(files) == 0 {
		return usagef("nothing to write: no format of --format %s has the sheets %s", strings.Join(opts.formats, ","), strings.Join(only, ","))
	}
	return writeAll(cmd.OutOrStdout(), systemOf(cmd), opts.out, files)
}

// outputFile is one rendered file, not yet written.
type outputFile struct {
	name string
	data []byte
}

// renderFiles renders every file in memory first, so that a failure
// writes nothing. HTML adds an index page linking every file, and with an
// external stylesheet, hayami.css.
func renderFiles(j job, chosen []format) ([]outputFile, error) {
	base := j.doc.RulesID + "-" + j.doc.Lang
	suffix := ""
	if j.tables.Honba > 0 {
		suffix = fmt.Sprintf("-honba%d", j.tables.Honba)
	}
	var files []outputFile
	var entries []sheet.Entry
	add := func(f format, name string, e sheet.Entry) error {
		var buf bytes.Buffer
		if err := f.render(&buf, j); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files = append(files, outputFile{name, buf.Bytes()})
		e.File, e.Format = name, f.name
		entries = append(entries, e)
		return nil
	}
	for _, f := range chosen {
		if f.sheets == nil {
			if err := add(f, base+"-tables"+suffix+"."+f.name, sheet.Entry{}); err != nil {
				return nil, err
			}
			continue
		}
		for _, id := range f.sheets(j.tables.Rules.Players) {
			if j.only != nil && !slices.Contains(j.only, id) {
				continue
			}
			i := slices.IndexFunc(j.doc.Sheets, func(s sheet.Sheet) bool { return s.ID == id })
			j.sheet = j.doc.Sheets[i]
			if len(j.sheet.Tables) == 0 && len(j.sheet.Remarks) == 0 {
				continue // a pocket card when the grid has none of its rows
			}
			name, paper := base+"-"+id+suffix, ""
			if f.paged {
				paper = pdf.Card.Name
				if !j.sheet.Pocket { // a pocket card is on its own paper
					paper = strings.TrimPrefix(paperSuffix(j.pdf), "-")
					name += "-" + paper
				}
			}
			ext := "." + f.name
			if f.indexed {
				ext = htmlExt(j.html)
			}
			if err := add(f, name+ext, sheet.Entry{Sheet: id, Paper: paper}); err != nil {
				return nil, err
			}
			if f.paged && j.sheet.Pocket { // and the cards side by side on the paper, to print at home
				cards := f
				cards.render = func(w io.Writer, j job) error { return pdf.RenderCards(w, j.sheet, j.doc, j.pdf, j.meta) }
				if err := add(cards, name+"-"+j.pdf.Paper.Name+ext, sheet.Entry{Sheet: id, Paper: j.pdf.Paper.Name}); err != nil {
					return nil, err
				}
			}
		}
	}
	if hasFormat(chosen, func(f format) bool { return f.indexed }) && j.html.CSSHref != "" {
		files = append(files, outputFile{html.StylesheetFile, []byte(html.StylesheetFor(j.html))})
	}
	if !hasFormat(chosen, func(f format) bool { return f.indexed }) || j.only != nil {
		return files, nil
	}
	j.sheet = sheet.Index(j.tables, j.doc.Options, append(entries, j.extra...))
	var buf bytes.Buffer
	if err := html.Render(&buf, j.sheet, j.doc, j.html); err != nil {
		return nil, err
	}
	index := base + "-index" + suffix + htmlExt(j.html)
	if j.indexName != "" {
		index = j.indexName
	}
	files = append(files, outputFile{index, buf.Bytes()})
	return files, nil
}

// htmlExt is how an HTML file's name ends: ".fragment.html" for a
// fragment, so that fragments and pages never share a name.
func htmlExt(o html.Options) string {
	if o.Fragment {
		return ".fragment.html"
	}
	return ".html"
}

// chooseLanguages matches each --lang to a supported language. One it
// does not have is a usage error, or, where the command has
// --lang-fallback and it is given, a warning and English.
func chooseLanguages(cmd *cobra.Command, requested []string) ([]language.Tag, error) {
	fallback, err := cmd.Flags().GetBool("lang-fallback")
	offer := ""
	if err == nil {
		offer = " (--lang-fallback writes English instead)"
	}
	var out []language.Tag
	for _, r := range requested {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		tag, ok := sheet.Match(r)
		if !ok && !fallback {
			return nil, usagef("--lang %s: hayami has no sheets in that language; %s%s", r, choices(r, sheet.LocaleTags()), offer)
		}
		if !ok {
			fmt.Fprintf(cmd.ErrOrStderr(), "hayami: warning: no sheets in %q; using English\n", r)
		}
		if !slices.Contains(out, tag) {
			out = append(out, tag)
		}
	}
	if len(out) == 0 {
		return nil, usagef("--lang: name at least one language")
	}
	return out, nil
}

// sheetSettings reads what every command writing sheets shares: --lang,
// --digits and the date printed in PDFs.
func sheetSettings(cmd *cobra.Command, opts *buildOptions) (langs []language.Tag, plain bool, date time.Time, err error) {
	if langs, err = chooseLanguages(cmd, opts.langs); err != nil {
		return nil, false, date, err
	}
	if plain, err = plainDigits(opts.digits); err != nil {
		return nil, false, date, err
	}
	date, err = sourceDate(systemOf(cmd))
	return langs, plain, date, err
}

// plainDigits reads --digits.
func plainDigits(digits string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(digits)) {
	case "grouped":
		return false, nil
	case "plain":
		return true, nil
	}
	return false, usagef("--digits %s: %s", digits, choices(digits, []string{"grouped", "plain"}))
}

func completeLang(_ *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var tags []cobra.Completion
	for _, l := range sheet.Locales() {
		tags = append(tags, cobra.CompletionWithDesc(l.Language, l.Name))
	}
	return tags, cobra.ShellCompDirectiveNoFileComp
}

// defaultThemeDark is --theme-dark's default: Pico's, Bulma's and many
// themes' dark mode.
const defaultThemeDark = `[data-theme="dark"]`

// htmlOptions checks the --html, --css, --theme, --id-prefix and
// --heading-level flags.
func htmlOptions(opts *buildOptions) (html.Options, error) {
	o := html.Options{Generator: "hayami " + version, IDPrefix: opts.idPrefix, Honba: opts.honba, HeadingLevel: opts.heading,
		Theme: html.Theme{Mode: strings.ToLower(opts.theme), Dark: opts.themeDark, Light: opts.themeLite}}
	switch opts.htmlMode {
	case "page":
	case "fragment":
		o.Fragment = true
	default:
		return o, usagef("--html %s: use page or fragment", opts.htmlMode)
	}
	switch opts.css {
	case "inline":
		if opts.cssHref != "" {
			return o, usagef("--css-href %s: the address of an external stylesheet; add --css external", opts.cssHref)
		}
	case "external":
		o.CSSHref = cmp.Or(opts.cssHref, html.StylesheetFile)
	default:
		return o, usagef("--css %s: use inline or external", opts.css)
	}
	if !slices.Contains(html.Themes, o.Theme.Mode) {
		return o, usagef("--theme %s: use %s", opts.theme, strings.Join(html.Themes, ", "))
	}
	if o.Theme.Mode != html.ThemeHost && (opts.themeDark != defaultThemeDark || opts.themeLite != "") {
		return o, usagef("--theme-dark and --theme-light name the page's themes for --theme host; add it")
	}
	if err := html.CheckSelector(opts.themeDark); err != nil {
		return o, usagef("--theme-dark: %w", err)
	}
	if opts.themeLite != "" {
		if err := html.CheckSelector(opts.themeLite); err != nil {
			return o, usagef("--theme-light: %w", err)
		}
	}
	if err := html.CheckIDPrefix(opts.idPrefix); err != nil {
		return o, usagef("--id-prefix: %w", err)
	}
	if opts.heading != 0 && !o.Fragment {
		return o, usagef("--heading-level %d: a page's title is its h1; add --html fragment", opts.heading)
	}
	if opts.heading < 0 || opts.heading > 5 {
		return o, usagef("--heading-level %d: use 1 to 5", opts.heading)
	}
	return o, nil
}

// writeAll writes rendered files into dir, each atomically, and says so on
// w. An interrupt stops it between files.
func writeAll(w io.Writer, sys system, dir string, files []outputFile) error {
	if strings.TrimSpace(dir) == "" {
		return usagef("--out: name a folder (. for this one)")
	}
	if err := sys.interrupted(); err != nil {
		return err
	}
	if err := os.MkdirAll(sys.path(dir), 0o777); err != nil {
		return fmt.Errorf("output folder: %w", err)
	}
	for _, f := range files {
		if err := sys.interrupted(); err != nil {
			return err
		}
		path := filepath.Join(dir, f.name)
		if err := writeFileAtomic(sys.path(path), f.data); err != nil {
			return err
		}
		fmt.Fprintln(w, "wrote", path)
	}
	return nil
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it into place, so that path is never left half-written. The file is
// readable and writable by all less the umask, as os.WriteFile makes it.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := createTemp(path)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, withoutPath(err))
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, withoutPath(werr))
	}
	return nil
}

// withoutPath keeps what went wrong in a file operation and drops the
// file it names: the temporary file is not the user's business.
func withoutPath(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}
