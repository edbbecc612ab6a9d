package webapi

import (
	"slices"
	"testing"
)

// TestFigures checks payments as the page's panels show them: grouped
// the language's way (Polish with a no-break space, German with a dot),
// plain, a tsumo in the language's and the rules' notation, and bad input.
func TestFigures(t *testing.T) {
	t.Parallel()
	values := `[{"number": 8300}, {"dealer": 4100, "nondealer": 2100}, {"nondealer": 4000}]`
	for _, c := range []struct {
		settings, lang string
		want           []string
	}{
		{`{}`, "en", []string{"8,300", "2,100-4,100", "4,000 all"}},
		{`{}`, "pl", []string{"8\u00a0300", "2\u00a0100/4\u00a0100", "4\u00a0000 od każdego"}},
		{`{}`, "de", []string{"8.300", "2.100/4.100", "4.000 von jedem"}},
		{`{"digits": "plain"}`, "en", []string{"8300", "2100-4100", "4000 all"}},
		{`{"set": ["notation.order=\"dealer-first\""]}`, "en", []string{"8,300", "4,100-2,100", "4,000 all"}},
	} {
		r := Figures(c.settings, c.lang, values)
		if got, ok := r.Value.([]string); !ok || !slices.Equal(got, c.want) {
			t.Errorf("%s in %s: %#v, want %q", c.settings, c.lang, r, c.want)
		}
	}
	for _, bad := range [][2]string{{`{"digits": "x"}`, `[]`}, {`{}`, `{`}, {`{"rules": "nope"}`, `[]`}} {
		if r := Figures(bad[0], "en", bad[1]); len(r.Errors) == 0 {
			t.Errorf("%s %s: no error: %#v", bad[0], bad[1], r)
		}
	}
}
