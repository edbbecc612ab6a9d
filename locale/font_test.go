package locale_test

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
)

// TestFontFamily: the font family read from a catalog's head is the one
// its whole catalog names, for every language and for an unknown one.
func TestFontFamily(t *testing.T) {
	t.Parallel()
	for _, loc := range locale.Locales() {
		if got := locale.FontFamily(language.MustParse(loc.Language)); got != loc.Font || got == "" {
			t.Errorf("%s: FontFamily %q, catalog %q", loc.Language, got, loc.Font)
		}
	}
	if got := locale.FontFamily(language.Swahili); got != locale.For(language.English).Font {
		t.Errorf("an unknown language: %q, want English's", got)
	}
}
