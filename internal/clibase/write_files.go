//go:build !js

package clibase

import "github.com/hayami-mahjong/hayami/internal/outdir"

// writeFile writes a file whole: a temporary file renamed into place.
var writeFile = outdir.WriteFile
