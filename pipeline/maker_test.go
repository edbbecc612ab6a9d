package pipeline

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// build builds s over the defaults as change sets it, or fails the test.
func build(t *testing.T, change func(*Settings)) []File {
	t.Helper()
	s := Defaults()
	change(&s)
	files, err := Build(s)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestBuildTenhouKiriage checks the page's first test in Go: tenhou with
// kiriage on pays 8,000 for 4 han 30 fu.
func TestBuildTenhouKiriage(t *testing.T) {
	t.Parallel()
	files := build(t, func(s *Settings) {
		s.Rules, s.Set, s.Format, s.Sheets = "tenhou", []string{"kiriage=true"}, []string{"md", "pdf"}, []string{"nondealer"}
	})
	var names []string
	for _, f := range files {
		names = append(names, f.Name+" "+f.Type)
	}
	want := []string{"tenhou-kiriage-en-nondealer.md text/markdown; charset=utf-8", "tenhou-kiriage-en-nondealer-a4.pdf application/pdf"} // in the order asked; a variant of tenhou
	if !slices.Equal(names, want) {
		t.Fatalf("files %q, want %q", names, want)
	}
	md := string(files[0].Data)
	i := strings.Index(md, "| **30** |")
	if i < 0 {
		t.Fatalf("no 30 fu row in\n%s", md)
	}
	row := md[i : i+strings.IndexByte(md[i:], '\n')]
	if cells := strings.Split(row, "|"); len(cells) < 6 || !strings.Contains(cells[5], "8,000") {
		t.Errorf("4 han 30 fu with kiriage: %q, want 8,000", row)
	}
	if !bytes.HasPrefix(files[1].Data, []byte("%PDF-")) {
		t.Errorf("the PDF starts %q", files[1].Data[:8])
	}
}

// TestBuildIsDeterministic checks that the same settings make the same
// bytes, and that the date changes only the date.
func TestBuildIsDeterministic(t *testing.T) {
	t.Parallel()
	pdf := func(epoch string) []byte {
		return build(t, func(s *Settings) {
			s.Format, s.Sheets, s.SourceDateEpoch = []string{"pdf"}, []string{"limits"}, epoch
		})[0].Data
	}
	a, b, c := pdf(""), pdf(""), pdf("1700000000")
	if !bytes.Equal(a, b) {
		t.Error("two builds of the same settings differ")
	}
	if bytes.Equal(a, c) || !bytes.Contains(c, []byte("D:20231114")) {
		t.Error("SOURCE_DATE_EPOCH=1700000000 is not the PDF's date")
	}
}

// TestCheckFindsEveryError checks that Check goes on after an error and
// names each one's field, in the order the command line meets them.
func TestCheckFindsEveryError(t *testing.T) {
	t.Parallel()
	s := Defaults()
	s.Format, s.Honba, s.Paper, s.Digits, s.Set = []string{"pdff"}, -1, "a9", "x", []string{"kiriage=maybe"}
	errs := Check(s)
	var got []string
	var me *problem.Error
	for _, err := range errs {
		field := "-"
		if errors.As(err, &me) {
			field = me.Field
		}
		got = append(got, field+": "+problem.Message(err, locale.English(), dashes{}))
	}
	want := []string{
		"format: --format pdff: did you mean pdf?",
		"honba: --honba -1: the number of counters cannot be negative",
		"-: --set kiriage=maybe: kiriage: \"maybe\" is not true or false", // a rules error (internal/webapi places it in set)
		"digits: --digits x: use grouped, plain",
	}
	if !slices.Equal(got, want) {
		t.Errorf("Check:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if _, err := Build(s); err == nil || problem.Message(err, locale.English(), dashes{}) != want[0][len("format: "):] {
		t.Errorf("Build fails with %v, want the first error", err)
	}
	s = Defaults()
	s.Paper = "a9" // checked only when a PDF is made
	if errs := Check(s); len(errs) != 1 || !errors.As(errs[0], &me) || me.Field != "paper" || me.Code != problem.CodeUse || errs[0].Error() != "paper a9: use a4, letter, a5" {
		t.Errorf("paper: %v", errs)
	}
	s.Format = []string{"md"}
	if errs := Check(s); len(errs) != 0 {
		t.Errorf("no PDF, any paper: %v", errs)
	}
}

// TestUsage checks which errors the command line counts as usage errors.
func TestUsage(t *testing.T) {
	t.Parallel()
	_, err := SourceDate("yesterday")
	var me *problem.Error
	if !errors.As(err, &me) || me.Usage() || problem.Message(err, locale.English(), dashes{}) != "SOURCE_DATE_EPOCH=yesterday: not a number of seconds since 1970 (up to year 9999)" {
		t.Errorf("a bad date: %v", err)
	}
	if _, err := PlainDigits("x"); !errors.As(err, &me) || !me.Usage() || me.Field != "digits" {
		t.Errorf("bad digits: %v", err)
	}
}

// TestTOML checks a house-rules file in and out: an error names its line
// and key, and the file written reads back to the same rules.
func TestTOML(t *testing.T) {
	t.Parallel()
	_, err := SettingsFromTOML("thursday.toml", "name = \"Thursday\"\nextends = \"tenhou\"\n\nkiriage = 3\n")
	var re *ruleset.Error
	if !errors.As(err, &re) || re.Line != 4 || re.Key != "kiriage" || !strings.HasPrefix(err.Error(), "thursday.toml:4:") {
		t.Errorf("a bad file: %v", err)
	}
	s, err := SettingsFromTOML("thursday.toml", "name = \"Thursday\"\nextends = \"tenhou\"\nkiriage = true\n")
	if err != nil || s.Rules != "tenhou" || s.RulesFile != "thursday.toml" {
		t.Fatalf("SettingsFromTOML: %+v, %v", s, err)
	}
	s.Set = []string{"dora.red=0"}
	want, err := RuleValues(s)
	if err != nil || want["kiriage"] != "true" || want["dora.red"] != "0" || want["name"] != `"Thursday"` {
		t.Fatalf("RuleValues: %v, %v", want, err)
	}
	f, err := SettingsToTOML(s)
	if err != nil || f.Name != "thursday.toml" || f.Type != "application/toml" || !bytes.Contains(f.Data, []byte(`extends = "tenhou"`)) {
		t.Fatalf("SettingsToTOML: %s %s, %v\n%s", f.Name, f.Type, err, f.Data)
	}
	back, err := SettingsFromTOML(f.Name, string(f.Data))
	if err != nil {
		t.Fatal(err)
	}
	got, err := RuleValues(back)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range ruleset.Keys {
		if got[k.Name] != want[k.Name] && k.Name != "source" {
			t.Errorf("%s: %s after a round trip, want %s", k.Name, got[k.Name], want[k.Name])
		}
	}
}

// TestZip checks that the archive holds every file, dated as the PDFs.
func TestZip(t *testing.T) {
	t.Parallel()
	s := Defaults()
	s.Format, s.Lang = []string{"md", "csv"}, []string{"en", "ja"}
	f, err := BuildZip(s)
	if err != nil || f.Name != "hayami-ema2025.zip" || f.Type != "application/zip" {
		t.Fatalf("BuildZip: %s %s, %v", f.Name, f.Type, err)
	}
	files, _ := Build(s)
	z, err := zip.NewReader(bytes.NewReader(f.Data), int64(len(f.Data)))
	if err != nil || len(z.File) != len(files) {
		t.Fatalf("%d files in the zip, want %d: %v", len(z.File), len(files), err)
	}
	for i, zf := range z.File {
		r, _ := zf.Open()
		data, _ := io.ReadAll(r)
		if zf.Name != files[i].Name || !bytes.Equal(data, files[i].Data) || !zf.Modified.Equal(DefaultDate) {
			t.Errorf("zip file %d: %s %s, want %s", i, zf.Name, zf.Modified, files[i].Name)
		}
	}
}

// BenchmarkBuildPDF is one A4 PDF made in memory, as the page makes it.
func BenchmarkBuildPDF(b *testing.B) {
	for _, sheet := range []string{"nondealer", "cheatsheet"} {
		for _, lang := range []string{"en", "ja"} {
			b.Run(sheet+"-"+lang, func(b *testing.B) {
				s := Defaults()
				s.Format, s.Sheets, s.Lang = []string{"pdf"}, []string{sheet}, []string{lang}
				for b.Loop() {
					if _, err := Build(s); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestCardSetting: card both writes both winners on one two-sided card,
// the card sheet two pages of it; the default, per-winner, a card per
// winner; another value is an error of the card setting.
func TestCardSetting(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		card  string
		pages string // the single cards' PDF's page tree
	}{{"per-winner", "/Count 4"}, {"both", "/Count 2"}, {" Both ", "/Count 2"}} {
		files := build(t, func(s *Settings) { s.Card, s.Format, s.Sheets = c.card, []string{"pdf"}, []string{"card"} })
		if len(files) != 2 || files[0].Name != "ema2025-en-card.pdf" || files[1].Name != "ema2025-en-card-a4.pdf" {
			t.Fatalf("card %q: files %v", c.card, files)
		}
		if !bytes.Contains(files[0].Data, []byte(c.pages)) || !bytes.Contains(files[1].Data, []byte("/Count 2")) {
			t.Errorf("card %q: the card's PDF lacks %s, or the card sheet /Count 2", c.card, c.pages)
		}
	}
	s := Defaults()
	s.Card = "bth"
	var me *problem.Error
	if errs := Check(s); len(errs) != 1 || !errors.As(errs[0], &me) || me.Field != "card" || me.Code != problem.CodeChoice || errs[0].Error() != "card bth: did you mean both?" {
		t.Errorf("card bth: %v", errs)
	}
}
