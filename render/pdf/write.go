package pdf

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

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
func Render(w io.Writer, s sheet.Sheet, doc sheet.Document, o Options, m Meta) error {
	l, err := Lay(s, doc, o)
	if err != nil {
		return err
	}
	return Write(w, l, o, m)
}

// Write draws a layout as PDF: fonts embedded as subsets, compressed, with
// fixed object order and dates, so the same layout gives the same bytes.
// fpdf panics on fonts it cannot read (fonts.Load refuses those it knows
// of); Write returns such a panic as an error naming the fonts.
func Write(w io.Writer, l Layout, o Options, m Meta) (err error) {
	defer func() {
		r := recover()
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
	orientation, size := pageFormat(l.Pages[0])
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", OrientationStr: orientation, Size: size})
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	pdf.SetCreationDate(m.Date)
	pdf.SetModificationDate(m.Date)
	pdf.SetTitle(l.Title, true)
	pdf.SetSubject(l.Subject, true)
	pdf.SetCreator(m.Creator, true)
	pdf.SetProducer(m.Creator, true)
	pdf.SetLang(catalogLang(l))
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	styles := addFonts(pdf, l, o)
	pdf.SetFont("sheet", styles[face{"sheet", false}], 10) // fails here, not later, if fpdf could not read a font
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
				if it.Runs == nil {
					style := styles[face{"sheet", it.Bold}]
					pdf.SetFont("sheet", style, it.Size)
					if it.Bold && style == "" { // a one-weight font: fill and stroke the outlines to embolden
						pdf.SetLineWidth(it.Size * ptMM * 0.05)
						pdf.SetDrawColor(0, 0, 0)
						pdf.SetTextRenderingMode(2)
					}
					pdf.Text(it.X, it.Y, it.Text)
					pdf.SetTextRenderingMode(0)
				}
				for _, r := range it.Runs {
					f := face{"sheet", it.Bold}
					if r.Fallback {
						f.family = "fallback"
					}
					pdf.SetFont(f.family, styles[f], it.Size)
					if it.Bold && styles[f] == "" { // a one-weight font: fill and stroke the outlines to embolden
						pdf.SetLineWidth(it.Size * ptMM * 0.05)
						pdf.SetDrawColor(0, 0, 0)
						pdf.SetTextRenderingMode(2)
					}
					pdf.Text(r.X, it.Y, r.Text)
					pdf.SetTextRenderingMode(0)
				}
			}
		}
	}
	if l.Duplex {
		return writeDuplex(w, pdf)
	}
	if err := pdf.Output(w); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// pageFormat gives fpdf a page as an orientation and a portrait size.
func pageFormat(p Page) (string, fpdf.SizeType) {
	if p.W > p.H {
		return "L", fpdf.SizeType{Wd: p.H, Ht: p.W}
	}
	return "P", fpdf.SizeType{Wd: p.W, Ht: p.H}
}

// face is a font a layout draws with: a family ("sheet" or "fallback") and a weight.
type face struct {
	family string
	bold   bool
}

// addFonts adds the faces the layout draws to the PDF and returns the fpdf
// style that draws each. Each font costs fpdf a parse and a 65,536-entry
// width table, so a face never drawn is left out, and a one-weight font
// (the CJK fonts) is added once and draws bold text too.
func addFonts(pdf *fpdf.Fpdf, l Layout, o Options) map[face]string {
	used := map[face]bool{}
	for _, p := range l.Pages {
		for _, it := range p.Items {
			if it.Kind != KindText {
				continue
			}
			if it.Runs == nil {
				used[face{"sheet", it.Bold}] = true
			}
			for _, r := range it.Runs {
				used[face{map[bool]string{false: "sheet", true: "fallback"}[r.Fallback], it.Bold}] = true
			}
		}
	}
	used[face{"sheet", false}] = true // the font fpdf checks first
	fallbackBold := o.FallbackBold
	if fallbackBold == nil {
		fallbackBold = o.Fallback
	}
	fontOf := map[face]*fonts.Font{{"sheet", false}: o.Regular, {"sheet", true}: o.Bold, {"fallback", false}: o.Fallback, {"fallback", true}: fallbackBold}
	styles := map[face]string{}
	added := map[face]bool{}
	for _, f := range []face{{"sheet", false}, {"sheet", true}, {"fallback", false}, {"fallback", true}} {
		font := fontOf[f]
		if !used[f] || font == nil {
			continue
		}
		style := ""
		if f.bold && font != fontOf[face{f.family, false}] {
			style = "B"
		}
		styles[f] = style
		if key := (face{f.family, style == "B"}); !added[key] {
			added[key] = true
			pdf.AddUTF8FontFromBytes(f.family, style, font.Data)
		}
	}
	return styles
}

// duplexEntry asks printers to print on both sides, turning the paper on
// its long edge.
const duplexEntry = "/ViewerPreferences << /Duplex /DuplexFlipLongEdge >>"

// writeDuplex writes a two-sided layout's PDF as PDF 1.7, the version
// that has /Duplex: fpdf writes "%PDF-1.3" and has no way to choose the
// version, so the header's last digit is changed (no offset moves).
func writeDuplex(w io.Writer, pdf *fpdf.Fpdf) error {
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	b := buf.Bytes()
	if len(b) < 8 || !bytes.HasPrefix(b, []byte("%PDF-1.")) || b[7] > '7' {
		return fmt.Errorf("pdf: unexpected header %.8q from the PDF writer", b)
	}
	b[7] = '7'
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// catalogLang is the value given to fpdf's SetLang. fpdf (v0.12) has no
// way to set the catalog's /ViewerPreferences, but writes SetLang's value
// unescaped as "/Lang (%s)" in the catalog: a two-sided layout's value
// closes the string, adds the entry and turns fpdf's closing parenthesis
// into a comment ("%" to the end of the line). TestDuplex checks the
// result parses; upstream, a SetViewerPreferences method would replace this.
func catalogLang(l Layout) string {
	if !l.Duplex || strings.ContainsAny(l.Lang, "()\\%\n\r") {
		return l.Lang
	}
	return l.Lang + ") " + duplexEntry + " %"
}
