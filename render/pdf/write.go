package pdf

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf16"

	"codeberg.org/go-pdf/fpdf"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// Meta is the document information written into a PDF.
type Meta struct {
	Creator string    // "hayami 0.1.0"
	Date    time.Time // creation and modification date
}

// Render lays a sheet out and writes it as PDF.
//
// The slowest part of writing, fpdf reading the regular and bold fonts
// (it parses each and hashes its 65,536-entry width table), is begun
// while the sheet is laid out: the bytes are the same as Write's.
func Render(w io.Writer, s sheet.Sheet, doc sheet.Document, o Options, m Meta) error {
	early := make(chan *begun, 1)
	orientation, size := sheetFormat(s, o)
	go func() { early <- begin(orientation, size, o) }()
	l, err := Lay(s, doc, o)
	b := <-early
	if err != nil {
		return err
	}
	return write(w, l, o, m, b)
}

// begun is a PDF started before its layout is known: set up for pages of
// one format, with the regular and the bold font added.
type begun struct {
	pdf         *fpdf.Fpdf
	orientation string
	size        fpdf.SizeType
	keys, names map[string]string
	panicked    any // what fpdf panicked with, adding the fonts
}

// begin starts a PDF of pages of format orientation and size with the
// regular and bold fonts; a panic of fpdf's is kept for write to report.
func begin(orientation string, size fpdf.SizeType, o Options) (b *begun) {
	b = &begun{orientation: orientation, size: size, keys: map[string]string{}, names: map[string]string{}}
	defer func() { b.panicked = recover() }()
	b.pdf = newPDF(orientation, size)
	for _, f := range []*fonts.Font{o.Regular, o.Bold} {
		addFont(b.pdf, f, b.keys, b.names)
	}
	return b
}

// sheetFormat is the format of a sheet's pages as Lay sets them
// (pageSize); a sheet Lay turns to save a page (tallTwins) gets the other,
// and write then starts again.
func sheetFormat(s sheet.Sheet, o Options) (string, fpdf.SizeType) {
	_, w, h := pageSize(s, o)
	return pageFormat(Page{W: w, H: h})
}

// newPDF is an empty fpdf document for pages of one format, compressed,
// with its objects in a fixed order, placing everything itself.
func newPDF(orientation string, size fpdf.SizeType) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", OrientationStr: orientation, Size: size})
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	return pdf
}

// Write draws a layout as PDF: fonts embedded as subsets, compressed, with
// fixed object order and dates, so the same layout gives the same bytes.
// fpdf panics on fonts it cannot read (fonts.Load refuses those it knows
// of); Write returns such a panic as an error naming the fonts.
func Write(w io.Writer, l Layout, o Options, m Meta) (err error) {
	return write(w, l, o, m, nil)
}

