package main

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

func pdfConf() *model.Configuration {
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationStrict
	return conf
}

// TestPDFEverySheetAndPaper builds every sheet on every paper, portrait and
// landscape, validates each file with pdfcpu and checks its pages and size.
func TestPDFEverySheetAndPaper(t *testing.T) {
	t.Parallel()
	papers := map[string][2]float64{"a4": {595.28, 841.89}, "letter": {612, 792}, "a5": {419.53, 595.28}}
	for paper, size := range papers {
		for _, landscape := range []bool{false, true} {
			dir := t.TempDir()
			args := []string{"build", "--format", "pdf", "--paper", paper, "--rules", "tenhou"}
			suffix := paper
			if landscape {
				args = append(args, "--landscape")
				suffix += "-landscape"
			}
			if res := hayami(t, dir, args...); res.code != 0 {
				t.Fatalf("%v: exit %d: %s", args, res.code, res.stderr)
			}
			for _, sheet := range []string{"nondealer", "dealer", "limits", "fu", "cheatsheet", "card"} {
				name := "tenhou-en-" + sheet + "-" + suffix + ".pdf"
				w, h := size[0], size[1]
				if sheet == "card" {
					name, w, h = "tenhou-en-card.pdf", 240.94, 155.91
				} else if landscape {
					w, h = h, w
				}
				data, err := os.ReadFile(filepath.Join(dir, "out", name))
				if err != nil {
					t.Fatal(err)
				}
				if err := api.Validate(bytes.NewReader(data), pdfConf()); err != nil {
					t.Errorf("%s: not a valid PDF: %v", name, err)
				}
				dims, err := api.PageDims(bytes.NewReader(data), pdfConf())
				if err != nil {
					t.Fatal(err)
				}
				pages := len(dims)
				want := map[string]int{"cheatsheet": 2, "card": 4}[sheet] // a two-sided card per winner
				if want == 0 {
					want = 1
				}
				if !landscape && paper != "a5" && pages != want {
					t.Errorf("%s: %d pages, want %d", name, pages, want)
				}
				if pages < want {
					t.Errorf("%s: %d pages, want at least %d", name, pages, want)
				}
				for i, d := range dims {
					if math.Abs(d.Width-w) > 0.5 || math.Abs(d.Height-h) > 0.5 {
						t.Errorf("%s page %d: %.2f × %.2f pt, want %.2f × %.2f", name, i+1, d.Width, d.Height, w, h)
					}
				}
			}
		}
	}
}

// pdfText extracts a PDF's text with pdftotext -layout.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	out, err := exec.Command(testenv.NeedTool(t, "pdftotext", "apt-get install poppler-utils"), "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	return string(out)
}

// fuRow returns the payments of a fu row: the line that starts with the
// fu label holds the ron payments, the next line with payments the tsumo
// payments. Footnote marks are dropped.
func fuRow(text, label string) (ron, tsumo []string) {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		fields := strings.Fields(line)
		if len(fields) < 2 || fields[0] != label {
			continue
		}
		ron = payments(fields[1:])
		for _, next := range lines[i+1:] {
			if tsumo := payments(strings.Fields(next)); len(tsumo) > 0 { // not a line of marks
				return ron, tsumo
			}
		}
	}
	return nil, nil
}

// payments drops footnote marks: lone digits, and digits after a dash.
func payments(fields []string) []string {
	var out []string
	for _, f := range fields {
		switch {
		case strings.HasPrefix(f, "—"):
			out = append(out, "—")
		case len(f) > 1 || f == "—":
			out = append(out, f)
		}
	}
	return out
}

