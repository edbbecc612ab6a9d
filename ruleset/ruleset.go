// Package ruleset reads rule sets: the embedded presets, house-rules TOML
// files and --set overrides, all with the same keys, and reports bad input
// with the file, line, column and key.
package ruleset

import (
	"bytes"
	"cmp"
	"embed"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/ruleset/rulesfile"
	"github.com/hayami-mahjong/hayami/table"
)

//go:embed presets/*.toml
var presetFiles embed.FS

// PresetNames lists the presets, the default first.
var PresetNames = []string{"ema2025", "wrc2025", "ema2016", "tenhou", "tenhou-sanma", "majsoul", "majsoul-sanma", "mleague", "jpml"}

// Default is the preset used when no rules are named.
const Default = "ema2025"

// Error is bad rules input, placed as precisely as is known.
type Error struct {
	File      string // file name, or "--set k=v"
	Line, Col int    // 1-based; 0 when unknown
	Key       string // dotted key; "" when the problem is not one key's
	Msg       string // in English, as the command line prints it
	// Code and Args say what is wrong for a front end that words it in
	// its own language (table.Code's constants and this package's); ""
	// where only Msg says it.
	Code table.Code
	Args []string
}

// The codes of an Error that are not a value's (table.Code's are).
const (
	CodeUnknownKey table.Code = "unknown-key" // no rules key is called Args[0]; Args[1], if any, is the nearest one
	CodeSetTwice   table.Code = "set-twice"   // a key set a second time; Args[0]: the line of the first
	CodeSyntax     table.Code = "syntax"      // not TOML; Args[0]: the parser's words, in English
	CodeFileSize   table.Code = "file-size"   // a file longer than Args[0] KB
	CodePreset     table.Code = "preset"      // extends names no preset; Args[0]: the name
)

// invalid is a value a key cannot take: what a front end words it with,
// and the English the command line prints.
type invalid struct {
	code table.Code
	args []string
	msg  string
}

func (e *invalid) Error() string { return e.msg }

// Coded is the invalid value's code and its Args, for a front end to word
// it in its language.
func (e *invalid) Coded() (table.Code, []string) { return e.code, e.args }

// invalidf is an invalid value with code, its Args and the English message.
func invalidf(code table.Code, args []string, format string, a ...any) error {
	return &invalid{code, args, fmt.Sprintf(format, a...)}
}

// keyError is e with the code and arguments err carries, if any: an
// invalid value's, or a rules check's.
func keyError(e *Error, err error) *Error {
	var iv *invalid
	var ve *table.ValueError
	switch {
	case errors.As(err, &iv):
		e.Code, e.Args = iv.code, iv.args
	case errors.As(err, &ve):
		e.Code, e.Args = ve.Code, ve.Args
	}
	return e
}

// Error places the problem: file:line:col: key: message, the file's name
// quoted if it has characters that must not reach a terminal raw.
func (e *Error) Error() string {
	var b strings.Builder
	if set, ok := strings.CutPrefix(e.File, setPrefix); ok {
		b.WriteString(setPrefix + usertext.Quote(set))
	} else {
		b.WriteString(usertext.Quote(e.File))
	}
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Col)
	}
	if e.Key != "" {
		b.WriteString(": " + e.Key)
	}
	b.WriteString(": " + e.Msg)
	return b.String()
}

// UnknownPresetError is a rules name that is neither a preset nor a file.
type UnknownPresetError struct{ Name string }

// Error names the presets there are.
func (e *UnknownPresetError) Error() string {
	if best, ok := suggest.Nearest(e.Name, PresetNames); ok {
		return fmt.Sprintf("no preset is called %q; did you mean %s?", e.Name, best)
	}
	return fmt.Sprintf("no preset is called %q; the presets are %s", e.Name, strings.Join(PresetNames, ", "))
}

// Files is the embedded preset files, for a digest of them.
func Files() fs.FS { return presetFiles }

// IsPreset reports whether name is a preset's name.
func IsPreset(name string) bool { return slices.Contains(PresetNames, presetName(name)) }

