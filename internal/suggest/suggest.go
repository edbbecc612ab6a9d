// Package suggest finds the valid word a user most likely meant.
package suggest

import (
	"strings"
)

// Nearest returns the choice closest to typed in edit distance, ignoring
// case, if it is close enough to be a typo: at most a third of the
// longer word's letters, and at most 3. ok is false when none is.
func Nearest(typed string, choices []string) (best string, ok bool) {
	typed = strings.ToLower(strings.TrimSpace(typed))
	bestDist := -1
	for _, c := range choices {
		d := editDistance(typed, strings.ToLower(c))
		if bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	longer := max(len([]rune(typed)), len([]rune(best)))
	return best, bestDist >= 0 && bestDist <= min(3, max(1, longer/3))
}

// DidYouMean is "; did you mean X?" for the choice nearest typed, or "".
func DidYouMean(typed string, choices []string) string {
	if best, ok := Nearest(typed, choices); ok {
		return "; did you mean " + best + "?"
	}
	return ""
}

// editDistance counts the insertions, deletions, substitutions and
// swaps of neighbours that turn a into b (optimal string alignment).
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
