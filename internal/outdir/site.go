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
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/text/unicode/norm"

	"github.com/hayami-mahjong/hayami/pipeline"
)

// Manifest is the file at the top of a site's folder that lists every
// file hayami wrote there, one path relative to the folder a line, sorted:
// it marks the folder as hayami's.
const Manifest = ".hayami-site"

// Journal is the file beside the manifest that a run keeps while it
// writes: a line naming the process, then each file it is about to write,
// one a line. A run that is killed leaves it, and the next run takes its
// files over; a run that ends replaces it with the manifest.
const Journal = ".hayami-site.journal"

// Site is a site's output folder while a run writes into it: what the
// last run's manifest (and journal, if it did not finish) lists, and what
// this run wrote. The run holds the folder's lock from Open to Finish.
type Site struct {
	interrupted func() error    // the run's cause to stop, or nil
	dir         string          // the folder
	name        string          // the folder as the user wrote it
	created     string          // the outermost folder Open made for dir, or ""
	old         map[string]bool // the files the last manifest and journal list
	owned       map[string]bool // the folderKey of each rule-set folder the last manifest lists files in

	root    *os.Root // the folder: no write leaves it, even by a link
	lock    *os.File // the folder, open while this run holds its lock
	journal *os.File // Journal, open for appending

	realDir func() (string, error) // the folder with its links resolved

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
// the user wrote it, for messages): one that is not there (Open makes it),
// is empty, or has a manifest or a journal. It takes the folder's lock,
// which the kernel releases should the process die, so that two runs never
// write one folder at once, and starts the journal. Writing stops at the
// first file after interrupted returns an error. Finish ends the run.
func Open(dir, name string, interrupted func() error) (*Site, error) {
	o := &Site{interrupted: interrupted, dir: dir, name: name, old: map[string]bool{}, owned: map[string]bool{},
		realDir: sync.OnceValues(func() (string, error) { return filepath.EvalSymlinks(dir) })}
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		o.created = firstMissing(dir)
		if err := os.MkdirAll(dir, 0o777); err != nil {
			return nil, fmt.Errorf("--out %s: %w", name, err)
		}
	case err != nil:
		return nil, fmt.Errorf("--out %s: %w", name, err)
	case !info.IsDir():
		return nil, fmt.Errorf("--out %s: not a folder: choose an empty or new folder", name)
	}
	if o.lock, err = os.Open(dir); err != nil {
		return nil, fmt.Errorf("--out %s: %w", name, err)
	}
	if err := o.claimFolder(); err != nil {
		o.release()
		return nil, err
	}
	return o, nil
}

// firstMissing is the outermost folder of the path dir that is not there.
func firstMissing(dir string) string {
	for {
		parent := filepath.Dir(dir)
		if _, err := os.Stat(parent); err == nil || parent == dir {
			return dir
		}
		dir = parent
	}
}

// claimFolder takes the folder's lock, reads what the last run left and
// starts this run's journal.
func (o *Site) claimFolder() error {
	if err := lockFolderWaiting(o.lock); err != nil {
		if errors.Is(err, errLocked) {
			return fmt.Errorf("--out %s: %s is writing this folder now: wait until it has finished, or choose another --out", o.name, o.holder())
		}
		return fmt.Errorf("--out %s: locking the folder: %w", o.name, err)
	}
	root, err := os.OpenRoot(o.dir)
	if err != nil {
		return fmt.Errorf("--out %s: %w", o.name, err)
	}
	o.root = root
	manifest, hasManifest := o.regular(Manifest)
	journal, hasJournal := o.regular(Journal)
	if hasManifest {
		if err := o.readList(Manifest, manifest); err != nil {
			return err
		}
	}
	if hasJournal {
		if err := o.readList(Journal, journal); err != nil {
			return err
		}
		o.removeTemporary()
	}
	if !hasManifest && !hasJournal {
		empty, err := isEmptyDir(o.dir)
		if err != nil {
			return fmt.Errorf("--out %s: %w", o.name, err)
		}
		if !empty {
			return fmt.Errorf("--out %s: the folder is not empty and hayami did not make it (it has no %s): choose an empty or new folder, or remove it", o.name, Manifest)
		}
	}
	return o.startJournal()
}

