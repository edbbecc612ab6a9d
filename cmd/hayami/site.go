package main

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/internal/webpage"
	"github.com/hayami-mahjong/hayami/pipeline"
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
	opts := &siteOptions{buildOptions: buildOptions{formats: pipeline.FormatsWhere(pipeline.AnyFormat), out: "out/site", paper: "a4", digits: "grouped", langs: pipeline.LanguageTags()},
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
	opts.addOutputFlags(cmd, pipeline.AnyFormat)
	opts.addPaperFlags(cmd, false)
	opts.addLanguageFlags(cmd, false)
	opts.addTotalsFlag(cmd)
	opts.addAxesFlag(cmd)
	opts.addRecordFlag(cmd)
	return cmd
}

// siteRuleSet is one rule set of the site, as the command placed it.
type siteRuleSet struct {
	dir  string // its folder at the top of the site
	from string // the preset or house-rules file it was read from
}

// siteJob is one rule set in one language: the unit of work a core
// takes, and what it wrote.
type siteJob struct {
	set    int
	lang   language.Tag
	result outdir.Result
}

// siteMemoryLimit keeps a site build's heap small: the GC works harder
// near it, instead of letting fpdf's garbage pile up under GOGC 400. Each
// worker renders one rule set in one language at a time.
// openSite opens the site's folder that --out names (outdir.Open).
func openSite(sys cli.System, name string) (*outdir.Site, error) {
	if strings.TrimSpace(name) == "" {
		return nil, cli.Usagef("--out: name a folder (. for this one)")
	}
	return outdir.Open(sys.Path(name), name, sys.Interrupted)
}

func siteMemoryLimit(workers int) int64 { return (48 + 24*int64(workers)) << 20 }

func runSite(cmd *cobra.Command, opts *siteOptions, houseFiles []string) (err error) {
	sys := cli.SystemOf(cmd)
	if sys.Getenv("GOMEMLIMIT") == "" { // the user's own limit wins
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(siteMemoryLimit(runtime.GOMAXPROCS(0))))
	}
	site, err := pipeline.NewSite(opts.settings(cmd))
	if err != nil {
		return err
	}
	for _, name := range opts.presets { // named before the folder is looked at
		if name = strings.TrimSpace(name); name != "" && !ruleset.IsPreset(name) {
			return cli.Usagef("--presets: %w", &ruleset.UnknownPresetError{Name: name})
		}
	}
	out, err := openSite(sys, opts.out)
	if err != nil {
		return err
	}
	sets, unread, err := siteRuleSets(cmd, site, opts.presets, houseFiles, out)
	if err != nil {
		return err
	}
	defer func() { // the manifest, last, whatever happened
		if ferr := out.Finish(err == nil); ferr != nil {
			err = errors.Join(err, ferr)
		}
	}()
	data := make([]outdir.Result, len(sets))
	for i := range sets {
		dir, files, err := site.Data(i)
		if err != nil {
			return err
		}
		data[i] = out.Write(dir, files)
	}
	var jobs []siteJob
	for i := range sets {
		for _, lang := range site.Languages() {
			jobs = append(jobs, siteJob{set: i, lang: lang})
		}
	}
	runSiteJobs(jobs, func(jb siteJob) outdir.Result {
		if err := sys.Interrupted(); err != nil {
			return outdir.Result{Err: err}
		}
		dir, files, err := site.Pages(jb.set, jb.lang)
		if err != nil {
			return outdir.Result{Err: err}
		}
		return out.Write(dir, files)
	})
	if err := sys.Interrupted(); err != nil {
		return err
	}

	failed, files, total := siteReport(cmd, site, data, jobs)
	failed += unread
	if failed == len(sets)+unread {
		return fmt.Errorf("every rule set failed: no front page written")
	}
	withMaker := opts.maker && webpage.HasPage
	if withMaker {
		pageFiles, err := webpage.Page()
		if err != nil {
			return err
		}
		r := writePage(out, pipeline.SiteMaker, pageFiles)
		if r.Err != nil {
			return r.Err
		}
		files, total = files+r.Files, total+r.Bytes
	}
	written := func(i int, lang language.Tag) bool {
		j := slices.IndexFunc(jobs, func(jb siteJob) bool { return jb.set == i && jb.lang == lang })
		return jobs[j].result.Err == nil
	}
	front, ok, err := site.FrontPage(written, withMaker)
	if err != nil {
		return err
	}
	if ok {
		r := out.Write("", []pipeline.File{front})
		if r.Err != nil {
			return r.Err
		}
		files, total = files+r.Files, total+r.Bytes
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %d files (%.1f MB) for %d rule sets in %d languages into %s\n",
		files, float64(total)/1e6, len(sets), len(site.Languages()), opts.out)
	if failed > 0 {
		return fmt.Errorf("%d of %d rule sets failed; the others were written", failed, len(sets)+unread)
	}
	return nil
}

