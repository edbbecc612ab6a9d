// Package jsondata writes computed tables as the stable JSON documented in the README.
package jsondata

import (
	"encoding/json"
	"fmt"
	"io"
)

// Render writes v as indented JSON with a final newline; HTML characters stay as they are.
func Render(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("json: %w", err)
	}
	return nil
}