// TestPDFTextHasThePayments reads the tables back out of the PDFs and
// finds each row's payments in the order of the cells.
func TestPDFTextHasThePayments(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	hayami(t, dir, "build", "--format", "pdf", "--rules", "ema2025", "--out", "kiriage")
	hayami(t, dir, "build", "--format", "pdf", "--rules", "ema2016", "--out", "plain")
	hayami(t, dir, "build", "--format", "pdf", "--rules", "tenhou-sanma", "--set", "sanma.tsumo=bisection", "--out", "sanma")
	tests := []struct {
		file, label string
		ron, tsumo  string
	}{
		{"kiriage/ema2025-en-nondealer-a4.pdf", "30", "1,000 2,000 3,900 8,000", "300-500 500-1,000 1,000-2,000 2,000-4,000"},
		{"plain/ema2016-en-nondealer-a4.pdf", "30", "1,000 2,000 3,900 7,700", "300-500 500-1,000 1,000-2,000 2,000-3,900"},
		{"plain/ema2016-en-nondealer-a4.pdf", "40", "1,300 2,600 5,200 8,000", "400-700 700-1,300 1,300-2,600 2,000-4,000"},
		{"plain/ema2016-en-dealer-a4.pdf", "30", "1,500 2,900 5,800 11,600", "500 all 1,000 all 2,000 all 3,900 all"},
		{"plain/ema2016-en-nondealer-a4.pdf", "20", "— — — —", "— 400-700 700-1,300 1,300-2,600"},
		{"plain/ema2016-en-nondealer-a4.pdf", "110", "3,600 7,100 8,000 8,000", "— 1,800-3,600 2,000-4,000 2,000-4,000"},
		{"kiriage/ema2025-en-nondealer-a4.pdf", "110", "— 7,100 8,000 8,000", "— 1,800-3,600 2,000-4,000 2,000-4,000"},
		// Both winners side by side (the sheet is laid out landscape): a text line holds both grids' row.
		{"sanma/tenhou-sanma-sanma-tsumo-bisection-en-sanma-a4.pdf", "30", "1,000 2,000 3,900 7,700 30 1,500 2,900 5,800 11,600",
			"500-700 800-1,300 1,500-2,500 3,000-4,900 800 all 1,500 all 3,000 all 5,900 all"},
	}
	for _, tt := range tests {
		text := pdfText(t, filepath.Join(dir, tt.file))
		ron, tsumo := fuRow(text, tt.label)
		if got := strings.Join(ron, " "); got != tt.ron {
			t.Errorf("%s, %s fu ron: got %q, want %q", tt.file, tt.label, got, tt.ron)
		}
		if got := strings.Join(tsumo, " "); got != tt.tsumo {
			t.Errorf("%s, %s fu tsumo: got %q, want %q", tt.file, tt.label, got, tt.tsumo)
		}
	}
	limits := pdfText(t, filepath.Join(dir, "plain/ema2016-en-limits-a4.pdf"))
	for _, want := range []string{"Mangan", "8,000", "2,000-4,000", "12,000", "4,000 all", "Yakuman", "32,000", "16,000 all"} {
		if !strings.Contains(limits, want) {
			t.Errorf("limits sheet lacks %q", want)
		}
	}
	footer := pdfText(t, filepath.Join(dir, "kiriage/ema2025-en-fu-a4.pdf"))
	for _, want := range []string{"Rules: EMA 2025. EMA Riichi Rules", "Kiriage mangan: on.", "13+ counted han: sanbaiman.", "Honba: 300 per counter on a ron, 100 from each tsumo payer.",
		"Tsumo written 300-500 = non-dealers / dealer", "Made with hayami " + version.Current, "Seat and round wind at once"} {
		if !strings.Contains(footer, want) {
			t.Errorf("fu sheet lacks %q", want)
		}
	}
}

func TestPDFIsReproducible(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	build := func(out string, env map[string]string) []byte {
		if res := hayamiEnv(t, dir, env, "build", "--format", "pdf", "--out", out, "--title", "Spring Open", "--club", "Tonbo"); res.code != 0 {
			t.Fatalf("exit %d: %s", res.code, res.stderr)
		}
		data, err := os.ReadFile(filepath.Join(dir, out, "ema2025-en-cheatsheet-a4.pdf"))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	a, b := build("a", nil), build("b", nil)
	if !bytes.Equal(a, b) {
		t.Error("two builds gave different PDF bytes")
	}
	epoch := map[string]string{"SOURCE_DATE_EPOCH": "1700000000"}
	c, d := build("c", epoch), build("d", epoch)
	if !bytes.Equal(c, d) {
		t.Error("two builds with the same SOURCE_DATE_EPOCH differ")
	}
	if bytes.Equal(a, c) || !bytes.Contains(c, []byte("D:20231114")) {
		t.Error("SOURCE_DATE_EPOCH=1700000000 (2023-11-14) is not the PDF's date")
	}
	info, err := api.PDFInfo(bytes.NewReader(a), "cheatsheet.pdf", nil, false, pdfConf())
	if err != nil {
		t.Fatal(err)
	}
	if info.Title != "Spring Open: Points cheat sheet" || info.Creator != "hayami "+version.Current || !strings.Contains(info.Subject, "Club: Tonbo") {
		t.Errorf("metadata: title %q, creator %q, subject %q", info.Title, info.Creator, info.Subject)
	}
	if !bytes.Contains(a, []byte("/Lang (en)")) {
		t.Error("no document language")
	}
}

func TestPDFBadFonts(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("cff.otf", append([]byte("OTTO"), make([]byte, 100)...))
	write("collection.ttc", append([]byte("ttcf"), make([]byte, 100)...))
	write("text.ttf", []byte("this is not a font at all, just some text"))
	write("broken.ttf", append([]byte{0, 1, 0, 0}, make([]byte, 100)...))
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--font", "cff.otf"}, "hayami: font cff.otf: an OpenType font with CFF outlines; hayami needs a TrueType (glyf) font"},
		{[]string{"--font", "collection.ttc"}, "hayami: font collection.ttc: font collection of 0 fonts has no font #0"},
		{[]string{"--font", "text.ttf"}, `hayami: font text.ttf: not a TrueType font (it starts with "this")`},
		{[]string{"--font", "broken.ttf"}, "hayami: font broken.ttf: "},
		{[]string{"--font", "missing.ttf"}, "hayami: --font: missing.ttf: no such file or directory"},
		{[]string{"--club", "麻雀ก"}, "hayami: ema2025-en-nondealer-a4.pdf: pdf sheet nondealer: font DejaVuSansCondensed-hayami.ttf has no glyph for U+0E01 'ก'"},
		{[]string{"--paper", "b5"}, "hayami: --paper b5: use a4, letter, a5"},
		{[]string{"--paper", "a6"}, "hayami: --paper a6: use a4, letter, a5"},
		{[]string{"--paper", "leter"}, "hayami: --paper leter: did you mean letter?"},
	}
	for _, tt := range tests {
		res := hayami(t, dir, append([]string{"build", "--format", "pdf"}, tt.args...)...)
		if res.code == 0 || !strings.HasPrefix(res.stderr, tt.want) || strings.Count(res.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q, want %q", tt.args, res.code, res.stderr, tt.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); !os.IsNotExist(err) {
		t.Error("a failed PDF build left an output folder")
	}
	// A real TrueType font from the system works, and is embedded.
	const dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
	if _, err := os.Stat(dejavu); err == nil {
		res := hayami(t, dir, "build", "--format", "pdf", "--font", dejavu)
		if res.code != 0 {
			t.Errorf("--font %s: %s", dejavu, res.stderr)
		}
	}
}

// BenchmarkDefaultBuild runs the whole default "hayami" as a process.
func BenchmarkDefaultBuild(b *testing.B) {
	dir := b.TempDir()
	for b.Loop() {
		cmd := exec.Command(binary)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v: %s", err, out)
		}
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "out"))
	b.ReportMetric(float64(len(entries)), "files")
}

