// Package outdir writes hayami's files into folders: each file whole (a
// temporary file renamed into place), and into a site's folder only where
// hayami may write, which the folder's manifest records.
package outdir

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/hayami-mahjong/hayami/pipeline"
	"golang.org/x/text/unicode/norm"
)

// Manifest is the file at the top of a site's folder that lists every
// file hayami wrote there, one path relative to the folder a line, sorted:
// it marks the folder as hayami's.
const Manifest = ".hayami-site"

// Site is a site's output folder while a run writes into it: what the
// last run's manifest lists, and what this run wrote.
type Site struct {
	interrupted func() error    // the run's cause to stop, or nil
	dir         string          // the folder
	name        string          // the folder as the user wrote it
	old         map[string]bool // the files the last manifest lists
	owned       map[string]bool // the folderKey of each rule-set folder the last manifest lists files in

	realDir func() (string, error) // the folder with its links resolved, once it exists

	mu      sync.Mutex
	written []string // the files this run wrote, relative, with slashes
}

// Result is what writing files did: how many, how many bytes, and why it
// stopped early.
type Result struct {
	Files int
	Bytes int64
	Err   error
}

// Add counts r's files and bytes into the total, and keeps r's error.
func (t *Result) Add(r Result) {
	t.Files, t.Bytes = t.Files+r.Files, t.Bytes+r.Bytes
	if r.Err != nil {
		t.Err = r.Err
	}
}

// Open checks that a site may be written into the folder dir (name, as
// the user wrote it, for messages): one that is not there, is empty, or
// has a manifest. It writes nothing. Writing stops at the first file after
// interrupted returns an error.
func Open(dir, name string, interrupted func() error) (*Site, error) {
	o := &Site{interrupted: interrupted, dir: dir, name: name, old: map[string]bool{}, owned: map[string]bool{},
		realDir: sync.OnceValues(func() (string, error) { return filepath.EvalSymlinks(dir) })}
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return o, nil
	case err != nil:
		return nil, fmt.Errorf("--out %s: %w", name, err)
	case !info.IsDir():
		return nil, fmt.Errorf("--out %s: not a folder: choose an empty or new folder", name)
	}
	manifest := filepath.Join(dir, Manifest)
	if info, err := os.Lstat(manifest); err == nil && info.Mode().IsRegular() {
		return o, o.readManifest(manifest)
	}
	empty, err := isEmptyDir(dir)
	if err != nil {
		return nil, fmt.Errorf("--out %s: %w", name, err)
	}
	if !empty {
		return nil, fmt.Errorf("--out %s: the folder is not empty and hayami did not make it (it has no %s): choose an empty or new folder, or remove it", name, Manifest)
	}
	return o, nil
}

// readManifest reads the last run's manifest: only paths inside the folder.
func (o *Site) readManifest(manifest string) error {
	data, err := os.ReadFile(manifest)
	if err != nil {
		return fmt.Errorf("--out %s: %w", o.name, err)
	}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" {
			continue
		}
		if !fs.ValidPath(line) || line == "." || line == Manifest {
			return fmt.Errorf("--out %s: %s line %d is not a file of the folder: remove the folder, or the line", o.name, Manifest, i+1)
		}
		o.old[line] = true
		if top, _, ok := strings.Cut(line, "/"); ok {
			o.owned[FolderKey(top)] = true
		}
	}
	return nil
}

// isEmptyDir reports whether the folder dir has nothing in it.
func isEmptyDir(dir string) (bool, error) {
	f, err := os.Open(dir)
	if err != nil {
		return false, err
	}
	defer f.Close()
	_, err = f.Readdirnames(1)
	if errors.Is(err, io.EOF) {
		return true, nil
	}
	return false, err
}

// Claim checks that a rule set may write into the folder of that name at
// the top of the site: one the last manifest lists files in, or one that is
// not there or is empty. It writes nothing.
func (o *Site) Claim(folder string) error {
	if o.owned[FolderKey(folder)] {
		return nil
	}
	if empty, err := isEmptyDir(filepath.Join(o.dir, folder)); empty || errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return fmt.Errorf("the folder %s is already in %s and hayami did not make it: give the rule set another name, or remove that folder", folder, o.name)
}

