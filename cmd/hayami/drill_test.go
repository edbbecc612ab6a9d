package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// drillSheet is the part of a drill's JSON the checks read.
type drillSheet struct {
	Tables []struct {
		ID   string `json:"id"`
		Rows []struct {
			Label  string `json:"label"`
			Detail string `json:"detail"`
			Hand   *struct {
				Text string `json:"text"`
			} `json:"hand"`
			Cells []struct {
				Lines []struct {
					Text  string `json:"text"`
					Blank bool   `json:"blank"`
				} `json:"lines"`
			} `json:"cells"`
		} `json:"rows"`
	} `json:"tables"`
}

func readDrill(t *testing.T, path string) drillSheet {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var s drillSheet
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	if len(s.Tables) != 2 || !strings.HasSuffix(s.Tables[1].ID, "-answers") {
		t.Fatalf("%s: want a question table and an answer table", path)
	}
	return s
}

var (
	openMeld    = regexp.MustCompile(`, (chi|pon|kan) `)
	payQuestion = regexp.MustCompile(`^(\d+) han(?: (\d+) fu)? · (Non-dealer|Dealer) (ron|tsumo)(?: · (\d+) honba)?$`)
	fuQuestion  = regexp.MustCompile(`^(?:Riichi\. )?(Ron|Tsumo) on [^.,]+(, the replacement tile after a quad)?\. Seat wind (\w+), round wind (\w+)\.`)
)

// TestDrillAnswersMatchCalcAndFu reads a drill's answer key and works out
// every question again with separate runs of hayami calc and hayami fu.
func TestDrillAnswersMatchCalcAndFu(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, rules := range []string{"ema2025", "tenhou"} {
		res := hayami(t, dir, "drill", "--rules", rules, "--seed", "11", "--count", "25", "--kind", "pay,fu", "--format", "json", "--out", "d")
		if res.code != 0 {
			t.Fatal(res.stderr)
		}
		pay := readDrill(t, filepath.Join(dir, "d", rules+"-en-drill-pay-seed11.json"))
		for i, q := range pay.Tables[0].Rows {
			a := pay.Tables[1].Rows[i]
			if q.Detail != a.Detail || !q.Cells[0].Lines[0].Blank {
				t.Fatalf("question %s: %q asked, %q answered", q.Label, q.Detail, a.Detail)
			}
			m := payQuestion.FindStringSubmatch(q.Detail)
			if m == nil {
				t.Fatalf("question %q not understood", q.Detail)
			}
			args := []string{"calc", "--rules", rules, "--format", "json", "--han", m[1], "--honba", "0" + m[5]}
			if m[2] != "" {
				args = append(args, "--fu", m[2])
			}
			if m[3] == "Dealer" {
				args = append(args, "--dealer")
			}
			var calc struct {
				Ron   int64 `json:"ron"`
				Tsumo struct {
					Dealer    int64 `json:"dealer"`
					Nondealer int64 `json:"nondealer"`
				} `json:"tsumo"`
			}
			out := hayami(t, dir, args...)
			if err := json.Unmarshal([]byte(out.stdout), &calc); err != nil {
				t.Fatalf("%v: %v %s", args, err, out.stderr)
			}
			want := strconv.FormatInt(calc.Ron, 10)
			if m[4] == "tsumo" {
				want = fmt.Sprintf("%d-%d", calc.Tsumo.Nondealer, calc.Tsumo.Dealer)
				if calc.Tsumo.Dealer == 0 {
					want = fmt.Sprintf("%d all", calc.Tsumo.Nondealer)
				}
			}
			if got := strings.ReplaceAll(a.Cells[0].Lines[0].Text, ",", ""); got != want {
				t.Errorf("%s question %s (%s): answer %s, calc says %s", rules, q.Label, q.Detail, got, want)
			}
		}

		fu := readDrill(t, filepath.Join(dir, "d", rules+"-en-drill-fu-seed11.json"))
		for _, a := range fu.Tables[1].Rows {
			m := fuQuestion.FindStringSubmatch(a.Detail)
			if riichi := strings.HasPrefix(a.Detail, "Riichi. "); m != nil && riichi != (m[1] == "Ron" && !openMeld.MatchString(a.Hand.Text)) {
				t.Errorf("question %s: riichi %t for %s, %s", a.Label, riichi, a.Hand.Text, m[1])
			}
			if m == nil || a.Hand == nil {
				t.Fatalf("question %q not understood", a.Detail)
			}
			concealed, win, _ := strings.Cut(a.Hand.Text, " + ")
			parts := strings.Split(concealed, ", ")
			args := []string{"fu", parts[0] + win, "--win", win, "--rules", rules, "--format", "json", "--seat", m[3][:1], "--round", m[4][:1]}
			for _, meld := range parts[1:] {
				kind, tiles, _ := strings.Cut(meld, " ")
				args = append(args, "--"+kind, tiles)
			}
			if m[1] == "Tsumo" {
				args = append(args, "--tsumo")
			}
			if m[2] != "" {
				args = append(args, "--rinshan")
			}
			var count struct {
				Fu int `json:"fu"`
			}
			out := hayami(t, dir, args...)
			if err := json.Unmarshal([]byte(out.stdout), &count); err != nil {
				t.Fatalf("%v: %v %s", args, err, out.stderr)
			}
			if want := fmt.Sprintf("%d fu", count.Fu); a.Cells[0].Lines[0].Text != want {
				t.Errorf("%s question %s (%s %s): answer %s, hayami fu says %s", rules, a.Label, a.Hand.Text, a.Detail, a.Cells[0].Lines[0].Text, want)
			}
		}
	}
}

// TestDrillSeeds checks that a seed reprints the same sheet and another
// seed prints another.
func TestDrillSeeds(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	read := func(seed, out string) string {
		if res := hayami(t, dir, "drill", "--seed", seed, "--format", "md,pdf", "--out", out); res.code != 0 {
			t.Fatal(res.stderr)
		}
		var all []string
		for _, kind := range []string{"pay", "fu", "table"} {
			for _, ext := range []string{".md", "-a4.pdf"} {
				data, err := os.ReadFile(filepath.Join(dir, out, "ema2025-en-drill-"+kind+"-seed"+seed+ext))
				if err != nil {
					t.Fatal(err)
				}
				all = append(all, string(data))
			}
		}
		return strings.Join(all, "\n")
	}
	if read("5", "a") != read("5", "b") {
		t.Error("seed 5 printed different sheets")
	}
	if read("5", "a") == read("6", "c") {
		t.Error("seeds 5 and 6 printed the same sheets")
	}
}

// TestDrillGolden keeps one drill of each kind as Markdown and JSON
// golden files: the JSON the README calls stable, byte for byte.
func TestDrillGolden(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	res := hayami(t, dir, "drill", "--seed", "7", "--count", "6", "--format", "md,json", "--out", "g")
	if res.code != 0 {
		t.Fatal(res.stderr)
	}
	for _, kind := range []string{"pay", "fu", "table"} {
		for _, ext := range []string{".md", ".json"} {
			name := "ema2025-en-drill-" + kind + "-seed7" + ext
			data, err := os.ReadFile(filepath.Join(dir, "g", name))
			if err != nil {
				t.Fatal(err)
			}
			golden(t, name, data)
		}
	}
}
