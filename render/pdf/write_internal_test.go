package pdf

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/compose/composetest"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/table"
)

// TestDuplex: each sheet made for two sides asks printers, in its PDF's
// catalog (read back by pdfcpu), to flip the paper the way its pages are
// read, portrait on the long edge and landscape on the short one; the
// others ask for nothing. A PDF that asks is a PDF 1.7, keeps its
// language and parses (pdfinfo, pdftotext).
func TestDuplex(t *testing.T) {
	t.Parallel()
	doc := composetest.Document(t, "ema2025", sheet.Options{Lang: language.Japanese, Version: "test"})
	rules, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := table.Compute(rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	drills, err := compose.Drills(tables, sheet.Options{Lang: language.Japanese, Version: "test"}, 7, 20, compose.DrillKinds)
	if err != nil {
		t.Fatal(err)
	}
	both := [2]Flip{FlipLongEdge, FlipShortEdge} // portrait, landscape
	want := map[string][2]Flip{
		sheet.CheatSheet: both, sheet.YakuList: both,
		sheet.RecordEast: {FlipLongEdge, FlipLongEdge}, // a record is printed upright on either
		sheet.DrillPay:   both, sheet.DrillFu: both, sheet.DrillTable: both,
		sheet.Card:            {FlipShortEdge, FlipShortEdge}, // the card is landscape on either paper
		sheet.Card + " on a4": {FlipLongEdge, FlipLongEdge},   // the N-up sheet is portrait, its backs mirrored for that
	}
	for _, landscape := range []bool{false, true} {
		o := cardOptions(Papers[0], language.Japanese)
		o.Landscape = landscape
		for _, s := range append(doc.Sheets, drills.Sheets...) {
			layouts := map[string]func() (Layout, error){s.ID: func() (Layout, error) { return Lay(s, doc, o) }}
			if s.Pocket {
				layouts[s.ID+" on a4"] = func() (Layout, error) { return LayCards(s, doc, o) }
			}
			for name, lay := range layouts {
				l, err := lay()
				if err != nil {
					t.Fatal(err)
				}
				side := 0
				if landscape {
					side, name = 1, name+" landscape"
				}
				flip := want[strings.TrimSuffix(name, " landscape")][side]
				if l.Duplex != flip {
					t.Errorf("%s: Duplex %q, want %q", name, l.Duplex, flip)
				}
				var buf bytes.Buffer
				if err := Write(&buf, l, o, Meta{Creator: "test", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}); err != nil {
					t.Fatal(err)
				}
				checkDuplex(t, name, buf.Bytes(), flip)
				if flip != OneSided {
					checkParses(t, strings.ReplaceAll(name, " ", "-"), buf.Bytes(), len(l.Pages))
				}
			}
		}
	}
}

// checkDuplex reads a PDF's version and its duplex viewer preference with
// pdfcpu: PDF 1.7 and the flip's /Duplex for a two-sided sheet, no
// /Duplex for the others, and /Lang (ja) either way.
func checkDuplex(t *testing.T, name string, pdf []byte, flip Flip) {
	t.Helper()
	prefs, version, err := api.ViewerPreferences(bytes.NewReader(pdf), nil)
	if err != nil {
		t.Fatalf("%s: pdfcpu: %v", name, err)
	}
	got := "none"
	if prefs != nil && prefs.Duplex != nil {
		got = prefs.Duplex.String()
	}
	want := map[Flip]string{OneSided: "none", FlipLongEdge: "DuplexFlipLongEdge", FlipShortEdge: "DuplexFlipShortEdge"}[flip]
	if got != want {
		t.Errorf("%s: /Duplex %s, want %s", name, got, want)
	}
	if two := flip != OneSided; (*version == model.V17) != two {
		t.Errorf("%s: PDF %s, want 1.7 only for two sides", name, version)
	}
	if !bytes.Contains(pdf, []byte("/Lang (ja)")) {
		t.Errorf("%s: no /Lang (ja)", name)
	}
}

// TestBoldStroke: a bold run in a font with no bold of its own is
// emboldened by stroking its outlines, a 30th of the size for a run with
// Han characters and a 20th for others (kana, Hangul, Latin); a run in a
// real bold, or not bold, is not stroked.
func TestBoldStroke(t *testing.T) {
	t.Parallel()
	ja := cardOptions(Papers[0], language.Japanese) // VL PGothic, one weight; DejaVu and DejaVu Bold
	user := cardOptions(Papers[0], language.English)
	user.Bold = user.Regular // --font without --font-bold
	const size = 12
	em := size * ptMM
	tests := []struct {
		name string
		o    Options
		bold bool
		run  Run
		want float64
	}{
		{"bold kanji", ja, true, Run{Text: "子のアガリ", Font: ja.Bold.Name}, em / 30},
		{"bold kana", ja, true, Run{Text: "ツモ", Font: ja.Bold.Name}, em * 0.05},
		{"bold digits in DejaVu Bold", ja, true, Run{Text: "2025", Font: ja.FallbackBold.Name}, 0},
		{"regular kanji", ja, false, Run{Text: "子のアガリ", Font: ja.Regular.Name}, 0},
		{"bold Latin in a one-weight font", user, true, Run{Text: "Mangan", Font: user.Regular.Name}, em * 0.05},
		{"bold Latin in DejaVu Bold", cardOptions(Papers[0], language.English), true, Run{Text: "Mangan", Font: user.FallbackBold.Name}, 0},
	}
	for _, tt := range tests {
		if got := boldStroke(Item{Kind: KindText, Size: size, Bold: tt.bold}, tt.run, tt.o); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: stroke %.4f mm, want %.4f", tt.name, got, tt.want)
		}
	}
}

