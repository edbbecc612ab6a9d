// Command fontcut regenerates hayami's embedded fonts from Debian's font
// packages (fonts-dejavu-extra, fonts-vlgothic, fonts-baekmuk,
// fonts-arphic-gbsn00lp, fonts-arphic-bsmi00lp). Each keeps only the glyphs
// hayami prints: fonts.Coverage, plus for a language's font every rune of
// the catalogs printed in it, so PDFs parse and subset small fonts. Each
// CJK family also gets an extension: the characters of its national set
// (package charset) the font has and the first cut lacks, read only when
// a sheet prints one of them (a club's name, say).
//
// Run it from the repository root with "make fonts".
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"codeberg.org/go-pdf/fpdf"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/fonts/charset"
	"github.com/hayami-mahjong/hayami/locale"
)

func main() {
	for _, fam := range fonts.Families {
		sources := expand(fam.Source)
		outs := []string{fam.Regular, fam.Bold}
		cutset := string(fonts.Coverage())
		if fam.Name != fonts.Families[0].Name { // the default family keeps its coverage only
			cutset += catalogRunes(fam.Name)
		}
		for i, src := range sources {
			data, err := os.ReadFile(src)
			if err != nil {
				fail(fmt.Errorf("%w (install the Debian font package)", err))
			}
			write(src, data, outs[i], cutset, "glyphs hayami does not print removed")
			if len(fam.Extensions) > 0 && i == 0 {
				set := charset.Sets[fam.Name]
				// The whole set but the Latin coverage, catalogs or not: a
				// catalog change recuts the small font only, never these.
				// Cut into parts in the set's order, each under 2 MB packed.
				runes := []rune(extension(set.Runes(), string(fonts.Coverage())))
				n := len(fam.Extensions)
				for k, part := range fam.Extensions {
					piece := string(runes[k*len(runes)/n : (k+1)*len(runes)/n])
					write(src, data, part, piece, fmt.Sprintf("only the characters of %s kept (part %d of %d)", set.Name, k+1, n))
				}
			}
		}
	}
}

// write cuts data to the runes of cutset and writes it to fonts/out; an
// extension's part (of fonts.Family.Extensions) goes gzipped to fonts/out.gz.
func write(src string, data []byte, out, cutset, what string) {
	cut := fpdf.UTF8CutFont(data, cutset)
	if len(cut) == 0 {
		fail(fmt.Errorf("could not subset %s", src))
	}
	notice := fmt.Sprintf("Cut by hayami's internal/cmd/fontcut from Debian's %s: %s, each name string kept once (the hayami repository's history dates each cut).", filepath.Base(src), what)
	cut, err := onceEach(cut, notice)
	if err != nil {
		fail(fmt.Errorf("%s: %w", src, err))
	}
	size := len(cut)
	if strings.Contains(what, "only the characters of") {
		var b bytes.Buffer
		z, _ := gzip.NewWriterLevel(&b, gzip.BestCompression) // no name or date: the same bytes each run
		if _, err := z.Write(cut); err != nil || z.Close() != nil {
			fail(fmt.Errorf("%s: gzip failed", out))
		}
		cut, out = b.Bytes(), out+".gz"
	}
	if err := os.WriteFile(filepath.Join("fonts", out), cut, 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("fonts/%s: %d bytes (%d unpacked), from %d\n", out, len(cut), size, len(data))
}

// extension returns the runes of set that cutset lacks: a family's
// extension stores no glyph its first cut has.
func extension(set []rune, cutset string) string {
	var b strings.Builder
	for _, r := range set {
		if !strings.ContainsRune(cutset, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
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

// catalogRunes returns every rune of the catalogs of the languages that
// are printed in a font family: their names, notation, terms and messages.
func catalogRunes(family string) string {
	var b strings.Builder
	for _, l := range locale.Locales() {
		if l.Font != family {
			continue
		}
		b.WriteString(strings.Join(l.Texts(), ""))
	}
	if b.Len() == 0 {
		fail(fmt.Errorf("no language is printed in %s", family))
	}
	return b.String()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "cut:", err)
	os.Exit(1)
}
