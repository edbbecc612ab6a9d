package main

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/hayami-mahjong/hayami/internal/webpage"
	"github.com/hayami-mahjong/hayami/maker"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// siteOptions are the flags of hayami site.
type siteOptions struct {
	buildOptions
	presets []string
	maker   bool // also write the page that makes sheets in the browser
}

func newSiteCmd() *cobra.Command {
	opts := &siteOptions{buildOptions: buildOptions{formats: maker.FormatsWhere(maker.AnyFormat), out: "out/site", paper: "a4", digits: "grouped", langs: sheet.LocaleTags()},
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
  hayami site --presets ema2025,tenhou --lang en,ja --format pdf,html`,
		RunE: func(cmd *cobra.Command, args []string) error { return runSite(cmd, opts, args) },
	}
	cmd.Flags().StringSliceVar(&opts.presets, "presets", opts.presets, "presets to include (none: --presets '')")
	cmd.Flags().BoolVar(&opts.maker, "maker", true, "also write into make/ the page that makes sheets in the browser (hayami maker), in a hayami that has it")
	_ = cmd.RegisterFlagCompletionFunc("presets", cobra.FixedCompletions(ruleset.PresetNames, cobra.ShellCompDirectiveNoFileComp))
	opts.addOutputFlags(cmd, maker.AnyFormat)
	opts.addPaperFlags(cmd, false)
	opts.addLanguageFlags(cmd, false)
	opts.addTotalsFlag(cmd)
	opts.addAxesFlag(cmd)
	return cmd
}

// siteRuleSet is one rule set of the site, with its tables computed once.
type siteRuleSet struct {
	tables table.Tables
	dir    string // its folder at the top of the site
	from   string // the preset or house-rules file it was read from
	totals bool   // its grids show tsumo totals
	axes   sheet.Axes
}

// siteJob is one rule set in one language: the unit of work a core
// takes, and what it wrote.
type siteJob struct {
	set    int
	lang   language.Tag
	result siteResult
}

// siteResult is what one job wrote, or why it failed.
type siteResult struct {
	files int
	bytes int64
	err   error
}

// siteMemoryLimit keeps a site build's heap small: the GC works harder
// near it, instead of letting fpdf's garbage pile up under GOGC 400. Each
// worker renders one rule set in one language at a time.
func siteMemoryLimit(workers int) int64 { return (48 + 24*int64(workers)) << 20 }

func runSite(cmd *cobra.Command, opts *siteOptions, houseFiles []string) (err error) {
	sys := systemOf(cmd)
	if sys.getenv("GOMEMLIMIT") == "" { // the user's own limit wins
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(siteMemoryLimit(runtime.GOMAXPROCS(0))))
	}
	chosen, err := maker.ChooseFormats(opts.formats, maker.AnyFormat, "unknown format; use")
	if err != nil {
		return err
	}
	langs, _, date, err := sheetSettings(cmd, &opts.buildOptions) // digits: always grouped
	if err != nil {
		return err
	}
	axes, err := opts.chooseAxes()
	if err != nil {
		return err
	}
	// Each language's PDF options, checked before anything is written.
	pdfOpts := map[language.Tag]pdf.Options{}
	if maker.HasFormat(chosen, func(f maker.Format) bool { return f.Paged }) {
		for _, lang := range langs {
			if pdfOpts[lang], err = pdfOptions(sys, &opts.buildOptions, lang); err != nil {
				return err
			}
		}
	}
	for _, name := range opts.presets { // named before the folder is looked at
		if name = strings.TrimSpace(name); name != "" && !ruleset.IsPreset(name) {
			return usagef("--presets: %w", &ruleset.UnknownPresetError{Name: name})
		}
	}
	out, err := openSiteOut(sys, opts.out)
	if err != nil {
		return err
	}
	sets, unread, err := siteRuleSets(cmd, opts.presets, houseFiles, out)
	if err != nil {
		return err
	}
	for i := range sets {
		sets[i].totals = opts.totalsFor(cmd, sets[i].tables.Rules.Players)
		sets[i].axes = axes
	}
	defer func() { // the manifest, last, whatever happened
		if ferr := out.finish(err == nil); ferr != nil {
			err = errors.Join(err, ferr)
		}
	}()
	var sheetFormats, dataFormats []maker.Format
	for _, f := range chosen {
		if f.Sheets == nil {
			dataFormats = append(dataFormats, f)
		} else {
			sheetFormats = append(sheetFormats, f)
		}
	}
	data, err := writeSiteData(out, sets, dataFormats)
	if err != nil {
		return err
	}
	var jobs []siteJob
	for i := range sets {
		for _, lang := range langs {
			jobs = append(jobs, siteJob{set: i, lang: lang})
		}
	}
	runSiteJobs(jobs, func(jb siteJob) siteResult {
		return runSiteJob(out, sets[jb.set], jb.lang, pdfOpts[jb.lang], sheetFormats, data[jb.set].entries, date)
	})
	if err := out.sys.interrupted(); err != nil {
		return err
	}

	front, failed, files, total := siteReport(cmd, sets, data, jobs, maker.HasFormat(sheetFormats, func(f maker.Format) bool { return f.Indexed }))
	failed += unread
	if failed == len(sets)+unread {
		return fmt.Errorf("every rule set failed: no front page written")
	}
	var first []sheet.LinkGroup
	if opts.maker && webpage.HasPage {
		pageFiles, err := webpage.Page()
		if err != nil {
			return err
		}
		r := writePage(out, makerFolder, pageFiles)
		if r.err != nil {
			return r.err
		}
		files, total = files+r.files, total+r.bytes
		texts, err := maker.PageTexts("en") // the front page is in English
		if err != nil {
			return err
		}
		first = append(first, sheet.LinkGroup{Title: texts["site.group"], Links: []sheet.Link{{Href: makerFolder + "/index.html", Text: texts["site.link"]}}})
	}
	if maker.HasFormat(chosen, func(f maker.Format) bool { return f.Indexed }) {
		r := writeFrontPage(out, front, first)
		if r.err != nil {
			return r.err
		}
		files, total = files+r.files, total+r.bytes
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %d files (%.1f MB) for %d rule sets in %d languages into %s\n",
		files, float64(total)/1e6, len(sets), len(langs), opts.out)
	if failed > 0 {
		return fmt.Errorf("%d of %d rule sets failed; the others were written", failed, len(sets)+unread)
	}
	return nil
}

// siteRuleSets reads the presets and house-rules files of a site and
// computes each one's tables. A house-rules file that cannot be read is
// reported and skipped (unread counts them); no rule set at all is an
// error, and so are a bad preset, two rule sets in one folder (after case
// folding and NFC) and a folder of out that hayami did not make.
func siteRuleSets(cmd *cobra.Command, presets, houseFiles []string, out *siteOut) (sets []siteRuleSet, unread int, err error) {
	add := func(r table.Rules, where string) error {
		r.ID = norm.NFC.String(r.ID)
		dir := siteFolder(r.ID)
		if i := slices.IndexFunc(sets, func(s siteRuleSet) bool { return folderKey(s.dir) == folderKey(dir) }); i >= 0 {
			return fmt.Errorf("%s: the rule set %q has the folder name %q, as %s (%q) does: give one of them another name", where, r.Name, dir, sets[i].from, sets[i].tables.Rules.Name)
		}
		if err := out.claim(dir); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		tables, err := table.Compute(r, 0)
		if err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		sets = append(sets, siteRuleSet{tables: tables, dir: dir, from: where})
		return nil
	}
	for _, name := range presets {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		r, err := ruleset.Preset(name)
		if err != nil {
			return nil, 0, usagef("--presets: %w", err)
		}
		if err := add(r, name); err != nil {
			return nil, 0, err
		}
	}
	for _, file := range houseFiles {
		r, err := loadRules(systemOf(cmd), file)
		if err == nil {
			err = add(r, file)
		}
		if err != nil {
			fmt.Fprintln(cmd.ErrOrStderr(), "hayami: "+oneLine(err.Error()))
			unread++
		}
	}
	if len(sets) == 0 {
		if unread > 0 {
			return nil, unread, fmt.Errorf("no rule set could be read: nothing written")
		}
		return nil, 0, usagef("no rule set: name presets with --presets or give house-rules files")
	}
	return sets, unread, nil
}

// siteData is one rule set's data files, written once beside its
// language folders: what was written, and the index pages' entries.
type siteData struct {
	result  siteResult
	entries []sheet.Entry
}

// writeSiteData writes each rule set's data files (CSV, JSON) into its folder.
func writeSiteData(out *siteOut, sets []siteRuleSet, dataFormats []maker.Format) ([]siteData, error) {
	data := make([]siteData, len(sets))
	for i, s := range sets {
		id := s.tables.Rules.ID
		var files []maker.File
		for _, f := range dataFormats {
			var buf bytes.Buffer
			if err := f.Render(&buf, maker.Job{Tables: s.tables}); err != nil {
				return nil, err
			}
			name := id + "-tables." + f.Name
			files = append(files, maker.NewFile(name, buf.Bytes()))
			data[i].entries = append(data[i].entries, sheet.Entry{File: "../" + name, Format: f.Name})
		}
		data[i].result = out.write(s.dir, files)
	}
	return data, nil
}

// runSiteJobs runs every job, spread over every core, and keeps each one's result.
func runSiteJobs(jobs []siteJob, run func(siteJob) siteResult) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				jobs[i].result = run(jobs[i])
			}
		})
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
}

// siteReport reports each failure, lays out the front page's links in a
// fixed order (language pages only where HTML was written) and counts the
// rule sets that failed, the files written and their bytes.
func siteReport(cmd *cobra.Command, sets []siteRuleSet, data []siteData, jobs []siteJob, pages bool) (front []sheet.SiteRuleSet, failed, files int, total int64) {
	for i, s := range sets {
		id, dir := s.tables.Rules.ID, s.dir
		entry := sheet.SiteRuleSet{Name: s.tables.Rules.Name}
		ok := true
		files, total = files+data[i].result.files, total+data[i].result.bytes
		if err := data[i].result.err; err != nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "hayami: %s: %s\n", id, oneLine(err.Error()))
			ok = false
		}
		for _, jb := range jobs {
			if jb.set != i {
				continue
			}
			files, total = files+jb.result.files, total+jb.result.bytes
			if err := jb.result.err; err != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "hayami: %s, %s: %s\n", id, jb.lang, oneLine(err.Error()))
				ok = false
				continue
			}
			if pages {
				entry.Pages = append(entry.Pages, sheet.Link{Href: dir + "/" + jb.lang.String() + "/index.html", Text: sheet.LocaleFor(jb.lang).Name})
			}
		}
		for _, e := range data[i].entries {
			entry.Data = append(entry.Data, sheet.Link{Href: dir + "/" + strings.TrimPrefix(e.File, "../"), Text: strings.ToUpper(e.Format)})
		}
		if !ok {
			failed++
		}
		front = append(front, entry)
	}
	return front, failed, files, total
}

// writeFrontPage writes the site's index.html, linking every rule set.
func writeFrontPage(out *siteOut, front []sheet.SiteRuleSet, first []sheet.LinkGroup) siteResult {
	var buf bytes.Buffer
	if err := html.Render(&buf, sheet.SiteIndex(language.English, version, front, first...), sheet.Document{Lang: "en", RulesID: sheet.SitePage}, html.Options{Generator: "hayami " + version}); err != nil {
		return siteResult{err: err}
	}
	return out.write("", []maker.File{maker.NewFile("index.html", buf.Bytes())})
}

// runSiteJob renders one rule set in one language into its folder under
// out, unless the run has been interrupted.
func runSiteJob(out *siteOut, s siteRuleSet, lang language.Tag, pdfOpts pdf.Options, formats []maker.Format, data []sheet.Entry, date time.Time) siteResult {
	if err := out.sys.interrupted(); err != nil {
		return siteResult{err: err}
	}
	doc := sheet.Build(s.tables, sheet.Options{Lang: lang, Version: version, SiteIndex: "../../index.html", Totals: s.totals, Axes: s.axes}, sheet.PrintIDs(s.tables.Rules.Players))
	j := maker.Job{Tables: s.tables, Doc: doc, PDF: pdfOpts, HTML: html.Options{Generator: "hayami " + version}, Meta: pdf.Meta{Creator: "hayami " + version, Date: date},
		Extra: data, IndexName: "index.html"}
	files, err := maker.RenderFiles(j, formats)
	if err != nil {
		return siteResult{err: err}
	}
	return out.write(path.Join(s.dir, lang.String()), files)
}
