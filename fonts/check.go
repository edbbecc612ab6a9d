package fonts

import (
	"encoding/binary"
	"fmt"
)

// MaxSize is the largest font file Load accepts, and the limit to read a
// font file with: 32 MiB, above the largest single TrueType fonts a club
// would choose (a full CJK font is 10–25 MB).
const MaxSize = 32 << 20

// maxExpansion bounds the glyphs fpdf's subsetter visits for one glyph. It
// follows a composite glyph's components afresh at every reference, without
// remembering those it has seen, so shared components multiply the work.
// Real fonts nest a few components a few levels deep.
const maxExpansion = 1024

// required are the tables fpdf's TrueType parser reads without checking
// that the font has them.
var required = []string{"head", "hhea", "maxp", "hmtx", "cmap", "loca", "glyf", "post", "name"}

// be16 reads the big-endian uint16 at b[i:].
func be16(b []byte, i int) int { return int(binary.BigEndian.Uint16(b[i:])) }

// be32 reads the big-endian uint32 at b[i:], widened so that sums of
// offsets and lengths cannot overflow.
func be32(b []byte, i int) int64 { return int64(binary.BigEndian.Uint32(b[i:])) }

// sfntFile is a font file's tables, as fpdf finds them.
type sfntFile struct {
	tables    map[string][]byte // by tag; the last record of a tag wins, as in fpdf
	numGlyphs int
}

