package jsondata_test

import (
	"encoding/json"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestKeysAreTheREADMEs writes the tables JSON of a house rule set that
// has every optional key (extends, a house note, kiriage cells) and holds
// each key to the README: a rules key to its table of rules keys, any
// other key to its JSON section; and each key that section's example
// shows must be written. Renaming a key here or in a domain type, or
// writing a new one nobody documented, fails it.
func TestKeysAreTheREADMEs(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	_, section, _ := strings.Cut(readme, "\n## JSON\n")
	section, _, _ = strings.Cut(section, "\n## ")
	_, example, _ := strings.Cut(section, "```json\n")
	example, _, _ = strings.Cut(example, "```")
	if example == "" {
		t.Fatal("README.md has no JSON section with an example")
	}

	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	r.Extends, r.Kiriage = "ema2025", true
	r.Notes = append(r.Notes, table.Note{Key: "kiriage", Text: "Our club rounds up.", House: true})
	_, _, out := computeJSON(t, r, 1)
	var doc any
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	written := map[string]bool{}
	for path, object := range keyPaths(doc, "") {
		key := path[strings.LastIndex(path, ".")+1:]
		written[key] = true
		rulesKey, isRules := strings.CutPrefix(path, "rules.")
		switch {
		case isRules && object: // a table of the rules file: its keys are checked
		case isRules && !strings.Contains(rulesKey, "[]") && !slices.Contains([]string{"id", "notes", "sources"}, rulesKey):
			if !strings.Contains(readme, "| `"+rulesKey+"` |") {
				t.Errorf("the JSON writes the rules key %s, which the README's table of rules keys does not have", path)
			}
		case !strings.Contains(example, `"`+key+`":`) && !strings.Contains(section, "`"+key+"`"):
			t.Errorf("the JSON writes %s, which the README's JSON section does not name", path)
		}
	}
	for _, m := range regexp.MustCompile(`"([a-z_0-9]+)":`).FindAllStringSubmatch(example, -1) {
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
