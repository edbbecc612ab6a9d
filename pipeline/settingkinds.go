package pipeline

import (
	"reflect"
	"strings"
	"sync"
)

// SettingKind is one setting as a link or a form writes it: its JSON key
// in Settings and what its value is: "string", "number", "boolean" or
// "list" (of strings).
type SettingKind struct {
	Key  string `json:"key"`
	Kind string `json:"kind"`
}

// SettingKinds lists every setting of Settings with the kind of its
// value, in Settings' order: what the page checks a link's values against.
var SettingKinds = sync.OnceValue(func() []SettingKind {
	var out []SettingKind
	t := reflect.TypeFor[Settings]()
	for i := range t.NumField() {
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if key == "" || key == "-" {
			continue
		}
		typ := f.Type
		if typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		kind := map[reflect.Kind]string{reflect.String: "string", reflect.Int: "number", reflect.Bool: "boolean", reflect.Slice: "list"}[typ.Kind()]
		out = append(out, SettingKind{Key: key, Kind: kind})
	}
	return out
})
