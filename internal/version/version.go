// Package version is hayami's version: the one sheets and files print,
// and the longer text "hayami version" prints.
package version

import (
	"fmt"
	"hash/crc32"
	"io/fs"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/ruleset"
)

// Current is hayami's version as every sheet prints it: the module version
// of a release ("v0.2.0", from "go install …@v0.2.0" or a build of a
// tagged commit), else "devel".
var Current = release(debug.ReadBuildInfo())

// Creator is what files name as their maker: "hayami v0.2.0", the PDFs'
// creator, the HTML's generator, the manual pages' source.
func Creator() string { return "hayami " + Current }

// isPseudoVersion reports whether v is a version Go gives an untagged
// commit: it ends in a 14-digit time and a 12-digit commit hash
// ("v0.0.0-20261201033539-e261944a15ae").
func isPseudoVersion(v string) bool {
	parts := strings.Split(v, "-")
	if len(parts) < 3 {
		return false
	}
	hash, stamp := parts[len(parts)-1], parts[len(parts)-2]
	stamp = stamp[strings.LastIndexByte(stamp, '.')+1:] // "0.20261201033539" after a pre-release
	return len(hash) == 12 && strings.Trim(hash, "0123456789abcdef") == "" &&
		len(stamp) == 14 && strings.Trim(stamp, "0123456789") == ""
}

// release is the main module's version if it is a release, else "devel".
func release(info *debug.BuildInfo, ok bool) string {
	if !ok {
		return "devel"
	}
	v := info.Main.Version
	if v == "" || v == "(devel)" || isPseudoVersion(v) || strings.Contains(v, "+") {
		return "devel"
	}
	return v
}

// Text is what "hayami version" and "hayami --version" print: the
// version, the commit and its date from the build information, the Go
// version, and digests of the embedded presets and catalogs, which change
// exactly when the rules or the words on the sheets do.
func Text() string {
	var b strings.Builder
	b.WriteString(Creator() + "\n")
	info, ok := debug.ReadBuildInfo()
	if ok {
		if v := info.Main.Version; v != "" && v != "(devel)" && v != Current {
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
	fmt.Fprintf(&b, "catalogs: %d languages, digest %s\n", len(locale.Tags()), digest(locale.Files()))
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
