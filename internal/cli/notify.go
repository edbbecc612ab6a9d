//go:build !(js && wasm)

package cli

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/hayami-mahjong/hayami/internal/clibase"
)

// NotifyInterrupt returns a context that SIGINT, SIGTERM, SIGHUP (the
// terminal closed) or SIGQUIT cancels, with an
// *clibase.InterruptError as its cause, and the function that stops listening.
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
			cancel(&clibase.InterruptError{Signal: s})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		cancel(nil)
	}
}
