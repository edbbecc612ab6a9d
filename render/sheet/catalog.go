package sheet

import (
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// english holds every text of every sheet, keyed by a stable id; format
// verbs are filled in by the printer, which groups digits per language.
var english = map[string]string{
	"sheet.nondealer":       "Non-dealer wins",
	"sheet.dealer":          "Dealer wins",
	"sheet.sanma":           "Three-player points tables",
	"sheet.limits":          "Limit hands",
	"sheet.fu":              "Fu reference chart",
	"sheet.cheatsheet":      "Points cheat sheet",
	"sheet.card":            "Pocket card",
	"card.nondealer":        "Non-dealer wins, 20–60 fu",
	"card.dealer":           "Dealer wins, 20–60 fu",
	"card.sanma-nondealer":  "Three players: non-dealer wins, 20–60 fu",
	"card.sanma-dealer":     "Three players: dealer wins, 20–60 fu",
	"card.footer":           "%s. Ron above, tsumo below: %s = non-dealers / dealer, %s = each. — : no hand. Bold: mangan. hayami %s",
	"card.honba":            "%d honba included.",
	"title.with-rules":      "%s: %s",
	"club":                  "Club: %s",
	"table.nondealer":       "Non-dealer wins: ron above, tsumo below",
	"table.dealer":          "Dealer wins: ron above, tsumo below",
	"table.sanma-nondealer": "Three players, non-dealer wins: ron above, tsumo below",
	"table.sanma-dealer":    "Three players, dealer wins: ron above, tsumo below",
	"corner.fu":             "Fu",
	"column.han":            "%d han",
	"tsumo.split":           "%s-%s",
	"tsumo.all":             "%s all",
	"unreachable":           "—",
	"honba.none":            "No honba counters included.",
	"honba.some":            "%d honba included: +%d on a ron, +%d from each tsumo payer.",
	"legend.cell":           "Each cell: ron payment above, tsumo payment below.",
	"legend.split":          "Tsumo %s: each other non-dealer pays %s, the dealer %s.",
	"legend.split-sanma":    "Tsumo %s: the other non-dealer pays %s, the dealer %s.",
	"legend.all":            "Tsumo %s: each other player pays %s.",
	"legend.rows":           "Marked rows: 30 and 40 fu, the ones looked up most.",
	"cheatsheet.back":       "Footnotes, limit hands and the fu chart are on the back.",
	"legend.limit":          "Bold: a limit hand (mangan or more).",
	"legend.unreachable":    "— : no hand scores this; the footnote says why.",
	"sanma.loss":            "Three-player tsumo: tsumo-loss. The two payers pay their four-player shares; the missing player's share is not paid.",
	"sanma.bisection":       "Three-player tsumo: north-bisection. The missing player's share is split between the two payers, each half rounded up.",
	"sanma.plus1000":        "Three-player tsumo: each payer adds 1,000 to the four-player share.",

	"reason.ron-20-fu":                  "No ron scores 20 fu: a closed ron earns +10, and an open hand with only 20 fu counts 30.",
	"reason.tsumo-20-fu-no-pinfu-tsumo": "No tsumo scores 20 fu under these rules: pinfu tsumo also earns +2 and rounds to 30.",
	"reason.tsumo-20-fu-1-han":          "A 20 fu tsumo is pinfu tsumo, which already has 2 han (pinfu and menzen tsumo).",
	"reason.25-fu-1-han":                "25 fu is seven pairs, which already has 2 han.",
	"reason.tsumo-25-fu-2-han":          "Seven pairs by tsumo adds menzen tsumo: 3 han at least.",
	"reason.ron-1-han-fu-max":           "A 1 han ron reaches at most %d fu under these rules.",
	"reason.tsumo-1-han-fu-max":         "A 1 han tsumo reaches at most %d fu.",
	"reason.kiriage":                    "Paid as mangan: kiriage rounds 1,920 base points up.",

	"limits.caption":     "Limit hands: payments",
	"limits.limit":       "Limit",
	"limits.han":         "Han",
	"limits.nd-ron":      "Non-dealer ron",
	"limits.nd-tsumo":    "Non-dealer tsumo",
	"limits.d-ron":       "Dealer ron",
	"limits.d-tsumo":     "Dealer tsumo",
	"limits.none":        "Aotenjou: no limits. Every hand is paid fu × 2^(han+2); a yakuman counts 13 han.",
	"limits.mangan-fu":   "Mangan also for 4 han with 40 fu or more and 3 han with 70 fu or more (base points over 2,000).",
	"limits.mangan-kiri": "Mangan also for 4 han with 30 fu or more and 3 han with 60 fu or more (kiriage).",
	"limit.mangan":       "Mangan",
	"limit.haneman":      "Haneman",
	"limit.baiman":       "Baiman",
	"limit.sanbaiman":    "Sanbaiman",
	"limit.yakuman":      "Yakuman",
	"limit.yakuman-n":    "Yakuman ×%d",

	"fu.win":                             "Base and win",
	"fu.sets":                            "Sets",
	"fu.pair":                            "Pair",
	"fu.waits":                           "Wait",
	"fu.special":                         "Fixed totals",
	"fu.item":                            "Item",
	"fu.fu":                              "Fu",
	"fu.open":                            "Open",
	"fu.closed":                          "Closed",
	"fu.add":                             "+%d",
	"fu.base":                            "Base (fuutei), every hand",
	"fu.closed-ron":                      "Closed hand, ron",
	"fu.open-ron":                        "Open hand, ron",
	"fu.tsumo":                           "Tsumo",
	"fu.pinfu-tsumo":                     "Pinfu tsumo (no tsumo fu)",
	"fu.rinshan-tsumo":                   "Tsumo on a replacement tile (rinshan)",
	"fu.sequence":                        "Sequence",
	"fu.triplet-simples":                 "Triplet, simples 2–8",
	"fu.triplet-terminals-honours":       "Triplet, terminals or honours",
	"fu.quad-simples":                    "Quad, simples 2–8",
	"fu.quad-terminals-honours":          "Quad, terminals or honours",
	"fu.pair-dragon":                     "Dragons",
	"fu.pair-seat-wind":                  "Seat wind",
	"fu.pair-round-wind":                 "Round wind",
	"fu.pair-double-wind":                "Seat and round wind at once",
	"fu.pair-other":                      "Any other pair",
	"fu.wait-ryanmen":                    "Two-sided (ryanmen)",
	"fu.wait-shanpon":                    "Two pairs (shanpon)",
	"fu.wait-kanchan":                    "Closed (kanchan)",
	"fu.wait-penchan":                    "Edge (penchan)",
	"fu.wait-tanki":                      "Single (tanki)",
	"fu.chiitoitsu":                      "Seven pairs (chiitoitsu), nothing added, not rounded",
	"fu.pinfu-ron":                       "Pinfu ron",
	"fu.open-minimum":                    "Open hand with only 20 fu",
	"fu.remark.round-up":                 "Round the total up to the next 10 (32 → 40).",
	"fu.remark.shanpon-ron-triplet-open": "A triplet completed by ron on a two-pair wait counts as open.",
	"fu.remark.closed-quad-stays-closed": "A concealed quad keeps the hand closed.",
	"fu.remark.highest-reading":          "When a hand reads several ways, the reading with the most fu counts.",
	"fu.remark.limit":                    "From 5 han on, fu no longer change the payment.",

	"footer.rules":            "Rules: %s. %s",
	"footer.kiriage":          "Kiriage mangan: %s.",
	"footer.kazoe.none":       "13+ counted han: sanbaiman.",
	"footer.kazoe.single":     "13+ counted han: one yakuman.",
	"footer.kazoe.stacking":   "Counted han: one yakuman per 13 han.",
	"footer.yakuman.single":   "Yakuman: one at most.",
	"footer.yakuman.stack":    "Yakuman: composites stack, up to %d×.",
	"footer.honba":            "Honba: %d per counter on a ron, %d from each tsumo payer.",
	"footer.rounding":         "Each payment rounded up to %d.",
	"footer.aotenjou":         "Aotenjou: no limits.",
	"footer.players":          "%d players.",
	"footer.sanma":            "Three-player tsumo: %s.",
	"footer.notation":         "Tsumo written %s = non-dealers / dealer; %s = each player.",
	"footer.unconfirmed":      "Not confirmed: %s. %s",
	"key.kiriage":             "kiriage mangan",
	"key.kazoe":               "counted yakuman",
	"key.rounding":            "rounding",
	"key.yakuman.stacking":    "multiple yakuman",
	"key.yakuman.max":         "largest yakuman multiple",
	"key.honba.ron":           "honba on a ron",
	"key.honba.tsumo":         "honba on a tsumo",
	"key.sanma.tsumo":         "three-player tsumo",
	"key.fu.double_wind_pair": "double-wind pair",
	"key.fu.rinshan_tsumo":    "rinshan tsumo fu",
	"key.fu.pinfu_tsumo":      "pinfu tsumo",
	"key.fu.open_minimum_30":  "open-hand minimum",
	"key.players":             "players",
	"key.aotenjou":            "aotenjou",
	"key.table.han":           "table han",
	"key.table.fu":            "table fu",
	"key.name":                "name",
	"key.source":              "source",
	"footer.version":          "Made with hayami %s.",
	"yes":                     "on",
	"no":                      "off",
	"scheme.loss":             "tsumo-loss",
	"scheme.bisection":        "north-bisection",
	"scheme.plus1000":         "+1,000 from each payer",
}

// newCatalog builds the message catalog of every supported language.
func newCatalog() catalog.Catalog {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for key, msg := range english {
		if err := b.SetString(language.English, key, msg); err != nil {
			panic("sheet: bad catalog entry " + key + ": " + err.Error())
		}
	}
	return b
}

var messages = newCatalog()

// printer returns a printer for lang that looks texts up in the catalog.
func printer(lang language.Tag) *message.Printer {
	return message.NewPrinter(lang, message.Catalog(messages))
}