// presetName is how a preset's name is looked up: "EMA2025" is ema2025.
func presetName(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// PresetText returns a preset's rules file.
func PresetText(name string) ([]byte, error) {
	if !IsPreset(name) {
		return nil, &UnknownPresetError{name}
	}
	return presetFiles.ReadFile("presets/" + presetName(name) + ".toml")
}

// Preset returns a preset's rules.
func Preset(name string) (table.Rules, error) {
	data, err := PresetText(name)
	if err != nil {
		return table.Rules{}, err
	}
	name = presetName(name)
	r, err := parse(name+".toml", data, true)
	if err != nil {
		return table.Rules{}, fmt.Errorf("preset %s: %w", name, err)
	}
	r.ID = name
	return r, nil
}

// assignment is one key set by a file.
type assignment struct {
	key       string
	val       value
	line, col int
}

// Parse reads a house-rules file. It starts from the preset named by its
// extends key (Default when absent) and checks the result.
func Parse(filename string, data []byte) (table.Rules, error) {
	return parse(filename, data, false)
}

// parse reads a rules file: a preset, which names every key, or a house
// file, which starts from the preset it extends.
//
// The keys are checked in one pass first, so a file of unknown or repeated
// keys fails at the first one; only then does the TOML decoder check the
// whole syntax (its duplicate check grows with the number of keys).
func parse(filename string, data []byte, preset bool) (table.Rules, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a byte-order mark, as Notepad writes
	if len(data) > MaxFileSize {
		return table.Rules{}, &Error{File: filename, Msg: fmt.Sprintf("%d bytes is too long for a rules file (at most %d KB)", len(data), MaxFileSize>>10),
			Code: CodeFileSize, Args: []string{strconv.Itoa(MaxFileSize >> 10)}}
	}
	rd := &reader{seen: map[string]int{}}
	if !preset {
		if err := CheckFileName(filename); err != nil {
			return table.Rules{}, err
		}
	}
	if err := rulesfile.Read(data, rd); err != nil {
		return table.Rules{}, fileError(filename, err)
	}
	assigns := rd.assigns
	var r table.Rules
	if !preset {
		extends := Default
		for _, a := range assigns {
			if a.key == "extends" {
				extends = a.val.s
				if !IsPreset(extends) {
					return table.Rules{}, &Error{File: filename, Line: a.line, Col: a.col, Key: "extends", Msg: (&UnknownPresetError{extends}).Error(), Code: CodePreset, Args: []string{extends}}
				}
			}
		}
		var err error
		if r, err = Preset(extends); err != nil {
			return table.Rules{}, err
		}
		r.Extends, r.Name, r.Source = presetName(extends), "", "" // the sheets word the source: "House rules based on Tenhou"
	}
	origin := map[string]assignment{}
	var notes, sources []table.Note
	for _, a := range assigns {
		origin[a.key] = a
		if a.key == "extends" {
			continue
		}
		if key, ok := strings.CutPrefix(a.key, "notes."); ok {
			notes = append(notes, table.Note{Key: key, Text: a.val.s, House: !preset})
			continue
		}
		if key, ok := strings.CutPrefix(a.key, "sources."); ok {
			sources = append(sources, table.Note{Key: key, Text: a.val.s})
			continue
		}
		k, _ := Lookup(a.key)
		if err := k.apply(&r, a.val); err != nil {
			return table.Rules{}, keyError(&Error{File: filename, Line: a.line, Col: a.col, Key: a.key, Msg: err.Error()}, err)
		}
		// The preset's note and source were about its own value.
		r.Notes, r.Sources = dropNote(r.Notes, a.key), dropNote(r.Sources, a.key)
	}
	// The file's own notes and sources, wherever they stand in it; an
	// empty one removes the preset's.
	for _, n := range notes {
		r.Notes = setNote(r.Notes, n)
	}
	for _, n := range sources {
		r.Sources = setNote(r.Sources, n)
	}
	if preset {
		if err := checkComplete(filename, assigns); err != nil {
			return table.Rules{}, err
		}
	}
	if r.Name == "" && !preset {
		r.Name = NameOf(strings.TrimSuffix(filepath.Base(filename), filepath.Ext(filename)))
	}
	r.ID = Slug(r.Name)
	if !preset {
		given := map[string]bool{}
		for key := range origin {
			given[key] = true
		}
		follow(&r, given)
	}
	if err := r.Check(); err != nil {
		return table.Rules{}, placeCheckError(filename, err, origin)
	}
	return r, nil
}

// asVariant marks r, which --set changed from named without naming it, as
// a variant of named: the keys given whose value changed, and an ID of its
// own, so that its files never take the names of named's. The ID is
// named's with each change ("tenhou-kiriage", "tenhou-no-kiriage",
// "tenhou-dora-red-3"), or with a digest of them where more than two or a
// long value would make a long file name ("tenhou-v1a2b3c4d").
func asVariant(named, r table.Rules, given map[string]bool) table.Rules {
	var parts []string
	var digest strings.Builder
	for _, k := range Keys {
		if !given[k.Name] || k.Name == "name" || k.Name == "source" || k.Name == "extends" || k.literal(named) == k.literal(r) {
			continue
		}
		r.Variant = append(r.Variant, k.Name)
		value := k.literal(r)
		fmt.Fprintf(&digest, "%s=%s\n", k.Name, value)
		switch value {
		case "true":
			parts = append(parts, Slug(k.Name))
		case "false":
			parts = append(parts, "no-"+Slug(k.Name))
		default:
			parts = append(parts, Slug(k.Name+" "+value))
		}
	}
	if len(parts) == 0 { // nothing changed here: a variant applied again keeps its ID
		return r
	}
	suffix := strings.Join(parts, "-")
	if len(parts) > 2 || len(suffix) > 24 {
		h := fnv.New32a()
		h.Write([]byte(digest.String()))
		suffix = fmt.Sprintf("v%08x", h.Sum32())
	}
	r.ID, r.VariantOf = named.ID+"-"+suffix, cmp.Or(named.VariantOf, named.ID)
	return r
}

// follow settles the keys that only mean something with another's value,
// where the user changed that one and did not give them:
//
//   - with yakuman.stacking = false (and no counted yakuman stacking) no
//     hand pays more than one yakuman, so yakuman.max becomes 1 and
//     yakuman.doubles empty, and the preset's remarks on them go;
//   - a sanma.tsumo other than bisection does not round as sanma.bisection
//     says, so the preset's remarks on that go;
//   - players = 3 on rules whose counter still pays a ron the four-player
//     3 × honba.tsumo (300) pays 2 × honba.tsumo (200), as every
//     three-player game does, with a note the sheets print.
//
// A value the user gave is kept, and Check says when it cannot be.
func follow(r *table.Rules, given map[string]bool) {
	if given["sanma.tsumo"] && !given["sanma.bisection"] && r.Sanma.Tsumo != table.SanmaBisection {
		r.Notes, r.Sources = dropNote(r.Notes, "sanma.bisection"), dropNote(r.Sources, "sanma.bisection")
	}
	if given["players"] && r.Players == 3 {
		threePlayerHonba(r, given)
	}
	if !given["yakuman.stacking"] || r.Yakuman.Stacking {
		return
	}
	if !given["yakuman.max"] && r.Kazoe != table.KazoeStacking && r.Yakuman.Max != 1 {
		r.Yakuman.Max = 1
		r.Notes, r.Sources = dropNote(r.Notes, "yakuman.max"), dropNote(r.Sources, "yakuman.max")
	}
	if !given["yakuman.doubles"] && len(r.Yakuman.Doubles) > 0 {
		r.Yakuman.Doubles = []table.DoubleYakuman{}
		r.Notes, r.Sources = dropNote(r.Notes, "yakuman.doubles"), dropNote(r.Sources, "yakuman.doubles")
	}
}

// threePlayerHonba makes a four-player counter pay a ron what three-player
// rules pay, 2 × honba.tsumo, where the honba values are still the
// preset's (neither given now nor changed by a house file, which drops the
// preset's remark on a value it sets).
func threePlayerHonba(r *table.Rules, given map[string]bool) {
	preset := func(key string) bool {
		return !given[key] && slices.ContainsFunc(append(slices.Clip(r.Sources), r.Notes...), func(n table.Note) bool { return n.Key == key && !n.House })
	}
	four := r.Honba.Ron
	if four != 3*r.Honba.Tsumo || !preset("honba.ron") || !preset("honba.tsumo") {
		return
	}
	r.Honba.Ron = 2 * r.Honba.Tsumo
	r.Notes, r.Sources = dropNote(r.Notes, "honba.ron"), dropNote(r.Sources, "honba.ron")
	r.Notes = append(r.Notes, table.Note{Key: "honba.ron", Text: fmt.Sprintf(
		"Played by three: %d per counter on a ron, as three-player rules pay (two payers of %d on a tsumo), in place of the four-player %d; set honba.ron to keep %d.",
		r.Honba.Ron, r.Honba.Tsumo, four, four)})
}

// placeCheckError puts a rules check failure at the line that set the key.
func placeCheckError(filename string, err error, origin map[string]assignment) error {
	var ve *table.ValueError
	if !errors.As(err, &ve) {
		return fmt.Errorf("%s: %w", filename, err)
	}
	e := &Error{File: filename, Key: ve.Key, Msg: ve.Reason, Code: ve.Code, Args: ve.Args}
	if a, ok := origin[ve.Key]; ok {
		e.Line, e.Col = a.line, a.col
	}
	return e
}

// dropNote removes the note on key: a file that sets a key replaces the
// preset's value the note was about.
func dropNote(notes []table.Note, key string) []table.Note {
	return slices.DeleteFunc(slices.Clone(notes), func(n table.Note) bool { return n.Key == key })
}

// setNote puts n in place of any note on its key; an empty text only
// removes.
func setNote(notes []table.Note, n table.Note) []table.Note {
	notes = dropNote(notes, n.Key)
	if n.Text == "" {
		return notes
	}
	return append(notes, n)
}

// checkComplete fails when a preset leaves a key unset, which would
// silently take the key's zero value, or a rule without a source or a note.
func checkComplete(filename string, assigns []assignment) error {
	set := map[string]bool{}
	for _, a := range assigns {
		set[a.key] = true
	}
	for _, k := range Keys {
		switch {
		case k.Name == "extends":
		case !set[k.Name]:
			return &Error{File: filename, Key: k.Name, Msg: "a preset must set every key"}
		case k.IsRule() && !set["sources."+k.Name] && !set["notes."+k.Name]:
			return &Error{File: filename, Key: k.Name, Msg: "a preset cites a source for every rule, or a note saying none was found"}
		}
	}
	return nil
}

// reader checks each key a rules file sets, as rulesfile reads it, and
// keeps the settings.
type reader struct {
	assigns []assignment
	seen    map[string]int // the line each key is set on
}

// Table refuses a [table] that holds no rules keys.
func (rd *reader) Table(name string) error {
	if !slices.Contains(tableNames(), name) {
		return fmt.Errorf("unknown table; the tables are %s", strings.Join(tableNames(), ", "))
	}
	return nil
}

// Opens reports whether name is a table or the start of a dotted key
// ("yakuman", "notes.game"): what an inline table may be named. Only such
// names are followed into, so the depth of the keys bounds the nesting.
func (rd *reader) Opens(name string) bool {
	if name == "notes" || name == "sources" {
		return true
	}
	if _, key, ok := cutRemark(name); ok {
		name = key
	}
	return slices.ContainsFunc(Keys, func(k Key) bool { return strings.HasPrefix(k.Name, name+".") })
}

// Set checks a key's name and the type of its value, once.
func (rd *reader) Set(a rulesfile.Assignment) error {
	want := KindString
	if remark, key, ok := cutRemark(a.Key); ok {
		if !remarkable(key) {
			return fmt.Errorf("%s must be about a rules setting; %q is not one", remark, key)
		}
	} else {
		k, known := Lookup(a.Key)
		if !known {
			return unknownKey(a.Key)
		}
		want = k.Kind
	}
	val, err := nodeValue(a.Value, want)
	if err != nil {
		return err
	}
	if line, ok := rd.seen[a.Key]; ok {
		return invalidf(CodeSetTwice, []string{strconv.Itoa(line)}, "set twice (first on line %d)", line)
	}
	rd.seen[a.Key] = a.Line
	rd.assigns = append(rd.assigns, assignment{key: a.Key, val: val, line: a.Line, col: a.Col})
	return nil
}

// CheckFileName refuses a house-rules file whose name (without its
// folder) has a character package usertext refuses, as its text would be:
// the name becomes the rule set's when the file gives none, and a link or
// an upload carries it to the page. Parse checks it first.
func CheckFileName(filename string) error {
	if err := usertext.Check(filepath.Base(filename)); err != nil {
		var ue *usertext.Error
		errors.As(err, &ue)
		return &Error{File: filename, Code: table.CodeCharacter, Args: []string{usertext.Quote(filepath.Base(filename)), fmt.Sprintf("%U", ue.Rune)},
			Msg: fmt.Sprintf("the file's name has %v; rename the file", err)}
	}
	return nil
}

// fileError is a problem rulesfile placed, as an Error in filename.
func fileError(filename string, err error) error {
	var fe *rulesfile.Error
	if !errors.As(err, &fe) {
		return fmt.Errorf("%s: %w", filename, err)
	}
	e := &Error{File: filename, Line: fe.Line, Col: fe.Col, Key: fe.Key, Msg: fe.Err.Error()}
	if fe.Syntax {
		e.Code, e.Args = CodeSyntax, []string{e.Msg}
	}
	return keyError(e, fe.Err)
}

// tableNames lists the tables a rules file may open: the first parts of
// dotted keys, and notes and sources.
var tableNames = sync.OnceValue(func() []string {
	names := []string{"notes", "sources"}
	for _, k := range Keys {
		if table, _, ok := strings.Cut(k.Name, "."); ok && !slices.Contains(names, table) {
			names = append(names, table)
		}
	}
	return names
})

// nodeValue converts a rules file's value to a setting of kind want.
func nodeValue(n rulesfile.Value, want Kind) (value, error) {
	var v value
	mismatch := invalidf(map[Kind]table.Code{KindBool: table.CodeBool, KindInt: table.CodeWhole, KindString: table.CodeText}[want], nil, "expected %s, got %s", want.words(), n.What())
	if want == KindIntList {
		mismatch.(*invalid).code = table.CodeList
	}
	switch want {
	case KindBool:
		if n.Kind() != rulesfile.Bool {
			return v, mismatch
		}
		v.b = n.Text() == "true"
	case KindInt:
		if n.Kind() != rulesfile.Integer {
			return v, mismatch
		}
		i, err := fileInt(n)
		if err != nil {
			return v, err
		}
		v.i = i
	case KindString:
		if n.Kind() != rulesfile.String {
			return v, mismatch
		}
		clean, err := cleanText(n.Text())
		if err != nil {
			return v, err
		}
		v.s = clean
	case KindStringList, KindIntList:
		if n.Kind() != rulesfile.Array {
			return v, mismatch
		}
		itemKind, what := rulesfile.String, "strings"
		if want == KindIntList {
			itemKind, what = rulesfile.Integer, "whole numbers"
		}
		count := 0
		for item := range n.Items() {
			if count++; count > MaxList {
				return v, invalidf(table.CodeListLong, []string{strconv.Itoa(MaxList)}, "a list of more than %d items", MaxList)
			}
			if item.Kind() != itemKind {
				return v, invalidf(map[Kind]table.Code{KindIntList: table.CodeList}[want], nil, "expected a list of %s, found %s", what, strings.TrimSpace(item.Text()))
			}
			if want == KindIntList {
				i, err := fileInt(item)
				if err != nil {
					return v, err
				}
				v.list = append(v.list, i)
				continue
			}
			clean, err := cleanText(item.Text())
			if err != nil {
				return v, err
			}
			v.strings = append(v.strings, clean)
		}
	}
	return v, nil
}

// fileInt is a rules file's integer, refused where it does not fit.
func fileInt(n rulesfile.Value) (int64, error) {
	i, ok := n.Int()
	if !ok {
		return 0, invalidf(table.CodeWhole, nil, "%s is not a whole number that fits", n.Text())
	}
	return i, nil
}

// unknownKey says what to write instead of a key no rules file has.
func unknownKey(name string) error {
	if instead, ok := retiredKeys[name]; ok {
		return errors.New(instead)
	}
	names := make([]string, len(Keys))
	for i, k := range Keys {
		names[i] = k.Name
	}
	if slices.Contains(projectKeys, name) {
		return fmt.Errorf("not a rules key but hayami build's --%s: write it in hayami.toml, the project file (hayami init)", name)
	}
	best, ok := lastPart(name, names)
	if !ok {
		best, ok = suggest.Nearest(name, names)
	}
	if ok {
		return invalidf(CodeUnknownKey, []string{name, best}, "unknown key; did you mean %s?", best)
	}
	return invalidf(CodeUnknownKey, []string{name}, "unknown key; 'hayami rules init' writes every key with what it does")
}

// projectKeys are hayami build's flags that a rules file may be mistaken
// to hold: a project file holds them.
var projectKeys = []string{"club", "title", "lang", "paper", "format", "sheets", "out"}

// lastPart is the one key of names whose last part is name's last part
// ("red" and "game.red" are dora.red), or else nearest it as a typo; ok
// is false when no one key is.
func lastPart(name string, names []string) (string, bool) {
	last := func(s string) string { return strings.ToLower(s[strings.LastIndexByte(s, '.')+1:]) }
	want := last(name)
	var exact, near []string
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = last(n)
		if parts[i] == want && n != name {
			exact = append(exact, n)
		}
	}
	if len(exact) == 1 {
		return exact[0], true
	}
	if len(exact) > 1 {
		return "", false
	}
	best, ok := suggest.Nearest(want, parts)
	for i, p := range parts {
		if ok && p == best {
			near = append(near, names[i])
		}
	}
	if len(near) == 1 && len(want) > 3 {
		return near[0], true
	}
	return "", false
}

