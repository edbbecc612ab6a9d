//go:build nocjkext

package fonts

import "embed"

// files are the embedded fonts without the CJK extensions (10.8 MB
// gzipped): a build for the browser fetches those only when a sheet needs
// one, and hands it to Provide.
//
//go:embed *-hayami.ttf
var files embed.FS
