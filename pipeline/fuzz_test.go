package pipeline

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"hash/fnv"
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"golang.org/x/net/html"

	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// The fuzz targets of this file each take one stage of a build: a
// house-rules file (or, with pick's top bit, lines of --set over a
// preset), a title and a club (text from users), and pick, which
// chooses the sheet, the language, the honba, the paper and the other
// settings a sheet depends on. Each makes one file (or lays one out), so
// that an execution takes milliseconds: FuzzBuild in cmd/hayami, which
// writes every file of every format, makes a few a second.

// fuzzSeeds are the seeds every target starts from: ordinary house
// rules, and the red-team review's inputs (text that breaks out of HTML
// or Markdown, long words, deep and empty inline tables, huge honba,
// aotenjou, bidirectional and control characters).
func fuzzSeeds(f *testing.F) {
	f.Helper()
	for i, s := range []struct {
		rules, title, club string
	}{
		{"", "", ""},
		{"name = \"Thursday club\"\nkiriage = true\n[honba]\nron = 500\n", "Spring Open", "Tonbo Riichi Club"},
		{"extends = \"tenhou-sanma\"\n[notes]\nkiriage = \"</script><b>&amp;\"\n", "<h1>x</h1>", "```"},
		{"aotenjou = true\n[table]\nhan = \"1-13\"\nfu = [20, 25, 30]\n", "# 1. | ~~x~~ www.example.com", "AT&amp;T"},
		{"[yakuman]\nstacking = true\nmax = 6\n", strings.Repeat("麻", 200), strings.Repeat("W", 200)},
		{"extends = \"mleague\"\n[notation]\nseparator = \" / \"\norder = \"dealer-first\"\n", "A|B\\|C", "| --- |"},
		{"kiriage = {}\ndora.red = {}\n", "x", "y"},
		{"yakuman = {a = {a = {a = {}}}}\n", "", ""},
		{"[table]\nfu = [[[30]]]\n", "", ""},
		{"name = \"" + strings.Repeat("x", 999) + "\"\n[notes]\nkiriage = \"" + strings.Repeat("long", 240) + "\"\n", strings.Repeat("w", 200), ""},
		{"name = \"Club \\u202Eyrots\"\n", "Club \u202eyrots", "\u2067x\u2069"},
		{"name = \"باشگاه می\u200cخواهم\"\n", "نادي", "מועדון"},
		{"[notes]\nkiriage = \"<img src=x onerror=alert(1)>\"\n[sources]\nkiriage = \"javascript:alert(1)\"\n", "\"><svg onload=alert(1)>", "</style><script>x</script>"},
		{"extends = \"ema2025\"\n[game]\numa = [30, 10, -10, -30]\nstart = 30000\nreturn = 30000\n", "[link](http://x) <b>", "*a* _b_ `c`"},
	} {
		f.Add([]byte(s.rules), s.title, s.club, uint32(i*2654435761)>>1)
	}
	for i, sets := range []string{
		"kiriage=true\ntable.han=1-13\naotenjou=true",
		"players=3\nsanma.tsumo=bisection\nhonba.ron=1500",
		"notation.order=dealer-first\nnotation.separator=・\nnotation.all=オール",
		"notation.separator=|\nnotation.all=a|b",
		"table.fu=20,25,30,40,110\nyakuman.max=6\nkazoe=stacking",
		"name=Thursday | club\nsource=[x](javascript:y)\nnotes.kiriage=<b>*x*</b>",
	} {
		for sheet := range uint32(2) { // the payment grids, in a language each
			f.Add([]byte(sets), "", "", 1<<31|uint32(i)<<5|sheet)
		}
	}
}

