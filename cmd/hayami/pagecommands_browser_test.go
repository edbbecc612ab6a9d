//go:build browser && maker

package main

import (
	"testing"
)

// TestPageCommandsInWorker checks that the page's worker runs the table's
// commands in Chromium and Firefox, as cmd/hayami does: calc (4 han 30 fu
// with kiriage pays 8,000), fu's error for a bad hand, and drill's files
// handed over.
func TestPageCommandsInWorker(t *testing.T) {
	inBrowsers(t, func(t *testing.T, tb tab) {
		dir := t.TempDir()
		if res := hayami(t, dir, "maker", "--out", "make"); res.code != 0 {
			t.Fatalf("%s: hayami maker: %s", tb.Browser(), res.stderr)
		}
		srv := servePage(t, dir)
		if err := openPage(tb, srv.URL+"/make/"); err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		type answer struct {
			Stdout, Stderr string
			Code           int
			Files          []string
		}
		got, err := evalAs[[]answer](tb, `(async () => {
			const w = new Worker("worker.js");
			const answers = new Map();
			w.onmessage = (e) => { if (e.data.id) answers.get(e.data.id)(e.data.result); };
			const ready = new Promise((resolve) => { const f = w.onmessage; w.onmessage = (e) => e.data.ready ? resolve() : f(e); });
			w.postMessage({ module: await WebAssembly.compileStreaming(fetch("hayami.wasm")) });
			await ready;
			let id = 0;
			const call = (name, args) => new Promise((resolve) => { answers.set(++id, resolve); w.postMessage({ id, call: name, args: [args] }); });
			const out = [];
			for (const [name, args] of [
				["calc", ["--rules", "tenhou", "--han", "4", "--fu", "30", "--set", "kiriage=true", "--lang", "ja"]],
				["fu", ["123456m999p555s7z"]],
				["drill", ["--seed", "7", "--format", "md", "--count", "2"]],
			]) {
				const r = await call(name, args);
				out.push({ Stdout: r.stdout, Stderr: r.stderr, Code: r.code, Files: (r.files || []).map((f) => f.name + " " + f.bytes.length) });
			}
			w.terminate();
			return out;
		})()`)
		if err != nil {
			t.Fatalf("%s: %v", tb.Browser(), err)
		}
		for i, args := range [][]string{
			{"calc", "--rules", "tenhou", "--han", "4", "--fu", "30", "--set", "kiriage=true", "--lang", "ja"},
			{"fu", "123456m999p555s7z"},
			{"drill", "--seed", "7", "--format", "md", "--count", "2"},
		} {
			want := hayami(t, t.TempDir(), args...)
			if i >= len(got) || got[i].Stdout != want.stdout || got[i].Stderr != want.stderr || got[i].Code != want.code {
				t.Errorf("%s: hayami %q in the worker: %+v; the command line: %+v", tb.Browser(), args, got, want)
			}
		}
		if len(got) == 3 && len(got[2].Files) != 3 {
			t.Errorf("%s: drill's files in the worker: %v", tb.Browser(), got[2].Files)
		}
	})
}
