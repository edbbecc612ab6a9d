package compose_test

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// TestGameSheetsNeedTheirParts: the final-score and gap sheets print the
// tables' own parts, which TableParts names; built from tables without
// them, each says so instead of printing an empty table.
func TestGameSheetsNeedTheirParts(t *testing.T) {
	t.Parallel()
	if got := compose.TableParts([]string{sheet.Nondealer, sheet.Final, sheet.Card}); got != standings.PartFinal {
		t.Errorf("parts of nondealer, final, card: %b", got)
	}
	if got := compose.TableParts(compose.PrintIDs(4)); got != standings.AllParts {
		t.Errorf("parts of every sheet: %b", got)
	}
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	opts := sheet.Options{Lang: language.English}
	full, err := standings.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	bare, err := standings.ComputeParts(r, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{sheet.Final, sheet.Gaps} {
		with, without := compose.Build(full, opts, []string{id}).Sheets[0], compose.Build(bare, opts, []string{id}).Sheets[0]
		if len(with.Tables) < 2 || len(with.Remarks) != 0 {
			t.Errorf("%s with its part: %d tables, remarks %q", id, len(with.Tables), with.Remarks)
		}
		if len(without.Tables) != 0 || len(without.Remarks) != 1 || !strings.Contains(without.Remarks[0], "not computed") {
			t.Errorf("%s without its part: %d tables, remarks %q", id, len(without.Tables), without.Remarks)
		}
	}
}