// fuzzCase is one file of a fuzzed build: its batch and its index there;
// ok is false when the settings are refused, which is fine.
func fuzzCase(t *testing.T, format string, rules []byte, title, club string, pick uint32) (b *Batch, i int, ok bool) {
	t.Helper()
	s := Defaults()
	s.Format, s.Title, s.Club = []string{format}, title, club
	preset := ruleset.PresetNames[(pick>>10)%uint32(len(ruleset.PresetNames))]
	switch {
	case len(rules) == 0:
		s.Rules = preset
	case pick>>31 == 1: // the lines are --set overrides of a preset, which mutate into others more often than a file into a file
		s.Rules, s.Set = preset, strings.Split(string(rules), "\n")
	default:
		s.RulesText, s.RulesFile = string(rules), "fuzz.toml"
	}
	read, err := ReadRules(s)
	if err != nil {
		return nil, 0, false
	}
	s.LoadRules = func(string) (table.Rules, error) { return read, nil } // read once, as the page does
	r, err := s.rules()
	if err != nil {
		return nil, 0, false
	}
	tags := locale.Tags()
	ids := compose.PrintIDs(r.Players)
	s.Sheets = []string{ids[pick%uint32(len(ids))]}
	s.Lang = []string{tags[(pick>>5)%uint32(len(tags))]}
	s.Honba = int(pick >> 10 & 15)
	if pick>>14&15 == 15 {
		s.Honba = math.MaxInt32
	}
	s.Paper = pdf.Papers[(pick>>18)%uint32(len(pdf.Papers))].Name
	s.Landscape = pick>>20&1 == 1
	s.RecordHundreds = pick>>21&1 == 1
	if pick>>22&1 == 1 {
		s.Digits = "plain"
	}
	if pick>>23&1 == 1 {
		s.HTML = "fragment"
	}
	if pick>>24&1 == 1 {
		s.Card = "both"
	}
	b, err = NewBatch(s)
	if err != nil {
		return nil, 0, false
	}
	return b, int(pick>>25) % b.Len(), true
}

// fuzzFile renders the chosen file; an error is fine (a payment too large
// to print, a character no font has), a panic is not.
func fuzzFile(t *testing.T, format string, rules []byte, title, club string, pick uint32) (File, bool) {
	t.Helper()
	b, i, ok := fuzzCase(t, format, rules, title, club, pick)
	if !ok {
		return File{}, false
	}
	f, err := b.File(i)
	if err != nil {
		return File{}, false
	}
	if strings.Contains(f.Name, "--") || strings.ContainsAny(f.Name, "/\\ ") || usertext.Quote(f.Name) != f.Name {
		t.Fatalf("file name %q", f.Name)
	}
	return f, true
}

// printable fails t if text is not UTF-8 or holds a character package
// usertext refuses, but for line breaks and tabs: no format may pass one
// on from the user's text.
func printable(t *testing.T, name string, text []byte) {
	t.Helper()
	if !utf8.Valid(text) {
		t.Fatalf("%s: not UTF-8", name)
	}
	lines := strings.NewReplacer("\n", " ", "\r", " ", "\t", " ").Replace(string(text)) // the file's own
	if i, r, _ := usertext.Find(lines); i >= 0 {
		t.Fatalf("%s: %U at byte %d", name, r, i)
	}
}

// FuzzHTML: an HTML sheet parses, holds no element, attribute or link
// that runs a script, and no character that reorders or hides text.
func FuzzHTML(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, rules []byte, title, club string, pick uint32) {
		file, ok := fuzzFile(t, "html", rules, title, club, pick)
		if !ok {
			return
		}
		printable(t, file.Name, file.Data)
		doc, err := html.Parse(bytes.NewReader(file.Data))
		if err != nil {
			t.Fatalf("%s: %v", file.Name, err)
		}
		for n := range doc.Descendants() {
			if n.Type != html.ElementNode {
				continue
			}
			switch n.Data {
			case "script", "iframe", "object", "embed", "base", "meta", "link", "img", "svg", "form":
				if n.Data != "meta" || !slicesHasKey(n.Attr, "charset", "name") {
					if n.Data != "link" || !slicesHasKey(n.Attr, "rel") {
						t.Errorf("%s: a %s element", file.Name, n.Data)
					}
				}
			}
			for _, a := range n.Attr {
				if strings.HasPrefix(a.Key, "on") || strings.Contains(strings.ToLower(a.Val), "javascript:") {
					t.Errorf("%s: %s=%q on a %s element", file.Name, a.Key, a.Val, n.Data)
				}
			}
		}
	})
}

// slicesHasKey reports whether attrs has one of the keys.
func slicesHasKey(attrs []html.Attribute, keys ...string) bool {
	for _, a := range attrs {
		for _, k := range keys {
			if a.Key == k {
				return true
			}
		}
	}
	return false
}

// FuzzMarkdown: a Markdown sheet is printable text, and every row of each
// of its tables has as many cells as its header: no user text adds a
// column or ends a table.
func FuzzMarkdown(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, rules []byte, title, club string, pick uint32) {
		file, ok := fuzzFile(t, "md", rules, title, club, pick)
		if !ok {
			return
		}
		printable(t, file.Name, file.Data)
		cells := -1
		for n, line := range strings.Split(string(file.Data), "\n") {
			if !strings.HasPrefix(line, "|") {
				cells = -1
				continue
			}
			c := pipes(line)
			if cells < 0 {
				cells = c
			} else if c != cells {
				t.Fatalf("%s:%d: %d cell borders, the table's header has %d: %s", file.Name, n+1, c, cells, line)
			}
		}
	})
}

