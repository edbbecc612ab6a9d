package sheet

import (
	"slices"

	"github.com/hayami-mahjong/hayami/table"
)

// TableParts returns the parts of the tables (table.Parts) the sheets
// ids print beside the payments: the final-score sheet's, the gap sheet's.
func TableParts(ids []string) table.Parts {
	var parts table.Parts
	if slices.Contains(ids, Final) {
		parts |= table.PartFinal
	}
	if slices.Contains(ids, Gaps) {
		parts |= table.PartGaps
	}
	return parts
}
