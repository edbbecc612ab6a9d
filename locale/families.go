package locale

import (
	"strconv"
	"strings"

	"github.com/hayami-mahjong/hayami/hand"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// The families of messages, one id per member of what they name: each
// helper builds a member's id, and TestEveryFamilyMemberExists holds every
// member to the English catalog.

// Sheet is the title of a sheet, by its id (render/compose.Kinds).
func Sheet(id string) ID { return ID("sheet." + id) }

// TableCaption is the caption of a grid of payments, by its table's id ("nondealer", "sanma-dealer").
func TableCaption(id string) ID { return ID("table." + id) }

// CardCaption is the pocket card's caption of a winner's grid, by its table's id.
func CardCaption(id string) ID { return ID("card." + id) }

// CardHighCaption is the pocket card's caption of a winner's rows from 70 fu, by its table's id.
func CardHighCaption(id string) ID { return ID("card." + id + "-high") }

// IndexGroup is the title of an index page's group of files of one
// output format, by the format's name; "data" for the tables as data.
func IndexGroup(format string) ID { return ID("index." + format) }

// Paper names a paper, by its name (render/pdf.PaperByName).
func Paper(name string) ID { return ID("paper." + name) }

// Preset is a preset's name as the language's community says it.
func Preset(name string) ID { return ID("preset." + name) }

// NotationOrder says which payment of a tsumo a notation order writes first.
func NotationOrder(order string) ID { return ID("notation." + order) }

// SanmaIntro says how a three-player tsumo is paid, as a sheet's intro line.
func SanmaIntro(s table.SanmaRules) ID { return ID("sanma." + s.Scheme()) }

// Scheme names the way a three-player tsumo is paid.
func Scheme(s table.SanmaRules) ID { return ID("scheme." + s.Scheme()) }

// Reason says why no hand reaches a cell.
func Reason(r table.Reason) ID { return ID("reason." + r.String()) }

// Limit names a limit hand.
func Limit(l table.Limit) ID { return ID("limit." + l.String()) }

// Way names a way of winning that closes a gap.
func Way(w standings.Way) ID { return ID("gaps.way." + string(w)) }

// GapsCaption is the caption of the gap table of a winner chasing.
func GapsCaption(w table.Winner) ID { return ID("gaps.caption." + string(w)) }

// Double names a yakuman some rules count double.
func Double(d table.DoubleYakuman) ID { return ID("double." + string(d)) }

// Renhou states how renhou is paid.
func Renhou(r table.Renhou) ID { return ID("footer.renhou." + string(r)) }

// Kazoe states what a counted hand pays, from its han (one %d).
func Kazoe(k table.Kazoe) ID { return ID("footer.kazoe." + string(k)) }

// Ties states how equal points are ranked.
func Ties(t table.Ties) ID { return ID("game.ties." + string(t)) }

// RuleProblem words what is wrong with a rules setting, by its code
// (table.Code, ruleset's codes), as the page says it.
func RuleProblem(code string) ID { return ID("problem.rule." + code) }

// HandProblem words what is wrong with a hand or its tiles, by its code
// (hand.Code).
func HandProblem(code hand.Code) ID { return ID("problem.hand." + code) }

// HandPart names what tiles are in a hand's problem: "hand", "winning
// tile" or a meld's kind ("chi"), as hand.ParseError's Of says it.
func HandPart(of string) ID { return ID("problem.hand.of." + strings.ReplaceAll(of, " ", "-")) }

// ValueProblem words what is wrong with a value of a hand (han, fu,
// honba …), by table.HandError's code.
func ValueProblem(code table.Code) ID { return ID("problem.value." + code) }

// Choice is the page's label of a value a rules key takes, where the
// values are words ("kazoe", "none"): the form shows it instead of the value.
func Choice(key, value string) PageID { return PageID("choice." + key + "." + value) }

// Yaku names a yaku, by its id (table.YakuList).
func Yaku(id string) ID { return ID("yaku." + id) }

// YakuDesc describes a yaku, by its id.
func YakuDesc(id string) ID { return ID("yaku." + id + ".desc") }

// FuChart names a table or a line of the fu chart, by its id (table.FuChart).
func FuChart(id string) ID { return ID("fu." + id) }

// FuRemark is a remark under the fu chart, by its id (table.FuChart's Remarks).
func FuRemark(id string) ID { return ID("fu.remark." + id) }

// Wait names a wait.
func Wait(w hand.Wait) ID { return ID("fu.wait-" + w.String()) }

// FuLine is a line of a fu count.
func FuLine(i hand.Item) ID { return ID("fuline." + i.Key()) }

// TileFace is what a tile shows: an honour's face, or a suited tile's suit under its number.
func TileFace(t hand.Tile) ID {
	if t.Honour() {
		return ID("tile." + t.String())
	}
	return ID("tile." + string(t.Suit()))
}

// Wind names a wind by its number: 1 east, 2 south, 3 west, 4 north.
func Wind(n int) ID { return ID("wind." + strconv.Itoa(n)) }

// Place names a place at the end of a game, from 1.
func Place(n int) ID { return ID("game.place." + strconv.Itoa(n)) }
