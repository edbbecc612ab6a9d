//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package outdir

import "os"

// lockFolder does nothing where hayami has no folder lock (Windows, among
// others): two runs into one folder at once are not prevented there, and
// the journal still lets the next run take a killed run's files over.
func lockFolder(*os.File) error { return nil }
