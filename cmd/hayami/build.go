package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/text/language"

	"hayami/render/csv"
	"hayami/render/jsondata"
	"hayami/render/markdown"
	"hayami/render/pdf"
	"hayami/render/sheet"
	"hayami/table"
)

// format is one output format of hayami build.
type format struct {
	name string
	// sheets lists the sheets written one file each; nil means one data
	// file of every table per rule set.
	sheets func(players int) []string
	render func(w io.Writer, j job) error
}

// job is everything a format may need to write one file.
type job struct {
	tables table.Tables
	doc    sheet.Document
	sheet  sheet.Sheet
	pdf    pdf.Options
	meta   pdf.Meta
}

// formats lists the output formats in the order files are written.
var formats = []format{
	{name: "pdf", sheets: sheet.PrintIDs, render: func(w io.Writer, j job) error { return pdf.Render(w, j.sheet, j.doc, j.pdf, j.meta) }},
	{name: "md", sheets: sheet.SheetIDs, render: func(w io.Writer, j job) error { return markdown.Render(w, j.sheet) }},
	{name: "csv", render: func(w io.Writer, j job) error { return csv.Render(w, j.tables) }},
	{name: "json", render: func(w io.Writer, j job) error { return jsondata.Render(w, j.tables) }},
}

func formatNames() []string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = f.name
	}
	return names
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
}

func defaultBuildOptions() *buildOptions {
	return &buildOptions{formats: formatNames(), out: "out"}
}

func addBuildFlags(cmd *cobra.Command, opts *buildOptions) {
	opts.ruleFlags.add(cmd)
	cmd.Flags().IntVar(&opts.honba, "honba", 0, "include this many honba counters in every payment")
	cmd.Flags().StringSliceVar(&opts.formats, "format", opts.formats, "output formats: "+strings.Join(formatNames(), ", "))
	cmd.Flags().StringVar(&opts.out, "out", opts.out, "output folder")
	cmd.Flags().StringVar(&opts.title, "title", "", "heading printed instead of the rule set's name")
	cmd.Flags().StringVar(&opts.club, "club", "", "club name printed under each heading")
	cmd.Flags().StringVar(&opts.paper, "paper", "a4", "PDF paper: "+strings.Join(paperNames(), ", "))
	cmd.Flags().BoolVar(&opts.landscape, "landscape", false, "PDF pages in landscape")
	cmd.Flags().StringVar(&opts.font, "font", "", "TrueType (.ttf) font for PDF text, instead of the embedded DejaVu Sans Condensed")
	cmd.Flags().StringVar(&opts.fontBold, "font-bold", "", "TrueType font for bold PDF text (default: --font)")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(formatNames(), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("paper", cobra.FixedCompletions(paperNames(), cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.MarkFlagFilename("font", "ttf")
	_ = cmd.MarkFlagFilename("font-bold", "ttf")
	_ = cmd.MarkFlagDirname("out")
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
	chosen, err := chooseFormats(opts.formats)
	if err != nil {
		return err
	}
	if opts.honba < 0 {
		return usagef("--honba %d: the number of counters cannot be negative", opts.honba)
	}
	rules, err := opts.load()
	if err != nil {
		return err
	}
	tables, err := table.Compute(rules, opts.honba)
	if err != nil {
		return err
	}
	lang := language.English
	doc := sheet.Build(tables, sheet.Options{Lang: lang, Title: opts.title, Club: opts.club, Version: version}, sheet.PrintIDs(rules.Players))
	j := job{tables: tables, doc: doc, meta: pdf.Meta{Creator: "hayami " + version, Date: sourceDate()}}
	if slices.ContainsFunc(chosen, func(f format) bool { return f.name == "pdf" }) {
		if j.pdf, err = pdfOptions(opts); err != nil {
			return err
		}
	}
	files, err := renderFiles(j, chosen)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(opts.out, 0o755); err != nil {
		return fmt.Errorf("output folder: %w", err)
	}
	for _, f := range files {
		path := filepath.Join(opts.out, f.name)
		if err := writeFileAtomic(path, f.data); err != nil {
			return err
		}
		fmt.Fprintln(cmd.OutOrStdout(), "wrote", path)
	}
	return nil
}

// outputFile is one rendered file, not yet written.
type outputFile struct {
	name string
	data []byte
}

// renderFiles renders every file in memory first, so that a failure writes nothing.
func renderFiles(j job, chosen []format) ([]outputFile, error) {
	base := j.doc.RulesID + "-" + j.doc.Lang
	suffix := ""
	if j.tables.Honba > 0 {
		suffix = fmt.Sprintf("-honba%d", j.tables.Honba)
	}
	var files []outputFile
	for _, f := range chosen {
		if f.sheets == nil {
			var buf bytes.Buffer
			if err := f.render(&buf, j); err != nil {
				return nil, err
			}
			files = append(files, outputFile{base + "-tables" + suffix + "." + f.name, buf.Bytes()})
			continue
		}
		for _, id := range f.sheets(j.tables.Rules.Players) {
			i := slices.IndexFunc(j.doc.Sheets, func(s sheet.Sheet) bool { return s.ID == id })
			j.sheet = j.doc.Sheets[i]
			var buf bytes.Buffer
			if err := f.render(&buf, j); err != nil {
				return nil, err
			}
			name := base + "-" + id + suffix
			if f.name == "pdf" && id != "card" {
				name += "-" + j.pdf.Paper.Name
				if j.pdf.Landscape {
					name += "-landscape"
				}
			}
			files = append(files, outputFile{name + "." + f.name, buf.Bytes()})
		}
	}
	return files, nil
}

// chooseFormats checks the --format names and returns them in writing order.
func chooseFormats(names []string) ([]format, error) {
	var chosen []format
	for _, n := range names {
		n = strings.TrimSpace(strings.ToLower(n))
		i := slices.IndexFunc(formats, func(f format) bool { return f.name == n })
		if i < 0 {
			return nil, usagef("--format %s: unknown format; use %s", n, strings.Join(formatNames(), ", "))
		}
		if !slices.ContainsFunc(chosen, func(f format) bool { return f.name == n }) {
			chosen = append(chosen, formats[i])
		}
	}
	if len(chosen) == 0 {
		return nil, usagef("--format: name at least one of %s", strings.Join(formatNames(), ", "))
	}
	return chosen, nil
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it into place, so that path is never left half-written.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp.Name(), 0o644)
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, werr)
	}
	return nil
}
