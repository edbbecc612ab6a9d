//go:build !nocjkext

package fonts

import "embed"

// files are the embedded fonts; the extensions, megabytes each, are
// stored gzipped (half the size) and unpacked when first drawn with.
//
//go:embed *-hayami.ttf*
var files embed.FS
