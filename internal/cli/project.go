package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/ruleset/rulesfile"
)

// ProjectFile is the project file a command reads from its folder: a
// club's defaults for hayami build (its top-level keys) and hayami site
// (its [site] table), each key a long flag of the command.
const ProjectFile = "hayami.toml"

// SiteTable is the table of the project file that hayami site reads.
const SiteTable = "site"

// maxProjectSize is the longest project file read: a few dozen keys.
const maxProjectSize = 64 << 10

// projectAnnotation is the flag annotation that says where in the project
// file a flag's value was set: "hayami.toml:3:1 paper".
const projectAnnotation = "hayami-project"

// notKeys are the flags a project file cannot set: what chooses the file,
// and what asks for help rather than a build.
var notKeys = []string{"config", "help", "version"}

// siteShared are the top-level keys that hayami site does not take from
// the project file: the build's output, which the site has its own of.
var siteShared = func(name string) bool { return name != "out" && name != "format" }

// pathKeys are the keys whose value is a file or folder, placed from the
// project file's folder.
var pathKeys = []string{"rules", "out", "font", "font-bold"}

// ProjectError is a problem in a project file, placed at its key.
type ProjectError struct {
	File string
	Err  *rulesfile.Error
}

// Error places the problem: file:line:col: key: what is wrong.
func (e *ProjectError) Error() string { return e.File + ":" + e.Err.Error() }

// Unwrap is what is wrong.
func (e *ProjectError) Unwrap() error { return e.Err }

// AddConfigFlag defines --config on cmd.
func AddConfigFlag(cmd *cobra.Command) {
	cmd.Flags().String("config", "", "project file of the club's defaults, whose keys are this command's long flags (default: "+ProjectFile+" in this folder, if there is one; --config= for none)")
	_ = cmd.MarkFlagFilename("config", "toml")
}

// ApplyProject sets each flag of cmd that the command line did not set
// from the project file: --config's, or else hayami.toml in the run's
// folder if there is one. Build takes the file's top-level keys (table
// ""); site (table SiteTable) takes its [site] table's, and the
// top-level ones it has a flag for but out and format. Every key of the
// file is checked against the flags of the command it is for, whichever
// command runs.
func ApplyProject(cmd *cobra.Command, table string) error {
	sys := SystemOf(cmd)
	name := ProjectFile
	if f := cmd.Flags().Lookup("config"); f != nil && f.Changed {
		if name = f.Value.String(); name == "" {
			return nil
		}
	} else if _, err := os.Stat(sys.Path(name)); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	data, err := sys.ReadFile(name, maxProjectSize, "a project file")
	if err != nil {
		return fmt.Errorf("project file %w", err)
	}
	site := cmd.Root()
	if c, _, err := cmd.Root().Find([]string{SiteTable}); err == nil && c != cmd.Root() {
		site = c
	}
	p := &project{file: name, build: cmd.Root(), site: site, table: table, target: cmd, given: map[string]bool{}}
	cmd.Flags().Visit(func(f *pflag.Flag) { p.given[f.Name] = true })
	if err := rulesfile.Read(data, p); err != nil {
		var re *rulesfile.Error
		if errors.As(err, &re) {
			return &ProjectError{File: name, Err: re}
		}
		return fmt.Errorf("%s: %w", name, err)
	}
	return p.apply()
}

// ProjectPlace is where the project file set a flag, "hayami.toml:3:1
// paper", or "" when the command line or the default did.
func ProjectPlace(cmd *cobra.Command, flag string) string {
	return PFlags{cmd.Flags()}.Place(flag)
}

// project is a project file as rulesfile reads it: each key checked
// against its command's flags, and those of the command that runs kept.
type project struct {
	file        string
	build, site *cobra.Command // the commands of the top-level keys and of [site]
	table       string         // the table of the command that runs
	target      *cobra.Command // the command that runs
	given       map[string]bool
	values      []setting
	seen        map[string]int // key → line
}

// setting is a value of the project file for one flag of the command that runs.
type setting struct {
	flag        *pflag.Flag
	items       []string
	place       string
	fromSection bool // from the command's own table, not the top level
}

// Table accepts [site].
func (p *project) Table(name string) error {
	if name == SiteTable {
		return nil
	}
	return fmt.Errorf("no such table in a project file; its keys are hayami build's flags, and [%s] holds hayami site's", SiteTable)
}

// Opens is false: no key of a project file holds others.
func (p *project) Opens(string) bool { return false }

// Set checks a key against its command's flags and its value against the
// flag's type, and keeps it for the command that runs.
func (p *project) Set(a rulesfile.Assignment) error {
	cmd, key, section := p.build, a.Key, ""
	if rest, ok := strings.CutPrefix(a.Key, SiteTable+"."); ok {
		cmd, key, section = p.site, rest, SiteTable
	}
	f := cmd.Flags().Lookup(key)
	if f == nil || slices.Contains(notKeys, key) || strings.Contains(key, ".") {
		return p.unknown(cmd, key)
	}
	items, err := projectValue(f, a.Value)
	if err != nil {
		return err
	}
	if p.seen == nil {
		p.seen = map[string]int{}
	}
	if line, ok := p.seen[a.Key]; ok {
		return fmt.Errorf("set twice: first on line %d", line)
	}
	p.seen[a.Key] = a.Line
	mine := section == p.table || (section == "" && p.table == SiteTable && siteShared(key))
	if tf := p.target.Flags().Lookup(key); mine && tf != nil {
		if dir := filepath.Dir(p.file); dir != "." {
			items = placePaths(key, items, dir)
		}
		p.values = append(p.values, setting{flag: tf, items: items, place: fmt.Sprintf("%s:%d:%d %s", p.file, a.Line, a.Col, a.Key), fromSection: section != ""})
	}
	return nil
}

