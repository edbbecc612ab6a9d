package pdf

import (
	"fmt"
	"io"
	"math"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"hayami/render/sheet"
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
func Write(w io.Writer, l Layout, o Options, m Meta) error {
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
	pdf.SetLang(l.Lang)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.AddUTF8FontFromBytes("sheet", "", o.Regular.Data)
	pdf.AddUTF8FontFromBytes("sheet", "B", o.Bold.Data)
	if o.Fallback != nil && usesFallback(l) { // each font costs fpdf time: add it only when drawn
		bold := o.FallbackBold
		if bold == nil {
			bold = o.Fallback
		}
		pdf.AddUTF8FontFromBytes("fallback", "", o.Fallback.Data)
		pdf.AddUTF8FontFromBytes("fallback", "B", bold.Data)
	}
	pdf.SetFont("sheet", "", 10) // fails here, not later, if fpdf could not read a font
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
				style := ""
				if it.Bold {
					style = "B"
				}
				pdf.SetTextColor(0, 0, 0)
				if it.Runs == nil {
					pdf.SetFont("sheet", style, it.Size)
					pdf.Text(it.X, it.Y, it.Text)
				}
				for _, r := range it.Runs {
					family := "sheet"
					if r.Fallback {
						family = "fallback"
					}
					pdf.SetFont(family, style, it.Size)
					pdf.Text(r.X, it.Y, r.Text)
				}
			}
		}
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

// usesFallback reports whether any text of the layout is drawn in the fallback font.
func usesFallback(l Layout) bool {
	for _, p := range l.Pages {
		for _, it := range p.Items {
			for _, r := range it.Runs {
				if r.Fallback {
					return true
				}
			}
		}
	}
	return false
}