// cutRemark splits "notes.KEY" or "sources.KEY" into the kind of remark
// ("a note", "a source") and the key it is about.
func cutRemark(name string) (remark, key string, ok bool) {
	if key, ok := strings.CutPrefix(name, "notes."); ok {
		return "a note", key, true
	}
	if key, ok := strings.CutPrefix(name, "sources."); ok {
		return "a source", key, true
	}
	return "", "", false
}

// remarkable reports whether a note or a source may be about key: a rule
// of the game, not the name, source or how sheets look.
func remarkable(key string) bool {
	k, known := Lookup(key)
	return known && k.IsRule()
}

// UsageError is a command-line --set that is not of the form key=value.
type UsageError struct{ Msg string }

// Error says how to write the setting.
func (e *UsageError) Error() string { return e.Msg }

// NameOf makes text from elsewhere (a file name) a rule set's name: what
// package usertext refuses (control, bidirectional and invisible
// characters) becomes spaces, and it is cut to MaxName characters. A
// house-rules file whose own name has such characters is refused before
// (Parse); NameOf keeps any other caller's name printable.
func NameOf(s string) string {
	s = strings.ToValidUTF8(s, " ")
	var b strings.Builder
	for {
		i, r, _ := usertext.Find(s)
		if i < 0 {
			break
		}
		b.WriteString(s[:i] + " ")
		s = s[i+utf8.RuneLen(r):]
	}
	s = strings.Map(func(r rune) rune {
		if r == utf8.RuneError {
			return ' '
		}
		return r
	}, b.String()+s)
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > MaxName {
		s = strings.TrimSpace(string([]rune(s)[:MaxName]))
	}
	return s
}

