// Package fonts embeds the TrueType fonts sheets are drawn with, checks a
// font before a PDF writer sees it, and measures text.
package fonts

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Family is the regular and bold font a language is set in. Bold may be
// the regular font again where the family has one weight.
type Family struct {
	Name    string // as a language's catalog names it (locale/locales)
	Regular string // embedded file names
	Bold    string
	// Extensions are the embedded files with the family's national
	// character set (Charset), for text the catalogs do not have, such as
	// a club's name: the set in its own order, cut into parts of under
	// 2 MB gzipped, each read only when a character needs it; none for the
	// default family.
	Extensions []string
	Charset    string // JIS X 0208, GB 2312, Big5, KS X 1001
	Source     string // the Debian font files they are cut from
}

// Families lists the embedded fonts: DejaVu Sans Condensed for Latin and
// Cyrillic; VL PGothic for Japanese, Baekmuk Dotum for Korean, AR PL
// SungtiL GB and AR PL Mingti2L Big5 for Simplified and Traditional
// Chinese, each cut to the glyphs hayami prints (see README.md and the
// LICENSE files beside them).
var Families = []Family{
	{"DejaVu Sans Condensed", "DejaVuSansCondensed-hayami.ttf", "DejaVuSansCondensed-Bold-hayami.ttf", nil, "", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed{,-Bold}.ttf"},
	{"VL PGothic", "VLPGothic-hayami.ttf", "VLPGothic-hayami.ttf", []string{"VLPGothic-JISX0208-hayami.ttf"}, "JIS X 0208", "/usr/share/fonts/truetype/vlgothic/VL-PGothic-Regular.ttf"},
	{"Baekmuk Dotum", "BaekmukDotum-hayami.ttf", "BaekmukDotum-hayami.ttf", []string{"BaekmukDotum-KSX1001-hayami.ttf"}, "KS X 1001", "/usr/share/fonts/truetype/baekmuk/dotum.ttf"},
	{"AR PL SungtiL GB", "ARPLSungtiLGB-hayami.ttf", "ARPLSungtiLGB-hayami.ttf", []string{"ARPLSungtiLGB-GB2312-1-hayami.ttf", "ARPLSungtiLGB-GB2312-2-hayami.ttf"}, "GB 2312", "/usr/share/fonts/truetype/arphic-gbsn00lp/gbsn00lp.ttf"},
	{"AR PL Mingti2L Big5", "ARPLMingti2LBig5-hayami.ttf", "ARPLMingti2LBig5-hayami.ttf", []string{"ARPLMingti2LBig5-Big5-1-hayami.ttf", "ARPLMingti2LBig5-Big5-2-hayami.ttf", "ARPLMingti2LBig5-Big5-3-hayami.ttf", "ARPLMingti2LBig5-Big5-4-hayami.ttf"}, "Big5", "/usr/share/fonts/truetype/arphic-bsmi00lp/bsmi00lp.ttf"},
}

// coverageRanges are the runes the embedded fonts keep: Latin, Cyrillic,
// the punctuation, superscripts and symbols sheets use.
var coverageRanges = [][2]rune{
	{0x20, 0x7e}, {0xa0, 0x17f}, {0x218, 0x21b}, {0x400, 0x45f},
	{0x2009, 0x200a}, {0x2010, 0x2027}, {0x202f, 0x202f}, {0x2030, 0x203a},
	{0x2070, 0x2070}, {0x2074, 0x2079}, {0x20ac, 0x20ac}, {0x2190, 0x2193},
	{0x2212, 0x2212}, {0x2264, 0x2265}, {0x00d7, 0x00d7},
}

// Coverage lists the runes the embedded fonts keep.
func Coverage() []rune {
	var runes []rune
	for _, r := range coverageRanges {
		for c := r[0]; c <= r[1]; c++ {
			runes = append(runes, c)
		}
	}
	return runes
}

// Font is a TrueType font with glyf outlines, ready for a PDF writer.
type Font struct {
	Name string // file name, for messages
	Data []byte

	parsed     *sfnt.Font
	unitsPerEm fixed.Int26_6
	// bmp holds the advances of runes up to U+FFFF, filled as they are
	// measured: a float32 in 1/1000 em (-1 for a missing glyph), its bits
	// plus one, 0 for not measured yet. Concurrent layouts read and fill it
	// without locks; two that measure the same rune store the same value.
	bmp     *[0x10000]atomic.Uint32
	bmpOnce sync.Once
}

// Load checks that data is a TrueType font fpdf can embed (glyf outlines,
// not CFF, not a collection, no larger than MaxSize, every table fpdf
// reads well formed) and prepares it for measuring.
func Load(name string, data []byte) (*Font, error) {
	if len(data) > MaxSize {
		return nil, fmt.Errorf("font %s: %d bytes, more than the %d MiB hayami reads", name, len(data), MaxSize>>20)
	}
	if len(data) < 12 {
		return nil, fmt.Errorf("font %s: too short to be a font file", name)
	}
	if string(data[:4]) == "ttcf" {
		index := 0
		if at := strings.LastIndexByte(name, '#'); at >= 0 {
			n, err := strconv.Atoi(name[at+1:])
			if err != nil || n < 0 {
				return nil, fmt.Errorf("font %s: %q after # is not a font number", name, name[at+1:])
			}
			index = n
		}
		font, err := fromCollection(data, index)
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", name, err)
		}
		data = font
	}
	switch magic := string(data[:4]); magic {
	case "\x00\x01\x00\x00", "true":
	case "OTTO":
		return nil, fmt.Errorf("font %s: an OpenType font with CFF outlines; hayami needs a TrueType (glyf) font, such as most .ttf files (the PDF writer cannot embed CFF)", name)
	case "wOFF", "wOF2":
		return nil, fmt.Errorf("font %s: a web font (WOFF); hayami needs a TrueType (.ttf) font", name)
	default:
		return nil, fmt.Errorf("font %s: not a TrueType font (it starts with %q)", name, magic)
	}
	if err := checkLayout(data); err != nil {
		return nil, fmt.Errorf("font %s: %w", name, err)
	}
	parsed, err := sfnt.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("font %s: %w", name, err)
	}
	var buf sfnt.Buffer
	if _, err := parsed.GlyphIndex(&buf, 'x'); err != nil {
		return nil, fmt.Errorf("font %s: unreadable character map: %w", name, err)
	}
	// Clipped, so that a read past the end fails in fpdf rather than reading spare capacity.
	return &Font{Name: name, Data: slices.Clip(data), parsed: parsed, unitsPerEm: fixed.Int26_6(parsed.UnitsPerEm())}, nil
}

