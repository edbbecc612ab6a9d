package pipeline

import (
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/hayami-mahjong/hayami/locale"
	"github.com/hayami-mahjong/hayami/render/html"
)

// TestEveryFormatIsComplete checks what a new format must bring besides
// its entry in Formats: a media type, something it writes, a label on the
// page in every language, and, if it writes sheets, the title of its
// group on the index pages in every language (data files share one).
func TestEveryFormatIsComplete(t *testing.T) {
	t.Parallel()
	for _, f := range Formats {
		if !strings.Contains(f.MediaType, "/") || f.Caps&(CapSheets|CapData) == 0 || f.render == nil {
			t.Errorf("%s: media type %q, capabilities %b: it must have a type, write sheets or data, and render", f.Name, f.MediaType, f.Caps)
		}
		for _, tag := range locale.Tags() {
			c := locale.For(language.MustParse(tag))
			if c.Page[locale.PageID("format."+f.Name)].Text == "" { // the page's label, which app.js looks up
				t.Errorf("%s: no page text format.%s in locale/locales/%s.json", tag, f.Name, tag)
			}
			index := locale.IndexData
			if f.Has(CapSheets) {
				index = locale.IndexGroup(f.Name)
			}
			if c.Messages[index].Text == "" {
				t.Errorf("%s: no message %s in locale/locales/%s.json", tag, index, tag)
			}
		}
	}
}

// TestFileNames checks every kind of name a file gets, each built in
// names.go: a build's sheets, cards, data and index, a site's, a drill's.
func TestFileNames(t *testing.T) {
	t.Parallel()
	pdfFormat, htmlFormat, csvFormat := Formats[0], Formats[1], Formats[3]
	fragment := html.Options{Fragment: true}
	for _, c := range []struct {
		name fileName
		f    Format
		o    html.Options
		want string
	}{
		{fileName{rules: "tenhou", lang: "ja", part: "nondealer", honba: 2, paper: "letter-landscape"}, pdfFormat, fragment, "tenhou-ja-nondealer-honba2-letter-landscape.pdf"},
		{fileName{rules: "tenhou", lang: "en", part: "card"}, htmlFormat, html.Options{}, "tenhou-en-card.html"},
		{fileName{rules: "tenhou", lang: "en", part: indexPart, honba: 1}, htmlFormat, fragment, "tenhou-en-index-honba1.fragment.html"},
		{fileName{rules: "tenhou", lang: "en", part: tablesPart}, csvFormat, fragment, "tenhou-en-tables.csv"},
		{fileName{rules: "tenhou", part: tablesPart}, csvFormat, html.Options{}, "tenhou-tables.csv"},
		{fileName{rules: "ema2025", lang: "fr", part: "drill-fu", seed: "0", paper: "a5"}, pdfFormat, html.Options{}, "ema2025-fr-drill-fu-seed0-a5.pdf"},
	} {
		if got := c.name.in(c.f, c.o); got != c.want {
			t.Errorf("%+v: %s, want %s", c.name, got, c.want)
		}
	}
	if got := SiteFolder("con.club"); got != "con-rules.club" {
		t.Errorf("SiteFolder(con.club) = %s", got)
	}
	if got := SiteFolder("cafe\u0301"); got != "café" {
		t.Errorf("SiteFolder is not NFC: %q", got)
	}
}
