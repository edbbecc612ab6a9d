package markdown_test

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	gmhtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/compose/composetest"
	"github.com/hayami-mahjong/hayami/render/markdown"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
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
	return composetest.Document(t, preset, sheet.Options{Version: "test"}, sets...)
}

func TestGridParsesAsGFMTable(t *testing.T) {
	t.Parallel()
	doc := build(t, "ema2025")
	tables := parseTables(t, doc.Sheets[0])
	if len(tables) != 2 {
		t.Fatalf("%d tables in the non-dealer sheet, want the grid and its limit hands", len(tables))
	}
	if limits := tables[1]; len(limits) != 6 || len(limits[1]) != 3 {
		t.Errorf("the limit hands: %d rows of %d cells, want a header and 5 rows of 3 (limit, ron, tsumo)", len(limits), len(limits[1]))
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
	tables, _ := standings.Compute(r, 0)
	doc := compose.Build(tables, sheet.Options{Lang: language.English, Title: "A | B *bold* <script>", Club: "[club](http://x)"}, compose.SheetIDs(4))
	var buf bytes.Buffer
	if err := markdown.Render(&buf, doc.Sheets[0]); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{`# A \| B \*bold\* \<script\>: Non-dealer wins`, `Club: \[club\](http\://x)`} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
}

// hostile is user text that Markdown would read as markup if it were not escaped.
var hostile = []string{
	"AT&amp;T", "&#65;", "&#x41;", "&copy", "AT&T", "R & D",
	"www.example.com", "WWW.example.com", "see www.example.com/a?b", "(www.example.com)",
	"https://example.com", "http://x.y/z", "ftp://example.com", "<https://example.com>",
	"a@b.co", "mail a.b+c_d-e@f-g.example.org now", "mailto:a@b.co", "xmpp:a@b.co/r", "@b.co",
	"~~x~~", "~x~", "*a*", "_a_", "**b**", "__b__", "a*b*c", "`code`", "``", "```", "~~~",
	"[x](y)", "![i](y)", "[x]: y", "[x]", "[^1]", "- [ ] task",
	"<b>", "</small>", "<!-- c -->", "<br>", "a<b>c",
	"| pipe", "a | b", "a|b",
	"# head", "## h ##", "title #", "#", "1. item", "1) item", "1.", "123456789. x", "2.5", "+10", "= 78 fu",
	"- item", "+ item", "* item", "-", "---", "- - -", "***", "___", "===", "> quote", ">",
	": def", "{#id}", "title {.cls}", "$x$", "$$", "\\", "\\*", "a\\", "\\\\",
	"  # spaced  ", "\tx", "trailing  ",
	"30 fu", "1,000", "400-700", "Closed hand, ron",
}

// readers are Markdown renderers the output must survive: GFM as GitHub and
// GitLab read it, and goldmark as Hugo sets it up by default (GFM plus
// definition lists, footnotes and heading attributes). Raw HTML is kept so
// that any tag the text smuggled in would show.
func readers() map[string]goldmark.Markdown {
	return map[string]goldmark.Markdown{
		"gfm": goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe())),
		"hugo": goldmark.New(goldmark.WithExtensions(extension.GFM, extension.DefinitionList, extension.Footnote),
			goldmark.WithParserOptions(parser.WithAttribute()), goldmark.WithRendererOptions(gmhtml.WithUnsafe())),
	}
}

// everywhere is a sheet with s in every place the template puts user text.
func everywhere(s string) sheet.Sheet {
	return sheet.Sheet{ID: "t", Title: s, Intro: []string{s}, Remarks: []string{s},
		Notes: []sheet.Footnote{{Mark: "1", Text: s}}, Legend: []string{s}, Caveats: []string{s}, Footer: []string{s},
		Tables: []sheet.Table{{Caption: s, Corner: s, Columns: []string{s}, Rows: []sheet.Row{
			{Label: s, Cells: []sheet.Cell{{Lines: []sheet.Line{{Text: s, Mark: "1"}}}}},
			{Label: s, Detail: s, Cells: []sheet.Cell{{Lines: []sheet.Line{{Text: s, Strong: true}, {Text: s, Blank: true}}}}},
		}}}}
}

