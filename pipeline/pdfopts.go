package pipeline

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/fontchain"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/render/pdf"
)

// DefaultDate is the date written into PDFs when no date is given
// (SOURCE_DATE_EPOCH is not set), so that the same input always gives the
// same bytes.
var DefaultDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// SourceDate reads a date in SOURCE_DATE_EPOCH's form, seconds since 1970;
// "" is DefaultDate.
func SourceDate(epoch string) (time.Time, error) {
	if epoch == "" {
		return DefaultDate, nil
	}
	sec, err := strconv.ParseInt(epoch, 10, 64)
	if err != nil || sec < 0 || sec > 253402300799 {
		return time.Time{}, errorf(problem.FieldDate, problem.CodeNotADate, epoch)
	}
	return time.Unix(sec, 0).UTC(), nil
}

// PaperNames lists the papers PDFs are printed on.
func PaperNames() []string {
	names := make([]string, len(pdf.Papers))
	for i, p := range pdf.Papers {
		names[i] = p.Name
	}
	return names
}

// otherPaper matches the names of papers hayami does not print on.
var otherPaper = regexp.MustCompile(`^([abc]\d{1,2}|legal|tabloid|ledger|executive|b\d-jis)$`)

// PDFOptions checks the paper and the fonts of s; without s.Font, text is
// set in the embedded fonts of the language.
func PDFOptions(s Settings, lang language.Tag) (pdf.Options, error) {
	return pdfOptions(s, lang, nil)
}

// pdfOptions is PDFOptions with the font extensions a layout needs but
// this build lacks noted in need (nil: nowhere).
func pdfOptions(s Settings, lang language.Tag, need *neededFonts) (pdf.Options, error) {
	paper, ok := pdf.PaperByName(strings.ToLower(strings.TrimSpace(s.Paper)))
	if !ok && otherPaper.MatchString(strings.ToLower(strings.TrimSpace(s.Paper))) { // a real paper, not a typo of one
		return pdf.Options{}, errorf("paper", problem.CodeUse, s.Paper, PaperNames()...)
	}
	if !ok {
		return pdf.Options{}, errorf("paper", problem.CodeChoice, s.Paper, PaperNames()...)
	}
	o := pdf.Options{Paper: paper, Landscape: s.Landscape}
	family := locale.FontFamily(lang)
	o.Regular, o.Bold = fonts.Named(family)
	o.Fallback, o.FallbackBold = fonts.Default()
	if o.Regular == nil && s.Font == "" { // a CJK font this build leaves out
		file := fonts.FamilyOf(family).Regular
		if need == nil {
			return o, &FontNeededError{File: file}
		}
		need.note(file)
		o.Regular, o.Bold = o.Fallback, o.FallbackBold // not drawn with: File stops first
	}
	o.Chain = fontchain.For(family, s.Font != "", need.font)
	if s.Font != "" {
		f, err := s.readFont("font", s.Font)
		if err != nil {
			return o, err
		}
		o.Regular, o.Bold = f, f
	}
	if s.FontBold != "" {
		f, err := s.readFont("font-bold", s.FontBold)
		if err != nil {
			return o, err
		}
		o.Bold = f
	}
	// A Chinese, Japanese or Korean embedded font leaves Latin text to DejaVu;
	// a font the user chose draws everything it can.
	o.LatinFromFallback = s.Font == "" && o.Regular != o.Fallback
	return o, nil
}

// readFont reads the font file of a field through s.ReadFont.
func (s Settings) readFont(field, path string) (*fonts.Font, error) {
	if s.ReadFont == nil {
		return nil, errorf(field, problem.CodeNoFontFiles, path)
	}
	return s.ReadFont(field, path)
}

// neededFonts notes the first CJK font file (of fonts.Family.OnDemand) a
// batch needs that this build lacks (-tags nocjkext, not provided): its
// languages' own font, or a font a layout asked for. A layout that went on
// past one may have drawn a character with a later font than the command
// line would, so a build that needed one fails with a FontNeededError.
type neededFonts struct{ first string }

// note notes a file that is not there.
func (n *neededFonts) note(file string) {
	if n != nil && n.first == "" {
		n.first = file
	}
}

// font loads a file of the font chain: a CJK family's font
// (fonts.Named) or one of its extensions (fonts.Extension), noting one
// that is not there.
func (n *neededFonts) font(file string) *fonts.Font {
	f := fonts.Extension(file)
	for _, fam := range fonts.Families {
		if fam.Regular == file {
			f, _ = fonts.Named(fam.Name)
		}
	}
	if f == nil {
		n.note(file)
	}
	return f
}

// missing is the FontNeededError of the file noted first, or nil.
func (n *neededFonts) missing() error {
	if n == nil || n.first == "" {
		return nil
	}
	return &FontNeededError{File: n.first}
}

// FontNeededError is a build that needs a CJK font file it lacks: give
// File (fonts/FILE.gz) to fonts.Provide and build again.
type FontNeededError struct{ File string }

// Error names the font file.
func (e *FontNeededError) Error() string {
	return fmt.Sprintf("the font %s is needed for a character of these sheets and is not loaded", e.File)
}
