package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"slices"
	"unicode/utf16"
)

// nameRecord is one string of a TrueType font's name table.
type nameRecord struct {
	platform, encoding, language, id uint16
	data                             []byte
}

// text decodes a record: UTF-16 for Unicode and Windows records, bytes
// (ASCII in the fonts here) for Macintosh ones.
func (r nameRecord) text() string {
	if r.platform == 1 {
		return string(r.data)
	}
	u := make([]uint16, len(r.data)/2)
	for i := range u {
		u[i] = binary.BigEndian.Uint16(r.data[2*i:])
	}
	return string(utf16.Decode(u))
}

// onceEach rewrites a font's name table so that each distinct string of
// each name id is there once (a Windows record kept before a Macintosh
// one), and adds notice to the English Windows description (name id 10):
// every copyright, trademark and licence text stays in the font, once,
// and the font says how it was changed. The other tables are copied; the
// checksums are computed again.
func onceEach(font []byte, notice string) ([]byte, error) {
	tables, err := readTables(font)
	if err != nil {
		return nil, err
	}
	name, ok := tables["name"]
	if !ok || len(name) < 6 || binary.BigEndian.Uint16(name) != 0 {
		return nil, fmt.Errorf("no name table of format 0")
	}
	count, strings := int(binary.BigEndian.Uint16(name[2:])), int(binary.BigEndian.Uint16(name[4:]))
	var records []nameRecord
	for i := range count {
		at := 6 + 12*i
		if at+12 > len(name) {
			return nil, fmt.Errorf("name table too short")
		}
		f := func(k int) uint16 { return binary.BigEndian.Uint16(name[at+2*k:]) }
		length, offset := int(f(4)), int(f(5))
		if strings+offset+length > len(name) {
			return nil, fmt.Errorf("name record %d outside the table", i)
		}
		records = append(records, nameRecord{f(0), f(1), f(2), f(3), name[strings+offset : strings+offset+length]})
	}
	// Windows records first, then Unicode, then Macintosh: the first of
	// equal strings stays.
	rank := map[uint16]int{3: 0, 0: 1, 1: 2}
	slices.SortStableFunc(records, func(a, b nameRecord) int { return rank[a.platform] - rank[b.platform] })
	seen := map[string]bool{}
	var kept []nameRecord
	for _, r := range records {
		if key := fmt.Sprint(r.id, "\x00", r.text()); !seen[key] {
			seen[key] = true
			kept = append(kept, r)
		}
	}
	// The notice goes into the English Windows description, after what
	// the font says there.
	if i := slices.IndexFunc(kept, func(r nameRecord) bool {
		return r.platform == 3 && r.encoding == 1 && r.language == 0x409 && r.id == 10
	}); i >= 0 {
		kept[i].data = utf16BE(kept[i].text() + " " + notice)
	} else {
		kept = append(kept, nameRecord{3, 1, 0x409, 10, utf16BE(notice)})
	}
	slices.SortFunc(kept, func(a, b nameRecord) int { // the order the format asks for
		for _, d := range [][2]uint16{{a.platform, b.platform}, {a.encoding, b.encoding}, {a.language, b.language}, {a.id, b.id}} {
			if d[0] != d[1] {
				return int(d[0]) - int(d[1])
			}
		}
		return 0
	})
	var head, data bytes.Buffer
	w := func(v ...uint16) {
		for _, x := range v {
			_ = binary.Write(&head, binary.BigEndian, x)
		}
	}
	w(0, uint16(len(kept)), uint16(6+12*len(kept)))
	for _, r := range kept {
		w(r.platform, r.encoding, r.language, r.id, uint16(len(r.data)), uint16(data.Len()))
		data.Write(r.data)
	}
	tables["name"] = append(head.Bytes(), data.Bytes()...)
	return writeTables(font, tables)
}

func utf16BE(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.BigEndian.AppendUint16(b, u)
	}
	return b
}

// readTables reads a TrueType font's tables by tag.
func readTables(font []byte) (map[string][]byte, error) {
	if len(font) < 12 {
		return nil, fmt.Errorf("too short to be a font")
	}
	n := int(binary.BigEndian.Uint16(font[4:]))
	tables := map[string][]byte{}
	for i := range n {
		at := 12 + 16*i
		if at+16 > len(font) {
			return nil, fmt.Errorf("table directory too short")
		}
		tag := string(font[at : at+4])
		offset, length := int(binary.BigEndian.Uint32(font[at+8:])), int(binary.BigEndian.Uint32(font[at+12:]))
		if offset+length > len(font) {
			return nil, fmt.Errorf("table %s outside the font", tag)
		}
		tables[tag] = font[offset : offset+length]
	}
	return tables, nil
}

// writeTables writes a font with the tables of the original's directory,
// in its order, 4-byte aligned, each table's checksum and the font's
// checkSumAdjustment computed again.
func writeTables(original []byte, tables map[string][]byte) ([]byte, error) {
	n := int(binary.BigEndian.Uint16(original[4:]))
	out := slices.Clone(original[:12+16*n])
	for i := range n {
		at := 12 + 16*i
		tag := string(original[at : at+4])
		data := tables[tag]
		if tag == "head" {
			if len(data) < 12 {
				return nil, fmt.Errorf("head table too short")
			}
			data = slices.Clone(data)
			binary.BigEndian.PutUint32(data[8:], 0) // checkSumAdjustment, set below
			tables["head"] = data
		}
		binary.BigEndian.PutUint32(out[at+4:], checksum(data))
		binary.BigEndian.PutUint32(out[at+8:], uint32(len(out)))
		binary.BigEndian.PutUint32(out[at+12:], uint32(len(data)))
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	for i := range n {
		at := 12 + 16*i
		if string(out[at:at+4]) == "head" {
			headAt := int(binary.BigEndian.Uint32(out[at+8:]))
			binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
		}
	}
	return out, nil
}

// checksum adds a table up as big-endian 32-bit words, zero-padded.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var word [4]byte
		copy(word[:], b[i:])
		sum += binary.BigEndian.Uint32(word[:])
	}
	return sum
}
