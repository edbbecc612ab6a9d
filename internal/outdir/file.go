package outdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
)

// WriteFile writes data to a temporary file beside path and renames
// it into place, so that path is never left half-written. The file is
// readable and writable by all less the umask, as os.WriteFile makes it.
func WriteFile(path string, data []byte) error {
	return writeWhole(osFiles, path, path, data)
}

// files are where writeWhole creates, renames and removes files: the
// file system, or a site's root.
type files struct {
	create func(name string) (*os.File, error) // a new file, read-write, 0666 less the umask; an error if it is there
	rename func(from, to string) error
	remove func(name string) error
}

// osFiles are the file system's files.
var osFiles = files{
	create: func(name string) (*os.File, error) { return os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666) },
	rename: os.Rename,
	remove: os.Remove,
}

// writeWhole writes data to a temporary file beside path in fsys and
// renames it into place; shown is path as messages name it.
func writeWhole(fsys files, path, shown string, data []byte) error {
	var tmpName string
	tmp, err := createTemp(path, func(name string) (*os.File, error) {
		tmpName = name // a root's file's Name is its full path, not this one
		return fsys.create(name)
	})
	if err != nil {
		return fmt.Errorf("write %s: %w", shown, withoutPath(err))
	}
	_, werr := tmp.Write(data)
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = fsys.rename(tmpName, path)
	}
	if werr != nil {
		fsys.remove(tmpName)
		return fmt.Errorf("write %s: %w", shown, withoutPath(werr))
	}
	return nil
}

// withoutPath keeps what went wrong in a file operation and drops the
// file it names: the temporary file is not the user's business.
func withoutPath(err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err
	case errors.As(err, &le):
		return le.Err
	}
	return err
}

// tempCount numbers the temporary files of this process.
var tempCount atomic.Uint64

// createTemp creates a new temporary file beside path with create (which
// must fail if the file is there), named .<base>.<pid>-<n>.tmp.
func createTemp(path string, create func(name string) (*os.File, error)) (*os.File, error) {
	for {
		name := filepath.Join(filepath.Dir(path), fmt.Sprintf(".%s.%d-%d.tmp", filepath.Base(path), os.Getpid(), tempCount.Add(1)))
		f, err := create(name)
		if !errors.Is(err, fs.ErrExist) { // else a file left by another process of this pid
			return f, err
		}
	}
}

// isTemporaryOf reports whether name is one of createTemp's names for a
// file named base.
func isTemporaryOf(name, base string) bool {
	rest, ok := strings.CutPrefix(name, "."+base+".")
	if !ok {
		return false
	}
	rest, ok = strings.CutSuffix(rest, ".tmp")
	pid, n, dash := strings.Cut(rest, "-")
	return ok && dash && allDigits(pid) && allDigits(n)
}

// allDigits reports whether s is one or more ASCII digits.
func allDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// errLocked is lockFolder's error when another process holds the lock.
var errLocked = errors.New("the folder is locked")
