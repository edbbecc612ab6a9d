//go:build browser

package bidi

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hayami-mahjong/hayami/internal/testenv"
)

// TestFirefox drives Firefox through each command the tests use: a page
// navigated to, scripts' values in Go (a promise awaited, a page's
// Content-Security-Policy not in the way), the viewport's width, the
// colour scheme per tab (kept across a navigation), a screenshot and a
// print.
func TestFirefox(t *testing.T) {
	path := testenv.NeedTool(t, "firefox-esr", "apt-get install firefox-esr")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	b, err := Start(ctx, path, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	page := `data:text/html,<meta http-equiv="Content-Security-Policy" content="script-src 'none'"><p>hello</p>`
	if err := tab.Navigate(ctx, page); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Text   string
		Nums   []float64
		Nested map[string][]bool
		Nil    any
	}
	if err := tab.Eval(ctx, `var x = 1; Promise.resolve({text: document.querySelector("p").textContent, nums: [x, 2.5, NaN], nested: {a: [true, false]}, nil: undefined})`, &got); err != nil {
		t.Fatal(err)
	}
	if got.Text != "hello" || len(got.Nums) != 3 || got.Nums[1] != 2.5 || len(got.Nested["a"]) != 2 || got.Nil != nil {
		t.Errorf("a script's value: %+v", got)
	}
	if err := tab.Eval(ctx, `throw new Error("boom")`, nil); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("a script that throws: %v", err)
	}
	other, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Navigate(ctx, page); err != nil {
		t.Fatal(err)
	}
	const dark = `matchMedia("(prefers-color-scheme: dark)").matches`
	for _, scheme := range []string{"dark", "light", "dark", ""} {
		if err := tab.SetColourScheme(ctx, scheme); err != nil {
			t.Fatal(err)
		}
		var isDark, otherDark bool
		if err := tab.Eval(ctx, dark, &isDark); err != nil {
			t.Fatal(err)
		}
		if err := other.Eval(ctx, dark, &otherDark); err != nil {
			t.Fatal(err)
		}
		if isDark != (scheme == "dark") || otherDark {
			t.Errorf("scheme %q: dark %v, the other tab dark %v", scheme, isDark, otherDark)
		}
	}
	if err := tab.SetColourScheme(ctx, "dark"); err != nil {
		t.Fatal(err)
	}
	var isDark bool
	if err := tab.Navigate(ctx, page+"<p>again"); err != nil {
		t.Fatal(err)
	}
	if err := tab.Eval(ctx, dark, &isDark); err != nil || !isDark {
		t.Errorf("dark after a navigation: %v (%v)", isDark, err)
	}
	if err := tab.SetViewport(ctx, 375, 700); err != nil {
		t.Fatal(err)
	}
	var width float64
	if err := tab.Eval(ctx, `innerWidth`, &width); err != nil || width != 375 {
		t.Errorf("viewport 375 px wide: innerWidth %v (%v)", width, err)
	}
	png, err := tab.Screenshot(ctx)
	if err != nil || !strings.HasPrefix(string(png), "\x89PNG") {
		t.Errorf("screenshot: %d bytes, %v", len(png), err)
	}
	pdf, err := tab.Print(ctx, 21, 29.7)
	if err != nil || !strings.HasPrefix(string(pdf), "%PDF") {
		t.Errorf("print: %d bytes, %v", len(pdf), err)
	}
}
