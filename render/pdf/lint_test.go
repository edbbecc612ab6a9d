package pdf_test

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
)

// The print lint lays out every printed sheet as a club prints it and
// reads the layout model as a player at the table would: every sheet kind
// × paper (A4, Letter, A5, portrait and landscape) × language × a four-
// and a three-player preset, with a 120-character club name and title.
// The pocket card is laid out both ways: a card per winner, and both
// winners on one card ("card-both"). Each finding names the rule, the
// sheet, the page and the text.

// lintClub and lintTitle are as long as a club's name and an event's
// title get: 120 characters of words.
const (
	lintClub  = "Tonbo Riichi Mahjong Club of the Kamigyo Ward Community Centre, Thursday and Saturday Evenings, Beginners Welcome Here!!"
	lintTitle = "Spring Open of the Tonbo Riichi Mahjong Club, Second Round: Points Tables for the Tables of the Main Hall and the Annexe"
)

// finding is one place a printed sheet breaks a lint rule.
type finding struct {
	rule string // broken-word, kinsoku, small-type, pages, empty, sizes
	at   string // sheet, paper, page
	text string
}

func (f finding) String() string { return f.rule + ": " + f.at + ": " + f.text }

// lintCase is one sheet laid out on one paper.
type lintCase struct {
	name   string
	loc    locale.Locale
	doc    sheet.Document
	sheet  sheet.Sheet
	layout pdf.Layout
	paper  pdf.Paper
	land   bool
}

