package webapi

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
)

// TestSettingsJSON checks that JSON keys are the flags' names, that a key
// left out keeps its default, and that an unknown key is an error.
func TestSettingsJSON(t *testing.T) {
	t.Parallel()
	s, err := Settings(`{"rules": "tenhou", "set": ["kiriage=true"], "lang": ["ja"], "heading-level": 3, "html": "fragment"}`)
	if err != nil || s.Rules != "tenhou" || s.Lang[0] != "ja" || s.HeadingLevel != 3 || s.Paper != "a4" || s.IDPrefix != "hayami" || s.Card != "per-winner" {
		t.Errorf("Settings: %+v, %v", s, err)
	}
	if s, err := Settings(`{"record-hundreds": true}`); err != nil || !s.RecordHundreds {
		t.Errorf("record-hundreds: %+v, %v", s, err)
	}
	if s, err := Settings(`{"card": "both"}`); err != nil || s.Card != "both" {
		t.Errorf("the card setting: %q, %v", s.Card, err)
	}
	if u := Update(`{"card": "bth"}`, "nondealer", "en", "en").Value.(update); len(u.Problems) != 1 || u.Problems[0].Field != "card" || u.Problems[0].Code != problem.CodeChoice {
		t.Errorf("card bth: %+v", u.Problems)
	}
	_, r := StartBatch(`{"rules": "tenhou", "pager": "a5"}`, "en", false)
	if len(r.Errors) != 1 || r.Errors[0].Message != `settings: json: unknown field "pager"` {
		t.Errorf("an unknown key: %+v", r.Errors)
	}
	data, err := json.Marshal(Defaults().Value)
	if err != nil || !strings.Contains(string(data), `"theme-dark":"[data-theme=\"dark\"]"`) {
		t.Errorf("defaults: %s, %v", data, err)
	}
}

// TestTOMLResults checks the house-rules file in and out.
func TestTOMLResults(t *testing.T) {
	t.Parallel()
	r := SettingsFromTOML("club.toml", "extends = \"tenhou\"\n[dora]\nred = 7\n", "en")
	if len(r.Errors) != 1 || r.Errors[0].Line != 3 || r.Errors[0].Key != "dora.red" || r.Errors[0].Field != "rules-text" {
		t.Errorf("a bad file: %+v", r.Errors)
	}
	r = SettingsFromTOML("club.toml", "name = \"Club\"\nextends = \"tenhou\"\n", "en")
	s, ok := r.Value.(pipeline.Settings)
	if !ok || s.Rules != "tenhou" {
		t.Fatalf("a good file: %+v", r)
	}
	data, _ := json.Marshal(s)
	out := SettingsToTOML(string(data), "en")
	if len(out.Files) != 1 || out.Files[0].Name != "club.toml" || !strings.Contains(string(out.Files[0].Data), `name = "Club"`) {
		t.Errorf("settingsToTOML: %+v", out)
	}
	if v := Update(string(data), "", "", "en").Value.(update); v.Values["name"] != `"Club"` || v.Values["rounding"] != "100" || len(v.Problems) != 0 {
		t.Errorf("the file's values: %+v", v)
	}
}

// TestFonts checks the list of CJK fonts and their extensions.
func TestFonts(t *testing.T) {
	t.Parallel()
	type file = struct {
		Name    string `json:"name"`
		Charset string `json:"charset"`
		Present bool   `json:"present"`
	}
	data, _ := json.Marshal(FontFiles().Value)
	var files []file
	if err := json.Unmarshal(data, &files); err != nil || len(files) != 12 || files[0] != (file{"VLPGothic-hayami.ttf", "JIS X 0208", true}) || files[1].Name != "VLPGothic-JISX0208-hayami.ttf" || !files[1].Present {
		t.Errorf("fontFiles: %s", data)
	}
	if r := ProvideFont("x.ttf", []byte("x")); len(r.Errors) != 1 || r.Errors[0].Message != "font x.ttf: not one of hayami's CJK font files" {
		t.Errorf("provideFont: %+v", r.Errors)
	}
}

// TestGuarded: a call that panics answers with one error and leaves the
// caller running; one that does not is answered as it is.
func TestGuarded(t *testing.T) {
	t.Parallel()
	r := Guarded(func() Result { panic("a bug") })
	if len(r.Errors) != 1 || !strings.Contains(r.Errors[0].Message, "hayami failed on this input") {
		t.Errorf("a panic: %+v", r)
	}
	if r := Guarded(Version); len(r.Errors) != 0 || r.Value == nil {
		t.Errorf("a call that works: %+v", r)
	}
}