// checkLayout checks every table, offset, length and count that fpdf's
// TrueType parser and subsetter (utf8fontfile.go) trust, so that a file
// they would misread, loop on or panic on is refused here instead. data
// starts with a TrueType version tag and is at least 12 bytes long.
func checkLayout(data []byte) error {
	f, err := readDirectory(data)
	if err != nil {
		return err
	}
	for _, check := range []func() error{f.checkHead, f.checkHhea, f.checkMaxp, f.checkHmtx, f.checkOS2, f.checkName, f.checkCmap, f.checkGlyphs} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// readDirectory reads the table directory and checks that every table lies
// in the file and that the tables fpdf reads are there, long enough for
// the fields it reads at fixed offsets.
func readDirectory(data []byte) (*sfntFile, error) {
	count := be16(data, 4)
	if 12+16*count > len(data) {
		return nil, fmt.Errorf("the table directory (%d tables) runs past the end of the file (%d bytes)", count, len(data))
	}
	f := &sfntFile{tables: map[string][]byte{}}
	for i := range count {
		rec := data[12+16*i:]
		tag, off, n := string(rec[:4]), be32(rec, 8), be32(rec, 12)
		if off+n > int64(len(data)) {
			return nil, fmt.Errorf("table %q (offset %d, %d bytes) runs past the end of the file (%d bytes)", tag, off, n, len(data))
		}
		f.tables[tag] = data[off : off+n : off+n]
	}
	for _, tag := range required {
		if _, ok := f.tables[tag]; !ok {
			return nil, fmt.Errorf("no %s table", tag)
		}
	}
	for _, t := range []struct {
		tag  string
		need int
	}{{"head", 54}, {"hhea", 36}, {"maxp", 6}, {"post", 16}, {"name", 6}, {"cmap", 4}} {
		if n := len(f.tables[t.tag]); n < t.need {
			return nil, fmt.Errorf("%s table: %d bytes, too short (needs %d)", t.tag, n, t.need)
		}
	}
	return f, nil
}

// checkHead checks the em size and the formats fpdf knows.
func (f *sfntFile) checkHead() error {
	head := f.tables["head"]
	if upem := be16(head, 18); upem < 16 || upem > 16384 {
		return fmt.Errorf("head table: %d units per em, outside 16 to 16384", upem)
	}
	if format := be16(head, 50); format > 1 {
		return fmt.Errorf("head table: loca format %d, not 0 or 1", format)
	}
	if format := be16(head, 52); format != 0 {
		return fmt.Errorf("head table: glyph data format %d, not 0", format)
	}
	return nil
}

// checkHhea checks the horizontal metrics fpdf reads.
func (f *sfntFile) checkHhea() error {
	hhea := f.tables["hhea"]
	if format := be16(hhea, 32); format != 0 {
		return fmt.Errorf("hhea table: metric data format %d, not 0", format)
	}
	if be16(hhea, 34) == 0 {
		return fmt.Errorf("hhea table: no horizontal metrics")
	}
	return nil
}

// checkMaxp reads the number of glyphs; fpdf always draws glyph 0.
func (f *sfntFile) checkMaxp() error {
	f.numGlyphs = be16(f.tables["maxp"], 4)
	if f.numGlyphs == 0 {
		return fmt.Errorf("maxp table: no glyphs")
	}
	return nil
}

// checkHmtx checks that every glyph has its metrics: an advance and side
// bearing for the first numberOfHMetrics, a side bearing for the rest.
func (f *sfntFile) checkHmtx() error {
	metrics := be16(f.tables["hhea"], 34)
	need := 4*metrics + 2*max(0, f.numGlyphs-metrics)
	if n := len(f.tables["hmtx"]); n < need {
		return fmt.Errorf("hmtx table: %d bytes, too short for %d metrics and %d glyphs (needs %d)", n, metrics, f.numGlyphs, need)
	}
	return nil
}

// checkOS2 checks the optional OS/2 table: its length for the version, and
// that its licence lets the font be embedded in a subset, as fpdf does.
func (f *sfntFile) checkOS2() error {
	os2, ok := f.tables["OS/2"]
	if !ok {
		return nil
	}
	need := 72
	if len(os2) >= 2 && be16(os2, 0) > 1 {
		need = 90
	}
	if len(os2) < need {
		return fmt.Errorf("OS/2 table: %d bytes, too short (needs %d)", len(os2), need)
	}
	if fsType := be16(os2, 8); fsType == 0x0002 || fsType&0x0300 != 0 {
		return fmt.Errorf("its licence does not allow embedding it in a PDF (OS/2 fsType %#04x)", fsType)
	}
	return nil
}

// checkName checks the name table's format, and the records of a format 0
// table and the strings fpdf reads: family, subfamily, unique and full
// name, PostScript name, in Windows Unicode (US English) or Macintosh Roman.
func (f *sfntFile) checkName() error {
	name := f.tables["name"]
	switch format := be16(name, 0); format {
	case 0:
	case 1: // fpdf reads no further (and says "Illegal format 1" on standard output)
		return nil
	default:
		return fmt.Errorf("name table: format %d, not 0 or 1", format)
	}
	count, stringData := be16(name, 2), be16(name, 4)
	if 6+12*count > len(name) {
		return fmt.Errorf("name table: %d records run past the table's end (%d bytes)", count, len(name))
	}
	for i := range count {
		rec := name[6+12*i:]
		platform, encoding, lang, id := be16(rec, 0), be16(rec, 2), be16(rec, 4), be16(rec, 6)
		if id > 6 || id == 0 || id == 5 {
			continue
		}
		if !(platform == 3 && encoding == 1 && lang == 0x409) && !(platform == 1 && encoding == 0 && lang == 0) {
			continue
		}
		n, off := be16(rec, 8), stringData+be16(rec, 10)
		if off+n > len(name) {
			return fmt.Errorf("name table: string %d (offset %d, %d bytes) runs past the table's end (%d bytes)", i, off, n, len(name))
		}
	}
	return nil
}

// checkCmap finds the character map fpdf uses, the first Windows Unicode
// or Unicode subtable in format 4, and checks each character it maps: the
// segments in order, each glyph index read inside the table and naming a
// glyph the font has.
func (f *sfntFile) checkCmap() error {
	cmap := f.tables["cmap"]
	count := be16(cmap, 2)
	if 4+8*count > len(cmap) {
		return fmt.Errorf("cmap table: %d subtables run past the table's end (%d bytes)", count, len(cmap))
	}
	sub := -1
	for i := range count {
		rec := cmap[4+8*i:]
		platform, encoding, off := be16(rec, 0), be16(rec, 2), be32(rec, 4)
		if !(platform == 3 && encoding == 1) && platform != 0 {
			continue
		}
		if off+2 > int64(len(cmap)) {
			return fmt.Errorf("cmap table: subtable %d (offset %d) lies past the table's end (%d bytes)", i, off, len(cmap))
		}
		if be16(cmap, int(off)) == 4 {
			sub = int(off)
			break
		}
	}
	if sub < 0 {
		return fmt.Errorf("cmap table: no Unicode character map in format 4, which the PDF writer reads")
	}
	if sub+16 > len(cmap) {
		return fmt.Errorf("cmap table: the format 4 subtable (offset %d) runs past the table's end (%d bytes)", sub, len(cmap))
	}
	segments := be16(cmap, sub+6) / 2 // as fpdf, which ignores the low bit
	if sub+16+8*segments > len(cmap) {
		return fmt.Errorf("cmap table: format 4 subtable of %d segments runs past the table's end (%d bytes)", segments, len(cmap))
	}
	end := sub + be16(cmap, sub+2) // fpdf reads no glyph index from here on
	ends, starts, deltas, rangeOffsets := sub+14, sub+16+2*segments, sub+16+4*segments, sub+16+6*segments
	prev := -1
	for n := range segments {
		first, last := be16(cmap, starts+2*n), be16(cmap, ends+2*n)
		if first <= prev || first > last {
			return fmt.Errorf("cmap table: format 4 segment %d (U+%04X to U+%04X) is out of order", n, first, last)
		}
		prev = last
		delta, rangeOffset := be16(cmap, deltas+2*n), be16(cmap, rangeOffsets+2*n)
		for c := first; c <= last; c++ {
			glyph := (c + delta) & 0xffff
			if rangeOffset != 0 {
				at := rangeOffsets + 2*n + rangeOffset + 2*(c-first)
				if at >= end {
					continue // fpdf maps c to glyph 0
				}
				if at+2 > len(cmap) {
					return fmt.Errorf("cmap table: the glyph index of U+%04X lies past the table's end (%d bytes)", c, len(cmap))
				}
				if glyph = be16(cmap, at); glyph != 0 {
					glyph = (glyph + delta) & 0xffff
				}
			}
			if glyph >= f.numGlyphs {
				return fmt.Errorf("cmap table: U+%04X maps to glyph %d, but the font has %d glyphs", c, glyph, f.numGlyphs)
			}
		}
	}
	return nil
}

// checkGlyphs checks the loca table's glyph offsets against the glyf
// table, each glyph's header and composite components, and that following
// the components of any glyph ends soon, as fpdf's subsetter follows them.
func (f *sfntFile) checkGlyphs() error {
	loca, glyf := f.tables["loca"], f.tables["glyf"]
	long := be16(f.tables["head"], 50) == 1
	size := 2
	if long {
		size = 4
	}
	if need := size * (f.numGlyphs + 1); len(loca) < need {
		return fmt.Errorf("loca table: %d bytes, too short for %d glyphs (needs %d)", len(loca), f.numGlyphs, need)
	}
	offset := func(g int) int64 {
		if long {
			return be32(loca, 4*g)
		}
		return 2 * int64(be16(loca, 2*g))
	}
	components := make([][]int, f.numGlyphs)
	for g := range f.numGlyphs {
		start, end := offset(g), offset(g+1)
		if end < start {
			return fmt.Errorf("loca table: glyph %d ends (at %d) before it starts (at %d)", g, end, start)
		}
		if end > int64(len(glyf)) {
			return fmt.Errorf("loca table: glyph %d (bytes %d to %d) runs past the end of the glyf table (%d bytes)", g, start, end, len(glyf))
		}
		glyph := glyf[start:end]
		if len(glyph) == 0 {
			continue
		}
		if len(glyph) < 10 {
			return fmt.Errorf("glyf table: glyph %d is %d bytes, shorter than a glyph header (10)", g, len(glyph))
		}
		if int16(be16(glyph, 0)) >= 0 {
			continue // a simple glyph, copied whole
		}
		var err error
		if components[g], err = f.readComposite(g, glyph); err != nil {
			return err
		}
	}
	expansion := make([]int, f.numGlyphs) // 0: not counted yet, -1: being counted
	var count func(g, depth int) (int, error)
	count = func(g, depth int) (int, error) {
		switch {
		case expansion[g] == -1:
			return 0, fmt.Errorf("glyf table: glyph %d is a component of itself", g)
		case expansion[g] > 0:
			return expansion[g], nil
		case depth > maxExpansion:
			return 0, fmt.Errorf("glyf table: glyph %d nests components more than %d deep", g, maxExpansion)
		}
		expansion[g] = -1
		total := 1
		for _, c := range components[g] {
			n, err := count(c, depth+1)
			if err != nil {
				return 0, err
			}
			if total += n; total > maxExpansion {
				return 0, fmt.Errorf("glyf table: glyph %d is built of more than %d component glyphs", g, maxExpansion)
			}
		}
		expansion[g] = total
		return total, nil
	}
	for g := range f.numGlyphs {
		if _, err := count(g, 0); err != nil {
			return err
		}
	}
	return nil
}

// readComposite reads the component glyphs of composite glyph g, whose
// data is glyph, as fpdf's subsetter reads them.
func (f *sfntFile) readComposite(g int, glyph []byte) ([]int, error) {
	const (
		argWords   = 1 << 0
		scale      = 1 << 3
		more       = 1 << 5
		xyScale    = 1 << 6
		twoByTwo   = 1 << 7
		headerSize = 10
	)
	var components []int
	for at, flags := headerSize, more; flags&more != 0; {
		if at+4 > len(glyph) {
			return nil, fmt.Errorf("glyf table: component %d of glyph %d runs past the glyph's end", len(components), g)
		}
		flags = be16(glyph, at)
		c := be16(glyph, at+2)
		if c >= f.numGlyphs {
			return nil, fmt.Errorf("glyf table: glyph %d has glyph %d as a component, but the font has %d glyphs", g, c, f.numGlyphs)
		}
		components = append(components, c)
		at += 4 + 2
		if flags&argWords != 0 {
			at += 2
		}
		switch {
		case flags&scale != 0:
			at += 2
		case flags&xyScale != 0:
			at += 4
		case flags&twoByTwo != 0:
			at += 8
		}
		if at > len(glyph) {
			return nil, fmt.Errorf("glyf table: component %d of glyph %d runs past the glyph's end", len(components)-1, g)
		}
	}
	return components, nil
}
