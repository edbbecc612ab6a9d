package pipeline

import (
	"slices"
	"testing"
)

// TestSettingKinds: every JSON setting is listed with its kind, the
// pointers by what they point at, the functions not at all.
func TestSettingKinds(t *testing.T) {
	t.Parallel()
	kinds := SettingKinds()
	for _, want := range []SettingKind{{"rules", "string"}, {"honba", "number"}, {"club", "string"}, {"totals", "boolean"}, {"set", "list"}, {"heading-level", "number"}, {"landscape", "boolean"}} {
		if !slices.Contains(kinds, want) {
			t.Errorf("no %+v in %v", want, kinds)
		}
	}
	for _, k := range kinds {
		if k.Kind == "" || k.Key == "" {
			t.Errorf("setting %+v has no kind", k)
		}
	}
}
