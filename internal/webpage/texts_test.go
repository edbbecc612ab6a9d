package webpage

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/hayami-mahjong/hayami/locale"
)

// pageText is a call of the page's t with a text's id written out
// (t('panel.share'), t('calc.with-sticks', gain)); ids made at run time
// ('fu.add.' + kind) are not matched.
var pageText = regexp.MustCompile(`\bt\('([a-z0-9._-]+)'\s*[,)]`)

// TestPageTextsExist fails when the page's scripts ask for a text that
// English's page texts lack: the page would show the id instead
// (TestPageTextsComplete then holds every language to English's).
func TestPageTextsExist(t *testing.T) {
	t.Parallel()
	scripts, err := filepath.Glob(filepath.Join("static", "*.js"))
	if err != nil || len(scripts) < 5 {
		t.Fatalf("static/*.js: %v, %d files", err, len(scripts))
	}
	en := locale.Locales()[0]
	asked := 0
	for _, script := range scripts {
		src, err := os.ReadFile(script)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range pageText.FindAllSubmatch(src, -1) {
			asked++
			if _, ok := en.Page[locale.PageID(m[1])]; !ok {
				t.Errorf("%s asks for the page text %q, which en.json's page texts lack", script, m[1])
			}
		}
	}
	if asked < 200 {
		t.Errorf("%d texts asked for in static/*.js; the pattern no longer finds the page's t calls", asked)
	}
}
