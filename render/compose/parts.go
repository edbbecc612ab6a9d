package compose

import "github.com/hayami-mahjong/hayami/table"

// TableParts returns the parts of the tables (table.Parts) the sheets
// ids print beside the payments (SheetKind.Parts): the final-score
// sheet's, the gap sheet's.
func TableParts(ids []string) table.Parts {
	var parts table.Parts
	for _, id := range ids {
		parts |= kindOf(id).Parts
	}
	return parts
}