// siteRuleSets reads the presets and house-rules files of a site and adds
// each one to it. A house-rules file that cannot be read is reported and
// skipped (unread counts them); no rule set at all is an error, and so
// are a bad preset, two rule sets in one folder (after case folding and
// NFC) and a folder of out that hayami did not make.
func siteRuleSets(cmd *cobra.Command, site *pipeline.Site, presets, houseFiles []string, out *outdir.Site) (sets []siteRuleSet, unread int, err error) {
	add := func(r table.Rules, where string) error {
		dir := pipeline.SiteFolder(r.ID)
		if i := slices.IndexFunc(sets, func(s siteRuleSet) bool { return outdir.FolderKey(s.dir) == outdir.FolderKey(dir) }); i >= 0 {
			return fmt.Errorf("%s: the rule set %q has the folder name %q, as %s (%q) does: give one of them another name", where, r.Name, dir, sets[i].from, site.RuleSet(i).Name)
		}
		if err := out.Claim(dir); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if _, err := site.Add(r); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		sets = append(sets, siteRuleSet{dir: dir, from: where})
		return nil
	}
	for _, name := range presets {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		r, err := ruleset.Preset(name)
		if err != nil {
			return nil, 0, cli.Usagef("--presets: %w", err)
		}
		if err := add(r, name); err != nil {
			return nil, 0, err
		}
	}
	for _, file := range houseFiles {
		r, err := cli.LoadRules(cli.SystemOf(cmd), file)
		if err == nil {
			err = add(r, file)
		}
		if err != nil {
			fmt.Fprintln(cmd.ErrOrStderr(), "hayami: "+cli.OneLine(err.Error()))
			unread++
		}
	}
	if len(sets) == 0 {
		if unread > 0 {
			return nil, unread, fmt.Errorf("no rule set could be read: nothing written")
		}
		return nil, 0, cli.Usagef("no rule set: name presets with --presets or give house-rules files")
	}
	return sets, unread, nil
}

// runSiteJobs runs every job, spread over every core, and keeps each one's result.
func runSiteJobs(jobs []siteJob, run func(siteJob) outdir.Result) {
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

// siteReport reports each failure and counts the rule sets that failed,
// the files written and their bytes.
func siteReport(cmd *cobra.Command, site *pipeline.Site, data []outdir.Result, jobs []siteJob) (failed, files int, total int64) {
	for i, d := range data {
		id := site.RuleSet(i).ID
		ok := true
		files, total = files+d.Files, total+d.Bytes
		if d.Err != nil {
			fmt.Fprintf(cmd.ErrOrStderr(), "hayami: %s: %s\n", id, cli.OneLine(d.Err.Error()))
			ok = false
		}
		for _, jb := range jobs {
			if jb.set != i {
				continue
			}
			files, total = files+jb.result.Files, total+jb.result.Bytes
			if err := jb.result.Err; err != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "hayami: %s, %s: %s\n", id, jb.lang, cli.OneLine(err.Error()))
				ok = false
			}
		}
		if !ok {
			failed++
		}
	}
	return failed, files, total
}
