package pipeline

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// errorf is a problem.Error in field, a value given to it, with the
// code's arguments.
func errorf(field string, code problem.Code, value string, args ...string) error {
	return &problem.Error{Field: field, Code: code, Value: value, Args: args}
}

// CheckHonba checks a number of honba counters.
func CheckHonba(honba int) error {
	if honba < 0 {
		return errorf("honba", problem.CodeNegative, strconv.Itoa(honba))
	}
	return nil
}

// cleanHeading checks the title or the club (field) like a rules file's
// text: one line, no control characters, at most ruleset.MaxHeading
// characters.
func cleanHeading(field, text string) (string, error) {
	clean, err := ruleset.CleanText(text, ruleset.MaxHeading)
	if err != nil {
		return "", &problem.Error{Field: field, Code: problem.CodeInvalid, Err: err}
	}
	return clean, nil
}

// chooseAxes reads the axes setting.
func chooseAxes(axes string) (sheet.Axes, error) {
	a := strings.ToLower(strings.TrimSpace(axes))
	if !slices.Contains(sheet.AxesNames, a) {
		return "", errorf("axes", problem.CodeChoice, axes, sheet.AxesNames...)
	}
	return sheet.Axes(a), nil
}

// chooseCard reads the card setting.
func chooseCard(card string) (sheet.CardLayout, error) {
	c := strings.ToLower(strings.TrimSpace(card))
	if !slices.Contains(sheet.CardLayoutNames, c) {
		return "", errorf("card", problem.CodeChoice, card, sheet.CardLayoutNames...)
	}
	return sheet.CardLayout(c), nil
}

// MatchLanguages matches each requested language to a supported one. One
// it does not have is an error, or with fallback, a warning and English.
func MatchLanguages(requested []string, fallback bool, warn func(string)) ([]language.Tag, error) {
	var out []language.Tag
	for _, r := range requested {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		tag, ok := locale.Match(r)
		if code := languageByName(r); !ok && code != "" {
			return nil, errorf("lang", problem.CodeLanguageName, r, code)
		}
		if !ok && !fallback {
			return nil, errorf("lang", problem.CodeLanguage, r, locale.Tags()...)
		}
		if !ok && warn != nil {
			warn(fmt.Sprintf("no sheets in %q; using English", r))
		}
		if !slices.Contains(out, tag) {
			out = append(out, tag)
		}
	}
	if len(out) == 0 {
		return nil, errorf("lang", problem.CodeNoLanguage, "")
	}
	return out, nil
}

// englishNames are the English names of the languages hayami writes.
var englishNames = map[string]string{"english": "en", "german": "de", "spanish": "es", "french": "fr", "italian": "it", "japanese": "ja",
	"korean": "ko", "polish": "pl", "portuguese": "pt-BR", "brazilian": "pt-BR", "russian": "ru", "chinese": "zh-Hans",
	"simplified chinese": "zh-Hans", "traditional chinese": "zh-Hant"}

// languageByName is the code of the language named name, in English or
// in its own language, or near enough to be a typo of one; "" if none.
func languageByName(name string) string {
	names := slices.Collect(maps.Keys(englishNames))
	codes := maps.Clone(englishNames)
	for _, l := range locale.Locales() {
		names = append(names, l.Name)
		codes[l.Name] = l.Language
	}
	slices.Sort(names)
	if len(name) < 4 { // a code's length: a typo of a code, not a name
		return ""
	}
	if best, ok := suggest.Nearest(name, names); ok {
		return codes[best]
	}
	return ""
}

// PlainDigits reads the digits setting: grouped (false) or plain (true).
func PlainDigits(digits string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(digits)) {
	case "grouped":
		return false, nil
	case "plain":
		return true, nil
	}
	return false, errorf("digits", problem.CodeChoice, digits, "grouped", "plain")
}

// DefaultTheme is the theme setting's value when it is empty: a page
// follows the reader's system; a fragment is light, since a site it is
// pasted into has most often no dark mode of its own, and a dark sheet in a
// light page is a black slab.
func DefaultTheme(fragment bool) string {
	if fragment {
		return html.ThemeLight
	}
	return html.ThemeAuto
}

// DefaultThemeDark is the theme-dark setting's default: Pico's, Bulma's
// and many themes' dark mode.
const DefaultThemeDark = `[data-theme="dark"]`

// htmlOptions checks the html, css, css-href, theme, theme-dark,
// theme-light, id-prefix and heading-level settings.
func htmlOptions(s Settings) (html.Options, error) {
	o := html.Options{Generator: version.Creator(), IDPrefix: s.IDPrefix, Honba: s.Honba, HeadingLevel: s.HeadingLevel,
		Theme: html.Theme{Mode: strings.ToLower(s.Theme), Dark: s.ThemeDark, Light: s.ThemeLight}}
	switch s.HTML {
	case "page":
	case "fragment":
		o.Fragment = true
	default:
		return o, errorf("html", problem.CodeUse, s.HTML, "page", "fragment")
	}
	if o.Theme.Mode == "" {
		o.Theme.Mode = DefaultTheme(o.Fragment)
	}
	switch s.CSS {
	case "inline":
		if s.CSSHref != "" {
			return o, errorf("css-href", problem.CodeNeedsExternal, s.CSSHref)
		}
	case "external":
		o.CSSHref = cmp.Or(s.CSSHref, stylesheetFile)
	default:
		return o, errorf("css", problem.CodeUse, s.CSS, "inline", "external")
	}
	if !slices.Contains(html.Themes, o.Theme.Mode) {
		return o, errorf("theme", problem.CodeUse, s.Theme, html.Themes...)
	}
	if o.Theme.Mode != html.ThemeHost && (s.ThemeDark != DefaultThemeDark || s.ThemeLight != "") {
		return o, errorf("theme", problem.CodeNeedsHost, "")
	}
	if err := html.CheckSelector(s.ThemeDark); err != nil {
		return o, &problem.Error{Field: "theme-dark", Code: problem.CodeInvalid, Err: err}
	}
	if s.ThemeLight != "" {
		if err := html.CheckSelector(s.ThemeLight); err != nil {
			return o, &problem.Error{Field: "theme-light", Code: problem.CodeInvalid, Err: err}
		}
	}
	if err := html.CheckIDPrefix(s.IDPrefix); err != nil {
		return o, &problem.Error{Field: "id-prefix", Code: problem.CodeInvalid, Err: err}
	}
	if s.HeadingLevel != 0 && !o.Fragment {
		return o, errorf("heading-level", problem.CodeNeedsFragment, strconv.Itoa(s.HeadingLevel))
	}
	if s.HeadingLevel < 0 || s.HeadingLevel > 5 {
		return o, errorf("heading-level", problem.CodeRange, strconv.Itoa(s.HeadingLevel), "1", "5")
	}
	return o, nil
}
