package webapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
)

// TestUpdate checks that one Update answers what the page once asked
// three calls for: the form's values before and after the settings' set,
// every problem, and the preview, which is the fragment pipeline.Build
// makes of the sheet alone, byte for byte.
func TestUpdate(t *testing.T) {
	t.Parallel()
	u := Update(`{"rules": "tenhou", "set": ["kiriage=true"], "club": "Tonbo"}`, "nondealer", "en", "en").Value.(update)
	if u.Base["kiriage"] != "false" || u.Values["kiriage"] != "true" || u.Values["players"] != "4" || len(u.Problems) != 0 {
		t.Errorf("tenhou with kiriage: base %s, values %s, problems %+v", u.Base["kiriage"], u.Values["kiriage"], u.Problems)
	}
	s := pipeline.Defaults()
	s.Rules, s.Set, s.Club = "tenhou", []string{"kiriage=true"}, "Tonbo"
	s.Format, s.HTML, s.Sheets = []string{"html"}, "fragment", []string{"nondealer"}
	want, err := pipeline.Build(s)
	if err != nil || len(want) != 1 {
		t.Fatal(err)
	}
	if u.Preview != string(want[0].Data) || !strings.Contains(u.Preview, "8,000") {
		t.Errorf("the preview (%d bytes) is not pipeline.Build's fragment (%d bytes)", len(u.Preview), len(want[0].Data))
	}
	// A house-rules file, read once, with a set over it.
	file := `{"rules-text": "name = \"Thursday\"\nextends = \"tenhou\"\nkiriage = true\n", "rules-file": "thursday.toml", "set": ["honba.ron=400"]}`
	u = Update(file, "dealer", "ja", "en").Value.(update)
	if u.Base["name"] != `"Thursday"` || u.Base["kiriage"] != "true" || u.Base["honba.ron"] != "300" || u.Values["honba.ron"] != "400" || len(u.Problems) != 0 || !strings.Contains(u.Preview, `lang="ja"`) {
		t.Errorf("a house-rules file: base %v, values %v, problems %+v", u.Base["honba.ron"], u.Values["honba.ron"], u.Problems)
	}
	// A setting's problem and a rules key's: both, in the page's
	// language where its catalog words them; the base values stay for the
	// form, the values with the bad set do not, and there is no preview.
	u = Update(`{"honba": -1, "set": ["dora.red=9"]}`, "nondealer", "en", "ja").Value.(update)
	want2 := []Problem{
		{Message: "honba -1：本場の数はマイナスにできません", Field: "honba", Code: problem.CodeNegative},
		{Message: "9：0～4 の範囲で指定してください", Field: "set", Key: "dora.red"},
	}
	if !slices.Equal(u.Problems, want2) || u.Base["dora.red"] != "0" || u.Values != nil || u.Preview != "" {
		t.Errorf("bad settings: problems %+v, base dora.red %q, values %v, preview %d bytes", u.Problems, u.Base["dora.red"], u.Values, len(u.Preview))
	}
	// A broken file: its problem, no values; settings JSON the page
	// cannot read: its problem.
	if u := Update(`{"rules-text": "kiriage = yes\n"}`, "nondealer", "en", "en").Value.(update); len(u.Problems) != 1 || u.Problems[0].Line != 1 || u.Base != nil {
		t.Errorf("a broken file: %+v", u)
	}
	if u := Update(`{"pager": "a5"}`, "nondealer", "en", "en").Value.(update); len(u.Problems) != 1 || u.Problems[0].Message != `settings: json: unknown field "pager"` {
		t.Errorf("an unknown setting: %+v", u.Problems)
	}
	// No sheet to preview: the values and problems alone.
	if u := Update(`{"rules": "mleague"}`, "", "", "en").Value.(update); u.Preview != "" || u.Values["name"] == "" {
		t.Errorf("no sheet: %+v", u)
	}
	// The preview's style is inline whatever the files' is.
	if u := Update(`{"css": "external", "css-href": "x.css"}`, "nondealer", "en", "en").Value.(update); len(u.Problems) != 0 || u.Preview == "" || strings.Contains(u.Preview, "x.css") {
		t.Errorf("a preview of files with an external stylesheet: %+v", u.Problems)
	}
}

// TestBatch checks that a batch makes Build's files one at a time, byte
// for byte, and a zip batch BuildZip's archive; and that bad settings
// answer with every problem.
func TestBatch(t *testing.T) {
	t.Parallel()
	settings := `{"rules": "tenhou", "format": ["pdf", "md", "html"], "sheets": ["nondealer", "card"], "lang": ["en", "fr"], "css": "external"}`
	s, _ := Settings(settings)
	want, err := pipeline.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	b, r := StartBatch(settings, "en", false)
	data, _ := json.Marshal(r.Value)
	if string(data) != fmt.Sprintf(`{"files":%d}`, len(want)) {
		t.Fatalf("start: %s, %+v; want %d files", data, r.Errors, len(want))
	}
	for i, w := range want {
		got := b.Next()
		if len(got.Errors) != 0 || len(got.Files) != 1 || got.Files[0].Name != w.Name || got.Files[0].Type != w.Type || !bytes.Equal(got.Files[0].Data, w.Data) {
			t.Errorf("file %d: %+v, want %s", i, got.Errors, w.Name)
		}
	}
	if got := b.Next(); len(got.Errors) != 1 {
		t.Errorf("a file after the last: %+v", got)
	}
	z, r := StartBatch(settings, "en", true)
	if len(r.Errors) != 0 {
		t.Fatal(r.Errors)
	}
	for i := range want {
		got := z.Next()
		if i < len(want)-1 && (got.Files == nil || len(got.Files) != 0) {
			t.Errorf("zip, file %d: %+v, want none yet", i, got)
		}
		if i == len(want)-1 {
			wantZip, err := pipeline.BuildZip(s)
			if err != nil || len(got.Files) != 1 || got.Files[0].Name != "hayami-tenhou.zip" || !bytes.Equal(got.Files[0].Data, wantZip.Data) {
				t.Errorf("the zip: %+v, want BuildZip's (%v)", got.Errors, err)
			}
		}
	}
	if _, r := StartBatch(`{"honba": -1, "paper": "a9"}`, "en", false); len(r.Errors) != 2 || r.Errors[0].Field != "honba" || r.Errors[1].Field != "paper" {
		t.Errorf("bad settings: %+v", r.Errors)
	}
	if got := (*Batch)(nil).Next(); len(got.Errors) != 1 {
		t.Errorf("no batch: %+v", got)
	}
}