// setFlag writes a --set setting for an error message, a long value cut
// to its first 40 characters.
func setFlag(name, raw string) string {
	if cut, ok := shorten(raw); ok {
		raw = cut + "…"
	}
	return setPrefix + name + "=" + raw
}

// setPrefix starts the File of an Error in a --set setting.
const setPrefix = "--set "

// InSet reports whether the error is in a --set setting, not in a file.
func (e *Error) InSet() bool { return strings.HasPrefix(e.File, setPrefix) }

// Apply overrides rules with --set key=value settings, in order, and checks the result.
func Apply(r table.Rules, sets []string) (table.Rules, error) {
	named := r
	for _, set := range sets {
		name, raw, ok := strings.Cut(set, "=")
		name = strings.TrimSpace(name)
		if !ok {
			return r, &UsageError{fmt.Sprintf("--set %s: write it as key=value, e.g. --set kiriage=false", set)}
		}
		where := setFlag(name, raw)
		if remark, key, ok := cutRemark(name); ok {
			if !remarkable(key) {
				return r, &Error{File: where, Key: name, Msg: fmt.Sprintf("%s must be about a rules setting; %q is not one", remark, key)}
			}
			v, err := parseValue(KindString, raw)
			if err != nil {
				return r, keyError(&Error{File: where, Key: name, Msg: err.Error()}, err)
			}
			if remark == "a note" {
				r.Notes = setNote(r.Notes, table.Note{Key: key, Text: v.s, House: true})
			} else {
				r.Sources = setNote(r.Sources, table.Note{Key: key, Text: v.s})
			}
			continue
		}
		k, known := Lookup(name)
		if !known {
			err := unknownKey(name)
			return r, keyError(&Error{File: where, Key: name, Msg: err.Error()}, err)
		}
		if name == "extends" {
			return r, &Error{File: where, Key: name, Msg: "extends only works in a rules file; use --rules to start from a preset"}
		}
		v, err := parseValue(k.Kind, raw)
		if err == nil {
			err = k.apply(&r, v)
		}
		if err != nil {
			return r, keyError(&Error{File: where, Key: name, Msg: err.Error()}, err)
		}
		r.Notes, r.Sources = dropNote(r.Notes, name), dropNote(r.Sources, name)
		if name == "name" {
			r.ID = Slug(r.Name)
		}
	}
	given := map[string]bool{}
	for _, set := range sets {
		name, _, _ := strings.Cut(set, "=")
		given[strings.TrimSpace(name)] = true
	}
	follow(&r, given)
	if !given["name"] {
		r = asVariant(named, r, given)
	}
	if err := r.Check(); err != nil {
		var ve *table.ValueError
		if errors.As(err, &ve) {
			where := "rules " + r.ID
			for _, set := range sets {
				if n, raw, _ := strings.Cut(set, "="); strings.TrimSpace(n) == ve.Key {
					where = setFlag(ve.Key, raw)
				}
			}
			return r, &Error{File: where, Key: ve.Key, Msg: ve.Reason, Code: ve.Code, Args: ve.Args}
		}
		return r, err
	}
	return r, nil
}

// Slug turns a rule set's name into a safe file-name part: lower-case
// letters and digits joined by single hyphens ("Thursday club" →
// "thursday-club"), at most 48 characters.
func Slug(name string) string {
	var b strings.Builder
	hyphen, n := false, 0
	for _, c := range strings.ToLower(name) {
		if n == 48 {
			break
		}
		n++
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(c)
			hyphen = false
		} else {
			hyphen = true
		}
	}
	if b.Len() == 0 {
		return "rules"
	}
	return b.String()
}

// NameFromFile makes a rule set's name from a file name:
// "thursday-club.toml" → "Thursday club".
func NameFromFile(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	words := strings.FieldsFunc(base, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	name := NameOf(strings.Join(words, " "))
	r, size := utf8.DecodeRuneInString(name)
	if size == 0 {
		return "House rules"
	}
	return string(unicode.ToUpper(r)) + name[size:]
}
