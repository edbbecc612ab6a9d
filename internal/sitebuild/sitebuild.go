// Package sitebuild writes what hayami site and hayami maker write into a
// folder that hayami owns (outdir's manifest): the static site, every
// rule set in every language spread over every core, each failure
// reported, the page that makes sheets and the front page last; and the
// page alone.
package sitebuild

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/internal/webpage"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// Options are what a site holds and where it goes.
type Options struct {
	Settings   pipeline.Settings // the sheets, formats and languages of every rule set
	Presets    []string          // the presets it holds (--presets)
	HouseFiles []string          // the house-rules files it holds, as named on the command line
	Out        string            // its folder, as --out names it
	Maker      bool              // also write into make/ the page that makes sheets, if this build has it
	Quiet      bool              // no summary line
	Progress   *cli.Progress     // says how far the run is; nil: nothing does
}

// ruleSet is one rule set of the site, as the run placed it.
type ruleSet struct {
	dir  string // its folder at the top of the site
	from string // the preset or house-rules file it was read from
}

// job is one rule set in one language: the unit of work a core takes,
// and what it wrote.
type job struct {
	set    int
	lang   language.Tag
	result outdir.Result
}

// open opens the site's folder that --out names (outdir.Open).
func open(sys clibase.System, name string) (*outdir.Site, error) {
	dir, err := clibase.OutDir(sys, name)
	if err != nil {
		return nil, err
	}
	return outdir.Open(dir, name, sys.Interrupted)
}

// memoryLimit keeps a site build's heap small: the GC works harder near
// it, instead of letting fpdf's garbage pile up under GOGC 400. Each
// worker renders one rule set in one language at a time.
func memoryLimit(workers int) int64 { return (48 + 24*int64(workers)) << 20 }

// Write writes the site into opts.Out, says what it wrote on stdout and
// each failure on stderr. A house-rules file that cannot be read is
// reported and skipped; a failed rule set leaves the others written, and
// an interrupt stops the run between files. The manifest is written last,
// whatever happened.
func Write(sys clibase.System, stdout, stderr io.Writer, opts Options) (err error) {
	if sys.Getenv("GOMEMLIMIT") == "" { // the user's own limit wins
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(memoryLimit(runtime.GOMAXPROCS(0))))
	}
	site, err := pipeline.NewSite(opts.Settings)
	if err != nil {
		return err
	}
	for _, name := range opts.Presets { // named before the folder is looked at
		if name = strings.TrimSpace(name); name != "" && !ruleset.IsPreset(name) {
			return clibase.Usagef("--presets: %w", &ruleset.UnknownPresetError{Name: name})
		}
	}
	out, err := open(sys, opts.Out)
	if err != nil {
		return err
	}
	defer func() { // the manifest, last, whatever happened
		if ferr := out.Finish(err == nil); ferr != nil {
			err = errors.Join(err, ferr)
		}
	}()
	sets, unread, err := addRuleSets(sys, stderr, site, opts.Presets, opts.HouseFiles, out)
	if err != nil {
		return err
	}
	data := make([]outdir.Result, len(sets))
	for i := range sets {
		dir, files, err := site.Data(i)
		if err != nil {
			return err
		}
		data[i] = out.Write(dir, files)
	}
	var jobs []job
	for i := range sets {
		for _, lang := range site.Languages() {
			jobs = append(jobs, job{set: i, lang: lang})
		}
	}
	var done atomic.Int64
	runJobs(jobs, func(jb job) outdir.Result {
		if err := sys.Interrupted(); err != nil {
			return outdir.Result{Err: err}
		}
		opts.Progress.Step(int(done.Add(1)), len(jobs), sets[jb.set].dir+"/"+jb.lang.String())
		dir, files, err := site.Pages(jb.set, jb.lang)
		if err != nil {
			return outdir.Result{Err: err}
		}
		return out.Write(dir, files)
	})
	opts.Progress.Clear()
	if err := sys.Interrupted(); err != nil {
		return err
	}

	failed, files, total := report(stderr, site, data, jobs)
	failed += unread
	if failed == len(sets)+unread {
		return fmt.Errorf("every rule set failed: no front page written")
	}
	withMaker, maker := opts.Maker && webpage.HasPage, ""
	if withMaker {
		pageFiles, err := webpage.Page()
		if err != nil {
			return err
		}
		r := writePage(out, pipeline.SiteMaker, pageFiles)
		if r.Err != nil {
			return r.Err
		}
		maker = fmt.Sprintf(", with the page that makes sheets in %s/ (%s, %s)", pipeline.SiteMaker, cli.Plural(r.Files, "file", "files"), clibase.BytesText(r.Bytes))
	}
	written := func(i int, lang language.Tag) bool {
		j := slices.IndexFunc(jobs, func(jb job) bool { return jb.set == i && jb.lang == lang })
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
	if !opts.Quiet {
		fmt.Fprintf(stdout, "wrote %s (%s) for %s in %s into %s%s\n", cli.Plural(files, "file", "files"), clibase.BytesText(total),
			cli.Plural(len(sets), "rule set", "rule sets"), cli.Plural(len(site.Languages()), "language", "languages"), opts.Out, maker)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d rule sets failed; the others were written", failed, len(sets)+unread)
	}
	return nil
}

