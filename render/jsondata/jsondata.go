// Package jsondata writes computed tables as the stable JSON documented in docs/data.md.
package jsondata

import (
	"encoding/json"
	"fmt"
	"io"
)

// Render writes v as indented JSON with a final newline. The characters <, >
// and & in strings are written as \u003c, \u003e and \u0026, which every JSON
// parser reads back as the same characters, so that user text such as
// "</script>" stays harmless in JSON a page inlines in a <script> element.
func Render(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("json: %w", err)
	}
	return nil
}
