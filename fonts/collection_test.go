package fonts_test

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/fonts"
)

// TestLoadCollection: Load takes a font of a .ttc collection (the first,
// or "#N"), and refuses a broken collection with a reason.
func TestLoadCollection(t *testing.T) {
	t.Parallel()
	regular, bold := fonts.Default()
	// A collection of the two DejaVu fonts, each table directory's offsets
	// moved to where the font starts.
	ttc := binary.BigEndian.AppendUint32([]byte("ttcf"), 0x00010000)
	ttc = binary.BigEndian.AppendUint32(ttc, 2)
	start := len(ttc) + 8
	ttc = binary.BigEndian.AppendUint32(ttc, uint32(start))
	ttc = binary.BigEndian.AppendUint32(ttc, uint32(start+len(regular.Data)))
	for _, f := range [][]byte{regular.Data, bold.Data} {
		at := len(ttc)
		ttc = append(ttc, f...)
		for i := range int(binary.BigEndian.Uint16(f[4:])) {
			record := at + 12 + 16*i
			binary.BigEndian.PutUint32(ttc[record+8:], binary.BigEndian.Uint32(ttc[record+8:])+uint32(at))
		}
	}
	for name, want := range map[string]string{"pair.ttc": "DejaVuSansCondensed", "pair.ttc#1": "DejaVuSansCondensed-Bold"} {
		f, err := fonts.Load(name, ttc)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := f.PostScriptName(); got != want || !f.Has('A') {
			t.Errorf("%s: %q, want %q with an A", name, got, want)
		}
	}
	for name, want := range map[string]string{
		"pair.ttc#2":   "font pair.ttc#2: font collection of 2 fonts has no font #2 (fonts are numbered from 0)",
		"pair.ttc#one": `font pair.ttc#one: "one" after # is not a font number`,
	} {
		if _, err := fonts.Load(name, ttc); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", name, err, want)
		}
	}
	broken := append([]byte(nil), ttc[:len(ttc)-100]...) // the last table cut short
	if _, err := fonts.Load("short.ttc#1", broken); err == nil || !strings.Contains(err.Error(), "lies outside the file") {
		t.Errorf("cut-short collection: %v", err)
	}
}
