package cli

import (
	"github.com/spf13/pflag"

	"github.com/hayami-mahjong/hayami/internal/clibase"
)

// PFlags is a cobra command's flag set as the commands define and read
// flags (clibase.Flags).
type PFlags struct{ *pflag.FlagSet }

// BoolVarP defines a bool flag, with a one-letter shorthand or "".
func (f PFlags) BoolVarP(p *bool, name, shorthand string, value bool, usage string) {
	f.FlagSet.BoolVarP(p, name, shorthand, value, usage)
}

// Var defines a flag of v.
func (f PFlags) Var(v clibase.Value, name, usage string) { f.FlagSet.Var(v, name, usage) }

// Has reports whether there is such a flag.
func (f PFlags) Has(name string) bool { return f.Lookup(name) != nil }

// Place is where the project file set the flag, "hayami.toml:3:1
// paper", or "" when the command line or the default did.
func (f PFlags) Place(name string) string {
	flag := f.Lookup(name)
	if flag == nil || len(flag.Annotations[projectAnnotation]) == 0 {
		return ""
	}
	return flag.Annotations[projectAnnotation][0]
}

// names are the flags of sets, in order, and the usage of each of the
// first set's.
func names(sets ...*pflag.FlagSet) ([]string, func(string) (string, bool)) {
	var out []string
	for _, s := range sets {
		s.VisitAll(func(f *pflag.Flag) { out = append(out, f.Name) })
	}
	return out, func(name string) (string, bool) {
		if f := sets[0].Lookup(name); f != nil {
			return f.Usage, true
		}
		return "", false
	}
}
