package main

import (
	"bytes"
	be "encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// clubNameCandidates are characters common in club names in each CJK
// language (places, "friends", "society", "dragon"); the test takes the
// first 20 that no catalog has, so a new message does not break it.
var clubNameCandidates = map[string]string{
	"ja":      "鷺宮浜札幌仙台福岡神戸熊鹿児島柏浦渋谷池蒲田梅吉祥寺荻窪",
	"zh-Hans": "朝阳淀杭州苏广深圳武汉重庆厦友协棋龙鹏鑫沈宁镇锡",
	"zh-Hant": "臺灣台雄新竹桃園嘉義彰化宜蘭澎湖友龍鵬鑫屏基隆苗栗",
	"ko":      "울광회달강숭빛솔숲꽃봄늘햇살돌섬바꿈콩뜰솟샘잎벗누리",
}

// clubNames are 20 characters of each language's candidates that no
// catalog has.
var clubNames = func() map[string]string {
	catalogs := catalogRunes()
	names := map[string]string{}
	for lang, candidates := range clubNameCandidates {
		var name []rune
		for _, r := range candidates {
			if len(name) < 20 && !strings.ContainsRune(catalogs, r) {
				name = append(name, r)
			}
		}
		names[lang] = string(name)
	}
	return names
}()

// catalogRunes is every character of every catalog.
func catalogRunes() string {
	var b strings.Builder
	for _, l := range locale.Locales() {
		b.WriteString(strings.Join(l.Texts(), ""))
	}
	return b.String()
}

// TestClubNamesPrintInEveryCJKLanguage: the real binary prints a club
// name of characters no catalog has in Japanese, Chinese and Korean, and
// a Japanese one on an English sheet and with --font; pdftotext reads
// each back. A short run leaves out Chinese and Korean.
func TestClubNamesPrintInEveryCJKLanguage(t *testing.T) {
	t.Parallel()
	for lang, name := range clubNames {
		if n := utf8.RuneCountInString(name); n != 20 {
			t.Errorf("%s: only %d candidates are in no catalog, want 20 (add candidates)", lang, n)
		}
	}
	runs := [][]string{
		{"--lang", "ja", "--club", clubNames["ja"]},
		{"--lang", "zh-Hans", "--club", clubNames["zh-Hans"]},
		{"--lang", "zh-Hant", "--club", clubNames["zh-Hant"]},
		{"--lang", "ko", "--club", clubNames["ko"]},
		{"--lang", "en", "--club", clubNames["ja"] + " " + clubNames["ko"]},
		{"--lang", "ja", "--club", clubNames["ja"], "--font", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"},
	}
	for _, args := range testenv.ShortBy(t, runs, func(args []string) string { return args[1] }, testenv.Languages...) {
		dir := t.TempDir()
		res := binaryRun(t, dir, nil, append([]string{"build", "--format", "pdf", "--sheets", "nondealer", "--out", "."}, args...)...)
		if res.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, res.code, res.stderr)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
		if len(files) != 1 {
			t.Fatalf("%v: wrote %v", args, files)
		}
		text := strings.Join(strings.Fields(pdfText(t, files[0])), "")
		if club := strings.ReplaceAll(args[3], " ", ""); !strings.Contains(text, club) {
			t.Errorf("%v: pdftotext does not find %s in:\n%.300s", args, club, text)
		}
	}
}

// sheetFor builds the EMA 2025 non-dealer sheet in a language with a club name.
func sheetFor(t testing.TB, lang, club string) (sheet.Sheet, sheet.Document) {
	t.Helper()
	r, err := ruleset.Preset("ema2025")
	if err != nil {
		t.Fatal(err)
	}
	tables, err := standings.Compute(r, 0)
	if err != nil {
		t.Fatal(err)
	}
	doc := compose.Build(tables, sheet.Options{Lang: language.MustParse(lang), Version: "test", Club: club}, []string{"nondealer"})
	return doc.Sheets[0], doc
}

// embeddedOptions are the PDF options of a language without --font.
func embeddedOptions(t testing.TB, lang string) pdf.Options {
	t.Helper()
	o, err := pipeline.PDFOptions(pipeline.Settings{Paper: "a4"}, language.MustParse(lang))
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestChainChoosesFonts: each character of a club name is drawn by the
// font the chain's order gives (see fontchain.For).
func TestChainChoosesFonts(t *testing.T) {
	t.Parallel()
	const (
		vl, vlExt    = "VLPGothic-hayami.ttf", "VLPGothic-JISX0208-hayami.ttf"
		ko, koExt    = "BaekmukDotum-hayami.ttf", "BaekmukDotum-KSX1001-hayami.ttf"
		hans, hansEx = "ARPLSungtiLGB-hayami.ttf", "ARPLSungtiLGB-GB2312-2-hayami.ttf"            // 鹏 is in the second part
		hant2, hant3 = "ARPLMingti2LBig5-Big5-2-hayami.ttf", "ARPLMingti2LBig5-Big5-3-hayami.ttf" // 灣, 臺: Big5 in stroke order
		dejavu       = "DejaVuSansCondensed-hayami.ttf"
	)
	tests := []struct {
		lang, club string
		want       []string // the font of each run of the club's text
	}{
		{"ja", "鷺麻A", []string{vlExt, vl, dejavu}},               // 麻 is in the Japanese catalog's cut, 鷺 in its extension
		{"ja", "서울", []string{ko, koExt}},                        // Hangul from the Korean fonts (서 is in the Korean catalog)
		{"ja", "鹏", []string{hansEx}},                            // simplified only: not in JIS X 0208 nor Big5
		{"zh-Hans", "クラブ", []string{vl}},                         // kana from the Japanese font, not GB 2312's
		{"zh-Hans", "臺灣", []string{hant3, hant2}},                // traditional forms from Big5 first, each from its part
		{"zh-Hant", "鹏", []string{hansEx}},                       // simplified from GB 2312 first
		{"ko", "鷺", []string{"BaekmukDotum-KSX1001-hayami.ttf"}}, // hanja in KS X 1001
		{"en", "鷺", []string{vlExt}},                             // Han on a Latin sheet: Japanese first
		{"en", "鹏", []string{hansEx}},                            // ... then Traditional, then Simplified
		{"en", "한", []string{ko}},                                // Hangul: Korean
	}
	for _, tt := range tests {
		s, doc := sheetFor(t, tt.lang, tt.club)
		lay, err := pdf.Lay(s, doc, embeddedOptions(t, tt.lang))
		if err != nil {
			t.Fatalf("%s %s: %v", tt.lang, tt.club, err)
		}
		var got []string
		for _, it := range lay.Pages[0].Items {
			if !strings.HasSuffix(it.Text, tt.club) {
				continue
			}
			for _, r := range it.Runs {
				if strings.Contains(tt.club, r.Text) {
					got = append(got, r.Font)
				}
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s %q: fonts %v, want %v", tt.lang, tt.club, got, tt.want)
		}
	}
	// A character no font has is still an error naming it.
	s, doc := sheetFor(t, "ja", "麻雀ก")
	if _, err := pdf.Lay(s, doc, embeddedOptions(t, "ja")); err == nil || !strings.Contains(err.Error(), "U+0E01") {
		t.Errorf("Thai in a Japanese sheet: %v, want an error naming U+0E01", err)
	}
}

// TestJapaneseClubSheetSize: a Japanese sheet with a club name from the
// JIS X 0208 extension stays under 200 KB, and carries the fonts' real names.
func TestJapaneseClubSheetSize(t *testing.T) {
	t.Parallel()
	s, doc := sheetFor(t, "ja", clubNames["ja"])
	var b bytes.Buffer
	if err := pdf.Render(&b, s, doc, embeddedOptions(t, "ja"), pdf.Meta{Creator: "test", Date: pipeline.DefaultDate}); err != nil {
		t.Fatal(err)
	}
	if b.Len() > 200_000 {
		t.Errorf("%d bytes, want at most 200,000", b.Len())
	}
	for _, name := range []string{"+VL-PGothic-Regular\n", "+DejaVuSansCondensed\n", "+DejaVuSansCondensed-Bold\n"} {
		if !bytes.Contains(b.Bytes(), []byte("/BaseFont /")) || bytes.Count(b.Bytes(), []byte(name)) < 2 {
			t.Errorf("no font embedded as …%q", name)
		}
	}
	if bytes.Contains(b.Bytes(), []byte("/utf8")) {
		t.Error("a font keeps fpdf's name utf8…")
	}
}

// TestFontCollections: --font takes a .ttc, its first font or the one
// "#N" names; CFF fonts are refused with the reason.
func TestFontCollections(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	regular, bold := fonts.Default()
	if err := os.WriteFile(filepath.Join(dir, "pair.ttc"), collection(regular.Data, bold.Data), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, font := range []string{"pair.ttc", "pair.ttc#1"} {
		res := hayami(t, dir, "build", "--format", "pdf", "--sheets", "limits", "--font", font)
		if res.code != 0 {
			t.Errorf("--font %s: exit %d: %s", font, res.code, res.stderr)
		}
	}
	res := hayami(t, dir, "build", "--format", "pdf", "--font", "pair.ttc#2")
	if want := "hayami: font pair.ttc#2: font collection of 2 fonts has no font #2"; !strings.HasPrefix(res.stderr, want) {
		t.Errorf("pair.ttc#2: %q, want %q", res.stderr, want)
	}
}

// collection writes fonts as a TrueType collection: its header, then each
// font with its table offsets moved by where the font starts.
func collection(files ...[]byte) []byte {
	out := be.BigEndian.AppendUint32([]byte("ttcf"), 0x00010000)
	out = be.BigEndian.AppendUint32(out, uint32(len(files)))
	at := len(out) + 4*len(files)
	var body []byte
	for _, f := range files {
		out = be.BigEndian.AppendUint32(out, uint32(at+len(body)))
		f = slices.Clone(f)
		for i := range int(be.BigEndian.Uint16(f[4:])) {
			record := 12 + 16*i
			be.BigEndian.PutUint32(f[record+8:], be.BigEndian.Uint32(f[record+8:])+uint32(at+len(body)))
		}
		body = append(body, f...)
	}
	return append(out, body...)
}

// BenchmarkJapaneseClubSheet lays out and writes a Japanese sheet in
// process, with a club name in the catalog's characters and with one in
// none (target: under 60 ms): the difference is the time the JIS X 0208
// extension adds to a sheet that draws from it (once unpacked).
func BenchmarkJapaneseClubSheet(b *testing.B) {
	for _, name := range []string{"catalog", "beyond"} {
		club := map[string]string{"catalog": "麻雀", "beyond": clubNames["ja"]}[name]
		b.Run(name, func(b *testing.B) {
			s, doc := sheetFor(b, "ja", club)
			o := embeddedOptions(b, "ja")
			var out bytes.Buffer
			for b.Loop() {
				out.Reset()
				if err := pdf.Render(&out, s, doc, o, pdf.Meta{Creator: "test", Date: pipeline.DefaultDate}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(out.Len()), "bytes")
		})
	}
}
