// Package rulesfile reads the TOML of a rules file as the keys it sets, in
// order, each with its value and the line and column it is set on, its
// nesting and syntax checked; which keys there are, its reader says.
package rulesfile

import (
	"bytes"
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"

	toml "github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"
)

// MaxNesting is how deep lists and inline tables may nest in a rules file:
// the deepest key needs 4 (notes = {game = {uma = "…"}} in a table), so
// this leaves room and keeps a TOML parser's recursion short.
const MaxNesting = 16

// Error is a problem in a file, placed at the key it is about or where
// the file stops being TOML.
type Error struct {
	Line, Col int    // 1-based; 0 when unknown
	Key       string // dotted key; "" when the problem is not one key's
	Err       error  // what is wrong: a Schema's error, or this package's
	Syntax    bool   // the file is not TOML; Err is the parser's words
}

// Error places the problem: line:col: key: what is wrong.
func (e *Error) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "%d:%d: ", e.Line, e.Col)
	}
	if e.Key != "" {
		b.WriteString(e.Key + ": ")
	}
	b.WriteString(e.Err.Error())
	return b.String()
}

// Unwrap is what is wrong.
func (e *Error) Unwrap() error { return e.Err }

// Schema says which keys a file may set, as Read asks.
type Schema interface {
	// Table checks the name of a [table] the file opens.
	Table(name string) error
	// Opens reports whether an inline table named name holds keys, each
	// then read on its own, rather than being one key's value.
	Opens(name string) bool
	// Set checks a key the file sets, and takes it.
	Set(a Assignment) error
}

// Assignment is one key a file sets.
type Assignment struct {
	Key       string // dotted, with the table it is in
	Value     Value
	Line, Col int // of the key's first part
}

// Value is the value a key is set to, valid only while Set has it.
type Value struct{ n *unstable.Node }

// Kind is what a TOML value is, as far as a rules key may care.
type Kind int

// The kinds of Value.
const (
	Other   Kind = iota // a decimal number, a date or time, a table
	Bool                // true or false
	Integer             // a whole number
	String              // a text
	Array               // a list
)

// Kind says what the value is.
func (v Value) Kind() Kind {
	switch v.n.Kind {
	case unstable.Bool:
		return Bool
	case unstable.Integer:
		return Integer
	case unstable.String:
		return String
	case unstable.Array:
		return Array
	}
	return Other
}

// What words what the value is for an error message: "a string", "a table".
func (v Value) What() string {
	return map[unstable.Kind]string{unstable.String: "a string", unstable.Integer: "a whole number", unstable.Bool: "a boolean",
		unstable.Float: "a decimal number", unstable.Array: "a list", unstable.InlineTable: "a table",
		unstable.LocalDate: "a date", unstable.LocalDateTime: "a date", unstable.DateTime: "a date", unstable.LocalTime: "a time"}[v.n.Kind]
}

// Text is a string's text, or a boolean or a number as written.
func (v Value) Text() string { return string(v.n.Data) }

// Int reads an Integer (decimal, hex, octal or binary, with underscores);
// ok is false when it does not fit in an int64.
func (v Value) Int() (i int64, ok bool) {
	var holder struct{ V int64 }
	if err := toml.Unmarshal(append([]byte("V = "), v.n.Data...), &holder); err != nil {
		return 0, false
	}
	return holder.V, true
}

// Items are an Array's items, in order.
func (v Value) Items() iter.Seq[Value] {
	return func(yield func(Value) bool) {
		for items := v.n.Children(); items.Next(); {
			if !yield(Value{items.Node()}) {
				return
			}
		}
	}
}

// Read gives s each key data sets, in order, and then checks data is TOML;
// it stops at the first problem, an *Error. It refuses a file whose lists
// and inline tables nest more than MaxNesting deep before any parser reads it.
func Read(data []byte, s Schema) error {
	if err := checkNesting(data); err != nil {
		return err
	}
	if err := walk(data, s); err != nil {
		return err
	}
	return checkSyntax(data)
}

// checkNesting refuses a file whose lists and inline tables nest deeper
// than MaxNesting, in one pass. Brackets in strings and comments do not count.
func checkNesting(data []byte) error {
	depth, line, lineStart := 0, 1, 0
	for i := 0; i < len(data); i++ {
		switch c := data[i]; c {
		case '\n':
			line, lineStart = line+1, i+1
		case '#': // a comment, to the end of the line
			for i+1 < len(data) && data[i+1] != '\n' {
				i++
			}
		case '"', '\'':
			quote := []byte{c}
			if bytes.HasPrefix(data[i:], []byte{c, c, c}) {
				quote = []byte{c, c, c}
			}
			for i += len(quote); i < len(data) && !bytes.HasPrefix(data[i:], quote); i++ {
				if data[i] == '\\' && c == '"' {
					i++ // an escaped character, perhaps the quote
				}
				if i < len(data) && data[i] == '\n' {
					line, lineStart = line+1, i+1
				}
			}
			i += len(quote) - 1
		case '[', '{':
			if depth++; depth > MaxNesting {
				return &Error{Line: line, Col: i - lineStart + 1, Err: fmt.Errorf("lists and tables nested more than %d deep: no rules key needs that", MaxNesting)}
			}
		case ']', '}':
			depth = max(depth-1, 0)
		}
	}
	return nil
}

