//go:build !maker

package webpage

import "errors"

// HasPage reports whether this build holds the page (-tags maker).
const HasPage = false

// Page is not in this build: it needs hayami.wasm, which make build makes
// before it builds hayami with -tags maker.
func Page() ([]PageFile, error) {
	return nil, errors.New("this hayami was built without the page that makes sheets in the browser: build it with make build (or make install) in hayami's source folder")
}
