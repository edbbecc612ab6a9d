package pdf

import (
	"strings"
	"testing"
)

func TestBreakable(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"Each cell: ron above": "Each| cell:| ron| above",
		"上段ロン、下段ツモ":            "上|段|ロ|ン、|下|段|ツ|モ",
		"切り上げる（32 → 40）。":      "切|り|上|げ|る|（32| →| 40）。",
		"親のアガリ：上段ロン":           "親|の|ア|ガ|リ：|上|段|ロ|ン",
		"EMA 2025：子のアガリ":       "EMA| 2025：|子|の|ア|ガ|リ",
	}
	for in, want := range tests {
		var parts []string
		for _, tok := range breakable(in) {
			p := tok.text
			if tok.space {
				p = " " + p
			}
			parts = append(parts, p)
		}
		if got := strings.Join(parts, "|"); got != want {
			t.Errorf("breakable(%q) = %q, want %q", in, got, want)
		}
	}
}