// walk gives s the tables and keys data sets, placing what s refuses.
func walk(data []byte, s Schema) error {
	var p unstable.Parser
	p.Reset(data)
	at := func(n *unstable.Node, key string, err error) error {
		sh := p.Shape(n.Raw)
		return &Error{Line: sh.Start.Line, Col: sh.Start.Column, Key: key, Err: err}
	}
	var keyValue func(prefix []string, e *unstable.Node) error
	keyValue = func(prefix []string, e *unstable.Node) error {
		path, first := keyPath(prefix, e)
		name := strings.Join(path, ".")
		v := e.Value()
		if v.Kind == unstable.InlineTable && s.Opens(name) { // else a value of the wrong kind, or an unknown key
			children := v.Children()
			empty := true
			for children.Next() {
				empty = false
				if err := keyValue(path, children.Node()); err != nil {
					return err
				}
			}
			if empty {
				return at(first, name, errors.New("an empty table ({}) sets nothing: give its keys values, or remove it"))
			}
			return nil
		}
		sh := p.Shape(first.Raw)
		if err := s.Set(Assignment{Key: name, Value: Value{v}, Line: sh.Start.Line, Col: sh.Start.Column}); err != nil {
			return &Error{Line: sh.Start.Line, Col: sh.Start.Column, Key: name, Err: err}
		}
		return nil
	}
	var section []string
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table:
			var first *unstable.Node
			section, first = keyPath(nil, e)
			name := strings.Join(section, ".")
			if err := s.Table(name); err != nil {
				return at(first, name, err)
			}
		case unstable.ArrayTable:
			path, first := keyPath(nil, e)
			return at(first, strings.Join(path, "."), errors.New("arrays of tables ([[…]]) are not rules keys"))
		case unstable.KeyValue:
			if err := keyValue(section, e); err != nil {
				return err
			}
		}
	}
	if err := p.Error(); err != nil {
		if placed := checkSyntax(data); placed != nil {
			return placed
		}
		return &Error{Err: err}
	}
	return nil
}

// keyPath returns the dotted key of a table or key-value node under
// prefix, and the node of its first part (for its position).
func keyPath(prefix []string, e *unstable.Node) ([]string, *unstable.Node) {
	path := slices.Clone(prefix)
	var first *unstable.Node
	it := e.Key()
	for it.Next() {
		if first == nil {
			first = it.Node()
		}
		path = append(path, string(it.Node().Data))
	}
	return path, first
}

// checkSyntax decodes data as TOML and places the first syntax error.
func checkSyntax(data []byte) error {
	var syntax map[string]any
	err := toml.Unmarshal(data, &syntax)
	var de *toml.DecodeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &de):
		line, col := de.Position()
		if key, word, ok := bareBoolean(data, line, col); ok {
			return &Error{Line: line, Col: col, Key: key, Err: fmt.Errorf("write true or false, not %s: a TOML boolean is true or false, without quotes", word), Syntax: true}
		}
		return &Error{Line: line, Col: col, Key: strings.Join(de.Key(), "."), Err: errors.New(strings.TrimPrefix(de.Error(), "toml: ")), Syntax: true}
	}
	return &Error{Err: err}
}

// bareBoolean finds a value written yes, no, on or off (in any case) where
// the parser stopped, at line and col, and the key before it on the line.
func bareBoolean(data []byte, line, col int) (key, word string, ok bool) {
	lines := strings.Split(string(data), "\n")
	if line < 1 || line > len(lines) || col < 1 || col > len(lines[line-1]) {
		return "", "", false
	}
	text := lines[line-1]
	rest := text[col-1:]
	end := strings.IndexFunc(rest, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') })
	if end < 0 {
		end = len(rest)
	}
	word = rest[:end]
	before, _, found := strings.Cut(text[:col-1], "=")
	if !found || !slices.Contains([]string{"yes", "no", "on", "off"}, strings.ToLower(word)) {
		return "", "", false
	}
	return strings.Trim(strings.TrimSpace(before), `"'`), word, true
}
