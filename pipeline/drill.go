package pipeline

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/pipeline/problem"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// DrillSettings are what practice sheets are made from: the settings they
// share with a build (Rules, RulesText, Set, Format, Lang, Digits, Title,
// Club, Paper, Landscape, the date and the functions), the sheet's number,
// and how many questions of which drills.
type DrillSettings struct {
	Settings
	Seed  uint64   // the same seed prints the same questions
	Count int      // questions per sheet, 1 to MaxQuestions
	Kinds []string // drills, of DrillKinds
}

// MaxQuestions is the most questions a practice sheet asks.
const MaxQuestions = 40

// DrillKinds lists the drills there are.
func DrillKinds() []string { return slices.Clone(compose.DrillKinds) }

// Drills renders the practice sheets d asks for, each with its answers,
// in every language and format, or fails with the first error.
func Drills(d DrillSettings) ([]File, error) {
	if d.Count < 1 || d.Count > MaxQuestions {
		return nil, errorf("count", problem.CodeCount, strconv.Itoa(d.Count), "1", strconv.Itoa(MaxQuestions))
	}
	var kinds []string
	for _, k := range d.Kinds {
		k = strings.ToLower(strings.TrimSpace(k))
		if !slices.Contains(compose.DrillKinds, k) {
			return nil, errorf("kind", problem.CodeDrill, k, compose.DrillKinds...)
		}
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) == 0 {
		return nil, errorf("kind", problem.CodeNone, "", compose.DrillKinds...)
	}
	chosen, err := ChooseFormats(d.Format, CapDrills)
	if err != nil {
		return nil, err
	}
	title, err := cleanHeading("title", d.Title)
	if err != nil {
		return nil, err
	}
	club, err := cleanHeading("club", d.Club)
	if err != nil {
		return nil, err
	}
	rules, err := d.rules()
	if err != nil {
		return nil, err
	}
	tables, err := table.Compute(rules, 0)
	if err != nil {
		return nil, err
	}
	langs, err := MatchLanguages(d.Lang, d.LangFallback, d.Warn)
	if err != nil {
		return nil, err
	}
	plain, err := PlainDigits(d.Digits)
	if err != nil {
		return nil, err
	}
	date, err := SourceDate(d.SourceDateEpoch)
	if err != nil {
		return nil, err
	}
	var files []File
	for _, lang := range langs {
		doc, err := compose.Drills(tables, sheet.Options{Lang: lang, PlainDigits: plain, Title: title, Club: club, Version: version.Current}, d.Seed, d.Count, kinds)
		if err != nil {
			return nil, err
		}
		j := job{tables: standings.Tables{Tables: tables}, doc: doc, html: html.Options{Generator: version.Creator()}, meta: pdf.Meta{Creator: version.Creator(), Date: date}}
		if anyFormat(chosen, CapPaged) {
			if j.pdf, err = PDFOptions(d.Settings, lang); err != nil {
				return nil, err
			}
		}
		for _, f := range chosen {
			for _, s := range doc.Sheets {
				n := fileName{rules: doc.RulesID, lang: doc.Lang, part: s.ID, seed: strconv.FormatUint(d.Seed, 10)}
				if f.Has(CapPaged) {
					n.paper = paperName(j.pdf)
				}
				file, err := f.file(n.in(f, j.html), j.of(s))
				if err != nil {
					return nil, err
				}
				files = append(files, file)
			}
		}
	}
	return files, nil
}
