package main

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/maker"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/table"
)

// drillOptions are the flags of hayami drill.
type drillOptions struct {
	buildOptions
	seed  uint64
	count int
	kinds []string
}

func newDrillCmd() *cobra.Command {
	opts := &drillOptions{buildOptions: buildOptions{formats: maker.FormatsWhere(func(f maker.Format) bool { return f.DrillDefault }), out: "out"}, seed: 1, count: 10, kinds: sheet.DrillKinds}
	cmd := &cobra.Command{
		Use:   "drill",
		Short: "Write practice sheets with their answers: payments, fu, a table to fill in",
		Long: `Write practice sheets: payments to work out from han and fu, hands whose
fu to count, and the points table with every payment left out. The answers
follow on a new page. The same --seed prints the same questions.`,
		Example: `  hayami drill --seed 7
  hayami drill --seed 7 --kind fu --count 8 --format pdf --paper letter
  hayami drill --kind pay,table --rules tenhou --lang ja`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runDrill(cmd, opts) },
	}
	opts.ruleFlags.add(cmd)
	f := cmd.Flags()
	f.Uint64Var(&opts.seed, "seed", opts.seed, "number of the sheet: the same seed gives the same questions")
	f.IntVar(&opts.count, "count", opts.count, "questions per sheet, 1 to 40")
	f.StringSliceVar(&opts.kinds, "kind", opts.kinds, "drills: "+strings.Join(sheet.DrillKinds, ", "))
	_ = cmd.RegisterFlagCompletionFunc("kind", cobra.FixedCompletions(sheet.DrillKinds, cobra.ShellCompDirectiveNoFileComp))
	opts.addOutputFlags(cmd, maker.DrillFormat)
	opts.addHeadingFlags(cmd)
	opts.addPaperFlags(cmd, true)
	opts.addLanguageFlags(cmd, true)
	return cmd
}

func runDrill(cmd *cobra.Command, opts *drillOptions) error {
	if opts.count < 1 || opts.count > 40 {
		return usagef("--count %d: ask 1 to 40 questions", opts.count)
	}
	var kinds []string
	for _, k := range opts.kinds {
		k = strings.ToLower(strings.TrimSpace(k))
		if !slices.Contains(sheet.DrillKinds, k) {
			return usagef("--kind %s: no such drill; %s", k, maker.Choices(k, sheet.DrillKinds))
		}
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) == 0 {
		return usagef("--kind: name at least one of %s", strings.Join(sheet.DrillKinds, ", "))
	}
	chosen, err := maker.ChooseFormats(opts.formats, maker.DrillFormat, "drills are written as")
	if err != nil {
		return err
	}
	if err := opts.cleanHeadings(); err != nil {
		return err
	}
	rules, err := opts.load(systemOf(cmd))
	if err != nil {
		return err
	}
	tables, err := table.Compute(rules, 0)
	if err != nil {
		return err
	}
	langs, plain, date, err := sheetSettings(cmd, &opts.buildOptions)
	if err != nil {
		return err
	}
	var files []maker.File
	for _, lang := range langs {
		doc, err := sheet.Drills(tables, sheet.Options{Lang: lang, PlainDigits: plain, Title: opts.title, Club: opts.club, Version: version}, opts.seed, opts.count, kinds)
		if err != nil {
			return err
		}
		j := maker.Job{Tables: tables, Doc: doc, HTML: html.Options{Generator: "hayami " + version}, Meta: pdf.Meta{Creator: "hayami " + version, Date: date}}
		for _, f := range chosen {
			if f.Paged {
				if j.PDF, err = pdfOptions(systemOf(cmd), &opts.buildOptions, lang); err != nil {
					return err
				}
			}
			for _, s := range doc.Sheets {
				j.Sheet = s
				name := fmt.Sprintf("%s-%s-%s-seed%d", doc.RulesID, doc.Lang, s.ID, opts.seed)
				if f.Paged {
					name += maker.PaperSuffix(j.PDF)
				}
				var buf bytes.Buffer
				if err := f.Drill(&buf, j); err != nil {
					return err
				}
				files = append(files, maker.NewFile(name+"."+f.Name, buf.Bytes()))
			}
		}
	}
	return writeAll(cmd.OutOrStdout(), systemOf(cmd), opts.out, files)
}