// pipes counts the cell borders of a Markdown table row: the | that no
// backslash escapes.
func pipes(line string) int {
	n, escaped := 0, false
	for _, r := range line {
		switch {
		case escaped:
			escaped = false
		case r == '\\':
			escaped = true
		case r == '|':
			n++
		}
	}
	return n
}

// FuzzJSON: a JSON file is valid JSON of printable text.
func FuzzJSON(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, rules []byte, title, club string, pick uint32) {
		file, ok := fuzzFile(t, "json", rules, title, club, pick)
		if !ok {
			return
		}
		var v any
		if err := json.Unmarshal(file.Data, &v); err != nil {
			t.Fatalf("%s: %v", file.Name, err)
		}
		text, _ := json.Marshal(v) // its strings, as decoded
		printable(t, file.Name, bytes.ReplaceAll(text, []byte(`\u2028`), nil))
	})
}

// FuzzCSV: a CSV file reads back as records that all have the header's
// fields.
func FuzzCSV(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, rules []byte, title, club string, pick uint32) {
		file, ok := fuzzFile(t, "csv", rules, title, club, pick)
		if !ok {
			return
		}
		printable(t, file.Name, file.Data)
		records, err := csv.NewReader(bytes.NewReader(file.Data)).ReadAll() // the header's field count for all
		if err != nil || len(records) < 2 {
			t.Fatalf("%s: %d records, %v", file.Name, len(records), err)
		}
	})
}

// FuzzLayout lays out one sheet on paper without writing the PDF: every
// item is on its page, and every number it has is finite.
func FuzzLayout(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, rules []byte, title, club string, pick uint32) {
		b, i, ok := fuzzCase(t, "pdf", rules, title, club, pick)
		if !ok {
			return
		}
		j := b.tasks[i].j
		lay := pdf.Lay
		if j.cards {
			lay = pdf.LayCards
		}
		l, err := lay(*j.sheet, j.doc, j.pdf)
		if err != nil {
			return
		}
		if len(l.Pages) == 0 {
			t.Fatalf("%s: no page", b.tasks[i].name)
		}
		const slack = 0.5 // mm: a glyph's overhang
		for p, page := range l.Pages {
			for _, it := range page.Items {
				for _, v := range []float64{it.X, it.Y, it.W, it.H, it.Size, it.Line} {
					if math.IsNaN(v) || math.IsInf(v, 0) {
						t.Fatalf("%s page %d: %+v", b.tasks[i].name, p+1, it)
					}
				}
				x0, x1 := min(it.X, it.X+it.W), max(it.X, it.X+it.W)
				y0, y1 := it.Y, it.Y+it.H
				if it.Kind == pdf.KindText {
					y0, y1 = it.Y-it.H, it.Y
				}
				if x0 < -slack || y0 < -slack || x1 > page.W+slack || y1 > page.H+slack {
					t.Fatalf("%s page %d (%.1f × %.1f mm): %s item %q at x %.1f–%.1f, y %.1f–%.1f is off the page",
						b.tasks[i].name, p+1, page.W, page.H, it.Kind, it.Text, x0, x1, y0, y1)
				}
			}
		}
	})
}

// pdfValidateOneIn: FuzzPDF validates one PDF in this many with pdfcpu's
// strict validation (about 20 times as long as making it), chosen by the
// input's hash, so that a failing input fails again.
const pdfValidateOneIn = 16

// FuzzPDF makes one sheet's PDF: a PDF file, and one in pdfValidateOneIn
// passes pdfcpu's strict validation.
func FuzzPDF(f *testing.F) {
	fuzzSeeds(f)
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationStrict
	f.Fuzz(func(t *testing.T, rules []byte, title, club string, pick uint32) {
		file, ok := fuzzFile(t, "pdf", rules, title, club, pick)
		if !ok {
			return
		}
		if !bytes.HasPrefix(file.Data, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimSpace(file.Data), []byte("%%EOF")) {
			t.Fatalf("%s: not a whole PDF file", file.Name)
		}
		h := fnv.New32a()
		h.Write(rules)
		h.Write([]byte(title + "\x00" + club))
		if (h.Sum32()^pick)%pdfValidateOneIn != 0 {
			return
		}
		if err := api.Validate(bytes.NewReader(file.Data), conf); err != nil {
			t.Fatalf("%s: %v", file.Name, err)
		}
	})
}
