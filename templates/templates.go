// Package templates embeds the text templates renderers fill in.
package templates

import "embed"

// FS holds every template file.
//
//go:embed *.tmpl
var FS embed.FS
