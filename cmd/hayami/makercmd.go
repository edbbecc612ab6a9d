package main

import (
	"errors"
	"fmt"
	"path"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/internal/webpage"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// serveHint is the one line that serves a folder to a browser, which
// will not run the page from file://.
const serveHint = "python3 -m http.server 8000"

func newMakerCmd() *cobra.Command {
	out := "out/make"
	cmd := &cobra.Command{
		Use:   "maker",
		Short: "Write the page that makes sheets in the browser, for any static web host",
		Long: `Write the page that makes a club's sheets in the browser into --out:
index.html with its app.js, app.css and worker.js (hayami runs in a Web
Worker, so the page never waits for a build), hayami.wasm (this version
of hayami, built for WebAssembly), Go's wasm_exec.js that loads it with
its licence, and under fonts/ the Chinese, Japanese and Korean font
extensions the page fetches only when a sheet needs a character of one,
with every font's licence. Everything is
same-origin: copy the folder to any static web host. hayami site writes
the same page into make/ of the site.

Browsers do not run WebAssembly from a page opened as a file: serve the
folder, for example with
  cd out/make && ` + serveHint + `
and open http://localhost:8000/.

The folder is written as hayami site writes its own: only into a new or
empty folder, or one hayami wrote (it keeps the list in .hayami-site),
each file whole.

The page is in a hayami built with make build or make install, which build
hayami.wasm first; a hayami from go install has no page and says so.`,
		Example: `  hayami maker
  hayami maker --out public/make`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) (err error) {
			files, err := webpage.Page()
			if err != nil {
				return err
			}
			o, err := openSite(cli.SystemOf(cmd), out)
			if err != nil {
				return err
			}
			defer func() {
				if ferr := o.Finish(err == nil); ferr != nil {
					err = errors.Join(err, ferr)
				}
			}()
			r := writePage(o, "", files)
			if r.Err != nil {
				return r.Err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote the page (%d files, %.1f MB) into %s; serve it, e.g. cd %s && %s\n", r.Files, float64(r.Bytes)/1e6, out, out, serveHint)
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", out, "folder to write the page into")
	_ = cmd.MarkFlagDirname("out")
	return cmd
}

// writePage writes the page's files into the folder dir of o, each
// subfolder's files together.
func writePage(o *outdir.Site, dir string, files []webpage.PageFile) outdir.Result {
	var total outdir.Result
	byDir := map[string][]pipeline.File{}
	var dirs []string
	for _, f := range files {
		d := path.Dir(f.Path)
		if _, ok := byDir[d]; !ok {
			dirs = append(dirs, d)
		}
		byDir[d] = append(byDir[d], pipeline.File{Name: path.Base(f.Path), Data: f.Data})
	}
	for _, d := range dirs {
		r := o.Write(path.Join(dir, d), byDir[d])
		total.Add(r)
		if r.Err != nil {
			return total
		}
	}
	return total
}