// unknown is the error of a key that is no flag of cmd, with the nearest.
func (p *project) unknown(cmd *cobra.Command, key string) error {
	var names []string
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if !slices.Contains(notKeys, f.Name) {
			names = append(names, f.Name)
		}
	})
	whose := "hayami build"
	if cmd == p.site && cmd != p.build {
		whose = "hayami site"
	}
	if _, ok := ruleset.Lookup(key); ok {
		return fmt.Errorf("a rules key, not a flag of %s: write it in the rules file, or as set = [\"%s=…\"]", whose, key)
	}
	if best, ok := suggest.Nearest(key, names); ok {
		return fmt.Errorf("no flag of %s is called --%s; did you mean %s?", whose, key, best)
	}
	return fmt.Errorf("no flag of %s is called --%s; see '%s --help'", whose, key, cmd.CommandPath())
}

// projectValue checks a value against the flag's type: the flag's text
// for each item.
func projectValue(f *pflag.Flag, v rulesfile.Value) ([]string, error) {
	switch typ := f.Value.Type(); typ {
	case "bool":
		if v.Kind() == rulesfile.String {
			return nil, fmt.Errorf("write true or false, not %q: a TOML boolean is true or false, without quotes", v.Text())
		}
		if v.Kind() != rulesfile.Bool {
			return nil, fmt.Errorf("write true or false, not %s", v.What())
		}
		return []string{v.Text()}, nil
	case "int", "uint64":
		n, ok := v.Int()
		if v.Kind() != rulesfile.Integer || !ok || (typ == "uint64" && n < 0) {
			return nil, fmt.Errorf("write a whole number, not %s", v.What())
		}
		return []string{strconv.FormatInt(n, 10)}, nil
	case "stringSlice", "stringArray":
		if v.Kind() == rulesfile.String {
			return []string{v.Text()}, nil
		}
		if v.Kind() != rulesfile.Array {
			return nil, fmt.Errorf("write a string or a list of strings, not %s", v.What())
		}
		var items []string
		for item := range v.Items() {
			if item.Kind() != rulesfile.String {
				return nil, fmt.Errorf("write a list of strings, like [\"a\", \"b\"]; %s is %s", item.Text(), item.What())
			}
			items = append(items, item.Text())
		}
		return items, nil
	default:
		if v.Kind() != rulesfile.String {
			return nil, fmt.Errorf("write a string, not %s", v.What())
		}
		return []string{v.Text()}, nil
	}
}

// placePaths places the files and folders a key names from dir, the
// project file's folder; a preset's name stays a name.
func placePaths(key string, items []string, dir string) []string {
	if !slices.Contains(pathKeys, key) {
		return items
	}
	placed := slices.Clone(items)
	for i, it := range placed {
		if it != "" && !filepath.IsAbs(it) && !(key == "rules" && ruleset.IsPreset(it)) {
			placed[i] = filepath.Join(dir, it)
		}
	}
	return placed
}

// apply sets the flags the command line did not: a site's own table over
// the top level.
func (p *project) apply() error {
	slices.SortStableFunc(p.values, func(a, b setting) int {
		switch {
		case a.fromSection == b.fromSection:
			return 0
		case a.fromSection:
			return 1
		}
		return -1
	})
	for _, s := range p.values {
		if p.given[s.flag.Name] {
			continue
		}
		var err error
		if sv, ok := s.flag.Value.(pflag.SliceValue); ok {
			err = sv.Replace(s.items)
		} else {
			err = s.flag.Value.Set(s.items[0])
		}
		if err != nil {
			at, key, _ := strings.Cut(s.place, " ")
			return fmt.Errorf("%s: %s: %s", at, key, FlagError(p.target, fmt.Errorf("invalid argument %q for %q flag: %w", s.items[0], "--"+s.flag.Name, err)))
		}
		s.flag.Changed = true
		if s.flag.Annotations == nil {
			s.flag.Annotations = map[string][]string{}
		}
		s.flag.Annotations[projectAnnotation] = []string{s.place}
	}
	return nil
}

// PlaceSetError places an error in a --set that the project file gave at
// the project file's set key: "hayami.toml:4:1: set red=3: red: …".
func PlaceSetError(cmd *cobra.Command, err error) error {
	var re *ruleset.Error
	at := ProjectPlace(cmd, "set")
	if at != "" && errors.As(err, &re) && strings.HasPrefix(re.File, "--set ") {
		place, key, _ := strings.Cut(at, " ")
		re.File = place + ": " + key + " " + strings.TrimPrefix(re.File, "--set ")
	}
	return err
}
