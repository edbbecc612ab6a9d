// Command hayami generates riichi-mahjong points tables and cheat sheets
// from a rule set.
package main

import (
	"os"
	"runtime/debug"
)

// gcPercent trades memory for speed: a run lives well under a second and
// allocates a few megabytes per PDF, mostly inside fpdf.
const gcPercent = 400

func main() {
	if os.Getenv("GOGC") == "" { // the user's own setting wins
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
