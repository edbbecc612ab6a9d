package hand

import (
	"errors"
	"slices"
	"testing"
)

// TestParseErrorsCarryTheirCode: what a front end words a problem from,
// the part of the hand, the place, the code and its arguments, is in the
// error; the winning tile left out is the last tile written.
func TestParseErrorsCarryTheirCode(t *testing.T) {
	t.Parallel()
	_, err := Parse("123m", map[MeldKind][]string{Pon: {"11x"}}, "")
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Of != "pon" || pe.Input != "11x" || pe.Pos != 2 || pe.Code != CodeCharacter || !slices.Equal(pe.Args, []string{"'x'"}) {
		t.Errorf("pon 11x: %#v", err)
	}
	_, err = Parse("123m", map[MeldKind][]string{Kan: {"111p"}}, "")
	var he *HandError
	if !errors.As(err, &he) || !he.Meld || he.Kind != Kan || he.Tiles != "111p" || he.Code != CodeKanSize || !slices.Equal(he.Args, []string{"3"}) {
		t.Errorf("kan 111p: %#v", err)
	}
	h, err := Parse("123m456p789s11222z", nil, "")
	if err != nil || h.Win != tileOf(2, 'z') {
		t.Errorf("no winning tile given: %v, %v, want 2z", h.Win, err)
	}
	if _, err := ParseWind("north-east"); !errors.As(err, &he) || he.Code != CodeWind || !slices.Equal(he.Args, []string{`"north-east"`}) {
		t.Errorf("wind north-east: %#v", err)
	}
}
