package jsondata_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/hayami-mahjong/hayami/render/jsondata"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// TestGameData: the tables JSON keeps every field it had and adds the
// final scores and gap tables, with the values package table computes.
func TestGameData(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Preset("mleague")
	if err != nil {
		t.Fatal(err)
	}
	tables, d, data := computeJSON(t, r, 1)
	var back map[string]json.RawMessage
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"rules", "honba", "honba_bonus", "tables", "fu_chart", "final", "gaps"} {
		if back[key] == nil {
			t.Errorf("no %q", key)
		}
	}
	// M-League: 25,000 / 30,000, uma 30/10/−10/−30, ties by seat; the oka
	// of 20,000 goes to first place.
	if want := []int64{50000, 10000, -10000, -30000}; !slices.Equal(d.Final.PlaceBonus, want) {
		t.Errorf("place bonuses %v, want %v", d.Final.PlaceBonus, want)
	}
	for _, s := range d.Final.Example {
		if s.Score != s.Points-30000+s.Bonus {
			t.Errorf("example %+v: score is not points − return + bonus", s)
		}
	}
	if first := d.Final.Rows[0]; first.Points != 10000 || first.Scores[3].Score != 10000-30000-30000 || first.Scores[0].Valid {
		t.Errorf("first row %+v", first)
	}
	if len(d.Gaps) != 2 || d.Gaps[0].Winner != "nondealer" || len(d.Gaps[1].Ways) != 3 || len(d.Gaps[0].Rows) != len(standings.GapSteps) {
		t.Fatalf("gap tables %d, %+v", len(d.Gaps), d.Gaps[0].Ways)
	}
	// A row's answers are standings.Gap's for its largest gap, 1 honba included.
	row := d.Gaps[0].Rows[7]
	want, err := standings.Gap(tables.Tables, standings.GapQuestion{Gap: row.Gaps[0], Winner: table.WinnerNondealer})
	if err != nil {
		t.Fatal(err)
	}
	if answers := jsondata.GapOf(standings.GapQuestion{}, 0, want).Answers; !slices.Equal(row.Answers, answers) || len(row.From) != 4 || row.Gaps[3] != row.Gaps[0]+3*1000 {
		t.Errorf("row %+v, want the answers %+v and bands for 0-3 deposits", row, answers)
	}

	// Four-player uma with three players: no final scores, gap tables still.
	r.Players = 3
	tables, err = standings.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	if d, err = jsondata.Tables(tables); err != nil || d.Final != nil || len(d.Gaps) != 2 {
		t.Errorf("three players with four uma: %v, final %v", err, d.Final)
	}
}

// computeJSON computes the tables of r with honba counters and writes
// their JSON.
func computeJSON(t *testing.T, r table.Rules, honba int) (standings.Tables, jsondata.Data, []byte) {
	t.Helper()
	tables, err := standings.Compute(r, honba)
	if err != nil {
		t.Fatal(err)
	}
	d, err := jsondata.Tables(tables)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := jsondata.Render(&buf, d); err != nil {
		t.Fatal(err)
	}
	return tables, d, buf.Bytes()
}
