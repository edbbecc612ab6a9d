// Package problem is the vocabulary of a setting that cannot be built
// with: the setting, a code saying what is wrong, and each front end's
// wording of it.
package problem

import (
	"errors"
	"strings"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/locale"
)

// Code says what is wrong with a setting. With the setting, its value and
// the arguments its constant names, it is the whole of an Error: each
// front end words it with its own names for the settings (Error.Text).
type Code string

// The codes of Error, each with what its Args hold.
const (
	CodeChoice        Code = "choice"         // not one of Args, the values it takes
	CodeUse           Code = "use"            // not one of Args, which are listed without a guess
	CodeFormat        Code = "format"         // no format of that name; Args: the formats there are
	CodeDrillFormat   Code = "drill-format"   // no format writing drills of that name; Args: those formats
	CodeTableFormat   Code = "table-format"   // no format printing tables of that name; Args: those formats
	CodeNone          Code = "none"           // nothing given; Args: what may be
	CodeNoLanguage    Code = "no-language"    // no language given
	CodeLanguage      Code = "language"       // no sheets in that language; Args: the languages there are
	CodeLanguageName  Code = "language-name"  // a language's name, not its code; Args[0]: the code
	CodeSheet         Code = "sheet"          // no such sheet; Args: the rule set's players, then its sheets
	CodeDrill         Code = "drill"          // no such drill; Args: the drills there are
	CodeNothing       Code = "nothing"        // no format chosen has the sheets chosen; Args: the formats
	CodeNegative      Code = "negative"       // a number of counters below 0
	CodeInvalid       Code = "invalid"        // a text that cannot be used, as Err says
	CodeRange         Code = "range"          // a number out of Args[0] to Args[1]
	CodeCount         Code = "count"          // a number of questions out of Args[0] to Args[1]
	CodeNeedsExternal Code = "needs-external" // a stylesheet's address with the stylesheet inline
	CodeNeedsHost     Code = "needs-host"     // the host's themes named without the host's theme mode
	CodeNeedsFragment Code = "needs-fragment" // a heading level for a whole page
	CodeNoFontFiles   Code = "no-font-files"  // a font file where no file can be read
	CodeNotADate      Code = "not-a-date"     // not a date as SOURCE_DATE_EPOCH writes one
)

// Error is a setting that cannot be built with: the setting (Field, as
// pipeline.Settings' JSON key, or FieldDate), what is wrong (Code) and what the
// words need (Value, Args, Err). It holds no front end's words: Text words
// it with a front end's names for the settings; Error with KeyNames.
type Error struct {
	Field string
	Code  Code
	Value string   // the value given, as written
	Args  []string // as the Code's constant says
	Err   error    // the cause, for CodeInvalid
}

// FieldDate is the Field of an error in the date (SOURCE_DATE_EPOCH).
const FieldDate = "source-date-epoch"

// Names is how a front end calls the settings in its messages: the
// command line by its flags, the page by its fields.
type Names interface {
	// Setting names a setting alone; "" if the front end has no such setting.
	Setting(field string) string
	// Value names a setting given a value.
	Value(field, value string) string
}

// keyNames names each setting by its key in pipeline.Settings' JSON.
type keyNames struct{}

func (keyNames) Setting(field string) string      { return field }
func (keyNames) Value(field, value string) string { return field + " " + value }

// KeyNames names each setting by its key in pipeline.Settings' JSON, as the page's
// fields and its links do: "paper a9".
var KeyNames Names = keyNames{}

// Error words the error in English with KeyNames.
func (e *Error) Error() string { return e.Text(locale.English(), KeyNames) }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Usage reports whether the error is in a setting the user gave, not in
// the environment: every field but the date.
func (e *Error) Usage() bool { return e.Field != FieldDate }