// TestMarksReadApart: pdftotext -raw (content order, as a viewer copies)
// reads each footnote mark of the non-dealer sheet apart from the number
// it marks ("8,000 5"), where without the mark's /ActualText it read
// "8,0005"; and the page looks the same either way (pdftoppm's pixels).
func TestMarksReadApart(t *testing.T) {
	t.Parallel()
	pdftotext := testenv.NeedTool(t, "pdftotext", "apt-get install poppler-utils")
	pdftoppm := testenv.NeedTool(t, "pdftoppm", "apt-get install poppler-utils")
	dir := t.TempDir()
	write := func(name string, l Layout, o Options) (text string, pixels []byte) {
		t.Helper()
		file := filepath.Join(dir, name+".pdf")
		var buf bytes.Buffer
		if err := Write(&buf, l, o, Meta{Creator: "test", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(pdftotext, "-raw", file, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext %s: %v", name, err)
		}
		png, err := exec.Command(pdftoppm, "-png", "-r", "40", file).Output()
		if err != nil {
			t.Fatalf("pdftoppm %s: %v", name, err)
		}
		return string(out), png
	}
	for _, lang := range []language.Tag{language.English, language.Japanese} {
		doc := composetest.Document(t, "ema2025", sheet.Options{Lang: lang, Version: "test"})
		i := slices.IndexFunc(doc.Sheets, func(s sheet.Sheet) bool { return s.ID == sheet.Nondealer })
		o := cardOptions(Papers[0], lang)
		l, err := Lay(doc.Sheets[i], doc, o)
		if err != nil {
			t.Fatal(err)
		}
		unmarked := l
		unmarked.Pages = slices.Clone(l.Pages)
		var pairs [][2]string // a number, its mark
		for p, page := range l.Pages {
			unmarked.Pages[p].Items = slices.Clone(page.Items)
			for j, it := range page.Items {
				if !it.Mark {
					continue
				}
				unmarked.Pages[p].Items[j].Mark = false
				for _, prev := range slices.Backward(page.Items[:j]) {
					if prev.Kind == KindText {
						pairs = append(pairs, [2]string{strings.TrimSpace(prev.Text), it.Text})
						break
					}
				}
			}
		}
		if len(pairs) < 10 {
			t.Fatalf("%s: %d footnote marks on the non-dealer sheet, want 10 or more", lang, len(pairs))
		}
		text, pixels := write(lang.String(), l, o)
		before, pixelsBefore := write(lang.String()+"-unmarked", unmarked, o)
		for _, p := range pairs {
			if !strings.Contains(text, p[0]+" "+p[1]+"\n") || strings.Contains(text, p[0]+p[1]+"\n") {
				t.Errorf("%s: pdftotext -raw does not read %q and its mark %q apart", lang, p[0], p[1])
			}
		}
		if !strings.Contains(before, "8,0005\n") {
			t.Errorf("%s: without the marks' /ActualText, pdftotext -raw no longer reads 8,0005: the test shows nothing", lang)
		}
		if !bytes.Equal(pixels, pixelsBefore) {
			t.Errorf("%s: the marks' /ActualText changes how the page looks", lang)
		}
	}
}
