package fonts

import (
	"embed"
	"io/fs"
)

// licenceFiles are the embedded fonts' licences, each named for its font.
//
//go:embed LICENSE-*.txt
var licenceFiles embed.FS

// Licence is one font licence file: its name, as fonts/ holds it, and its text.
type Licence struct {
	Name string
	Data []byte
}

// Licences lists the embedded fonts' licence files, by name.
func Licences() ([]Licence, error) {
	names, err := fs.Glob(licenceFiles, "LICENSE-*.txt")
	if err != nil {
		return nil, err
	}
	out := make([]Licence, len(names))
	for i, name := range names {
		data, err := licenceFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		out[i] = Licence{Name: name, Data: data}
	}
	return out, nil
}
