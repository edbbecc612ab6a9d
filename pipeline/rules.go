package pipeline

import (
	"archive/zip"
	"bytes"
	"cmp"
	"strings"
	"time"

	"github.com/hayami-mahjong/hayami/ruleset"
)

// RuleValues is every rules key's value in the rule set s makes, as TOML
// ("true", "30", "\"Tenhou\"", "[20, 25]"): the form's fields.
func RuleValues(s Settings) (map[string]string, error) {
	r, err := s.rules()
	if err != nil {
		return nil, err
	}
	values := map[string]string{}
	for _, k := range ruleset.Keys {
		values[k.Name] = k.Literal(r)
	}
	return values, nil
}

// SettingsFromTOML reads a house-rules file (named file in messages and
// in the source sheets print) into settings: the file itself, as
// a build whose rules setting names the file reads it, with the others at their
// defaults. An error names the line and the key.
func SettingsFromTOML(file, text string) (Settings, error) {
	s := Defaults()
	s.RulesFile, s.RulesText = cmp.Or(file, "house-rules.toml"), text
	r, err := s.rules()
	if err != nil {
		return s, err
	}
	s.Rules = r.Extends
	return s, nil
}

// SettingsToTOML writes the rule set s makes as a house-rules file
// extending its preset, every key with its value and what it does; it
// reads back to the same rules. The other settings (languages, paper …)
// are not rules and are not in it.
func SettingsToTOML(s Settings) (File, error) {
	r, err := s.rules()
	if err != nil {
		return File{}, err
	}
	if r.Extends == "" {
		r.Extends = strings.ToLower(strings.TrimSpace(s.Rules))
	}
	return File{Name: rulesFileName(cmp.Or(r.VariantOf, r.ID)), Type: tomlType, Data: ruleset.Format(r)}, nil // the file states every value: it is the rule set it names
}

// Zip packs files into one zip archive, each dated date, so that the same
// files make the same bytes.
func Zip(files []File, date time.Time) ([]byte, error) {
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for _, f := range files {
		fw, err := w.CreateHeader(&zip.FileHeader{Name: f.Name, Method: zip.Deflate, Modified: date})
		if err != nil {
			return nil, err
		}
		if _, err := fw.Write(f.Data); err != nil {
			return nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// BuildZip builds the files of s into one zip archive, dated as the PDFs
// are: hayami-RULES.zip.
func BuildZip(s Settings) (File, error) {
	b, err := NewBatch(s)
	if err != nil {
		return File{}, err
	}
	files, err := b.all()
	if err != nil {
		return File{}, err
	}
	return b.Zip(files)
}
