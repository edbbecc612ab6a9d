package fonts_test

import (
	"encoding/binary"
	"os"
	"slices"
	"testing"

	"codeberg.org/go-pdf/fpdf"

	"github.com/hayami-mahjong/hayami/fonts"
)

// tablesOf splits a font file into its tables by tag.
func tablesOf(t testing.TB, data []byte) map[string][]byte {
	t.Helper()
	tables := map[string][]byte{}
	for i := range int(binary.BigEndian.Uint16(data[4:])) {
		rec := data[12+16*i:]
		off, n := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		tables[string(rec[:4])] = slices.Clone(data[off : off+n])
	}
	return tables
}

// build assembles a font file from its tables: the directory in tag order,
// each table after it at a four-byte boundary.
func build(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	out := binary.BigEndian.AppendUint32(nil, 0x00010000)
	out = binary.BigEndian.AppendUint16(out, uint16(len(tags)))
	out = append(out, 0, 0, 0, 0, 0, 0) // search hints, which nothing reads
	off := 12 + 16*len(tags)
	var body []byte
	for _, tag := range tags {
		out = append(out, tag...)
		out = binary.BigEndian.AppendUint32(out, 0) // checksum, which nothing reads
		out = binary.BigEndian.AppendUint32(out, uint32(off+len(body)))
		out = binary.BigEndian.AppendUint32(out, uint32(len(tables[tag])))
		body = append(body, tables[tag]...)
		body = append(body, make([]byte, -len(body)&3)...)
	}
	return append(out, body...)
}

// minimalTables returns the tables of a small font: fpdf's cut of the
// embedded DejaVu Sans Condensed to "Ab1é", without its hinting tables and
// with an empty name table. Its glyphs: 0 .notdef, 1 "1", 2 "A", 3 "b",
// 4 "é" (a composite of 5 and 6).
func minimalTables(t testing.TB) map[string][]byte {
	t.Helper()
	dejavu, err := os.ReadFile("DejaVuSansCondensed-hayami.ttf")
	if err != nil {
		t.Fatal(err)
	}
	tables := tablesOf(t, fpdf.UTF8CutFont(dejavu, "Ab1é"))
	for _, tag := range []string{"cvt ", "fpgm", "prep", "gasp"} {
		delete(tables, tag)
	}
	tables["name"] = []byte{0, 0, 0, 0, 0, 6}
	return tables
}

// variants returns the minimal font and variants of it that take other
// paths through fpdf: long loca offsets, fewer horizontal metrics than
// glyphs, a character map that looks glyphs up in its glyph index array,
// no OS/2 table.
func variants(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{"minimal": build(minimalTables(t))}

	tables := minimalTables(t)
	var long []byte
	for i := 0; i < len(tables["loca"]); i += 2 {
		long = binary.BigEndian.AppendUint32(long, 2*uint32(binary.BigEndian.Uint16(tables["loca"][i:])))
	}
	tables["loca"] = long
	put16(tables["head"], 50, 1)
	out["long loca"] = build(tables)

	tables = minimalTables(t)
	hmtx := tables["hmtx"][:4*3]
	for g := 3; g < 7; g++ {
		hmtx = append(hmtx, tables["hmtx"][4*g+2:4*g+4]...) // the side bearing alone
	}
	tables["hmtx"] = hmtx
	put16(tables["hhea"], 34, 3)
	out["3 metrics"] = build(tables)

	tables = minimalTables(t)
	tables["cmap"] = arrayCmap([]rune("1Abé"))
	out["glyph array cmap"] = build(tables)

	tables = minimalTables(t)
	delete(tables, "OS/2")
	out["no OS/2"] = build(tables)
	return out
}

// arrayCmap returns a cmap table with a Windows Unicode subtable in format
// 4 that maps runes[i] to glyph i+1 through its glyph index array.
func arrayCmap(runes []rune) []byte {
	segments := len(runes) + 1 // and U+FFFF, which ends every map
	sub := []uint16{4, uint16(16 + 10*len(runes) + 8), 0, uint16(2 * segments), 0, 0, 0}
	for _, r := range runes {
		sub = append(sub, uint16(r)) // end
	}
	sub = append(sub, 0xffff, 0)
	for _, r := range runes {
		sub = append(sub, uint16(r)) // start
	}
	sub = append(sub, 0xffff)
	for range runes {
		sub = append(sub, 0) // delta
	}
	sub = append(sub, 1)
	for range runes {
		sub = append(sub, uint16(2*segments)) // from each range offset to its glyph
	}
	sub = append(sub, 0)
	for i := range runes {
		sub = append(sub, uint16(i+1))
	}
	cmap := []byte{0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12}
	for _, v := range sub {
		cmap = binary.BigEndian.AppendUint16(cmap, v)
	}
	return cmap
}

