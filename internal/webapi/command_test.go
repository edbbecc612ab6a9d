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
	out := Command("calc", []string{"--han", "4", "--fu", "30", "--set", "kiriage=true"}).Value.(tablecmd.Output)
	if out.Code != 0 || !strings.Contains(out.Stdout, "8,000") || out.Stderr != "" {
		t.Errorf("calc: %+v", out)
	}
	r := Command("drill", []string{"--format", "md", "--count", "2"})
	if out := r.Value.(tablecmd.Output); out.Code != 0 || len(r.Files) != 3 || !strings.HasPrefix(out.Stdout, "wrote out/") {
		t.Errorf("drill: %+v, %d files", out, len(r.Files))
	}
	if r := Command("build", nil); len(r.Errors) != 1 {
		t.Errorf("build: %+v", r)
	}
	if out := Command("gap", make([]string, MaxArgs+1)).Value.(tablecmd.Output); out.Code != 2 || !strings.Contains(out.Stderr, "too many") {
		t.Errorf("too many arguments: %+v", out)
	}
	if out := Command("fu", []string{strings.Repeat("1", MaxArgsBytes+1)}).Value.(tablecmd.Output); out.Code != 2 {
		t.Errorf("too long an argument: %+v", out)
	}
}
