package clibase

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Flags is a command's flag set as the commands define and read it: on
// the command line a *pflag.FlagSet (cli.PFlags), in the page a Parser,
// which keeps pflag (and the flag and net packages it brings) out of the
// page's wasm.
type Flags interface {
	BoolVarP(p *bool, name, shorthand string, value bool, usage string)
	StringVar(p *string, name, value, usage string)
	StringArrayVar(p *[]string, name string, value []string, usage string)
	StringSliceVar(p *[]string, name string, value []string, usage string)
	Var(v Value, name, usage string)
	// Changed reports whether the command line set the flag.
	Changed(name string) bool
	GetBool(name string) (bool, error)
	// Has reports whether there is such a flag.
	Has(name string) bool
	// Place is where the project file set the flag, "hayami.toml:3:1
	// paper", or "".
	Place(name string) string
}

// Value is a flag's value, as pflag.Value.
type Value interface {
	String() string
	Set(string) error
	Type() string
}

// Parser is a flag set that parses a command line as pflag does (its
// syntax, its errors, its help lines) for the kinds of flag the table's
// commands have.
type Parser struct {
	flags []*parsed
	args  []string
}

// parsed is one flag of a Parser.
type parsed struct {
	name, shorthand, usage, defValue string
	noOpt                            string // the value of the flag alone: "true" for a bool
	value                            Value
	changed                          bool
}

// add defines a flag of v.
func (p *Parser) add(v Value, name, shorthand, usage string) {
	f := &parsed{name: name, shorthand: shorthand, usage: usage, value: v, defValue: v.String()}
	if v.Type() == "bool" {
		f.noOpt = "true"
	}
	i, _ := slices.BinarySearchFunc(p.flags, name, func(f *parsed, n string) int { return strings.Compare(f.name, n) })
	p.flags = slices.Insert(p.flags, i, f)
}

// BoolVarP defines a bool flag, with a one-letter shorthand or "".
func (p *Parser) BoolVarP(b *bool, name, shorthand string, value bool, usage string) {
	*b = value
	p.add(boolValue{b}, name, shorthand, usage)
}

// StringVar defines a string flag.
func (p *Parser) StringVar(s *string, name, value, usage string) {
	*s = value
	p.add(stringValue{s}, name, "", usage)
}

// StringArrayVar defines a repeatable string flag.
func (p *Parser) StringArrayVar(s *[]string, name string, value []string, usage string) {
	*s = value
	p.add(&listValue{s: s, kind: "stringArray"}, name, "", usage)
}

// StringSliceVar defines a flag of comma-separated strings.
func (p *Parser) StringSliceVar(s *[]string, name string, value []string, usage string) {
	*s = value
	p.add(&listValue{s: s, kind: "stringSlice"}, name, "", usage)
}

// Var defines a flag of v.
func (p *Parser) Var(v Value, name, usage string) { p.add(v, name, "", usage) }

// lookup is the flag called name, or nil.
func (p *Parser) lookup(name string) *parsed {
	for _, f := range p.flags {
		if f.name == name {
			return f
		}
	}
	return nil
}

// Changed reports whether Parse set the flag.
func (p *Parser) Changed(name string) bool {
	f := p.lookup(name)
	return f != nil && f.changed
}

// GetBool is a bool flag's value.
func (p *Parser) GetBool(name string) (bool, error) {
	f := p.lookup(name)
	if f == nil || f.value.Type() != "bool" {
		return false, fmt.Errorf("no bool flag %s", name)
	}
	return strconv.ParseBool(f.value.String())
}

// Has reports whether there is such a flag.
func (p *Parser) Has(name string) bool { return p.lookup(name) != nil }

// Place is "": no project file sets a Parser's flags.
func (p *Parser) Place(string) string { return "" }

// Names are the flags' names, in order.
func (p *Parser) Names() []string {
	names := make([]string, len(p.flags))
	for i, f := range p.flags {
		names[i] = f.name
	}
	return names
}

// Usage is a flag's help, and whether there is such a flag.
func (p *Parser) Usage(name string) (string, bool) {
	if f := p.lookup(name); f != nil {
		return f.usage, true
	}
	return "", false
}

// Args are the positional arguments Parse left.
func (p *Parser) Args() []string { return p.args }