// put16 and put32 write a big-endian value into a table.
func put16(b []byte, at int, v uint16) { binary.BigEndian.PutUint16(b[at:], v) }
func put32(b []byte, at int, v uint32) { binary.BigEndian.PutUint32(b[at:], v) }

// record returns the offset of a table's record in a font file's directory.
func record(t testing.TB, data []byte, tag string) int {
	t.Helper()
	for i := range int(binary.BigEndian.Uint16(data[4:])) {
		if at := 12 + 16*i; string(data[at:at+4]) == tag {
			return at
		}
	}
	t.Fatalf("no %s table", tag)
	return 0
}

// Offsets into the minimal font's cmap table: its format 4 subtable starts
// at 12, with 5 segments (U+0031, U+0041, U+0062, U+00E9, U+FFFF).
const (
	cmapSub    = 12
	cmapEnds   = cmapSub + 14
	cmapStarts = cmapEnds + 2 + 2*5
	cmapDeltas = cmapStarts + 2*5
)

// glyph4 is the offset of glyph 4 in the minimal font's glyf table: a
// composite whose components, glyphs 5 and 6, start at 10 and 16, each a
// flags word, a glyph index and two byte offsets.
const glyph4 = 244

// malformed is a font file Load refuses, and its error.
type malformed struct {
	name string
	data []byte
	want string
}

// malformedFonts returns files fpdf would misread or panic on, most of them
// the minimal font with one field broken.
func malformedFonts(t testing.TB) []malformed {
	t.Helper()
	// change returns the minimal font with its tables changed by edit.
	change := func(edit func(tables map[string][]byte)) []byte {
		tables := minimalTables(t)
		edit(tables)
		return build(tables)
	}
	minimal := build(minimalTables(t))
	// patch returns the minimal font with its bytes changed by edit.
	patch := func(edit func(data []byte)) []byte {
		data := slices.Clone(minimal)
		edit(data)
		return data
	}
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89")
	return []malformed{
		{"empty", nil, "font bad.ttf: too short to be a font file"},
		{"png", png, `font bad.ttf: not a TrueType font (it starts with "\x89PNG")`},
		{"truncated directory", minimal[:100], "font bad.ttf: the table directory (10 tables) runs past the end of the file (100 bytes)"},
		{"truncated", minimal[:len(minimal)/2], `font bad.ttf: table "glyf" (offset 340, 396 bytes) runs past the end of the file (472 bytes)`},
		{"table offset past the end", patch(func(d []byte) { put32(d, record(t, d, "glyf")+8, 0xffffff00) }),
			`font bad.ttf: table "glyf" (offset 4294967040, 396 bytes) runs past the end of the file (944 bytes)`},
		{"missing table", change(func(tb map[string][]byte) { delete(tb, "loca") }), "font bad.ttf: no loca table"},
		{"short head", change(func(tb map[string][]byte) { tb["head"] = tb["head"][:50] }), "font bad.ttf: head table: 50 bytes, too short (needs 54)"},
		{"zero units per em", change(func(tb map[string][]byte) { put16(tb["head"], 18, 0) }), "font bad.ttf: head table: 0 units per em, outside 16 to 16384"},
		{"loca format", change(func(tb map[string][]byte) { put16(tb["head"], 50, 2) }), "font bad.ttf: head table: loca format 2, not 0 or 1"},
		{"no metrics", change(func(tb map[string][]byte) { put16(tb["hhea"], 34, 0) }), "font bad.ttf: hhea table: no horizontal metrics"},
		{"no glyphs", change(func(tb map[string][]byte) { put16(tb["maxp"], 4, 0) }), "font bad.ttf: maxp table: no glyphs"},
		{"numGlyphs huge", change(func(tb map[string][]byte) { put16(tb["maxp"], 4, 0xffff) }),
			"font bad.ttf: hmtx table: 28 bytes, too short for 7 metrics and 65535 glyphs (needs 131084)"},
		{"short loca", change(func(tb map[string][]byte) { tb["loca"] = tb["loca"][:10] }), "font bad.ttf: loca table: 10 bytes, too short for 7 glyphs (needs 16)"},
		{"loca past glyf", change(func(tb map[string][]byte) { put16(tb["loca"], 2*7, 0xffff) }),
			"font bad.ttf: loca table: glyph 6 (bytes 368 to 131070) runs past the end of the glyf table (396 bytes)"},
		{"loca backwards", change(func(tb map[string][]byte) { put16(tb["loca"], 2*2, 0) }), "font bad.ttf: loca table: glyph 1 ends (at 0) before it starts (at 44)"},
		{"short glyph", change(func(tb map[string][]byte) { put16(tb["loca"], 2*2, 0x16+2) }), "font bad.ttf: glyf table: glyph 1 is 4 bytes, shorter than a glyph header (10)"},
		{"component of itself", change(func(tb map[string][]byte) { put16(tb["glyf"], glyph4+12, 4) }), "font bad.ttf: glyf table: glyph 4 is a component of itself"},
		{"component out of range", change(func(tb map[string][]byte) { put16(tb["glyf"], glyph4+12, 300) }),
			"font bad.ttf: glyf table: glyph 4 has glyph 300 as a component, but the font has 7 glyphs"},
		{"component past the glyph", change(func(tb map[string][]byte) { put16(tb["glyf"], glyph4+16, 0x1026) }),
			"font bad.ttf: glyf table: component 2 of glyph 4 runs past the glyph's end"},
		{"cmap segCount", change(func(tb map[string][]byte) { put16(tb["cmap"], cmapSub+6, 0xfffe) }),
			"font bad.ttf: cmap table: format 4 subtable of 32767 segments runs past the table's end (78 bytes)"},
		{"cmap subtable past the end", change(func(tb map[string][]byte) { put32(tb["cmap"], 8, 0x10000) }),
			"font bad.ttf: cmap table: subtable 0 (offset 65536) lies past the table's end (78 bytes)"},
		{"cmap not format 4", change(func(tb map[string][]byte) { put16(tb["cmap"], cmapSub, 6) }),
			"font bad.ttf: cmap table: no Unicode character map in format 4, which the PDF writer reads"},
		{"cmap out of order", change(func(tb map[string][]byte) { put16(tb["cmap"], cmapStarts+2, 0x30) }),
			"font bad.ttf: cmap table: format 4 segment 1 (U+0030 to U+0041) is out of order"},
		{"cmap glyph out of range", change(func(tb map[string][]byte) { put16(tb["cmap"], cmapDeltas+2, 0) }),
			"font bad.ttf: cmap table: U+0041 maps to glyph 65, but the font has 7 glyphs"},
		{"OS/2 short", change(func(tb map[string][]byte) { tb["OS/2"] = tb["OS/2"][:70] }), "font bad.ttf: OS/2 table: 70 bytes, too short (needs 72)"},
		{"no embedding", change(func(tb map[string][]byte) { put16(tb["OS/2"], 8, 2) }),
			"font bad.ttf: its licence does not allow embedding it in a PDF (OS/2 fsType 0x0002)"},
		{"name format", change(func(tb map[string][]byte) { put16(tb["name"], 0, 2) }), "font bad.ttf: name table: format 2, not 0 or 1"},
		{"name records past the end", change(func(tb map[string][]byte) { put16(tb["name"], 2, 5) }),
			"font bad.ttf: name table: 5 records run past the table's end (6 bytes)"},
	}
}

