package compose

import (
	"slices"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/sheet"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// parts are the parts of the rules sheet id prints: a caveat on a key
// prints only where its value shows. The index page shows every key.
func parts(id string) ruleset.Parts {
	switch id {
	case sheet.Nondealer, sheet.Dealer, sheet.Sanma, sheet.DrillTable:
		return ruleset.PartGrid
	case sheet.Limits:
		return ruleset.PartLimits
	case sheet.FuChart, sheet.DrillFu:
		return ruleset.PartFu
	case sheet.YakuList:
		return ruleset.PartYaku
	case sheet.CheatSheet:
		return ruleset.PartGrid | ruleset.PartLimits | ruleset.PartFu
	case sheet.DrillPay:
		return ruleset.PartGrid | ruleset.PartLimits
	}
	return 0
}

// shows reports whether sheet id prints a number or rule that key's value changes.
func shows(id string, k ruleset.Key) bool { return id == sheet.IndexPage || parts(id)&k.Affects != 0 }

// caveats says, for each value of the rule set that its sources do not
// confirm and that this sheet shows, what the sheet assumes and that the
// rulebook should be checked; a house note adds its own words.
func (b builder) caveats(id string) []string {
	r := b.t.Rules
	var lines []string
	for _, n := range r.Notes {
		k, _ := ruleset.Lookup(n.Key)
		switch {
		case r.Players == 4 && k.Sanma, !shows(id, k):
			continue
		case k.PerCounter && b.t.Honba == 0 && id != sheet.IndexPage:
			continue // no counter on the sheet: the honba values change no number
		}
		line := b.text(locale.Caveat, b.w.Setting(n.Key))
		if n.House {
			line = sheet.JoinSentences([]string{line, n.Text})
		}
		if !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
	}
	return lines
}
