package pipeline

import (
	"testing"

	"github.com/hayami-mahjong/hayami/render/html"
)

// TestDefaultTheme: with no theme setting a page follows the reader's
// system and a fragment is light; a theme given is kept for both.
func TestDefaultTheme(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ kind, theme, want string }{
		{"page", "", html.ThemeAuto}, {"fragment", "", html.ThemeLight},
		{"fragment", "auto", html.ThemeAuto}, {"page", "light", html.ThemeLight}, {"fragment", "dark", html.ThemeDark},
	} {
		s := Defaults()
		s.HTML, s.Theme = c.kind, c.theme
		o, err := htmlOptions(s)
		if err != nil {
			t.Fatalf("%s, theme %q: %v", c.kind, c.theme, err)
		}
		if o.Theme.Mode != c.want {
			t.Errorf("%s, theme %q: the sheet's theme is %q, want %q", c.kind, c.theme, o.Theme.Mode, c.want)
		}
	}
}
