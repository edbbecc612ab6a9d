package clibase

import (
	"os"
	"syscall"
)

// InterruptError is why a run stopped early: the signal it received.
type InterruptError struct{ Signal os.Signal }

// Error says that the run was interrupted.
func (e *InterruptError) Error() string { return "interrupted" }

// ExitCode is the exit code of a process the signal ended: 128 plus its
// number (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 131 for
// SIGQUIT).
func (e *InterruptError) ExitCode() int {
	if s, ok := e.Signal.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return ExitError
}
