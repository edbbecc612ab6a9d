package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"golang.org/x/net/html"

	"github.com/hayami-mahjong/hayami/internal/clibase"
)

// FuzzBuild builds every sheet in every format from a fuzzed house-rules
// file, title and club: no panic, and what is written parses (JSON
// decodes, HTML parses without a script element, PDF passes pdfcpu's
// strict validation). It runs its seeds with every go test: the whole
// command, files written. One input takes seconds, so the stages are
// fuzzed apart (pipeline's FuzzLayout, FuzzHTML, FuzzPDF…; make fuzz).
func FuzzBuild(f *testing.F) {
	f.Add([]byte("name = \"Thursday club\"\nkiriage = true\n[honba]\nron = 500\n"), "Spring Open", "Tonbo Riichi Club")
	f.Add([]byte("extends = \"tenhou-sanma\"\n[notes]\nkiriage = \"</script><b>&amp;\"\n"), "<h1>x</h1>", "```")
	f.Add([]byte("aotenjou = true\n[table]\nhan = \"1-13\"\nfu = [20, 25, 30]\n"), "# 1. | ~~x~~ www.example.com", "AT&amp;T")
	f.Add([]byte("[yakuman]\nstacking = true\nmax = 6\n"), strings.Repeat("麻", 200), strings.Repeat("W", 200))
	dir := f.TempDir()
	sys := clibase.System{Dir: dir, Getenv: func(string) string { return "" }}
	f.Fuzz(func(t *testing.T, rules []byte, title, club string) {
		out := filepath.Join(dir, "out")
		os.RemoveAll(out)
		if err := os.WriteFile(filepath.Join(dir, "house.toml"), rules, 0o644); err != nil {
			t.Fatal(err)
		}
		code := runIn(sys, []string{"build", "--rules", "house.toml", "--title", title, "--club", club, "--format", "pdf,html,md,csv,json", "--out", "out"}, io.Discard, io.Discard)
		if code != clibase.ExitOK {
			return
		}
		entries, err := os.ReadDir(out)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			data, err := os.ReadFile(filepath.Join(out, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			switch filepath.Ext(e.Name()) {
			case ".json":
				if !json.Valid(data) {
					t.Errorf("%s: not valid JSON", e.Name())
				}
			case ".html":
				doc, err := html.Parse(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("%s: %v", e.Name(), err)
				}
				for n := range doc.Descendants() {
					if n.Type == html.ElementNode && n.Data == "script" {
						t.Errorf("%s: a script element from user text", e.Name())
					}
				}
			case ".pdf":
				if err := api.Validate(bytes.NewReader(data), pdfConf()); err != nil {
					t.Errorf("%s: %v", e.Name(), err)
				}
			}
		}
	})
}
