package pipeline

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
)

// dashes names settings as the command line does: by its flags.
type dashes struct{}

func (dashes) Setting(field string) string { return "--" + field }
func (dashes) Value(field, value string) string {
	if field == problem.FieldDate {
		return "SOURCE_DATE_EPOCH=" + value
	}
	return "--" + field + " " + value
}

// noFallback is dashes for a command without --lang-fallback.
type noFallback struct{ dashes }

func (noFallback) Setting(field string) string {
	if field == "lang-fallback" {
		return ""
	}
	return "--" + field
}

// TestErrorsNameTheirSettings checks that an error is a field, a code and
// a value, and each front end words it with its own names for every
// setting it mentions: no flag in the page's words.
func TestErrorsNameTheirSettings(t *testing.T) {
	t.Parallel()
	s := Defaults()
	s.CSSHref = "x.css"
	err := Check(s)[0]
	var me *problem.Error
	if !errors.As(err, &me) || me.Field != "css-href" || me.Code != problem.CodeNeedsExternal || me.Value != "x.css" {
		t.Fatalf("css-href without css external: %#v", err)
	}
	if got, want := problem.Message(err, locale.English(), dashes{}), "--css-href x.css: the address of an external stylesheet; add --css external"; got != want {
		t.Errorf("the command line's words: %q, want %q", got, want)
	}
	if got, want := problem.Message(err, locale.English(), problem.KeyNames), "css-href x.css: the address of an external stylesheet; add css external"; got != want {
		t.Errorf("the page's words: %q, want %q", got, want)
	}
	wrapped := fmt.Errorf("thursday: %w", err)
	if got := problem.Message(wrapped, locale.English(), dashes{}); got != "thursday: --css-href x.css: the address of an external stylesheet; add --css external" {
		t.Errorf("a wrapped error: %q", got)
	}
	_, err = MatchLanguages([]string{"xx"}, false, nil)
	if got := problem.Message(err, locale.English(), dashes{}); !strings.HasSuffix(got, "zh-Hant (--lang-fallback writes English instead)") {
		t.Errorf("a language, where --lang-fallback exists: %q", got)
	}
	if got := problem.Message(err, locale.English(), noFallback{}); !strings.HasPrefix(got, "--lang xx: hayami has no sheets in that language; use en, ") || !strings.HasSuffix(got, "zh-Hant") {
		t.Errorf("a language, where it does not: %q", got)
	}
	for _, c := range []struct {
		err  error
		want string
	}{
		{errorf("theme", problem.CodeNeedsHost, ""), "theme-dark and theme-light name the page's themes for theme host; add it"},
		{errorf("heading-level", problem.CodeNeedsFragment, "2"), "heading-level 2: a page's title is its h1; add html fragment"},
		{errorf("sheets", problem.CodeNothing, "fu", "csv", "json"), "nothing to write: no format of format csv,json has the sheets fu"},
		{errorf("html", problem.CodeUse, "x", "page", "fragment"), "html x: use page or fragment"},
		{errorf("theme", problem.CodeUse, "x", "auto", "light", "dark", "host"), "theme x: use auto, light, dark, host"},
		{errorf("format", problem.CodeDrillFormat, "csv", "pdf", "json"), "format csv: drills are written as pdf, json"},
		{errorf("format", problem.CodeTableFormat, "mdd", "md", "csv"), "format mdd: did you mean md?"},
	} {
		if got := c.err.Error(); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
