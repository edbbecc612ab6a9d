// Package testenv is what hayami's tests share about where they run: the
// tools and files a test needs (skipped when missing, failed in CI), and
// the cases a short run (go test -short) keeps of an exhaustive matrix.
package testenv

import (
	"os"
	"os/exec"
	"slices"
	"testing"
)

// The representatives a short run keeps of the project's matrices.
var (
	Languages = []string{"en", "ja"}                // a Latin and a CJK script
	Presets   = []string{"ema2025", "tenhou-sanma"} // four players and three
)

// InCI reports whether the tests run in CI (CI set, as CI services do):
// there a missing tool or file fails a test instead of skipping it.
func InCI() bool { return os.Getenv("CI") != "" }

// NeedTool returns the path of a command-line tool, or skips the test
// (fails it in CI) saying how to install it.
func NeedTool(t testing.TB, name, install string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		missing(t, name+" is not installed", install)
	}
	return path
}

// NeedFile returns path if it exists, or skips the test (fails it in CI)
// saying how to make it.
func NeedFile(t testing.TB, path, install string) string {
	t.Helper()
	if _, err := os.Stat(path); err != nil {
		missing(t, path+" is missing", install)
	}
	return path
}

func missing(t testing.TB, what, install string) {
	t.Helper()
	if InCI() {
		t.Fatalf("%s; .ci/run installs it (%s)", what, install)
	}
	t.Skipf("%s (%s)", what, install)
}

// Short returns all, or under go test -short only the cases keep names:
// the fast local loop tries a representative of each matrix, the full run
// (make test, CI) every case. A kept case that all lacks fails the test,
// so that a renamed case cannot empty the loop.
func Short[T comparable](t testing.TB, all []T, keep ...T) []T {
	t.Helper()
	return ShortBy(t, all, func(v T) T { return v }, keep...)
}

// ShortBy is Short for cases named by key.
func ShortBy[T any, K comparable](t testing.TB, all []T, key func(T) K, keep ...K) []T {
	t.Helper()
	if !testing.Short() {
		return all
	}
	out := slices.DeleteFunc(slices.Clone(all), func(v T) bool { return !slices.Contains(keep, key(v)) })
	for _, k := range keep {
		if !slices.ContainsFunc(out, func(v T) bool { return key(v) == k }) {
			t.Fatalf("-short keeps %v, which is not a case", k)
		}
	}
	return out
}
