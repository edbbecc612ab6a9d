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
	keys, names, err := addFonts(pdf, l, o)
	if err != nil {
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
				for _, r := range runs {
					pdf.SetFont(keys[r.Font], "", it.Size)
					if it.Bold && fauxBold(r, o) { // a one-weight font: fill and stroke the outlines to embolden
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
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	b := realNames(out.Bytes(), names)
	if l.Duplex {
		if err := declareDuplexVersion(b); err != nil {
			return err
		}
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// fauxBold reports whether a bold run is drawn emboldened by stroking: its
// font has no bold of its own, and the run is not Chinese, Japanese or
// Korean, whose dense glyphs (翻, 發) a stroke fills in. Those stay in their
// regular weight; the grids mark strong rows with a band and a rule.
func fauxBold(r Run, o Options) bool {
	if r.Font == o.Bold.Name && o.Bold != o.Regular || o.FallbackBold != nil && r.Font == o.FallbackBold.Name && o.FallbackBold != o.Fallback {
		return false
	}
	return !strings.ContainsFunc(r.Text, func(c rune) bool { return c >= 0x2E80 })
}

// pageFormat gives fpdf a page as an orientation and a portrait size.
func pageFormat(p Page) (string, fpdf.SizeType) {
	if p.W > p.H {
		return "L", fpdf.SizeType{Wd: p.H, Ht: p.W}
	}
	return "P", fpdf.SizeType{Wd: p.W, Ht: p.H}
}

// addFonts adds the fonts the layout draws with to the PDF and returns the
// fpdf family that draws each, by font Name. Each font costs fpdf a parse
// and a 65,536-entry width table, so a font never drawn is left out (the
// regular font, which fpdf checks first, always goes in), and a font of the
// chain is loaded only when a run names it. Each family's key is as long as
// the font's real name, so that realNames can put that name in its place.
func addFonts(pdf *fpdf.Fpdf, l Layout, o Options) (keys, names map[string]string, err error) {
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
	known := []*fonts.Font{o.Regular, o.Bold, o.Fallback, o.FallbackBold}
	keys, names = map[string]string{}, map[string]string{}
	add := func(f *fonts.Font) {
		if f == nil || !used[f.Name] || keys[f.Name] != "" {
			return
		}
		name := baseFont(f)
		key := fontKey(len(keys), name)
		keys[f.Name], names[key] = key, name
		pdf.AddUTF8FontFromBytes(key, "", f.Data)
	}
	for _, f := range known {
		add(f)
	}
	for _, link := range o.Chain {
		if used[link.Name] && keys[link.Name] == "" {
			add(link.Load())
		}
	}
	for name := range used {
		if keys[name] == "" {
			return nil, nil, fmt.Errorf("pdf: the layout draws with font %s, which the options do not have", name)
		}
	}
	return keys, names, nil
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

// duplexEntry asks printers to print a layout on both sides, turning the
// paper on its long edge, or on its short edge (Layout.ShortEdge).
func duplexEntry(l Layout) string {
	flip := "/DuplexFlipLongEdge"
	if l.ShortEdge {
		flip = "/DuplexFlipShortEdge"
	}
	return "/ViewerPreferences << /Duplex " + flip + " >>"
}

// declareDuplexVersion makes a two-sided layout's PDF a PDF 1.7, the version
// that has /Duplex: fpdf writes "%PDF-1.3" and has no way to choose the
// version, so the header's last digit is changed (no offset moves).
func declareDuplexVersion(b []byte) error {
	if len(b) < 8 || !bytes.HasPrefix(b, []byte("%PDF-1.")) || b[7] > '7' {
		return fmt.Errorf("pdf: unexpected header %.8q from the PDF writer", b)
	}
	b[7] = '7'
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
	return l.Lang + ") " + duplexEntry(l) + " %"
}
