package locale

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// Message is one text of a catalog: a plain text; or plural forms, the
// text for each plural category of the count its Arg-th argument holds;
// or a text with several counts, each named in it "${name}" and chosen by
// its own forms (Vars).
//
// In a catalog file a plain text is a string; plural forms are an object
// of CLDR categories and, when the count is not the first argument,
// "arg": {"arg": 2, "one": "…", "few": "…", "many": "…", "other": "…"};
// a text with several counts is {"text": "… ${players} …", "vars":
// {"players": {plural forms}, …}}.
type Message struct {
	Text  string             // a plain text, or the text that names Vars
	Arg   int                // the argument (from 1) whose count chooses a form; 0 with no Forms
	Forms map[string]string  // plural category → text
	Vars  map[string]Message // name → plural forms, for a Text of several counts
}

// Categories are the CLDR plural categories, in the order forms are tried.
var Categories = []string{"zero", "one", "two", "few", "many", "other"}

// Plural reports whether the message has plural forms of its own.
func (m Message) Plural() bool { return len(m.Forms) > 0 }

// Texts are every text of the message: its text, then each form, then
// each variable's, by name.
func (m Message) Texts() []string {
	var texts []string
	if m.Text != "" || !m.Plural() {
		texts = append(texts, m.Text)
	}
	for _, c := range Categories {
		if t, ok := m.Forms[c]; ok {
			texts = append(texts, t)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(m.Vars)) {
		texts = append(texts, m.Vars[name].Texts()...)
	}
	return texts
}

// UnmarshalJSON reads a plain text, plural forms or a text with variables.
func (m *Message) UnmarshalJSON(data []byte) error {
	if data = bytes.TrimSpace(data); len(data) > 0 && data[0] == '"' {
		*m = Message{}
		return json.Unmarshal(data, &m.Text)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return err
	}
	out := Message{}
	for k, v := range fields {
		var err error
		switch {
		case k == "text":
			err = json.Unmarshal(v, &out.Text)
		case k == "vars":
			err = json.Unmarshal(v, &out.Vars)
		case k == "arg":
			err = json.Unmarshal(v, &out.Arg)
		case slices.Contains(Categories, k):
			var form string
			err = json.Unmarshal(v, &form)
			if out.Forms == nil {
				out.Forms = map[string]string{}
			}
			out.Forms[k] = form
		default:
			err = fmt.Errorf("%q is neither text, vars, arg nor a plural category (%v)", k, Categories)
		}
		if err != nil {
			return fmt.Errorf("message %s: %w", k, err)
		}
	}
	switch {
	case out.Plural() && (out.Text != "" || out.Vars != nil):
		return fmt.Errorf("a message has plural forms or a text, not both")
	case out.Plural() && out.Arg == 0:
		out.Arg = 1
	case !out.Plural() && out.Arg != 0:
		return fmt.Errorf("a message has an arg but no plural forms")
	case !out.Plural() && len(out.Vars) == 0:
		return fmt.Errorf("a message object needs plural forms or vars")
	}
	for name, v := range out.Vars {
		if !v.Plural() {
			return fmt.Errorf("var %s: needs plural forms", name)
		}
	}
	*m = out
	return nil
}

// MarshalJSON writes the message as a catalog file holds it: a plain text
// as a string, plural forms as an object with "arg" (a page's texts reach
// JavaScript so).
func (m Message) MarshalJSON() ([]byte, error) {
	switch {
	case m.Plural():
		out := map[string]any{"arg": m.Arg}
		for c, t := range m.Forms {
			out[c] = t
		}
		return json.Marshal(out)
	case len(m.Vars) > 0:
		return json.Marshal(map[string]any{"text": m.Text, "vars": m.Vars})
	}
	return json.Marshal(m.Text)
}