// lockWait is how long Open waits for another run to release the
// folder's lock before it says so: a run that has just finished, or a
// child process of this one between fork and exec, holds it a moment.
const lockWait = 2 * time.Second

// lockFolderWaiting takes the folder's lock, trying again for lockWait
// while another process holds it.
func lockFolderWaiting(f *os.File) error {
	deadline := time.Now().Add(lockWait)
	for {
		err := lockFolder(f)
		if !errors.Is(err, errLocked) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// regular reads the file name at the top of the folder if it is a
// regular file (not a link).
func (o *Site) regular(name string) ([]byte, bool) {
	if info, err := o.root.Lstat(name); err != nil || !info.Mode().IsRegular() {
		return nil, false
	}
	data, err := o.root.ReadFile(name)
	return data, err == nil
}

// holder names the process that holds the folder's lock, as its journal
// says.
func (o *Site) holder() string {
	for range 20 { // the holder writes its journal just after taking the lock
		data, _ := os.ReadFile(filepath.Join(o.dir, Journal))
		first, _, complete := strings.Cut(string(data), "\n")
		if pid, ok := strings.CutPrefix(first, journalHeader); ok && complete {
			if _, err := strconv.Atoi(pid); err == nil {
				return "another hayami run (process " + pid + ")"
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	return "another hayami run"
}

// journalHeader starts a journal's first line; the writer's process id
// follows.
const journalHeader = "# written by hayami, process "

// startJournal writes this run's journal: its header and the files the
// last run's journal listed, which this run owns from now on.
func (o *Site) startJournal() error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s%d\n", journalHeader, os.Getpid())
	for _, rel := range slices.Sorted(maps.Keys(o.old)) {
		b.WriteString(rel + "\n")
	}
	if err := o.writeFile(Journal, []byte(b.String())); err != nil {
		return fmt.Errorf("--out %s: %w", o.name, err)
	}
	f, err := o.root.OpenFile(Journal, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fmt.Errorf("--out %s: %w", o.name, err)
	}
	o.journal = f
	return nil
}

// readList reads the list of files in the manifest or journal (file,
// its name): only paths inside the folder; a journal's header is skipped.
func (o *Site) readList(file string, data []byte) error {
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || file == Journal && i == 0 && strings.HasPrefix(line, journalHeader) {
			continue
		}
		if !fs.ValidPath(line) || line == "." || line == Manifest || line == Journal {
			return fmt.Errorf("--out %s: %s line %d is not a file of the folder: remove the folder, or the line", o.name, file, i+1)
		}
		o.old[line] = true
		if top, _, ok := strings.Cut(line, "/"); ok {
			o.owned[FolderKey(top)] = true
		}
	}
	return nil
}

// removeTemporary removes the temporary files a killed run left beside
// the files its journal lists (createTemp's names).
func (o *Site) removeTemporary() {
	byDir := map[string][]string{}
	for rel := range o.old {
		byDir[path.Dir(rel)] = append(byDir[path.Dir(rel)], path.Base(rel))
	}
	for dir, bases := range byDir {
		f, err := o.root.Open(filepath.FromSlash(dir))
		if err != nil {
			continue
		}
		names, _ := f.Readdirnames(-1)
		f.Close()
		for _, name := range names {
			if slices.ContainsFunc(bases, func(base string) bool { return isTemporaryOf(name, base) }) {
				o.root.Remove(filepath.FromSlash(path.Join(dir, name)))
			}
		}
	}
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
// manifest lists files in. Each file is in the journal before it is
// written; no folder or file is made outside the site's folder.
func (o *Site) Write(dir string, files []pipeline.File) Result {
	var r Result
	if err := o.stopped(); err != nil {
		return Result{Err: err}
	}
	if len(files) == 0 {
		return r
	}
	local := filepath.FromSlash(path.Clean("./" + dir))
	if err := o.inside(dir); err != nil {
		return Result{Err: err}
	}
	if err := o.root.MkdirAll(local, 0o777); err != nil {
		return Result{Err: fmt.Errorf("output folder: mkdir %s: %w", filepath.Join(o.dir, local), withoutPath(err))}
	}
	for _, f := range files {
		if err := o.stopped(); err != nil {
			return Result{Err: err}
		}
		rel := path.Join(dir, f.Name)
		if err := o.mayReplace(rel); err != nil {
			return Result{Err: err}
		}
		if _, err := o.journal.WriteString(rel + "\n"); err != nil {
			return Result{Err: fmt.Errorf("--out %s: %s: %w", o.name, Journal, withoutPath(err))}
		}
		if err := o.writeFile(filepath.FromSlash(rel), f.Data); err != nil {
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

// writeFile writes data to the file rel of the folder through a temporary
// file renamed into place, as WriteFile does, never leaving the folder.
func (o *Site) writeFile(rel string, data []byte) error {
	inRoot := files{
		create: func(name string) (*os.File, error) {
			return o.root.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		},
		rename: o.root.Rename,
		remove: o.root.Remove,
	}
	return writeWhole(inRoot, rel, filepath.Join(o.dir, rel), data)
}

// stopped is the run's cause to stop writing, if any.
func (o *Site) stopped() error {
	if o.interrupted == nil {
		return nil
	}
	return o.interrupted()
}

// inside checks, before any folder is made, that the folder rel of the
// site does not lead out of it: the deepest part of it that is there,
// with its links resolved, is in the site's folder. (The root refuses such
// writes anyway; this names the link.)
func (o *Site) inside(rel string) error {
	top, err := o.realDir()
	if err != nil {
		return fmt.Errorf("--out %s: %w", o.name, err)
	}
	there := filepath.Join(o.dir, filepath.FromSlash(rel))
	for {
		if _, err := os.Lstat(there); err == nil || there == o.dir {
			break
		}
		there = filepath.Dir(there)
	}
	real, err := filepath.EvalSymlinks(there)
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
	if _, err := o.root.Lstat(filepath.FromSlash(rel)); err == nil {
		return fmt.Errorf("%s is already in %s and hayami did not write it: move it away, or choose another --out", rel, o.name)
	}
	return nil
}

// Finish ends the run. After a complete run it removes the files the last
// manifest lists that this run did not write, and the folders that leaves
// empty; after an incomplete one (a failure, an interrupt) it removes
// nothing. Then it writes the manifest: the files written, and those of
// the last manifest and journal still there or kept; removes the journal
// and releases the folder's lock. A folder Open made that is still empty
// is removed.
func (o *Site) Finish(complete bool) error {
	if o.root == nil {
		return nil // finished already
	}
	defer o.release()
	if len(o.written) == 0 && len(o.old) == 0 {
		o.root.Remove(Journal)
		for d := o.dir; o.created != ""; d = filepath.Dir(d) { // each only if empty
			if os.Remove(d) != nil || d == o.created {
				break
			}
		}
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
	if err := o.writeFile(Manifest, []byte(b.String())); err != nil {
		return err
	}
	if err := o.root.Remove(Journal); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("--out %s: %w", o.name, err)
	}
	return removeErr
}

// release closes the journal and the root, and releases the folder's lock.
func (o *Site) release() {
	if o.journal != nil {
		o.journal.Close()
	}
	if o.root != nil {
		o.root.Close()
	}
	if o.lock != nil {
		o.lock.Close() // closing the last descriptor releases the lock
	}
	o.journal, o.root, o.lock = nil, nil, nil
}

// removeStale removes the files of the last manifest that are not in
// written, and the folders that leaves empty, never leaving the site's
// folder (even by a symbolic link). It returns written and the files it
// could not remove, which stay listed.
func (o *Site) removeStale(written []string) ([]string, error) {
	root := o.root
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
