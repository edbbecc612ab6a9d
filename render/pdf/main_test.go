package pdf_test

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain lays out with the garbage collector set as the command sets it
// (cmd/hayami: GOGC 400): the layout tests allocate much and live briefly.
func TestMain(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}