// Parse reads the command line: flags anywhere, "--" ending them.
func (p *Parser) Parse(args []string) error {
	for len(args) > 0 {
		s := args[0]
		args = args[1:]
		switch {
		case len(s) < 2 || s[0] != '-':
			p.args = append(p.args, s)
		case s == "--":
			p.args = append(p.args, args...)
			return nil
		case s[1] == '-':
			var err error
			if args, err = p.long(s, args); err != nil {
				return err
			}
		default:
			if strings.HasPrefix(s[1:], "test.") { // pflag leaves go test's flags alone
				continue
			}
			for short := s[1:]; short != ""; {
				var err error
				if short, args, err = p.short(short, args); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// long reads --name, --name=value or --name value.
func (p *Parser) long(s string, args []string) ([]string, error) {
	name := s[2:]
	if name == "" || name[0] == '-' || name[0] == '=' {
		return args, fmt.Errorf("bad flag syntax: %s", s)
	}
	name, value, given := strings.Cut(name, "=")
	f := p.lookup(name)
	switch {
	case f == nil:
		return args, fmt.Errorf("unknown flag: --%s", name)
	case given:
	case f.noOpt != "":
		value = f.noOpt
	case len(args) > 0:
		value, args = args[0], args[1:]
	default:
		return args, fmt.Errorf("flag needs an argument: --%s", name)
	}
	return args, p.set(f, value)
}

// short reads the first of a run of shorthands: -q, -f=value, -fvalue
// or -f value, and returns the rest of the run.
func (p *Parser) short(short string, args []string) (string, []string, error) {
	var f *parsed
	for _, g := range p.flags {
		if g.shorthand != "" && g.shorthand[0] == short[0] {
			f = g
		}
	}
	rest := short[1:]
	var value string
	switch {
	case f == nil:
		return "", args, fmt.Errorf("unknown shorthand flag: %q in -%s", rune(short[0]), short)
	case len(short) > 2 && short[1] == '=':
		value, rest = short[2:], ""
	case f.noOpt != "":
		value = f.noOpt
	case len(short) > 1:
		value, rest = short[1:], ""
	case len(args) > 0:
		value, args = args[0], args[1:]
	default:
		return "", args, fmt.Errorf("flag needs an argument: %q in -%s", rune(short[0]), short)
	}
	return rest, args, p.set(f, value)
}

// set gives a flag a value, as pflag words a bad one.
func (p *Parser) set(f *parsed, value string) error {
	if err := f.value.Set(value); err != nil {
		name := "--" + f.name
		if f.shorthand != "" {
			name = "-" + f.shorthand + ", " + name
		}
		return fmt.Errorf("invalid argument %q for %q flag: %v", value, name, err)
	}
	f.changed = true
	return nil
}

// Usages are the flags' help lines, as pflag's FlagUsages writes them.
func (p *Parser) Usages() string {
	lines := make([]string, 0, len(p.flags))
	width := 0
	for _, f := range p.flags {
		line := "      --" + f.name
		if f.shorthand != "" {
			line = "  -" + f.shorthand + ", --" + f.name
		}
		if kind := map[string]string{"bool": "", "stringSlice": "strings", "uint64": "uint"}; true {
			name, ok := kind[f.value.Type()]
			if !ok {
				name = f.value.Type()
			}
			if name != "" {
				line += " " + name
			}
		}
		line += "\x00"
		width = max(width, len(line))
		line += f.usage
		if !f.zeroDefault() {
			if f.value.Type() == "string" {
				line += fmt.Sprintf(" (default %q)", f.defValue)
			} else {
				line += " (default " + f.defValue + ")"
			}
		}
		lines = append(lines, line)
	}
	var b strings.Builder
	for _, line := range lines {
		at := strings.IndexByte(line, 0)
		usage := strings.ReplaceAll(line[at+1:], "\n", "\n"+strings.Repeat(" ", width+2))
		fmt.Fprintln(&b, line[:at], strings.Repeat(" ", width-at), usage)
	}
	return b.String()
}

// zeroDefault reports whether the default is the zero value, which the
// help does not show: pflag's test of its own kinds, and of any other.
func (f *parsed) zeroDefault() bool {
	switch f.value.(type) {
	case boolValue:
		return f.defValue == "false" || f.defValue == ""
	case stringValue:
		return f.defValue == ""
	case *listValue:
		return f.defValue == "[]"
	}
	return slices.Contains([]string{"false", "<nil>", "", "0"}, f.defValue)
}

// boolValue is a bool flag's value.
type boolValue struct{ b *bool }

func (v boolValue) String() string { return strconv.FormatBool(*v.b) }
func (v boolValue) Type() string   { return "bool" }

// Set reads true or false as strconv.ParseBool does.
func (v boolValue) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err == nil {
		*v.b = b
	}
	return err
}

// stringValue is a string flag's value.
type stringValue struct{ s *string }

func (v stringValue) String() string { return *v.s }
func (v stringValue) Type() string   { return "string" }

// Set takes the value as it is.
func (v stringValue) Set(s string) error {
	*v.s = s
	return nil
}

// listValue is a repeatable flag's value: a stringArray's each value
// whole, a stringSlice's split at commas (as CSV); the first replaces
// the default.
type listValue struct {
	s       *[]string
	kind    string
	changed bool
}

func (v *listValue) Type() string { return v.kind }

// String is the values as CSV, in brackets.
func (v *listValue) String() string {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write(*v.s)
	w.Flush()
	return "[" + strings.TrimSuffix(b.String(), "\n") + "]"
}

// Set adds a value, or the values of a comma-separated list.
func (v *listValue) Set(s string) error {
	items := []string{s}
	if v.kind == "stringSlice" {
		items = []string{}
		if s != "" {
			var err error
			if items, err = csv.NewReader(strings.NewReader(s)).Read(); err != nil {
				return err
			}
		}
	}
	if !v.changed {
		*v.s = items
	} else {
		*v.s = append(*v.s, items...)
	}
	v.changed = true
	return nil
}
