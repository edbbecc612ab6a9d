package ruleset

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hayami-mahjong/hayami/table"
)

// Format writes rules as a rules file with a comment on every key. The
// file reads back to the same settings.
func Format(r table.Rules) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: rules for hayami\n", r.Name)
	if len(r.Variant) > 0 {
		fmt.Fprintf(&b, "# Changed from %s by --set: %s (marked \"changed\" below); the sheets call it a variant of %s.\n", r.VariantOf, strings.Join(r.Variant, ", "), r.Name)
	}
	writeKeys(&b, r, func(k Key) bool { return k.Name != "extends" || r.Extends != "" }, "")
	writeRemarks(&b, "sources", "Where each value comes from.", r.Sources)
	writeRemarks(&b, "notes", "Values not confirmed by a primary source; sheets say so.", r.Notes)
	return []byte(b.String())
}

// writeRemarks writes a [sources] or [notes] table, if there is anything in it.
func writeRemarks(b *strings.Builder, section, comment string, remarks []table.Note) {
	if len(remarks) == 0 {
		return
	}
	fmt.Fprintf(b, "\n# %s\n[%s]\n", comment, section)
	for _, n := range remarks {
		fmt.Fprintf(b, "%s = %s\n", quoteKey(n.Key), Quote(n.Text))
	}
}

// Starter writes a house-rules file that extends preset base: every key is
// there with the preset's value, commented out, ready to be changed.
func Starter(base table.Rules, name string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# House rules for hayami. Uncomment a key to change it; the rest come from %s.\n", base.ID)
	fmt.Fprintf(&b, "# Check the file with: hayami rules check FILE\n")
	fmt.Fprintf(&b, "name = %s\nextends = %s\n", Quote(name), Quote(base.ID))
	source, _ := Lookup("source")
	fmt.Fprintf(&b, "# source = %s  # %s: %s; without it the footer says house rules based on %s\n", Quote(name+", based on "+base.Name), source.Type, source.Doc, base.Name)
	writeKeys(&b, base, func(k Key) bool { return k.Name != "name" && k.Name != "extends" && k.Name != "source" }, "# ")
	return []byte(b.String())
}

// writeKeys writes the chosen keys under their [section] headers; prefix
// comments the key lines out.
func writeKeys(b *strings.Builder, r table.Rules, include func(Key) bool, prefix string) {
	section := ""
	for _, k := range Keys {
		if !include(k) {
			continue
		}
		sec, name, dotted := strings.Cut(k.Name, ".")
		if !dotted {
			sec, name = "", k.Name
		}
		if sec != section {
			fmt.Fprintf(b, "\n[%s]\n", sec)
			section = sec
		}
		changed := ""
		if slices.Contains(r.Variant, k.Name) {
			changed = "changed; "
		}
		fmt.Fprintf(b, "%s%s = %s  # %s%s: %s\n", prefix, name, k.literal(r), changed, k.Type, k.Doc)
	}
}

// Quote writes s as a TOML basic string.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, "\\u%04X", c)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// quoteKey quotes a dotted key so TOML reads it as one key.
func quoteKey(key string) string {
	if strings.Contains(key, ".") {
		return Quote(key)
	}
	return key
}

// Change is one setting in which two rule sets differ.
type Change struct {
	Key   string
	Value string // the setting in the changed rules, as TOML
	Base  string // the setting in the base rules, as TOML
}

// Diff lists the settings of r that differ from base, in key order;
// name, extends and source are not settings.
func Diff(base, r table.Rules) []Change {
	var out []Change
	for _, k := range Keys {
		if k.Name == "name" || k.Name == "extends" || k.Name == "source" {
			continue
		}
		if v, b := k.literal(r), k.literal(base); v != b {
			out = append(out, Change{Key: k.Name, Value: v, Base: b})
		}
	}
	return out
}