// addRuleSets reads the presets and house-rules files of a site and adds
// each one to it. A house-rules file that cannot be read is reported on
// stderr and skipped (unread counts them); no rule set at all is an
// error, and so are a bad preset, two rule sets in one folder (after case
// folding and NFC) and a folder of out that hayami did not make.
func addRuleSets(sys clibase.System, stderr io.Writer, site *pipeline.Site, presets, houseFiles []string, out *outdir.Site) (sets []ruleSet, unread int, err error) {
	add := func(r table.Rules, where string) error {
		dir := pipeline.SiteFolder(r.ID)
		if i := slices.IndexFunc(sets, func(s ruleSet) bool { return outdir.FolderKey(s.dir) == outdir.FolderKey(dir) }); i >= 0 {
			return fmt.Errorf("%s: the rule set %q has the folder name %q, as %s (%q) does: give one of them another name", where, r.Name, dir, sets[i].from, site.RuleSet(i).Name)
		}
		if err := out.Claim(dir); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if _, err := site.Add(r); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		sets = append(sets, ruleSet{dir: dir, from: where})
		return nil
	}
	for _, name := range presets {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		r, err := ruleset.Preset(name)
		if err != nil {
			return nil, 0, clibase.Usagef("--presets: %w", err)
		}
		if r, err = ruleset.Apply(r, site.Settings().Set); err != nil {
			return nil, 0, err
		}
		if err := add(r, name); err != nil {
			return nil, 0, err
		}
	}
	for _, file := range houseFiles {
		r, err := clibase.LoadRules(sys, file)
		if err == nil {
			r, err = ruleset.Apply(r, site.Settings().Set)
		}
		if err == nil {
			err = add(r, file)
		}
		if err != nil {
			fmt.Fprintln(stderr, "hayami: "+clibase.OneLine(err.Error()))
			unread++
		}
	}
	if len(sets) == 0 {
		if unread > 0 {
			return nil, unread, fmt.Errorf("no rule set could be read: nothing written")
		}
		return nil, 0, clibase.Usagef("no rule set: name presets with --presets or give house-rules files")
	}
	return sets, unread, nil
}

// runJobs runs every job, spread over every core, and keeps each one's result.
func runJobs(jobs []job, run func(job) outdir.Result) {
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

// report writes each failure on stderr and counts the rule sets that
// failed, the files written and their bytes.
func report(stderr io.Writer, site *pipeline.Site, data []outdir.Result, jobs []job) (failed, files int, total int64) {
	for i, d := range data {
		id := site.RuleSet(i).ID
		ok := true
		files, total = files+d.Files, total+d.Bytes
		if d.Err != nil {
			fmt.Fprintf(stderr, "hayami: %s: %s\n", id, clibase.OneLine(d.Err.Error()))
			ok = false
		}
		for _, jb := range jobs {
			if jb.set != i {
				continue
			}
			files, total = files+jb.result.Files, total+jb.result.Bytes
			if err := jb.result.Err; err != nil {
				fmt.Fprintf(stderr, "hayami: %s, %s: %s\n", id, jb.lang, clibase.OneLine(err.Error()))
				ok = false
			}
		}
		if !ok {
			failed++
		}
	}
	return failed, files, total
}
