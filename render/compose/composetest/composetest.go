// Package composetest builds documents from presets for the renderers' tests.
package composetest

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// Document computes a preset's tables, with --set style overrides, and
// builds every printed sheet in English unless opts names a language.
func Document(t testing.TB, preset string, opts sheet.Options, sets ...string) sheet.Document {
	t.Helper()
	r, err := ruleset.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	if r, err = ruleset.Apply(r, sets); err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	if opts.Lang == language.Und {
		opts.Lang = language.English
	}
	return compose.Build(tables, opts, compose.PrintIDs(r.Players))
}
