package pipeline

import (
	"slices"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/html"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// SheetNames lists the sheets the sheets setting takes for a rule set of
// players, in the order they are written.
func SheetNames(players int) []string { return compose.PrintIDs(players) }

// AxesNames lists the values of the axes setting.
func AxesNames() []string { return slices.Clone(sheet.AxesNames) }

// CardNames lists the values of the card setting.
func CardNames() []string { return slices.Clone(sheet.CardLayoutNames) }

// Themes lists the values of the theme setting.
func Themes() []string { return slices.Clone(html.Themes) }

// LanguageTags lists the languages sheets are written in, English first.
func LanguageTags() []string { return locale.Tags() }
