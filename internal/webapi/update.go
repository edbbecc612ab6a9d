package webapi

import (
	"errors"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/table"
)

// This file is what the page calls while the user works: Update after
// every change, and a Batch for "Make the files" and the zip.

// update is what the page shows after a change.
type update struct {
	// Base is every rules key's value, as TOML, in the rule set the
	// settings start from (the preset or the file, without set); Values
	// with set applied: the form's fields. Either is left out when the
	// rule set has an error.
	Base   map[string]string `json:"base,omitempty"`
	Values map[string]string `json:"values,omitempty"`
	// Problems are every error of the settings, in the order the command
	// line meets them, or the preview's.
	Problems []Problem `json:"problems,omitempty"`
	// Preview is the HTML fragment of the sheet asked for, with its
	// style inline (whatever css and css-href say); "" when there are
	// Problems or no sheet was asked for.
	Preview string `json:"preview,omitempty"`
}

// Update is everything the page shows after a change, from one reading
// of the rule set: the form's values before and after the settings' set,
// every problem of the settings, and, when there is none, the sheet
// (a sheet id) in previewLang as an HTML fragment; problems are worded in
// the language closest to lang.
func Update(settingsJSON, sheet, previewLang, lang string) Result {
	tag, _ := locale.Match(lang)
	pr := locale.PrinterFor(tag)
	var u update
	fail := func(errs ...error) Result {
		for _, err := range errs {
			u.Problems = append(u.Problems, describe(err, pr))
		}
		return Result{Value: u}
	}
	s, err := Settings(settingsJSON)
	if err != nil {
		return fail(err)
	}
	if r, err := pipeline.ReadRules(s); err == nil { // else Check reads it again and says why
		s.LoadRules = func(string) (table.Rules, error) { return r, nil }
		base := s
		base.Set = nil
		u.Base, _ = pipeline.RuleValues(base)
		u.Values, _ = pipeline.RuleValues(s)
	}
	if errs := pipeline.Check(s); len(errs) > 0 {
		return fail(errs...)
	}
	if sheet == "" || previewLang == "" {
		return Result{Value: u}
	}
	// The preview is one fragment with its style inline, so a stylesheet's address has no place in it.
	s.Format, s.HTML, s.CSS, s.CSSHref, s.Sheets, s.Lang = []string{"html"}, "fragment", "inline", "", []string{sheet}, []string{previewLang}
	files, err := pipeline.Build(s)
	if err != nil {
		return fail(err)
	}
	u.Preview = string(files[0].Data)
	return Result{Value: u}
}

// Batch is a build made file by file, so that the page can say how far
// it is and stop it between files: the page's "Make the files", or with
// a zip, its "Everything as one zip".
type Batch struct {
	b     *pipeline.Batch
	lang  string
	zip   bool
	made  int
	files []pipeline.File // made so far, for the zip
}

// batchSize is what StartBatch answers: how many files the batch makes.
type batchSize struct {
	Files int `json:"files"`
}

// errBatchDone is a Next after the batch's last file.
var errBatchDone = errors.New("this build has made all its files; start another")

// StartBatch checks the settings and lists the files they make: its Value
// is how many, or its Errors every problem of the settings, worded in the
// language closest to lang. With zip, the files go into one zip archive.
func StartBatch(settingsJSON, lang string, zip bool) (*Batch, Result) {
	s, err := Settings(settingsJSON)
	if err != nil {
		return nil, failed(lang, err)
	}
	if errs := pipeline.Check(s); len(errs) > 0 {
		return nil, failed(lang, errs...)
	}
	b, err := pipeline.NewBatch(s)
	if err != nil {
		return nil, failed(lang, err)
	}
	return &Batch{b: b, lang: lang, zip: zip}, Result{Value: batchSize{Files: b.Len()}}
}

// Next makes the batch's next file, in "hayami build"'s order: Files
// holds it; for a zip, none until the last file, then the zip archive.
// A problem with a font says which font extension to provide before the
// batch is started again.
func (b *Batch) Next() Result {
	if b == nil || b.made == b.b.Len() {
		return failed("", errBatchDone)
	}
	f, err := b.b.File(b.made)
	if err != nil {
		return failed(b.lang, err)
	}
	b.made++
	if !b.zip {
		return Result{Files: []pipeline.File{f}}
	}
	b.files = append(b.files, f)
	if b.made < b.b.Len() {
		return Result{Files: []pipeline.File{}}
	}
	z, err := b.b.Zip(b.files)
	if err != nil {
		return failed(b.lang, err)
	}
	return Result{Files: []pipeline.File{z}}
}
