// Package templates embeds the templates and stylesheet renderers fill in.
package templates

import "embed"

// FS holds every template and the HTML stylesheet.
//
//go:embed *.tmpl *.css
var FS embed.FS
