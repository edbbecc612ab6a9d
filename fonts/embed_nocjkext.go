//go:build nocjkext

package fonts

import "embed"

// files are the embedded fonts without the Chinese, Japanese and Korean
// ones (Family.OnDemand, 11.3 MB gzipped): a build for the browser fetches
// those only when a sheet needs one, and hands it to Provide.
//
//go:embed DejaVu*-hayami.ttf
var files embed.FS