// Text words the error with p's catalog (locale's problem.* messages),
// naming the settings as n does.
func (e *Error) Text(p locale.Printer, n Names) string {
	given := n.Value(e.Field, e.Value)
	at := func(what string) string { return p.Text(locale.ProblemAt, given, what) }
	switch e.Code {
	case CodeChoice:
		return at(Choices(p, e.Value, e.Args))
	case CodeUse:
		if len(e.Args) == 2 {
			return at(p.Text(locale.ProblemUseOr, e.Args[0], e.Args[1]))
		}
		return at(p.Text(locale.ProblemUse, strings.Join(e.Args, ", ")))
	case CodeFormat, CodeDrillFormat, CodeTableFormat:
		if best, ok := suggest.Nearest(e.Value, e.Args); ok {
			return at(p.Text(locale.ProblemDidYouMean, best))
		}
		lead := map[Code]locale.ID{CodeFormat: locale.ProblemFormat, CodeDrillFormat: locale.ProblemDrillFormat, CodeTableFormat: locale.ProblemUse}[e.Code]
		return at(p.Text(lead, strings.Join(e.Args, ", ")))
	case CodeNone:
		return p.Text(locale.ProblemAt, n.Setting(e.Field), p.Text(locale.ProblemNone, strings.Join(e.Args, ", ")))
	case CodeNoLanguage:
		return p.Text(locale.ProblemAt, n.Setting(e.Field), p.Text(locale.ProblemNoLanguage))
	case CodeLanguage:
		text := at(p.Text(locale.ProblemLanguage, Choices(p, e.Value, e.Args)))
		if fallback := n.Setting("lang-fallback"); fallback != "" {
			text = p.Text(locale.ProblemLanguageFallback, text, fallback)
		}
		return text
	case CodeLanguageName:
		return at(p.Text(locale.ProblemDidYouMean, e.Args[0]))
	case CodeSheet:
		return at(p.Text(locale.ProblemSheet, e.Args[0], Choices(p, e.Value, e.Args[1:])))
	case CodeDrill:
		return at(p.Text(locale.ProblemDrill, Choices(p, e.Value, e.Args)))
	case CodeNothing:
		return p.Text(locale.ProblemNothing, n.Value("format", strings.Join(e.Args, ",")), e.Value)
	case CodeNegative:
		return at(p.Text(locale.ProblemNegative))
	case CodeInvalid:
		return p.Text(locale.ProblemAt, n.Setting(e.Field), e.Err.Error())
	case CodeRange:
		return at(p.Text(locale.ProblemRange, e.Args[0], e.Args[1]))
	case CodeCount:
		return at(p.Text(locale.ProblemCount, e.Args[0], e.Args[1]))
	case CodeNeedsExternal:
		return at(p.Text(locale.ProblemNeedsExternal, n.Value("css", "external")))
	case CodeNeedsHost:
		return p.Text(locale.ProblemNeedsHost, n.Setting("theme-dark"), n.Setting("theme-light"), n.Value("theme", "host"))
	case CodeNeedsFragment:
		return at(p.Text(locale.ProblemNeedsFragment, n.Value("html", "fragment")))
	case CodeNoFontFiles:
		return at(p.Text(locale.ProblemNoFontFiles))
	case CodeNotADate:
		return at(p.Text(locale.ProblemNotADate))
	}
	return at(string(e.Code))
}

// Message is err's text with any Error in it worded with p's catalog and
// n's names for the settings: how a front end tells what went wrong.
func Message(err error, p locale.Printer, n Names) string {
	var me *Error
	if !errors.As(err, &me) {
		return err.Error()
	}
	return strings.Replace(err.Error(), me.Error(), me.Text(p, n), 1)
}

// Choices is what to write instead of a value that is not one of valid:
// the nearest one if it looks like a typo, else the list.
func Choices(p locale.Printer, typed string, valid []string) string {
	if best, ok := suggest.Nearest(typed, valid); ok {
		return p.Text(locale.ProblemDidYouMean, best)
	}
	return p.Text(locale.ProblemUse, strings.Join(valid, ", "))
}
