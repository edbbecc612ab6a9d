package locale_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/hayami-mahjong/hayami/internal/idgen"
)

// TestIDsAreCurrent fails when ids.go is not what go generate writes from
// en.json: a message added, removed or renamed without regenerating.
func TestIDsAreCurrent(t *testing.T) {
	t.Parallel()
	en, err := os.ReadFile("locales/en.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := idgen.Source(en)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile("ids.go"); err != nil || !bytes.Equal(got, want) {
		t.Errorf("locale/ids.go is stale: run go generate ./locale (%v)", err)
	}
}
