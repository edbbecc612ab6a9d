package pipeline

import (
	"runtime/debug"
	"strings"
)

// Version is hayami's version as every sheet prints it: the module version
// of a release ("v0.2.0", from "go install …@v0.2.0" or a build of a
// tagged commit), else "devel".
var Version = ReleaseVersion(debug.ReadBuildInfo())

// Creator is what files name as their maker: "hayami v0.2.0", the PDFs'
// creator, the HTML's generator, the manual pages' source.
func Creator() string { return "hayami " + Version }

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

// ReleaseVersion is the main module's version if it is a release, else "devel".
func ReleaseVersion(info *debug.BuildInfo, ok bool) string {
	if !ok {
		return "devel"
	}
	v := info.Main.Version
	if v == "" || v == "(devel)" || isPseudoVersion(v) || strings.Contains(v, "+") {
		return "devel"
	}
	return v
}
