package webapi

import (
	"fmt"

	"github.com/hayami-mahjong/hayami/internal/tablecmd"
)

// Bounds on a command line from the page, far above what the table's
// commands need, so that no call hands the wasm an unbounded one.
const (
	MaxArgs      = 256      // arguments
	MaxArgsBytes = 64 << 10 // bytes of them all
)

// Command runs "hayami name args..." for calc, fu, gap or drill, as the
// command line would (tablecmd.Run): its Value is {stdout, stderr, code},
// and its Files the files the command would have written into --out.
// A file the arguments name is read from files, by name (the
// house-rules file the page has loaded, as --rules names it). Arguments
// beyond MaxArgs or MaxArgsBytes are refused, as a usage error (code 2)
// worded as the command line words its own.
func Command(name string, args []string, files map[string][]byte) Result {
	if _, ok := tablecmd.Commands[name]; !ok {
		return failed("", fmt.Errorf("no command %q: the page runs calc, fu, gap and drill", name))
	}
	size := 0
	for _, a := range args {
		size += len(a)
	}
	if len(args) > MaxArgs || size > MaxArgsBytes {
		return Result{Value: tablecmd.Output{Code: 2,
			Stderr: fmt.Sprintf("hayami: %s: %d arguments of %d bytes are too many for the page (at most %d, of %d bytes)\n", name, len(args), size, MaxArgs, MaxArgsBytes)}}
	}
	out := tablecmd.Run(name, args, files)
	return Result{Value: out, Files: out.Files}
}
