package problem

import (
	"errors"
	"strings"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
)

// TestEveryCodeIsWorded words an error of every code from the English
// catalog: none prints a message id, a verb without its value, or the
// bare code that Text falls back on.
func TestEveryCodeIsWorded(t *testing.T) {
	t.Parallel()
	args := []string{"3", "4", "5"}
	for _, code := range []Code{CodeChoice, CodeUse, CodeFormat, CodeDrillFormat, CodeTableFormat, CodeNone, CodeNoLanguage, CodeLanguage, CodeLanguageName, CodeSheet,
		CodeDrill, CodeNothing, CodeNegative, CodeInvalid, CodeRange, CodeCount, CodeNeedsExternal, CodeNeedsHost, CodeNeedsFragment, CodeNoFontFiles, CodeNotADate} {
		e := &Error{Field: "honba", Code: code, Value: "x", Args: args, Err: errors.New("why")}
		got := e.Text(locale.English(), KeyNames)
		if strings.Contains(got, "problem.") || strings.Contains(got, "%!") || strings.HasSuffix(got, ": "+string(code)) {
			t.Errorf("%s: %q", code, got)
		}
	}
}
