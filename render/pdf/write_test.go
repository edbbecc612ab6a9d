package pdf_test

import (
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/render/pdf"
)

// TestWriteTurnsFontPanicsIntoErrors: a font fonts.Load would refuse,
// given to Write anyway, makes fpdf panic; Write returns the panic as an
// error that names the font.
func TestWriteTurnsFontPanicsIntoErrors(t *testing.T) {
	t.Parallel()
	// A table directory of 5 tables in a 12-byte file: fpdf reads past the end.
	broken := &fonts.Font{Name: "broken.ttf", Data: []byte("\x00\x01\x00\x00\x00\x05\x00\x00\x00\x00\x00\x00")}
	fallback, _ := fonts.Default()
	l := pdf.Layout{Pages: []pdf.Page{{W: 210, H: 297, Items: []pdf.Item{{Kind: pdf.KindText, X: 10, Y: 10, Text: "A", Size: 10}}}}}
	err := pdf.Write(io.Discard, l, pdf.Options{Regular: broken, Bold: broken, Fallback: fallback}, pdf.Meta{})
	const want = "pdf: the PDF writer failed on font broken.ttf or DejaVuSansCondensed-hayami.ttf: runtime error: "
	var runtimeErr runtime.Error
	if err == nil || !strings.HasPrefix(err.Error(), want) || !errors.As(err, &runtimeErr) {
		t.Errorf("got %v, want %s…, wrapping the runtime error", err, want)
	}
}
