package webapi

import (
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/tablecmd"
)

// TestCommand checks the page's command calls: an answer, a drill's files,
// an unknown command and arguments past the bounds.
func TestCommand(t *testing.T) {
	t.Parallel()
	out := Command("calc", []string{"--han", "4", "--fu", "30", "--set", "kiriage=true"}, nil).Value.(tablecmd.Output)
	if out.Code != 0 || !strings.Contains(out.Stdout, "8,000") || out.Stderr != "" {
		t.Errorf("calc: %+v", out)
	}
	r := Command("drill", []string{"--format", "md", "--count", "2"}, nil)
	if out := r.Value.(tablecmd.Output); out.Code != 0 || len(r.Files) != 3 || !strings.HasPrefix(out.Stdout, "wrote out/") {
		t.Errorf("drill: %+v, %d files", out, len(r.Files))
	}
	if r := Command("build", nil, nil); len(r.Errors) != 1 {
		t.Errorf("build: %+v", r)
	}
	if out := Command("gap", make([]string, MaxArgs+1), nil).Value.(tablecmd.Output); out.Code != 2 || !strings.Contains(out.Stderr, "too many") {
		t.Errorf("too many arguments: %+v", out)
	}
	if out := Command("fu", []string{strings.Repeat("1", MaxArgsBytes+1)}, nil).Value.(tablecmd.Output); out.Code != 2 {
		t.Errorf("too long an argument: %+v", out)
	}
	club := map[string][]byte{"club.toml": []byte("name = \"Club\"\nextends = \"ema2025\"\nkiriage = true\n")}
	if out := Command("calc", []string{"--rules", "club.toml", "--han", "4", "--fu", "30"}, club).Value.(tablecmd.Output); out.Code != 0 || !strings.Contains(out.Stdout, "Club") || !strings.Contains(out.Stdout, "8,000") {
		t.Errorf("a house-rules file handed in: %+v", out)
	}
	if out := Command("calc", []string{"--rules", "other.toml", "--han", "4", "--fu", "30"}, club).Value.(tablecmd.Output); out.Code == 0 || !strings.Contains(out.Stderr, "other.toml") {
		t.Errorf("a file not handed in: %+v", out)
	}
}
