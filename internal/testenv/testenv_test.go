package testenv

import (
	"flag"
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// recorder is a test that records how it ended: Fatalf and Skipf stop it
// as the real ones do.
type recorder struct {
	testing.TB
	failed, skipped string
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func (r *recorder) Skipf(format string, args ...any) {
	r.skipped = fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// record runs f as a test of its own and returns how it ended.
func record(t *testing.T, f func(testing.TB)) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r
}

// TestNeed: a missing tool or file skips the test, saying how to install
// it; in CI it fails the test; one that is there is returned.
func TestNeed(t *testing.T) {
	missingTool := func(tb testing.TB) { NeedTool(tb, "hayami-no-such-tool", "apt-get install it") }
	missingFile := func(tb testing.TB) { NeedFile(tb, filepath.Join(t.TempDir(), "none"), "make it") }
	t.Setenv("CI", "")
	if r := record(t, missingTool); r.skipped != "hayami-no-such-tool is not installed (apt-get install it)" || r.failed != "" {
		t.Errorf("a missing tool: skipped %q, failed %q", r.skipped, r.failed)
	}
	if r := record(t, missingFile); r.skipped == "" || r.failed != "" {
		t.Errorf("a missing file: skipped %q, failed %q", r.skipped, r.failed)
	}
	t.Setenv("CI", "true")
	if r := record(t, missingTool); r.failed != "hayami-no-such-tool is not installed; .ci/run installs it (apt-get install it)" || r.skipped != "" {
		t.Errorf("a missing tool in CI: skipped %q, failed %q", r.skipped, r.failed)
	}
	if r := record(t, missingFile); r.failed == "" || r.skipped != "" {
		t.Errorf("a missing file in CI: skipped %q, failed %q", r.skipped, r.failed)
	}
	if got := NeedFile(t, "testenv.go", "make it"); got != "testenv.go" {
		t.Errorf("NeedFile of a file that is there: %q", got)
	}
}

// TestShort: the full run keeps every case; a short one only those named,
// in the matrix's order, and fails on a name the matrix lacks.
func TestShort(t *testing.T) {
	short := flag.Lookup("test.short")
	old := short.Value.String()
	t.Cleanup(func() { short.Value.Set(old) })
	set := func(v string) {
		if err := short.Value.Set(v); err != nil {
			t.Fatal(err)
		}
	}
	all := []string{"a", "b", "c", "d"}
	set("false")
	if got := Short(t, all, "c", "a"); !slices.Equal(got, all) {
		t.Errorf("full run: %v, want every case", got)
	}
	set("true")
	if got := Short(t, all, "c", "a"); !slices.Equal(got, []string{"a", "c"}) {
		t.Errorf("short run: %v, want [a c]", got)
	}
	if got := ShortBy(t, []int{10, 21, 30}, func(n int) int { return n % 10 }, 1); !slices.Equal(got, []int{21}) {
		t.Errorf("short run by key: %v, want [21]", got)
	}
	if r := record(t, func(tb testing.TB) { Short(tb, all, "a", "e") }); r.failed != "-short keeps e, which is not a case" {
		t.Errorf("a short run keeping a case the matrix lacks: failed %q", r.failed)
	}
}