// parsed holds each embedded file, read and parsed the first time a
// sheet draws with it, and each file given to Provide.
var parsed sync.Map // file name → func() (*Font, error)

// embedded returns an embedded font file, parsed once per process; nil for
// a CJK file this build leaves out (-tags nocjkext) and Provide has not
// been given.
func embedded(name string) *Font {
	if !Present(name) {
		return nil
	}
	load, _ := parsed.LoadOrStore(name, sync.OnceValues(func() (*Font, error) {
		data, err := files.ReadFile(name)
		if err != nil {
			packed, gzErr := files.ReadFile(name + ".gz")
			if gzErr != nil {
				return nil, err
			}
			if data, err = gunzip(packed); err != nil {
				return nil, err
			}
		}
		return Load(name, data)
	}))
	f, err := load.(func() (*Font, error))()
	if err != nil {
		panic("fonts: embedded font is broken: " + err.Error())
	}
	return f
}

// Named returns the regular and bold fonts of an embedded family by its
// name (the default family for a name it does not have), parsed once per
// process when first asked for; nil for a CJK family this build leaves
// out (-tags nocjkext) and Provide has not been given (Present(Regular)).
func Named(name string) (regular, bold *Font) {
	family := FamilyOf(name)
	return embedded(family.Regular), embedded(family.Bold)
}

// FamilyOf returns the embedded family of a name, the default family for
// a name it does not have.
func FamilyOf(name string) Family {
	family := Families[0]
	for _, f := range Families {
		if f.Name == name {
			family = f
		}
	}
	return family
}

// gunzip unpacks an embedded extension into a buffer of the size its
// gzip trailer gives.
func gunzip(packed []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(packed))
	if err != nil {
		return nil, err
	}
	size := binary.LittleEndian.Uint32(packed[len(packed)-4:])
	if size > MaxSize {
		return nil, fmt.Errorf("unpacks to %d bytes, more than the %d MiB hayami reads", size, MaxSize>>20)
	}
	data := make([]byte, size)
	if _, err := io.ReadFull(r, data); err != nil {
		return nil, err
	}
	return data, nil
}

// Extension returns one part of an embedded family's national character
// set (a file of Family.Extensions), parsed once per process when first
// asked for; nil for a part this build leaves out (-tags nocjkext) and
// Provide has not been given.
func Extension(file string) *Font {
	if !slices.ContainsFunc(Families, func(f Family) bool { return slices.Contains(f.Extensions, file) }) {
		return nil
	}
	return embedded(file)
}

// OnDemand lists the Chinese, Japanese and Korean font files, which a
// build for the browser (-tags nocjkext) leaves out and is given with
// Provide when a sheet needs one: each CJK family's font, then its
// extensions.
func (f Family) OnDemand() []string {
	if f.Name == Families[0].Name {
		return nil
	}
	files := []string{f.Regular}
	if f.Bold != f.Regular {
		files = append(files, f.Bold)
	}
	return append(files, f.Extensions...)
}

// onDemand reports whether file is one of a family's OnDemand files.
func onDemand(file string) bool {
	return slices.ContainsFunc(Families, func(f Family) bool { return slices.Contains(f.OnDemand(), file) })
}

