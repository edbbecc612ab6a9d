//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package outdir

import (
	"errors"
	"os"
	"syscall"
)

// lockFolder takes an exclusive lock on the open folder f, or fails with
// errLocked at once when another process holds it. The kernel releases it
// when f is closed or the process ends, however it ends.
func lockFolder(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return errLocked
	}
	return err
}
