package cli

import (
	"context"
	"os"
	"os/signal"
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

// NotifyInterrupt returns a context that SIGINT, SIGTERM, SIGHUP (the
// terminal closed) or SIGQUIT cancels, with an
// *InterruptError as its cause, and the function that stops listening.
// The first signal does not end the process: the run stops between files,
// leaving every file whole and no temporary file. A second one, should the
// run be stuck, ends it at once.
func NotifyInterrupt(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT)
	go func() {
		select {
		case s := <-sigs:
			signal.Stop(sigs)
			cancel(&InterruptError{s})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		cancel(nil)
	}
}
