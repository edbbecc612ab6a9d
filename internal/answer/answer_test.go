package answer

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestCalc checks a hand's working as text, plain digits, and JSON: 3 han
// 30 fu by a non-dealer pays 3,900 by ron.
func TestCalc(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	p, err := table.Pay(r, table.Hand{Han: 3, Fu: 30}, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		style Style
		want  string
	}{
		{Style{Lang: language.English}, "Ron:          960 × 4 = 3,840 → 3,900 (rounded up to 100); the discarder pays 3,900\n"},
		{Style{Lang: language.English, Plain: true}, "the discarder pays 3900\n"},
	} {
		var b bytes.Buffer
		if err := c.style.Calc(&b, r, p, table.Gain{}); err != nil || !strings.Contains(b.String(), c.want) {
			t.Errorf("%+v: %q, %v; want a line ending %q", c.style, b.String(), err, c.want)
		}
	}
	var b bytes.Buffer
	var got struct {
		Ron     int64 `json:"ron"`
		Working struct {
			Base int64 `json:"base"`
		} `json:"working"`
	}
	if err := (Style{JSON: true}).Calc(&b, r, p, table.Gain{}); err != nil || json.Unmarshal(b.Bytes(), &got) != nil || got.Working.Base != 960 {
		t.Errorf("JSON: %s, %v", b.String(), err)
	}
}

// TestCalcDeposits checks the deposits' lines: 3 han 40 fu with 1 honba
// and 2 riichi deposits on the table, as text in English and Japanese and
// as JSON; with none, no line and no JSON key.
func TestCalcDeposits(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	p, err := table.Pay(r, table.Hand{Han: 3, Fu: 40}, 1)
	if err != nil {
		t.Fatal(err)
	}
	g, err := table.GainOf(r, p, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		style Style
		want  []string
	}{
		{Style{Lang: language.English}, []string{"Riichi deposits:  2 × 1,000 = 2,000, which the winner takes\n", "Winner takes:     ron 7,500, tsumo 7,500\n"}},
		{Style{Lang: language.Japanese}, []string{"供託：          2本 × 1,000 = 2,000、和了者が受け取る\n", "和了者の収入：  ロン7,500点、ツモ7,500点\n"}},
	} {
		var b bytes.Buffer
		if err := c.style.Calc(&b, r, p, g); err != nil {
			t.Fatal(err)
		}
		for _, line := range c.want {
			if !strings.HasSuffix(b.String(), line) && !strings.Contains(b.String(), line) {
				t.Errorf("%v: %q; want the line %q", c.style.Lang, b.String(), line)
			}
		}
	}
	var b bytes.Buffer
	if err := (Style{Lang: language.English}).Calc(&b, r, p, table.Gain{}); err != nil || strings.Contains(b.String(), "deposits") {
		t.Errorf("no deposits: %q, %v", b.String(), err)
	}
	b.Reset()
	var got struct {
		Sticks   int   `json:"sticks"`
		Deposits int64 `json:"deposits"`
		Gain     struct{ Ron, Tsumo int64 }
	}
	if err := (Style{JSON: true}).Calc(&b, r, p, g); err != nil || json.Unmarshal(b.Bytes(), &got) != nil || got.Sticks != 2 || got.Deposits != 2000 || got.Gain.Ron != 7500 || got.Gain.Tsumo != 7500 {
		t.Errorf("JSON: %s, %v", b.String(), err)
	}
	b.Reset()
	if err := (Style{JSON: true}).Calc(&b, r, p, table.Gain{}); err != nil || strings.Contains(b.String(), "deposits") || strings.Contains(b.String(), "gain") {
		t.Errorf("JSON without deposits: %s, %v", b.String(), err)
	}
}

// TestFu checks a count's JSON: every line with its words in the
// language, no yaku and no other reading as [].
func TestFu(t *testing.T) {
	t.Parallel()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	h, err := hand.Parse("123456m999p555s77z", nil, "5m")
	if err != nil {
		t.Fatal(err)
	}
	h.Seat, h.Round = hand.South, hand.East
	res, err := hand.Count(r.Fu, h)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	var got struct {
		Fu       int    `json:"fu"`
		Seat     string `json:"seat"`
		Round    string `json:"round"`
		Rules    string `json:"rules"`
		Yaku     []any  `json:"yaku"`
		Rejected []any  `json:"rejected"`
		Lines    []struct {
			Fu   int    `json:"fu"`
			What string `json:"what"`
		} `json:"lines"`
	}
	if err := (Style{Lang: language.Japanese, JSON: true}).Fu(&b, r, h, res); err != nil || json.Unmarshal(b.Bytes(), &got) != nil {
		t.Fatalf("JSON: %s, %v", b.String(), err)
	}
	if got.Fu != res.Fu || got.Seat != "S" || got.Round != "E" || got.Rules != "ema2025" || len(got.Lines) != len(res.Reading.Lines) || got.Lines[0].What != "副底" || got.Yaku == nil || got.Rejected == nil {
		t.Errorf("JSON: %+v, want %d fu and %d lines", got, res.Fu, len(res.Reading.Lines))
	}
}
