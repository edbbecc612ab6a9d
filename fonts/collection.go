package fonts

import (
	"encoding/binary"
	"fmt"
)

// fromCollection copies font index of a TrueType collection (.ttc) into a
// standalone font file: its table directory, then each table it lists,
// 4-byte aligned, at offsets from the start of the new file. Tables the
// fonts of a collection share are copied into each.
func fromCollection(data []byte, index int) ([]byte, error) {
	if len(data) < 12 {
		return nil, fmt.Errorf("font collection header too short")
	}
	count := int(be32(data, 8))
	if index >= count {
		return nil, fmt.Errorf("font collection of %d fonts has no font #%d (fonts are numbered from 0)", count, index)
	}
	if 12+4*(index+1) > len(data) {
		return nil, fmt.Errorf("font collection directory runs past the end of the file")
	}
	start := be32(data, 12+4*index)
	if start+12 > int64(len(data)) {
		return nil, fmt.Errorf("font #%d starts past the end of the file", index)
	}
	header := data[start : start+12]
	tables := be16(header, 4)
	if start+12+16*int64(tables) > int64(len(data)) {
		return nil, fmt.Errorf("font #%d: the table directory (%d tables) runs past the end of the file", index, tables)
	}
	out := make([]byte, 0, len(data))
	out = append(out, header...)
	out = append(out, data[start+12:start+12+16*int64(tables)]...)
	for i := range tables {
		record := 12 + 16*i
		offset, length := be32(out, record+8), be32(out, record+12)
		if offset+length > int64(len(data)) {
			return nil, fmt.Errorf("font #%d: table %q lies outside the file", index, out[record:record+4])
		}
		if int64(len(out))+length > MaxSize {
			return nil, fmt.Errorf("font #%d: more than the %d MiB hayami reads", index, MaxSize>>20)
		}
		binary.BigEndian.PutUint32(out[record+8:], uint32(len(out)))
		out = append(out, data[offset:offset+length]...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	return out, nil
}
