package jsondata_test

import (
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/jsondata"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestKeysAreTheREADMEs writes the tables JSON of a house rule set that
// has every optional key (extends, a house note, kiriage cells) and holds
// each key to the docs: a rules key to the table of rules keys in
// docs/rules-files.md, any other key to docs/data.md's JSON section; and each key that section's example
// shows must be written. Renaming a key here or in a domain type, or
// writing a new one nobody documented, fails it.
func TestKeysAreTheREADMEs(t *testing.T) {
	t.Parallel()
	readme, tables, _ := readmeJSON(t)
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	r.Extends, r.Kiriage = "ema2025", true
	r.Notes = append(r.Notes, table.Note{Key: "kiriage", Text: "Our club rounds up.", House: true})
	_, _, out := computeJSON(t, r, 1)
	holdToREADME(t, tables, out, func(path string, object bool) bool {
		rulesKey, isRules := strings.CutPrefix(path, "rules.")
		switch {
		case isRules && object: // a table of the rules file: its keys are checked
			return true
		case isRules && !strings.Contains(rulesKey, "[]") && !slices.Contains([]string{"id", "notes", "sources"}, rulesKey):
			if !strings.Contains(readme, "| `"+rulesKey+"` |") {
				t.Errorf("the JSON writes the rules key %s, which the table of rules keys in docs/rules-files.md does not have", path)
			}
			return true
		}
		return false
	})
}

// TestDrillKeysAreTheREADMEs writes the JSON of every drill (the fu
// drill's 40 hands draw called sets, concealed quads and honours; the
// table drill's answers cite footnotes) and holds each key to docs/data.md's
// part on the drill JSON, and each key its example shows must be written.
// Renaming a key of jsondata.Drill, or writing a new one nobody
// documented, fails it.
func TestDrillKeysAreTheREADMEs(t *testing.T) {
	t.Parallel()
	_, _, drill := readmeJSON(t)
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := table.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := compose.Drills(tables, sheet.Options{Lang: language.English}, 7, 40, compose.DrillKinds)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	out.WriteByte('[')
	for i, s := range doc.Sheets {
		if i > 0 {
			out.WriteByte(',')
		}
		if err := jsondata.Render(&out, jsondata.DrillOf(s)); err != nil {
			t.Fatal(err)
		}
	}
	out.WriteByte(']')
	holdToREADME(t, drill, out.Bytes(), func(string, bool) bool { return false })
}

// readmePart is a part of the README's JSON section, and the first JSON
// example it shows.
type readmePart struct{ text, example string }

// readmeJSON reads docs/data.md and docs/rules-files.md, and the JSON section's two parts: the
// tables JSON's, and the drill JSON's (### The drill JSON).
func readmeJSON(t *testing.T) (readme string, tables, drill readmePart) {
	t.Helper()
	data, err := os.ReadFile("../../docs/data.md")
	if err != nil {
		t.Fatal(err)
	}
	keys, err := os.ReadFile("../../docs/rules-files.md")
	if err != nil {
		t.Fatal(err)
	}
	readme = string(data) + "\n" + string(keys)
	_, section, _ := strings.Cut(string(data), "\n## JSON\n")
	section, _, _ = strings.Cut(section, "\n## ")
	before, after, found := strings.Cut(section, "\n### The drill JSON\n")
	if !found {
		t.Fatal(`docs/data.md's JSON section has no "### The drill JSON"`)
	}
	part := func(text string) readmePart {
		_, example, _ := strings.Cut(text, "```json\n")
		example, _, _ = strings.Cut(example, "```")
		if example == "" {
			t.Fatal("a part of docs/data.md's JSON section has no example")
		}
		return readmePart{text, example}
	}
	return readme, part(before), part(after)
}

// holdToREADME fails t for each key the JSON out writes that p neither
// shows in its example nor names, but the keys checked (by path, and
// whether the value is an object) says are checked elsewhere; and for
// each key the example shows that out does not write.
func holdToREADME(t *testing.T, p readmePart, out []byte, checked func(path string, object bool) bool) {
	t.Helper()
	var doc any
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	written := map[string]bool{}
	for path, object := range keyPaths(doc, "") {
		key := path[strings.LastIndex(path, ".")+1:]
		written[key] = true
		if !checked(path, object) && !strings.Contains(p.example, `"`+key+`":`) && !strings.Contains(p.text, "`"+key+"`") {
			t.Errorf("the JSON writes %s, which the README's JSON section does not name", path)
		}
	}
	for _, m := range regexp.MustCompile(`"([a-z_0-9]+)":`).FindAllStringSubmatch(p.example, -1) {
		if !written[m[1]] {
			t.Errorf("the README's JSON example shows %q, which the JSON does not write", m[1])
		}
	}
}

// keyPaths gives the path of every key of a JSON value,
// "rules.yakuman.max", "tables[].cells[].tsumo.dealer", and whether its
// value is an object.
func keyPaths(v any, at string) map[string]bool {
	out := map[string]bool{}
	switch v := v.(type) {
	case map[string]any:
		for k, sub := range v {
			path := k
			if at != "" {
				path = at + "." + k
			}
			_, object := sub.(map[string]any)
			out[path] = object
			maps.Copy(out, keyPaths(sub, path))
		}
	case []any:
		for _, sub := range v {
			maps.Copy(out, keyPaths(sub, at+"[]"))
		}
	}
	return out
}
