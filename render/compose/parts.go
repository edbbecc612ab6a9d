package compose

import "github.com/hayami-mahjong/hayami/standings"

// TableParts returns the parts of the tables (standings.Parts) the sheets
// ids print beside the payments (SheetKind.Parts): the final-score
// sheet's, the gap sheet's.
func TableParts(ids []string) standings.Parts {
	var parts standings.Parts
	for _, id := range ids {
		parts |= kindOf(id).Parts
	}
	return parts
}