// TestGameSheetsPDFText reads the final-score and point-gap PDFs of
// M-League's rules (start 25,000, return 30,000, uma 30/10/−10/−30, oka
// 20,000, ties by seat, kiriage) back with pdftotext: the worked example
// and a row of match points as a player works them out by hand, and every
// hand the gap tables name, as often as the document model names it.
func TestGameSheetsPDFText(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if res := hayami(t, dir, "build", "--format", "pdf", "--rules", "mleague", "--sheets", "final,gaps", "--out", "out"); res.code != 0 {
		t.Fatalf("exit %d: %s", res.code, res.stderr)
	}
	final := pdfText(t, filepath.Join(dir, "out", "mleague-en-final-a4.pdf"))
	for _, want := range []string{
		// 42,700: (42,700 − 30,000) ÷ 1,000 + 30 uma + 20 oka; South and
		// West tie on 24,300, South sits nearer the first dealer.
		`East\s+42,700\s+1st\s+\+12\.7\s+\+50\.0\s+\+62\.7`,
		`South\s+24,300\s+2nd \(tied\)\s+−5\.7\s+\+10\.0\s+\+4\.3`,
		`West\s+24,300\s+3rd \(tied\)\s+−5\.7\s+−10\.0\s+−15\.7`,
		`North\s+8,700\s+4th\s+−21\.3\s+−30\.0\s+−51\.3`,
		`40,000\s+\+60\.0\s+\+20\.0\s+0\.0\s+—`, // no last place above an equal share
		`11,000\s+—\s+−9\.0\s+−29\.0\s+−49\.0`,  // no first place below it
	} {
		if !regexp.MustCompile(want).MatchString(final) {
			t.Errorf("final scores lack %s", want)
		}
	}
	gaps := pdfText(t, filepath.Join(dir, "out", "mleague-en-gaps-a4.pdf"))
	r, err := ruleset.Preset("mleague")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	doc := compose.Build(tables, sheet.Options{Lang: language.English}, []string{sheet.Gaps})
	var model strings.Builder // every cell line of the model, and the hands they name
	hands := map[string]bool{}
	for _, tab := range doc.Sheets[0].Tables {
		for _, row := range tab.Rows {
			for _, c := range row.Cells {
				for _, line := range c.Lines {
					model.WriteString(line.Text + "\n")
					if strings.HasSuffix(line.Text, " fu") { // "3 han 30 fu"; "(3 han 25 fu)" draws level
						hands[line.Text] = true
					}
				}
			}
		}
	}
	want := map[string]int{}
	for hand := range hands {
		want[hand] = strings.Count(model.String(), hand)
	}
	if len(want) < 15 {
		t.Fatalf("only %d hands named in the gap tables", len(want))
	}
	for hand, n := range want {
		if got := strings.Count(gaps, hand); got != n {
			t.Errorf("the gap tables name %q %d times in the PDF, %d in the model", hand, got, n)
		}
	}
}
