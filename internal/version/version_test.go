package version

import (
	"runtime/debug"
	"testing"
)

// TestRelease checks which build versions sheets print.
func TestRelease(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]string{
		"v0.2.0": "v0.2.0", "v1.10.3": "v1.10.3", "(devel)": "devel", "": "devel",
		"v0.0.0-20261201033539-e261944a15ae":        "devel",
		"v0.2.1-0.20261201033539-e261944a15ae":      "devel",
		"v0.2.0-rc.1.0.20261201033539-e261944a15ae": "devel",
		"v0.2.0+dirty": "devel",
		"v0.3.0-rc.1":  "v0.3.0-rc.1",
	} {
		if got := release(&debug.BuildInfo{Main: debug.Module{Version: v}}, true); got != want {
			t.Errorf("release(%q) = %q, want %q", v, got, want)
		}
	}
}
