package main

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/hayami-mahjong/hayami/internal/cli"
	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/serve"
	"github.com/hayami-mahjong/hayami/internal/sitebuild"
	"github.com/hayami-mahjong/hayami/internal/usertext"
	"github.com/hayami-mahjong/hayami/internal/webpage"
)

// serveHint is the command that writes the page and serves it to a
// browser, which will not run it from file://.
const serveHint = "hayami maker --serve"

// defaultAddr is where hayami maker --serve serves the page: this
// computer only. A browser keeps the page for offline use only from
// https or from this computer (localhost, 127.0.0.1).
const defaultAddr = "127.0.0.1:8000"

func newMakerCmd() *cobra.Command {
	out := "out/make"
	serveIt := false
	addr := defaultAddr
	cmd := &cobra.Command{
		Use:   "maker",
		Short: "Write the page that makes sheets in the browser, for any static web host",
		Long: `Write the page that makes a club's sheets in the browser into --out:
index.html with its app.js, app.css and worker.js (hayami runs in a Web
Worker, so the page never waits for a build), hayami.wasm (this version
of hayami, built for WebAssembly), Go's wasm_exec.js that loads it with
its licence, and under fonts/ the Chinese, Japanese and Korean fonts and
their extensions, which the page fetches only when a sheet needs a
character of one, with every font's licence. Everything is
same-origin: copy the folder to any static web host. hayami site writes
the same page into make/ of the site.

Browsers do not run WebAssembly from a page opened as a file: serve the
folder. With --serve, hayami does, once the page is written: at
http://` + defaultAddr + `/ (--addr chooses another address), gzipped, until
Ctrl-C. Any static web server serves it as well, such as
  cd out/make && python3 -m http.server 8000

Served from https or from this computer (localhost, 127.0.0.1), the page
can be installed as an app, and keeps its files, and each font extension
once fetched, to work offline.

The folder is written as hayami site writes its own: only into a new or
empty folder, or one hayami wrote (it keeps the list in .hayami-site),
each file whole.

The page is in a hayami built with make build or make install, which build
hayami.wasm first; a hayami from go install has no page and says so.`,
		Example: `  hayami maker --serve
  hayami maker --out public/make`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cmd.Flags().Changed("addr") && !serveIt {
				return clibase.Usagef("--addr %s: the address to serve the page at, with --serve", addr)
			}
			files, err := webpage.Page()
			if err != nil {
				return err
			}
			var ln net.Listener
			if serveIt { // before the page is written: a port in use stops the run at once
				if ln, err = listen(addr); err != nil {
					return err
				}
				defer ln.Close()
			}
			sys := cli.SystemOf(cmd)
			r, err := sitebuild.WritePage(sys, out, files)
			if err != nil {
				return err
			}
			shown := usertext.Quote(out) // no terminal escape from a folder's name
			written := fmt.Sprintf("wrote the page (%d files, %.1f MB) into %s", r.Files, float64(r.Bytes)/1e6, shown)
			if !serveIt {
				hint := serveHint
				if cmd.Flags().Changed("out") {
					hint += " --out " + shown
				}
				fmt.Fprintf(cmd.OutOrStdout(), "%s; serve it with %s, or e.g. cd %s && python3 -m http.server 8000\n", written, hint, shown)
				return nil
			}
			h, err := serve.New(sys.Path(out))
			if err != nil {
				return err
			}
			defer h.Close()
			fmt.Fprintf(cmd.OutOrStdout(), "%s; serving it at %s (Ctrl-C stops)\n", written, serve.URL(ln.Addr()))
			if err := serve.Run(cmd.Context(), ln, h); err != nil {
				return fmt.Errorf("serving %s: %w", out, err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), "stopped serving "+shown)
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", out, "folder to write the page into")
	_ = cmd.MarkFlagDirname("out")
	cmd.Flags().BoolVar(&serveIt, "serve", false, "then serve the folder over HTTP, until Ctrl-C")
	cmd.Flags().StringVar(&addr, "addr", addr, "host:port to serve the page at, with --serve (port 0: any free port)")
	return cmd
}

// listen opens the address --addr names, saying what to do when its port
// is taken.
func listen(addr string) (net.Listener, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, clibase.Usagef("--addr %s: not a host and port, such as %s", addr, defaultAddr)
	}
	ln, err := net.Listen("tcp", addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		next := "8001"
		if n, perr := strconv.Atoi(port); perr == nil && n > 0 && n < 65535 {
			next = strconv.Itoa(n + 1)
		}
		return nil, fmt.Errorf("--addr %s: the port is in use (%w): stop what serves there, or choose another port, such as --addr %s", addr, syscall.EADDRINUSE, net.JoinHostPort(host, next))
	}
	if err != nil {
		return nil, fmt.Errorf("--addr %s: %w", addr, err)
	}
	return ln, nil
}
