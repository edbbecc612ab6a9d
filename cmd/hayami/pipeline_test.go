package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/tablecmd"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
)

// TestBuildIsMakerBuild checks that "hayami build" writes exactly the
// files pipeline.Build makes from the same settings, as the page does: a
// house-rules file with an override, two languages, every format.
func TestBuildIsMakerBuild(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	rules := "name = \"Thursday\"\nextends = \"tenhou\"\nkiriage = true\n"
	if err := os.WriteFile(filepath.Join(dir, "thursday.toml"), []byte(rules), 0o666); err != nil {
		t.Fatal(err)
	}
	res := hayamiEnv(t, dir, map[string]string{"SOURCE_DATE_EPOCH": "1700000000"}, "build", "--rules", "thursday.toml", "--set", "dora.red=0",
		"--lang", "en,ja", "--paper", "letter", "--landscape", "--sheets", "nondealer,limits", "--club", "木曜会", "--out", "out")
	if res.code != 0 {
		t.Fatalf("hayami build: %d %s", res.code, res.stderr)
	}
	s, err := pipeline.SettingsFromTOML("thursday.toml", rules)
	if err != nil {
		t.Fatal(err)
	}
	s.Set, s.Lang, s.Paper, s.Landscape, s.Sheets, s.Club, s.SourceDateEpoch = []string{"dora.red=0"}, []string{"en", "ja"}, "letter", true, []string{"nondealer", "limits"}, "木曜会", "1700000000"
	files, err := pipeline.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "out"))
	if len(entries) != len(files) || len(files) != 2*8 { // per language: 2 PDFs, 2 HTML, 2 Markdown, CSV and JSON (no index with --sheets)
		t.Errorf("hayami build wrote %d files, pipeline.Build made %d", len(entries), len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, "out", f.Name))
		if err != nil || !bytes.Equal(data, f.Data) {
			t.Errorf("%s: hayami build's file is not pipeline.Build's (%v)", f.Name, err)
		}
	}
}

// TestEverySettingIsAFlag checks that the settings and hayami build's
// flags are the same names, as an error's words rely on: the command
// line names a setting in the pipeline's errors "--" and its key (tablecmd.FlagNames).
func TestEverySettingIsAFlag(t *testing.T) {
	t.Parallel()
	build := newBuildCmd()
	notFlags := []string{"rules-text", "rules-file", problem.FieldDate} // a file's text and name, the environment
	var keys []string
	for f := range reflect.TypeFor[pipeline.Settings]().Fields() {
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if key == "-" || slices.Contains(notFlags, key) {
			continue
		}
		keys = append(keys, key)
		if build.Flags().Lookup(key) == nil {
			t.Errorf("the setting %s is no flag of hayami build", key)
		}
	}
	build.Flags().VisitAll(func(f *pflag.Flag) {
		if !slices.Contains([]string{"out", "config", "quiet"}, f.Name) && !slices.Contains(keys, f.Name) {
			t.Errorf("hayami build --%s is no setting", f.Name)
		}
	})
	if got := (tablecmd.FlagNames{Flags: cli.PFlags{FlagSet: build.Flags()}}).Setting("presets"); got != "" {
		t.Errorf("a flag build has not: %q", got)
	}
}
