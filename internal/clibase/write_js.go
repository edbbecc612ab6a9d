//go:build js

package clibase

import "errors"

// writeFile refuses: in the browser a command's files go to System.Write
// (the page hands them over), and the wasm carries no file writer.
func writeFile(string, []byte) error {
	return errors.New("no files can be written here")
}
