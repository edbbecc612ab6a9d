package outdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync/atomic"
)

// WriteFile writes data to a temporary file beside path and renames
// it into place, so that path is never left half-written. The file is
// readable and writable by all less the umask, as os.WriteFile makes it.
func WriteFile(path string, data []byte) error {
	tmp, err := createTemp(path)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, withoutPath(err))
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, withoutPath(werr))
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

// createTemp creates a new temporary file beside path, named
// .<base>.<pid>-<n>.tmp, readable and writable by all less the umask.
func createTemp(path string) (*os.File, error) {
	for {
		name := filepath.Join(filepath.Dir(path), fmt.Sprintf(".%s.%d-%d.tmp", filepath.Base(path), os.Getpid(), tempCount.Add(1)))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if !errors.Is(err, fs.ErrExist) { // else a file left by another process of this pid
			return f, err
		}
	}
}
