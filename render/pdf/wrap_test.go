package pdf

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/locale"
)

// Kinsoku, as the tests check it: closingMarks never start a line
// (closing brackets, punctuation, small kana, the prolonged sound mark,
// iteration marks); openingMarks never end one.
const (
	closingMarks = "。、，．）」』】〉》〕］｝：；！？・ー々ゝゞヽヾ" +
		"ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ" +
		")]}!?,.:;%％°"
	openingMarks = "（「『【〈《〔［｛"
)

func TestBreakable(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"Each cell: ron above": "Each| cell:| ron| above",
		"上段ロン、下段ツモ":            "上|段|ロ|ン、|下|段|ツモ",
		"切り上げる（32 → 40）。":      "切|り|上|げ|る|（32| →| 40）。",
		"親のアガリ：上段ロン":           "親|の|ア|ガ|リ：|上|段|ロ|ン",
		"EMA 2025：子のアガリ":       "EMA| 2025：|子|の|ア|ガ|リ",
		// A number keeps its counter, with or without a space.
		"30符4翻は満貫": "30符|4翻|は|満貫",
		"25 符の手":   "25 符|の|手",
		"ロン1,000点": "ロ|ン|1,000点",
		"2本場を含む":   "2本場|を|含|む",
		// A Latin word or a number inside Japanese stays whole.
		"ルールはWRC 2025です": "ルー|ル|は|WRC| 2025|で|す",
		"点数はpinfuの場合":    "点|数|は|pinfu|の|場|合",
		// Kinsoku: small kana, the long mark, iteration marks and closing
		// marks never start a line; opening brackets never end one.
		"ちょっとジャッジー": "ちょっ|と|ジャッ|ジー",
		"人々のゝ":      "人々|のゝ",
		"「満貫」です！":   "「満貫」|で|す！",
		"【注】『役』〈例〉": "【注】|『役』|〈例〉",
		// A dash keeps to the word after it.
		"Bold: limit. — no hand": "Bold:| limit.| — no| hand",
		// A term of the language stays whole; a counter after "13+" too.
		"太字：満貫以上":   "太|字：|満貫|以|上",
		"親家付500":    "親家|付|500",
		"ツモ500オール":  "ツモ|500|オー|ル",
		"役満（13+翻）":  "役|満|（13+翻）",
		"倍满（8–10番）": "倍|满|（8–10番）",
		// A colon after a space keeps to the word before it.
		"votre règlement : Renhou : oui": "votre| règlement :| Renhou :| oui",
		// A number keeps the short word after it, its counter or unit.
		"which already has 2 han (pinfu":  "which| already| has| 2 han| (pinfu",
		"ab 60 Fu (Kiriage)":              "ab| 60 Fu| (Kiriage)",
		"pays 300 all, then 1,000 points": "pays| 300 all,| then| 1,000| points",
	}
	for in, want := range tests {
		var parts []string
		for _, tok := range breakable(in, []string{"満貫", "親家", "ツモ", "han"}) {
			p := tok.text
			if tok.space {
				p = " " + p
			}
			parts = append(parts, p)
		}
		if got := strings.Join(parts, "|"); got != want {
			t.Errorf("breakable(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestJapaneseLinesKinsoku wraps every Japanese catalog text at many
// widths: no line starts with a closing mark, small kana or a counter
// after a number, none ends with an opening bracket, and the lines put
// back together are the text.
func TestJapaneseLinesKinsoku(t *testing.T) {
	t.Parallel()
	var ja locale.Locale
	for _, l := range locale.Locales() {
		if l.Language == "ja" {
			ja = l
		}
	}
	reg, bold := fonts.Named(ja.Font)
	fallback, fallbackBold := fonts.Default()
	l := &layouter{o: Options{Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: true}, cache: newTextCache()}
	texts := []string{"30符4翻は満貫、25 符の手は2本場を含む。ルールはWRC 2025「満貫」です！"}
	args := strings.NewReplacer("%s", "1,000", "%d", "25", "%v", "2", "%[1]d", "25", "%[2]d", "30", "%[1]s", "1,000", "%[2]s", "2,000")
	for _, m := range ja.Messages {
		for _, text := range m.Texts() {
			texts = append(texts, args.Replace(text))
		}
	}
	for _, text := range texts {
		for w := 30.0; w < 100; w += 6.5 { // narrower, a token may not fit a line and is broken inside
			lines := l.breakLines(text, 9, false, w)
			for i, line := range lines {
				first, _ := utf8.DecodeRuneInString(line)
				last, _ := utf8.DecodeLastRuneInString(line)
				if i > 0 && strings.ContainsRune(closingMarks, first) {
					t.Errorf("%q at %.1f mm: line %q starts with %q", text, w, line, first)
				}
				if i < len(lines)-1 && strings.ContainsRune(openingMarks, last) {
					t.Errorf("%q at %.1f mm: line %q ends with %q", text, w, line, last)
				}
				if prev, _ := utf8.DecodeLastRuneInString(strings.Join(lines[:i], "")); i > 0 && isDigit(prev) && (strings.ContainsRune(counters, first) || isDigit(first)) {
					t.Errorf("%q at %.1f mm: line %q splits a number or its counter", text, w, line)
				}
			}
		}
	}
}

func TestSplitNumber(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"4,000 all": "4,000| all", "4\u00a0000 od każdego": "4\u00a0000| od każdego", "500オール": "500|オール",
		"300・500": "300・500|", "300-500": "300-500|", "—": "—|", "12,000": "12,000|"} {
		num, suffix := splitNumber(in)
		if got := num + "|" + suffix; got != want {
			t.Errorf("splitNumber(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLastLineNotAlone: a paragraph's last line is not one word (or one
// or two Chinese or Japanese characters) when the line before can give it
// a word without adding a line; every line still fits.
func TestLastLineNotAlone(t *testing.T) {
	t.Parallel()
	fallback, fallbackBold := fonts.Default()
	latin := &layouter{o: Options{Regular: fallback, Bold: fallbackBold}, cache: newTextCache()}
	reg, bold := fonts.Named("VL PGothic")
	ja := &layouter{o: Options{Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: true}, cache: newTextCache()}
	tests := []struct {
		l          *layouter
		text, fit  string // fit: the text the width is made for, so that the rest would stand alone
		want       []string
		whyNotMove string
	}{
		{latin, "Paid as mangan: kiriage rounds 1,920 base points up.", "Paid as mangan: kiriage rounds 1,920 base points",
			[]string{"Paid as mangan: kiriage rounds 1,920 base", "points up."}, ""},
		{ja, "ツモの表記：300・500 = 子・親、500オール = 各自の支払い。", "ツモの表記：300・500 = 子・親、500オール = 各自の支払",
			[]string{"ツモの表記：300・500 = 子・親、500オール = 各自の支", "払い。"}, ""},
		{latin, "xx yyyyyyyyyy zzzzzzzzzz", "xx yyyyyyyyyy zzzzzz",
			[]string{"xx yyyyyyyyyy", "zzzzzzzzzz"}, "the last line could not take another word"},
		{latin, "yyyyyyyyyyyyyyyy zz", "yyyyyyyyyyyyyyyy",
			[]string{"yyyyyyyyyyyyyyyy", "zz"}, "the line before has one word only"},
		{latin, "one two three four", "one two three four", []string{"one two three four"}, "one line"},
	}
	for _, tt := range tests {
		width := tt.l.width(tt.fit, 9, false) + 0.01
		got := tt.l.breakLines(tt.text, 9, false, width)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q at %.2f mm: %q, want %q (%s)", tt.text, width, got, tt.want, tt.whyNotMove)
		}
		for _, line := range got {
			if w := tt.l.width(line, 9, false); w > width {
				t.Errorf("%q: line %q is %.2f mm, wider than %.2f", tt.text, line, w, width)
			}
		}
	}
}

// TestKeptWordsBreakWhenNoLineHolds: a number and its counter share a
// line, but where the line is narrower than both they part at their
// space rather than inside a word.
func TestKeptWordsBreakWhenNoLineHolds(t *testing.T) {
	t.Parallel()
	fallback, fallbackBold := fonts.Default()
	l := &layouter{o: Options{Regular: fallback, Bold: fallbackBold}, cache: newTextCache()}
	for _, tt := range []struct {
		text, fit string
		want      []string
	}{
		{"it already has 2 han", "it already has 2", []string{"it already", "has 2 han"}}, // the last line takes a word (balanceLast)
		{"1. Platz", "Platz", []string{"1.", "Platz"}},
	} {
		got := l.breakLines(tt.text, 9, true, l.width(tt.fit, 9, true)+0.01)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestLastLinesOfCatalogTexts wraps every English and Japanese catalog
// text at many widths: the lines put back together are the text, each
// fits, and no last line is one word while the line before has two.
func TestLastLinesOfCatalogTexts(t *testing.T) {
	t.Parallel()
	args := strings.NewReplacer("%s", "1,000", "%d", "25", "%v", "2", "%[1]d", "25", "%[2]d", "30", "%[1]s", "1,000", "%[2]s", "2,000")
	for _, loc := range locale.Locales() {
		if loc.Language != "en" && loc.Language != "ja" {
			continue
		}
		reg, bold := fonts.Named(loc.Font)
		fallback, fallbackBold := fonts.Default()
		l := &layouter{o: Options{Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}, cache: newTextCache()}
		sep := " "
		if loc.Language == "ja" {
			sep = ""
		}
		for _, text := range loc.Texts() {
			text = args.Replace(text)
			for w := 40.0; w < 120; w += 7.5 {
				lines := l.breakLines(text, 9, false, w)
				got := ""
				for i, line := range lines { // a line that ends at a hyphen joins the next without a space
					if i > 0 && !strings.HasSuffix(lines[i-1], "-") {
						got += sep
					}
					got += line
				}
				if sep == " " && got != strings.Join(strings.Fields(text), " ") || sep == "" && strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(text, " ", "") {
					t.Errorf("%s %q at %.1f mm: lines %q lose text", loc.Language, text, w, lines)
				}
				for _, line := range lines {
					if l.width(line, 9, false) > w && len(breakable(line, nil)) > 1 {
						t.Errorf("%s %q at %.1f mm: line %q too wide", loc.Language, text, w, line)
					}
				}
				if n := len(lines); loc.Language == "en" && n > 1 && !strings.Contains(lines[n-1], " ") && strings.Count(lines[n-2], " ") > 0 {
					prev := lines[n-2]
					if l.width(prev[strings.LastIndex(prev, " ")+1:]+" "+lines[n-1], 9, false) <= w {
						t.Errorf("en %q at %.1f mm: last line %q alone", text, w, lines[n-1])
					}
				}
			}
		}
	}
}

// TestLineBeforeNotLeftShort: balancing a last line never leaves the line
// before it one or two characters long ("倍" over "満（8–10翻）").
func TestLineBeforeNotLeftShort(t *testing.T) {
	t.Parallel()
	fallback, fallbackBold := fonts.Default()
	reg, bold := fonts.Named("VL PGothic")
	ja := &layouter{o: Options{Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: true}, cache: newTextCache()}
	text := "倍満（8–10翻）"
	width := ja.width("満（8–10翻）", 9, false) + 0.01 // the whole does not fit, its last three tokens do
	got := ja.breakLines(text, 9, false, width)
	if want := []string{"倍満", "（8–10翻）"}; !slices.Equal(got, want) {
		t.Errorf("%q at %.2f mm: %q, want %q", text, width, got, want)
	}
}
