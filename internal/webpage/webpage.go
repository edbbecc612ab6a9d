// Package webpage holds the page that makes a club's sheets in the
// browser (make/index.html, hayami.wasm and what they load), written by
// "hayami maker" and "hayami site": its own files in static/, and the
// WebAssembly build of hayami that make wasm writes into wasm/. They are
// in a binary built with -tags maker (make build, make install); without
// the tag, Page says how to get them.
package webpage

// PageFile is one file of the page: its path in the folder the page is
// written to, with slashes, and its bytes.
type PageFile struct {
	Path string
	Data []byte
}