// TestPrintLint runs the lint over the whole matrix. What it finds is
// kept in testdata/print-lint.txt, the findings not yet fixed: a new
// finding fails the test, naming its rule, sheet, page and text, and so
// does one that no longer occurs (go test ./render/pdf -run PrintLint
// -update rewrites the list, whose diff then shows what a change fixed).
// Under -short fewer languages are laid out: only new findings fail.
func TestPrintLint(t *testing.T) {
	t.Parallel()
	if len(lintClub) != 120 || len(lintTitle) != 120 {
		t.Fatalf("club %d, title %d characters; want 120", len(lintClub), len(lintTitle))
	}
	// The languages are laid out side by side, one a core.
	locales := pdf.ShortLocales(t)
	results := make([][]finding, len(locales))
	errs := make([]error, len(locales))
	var wg sync.WaitGroup
	cores := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, loc := range locales {
		wg.Go(func() {
			cores <- struct{}{}
			defer func() { <-cores }()
			results[i], errs[i] = lintLanguage(loc)
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	var got []string
	for _, fs := range results {
		for _, f := range fs {
			counts[f.rule]++
			got = append(got, f.String())
		}
	}
	slices.Sort(got)
	got = slices.Compact(got)
	for _, rule := range slices.Sorted(maps.Keys(counts)) {
		t.Logf("%s: %d findings", rule, counts[rule])
	}
	const known = "testdata/print-lint.txt"
	if *update && !testing.Short() {
		var text strings.Builder // a line a finding: no findings, an empty file
		for _, f := range got {
			text.WriteString(f + "\n")
		}
		if err := os.WriteFile(known, []byte(text.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(known)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.FieldsFunc(string(data), func(r rune) bool { return r == '\n' })
	for _, f := range got {
		if _, ok := slices.BinarySearch(want, f); !ok {
			t.Errorf("new: %s", f)
		}
	}
	if testing.Short() {
		return
	}
	for _, f := range want {
		if _, ok := slices.BinarySearch(got, f); !ok {
			t.Errorf("fixed, still listed in %s (run with -update): %s", known, f)
		}
	}
}

// lintLanguage lays out one language's part of the matrix: the printed
// sheets of two presets on every paper and orientation, and the
// both-winners card, and returns what the lint finds in them.
func lintLanguage(loc locale.Locale) ([]finding, error) {
	lang := language.MustParse(loc.Language)
	reg, bold := fonts.Named(loc.Font)
	fallback, fallbackBold := fonts.Default()
	var found []finding
	for _, preset := range []string{"ema2025", "tenhou-sanma"} {
		r, err := ruleset.Preset(preset)
		if err != nil {
			return nil, err
		}
		tables, err := standings.Compute(r, 0)
		if err != nil {
			return nil, err
		}
		opts := sheet.Options{Lang: lang, Version: "test", Club: lintClub, Title: lintTitle, Totals: sheet.TotalsDefault(r.Players)}
		doc := compose.Build(tables, opts, compose.PrintIDs(r.Players))
		opts.Card = sheet.CardBoth
		both := compose.Build(tables, opts, []string{sheet.Card})
		o := pdf.Options{Paper: pdf.Papers[0], Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
		l, err := pdf.Lay(both.Sheets[0], both, o)
		if err != nil {
			return nil, fmt.Errorf("%s %s both winners' card: %w", loc.Language, preset, err)
		}
		found = append(found, lint(lintCase{name: fmt.Sprintf("%s/%s/card-both", loc.Language, preset), loc: loc, doc: both, sheet: both.Sheets[0], layout: l, paper: pdf.Papers[0]})...)
		for _, paper := range pdf.Papers {
			for _, land := range []bool{false, true} {
				o := pdf.Options{Paper: paper, Landscape: land, Regular: reg, Bold: bold, Fallback: fallback, FallbackBold: fallbackBold, LatinFromFallback: reg != fallback}
				for _, s := range doc.Sheets {
					if s.Pocket && (land || paper.Name != "a4") { // the card is one size, always landscape
						continue
					}
					l, err := pdf.Lay(s, doc, o)
					if err != nil {
						return nil, fmt.Errorf("%s %s %s: %w", loc.Language, preset, s.ID, err)
					}
					orient := "portrait"
					if land {
						orient = "landscape"
					}
					name := fmt.Sprintf("%s/%s/%s/%s-%s", loc.Language, preset, s.ID, paper.Name, orient)
					if s.Pocket {
						name = fmt.Sprintf("%s/%s/%s", loc.Language, preset, s.ID)
					}
					found = append(found, lint(lintCase{name: name, loc: loc, doc: doc, sheet: s, layout: l, paper: paper, land: land})...)
				}
			}
		}
	}
	return found, nil
}

// lint checks one laid-out sheet against every rule.
func lint(c lintCase) []finding {
	var out []finding
	out = append(out, lintWords(c)...)
	out = append(out, lintType(c)...)
	out = append(out, lintPages(c)...)
	return out
}

// lintWords: no word broken inside (a Latin or Cyrillic line ends with
// part of a word the sheet's texts hold whole), no opening bracket at a
// line's end, no closing mark at a line's start, no number parted from
// its counter, no glossary term split over two lines.
func lintWords(c lintCase) []finding {
	words := sourceWords(c)
	var out []finding
	for pi, p := range c.layout.Pages {
		at := fmt.Sprintf("%s page %d", c.name, pi+1)
		for _, it := range p.Items {
			if it.Kind != pdf.KindText {
				continue
			}
			fs := strings.Fields(it.Text)
			if len(fs) == 0 {
				continue
			}
			if last := bare(fs[len(fs)-1]); broken(last, words, strings.HasPrefix) {
				out = append(out, finding{"broken-word", at, fmt.Sprintf("%q ends inside a word", it.Text)})
			}
			if first := bare(fs[0]); len(fs) > 1 && broken(first, words, strings.HasSuffix) {
				out = append(out, finding{"broken-word", at, fmt.Sprintf("%q starts inside a word", it.Text)})
			}
			if r, _ := utf8.DecodeLastRuneInString(it.Text); strings.ContainsRune("(（「『【〈《〔［｛[", r) {
				out = append(out, finding{"kinsoku", at, fmt.Sprintf("%q ends with an opening bracket", it.Text)})
			}
		}
		for _, pair := range lineJunctions(p) {
			a, b := pair[0].Text, pair[1].Text
			end, _ := utf8.DecodeLastRuneInString(a)
			start, _ := utf8.DecodeRuneInString(b)
			switch {
			case strings.ContainsRune("。、，．）」』】〉》〕］｝：；！？)]}!?,.:;%％", start):
				out = append(out, finding{"kinsoku", at, fmt.Sprintf("%q ⏎ %q: a line starts with a closing mark", a, b)})
			case unicode.IsDigit(end) && startsWithCounter(b, c.loc):
				out = append(out, finding{"kinsoku", at, fmt.Sprintf("%q ⏎ %q: a number parted from its counter", a, b)})
			}
			if term := splitTerm(a, b, c.loc); term != "" {
				out = append(out, finding{"kinsoku", at, fmt.Sprintf("%q ⏎ %q: %s split over two lines", a, b, term)})
			}
		}
	}
	return out
}

// broken reports whether w, a line's first or last word, is no word of the
// sheet's texts but a part of one (cut at the end or start of a longer word).
func broken(w string, words map[string]bool, part func(s, part string) bool) bool {
	if utf8.RuneCountInString(w) < 1 || words[w] || !hasLetter(w) || isCJKText(w) || strings.HasSuffix(w, "…") || strings.HasSuffix(w, "-") {
		return false
	}
	for word := range words {
		if len(word) > len(w) && part(word, w) {
			return true
		}
	}
	return false
}

// sourceWords collects every space-separated word of every text in the
// sheet and its document, and the glossary's: what a line may start or
// end with whole.
func sourceWords(c lintCase) map[string]bool {
	words := map[string]bool{}
	add := func(s string) {
		for _, f := range strings.Fields(s) {
			words[bare(f)] = true
			// a hyphen, dash or slash is a place a line may break, and so is
			// the edge of Chinese or Japanese text ("満貫。" ⏎ "hayami",
			// "Annexe：子のアガリ")
			for _, part := range strings.FieldsFunc(f, func(r rune) bool {
				return r == '-' || r == '–' || r == '—' || r == '/' || r >= 0x2E80 && (isCJKText(string(r)) || unicode.IsPunct(r))
			}) {
				words[bare(part)] = true
			}
		}
	}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.String:
			add(v.String())
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Pointer:
			if !v.IsNil() {
				walk(v.Elem())
			}
		}
	}
	walk(reflect.ValueOf(c.sheet))
	walk(reflect.ValueOf(c.doc.LineNames))
	for _, g := range c.loc.Glossary {
		add(g)
	}
	return words
}

// bare trims the punctuation around a word, keeping a trailing hyphen
// (a line may end at one) and an ellipsis (a name cut short).
func bare(w string) string {
	return strings.TrimFunc(w, func(r rune) bool {
		return unicode.IsPunct(r) && r != '-' && r != '…' && r != '–' || unicode.IsSymbol(r) && r != '×'
	})
}

func hasLetter(s string) bool { return strings.ContainsFunc(s, unicode.IsLetter) }

func isCJKText(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool {
		return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
	})
}

// lineJunctions pairs each line of a wrapped paragraph with the next: two
// texts of one size and weight, starting at the same x, one line below
// the other.
func lineJunctions(p pdf.Page) [][2]pdf.Item {
	type key struct {
		x, size float64
		bold    bool
	}
	groups := map[key][]pdf.Item{}
	for _, it := range p.Items {
		if it.Kind == pdf.KindText {
			k := key{math.Round(it.X*10) / 10, it.Size, it.Bold}
			groups[k] = append(groups[k], it)
		}
	}
	var out [][2]pdf.Item
	for _, k := range slices.SortedFunc(maps.Keys(groups), func(a, b key) int {
		if a.x != b.x {
			return int(math.Copysign(1, a.x-b.x))
		}
		return int(math.Copysign(1, a.size-b.size))
	}) {
		g := groups[k]
		sort.Slice(g, func(i, j int) bool { return g[i].Y < g[j].Y })
		step := k.size * 25.4 / 72 * 1.25
		for i := 1; i < len(g); i++ {
			if dy := g[i].Y - g[i-1].Y; math.Abs(dy-step) < 0.12*step {
				out = append(out, [2]pdf.Item{g[i-1], g[i]})
			}
		}
	}
	return out
}

// startsWithCounter reports whether a line starts with a counter: 符, 翻,
// 本場, or the language's words for fu, han and honba.
func startsWithCounter(line string, loc locale.Locale) bool {
	first, _ := utf8.DecodeRuneInString(line)
	if strings.ContainsRune("符翻飜番点本場回枚人局位", first) {
		return true
	}
	word := bare(strings.SplitN(line, " ", 2)[0])
	for _, id := range []string{"fu", "han", "honba"} {
		if g := loc.Glossary[id]; g != "" && strings.EqualFold(word, g) {
			return true
		}
	}
	return false
}

// splitTerm returns the glossary term (満貫, 跳満, 役満…) that line a ends
// and line b starts, or "".
func splitTerm(a, b string, loc locale.Locale) string {
	for _, term := range loc.Glossary {
		rs := []rune(term)
		if len(rs) < 2 || !isCJKText(term) {
			continue
		}
		for k := 1; k < len(rs); k++ {
			if strings.HasSuffix(a, string(rs[:k])) && strings.HasPrefix(b, string(rs[k:])) {
				return term
			}
		}
	}
	return ""
}

// lintType: the smallest type of a table sheet is 7 pt, of the pocket
// card 5 pt.
func lintType(c lintCase) []finding {
	floor := 7.0
	if c.sheet.Pocket {
		floor = 5
	}
	var out []finding
	for pi, p := range c.layout.Pages {
		smallest := pdf.Item{Size: math.Inf(1)}
		smallestMark := smallest
		for _, it := range p.Items {
			switch {
			case it.Kind != pdf.KindText:
			case footnoteMark.MatchString(it.Text):
				if it.Size < smallestMark.Size {
					smallestMark = it
				}
			case it.Size < smallest.Size:
				smallest = it
			}
		}
		at := fmt.Sprintf("%s page %d", c.name, pi+1)
		if smallest.Size < floor-0.05 {
			out = append(out, finding{"small-type", at, fmt.Sprintf("%q at %.1f pt, under %.0f pt", smallest.Text, smallest.Size, floor)})
		}
		if markFloor := floor * 0.7; smallestMark.Size < markFloor-0.05 {
			out = append(out, finding{"small-type", at, fmt.Sprintf("footnote mark %q at %.1f pt, under %.1f pt", smallestMark.Text, smallestMark.Size, markFloor)})
		}
	}
	return out
}

// footnoteMark matches a footnote's mark, set small above the line.
var footnoteMark = regexp.MustCompile(`^[0-9]{1,2}$`)

// designedPages are the pages a sheet is made to take: a cheat sheet's
// front and back, the pocket card's four sides (two for both winners on
// one card, see designed), a game's record on one side (an east-only
// game on each side), a grid, the limits or the fu chart on one page.
// The yaku list, final scores, gaps and drills run as long as they need.
var designedPages = map[string]int{"cheatsheet": 2, "card": 4, "record": 1, "record-east": 2, "nondealer": 1, "dealer": 1, "sanma": 1, "limits": 1, "fu": 1}

// designed is the pages sheet s is made to take; 0: as many as it needs.
func designed(s sheet.Sheet) int {
	if s.BothWinners { // one card, front and back
		return 2
	}
	return designedPages[s.ID]
}

// lintPages: a sheet has the pages it was designed for; no page of a
// one-page sheet is more than 40% empty; the grid numbers of a sheet are
// one size on all its pages.
func lintPages(c lintCase) []finding {
	var out []finding
	want := designed(c.sheet)
	if c.paper.Name == "a5" && (c.sheet.ID == "cheatsheet" || c.sheet.ID == "sanma") { // made for A4 and Letter
		want = 0
	}
	if n := len(c.layout.Pages); want > 0 && n != want {
		out = append(out, finding{"pages", c.name, fmt.Sprintf("%d pages, want %d", n, want)})
	}
	if want == 1 && len(c.layout.Pages) == 1 {
		p := c.layout.Pages[0]
		top, bottom := math.Inf(1), math.Inf(-1)
		footerTop := p.H
		for _, it := range p.Items {
			_, y0, _, y1 := bounds(it)
			if y0 > p.H*0.85 && (it.Kind == pdf.KindText && it.Size <= 7.5 || it.Kind == pdf.KindRule) { // the footer and its rule
				footerTop = min(footerTop, y0)
				continue
			}
			top, bottom = min(top, y0), max(bottom, y1)
		}
		if empty := 1 - (bottom-top)/(footerTop-top); empty > 0.40 {
			out = append(out, finding{"empty", c.name, fmt.Sprintf("%.0f%% of the page empty below its content", empty*100)})
		}
	}
	if len(c.layout.Pages) > 1 {
		sizes := map[float64][]int{}
		for pi, p := range c.layout.Pages {
			if s := commonNumberSize(p); s > 0 && !slices.Contains(sizes[s], pi+1) {
				sizes[s] = append(sizes[s], pi+1)
			}
		}
		if len(sizes) > 1 && c.sheet.ID != "cheatsheet" && !c.sheet.Pocket { // a cheat sheet's and card's back are set apart from their front
			out = append(out, finding{"sizes", c.name, fmt.Sprintf("numbers in sizes %v by page", sizes)})
		}
	}
	return out
}

// payment matches a grid's payment: a ron, a tsumo ("300-500", "500 all"),
// and the Japanese and Chinese tsumo "300・500", so that a page of those is
// not read by its rons alone.
var payment = regexp.MustCompile(`^[0-9][0-9,]{2,}([-・][0-9,]+| all)?$`)

// commonNumberSize is the size most of a page's plain numbers are set in.
func commonNumberSize(p pdf.Page) float64 {
	count := map[float64]int{}
	for _, it := range p.Items {
		if it.Kind == pdf.KindText && !it.Bold && payment.MatchString(it.Text) {
			count[math.Round(it.Size*10)/10]++
		}
	}
	best := 0.0
	for s, n := range count {
		if n > count[best] || n == count[best] && s > best {
			best = s
		}
	}
	return best
}
