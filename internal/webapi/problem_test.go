package webapi

import (
	"fmt"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// TestProblemsPlaceTheirErrors: each error of check is placed at its
// setting (a rules error at set, with its key) and worded with the
// settings' keys, as the form's fields are, in the order the command line
// meets them.
func TestProblemsPlaceTheirErrors(t *testing.T) {
	t.Parallel()
	r := Check(`{"format": ["pdff"], "honba": -1, "paper": "a9", "digits": "x", "set": ["kiriage=maybe"]}`, "en")
	want := []Problem{
		{Message: "format pdff: did you mean pdf?", Field: "format", Code: pipeline.CodeFormat},
		{Message: "honba -1: the number of counters cannot be negative", Field: "honba", Code: pipeline.CodeNegative},
		{Message: `--set kiriage=maybe: kiriage: "maybe" is not true or false`, Field: "set", Key: "kiriage"},
		{Message: "digits x: use grouped, plain", Field: "digits", Code: pipeline.CodeChoice},
	}
	if len(r.Errors) != len(want) {
		t.Fatalf("errors: %+v", r.Errors)
	}
	for i := range want {
		if r.Errors[i] != want[i] {
			t.Errorf("error %d: %+v, want %+v", i, r.Errors[i], want[i])
		}
	}
	if r := Check(`{"paper": "a9"}`, "en"); len(r.Errors) != 1 || r.Errors[0] != (Problem{Message: "paper a9: did you mean a4?", Field: "paper", Code: pipeline.CodeChoice}) {
		t.Errorf("paper: %+v", r.Errors)
	}
	if r := Check(`{"rules": "tenhuo"}`, "en"); len(r.Errors) != 1 || r.Errors[0].Field != "rules" {
		t.Errorf("a preset there is not: %+v", r.Errors)
	}
	err := fmt.Errorf("build: %w", &pipeline.FontNeededError{File: "VLPGothic-JISX0208-hayami.ttf"})
	if p := describe(err, locale.English()); p.Font != "VLPGothic-JISX0208-hayami.ttf" || p.Field != "" {
		t.Errorf("a font extension needed: %+v", p)
	}
}
