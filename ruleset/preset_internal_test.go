package ruleset

import (
	"strings"
	"testing"
)

// TestPresetMustSetEveryKey: a preset that leaves out a key, or a rule
// without a source or a note, does not load (a new key would otherwise
// silently take its zero value in every preset).
func TestPresetMustSetEveryKey(t *testing.T) {
	t.Parallel()
	full, err := PresetText("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, drop, want string }{
		{"key left out", "ippatsu = true\n", "x.toml: yaku.ippatsu: a preset must set every key"},
		{"no source", "\"dora.red\" = \"EMA Riichi Rules 2025 summaries: no red fives\"\n", "x.toml: dora.red: a preset cites a source for every rule, or a note saying none was found"},
	}
	for _, tt := range tests {
		text := strings.Replace(string(full), tt.drop, "", 1)
		if text == string(full) {
			t.Fatalf("%s: %q is not in the preset", tt.name, tt.drop)
		}
		if _, err := parse("x.toml", []byte(text), true); err == nil || err.Error() != tt.want {
			t.Errorf("%s: got %v, want %s", tt.name, err, tt.want)
		}
	}
	if _, err := parse("x.toml", full, true); err != nil {
		t.Errorf("the preset itself: %v", err)
	}
}
