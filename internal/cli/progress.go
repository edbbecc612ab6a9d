package cli

import (
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/clibase"
)

// AddQuietFlag defines -q/--quiet on cmd.
func AddQuietFlag(cmd *cobra.Command) { clibase.QuietFlag(PFlags{cmd.Flags()}) }

// Quiet reports whether cmd was given -q.
func Quiet(cmd *cobra.Command) bool { return clibase.QuietIn(PFlags{cmd.Flags()}) }

// IsTerminal reports whether w is a terminal: a character device, as a
// console is and a pipe or file is not.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// Progress is the one line on a terminal that says how far a long run is,
// "[12/33] tenhou-ja-dealer-a4.pdf", rewritten in place; it writes
// nothing where standard error is no terminal, or with -q.
type Progress struct {
	mu    sync.Mutex
	w     io.Writer // nil: off
	shown bool
}

// NewProgress is the progress line of cmd on its standard error, off
// where that is no terminal (clibase.System.Terminal decides) or with -q.
func NewProgress(cmd *cobra.Command) *Progress {
	w := cmd.ErrOrStderr()
	terminal := SystemOf(cmd).Terminal
	if terminal == nil {
		terminal = IsTerminal
	}
	if Quiet(cmd) || !terminal(w) {
		return &Progress{}
	}
	return &Progress{w: w}
}

// Step shows that step n of total, what, is under way.
func (p *Progress) Step(n, total int, what string) {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.w, "\r\x1b[K[%d/%d] %s", n, total, what)
	p.shown = true
}

// Clear removes the line, before anything else is written.
func (p *Progress) Clear() {
	if p == nil || p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// Plural is "1 file" or "2 files": n with one or many.
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
