package cli_test

import (
	"fmt"
	"io"
	"testing"

	"github.com/spf13/pflag"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
)

// TestParserAsPflag checks that clibase.Parser, which the page parses the
// table's commands with, reads command lines as pflag does: the same
// values, positional arguments and errors, and the same help lines.
func TestParserAsPflag(t *testing.T) {
	t.Parallel()
	type values struct {
		b, q    bool
		s       string
		arr     []string
		slice   []string
		n       int
		u       uint64
		changed string
	}
	define := func(f clibase.Flags, v *values) {
		f.BoolVarP(&v.b, "dealer", "", false, "the dealer won")
		f.BoolVarP(&v.q, "quiet", "q", false, "say nothing")
		f.BoolVarP(new(bool), "help", "h", false, "help for t")
		f.StringVar(&v.s, "format", "text", "text or json")
		f.StringArrayVar(&v.arr, "set", nil, "override one key (repeatable)")
		f.StringSliceVar(&v.slice, "kind", []string{"pay", "fu"}, "drills")
		clibase.IntFlag(f, &v.n, "han", 0, "han of the hand")
		clibase.Uint64Flag(f, &v.u, "seed", 1, "number of the sheet")
	}
	for _, args := range [][]string{
		{}, {"--han", "3", "x", "--dealer"}, {"--han=3", "--dealer=false"}, {"--han"}, {"--han", "-3"}, {"--han", "x"},
		{"--dealer=maybe"}, {"--nope"}, {"--nope=1"}, {"---x"}, {"--=x"}, {"--"}, {"--", "--han", "3"}, {"-"}, {"-q"}, {"-qh"},
		{"-hq", "a"}, {"-x"}, {"-qx"}, {"-q=false"}, {"-q=maybe"}, {"-test.v", "a"}, {"--set", "a=1", "--set", "b,c"},
		{"--kind", "table"}, {"--kind", "a,b", "--kind", "c"}, {"--kind="}, {"--kind", `"a`}, {"--kind", `"a,b",c`},
		{"--seed", "-1"}, {"--seed", "18446744073709551616"}, {"--seed", "0x10"}, {"--format"}, {"--format", "--han"},
	} {
		var pv, cv values
		p := &clibase.Parser{}
		define(p, &pv)
		perr := p.Parse(args)
		fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
		fs.SetOutput(io.Discard)
		define(cli.PFlags{FlagSet: fs}, &cv)
		cerr := fs.Parse(args)
		for _, name := range []string{"dealer", "quiet", "format", "set", "kind", "han", "seed"} {
			if p.Changed(name) {
				pv.changed += name + " "
			}
			if fs.Changed(name) {
				cv.changed += name + " "
			}
		}
		if fmt.Sprint(perr) != fmt.Sprint(cerr) || fmt.Sprintf("%+v %q", pv, p.Args()) != fmt.Sprintf("%+v %q", cv, fs.Args()) {
			t.Errorf("%q:\nParser: %v, %+v %q\npflag:  %v, %+v %q", args, perr, pv, p.Args(), cerr, cv, fs.Args())
		}
		if p.Usages() != fs.FlagUsages() {
			t.Errorf("help lines:\nParser:\n%s\npflag:\n%s", p.Usages(), fs.FlagUsages())
		}
	}
}
