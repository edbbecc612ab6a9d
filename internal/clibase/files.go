package clibase

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/fonts"
	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// LoadFont reads the font file a flag names; "file.ttc#N" names font N
// of a collection.
func LoadFont(sys System, flag, path string) (*fonts.Font, error) {
	file := path
	if at := strings.LastIndexByte(path, '#'); at >= 0 && strings.HasSuffix(strings.ToLower(path[:at]), ".ttc") {
		file = path[:at]
	}
	data, err := sys.ReadFile(file, fonts.MaxSize, "a font")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	return fonts.Load(path, data)
}

// OutDir places the folder that --out names; no name is a usage error.
func OutDir(sys System, name string) (string, error) {
	if strings.TrimSpace(name) == "" {
		return "", Usagef("--out: name a folder (. for this one)")
	}
	return sys.Path(name), nil
}

// WriteFiles writes a command's files into the folder dir that --out
// names, each whole (writeFile), and says so on w, a line a file,
// then with more than one a summary line; quiet, it says nothing. An
// interrupt stops it between files.
func WriteFiles(w io.Writer, sys System, dir string, files []pipeline.File, quiet bool) error {
	placed, err := OutDir(sys, dir)
	if err != nil {
		return err
	}
	if err := sys.Interrupted(); err != nil {
		return err
	}
	if sys.Write == nil {
		if err := os.MkdirAll(placed, 0o777); err != nil {
			return fmt.Errorf("output folder: %w", err)
		}
	}
	for _, f := range files {
		if err := sys.Interrupted(); err != nil {
			return err
		}
		path := filepath.Join(dir, f.Name)
		write := func() error { return writeFile(sys.Path(path), f.Data) }
		if sys.Write != nil {
			write = func() error { return sys.Write(path, f) }
		}
		if err := write(); err != nil {
			return err
		}
		if !quiet {
			fmt.Fprintln(w, "wrote", usertext.Quote(path))
		}
	}
	if !quiet && len(files) > 1 {
		var total int64
		for _, f := range files {
			total += int64(len(f.Data))
		}
		fmt.Fprintf(w, "wrote %d files (%s) into %s\n", len(files), BytesText(total), dir)
	}
	return nil
}

// ChooseLanguage matches a --lang to a supported language: one it does
// not have is a usage error.
func ChooseLanguage(requested string) (language.Tag, error) {
	langs, err := pipeline.MatchLanguages([]string{requested}, false, nil)
	if err != nil {
		return language.Und, err
	}
	return langs[0], nil
}

// Warner writes a warning to a command's standard error, stderr.
func Warner(stderr io.Writer) func(string) {
	return func(msg string) { fmt.Fprintln(stderr, "hayami: warning: "+OneLine(msg)) }
}

// QuietFlag defines -q/--quiet on f.
func QuietFlag(f Flags) {
	f.BoolVarP(new(bool), "quiet", "q", false, "print nothing but errors and warnings: no file written, no progress, no summary")
}

// QuietIn reports whether f was given -q.
func QuietIn(f Flags) bool {
	q, err := f.GetBool("quiet")
	return err == nil && q
}

// BytesText writes a size in bytes as people read it: 640 B, 12.3 KB, 24.6 MB.
func BytesText(n int64) string {
	switch {
	case n < 1000:
		return fmt.Sprintf("%d B", n)
	case n < 1000*1000:
		return fmt.Sprintf("%.1f KB", float64(n)/1e3)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/1e6)
}
