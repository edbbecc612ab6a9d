package compose_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/compose"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// TestKinds holds the sheet lists derived from compose.Kinds to the sheets
// a build has always written, in their order, and every kind to a title
// in every catalog.
func TestKinds(t *testing.T) {
	t.Parallel()
	want := map[string][]string{
		"SheetIDs(4)":   {"nondealer", "dealer", "limits", "fu", "yaku", "record", "record-east", "final", "gaps"},
		"SheetIDs(3)":   {"sanma", "limits", "fu", "yaku", "record", "record-east", "final", "gaps"},
		"PrintIDs(4)":   {"nondealer", "dealer", "limits", "fu", "yaku", "record", "record-east", "final", "gaps", "cheatsheet", "card"},
		"PrintIDs(3)":   {"sanma", "limits", "fu", "yaku", "record", "record-east", "final", "gaps", "cheatsheet", "card"},
		"PaymentIDs(4)": {"nondealer", "dealer", "limits", "yaku"},
		"PaymentIDs(3)": {"sanma", "limits", "yaku"},
	}
	got := map[string][]string{
		"SheetIDs(4)": compose.SheetIDs(4), "SheetIDs(3)": compose.SheetIDs(3),
		"PrintIDs(4)": compose.PrintIDs(4), "PrintIDs(3)": compose.PrintIDs(3),
		"PaymentIDs(4)": compose.PaymentIDs(4), "PaymentIDs(3)": compose.PaymentIDs(3),
	}
	for name, ids := range want {
		if !slices.Equal(got[name], ids) {
			t.Errorf("%s = %v, want %v", name, got[name], ids)
		}
	}
	var seen []string
	for _, k := range compose.Kinds() {
		if slices.Contains(seen, k.ID) {
			t.Errorf("sheet kind %s listed twice", k.ID)
		}
		seen = append(seen, k.ID)
		if got, ok := compose.KindOf(k.ID); !ok || got.ID != k.ID {
			t.Errorf("KindOf(%s) = %v, %v", k.ID, got.ID, ok)
		}
		for _, loc := range locale.Locales() {
			if title := loc.Messages[locale.Sheet(k.ID)].Text; strings.TrimSpace(title) == "" && k.ID != sheet.SitePage { // the front page is titled site.title
				t.Errorf("sheet kind %s has no title (sheet.%s) in %s", k.ID, k.ID, loc.Language)
			}
		}
	}
	if card, _ := compose.KindOf(sheet.Card); !card.Profile.Pocket || !card.Profile.TwoSided {
		t.Errorf("the card's profile %+v, want a two-sided pocket card", card.Profile)
	}
	if _, ok := compose.KindOf("poster"); ok {
		t.Error("KindOf(poster) found a kind")
	}
}