// Present reports whether an embedded font file (of a Family) is embedded
// or provided, without reading it: false for a CJK file a build without
// them (-tags nocjkext) has not been given.
func Present(file string) bool {
	if _, ok := parsed.Load(file); ok {
		return true
	}
	if _, err := files.Open(file); err == nil {
		return true
	}
	_, err := files.Open(file + ".gz")
	return err == nil
}

// Provide gives a build without the CJK fonts (-tags nocjkext) one of
// them, gzipped as Packed returns it: file is its name in
// Family.OnDemand. It is checked as Load checks a font; a file given once
// stays.
func Provide(file string, packed []byte) error {
	if !onDemand(file) {
		return fmt.Errorf("font %s: not one of hayami's CJK font files", file)
	}
	if len(packed) < 18 {
		return fmt.Errorf("font %s: too short to be a gzipped font", file)
	}
	data, err := gunzip(packed)
	if err != nil {
		return fmt.Errorf("font %s: %w", file, err)
	}
	f, err := Load(file, data)
	if err != nil {
		return err
	}
	parsed.LoadOrStore(file, func() (*Font, error) { return f, nil })
	return nil
}

// Default returns the embedded fonts for Latin and Cyrillic text.
func Default() (regular, bold *Font) { return Named(Families[0].Name) }

// PostScriptName returns the font's PostScript name (name id 6), or ""
// if it has none.
func (f *Font) PostScriptName() string {
	var buf sfnt.Buffer
	name, err := f.parsed.Name(&buf, sfnt.NameIDPostScript)
	if err != nil {
		return ""
	}
	return name
}

// advance returns a rune's advance width in 1/1000 em, or -1 if the font
// lacks it. A rune beyond U+FFFF counts as missing in every font: fpdf
// keeps widths and character codes for the Basic Multilingual Plane only,
// and fails on a document that draws one.
func (f *Font) advance(r rune) float64 {
	if r < 0 || r > 0xffff {
		return -1
	}
	f.bmpOnce.Do(func() { f.bmp = new([0x10000]atomic.Uint32) })
	slot := &f.bmp[r]
	if v := slot.Load(); v != 0 {
		return float64(math.Float32frombits(v - 1))
	}
	a := f.measure(r)
	slot.Store(math.Float32bits(float32(a)) + 1)
	return a
}

// measure reads a rune's advance from the font: in 1/1000 em, -1 if the
// font lacks it.
func (f *Font) measure(r rune) float64 {
	var buf sfnt.Buffer // sfnt.Font is safe for concurrent use with a Buffer each
	if idx, err := f.parsed.GlyphIndex(&buf, r); err == nil && idx != 0 {
		if adv, err := f.parsed.GlyphAdvance(&buf, idx, f.unitsPerEm, font.HintingNone); err == nil {
			// float32 keeps every advance a 1000-unit em gives exactly enough.
			return float64(float32(float64(adv) * 1000 / float64(f.unitsPerEm)))
		}
	}
	return -1
}

// Has reports whether the font can draw r.
func (f *Font) Has(r rune) bool { return f.advance(r) >= 0 }

// MissingRuneError is text the font cannot draw.
type MissingRuneError struct {
	Font string
	Rune rune
	Text string
}

// Error names the font, the character and the text it stands in.
func (e *MissingRuneError) Error() string {
	return fmt.Sprintf("font %s has no glyph for %U %q (in %q); choose another font with --font", e.Font, e.Rune, e.Rune, e.Text)
}

// Check returns a MissingRuneError for the first rune of s the font cannot draw.
func (f *Font) Check(s string) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("text %q is not valid UTF-8", s)
	}
	for _, r := range s {
		if !f.Has(r) {
			return &MissingRuneError{Font: f.Name, Rune: r, Text: s}
		}
	}
	return nil
}

// Lookup returns the width of r in 1/1000 em, and whether the font has it.
func (f *Font) Lookup(r rune) (float64, bool) {
	a := f.advance(r)
	return a, a >= 0
}

// Advance returns the width of r in 1/1000 em; a rune the font lacks
// counts as 600.
func (f *Font) Advance(r rune) float64 {
	if a := f.advance(r); a >= 0 {
		return a
	}
	return 600
}

// Width returns the width of s in millimetres at size points.
func (f *Font) Width(s string, size float64) float64 {
	var em float64
	for _, r := range s {
		em += f.Advance(r)
	}
	return em / 1000 * size * 25.4 / 72
}

// Packed returns a CJK font file (of Family.OnDemand) gzipped, to hand
// to a build that leaves them out: an extension as this folder holds it
// (FILE.gz), a family's font packed at the best compression; an error in
// such a build (-tags nocjkext).
func Packed(file string) ([]byte, error) {
	if !onDemand(file) {
		return nil, fmt.Errorf("font %s: not one of hayami's CJK font files", file)
	}
	if data, err := files.ReadFile(file + ".gz"); err == nil {
		return data, nil
	}
	data, err := files.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("font %s: %w", file, err)
	}
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("font %s: %w", file, err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("font %s: %w", file, err)
	}
	return b.Bytes(), nil
}
