// Command cut regenerates hayami's embedded fonts from Debian's font
// packages (fonts-dejavu-extra, fonts-vlgothic, fonts-baekmuk,
// fonts-arphic-gbsn00lp, fonts-arphic-bsmi00lp). Each keeps only the glyphs
// hayami prints: fonts.Coverage, plus for a language's font every rune of
// that language's catalog, so PDFs parse and subset small fonts.
//
// Run it from the repository root with "make fonts".
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"codeberg.org/go-pdf/fpdf"

	"hayami/fonts"
)

func main() {
	for _, fam := range fonts.Families {
		sources := expand(fam.Source)
		outs := []string{fam.Regular, fam.Bold}
		cutset := string(fonts.Coverage())
		if fam.Lang != "" {
			runes, err := catalogRunes(fam.Lang)
			if err != nil {
				fail(err)
			}
			cutset += runes
		}
		for i, src := range sources {
			data, err := os.ReadFile(src)
			if err != nil {
				fail(fmt.Errorf("%w (install the Debian font package)", err))
			}
			cut := fpdf.UTF8CutFont(data, cutset)
			if len(cut) == 0 {
				fail(fmt.Errorf("could not subset %s", src))
			}
			if err := os.WriteFile(filepath.Join("fonts", outs[i]), cut, 0o644); err != nil {
				fail(err)
			}
			fmt.Printf("fonts/%s: %d bytes, from %d\n", outs[i], len(cut), len(data))
		}
	}
}

// expand turns "dir/Name{,-Bold}.ttf" into its two files.
func expand(pattern string) []string {
	open, end := strings.Index(pattern, "{"), strings.Index(pattern, "}")
	if open < 0 {
		return []string{pattern}
	}
	var out []string
	for _, alt := range strings.Split(pattern[open+1:end], ",") {
		out = append(out, pattern[:open]+alt+pattern[end+1:])
	}
	return out
}

// catalogRunes returns every rune of a language's catalog file.
func catalogRunes(lang string) (string, error) {
	data, err := os.ReadFile(filepath.Join("render", "sheet", "locales", lang+".json"))
	if err != nil {
		return "", fmt.Errorf("%w (every font's language needs its catalog)", err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return "", fmt.Errorf("%s: %w", lang, err)
	}
	var b strings.Builder
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			b.WriteString(v)
		case []any:
			for _, x := range v {
				walk(x)
			}
		case map[string]any:
			for k, x := range v {
				b.WriteString(k)
				walk(x)
			}
		}
	}
	walk(v)
	return b.String(), nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "cut:", err)
	os.Exit(1)
}
