// Package webapi is what the page in the browser calls, as plain Go: each
// function takes strings and returns a Result, which cmd/hayami-wasm hands
// to JavaScript. Settings travel as JSON with pipeline.Settings' keys.
package webapi

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/version"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// Result is one call's answer: Errors if it failed, else Files (a
// Batch's, settingsToTOML's) or Value (any other call), which JavaScript
// gets as parsed JSON.
type Result struct {
	Value  any
	Files  []pipeline.File
	Errors []Problem
}

// Guarded runs call and returns its Result, or, should it panic, a Result
// whose one error says what broke: the page gets an answer and the Go
// runtime inside it goes on serving calls.
func Guarded(call func() Result) (r Result) {
	defer func() {
		if p := recover(); p != nil {
			r = Result{Errors: []Problem{{Message: fmt.Sprintf("hayami failed on this input (%v); the other settings are kept", p)}}}
		}
	}()
	return call()
}

// failed is a Result of errors, worded in the language closest to lang
// (English where its catalog has no words for a problem).
func failed(lang string, errs ...error) Result {
	tag, _ := locale.Match(lang)
	r := Result{}
	for _, err := range errs {
		r.Errors = append(r.Errors, describe(err, locale.PrinterFor(tag)))
	}
	return r
}

// Settings reads settings JSON over pipeline.Defaults(): a key it does not
// know is an error, so that a typing mistake in a shared link is not lost.
func Settings(settingsJSON string) (pipeline.Settings, error) {
	s := pipeline.Defaults()
	d := json.NewDecoder(bytes.NewReader([]byte(settingsJSON)))
	d.DisallowUnknownFields()
	if err := d.Decode(&s); err != nil {
		return s, fmt.Errorf("settings: %w", err)
	}
	return s, nil
}

// Version is hayami's version, as sheets print it.
func Version() Result { return Result{Value: version.Current} }

// Presets lists the presets: name, title, players, source.
func Presets() Result {
	p, err := presets()
	if err != nil {
		return failed("", err)
	}
	return Result{Value: p}
}

// Keys is the rules-key registry, with its texts in lang where it has them.
func Keys(lang string) Result { return Result{Value: keysIn(lang)} }

// Form is what the page's form offers, with its texts, in the language
// closest to lang.
func Form(lang string) Result { return Result{Value: formIn(lang)} }

// Defaults are the settings of "hayami build" with no flags.
func Defaults() Result { return Result{Value: pipeline.Defaults()} }

// SettingKinds is every setting's JSON key with the kind of its value.
func SettingKinds() Result { return Result{Value: settingKinds()} }

// SettingsFromTOML reads a house-rules file, named file, into settings.
func SettingsFromTOML(file, text, lang string) Result {
	s, err := pipeline.SettingsFromTOML(file, text)
	if err != nil {
		return failed(lang, err)
	}
	return Result{Value: s}
}

// SettingsToTOML writes the settings' rule set as a house-rules file.
func SettingsToTOML(settingsJSON, lang string) Result {
	s, err := Settings(settingsJSON)
	if err != nil {
		return failed(lang, err)
	}
	f, err := pipeline.SettingsToTOML(s)
	if err != nil {
		return failed(lang, err)
	}
	return Result{Files: []pipeline.File{f}}
}

// FontFiles lists the CJK font files a build may draw with (each family's
// font, then its extensions), the character set of each one's family, and
// whether each is there (embedded, or given to ProvideFont).
func FontFiles() Result {
	type file struct {
		Name    string `json:"name"`
		Charset string `json:"charset"`
		Present bool   `json:"present"`
	}
	var out []file
	for _, f := range fonts.Families {
		for _, name := range f.OnDemand() {
			out = append(out, file{name, f.Charset, fonts.Present(name)})
		}
	}
	return Result{Value: out}
}

// ProvideFont hands a build without the CJK fonts one of them, gzipped as
// hayami maker writes it into fonts/ (NAME.ttf.gz holds NAME.ttf).
func ProvideFont(name string, packed []byte) Result {
	if err := fonts.Provide(name, packed); err != nil {
		return failed("", err)
	}
	return Result{Value: struct{}{}}
}
