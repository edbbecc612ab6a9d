package phrase

import (
	"slices"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/sheet"
)

// Footer states the rules in the lines a sheet's footer prints: their
// source, what --set changed, then the settings every grid depends on and
// the tsumo notation.
func (b Book) Footer() []string {
	r := b.rules
	source := r.Source
	if source == "" && r.Extends != "" { // a house file that names no source
		source = b.Text(locale.FooterHouse, b.presetName(r.Extends))
	}
	lines := []string{b.Text(locale.FooterRules, b.RulesName(), source)}
	if len(r.Variant) > 0 { // what --set changed, since the source is the named rule set's
		changes := make([]string, 0, len(r.Variant))
		for _, k := range r.Variant {
			if st := b.Setting(k); st != "" && !slices.Contains(changes, st) { // honba.ron and honba.tsumo say one thing
				changes = append(changes, st)
			}
		}
		if len(changes) > 0 {
			lines = append(lines, b.Text(locale.FooterVariant, b.PlainRulesName(), sheet.JoinSentences(changes)))
		}
	}
	keys := []string{"players", "aotenjou"}
	if !r.Aotenjou {
		keys = []string{"players", "kiriage", "kazoe", "yakuman.stacking"}
	}
	keys = append(keys, "honba.ron", "rounding")
	if r.Players == 3 {
		keys = append(keys, "sanma.tsumo")
	}
	settings := make([]string, 0, len(keys)+1)
	for _, k := range keys {
		settings = append(settings, b.Setting(k))
	}
	settings = append(settings, b.Text(locale.FooterNotation, b.SplitExample(), b.Text(locale.NotationOrder(b.notation.Order)), b.AllExample()))
	return append(lines, sheet.JoinSentences(settings))
}

// presetName is the preset's name in the book's language.
func (b Book) presetName(id string) string {
	if _, ok := locale.For(language.English).Messages[locale.Preset(id)]; ok {
		return b.Text(locale.Preset(id))
	}
	return id
}

// YakuSettings states the rule set's yaku and dora settings, as the yaku
// list's footer prints them.
func (b Book) YakuSettings() string {
	sentences := []string{b.Setting("yaku.open_tanyao"), b.Setting("yakuman.doubles"), b.Setting("yaku.renhou"),
		b.Setting("yaku.nagashi"), b.Setting("yaku.ippatsu"), b.Setting("dora.red")}
	if b.rules.Players == 3 {
		sentences = append(sentences, b.Setting("sanma.kita"))
	}
	return sheet.JoinSentences(sentences)
}
