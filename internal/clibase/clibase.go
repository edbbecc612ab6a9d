// Package clibase is the part of the command line that needs no cobra:
// the process a run sees, usage errors and exit codes, base-10 number
// flags, the rules flags, pflag's errors worded for people and the files
// a run writes. cmd/hayami-wasm runs the table's commands on it alone,
// which keeps cobra out of the page's wasm; internal/cli builds on it.
package clibase

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/hayami-mahjong/hayami/internal/suggest"
	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// Exit codes.
const (
	ExitOK    = 0
	ExitError = 1
	ExitUsage = 2
)

// UsageError is a command line that cannot be run as written.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef is a UsageError of a formatted message.
func Usagef(format string, args ...any) error {
	return &UsageError{fmt.Errorf(format, args...)}
}

// System is what a run sees of its process: the folder that relative
// paths start from, the environment variables it reads and the context
// that a signal ends. Tests run commands in their own process, each with
// a folder of its own.
type System struct {
	Dir    string // "" for the working directory
	Getenv func(string) string
	Ctx    context.Context // nil: never interrupted
	// Terminal reports whether a writer is a terminal, where a progress
	// line is shown; nil: IsTerminal.
	Terminal func(io.Writer) bool
	// Write, when set, takes each file WriteFiles would write at path
	// (the folder joined to its name) instead of the file system: the
	// page gets a command's files so.
	Write func(path string, f pipeline.File) error
	// NoFiles: the run reads no file of the file system (the page has
	// none to read), only those of Files; every other file named is
	// missing.
	NoFiles bool
	// Files are the files a NoFiles run can read, by the name a command
	// line gives them: a house-rules file the page has loaded.
	Files map[string][]byte
}

// Interrupted returns the cause when the run has been interrupted: then a
// command writes no further file.
func (s System) Interrupted() error {
	if s.Ctx == nil || s.Ctx.Err() == nil {
		return nil
	}
	return context.Cause(s.Ctx)
}

// Path places a path named on the command line.
func (s System) Path(p string) string {
	if s.Dir == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(s.Dir, p)
}

// ReadFile reads a file named on the command line, of at most limit
// bytes: only a regular file (a FIFO or a device could stall or never
// end), checked before it is opened. An error names the file as the user
// wrote it (quoted if it has characters package usertext refuses), and
// says what kind of file it should have been.
func (s System) ReadFile(path string, limit int64, kind string) ([]byte, error) {
	p := usertext.Quote(path) // as a message names it
	if s.NoFiles {
		data, ok := s.Files[path]
		switch {
		case !ok:
			return nil, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
		case int64(len(data)) > limit:
			return nil, fmt.Errorf("%s: %d bytes is too long for %s (at most %s)", p, len(data), kind, SizeText(limit))
		}
		return data, nil
	}
	info, err := os.Stat(s.Path(path))
	if err == nil && !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file, so it cannot be %s", p, kind)
	}
	if err == nil && info.Size() > limit {
		return nil, fmt.Errorf("%s: %d bytes is too long for %s (at most %s)", p, info.Size(), kind, SizeText(limit))
	}
	var data []byte
	if err == nil {
		var f *os.File
		if f, err = os.Open(s.Path(path)); err == nil {
			data, err = io.ReadAll(io.LimitReader(f, limit+1))
			f.Close()
		}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = fmt.Errorf("%s: %w", p, pe.Err)
	}
	if err == nil && int64(len(data)) > limit { // it grew since
		return nil, fmt.Errorf("%s: too long for %s (at most %s)", p, kind, SizeText(limit))
	}
	return data, err
}

// SizeText writes a size limit in KB or MB.
func SizeText(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d KB", n>>10)
}

// OneLine keeps an error to one line, with every control, bidirectional
// or invisible character escaped (usertext.Escape): a terminal escape
// sequence in a name the message holds never reaches the terminal raw.
func OneLine(s string) string {
	return usertext.Escape(strings.Join(strings.Fields(s), " "))
}

// invalidFlagValue matches pflag's error for a value of the wrong type.
var invalidFlagValue = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^invalid argument "(.*)" for "(?:-\w, )?(--[\w-]+)" flag: strconv\.Parse(\w+)`)
})

// FlagErrorIn rewrites pflag's errors (and Parser's) for the command at
// path ("hayami calc"), whose flags are names, each with its usage: an
// unknown flag gets the nearest known one, a value of the wrong type says
// what the flag takes.
func FlagErrorIn(path string, err error, names []string, usage func(name string) (string, bool)) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		if best, ok := suggest.Nearest(name, names); ok {
			return fmt.Errorf("unknown flag --%s; did you mean --%s?", name, best)
		}
		return fmt.Errorf("unknown flag --%s; see '%s --help'", name, path)
	}
	if m := invalidFlagValue().FindStringSubmatch(msg); m != nil {
		want := map[string]string{"Int": "a whole number", "Uint": "a whole number, 0 or more", "Bool": "true or false", "Float": "a number"}[m[3]]
		if u, ok := usage(strings.TrimPrefix(m[2], "--")); ok && want != "" {
			return fmt.Errorf("%s %s: not %s (%s)", m[2], m[1], want, u)
		}
	}
	return err
}

// NoArgsAt rejects positional arguments of the command path ("hayami
// calc") as a usage error.
func NoArgsAt(path string, args []string) error {
	if len(args) > 0 {
		return Usagef("%s takes no argument %q; see '%s --help'", path, args[0], path)
	}
	return nil
}
