package phrase_test

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/phrase"
	"github.com/hayami-mahjong/hayami/table"
)

// TestEveryFuLineHasText writes every line a fu count can have in every
// language, whichever lines drills happen to deal.
func TestEveryFuLineHasText(t *testing.T) {
	t.Parallel()
	for _, l := range locale.Locales() {
		w := phrase.For(table.Rules{}, language.MustParse(l.Language), false)
		for item := hand.ItemBase; item <= hand.ItemChiitoitsu; item++ {
			line := hand.Line{Fu: 2, Item: item}
			if item >= hand.ItemOpenTriplet && item <= hand.ItemPairDoubleWind { // a set or a pair: its tiles
				line.Tiles = "555z"
			}
			text := w.FuLine(line)
			if strings.Contains(text, "fuline.") || strings.Contains(text, "%!") || strings.Contains(text, "MISSING") {
				t.Errorf("%s %s: %q", l.Language, item.Key(), text)
			}
		}
	}
}
