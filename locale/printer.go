package locale

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Printer writes one language's messages with their verbs filled in, and
// numbers with its digit grouping.
type Printer struct{ p *message.Printer }

// PrinterFor is the printer of the supported language closest to tag's
// catalog (English's if none).
func PrinterFor(tag language.Tag) Printer {
	return Printer{message.NewPrinter(tag, message.Catalog(catalogFor(tag)))}
}

// English is the printer of the English catalog, the command line's.
func English() Printer { return PrinterFor(language.English) }

// Text is message id with args in its verbs; a plural message takes the
// form its count's plural category asks for.
func (p Printer) Text(id ID, args ...any) string { return p.p.Sprintf(string(id), args...) }

// Sprint formats values as the language writes them: number.Decimal's
// digits grouped.
func (p Printer) Sprint(a ...any) string { return p.p.Sprint(a...) }

// Plain is a count (han, fu, players, honba, the rounding unit) that a
// message writes without digit grouping whatever the verb, as hayami calc
// always has; it chooses a plural form like any whole number.
type Plain int

// Format writes the count's digits.
func (n Plain) Format(f fmt.State, _ rune) { _, _ = io.WriteString(f, strconv.Itoa(int(n))) }

// PluralForm is the count's plural category in language t.
func (n Plain) PluralForm(t language.Tag, _ int) (plural.Form, int) {
	abs := max(int(n), -int(n))
	return plural.Cardinal.MatchPlural(t, abs, 0, 0, 0, 0), abs
}

// catalogs holds one compiled catalog per language, built the first time
// that language prints.
var catalogs sync.Map // tag → func() catalog.Catalog

// catalogFor compiles the catalog of a supported tag, the language's
// messages, once per process.
func catalogFor(tag language.Tag) catalog.Catalog {
	key := For(tag).Language
	build, _ := catalogs.LoadOrStore(key, sync.OnceValue(func() catalog.Catalog {
		l, t := load(key), language.MustParse(key)
		b := catalog.NewBuilder(catalog.Fallback(t))
		for _, id := range slices.Sorted(maps.Keys(l.Messages)) {
			if err := b.Set(t, string(id), compile(l.Messages[id])...); err != nil {
				panic("locale: bad message " + t.String() + " " + string(id) + ": " + err.Error())
			}
		}
		return b
	}))
	return build.(func() catalog.Catalog)()
}

// compile is a message as x/text's catalog takes it: a string, a plural
// selection, or its variables and then its text.
func compile(m Message) []catalog.Message {
	var out []catalog.Message
	for _, name := range slices.Sorted(maps.Keys(m.Vars)) {
		out = append(out, catalog.Var(name, selection(m.Vars[name])))
	}
	if m.Plural() {
		return append(out, selection(m))
	}
	return append(out, catalog.String(m.Text))
}

// selection chooses among a message's plural forms by its count.
func selection(m Message) catalog.Message {
	var cases []any
	for _, c := range Categories {
		if t, ok := m.Forms[c]; ok {
			cases = append(cases, c, t)
		}
	}
	return plural.Selectf(m.Arg, "%d", cases...)
}
