// Command cut regenerates hayami's embedded fonts: it keeps, from Debian's
// DejaVu Sans Condensed (package fonts-dejavu-extra), only the glyphs of
// fonts.Coverage, so that every PDF parses and subsets a small font.
//
// Run it from the repository root with "make fonts".
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"codeberg.org/go-pdf/fpdf"

	"hayami/fonts"
)

const source = "/usr/share/fonts/truetype/dejavu"

func main() {
	for _, f := range []struct{ in, out string }{
		{"DejaVuSansCondensed.ttf", fonts.RegularFile},
		{"DejaVuSansCondensed-Bold.ttf", fonts.BoldFile},
	} {
		data, err := os.ReadFile(filepath.Join(source, f.in))
		if err != nil {
			fmt.Fprintln(os.Stderr, "cut:", err, "(apt-get install fonts-dejavu-extra)")
			os.Exit(1)
		}
		cut := fpdf.UTF8CutFont(data, string(fonts.Coverage()))
		if len(cut) == 0 {
			fmt.Fprintln(os.Stderr, "cut: could not subset", f.in)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join("fonts", f.out), cut, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "cut:", err)
			os.Exit(1)
		}
		fmt.Printf("fonts/%s: %d bytes, from %d\n", f.out, len(cut), len(data))
	}
}
