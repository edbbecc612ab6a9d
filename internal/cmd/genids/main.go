// Command genids writes locale/ids.go from locale/locales/en.json (run by
// go generate in locale): a typed constant for every message id.
package main

import (
	"fmt"
	"os"

	"github.com/hayami-mahjong/hayami/internal/idgen"
)

func main() {
	en, err := os.ReadFile("locales/en.json")
	if err == nil {
		var src []byte
		if src, err = idgen.Source(en); err == nil {
			err = os.WriteFile("ids.go", src, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genids:", err)
		os.Exit(1)
	}
}