// Write writes files into the folder dir of the site (relative, with
// slashes; "" for the top), each atomically, and stops early when the
// run is interrupted. It replaces a file that is already there only if the
// last manifest lists it or it is inside a rule-set folder the last
// manifest lists files in.
func (o *Site) Write(dir string, files []pipeline.File) Result {
	var r Result
	if err := o.stopped(); err != nil {
		return Result{Err: err}
	}
	if len(files) == 0 {
		return r
	}
	full := filepath.Join(o.dir, filepath.FromSlash(dir))
	if err := os.MkdirAll(full, 0o777); err != nil {
		return Result{Err: fmt.Errorf("output folder: %w", err)}
	}
	if err := o.inside(full, dir); err != nil {
		return Result{Err: err}
	}
	for _, f := range files {
		if err := o.stopped(); err != nil {
			return Result{Err: err}
		}
		rel := path.Join(dir, f.Name)
		if err := o.mayReplace(rel); err != nil {
			return Result{Err: err}
		}
		if err := WriteFile(filepath.Join(full, f.Name), f.Data); err != nil {
			return Result{Err: err}
		}
		o.mu.Lock()
		o.written = append(o.written, rel)
		o.mu.Unlock()
		r.Files++
		r.Bytes += int64(len(f.Data))
	}
	return r
}

// stopped is the run's cause to stop writing, if any.
func (o *Site) stopped() error {
	if o.interrupted == nil {
		return nil
	}
	return o.interrupted()
}

// inside checks that the folder full (rel in the site) is really in the
// site's folder: a symbolic link on the way could lead writes elsewhere.
func (o *Site) inside(full, rel string) error {
	top, err := o.realDir()
	if err != nil {
		return fmt.Errorf("--out %s: %w", o.name, err)
	}
	real, err := filepath.EvalSymlinks(full)
	if err != nil {
		return fmt.Errorf("output folder: %w", err)
	}
	if within, err := filepath.Rel(top, real); err != nil || within == ".." || strings.HasPrefix(within, ".."+string(filepath.Separator)) {
		return fmt.Errorf("%s in %s is a link to a folder outside it: hayami writes only inside --out; remove the link", rel, o.name)
	}
	return nil
}

// mayReplace refuses to write rel over a file hayami did not write.
func (o *Site) mayReplace(rel string) error {
	top, _, inFolder := strings.Cut(rel, "/")
	if o.old[rel] || inFolder && o.owned[FolderKey(top)] {
		return nil
	}
	if _, err := os.Lstat(filepath.Join(o.dir, filepath.FromSlash(rel))); err == nil {
		return fmt.Errorf("%s is already in %s and hayami did not write it: move it away, or choose another --out", rel, o.name)
	}
	return nil
}

// Finish ends a run that wrote anything. After a complete run it removes
// the files the last manifest lists that this run did not write, and the
// folders that leaves empty; after an incomplete one (a failure, an
// interrupt) it removes nothing. Then it writes the manifest: the files
// written, and those of the last manifest still there or kept.
func (o *Site) Finish(complete bool) error {
	if len(o.written) == 0 {
		return nil
	}
	list := slices.Clone(o.written)
	var removeErr error
	if complete {
		list, removeErr = o.removeStale(list)
	} else {
		list = append(list, slices.Collect(maps.Keys(o.old))...)
	}
	slices.Sort(list)
	list = slices.Compact(list)
	var b strings.Builder
	for _, rel := range list {
		b.WriteString(rel + "\n")
	}
	if err := WriteFile(filepath.Join(o.dir, Manifest), []byte(b.String())); err != nil {
		return err
	}
	return removeErr
}

// removeStale removes the files of the last manifest that are not in
// written, and the folders that leaves empty, never leaving the site's
// folder (even by a symbolic link). It returns written and the files it
// could not remove, which stay listed.
func (o *Site) removeStale(written []string) ([]string, error) {
	root, err := os.OpenRoot(o.dir)
	if err != nil {
		return written, fmt.Errorf("removing the last build's files: %w", err)
	}
	defer root.Close()
	keep := map[string]bool{}
	for _, rel := range written {
		keep[rel] = true
	}
	var first error
	list := written
	for _, rel := range slices.Sorted(maps.Keys(o.old)) {
		if keep[rel] {
			continue
		}
		if info, err := root.Lstat(filepath.FromSlash(rel)); err == nil && info.IsDir() {
			continue // hayami writes files only: a folder listed is not its to remove
		}
		if err := root.Remove(filepath.FromSlash(rel)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			list = append(list, rel)
			if first == nil {
				first = fmt.Errorf("removing %s, a file of the last build: %w", rel, withoutPath(err))
			}
			continue
		}
		for dir := path.Dir(rel); dir != "."; dir = path.Dir(dir) {
			if root.Remove(filepath.FromSlash(dir)) != nil { // not empty: it has other files
				break
			}
		}
	}
	return list, first
}

// FolderKey is the same for two folder names that a file system ignoring
// case and Unicode normalisation (macOS, Windows) takes for one: simple
// case folding of the NFC form, as those file systems do ("Straße" and
// "STRASSE" stay two names there, and here).
func FolderKey(name string) string {
	return strings.ToLower(norm.NFC.String(name))
}
