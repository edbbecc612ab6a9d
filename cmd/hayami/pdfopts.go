package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/render/pdf"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// defaultDate is the date written into PDFs when SOURCE_DATE_EPOCH is not
// set, so that the same input always gives the same bytes.
var defaultDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// sourceDate returns the time SOURCE_DATE_EPOCH names, else defaultDate.
func sourceDate(sys system) (time.Time, error) {
	s := sys.getenv("SOURCE_DATE_EPOCH")
	if s == "" {
		return defaultDate, nil
	}
	sec, err := strconv.ParseInt(s, 10, 64)
	if err != nil || sec < 0 || sec > 253402300799 {
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH=%s: not a number of seconds since 1970 (up to year 9999)", s)
	}
	return time.Unix(sec, 0).UTC(), nil
}

func paperNames() []string {
	names := make([]string, len(pdf.Papers))
	for i, p := range pdf.Papers {
		names[i] = p.Name
	}
	return names
}

// pdfOptions checks the paper and font flags; without --font, text is set
// in the embedded fonts of the language.
func pdfOptions(sys system, opts *buildOptions, lang language.Tag) (pdf.Options, error) {
	paper, ok := pdf.PaperByName(strings.ToLower(strings.TrimSpace(opts.paper)))
	if !ok {
		return pdf.Options{}, usagef("--paper %s: %s", opts.paper, choices(opts.paper, paperNames()))
	}
	o := pdf.Options{Paper: paper, Landscape: opts.landscape}
	o.Regular, o.Bold = fonts.Named(sheet.LocaleFor(lang).Font)
	o.Fallback, o.FallbackBold = fonts.Default()
	if opts.font != "" {
		f, err := loadFont(sys, "--font", opts.font)
		if err != nil {
			return o, err
		}
		o.Regular, o.Bold = f, f
	}
	if opts.fontBold != "" {
		f, err := loadFont(sys, "--font-bold", opts.fontBold)
		if err != nil {
			return o, err
		}
		o.Bold = f
	}
	// A Chinese, Japanese or Korean embedded font leaves Latin text to DejaVu;
	// a font the user chose draws everything it can.
	o.LatinFromFallback = opts.font == "" && o.Regular != o.Fallback
	return o, nil
}

func loadFont(sys system, flag, path string) (*fonts.Font, error) {
	data, err := sys.readFile(path, fonts.MaxSize, "a font")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	return fonts.Load(path, data)
}
