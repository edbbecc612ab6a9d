package markdown_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"golang.org/x/text/language"

	"hayami/render/markdown"
	"hayami/render/sheet"
	"hayami/render/sheet/sheettest"
	"hayami/ruleset"
	"hayami/table"
)

// parsedTable is a table as a GFM parser sees it: cell texts, row by row.
type parsedTable [][]string

// parseTables renders a sheet and parses it back with goldmark's GFM tables.
func parseTables(t *testing.T, s sheet.Sheet) []parsedTable {
	t.Helper()
	var buf bytes.Buffer
	if err := markdown.Render(&buf, s); err != nil {
		t.Fatal(err)
	}
	src := buf.Bytes()
	md := goldmark.New(goldmark.WithExtensions(extension.GFM))
	doc := md.Parser().Parse(text.NewReader(src))
	var tables []parsedTable
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if tab, ok := n.(*east.Table); ok && entering {
			var pt parsedTable
			for row := tab.FirstChild(); row != nil; row = row.NextSibling() {
				var cells []string
				for c := row.FirstChild(); c != nil; c = c.NextSibling() {
					cells = append(cells, cellText(c, src))
				}
				pt = append(pt, cells)
			}
			tables = append(tables, pt)
		}
		return ast.WalkContinue, nil
	})
	return tables
}

// cellText joins a cell's text, writing a <br> as "/".
func cellText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
		case *ast.RawHTML:
			b.WriteString("/")
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

func build(t *testing.T, preset string, sets ...string) sheet.Document {
	t.Helper()
	return sheettest.Document(t, preset, sheet.Options{Version: "test"}, sets...)
}

func TestGridParsesAsGFMTable(t *testing.T) {
	t.Parallel()
	doc := build(t, "ema2025")
	tables := parseTables(t, doc.Sheets[0])
	if len(tables) != 1 {
		t.Fatalf("%d tables in the non-dealer sheet, want 1", len(tables))
	}
	grid := tables[0]
	if len(grid) != 12 {
		t.Fatalf("%d rows, want a header and 11 fu rows", len(grid))
	}
	for i, row := range grid {
		if len(row) != 5 {
			t.Errorf("row %d has %d cells, want 5: %q", i, len(row), row)
		}
	}
	wantRows := map[int]string{
		0: "Fu|1 han|2 han|3 han|4 han",
		1: "20|—¹/—²|—¹/400-700|—¹/700-1,300|—¹/1,300-2,600",
		3: "30|1,000/300-500|2,000/500-1,000|3,900/1,000-2,000|8,000⁵/2,000-4,000⁵",
		4: "40|1,300/400-700|2,600/700-1,300|5,200/1,300-2,600|8,000/2,000-4,000",
	}
	for i, want := range wantRows {
		if got := strings.Join(grid[i], "|"); got != want {
			t.Errorf("row %d:\ngot  %s\nwant %s", i, got, want)
		}
	}
}

func TestEveryTableParses(t *testing.T) {
	t.Parallel()
	for _, preset := range ruleset.PresetNames {
		doc := build(t, preset, "table.han=1-13")
		for _, s := range doc.Sheets {
			parsed := parseTables(t, s)
			if len(parsed) != len(s.Tables) {
				t.Fatalf("%s %s: %d tables parsed, %d rendered", preset, s.ID, len(parsed), len(s.Tables))
			}
			for i, pt := range parsed {
				if len(pt) != len(s.Tables[i].Rows)+1 {
					t.Errorf("%s %s table %d: %d rows parsed, want %d", preset, s.ID, i, len(pt), len(s.Tables[i].Rows)+1)
				}
				for _, row := range pt {
					if len(row) != len(s.Tables[i].Columns)+1 {
						t.Errorf("%s %s table %d: row %q has %d cells", preset, s.ID, i, row, len(row))
					}
				}
			}
		}
	}
}

func TestEscapeKeepsUserTextLiteral(t *testing.T) {
	t.Parallel()
	r, _ := ruleset.Preset("ema2025")
	tables, _ := table.Compute(r, 0)
	doc := sheet.Build(tables, sheet.Options{Lang: language.English, Title: "A | B *bold* <script>", Club: "[club](http://x)"}, sheet.SheetIDs(4))
	var buf bytes.Buffer
	if err := markdown.Render(&buf, doc.Sheets[0]); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{`# A \| B \*bold\* \<script\>: Non-dealer wins`, `Club: \[club\](http://x)`} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
}
