package main

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/maker"
	"github.com/hayami-mahjong/hayami/render/pdf"
)

// pdfOptions checks the paper and font flags; without --font, text is set
// in the embedded fonts of the language.
func pdfOptions(sys system, opts *buildOptions, lang language.Tag) (pdf.Options, error) {
	return maker.PDFOptions(maker.Settings{Paper: opts.paper, Landscape: opts.landscape, Font: opts.font, FontBold: opts.fontBold,
		ReadFont: func(flag, path string) (*fonts.Font, error) { return loadFont(sys, flag, path) }}, lang)
}

// loadFont reads a font file; "file.ttc#N" names font N of a collection.
func loadFont(sys system, flag, path string) (*fonts.Font, error) {
	file := path
	if at := strings.LastIndexByte(path, '#'); at >= 0 && strings.HasSuffix(strings.ToLower(path[:at]), ".ttc") {
		file = path[:at]
	}
	data, err := sys.readFile(file, fonts.MaxSize, "a font")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	return fonts.Load(path, data)
}
