package main

import (
	"fmt"
	"hash/crc32"
	"io/fs"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/pipeline"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// version is hayami's version as every sheet prints it.
var version = pipeline.Version

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print hayami's version, commit, Go version and embedded data",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprint(cmd.OutOrStdout(), versionText())
			return err
		},
	}
}

// versionText is what "hayami version" and "hayami --version" print: the
// version, the commit and its date from the build information, the Go
// version, and digests of the embedded presets and catalogs, which change
// exactly when the rules or the words on the sheets do.
func versionText() string {
	var b strings.Builder
	b.WriteString(pipeline.Creator() + "\n")
	info, ok := debug.ReadBuildInfo()
	if ok {
		if v := info.Main.Version; v != "" && v != "(devel)" && v != version {
			fmt.Fprintf(&b, "module:   %s %s\n", info.Main.Path, v)
		}
		settings := map[string]string{}
		for _, s := range info.Settings {
			settings[s.Key] = s.Value
		}
		if rev := settings["vcs.revision"]; rev != "" {
			fmt.Fprintf(&b, "commit:   %s", rev)
			if t := settings["vcs.time"]; t != "" {
				fmt.Fprintf(&b, " (%s)", t)
			}
			if settings["vcs.modified"] == "true" {
				b.WriteString(" with changes not committed")
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "go:       %s %s/%s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	fmt.Fprintf(&b, "presets:  %d, digest %s\n", len(ruleset.PresetNames), digest(ruleset.Files()))
	fmt.Fprintf(&b, "catalogs: %d languages, digest %s\n", len(pipeline.LanguageTags()), digest(locale.Files()))
	return b.String()
}

// digest is a CRC-32C (Castagnoli) of every file in fsys, names and
// contents, in name order, in hex: it changes when any embedded preset or
// catalog does, and is quick enough for every "hayami version".
func digest(fsys fs.FS) string {
	h := crc32.New(crc32.MakeTable(crc32.Castagnoli))
	err := fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, path)
		fmt.Fprintf(h, "%s\x00%d\x00", path, len(data))
		h.Write(data)
		return err
	})
	if err != nil {
		return "unreadable: " + err.Error()
	}
	return fmt.Sprintf("%08x", h.Sum32())
}
