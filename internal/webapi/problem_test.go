package webapi

import (
	"fmt"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// problems are Update's problems of the settings, in English.
func problems(settingsJSON string) []Problem {
	return Update(settingsJSON, "", "", "en").Value.(update).Problems
}

// TestProblemsPlaceTheirErrors: each error of the settings is placed at its
// setting (a rules error at set, with its key) and worded with the
// settings' keys, as the form's fields are, in the order the command line
// meets them.
func TestProblemsPlaceTheirErrors(t *testing.T) {
	t.Parallel()
	got := problems(`{"format": ["pdff"], "honba": -1, "paper": "a9", "digits": "x", "set": ["kiriage=maybe"]}`)
	want := []Problem{
		{Message: "format pdff: did you mean pdf?", Field: "format", Code: pipeline.CodeFormat},
		{Message: "honba -1: the number of counters cannot be negative", Field: "honba", Code: pipeline.CodeNegative},
		{Message: `--set kiriage=maybe: kiriage: "maybe" is not true or false`, Field: "set", Key: "kiriage"},
		{Message: "digits x: use grouped, plain", Field: "digits", Code: pipeline.CodeChoice},
	}
	if len(got) != len(want) {
		t.Fatalf("problems: %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("problem %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if got := problems(`{"paper": "a9"}`); len(got) != 1 || got[0] != (Problem{Message: "paper a9: did you mean a4?", Field: "paper", Code: pipeline.CodeChoice}) {
		t.Errorf("paper: %+v", got)
	}
	if got := problems(`{"rules": "tenhuo"}`); len(got) != 1 || got[0].Field != "rules" {
		t.Errorf("a preset there is not: %+v", got)
	}
	err := fmt.Errorf("build: %w", &pipeline.FontNeededError{File: "VLPGothic-JISX0208-hayami.ttf"})
	if p := describe(err, locale.English()); p.Font != "VLPGothic-JISX0208-hayami.ttf" || p.Field != "" {
		t.Errorf("a font extension needed: %+v", p)
	}
}
