package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestREADMEDocumentsEverything fails when a rules key, preset, reason,
// command, format or CSS custom property is added without a word in the README.
func TestREADMEDocumentsEverything(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	var want []string
	for _, k := range ruleset.Keys {
		want = append(want, "| `"+k.Name+"` |")
	}
	for _, p := range ruleset.PresetNames {
		want = append(want, "| `"+p+"`")
	}
	for _, r := range table.Reasons {
		want = append(want, "| `"+r.String()+"` |")
	}
	for _, c := range newRootCmd(nil, nil).Commands() {
		if c.Name() != "help" {
			want = append(want, "hayami "+c.Name())
		}
	}
	want = append(want, pipeline.FormatsWhere(pipeline.AnyFormat)...)
	for _, l := range locale.Locales() {
		want = append(want, "| `"+l.Language+"` | "+l.Name+" |")
	}
	for _, prop := range regexp.MustCompile(`--hayami-[a-z-]+`).FindAllString(html.Stylesheet(), -1) {
		want = append(want, "`"+prop+"`")
	}
	for _, w := range want {
		if !strings.Contains(readme, w) {
			t.Errorf("README.md does not mention %q", w)
		}
	}
}