// toHTML renders a sheet as Markdown and that as HTML.
func toHTML(t *testing.T, md goldmark.Markdown, s sheet.Sheet) (src, out string) {
	t.Helper()
	var buf, h bytes.Buffer
	if err := markdown.Render(&buf, s); err != nil {
		t.Fatal(err)
	}
	if err := md.Convert(buf.Bytes(), &h); err != nil {
		t.Fatal(err)
	}
	return buf.String(), h.String()
}

// placeholder is plain text: the HTML it gives is the shape hostile text must keep.
const placeholder = "Placeholder"

// comment matches an HTML comment, which shows nothing.
var comment = regexp.MustCompile(`<!--.*?-->`)

// TestHostileTextStaysLiteral puts each hostile string everywhere a sheet
// shows user text, renders it as Markdown and that as HTML, and holds the
// HTML to the one a plain word gives: the same elements around each place,
// no element (an <a>, <del>, <em>, <strong>, <code>, <h1>, list, table cell,
// raw tag...) within it, and the place's visible text the string itself.
func TestHostileTextStaysLiteral(t *testing.T) {
	t.Parallel()
	for name, md := range readers() {
		_, skeleton := toHTML(t, md, everywhere(placeholder))
		pieces := strings.Split(skeleton, placeholder)
		pattern := "(?s)^"
		for i, p := range pieces {
			if i > 0 {
				pattern += "(.*?)"
			}
			pattern += regexp.QuoteMeta(p)
		}
		shape := regexp.MustCompile(pattern + "$")
		for _, s := range hostile {
			src, out := toHTML(t, md, everywhere(s))
			m := shape.FindStringSubmatch(out)
			if m == nil {
				t.Errorf("%s: %q changes the page's shape:\n%s\nMarkdown:\n%s", name, s, out, src)
				continue
			}
			want := strings.Trim(s, " \t")
			for i, place := range m[1:] {
				text := comment.ReplaceAllString(place, "")
				if strings.Contains(text, "<") {
					t.Errorf("%s: %q, place %d: markup %q", name, s, i+1, place)
				} else if got := html.UnescapeString(text); got != want {
					t.Errorf("%s: %q, place %d: shows %q", name, s, i+1, got)
				}
			}
		}
	}
}

// TestEscapeJoinsLines holds text with line breaks to one paragraph outside
// tables and to <br>-separated lines in a cell, no line starting a block.
func TestEscapeJoinsLines(t *testing.T) {
	t.Parallel()
	s := "a\n# b\n\n1. c\r\n- d |\re"
	doc := sheet.Sheet{ID: "t", Intro: []string{s}, Tables: []sheet.Table{{Caption: "c", Corner: "k", Columns: []string{"v"},
		Rows: []sheet.Row{{Label: s, Cells: []sheet.Cell{{Lines: []sheet.Line{{Text: "x"}}}}}}}}}
	for name, md := range readers() {
		src, out := toHTML(t, md, doc)
		for _, want := range []string{"<p>a # b 1. c - d | e</p>", "<td style=\"text-align:right\">a<br># b<br>1. c<br>- d |<br>e</td>"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: missing %s in\n%s\nMarkdown:\n%s", name, want, out, src)
			}
		}
	}
}

func TestTotalsAreSmallUnderTheTsumo(t *testing.T) {
	t.Parallel()
	doc := composetest.Document(t, "tenhou-sanma", sheet.Options{Totals: true})
	var buf bytes.Buffer
	if err := markdown.Render(&buf, doc.Sheets[0]); err != nil {
		t.Fatal(err)
	}
	// 1 han 30 fu: tsumo-loss, so 800 in all, not the 1,000 of a ron.
	if want := "| **30** | 1,000<br>300-500<br><small>= 800</small> |"; !strings.Contains(buf.String(), want) {
		t.Errorf("no %q in\n%s", want, buf.String())
	}
	if want := "<br>**2,000-4,000**<br><small>= 6,000</small> |"; !strings.Contains(buf.String(), want) {
		t.Errorf("no plain mangan total %q", want)
	}
}
