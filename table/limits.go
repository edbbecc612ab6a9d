package table

import "strconv"

// ManganHan is the fewest han that pay mangan whatever the fu.
const ManganHan = 5

// limitBand is a limit a hand reaches by its han alone, and the fewest
// han that reach it.
type limitBand struct {
	limit  Limit
	minHan int
}

// limitBands are the limits by han, smallest first: mangan at 5 han,
// haneman at 6 and 7, baiman at 8 to 10, sanbaiman from 11 (up to a
// counted yakuman, if the rules have one). setBase pays them and
// limitRows lists them.
var limitBands = [...]limitBand{{Mangan, ManganHan}, {Haneman, 6}, {Baiman, 8}, {Sanbaiman, 11}}

// hanLimit returns the limit han alone pay, NoLimit under ManganHan.
func hanLimit(han int) Limit {
	for i := len(limitBands) - 1; i >= 0; i-- {
		if han >= limitBands[i].minHan {
			return limitBands[i].limit
		}
	}
	return NoLimit
}

// hanLimitRows are the limit rows of the han bands: each with the han
// that reach it ("5", "6-7", "8-10", "11+"). A counted yakuman at
// kazoeHan ends the last band (0: none does), or leaves it out when it
// starts there.
func hanLimitRows(kazoeHan int) []limitHand {
	rows := make([]limitHand, 0, len(limitBands))
	for i, band := range limitBands {
		most := kazoeHan - 1 // the most han of the band; -1: no end
		if i+1 < len(limitBands) {
			most = limitBands[i+1].minHan - 1
		}
		if most >= 0 && most < band.minHan {
			continue
		}
		rows = append(rows, limitHand{Hand{Han: band.minHan}, hanSpan(band.minHan, most)})
	}
	return rows
}

// hanSpan writes the han from least to most: "5", "6-7", or "11+" when
// most is -1 (no end).
func hanSpan(least, most int) string {
	switch most {
	case -1:
		return strconv.Itoa(least) + "+"
	case least:
		return strconv.Itoa(least)
	}
	return strconv.Itoa(least) + "-" + strconv.Itoa(most)
}
