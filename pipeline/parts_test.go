package pipeline

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
)

// TestOneSheetBuildsOnlyItsParts: a build of one sheet computes the
// game sheets' tables only when it writes them, or a data file; and each
// sheet built alone is the same file as in the build of every sheet.
func TestOneSheetBuildsOnlyItsParts(t *testing.T) {
	t.Parallel()
	byName := func(name string) []Format {
		f, err := ChooseFormats([]string{name}, 0)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, tc := range []struct {
		format string
		only   []string
		want   standings.Parts
	}{
		{"pdf", []string{sheet.Nondealer}, 0},
		{"md", []string{sheet.Nondealer, sheet.Limits, sheet.Record}, 0},
		{"pdf", []string{sheet.Final}, standings.PartFinal},
		{"html", []string{sheet.Gaps, sheet.Card}, standings.PartGaps},
		{"pdf", nil, standings.AllParts},
		{"csv", []string{sheet.Nondealer}, standings.AllParts},
		{"json", []string{sheet.Nondealer}, standings.AllParts},
	} {
		if got := tableParts(byName(tc.format), tc.only); got != tc.want {
			t.Errorf("%s of %v: parts %b, want %b", tc.format, tc.only, got, tc.want)
		}
	}

	all := map[string][]byte{}
	for _, f := range build(t, func(s *Settings) { s.Format = []string{"md", "pdf"} }) {
		all[f.Name] = f.Data
	}
	for _, id := range compose.PrintIDs(4) {
		for _, f := range build(t, func(s *Settings) { s.Format, s.Sheets = []string{"md", "pdf"}, []string{id} }) {
			if want, ok := all[f.Name]; !ok || !bytes.Equal(f.Data, want) {
				t.Errorf("--sheets %s: %s differs from the whole build's (there: %v)", id, f.Name, ok)
			}
		}
	}
}

// TestRulesFileNameIsCleaned: a house-rules file's name from a link or an
// upload reaches messages as one short line: no folders, at most a name's
// length; a name with a control character is refused, as the command
// line's are, quoted in the message.
func TestRulesFileNameIsCleaned(t *testing.T) {
	t.Parallel()
	s := Defaults()
	s.RulesText = "dora.red = 7\n"
	for name, want := range map[string]string{
		"../../etc/\x1b[31mred\x1b[0m.toml":   `"\x1b[31mred\x1b[0m.toml": the file's name has an escape character (U+001B)`,
		strings.Repeat("long", 400) + ".toml": strings.Repeat("long", 25) + ":1:1: dora.red",
	} {
		s.RulesFile = name
		_, err := s.rules()
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if err == nil || strings.ContainsAny(msg, "\x1b/") || !strings.HasPrefix(msg, want) {
			t.Errorf("file %.30q: message %.160q", name, msg)
		}
	}
}
