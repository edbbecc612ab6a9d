// Command hayami generates riichi-mahjong points tables and cheat sheets
// from a rule set.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
