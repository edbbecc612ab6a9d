package jsondata_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/render/jsondata"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestHTMLCharactersEscaped renders tables whose rule set's name could close
// a <script> element and checks that the bytes hold no <, > or &, yet the name
// reads back unchanged.
func TestHTMLCharactersEscaped(t *testing.T) {
	t.Parallel()
	const name = "</script><b>&amp; \u2028"
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	r.Name = name
	tables, err := table.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := jsondata.Render(&buf, tables); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if i := strings.IndexAny(out, "<>&\u2028"); i >= 0 {
		t.Errorf("raw %q in the JSON at byte %d: %s", out[i], i, out[max(0, i-40):min(len(out), i+40)])
	}
	if !strings.HasSuffix(out, "}\n") {
		t.Errorf("JSON does not end in one newline: %q", out[max(0, len(out)-10):])
	}
	var back struct {
		Rules struct {
			Name string `json:"name"`
		} `json:"rules"`
	}
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if back.Rules.Name != name {
		t.Errorf("name read back as %q, want %q", back.Rules.Name, name)
	}
}
