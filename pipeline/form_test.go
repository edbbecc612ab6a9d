package pipeline

import (
	"slices"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
)

// TestKeysHaveTexts: whatever a catalog lacks, the form has a label and a
// type text for every key in every language, in its language where the
// catalog has it.
func TestKeysHaveTexts(t *testing.T) {
	t.Parallel()
	for _, tag := range locale.Tags() {
		d := Keys(tag)
		for _, k := range d.Keys {
			if k.Doc == "" || k.Type == "" {
				t.Errorf("%s: key %s: label %q, type %q", tag, k.Name, k.Doc, k.Type)
			}
		}
	}
	ja, en := Keys("ja"), Keys("en")
	players := func(d KeyDocs) KeyInfo {
		return d.Keys[slices.IndexFunc(d.Keys, func(k KeyInfo) bool { return k.Name == "players" })]
	}
	if j, e := players(ja), players(en); j.Doc != "4人打ちまたは三人麻雀（サンマ）の点数表" || e.Doc != "four-player or three-player (sanma) tables" || j.Type != "4 | 3" {
		t.Errorf("players: ja %+v, en %+v", j, e)
	}
}
