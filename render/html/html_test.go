package html_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/render/html"
)

// TestDarkModeChangesOnlyColours: the dark theme sets the stylesheet's
// colour properties and nothing else, so a page's layout and structure are
// the same light or dark (the browser test checks every accessibility rule
// in light mode, and the colour rules in dark mode).
func TestDarkModeChangesOnlyColours(t *testing.T) {
	t.Parallel()
	css := html.Stylesheet()
	blocks := regexp.MustCompile(`(?s)(\.hayami\[data-theme="dark"\]|\.hayami:not\(\[data-theme="light"\]\))\s*\{([^}]*)\}`).FindAllStringSubmatch(css, -1)
	if len(blocks) != 2 {
		t.Fatalf("%d dark-theme blocks, want 2 (data-theme and prefers-color-scheme)", len(blocks))
	}
	for _, b := range blocks {
		for _, decl := range strings.Split(b[2], ";") {
			prop, _, _ := strings.Cut(strings.TrimSpace(decl), ":")
			if prop != "" && !strings.HasPrefix(prop, "--hayami-") && prop != "color-scheme" {
				t.Errorf("%s sets %s: the dark theme may change colours only", b[1], prop)
			}
		}
	}
}
