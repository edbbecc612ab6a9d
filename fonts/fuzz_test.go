package fonts_test

import (
	"io"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"

	"github.com/hayami-mahjong/hayami/fonts"
)

// sample is text drawn in every font Load accepts, as far as the font has
// it: Latin, digits, punctuation, Cyrillic, kana, hanzi, hangul.
const sample = "Hayami 1,000–2,000 ×½ Ж é ‰ → 点数 ロン 만관 翻符"

// render draws the runes of text the font claims to have into a PDF as
// render/pdf.Write does (the font embedded as a subset, regular and
// emboldened text, compressed), and writes it to io.Discard. A panic in
// fpdf is left to fail the caller.
func render(f *fonts.Font, text string) error {
	var drawn strings.Builder
	for _, r := range text {
		if f.Has(r) {
			drawn.WriteRune(r)
		}
	}
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", OrientationStr: "P", Size: fpdf.SizeType{Wd: 210, Ht: 297}})
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	pdf.AddUTF8FontFromBytes("sheet", "", f.Data)
	pdf.SetFont("sheet", "", 10)
	if err := pdf.Error(); err != nil {
		return err
	}
	pdf.AddPageFormat("P", fpdf.SizeType{Wd: 210, Ht: 297})
	pdf.Text(10, 20, drawn.String())
	pdf.SetTextRenderingMode(2)
	pdf.Text(10, 30, drawn.String())
	pdf.SetTextRenderingMode(0)
	return pdf.Output(io.Discard)
}

// fontSeeds adds the seeds of the font fuzzers, each with a text.
func fontSeeds(f *testing.F) {
	for _, data := range variants(f) {
		f.Add(data, "Ab1é")
	}
	minimal := build(minimalTables(f))
	for _, n := range []int{12, 100, 300, len(minimal) / 2, len(minimal) - 1} {
		f.Add(minimal[:n], "A")
	}
	for _, m := range malformedFonts(f) {
		f.Add(m.data, "Ab1é")
	}
}

// FuzzFontLoad is the parsing stage alone: fonts.Load accepts or refuses
// any bytes without panicking, and a font it accepts answers which
// characters it has and its name.
func FuzzFontLoad(f *testing.F) {
	fontSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte, text string) {
		font, err := fonts.Load("fuzz.ttf", data)
		if err != nil {
			return
		}
		for _, r := range text + sample {
			font.Has(r)
		}
		_ = font.PostScriptName()
	})
}

// FuzzFont: whatever fonts.Load accepts, fpdf embeds and draws without
// panicking. The seeds are the minimal font (fpdf's cut of the smallest
// embedded font, under 1 KB, so that an iteration takes milliseconds) and
// its variants, truncations of it and the malformed fonts of
// TestLoadRefusesMalformedFonts; crashers found are kept in
// testdata/fuzz/FuzzFont. An execution takes well under a millisecond;
// what made a run of 150 s report 42 executions was minimizing: each new
// input is minimized for -fuzzminimizetime (60 s unless set), and the
// executions that takes are counted only at its end, so make test and
// make fuzz set a short one.
func FuzzFont(f *testing.F) {
	fontSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte, text string) {
		font, err := fonts.Load("fuzz.ttf", data)
		if err != nil {
			return
		}
		_ = render(font, text+sample) // an error is fine, a panic is not
	})
}

// TestEmbeddedFontsRender: every embedded font passes the check and draws
// the sample without an error.
func TestEmbeddedFontsRender(t *testing.T) {
	t.Parallel()
	for _, fam := range fonts.Families {
		regular, bold := fonts.Named(fam.Name)
		for _, f := range []*fonts.Font{regular, bold} {
			if err := render(f, sample); err != nil {
				t.Errorf("%s: %v", f.Name, err)
			}
		}
	}
}
