// Package rulesreport writes what hayami rules list and rules check
// print: the presets as a table, and a house-rules file checked, with
// how it differs from the preset it extends and the values it keeps that
// the preset's sources do not confirm.
package rulesreport

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/hayami-mahjong/hayami/ruleset"
	"github.com/hayami-mahjong/hayami/standings"
	"github.com/hayami-mahjong/hayami/table"
)

// List writes the presets as a table: name, players, full name (the
// default marked) and source.
func List(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "PRESET\tPLAYERS\tNAME\tSOURCE")
	for _, name := range ruleset.PresetNames {
		r, err := ruleset.Preset(name)
		if err != nil {
			return err
		}
		def := ""
		if name == ruleset.Default {
			def = " (default)"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s%s\t%s\n", name, r.Players, r.Name, def, r.Source)
	}
	return tw.Flush()
}

// Check computes every table of r, read from file, and writes that it is
// ok; for a rule set that extends a preset, how it differs from it and
// the preset's values it keeps that the sheets print as caveats.
func Check(w io.Writer, file string, r table.Rules) error {
	if _, err := standings.Compute(r, 0); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if r.Extends == "" {
		fmt.Fprintf(w, "%s: ok: %s\n", file, r.Name)
		return nil
	}
	base, err := ruleset.Preset(r.Extends)
	if err != nil {
		return err
	}
	diff := ruleset.Diff(base, r)
	fmt.Fprintf(w, "%s: ok: %s, extending %s\n", file, r.Name, r.Extends)
	if len(diff) == 0 {
		fmt.Fprintf(w, "  same settings as %s\n", r.Extends)
	}
	for _, d := range diff {
		fmt.Fprintf(w, "  %s = %s (%s has %s)\n", d.Key, d.Value, r.Extends, d.Base)
	}
	if assumed := inheritedCaveats(r); len(assumed) > 0 {
		fmt.Fprintf(w, "  the sheets print these as \"check your rulebook\" (%s's sources do not confirm them); write them into %s to make them your club's rules:\n", r.Extends, file)
		for _, line := range assumed {
			fmt.Fprintln(w, "    "+line)
		}
	}
	return nil
}

// inheritedCaveats are the preset's values that r keeps and whose sources
// do not confirm them, as "key = value" lines: the sheets print each as a
// caveat until the house file states the value (or a note of its own).
func inheritedCaveats(r table.Rules) []string {
	var lines []string
	for _, n := range r.Notes {
		k, ok := ruleset.Lookup(n.Key)
		if n.House || !ok || r.Players == 4 && k.Sanma {
			continue
		}
		lines = append(lines, fmt.Sprintf("%s = %s", k.Name, k.Literal(r)))
	}
	return lines
}