// write does Write's work, in a PDF begun by begin where it suits the
// layout (pages of its format, its regular and bold fonts both drawn).
func write(w io.Writer, l Layout, o Options, m Meta, b *begun) (err error) {
	defer func() {
		r := recover()
		if r == nil && b != nil && b.panicked != nil {
			r = b.panicked
		}
		if r == nil {
			return
		}
		cause, ok := r.(error)
		if !ok {
			cause = fmt.Errorf("%v", r)
		}
		var names []string
		for _, f := range []*fonts.Font{o.Regular, o.Bold, o.Fallback, o.FallbackBold} {
			if f != nil && !slices.Contains(names, f.Name) {
				names = append(names, f.Name)
			}
		}
		err = fmt.Errorf("pdf: the PDF writer failed on font %s: %w", strings.Join(names, " or "), cause)
	}()
	if len(l.Pages) == 0 {
		return fmt.Errorf("pdf: nothing to draw")
	}
	if b != nil && b.panicked != nil {
		return nil // the deferred function reports it
	}
	orientation, size := pageFormat(l.Pages[0])
	used := usedFonts(l, o)
	if b == nil || b.orientation != orientation || b.size != size || !used[o.Bold.Name] {
		b = &begun{pdf: newPDF(orientation, size), keys: map[string]string{}, names: map[string]string{}}
	}
	pdf := b.pdf
	pdf.SetCreationDate(m.Date)
	pdf.SetModificationDate(m.Date)
	pdf.SetTitle(l.Title, true)
	pdf.SetSubject(l.Subject, true)
	pdf.SetCreator(m.Creator, true)
	pdf.SetProducer(m.Creator, true)
	pdf.SetLang(catalogLang(l))
	keys, names := b.keys, b.names
	if err := addFonts(pdf, used, o, keys, names); err != nil {
		return err
	}
	pdf.SetFont(keys[o.Regular.Name], "", 10) // fails here, not later, if fpdf could not read a font
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("pdf: fonts %s, %s: %w", o.Regular.Name, o.Bold.Name, err)
	}
	for _, p := range l.Pages {
		pdf.AddPageFormat(pageFormat(p))
		for _, it := range p.Items {
			switch it.Kind {
			case KindBox:
				g := int(it.Gray * 255)
				pdf.SetFillColor(g, g, g)
				pdf.Rect(it.X, it.Y, it.W, it.H, "F")
			case KindFrame:
				pdf.SetLineWidth(it.Line)
				pdf.SetDrawColor(0, 0, 0)
				pdf.RoundedRect(it.X, it.Y, it.W, it.H, math.Min(it.W, it.H)*0.12, "1234", "D")
			case KindRule:
				pdf.SetLineWidth(it.Line)
				pdf.SetDrawColor(0, 0, 0)
				pdf.Line(it.X, it.Y, it.X+it.W, it.Y+it.H)
			case KindText:
				pdf.SetTextColor(0, 0, 0)
				runs := it.Runs
				if runs == nil {
					name := o.Regular.Name
					if it.Bold {
						name = o.Bold.Name
					}
					runs = []Run{{X: it.X, Text: it.Text, Font: name}}
				}
				if it.Mark {
					pdf.RawWriteStr(markSpan(it.Text))
				}
				for _, r := range runs {
					pdf.SetFont(keys[r.Font], "", it.Size)
					if stroke := boldStroke(it, r, o); stroke > 0 { // a one-weight font: fill and stroke the outlines to embolden
						pdf.SetLineWidth(stroke)
						pdf.SetDrawColor(0, 0, 0)
						pdf.SetTextRenderingMode(2)
					}
					pdf.Text(r.X, it.Y, r.Text)
					pdf.SetTextRenderingMode(0)
				}
				if it.Mark {
					pdf.RawWriteStr("EMC")
				}
			}
		}
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	data := realNames(out.Bytes(), names)
	if version := pdfVersion(l); version > 3 {
		if err := declareVersion(data, version); err != nil {
			return err
		}
	}
	if _, err := w.Write(data); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// boldStroke is the width in mm of the stroke that emboldens a run of a
// bold item drawn in a font with no bold of its own (fill and stroke the
// outlines; the CJK fonts have one weight), 0 for a run that is not bold
// or has its bold font. A 20th of the size matches DejaVu Bold beside the
// run; a run with Han characters gets a 30th, which keeps the counters of
// dense ones (翻, 發) open.
func boldStroke(it Item, r Run, o Options) float64 {
	if !it.Bold || r.Font == o.Bold.Name && o.Bold != o.Regular || o.FallbackBold != nil && r.Font == o.FallbackBold.Name && o.FallbackBold != o.Fallback {
		return 0
	}
	if strings.ContainsFunc(r.Text, func(c rune) bool { return unicode.Is(unicode.Han, c) }) {
		return it.Size * ptMM / 30
	}
	return it.Size * ptMM * 0.05
}

// pageFormat gives fpdf a page as an orientation and a portrait size.
func pageFormat(p Page) (string, fpdf.SizeType) {
	if p.W > p.H {
		return "L", fpdf.SizeType{Wd: p.H, Ht: p.W}
	}
	return "P", fpdf.SizeType{Wd: p.W, Ht: p.H}
}

// usedFonts are the fonts a layout draws with, by Name; the regular font,
// which fpdf checks first, is always one.
func usedFonts(l Layout, o Options) map[string]bool {
	used := map[string]bool{o.Regular.Name: true}
	for _, p := range l.Pages {
		for _, it := range p.Items {
			switch {
			case it.Kind != KindText:
			case it.Runs == nil && it.Bold:
				used[o.Bold.Name] = true
			case it.Runs == nil:
				used[o.Regular.Name] = true
			}
			for _, r := range it.Runs {
				used[r.Font] = true
			}
		}
	}
	return used
}

// addFonts adds the used fonts not yet in keys to the PDF, and records
// the fpdf family that draws each, by font Name, in keys (and each
// family's real name in names). Each font costs fpdf a parse and a
// 65,536-entry width table, so a font never drawn is left out, and a font
// of the chain is loaded only when a run names it. The order is fixed:
// regular, bold, the fallbacks, the chain.
func addFonts(pdf *fpdf.Fpdf, used map[string]bool, o Options, keys, names map[string]string) error {
	for _, f := range []*fonts.Font{o.Regular, o.Bold, o.Fallback, o.FallbackBold} {
		if f != nil && used[f.Name] {
			addFont(pdf, f, keys, names)
		}
	}
	for _, link := range o.Chain {
		if used[link.Name] && keys[link.Name] == "" {
			addFont(pdf, link.Load(), keys, names)
		}
	}
	for name := range used {
		if keys[name] == "" {
			return fmt.Errorf("pdf: the layout draws with font %s, which the options do not have", name)
		}
	}
	return nil
}

// addFont adds a font to the PDF unless it is in already. Each family's
// key is as long as the font's real name, so that realNames can put that
// name in its place.
func addFont(pdf *fpdf.Fpdf, f *fonts.Font, keys, names map[string]string) {
	if f == nil || keys[f.Name] != "" {
		return
	}
	name := baseFont(f)
	key := fontKey(len(keys), name)
	keys[f.Name], names[key] = key, name
	pdf.AddUTF8FontFromBytes(key, "", f.Data)
}

// baseFont is the name a font is embedded under: a subset tag, six capital
// letters made from the font's file name, "+", and its PostScript name
// (name id 6), keeping only characters a PDF name may hold unescaped.
func baseFont(f *fonts.Font) string {
	ps := strings.Map(func(r rune) rune {
		if r <= ' ' || r > '~' || strings.ContainsRune("()<>[]{}/%#", r) {
			return -1
		}
		return r
	}, f.PostScriptName())
	if ps == "" {
		ps = "Font"
	}
	sum := crc32.ChecksumIEEE([]byte(f.Name))
	var tag [6]byte
	for i := range tag {
		tag[i] = 'A' + byte(sum%26)
		sum /= 26
	}
	return string(tag[:]) + "+" + ps
}

// fontKey is the fpdf family of the i-th font: fpdf names an embedded font
// "utf8" and its family's key, so the key is padded to four characters
// fewer than the font's real name.
func fontKey(i int, name string) string {
	key := "f" + strconv.Itoa(i)
	return key + strings.Repeat("x", max(0, len(name)-4-len(key)))
}

// realNames puts each font's real name in place of the name fpdf gave it:
// "/utf8f0xxx…" becomes "/ABCDEF+DejaVuSansCondensed-Bold" in the font
// dictionaries and descriptors. The names are the same length, so the
// cross-reference offsets stay right.
func realNames(doc []byte, names map[string]string) []byte {
	for key, name := range names {
		// Every name fpdf writes this way ends its line.
		doc = bytes.ReplaceAll(doc, []byte("/utf8"+key+"\n"), []byte("/"+name+"\n"))
	}
	return doc
}

// duplexEntry is the catalog entry that asks printers to print on both
// sides, turning the paper over on the flip's edge.
func duplexEntry(f Flip) string {
	edge := "Long"
	if f == FlipShortEdge {
		edge = "Short"
	}
	return "/ViewerPreferences << /Duplex /DuplexFlip" + edge + "Edge >>"
}

// markSpan begins the marked-content sequence that draws a footnote
// mark: its /ActualText, the mark after a space, is what text extraction
// and copying read, so "8,000" and its mark 5 read "8,000 5", not
// "8,0005". (An invisible space is no help: pdftotext parts words by the
// gap between them, and the mark sits 0.3 mm from its number.)
func markSpan(mark string) string {
	var hex strings.Builder
	for _, u := range utf16.Encode([]rune("\uFEFF " + mark)) { // a UTF-16BE text string
		fmt.Fprintf(&hex, "%04X", u)
	}
	return "/Span <</ActualText <" + hex.String() + ">>> BDC"
}

// pdfVersion is the minor version of PDF 1 a layout's PDF needs: 7 for
// /Duplex, 5 for the /ActualText of footnote marks, else fpdf's 3.
func pdfVersion(l Layout) byte {
	if l.Duplex != OneSided {
		return 7
	}
	for _, p := range l.Pages {
		if slices.ContainsFunc(p.Items, func(it Item) bool { return it.Mark }) {
			return 5
		}
	}
	return 3
}

// declareVersion makes a PDF a PDF 1.minor: fpdf writes "%PDF-1.3" and
// has no way to choose the version, so the header's last digit is changed
// (no offset moves).
func declareVersion(b []byte, minor byte) error {
	if len(b) < 8 || !bytes.HasPrefix(b, []byte("%PDF-1.")) || b[7] > '0'+minor {
		return fmt.Errorf("pdf: unexpected header %.8q from the PDF writer", b)
	}
	b[7] = '0' + minor
	return nil
}

// catalogLang is the value given to fpdf's SetLang. fpdf (v0.12) has no
// way to set the catalog's /ViewerPreferences, but writes SetLang's value
// unescaped as "/Lang (%s)" in the catalog: a two-sided layout's value
// closes the string, adds the entry and turns fpdf's closing parenthesis
// into a comment ("%" to the end of the line). TestDuplex checks the
// result parses; upstream, a SetViewerPreferences method would replace this.
func catalogLang(l Layout) string {
	if l.Duplex == OneSided || strings.ContainsAny(l.Lang, "()\\%\n\r") {
		return l.Lang
	}
	return l.Lang + ") " + duplexEntry(l.Duplex) + " %"
}
