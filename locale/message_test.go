package locale

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestMessageJSON reads each shape a catalog's message takes, writes it
// back, and refuses the shapes that are none of them.
func TestMessageJSON(t *testing.T) {
	t.Parallel()
	var m Message
	if err := json.Unmarshal([]byte(`{"arg": 2, "one": "%s: %d file", "other": "%s: %d files"}`), &m); err != nil || m.Arg != 2 || m.Forms["one"] != "%s: %d file" {
		t.Errorf("plural forms: %+v, %v", m, err)
	}
	if err := json.Unmarshal([]byte(`{"one": "%d file", "other": "%d files"}`), &m); err != nil || m.Arg != 1 || !slices.Equal(m.Texts(), []string{"%d file", "%d files"}) {
		t.Errorf("plural forms of the first argument: %+v, %v", m, err)
	}
	if data, err := json.Marshal(m); err != nil || string(data) != `{"arg":1,"one":"%d file","other":"%d files"}` {
		t.Errorf("written back: %s, %v", data, err)
	}
	if err := json.Unmarshal([]byte(`{"text": "${n} in %[2]s", "vars": {"n": {"one": "%[1]d file", "other": "%[1]d files"}}}`), &m); err != nil || m.Vars["n"].Arg != 1 ||
		!slices.Equal(m.Texts(), []string{"${n} in %[2]s", "%[1]d file", "%[1]d files"}) {
		t.Errorf("a text with a variable: %+v, %v", m, err)
	}
	if err := json.Unmarshal([]byte(`"plain %d"`), &m); err != nil || m.Text != "plain %d" || m.Plural() {
		t.Errorf("a plain text: %+v, %v", m, err)
	}
	for in, want := range map[string]string{
		`{"one": "a", "several": "b"}`:            "neither",
		`{"text": "a", "one": "b", "other": "c"}`: "not both",
		`{"arg": 2}`:                           "no plural forms",
		`{"text": "a"}`:                        "needs plural forms or vars",
		`{"text": "${n}", "vars": {"n": "x"}}`: "needs plural forms",
	} {
		if err := json.Unmarshal([]byte(in), &m); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error saying %q", in, err, want)
		}
	}
}