// TestLoadRefusesMalformedFonts: files fpdf would misread or panic on are
// refused by Load, with an error naming the file and what is wrong.
func TestLoadRefusesMalformedFonts(t *testing.T) {
	t.Parallel()
	tooLarge := malformed{"too large", append([]byte{0, 1, 0, 0}, make([]byte, fonts.MaxSize-3)...), "font bad.ttf: 33554433 bytes, more than the 32 MiB hayami reads"}
	for _, tt := range append(malformedFonts(t), tooLarge) {
		t.Run(tt.name, func(t *testing.T) {
			_, err := fonts.Load("bad.ttf", tt.data)
			if err == nil || err.Error() != tt.want {
				t.Errorf("got %v\nwant %s", err, tt.want)
			}
		})
	}
}

// TestMinimalFontsRender: the minimal font and its variants pass and draw.
func TestMinimalFontsRender(t *testing.T) {
	t.Parallel()
	for name, data := range variants(t) {
		f, err := fonts.Load(name, data)
		if err != nil {
			t.Fatal(err)
		}
		if !f.Has('é') || f.Has('B') {
			t.Errorf("%s: Has é %v, B %v; want true, false", name, f.Has('é'), f.Has('B'))
		}
		if err := render(f, "Ab1é"); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// TestLoadKeepsNoSpareCapacity: fpdf reads a font by slicing it, so a
// read past the end of a font with spare capacity would go unnoticed.
func TestLoadKeepsNoSpareCapacity(t *testing.T) {
	t.Parallel()
	data := build(minimalTables(t))
	f, err := fonts.Load("minimal.ttf", append(data, 0)[:len(data)])
	if err != nil {
		t.Fatal(err)
	}
	if cap(f.Data) != len(f.Data) {
		t.Errorf("Data: len %d, cap %d", len(f.Data), cap(f.Data))
	}
}
