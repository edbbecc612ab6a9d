package rulesfile_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/ruleset/rulesfile"
)

// schema takes the tables t and u, reads inline tables named t or t.in key
// by key, refuses the key bad and a list of numbers too big, and records the rest.
type schema struct{ got []string }

func (s *schema) Table(name string) error {
	if name != "t" && name != "u" {
		return errors.New("no such table")
	}
	return nil
}

func (s *schema) Opens(name string) bool { return name == "t" || name == "t.in" }

func (s *schema) Set(a rulesfile.Assignment) error {
	if a.Key == "bad" {
		return errors.New("refused")
	}
	v := a.Value.Text()
	if a.Value.Kind() == rulesfile.Array {
		var items []string
		for item := range a.Value.Items() {
			n, ok := item.Int()
			if !ok {
				return errors.New("too big")
			}
			items = append(items, fmt.Sprint(n))
		}
		v = strings.Join(items, ",")
	}
	s.got = append(s.got, fmt.Sprintf("%d:%d %s=%s (%s)", a.Line, a.Col, a.Key, v, a.Value.What()))
	return nil
}

// TestRead: every key a file sets reaches the schema in order, placed at
// its first part, and every problem is placed at its key or where the
// file stops being TOML.
func TestRead(t *testing.T) {
	t.Parallel()
	var s schema
	if err := rulesfile.Read([]byte("a = \"x\"\n[t]\nin = {b = true, c = [0x10, 1_000]}\n  d = 1.5\n"), &s); err != nil {
		t.Fatal(err)
	}
	want := []string{"1:1 a=x (a string)", "3:7 t.in.b=true (a boolean)", "3:17 t.in.c=16,1000 (a list)", "4:3 t.d=1.5 (a decimal number)"}
	if !slices.Equal(s.got, want) {
		t.Errorf("got  %q\nwant %q", s.got, want)
	}
	for _, tt := range []struct {
		file, want string
		syntax     bool
	}{
		{"a = 1\nbad = 2\n", "2:1: bad: refused", false},
		{"c = [1, 99999999999999999999]\n", "1:1: c: too big", false},
		{"[v]\n", "1:2: v: no such table", false},
		{"[[t]]\n", "1:3: t: arrays of tables ([[…]]) are not rules keys", false},
		{"t = {}\n", "1:1: t: an empty table ({}) sets nothing: give its keys values, or remove it", false},
		{"x = " + strings.Repeat("[", 17) + strings.Repeat("]", 17) + "\n", "1:21: lists and tables nested more than 16 deep: no rules key needs that", false},
		{"a = \"x\n", "1:7: basic strings cannot have new lines", true},
		{"[t]\n[u]\n[t]\n", "3:2: t: table t already exists", true},
	} {
		err := rulesfile.Read([]byte(tt.file), &schema{})
		var fe *rulesfile.Error
		if !errors.As(err, &fe) || err.Error() != tt.want || fe.Syntax != tt.syntax {
			t.Errorf("%q: got %v (syntax %v), want %s (syntax %v)", tt.file, err, fe != nil && fe.Syntax, tt.want, tt.syntax)
		}
	}
}
