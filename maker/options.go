package maker

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// Error is a setting that cannot be built with. Its text is what the
// command line prints; Field names the setting as Settings' JSON key,
// which is also the command-line flag without its dashes ("honba" for
// --honba), or FieldDate.
type Error struct {
	Field string
	Err   error
}

// FieldDate is the Field of an error in the date (SOURCE_DATE_EPOCH).
const FieldDate = "source-date-epoch"

// Error is the message, naming the flag and the value.
func (e *Error) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Usage reports whether the error is in a command-line flag, not in the
// environment: every field but the date.
func (e *Error) Usage() bool { return e.Field != FieldDate }

// fieldf is an Error in one field.
func fieldf(field, format string, args ...any) error {
	return &Error{Field: field, Err: fmt.Errorf(format, args...)}
}

// Choices is what to write instead of a value that is not one of valid:
// the nearest one if it looks like a typo, else the list.
func Choices(typed string, valid []string) string {
	if best, ok := suggest.Nearest(typed, valid); ok {
		return "did you mean " + best + "?"
	}
	return "use " + strings.Join(valid, ", ")
}

// CleanHeading checks a --title or --club (flag) like a rules file's
// text: one line, no control characters, at most ruleset.MaxHeading
// characters.
func CleanHeading(flag, text string) (string, error) {
	clean, err := ruleset.CleanText(text, ruleset.MaxHeading)
	if err != nil {
		return "", &Error{Field: strings.TrimPrefix(flag, "--"), Err: fmt.Errorf("%s: %w", flag, err)}
	}
	return clean, nil
}

// ChooseAxes reads --axes.
func ChooseAxes(axes string) (sheet.Axes, error) {
	a := strings.ToLower(strings.TrimSpace(axes))
	if !slices.Contains(sheet.AxesNames, a) {
		return "", fieldf("axes", "--axes %s: %s", axes, Choices(axes, sheet.AxesNames))
	}
	return sheet.Axes(a), nil
}

// Languages matches each requested language to a supported one. One it
// does not have is an error, or with fallback, a warning and English;
// offer adds to the error that --lang-fallback exists.
func Languages(requested []string, fallback, offer bool, warn func(string)) ([]language.Tag, error) {
	hint := ""
	if offer {
		hint = " (--lang-fallback writes English instead)"
	}
	var out []language.Tag
	for _, r := range requested {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		tag, ok := sheet.Match(r)
		if !ok && !fallback {
			return nil, fieldf("lang", "--lang %s: hayami has no sheets in that language; %s%s", r, Choices(r, sheet.LocaleTags()), hint)
		}
		if !ok && warn != nil {
			warn(fmt.Sprintf("no sheets in %q; using English", r))
		}
		if !slices.Contains(out, tag) {
			out = append(out, tag)
		}
	}
	if len(out) == 0 {
		return nil, fieldf("lang", "--lang: name at least one language")
	}
	return out, nil
}

// PlainDigits reads --digits: grouped (false) or plain (true).
func PlainDigits(digits string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(digits)) {
	case "grouped":
		return false, nil
	case "plain":
		return true, nil
	}
	return false, fieldf("digits", "--digits %s: %s", digits, Choices(digits, []string{"grouped", "plain"}))
}

// DefaultThemeDark is --theme-dark's default: Pico's, Bulma's and many
// themes' dark mode.
const DefaultThemeDark = `[data-theme="dark"]`

// HTMLOptions checks the html, css, css-href, theme, theme-dark,
// theme-light, id-prefix and heading-level settings.
func HTMLOptions(s Settings) (html.Options, error) {
	o := html.Options{Generator: "hayami " + Version, IDPrefix: s.IDPrefix, Honba: s.Honba, HeadingLevel: s.HeadingLevel,
		Theme: html.Theme{Mode: strings.ToLower(s.Theme), Dark: s.ThemeDark, Light: s.ThemeLight}}
	switch s.HTML {
	case "page":
	case "fragment":
		o.Fragment = true
	default:
		return o, fieldf("html", "--html %s: use page or fragment", s.HTML)
	}
	switch s.CSS {
	case "inline":
		if s.CSSHref != "" {
			return o, fieldf("css-href", "--css-href %s: the address of an external stylesheet; add --css external", s.CSSHref)
		}
	case "external":
		o.CSSHref = cmp.Or(s.CSSHref, html.StylesheetFile)
	default:
		return o, fieldf("css", "--css %s: use inline or external", s.CSS)
	}
	if !slices.Contains(html.Themes, o.Theme.Mode) {
		return o, fieldf("theme", "--theme %s: use %s", s.Theme, strings.Join(html.Themes, ", "))
	}
	if o.Theme.Mode != html.ThemeHost && (s.ThemeDark != DefaultThemeDark || s.ThemeLight != "") {
		return o, fieldf("theme", "--theme-dark and --theme-light name the page's themes for --theme host; add it")
	}
	if err := html.CheckSelector(s.ThemeDark); err != nil {
		return o, fieldf("theme-dark", "--theme-dark: %w", err)
	}
	if s.ThemeLight != "" {
		if err := html.CheckSelector(s.ThemeLight); err != nil {
			return o, fieldf("theme-light", "--theme-light: %w", err)
		}
	}
	if err := html.CheckIDPrefix(s.IDPrefix); err != nil {
		return o, fieldf("id-prefix", "--id-prefix: %w", err)
	}
	if s.HeadingLevel != 0 && !o.Fragment {
		return o, fieldf("heading-level", "--heading-level %d: a page's title is its h1; add --html fragment", s.HeadingLevel)
	}
	if s.HeadingLevel < 0 || s.HeadingLevel > 5 {
		return o, fieldf("heading-level", "--heading-level %d: use 1 to 5", s.HeadingLevel)
	}
	return o, nil
}
