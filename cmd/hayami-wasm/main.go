//go:build js && wasm

// Command hayami-wasm is hayami for the browser: it registers a global
// object hayami whose functions (docs/maker.md) take and return plain
// JavaScript values, and then waits for calls. All the work is in
// internal/webapi and pipeline; this file only converts values.
package main

import (
	"encoding/json"

	"syscall/js"

	"github.com/hayami-mahjong/hayami/internal/tablecmd"
	"github.com/hayami-mahjong/hayami/internal/webapi"
)

func main() {
	var batch *webapi.Batch // the build start began, which next goes on with
	api := map[string]any{
		"version":      wrap(func([]js.Value) webapi.Result { return webapi.Version() }),
		"presets":      wrap(func([]js.Value) webapi.Result { return webapi.Presets() }),
		"defaults":     wrap(func([]js.Value) webapi.Result { return webapi.Defaults() }),
		"settingKinds": wrap(func([]js.Value) webapi.Result { return webapi.SettingKinds() }),
		"keys":         wrap(func(a []js.Value) webapi.Result { return webapi.Keys(str(a, 0)) }),
		"form":         wrap(func(a []js.Value) webapi.Result { return webapi.Form(str(a, 0)) }),
		"update": wrap(func(a []js.Value) webapi.Result {
			return webapi.Update(str(a, 0), str(a, 1), str(a, 2), str(a, 3))
		}),
		"settingsFromTOML": wrap(func(a []js.Value) webapi.Result {
			return webapi.SettingsFromTOML(str(a, 1), str(a, 0), str(a, 2))
		}),
		"figures": wrap(func(a []js.Value) webapi.Result { return webapi.Figures(str(a, 0), str(a, 1), str(a, 2)) }),
		"settingsToTOML": wrap(func(a []js.Value) webapi.Result { return webapi.SettingsToTOML(str(a, 0), str(a, 1)) }),
		"start": wrap(func(a []js.Value) webapi.Result {
			var r webapi.Result
			batch, r = webapi.StartBatch(str(a, 0), str(a, 1), len(a) > 2 && a[2].Truthy())
			return r
		}),
		"next":      wrap(func([]js.Value) webapi.Result { return batch.Next() }),
		"fontFiles": wrap(func([]js.Value) webapi.Result { return webapi.FontFiles() }),
		"provideFont": wrap(func(a []js.Value) webapi.Result {
			var data []byte
			if len(a) > 1 && a[1].InstanceOf(js.Global().Get("Uint8Array")) {
				data = make([]byte, a[1].Length())
				js.CopyBytesToGo(data, a[1])
			}
			return webapi.ProvideFont(str(a, 0), data)
		}),
	}
	for name := range tablecmd.Commands {
		api[name] = wrap(func(a []js.Value) webapi.Result {
			args, ok := strs(a)
			files, filesOK := texts(a, 1)
			if !ok || !filesOK {
				return webapi.Result{Errors: []webapi.Problem{{Message: "hayami." + name + " takes an array of strings, the command line's arguments, and may take an object of the files they name, {name: text}"}}}
			}
			return webapi.Command(name, args, files)
		})
	}
	js.Global().Set("hayami", js.ValueOf(api))
	select {} // serve calls until the page goes
}

// str is argument i as a string: "" when it is missing or not a string.
func str(args []js.Value, i int) string {
	if i >= len(args) || args[i].Type() != js.TypeString {
		return ""
	}
	return args[i].String()
}

// strs is the first argument as strings, if it is an array of strings
// (or missing: no arguments).
func strs(args []js.Value) ([]string, bool) {
	if len(args) == 0 || args[0].IsUndefined() {
		return nil, true
	}
	if !js.Global().Get("Array").Call("isArray", args[0]).Bool() {
		return nil, false
	}
	out := make([]string, args[0].Length())
	for i := range out {
		v := args[0].Index(i)
		if v.Type() != js.TypeString {
			return nil, false
		}
		out[i] = v.String()
	}
	return out, true
}

// texts is argument i as files, if it is an object of strings by name
// (or missing: no files).
func texts(args []js.Value, i int) (map[string][]byte, bool) {
	if i >= len(args) || args[i].IsUndefined() || args[i].IsNull() {
		return nil, true
	}
	if args[i].Type() != js.TypeObject || js.Global().Get("Array").Call("isArray", args[i]).Bool() {
		return nil, false
	}
	names := js.Global().Get("Object").Call("keys", args[i])
	out := make(map[string][]byte, names.Length())
	for j := range names.Length() {
		name := names.Index(j).String()
		v := args[i].Get(name)
		if v.Type() != js.TypeString {
			return nil, false
		}
		out[name] = []byte(v.String())
	}
	return out, true
}

// wrap makes a Go function a JavaScript one that returns its Result as an
// object: {errors: [...]}, {files: [{name, type, bytes}]} or the value;
// a value with files (a command's output) gets them as its key files.
func wrap(f func([]js.Value) webapi.Result) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) any {
		r := webapi.Guarded(func() webapi.Result { return f(args) })
		switch {
		case len(r.Errors) > 0:
			return map[string]any{"errors": parse(r.Errors)}
		case r.Files != nil:
			files := make([]any, len(r.Files))
			for i, file := range r.Files {
				b := js.Global().Get("Uint8Array").New(len(file.Data))
				js.CopyBytesToJS(b, file.Data)
				files[i] = map[string]any{"name": file.Name, "type": file.Type, "bytes": b}
			}
			if r.Value != nil {
				v := parse(r.Value)
				v.Set("files", js.ValueOf(files))
				return v
			}
			return map[string]any{"files": files}
		}
		return parse(r.Value)
	})
}

// parse hands a Go value to JavaScript through JSON.
func parse(v any) js.Value {
	data, err := json.Marshal(v)
	if err != nil {
		return js.ValueOf(map[string]any{"errors": []any{map[string]any{"message": err.Error()}}})
	}
	return js.Global().Get("JSON").Call("parse", string(data))
}
