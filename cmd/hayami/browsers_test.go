//go:build browser

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/hayami-mahjong/hayami/internal/testenv"
	"github.com/hayami-mahjong/hayami/internal/testenv/bidi"
)

// tab is a browser tab that a check drives the same way in Chromium (over
// the DevTools protocol, chromedp) and in Firefox ESR (over WebDriver
// BiDi, internal/testenv/bidi), so that one check runs in both. To run a
// check in both browsers:
//
//	func TestSomething(t *testing.T) {
//		inBrowsers(t, func(t *testing.T, tb tab) {
//			if err := tb.Navigate(url); err != nil { t.Fatal(err) }
//			widths, err := evalAs[[]float64](tb, `[...document.querySelectorAll("table")].map(e => e.offsetWidth)`)
//			if err != nil || ... { t.Errorf("%s: ...", tb.Browser()) }
//		})
//	}
//
// inBrowsers runs f as the parallel subtests "chromium" and "firefox", each
// with a new tab in the test binary's one process of that browser, started
// on first use and ended by TestMain (a missing browser skips its subtest,
// and fails it with CI=true). Name tb.Browser() in failure messages. Each
// method waits for the browser, at most five minutes from the tab's
// opening.
//
// A chromedp check moves over call by call: chromedp.Run(ctx,
// chromedp.Evaluate[T](js)) is evalAs[T](tb, js) (EvalAwaitPromise is
// always on), chromedp.EmulateViewport is SetViewport, colourScheme is
// SetScheme, chromedp.Navigate is Navigate, chromedp.NewContext(ctx) is
// anotherTab(t, tb), chromedp.CaptureScreenshot is Screenshot and printPDF
// is Print. What only Chromium has stays on tb.(*chromedpTab).ctx (say
// emulateMedia("print"), or the manifest's parse).
//
// Where Firefox differs: it has no command for prefers-color-scheme, so
// SetScheme sets the tab's override as its developer tools do, and sets it
// again after each Navigate (a script that reads the scheme while a page
// loads sees light); its scroll bars are overlaid as headless Chromium's;
// Print does not shrink a page to fit, as Chromium's does not.
type tab interface {
	// Browser is "chromium" or "firefox".
	Browser() string
	// Navigate loads url and waits for its load event.
	Navigate(url string) error
	// Eval runs js as a script (the value of its last statement is the
	// result, a promise awaited) whatever the page's Content-Security-Policy,
	// and decodes the result as JSON into out, unless out is nil.
	Eval(js string, out any) error
	// SetViewport sizes the viewport in CSS pixels.
	SetViewport(width, height int64) error
	// SetScheme emulates prefers-color-scheme, "light" or "dark", in this
	// tab alone; it stays across navigations.
	SetScheme(scheme string) error
	// Screenshot is a PNG of the viewport.
	Screenshot() ([]byte, error)
	// Print prints the page to PDF on paper of this size in inches, with
	// the browser's default margins and no backgrounds.
	Print(widthIn, heightIn float64) ([]byte, error)
	// OnException calls f with each uncaught JavaScript exception's text
	// in this tab from now on.
	OnException(f func(text string)) error
	// SaveDownloads has the browser save downloads into folder and sends
	// each one's file name (with " (cancelled)" when it was) once written.
	SaveDownloads(folder string) (<-chan string, error)
	// NewTab opens another tab of the same browser, closed by its Close.
	NewTab() (tab, error)
	// Close closes the tab.
	Close() error
}

// anotherTab opens another tab of tb's browser for the test; close it
// with the function returned.
func anotherTab(t testing.TB, tb tab) (tab, func()) {
	t.Helper()
	other, err := tb.NewTab()
	if err != nil {
		t.Fatalf("%s: another tab: %v", tb.Browser(), err)
	}
	return other, func() { other.Close() }
}

// evalAs runs js in tb and returns its result as a T.
func evalAs[T any](tb tab, js string) (T, error) {
	var v T
	err := tb.Eval(js, &v)
	return v, err
}

// browserNames are the browsers inBrowsers runs a check in.
var browserNames = []string{"chromium", "firefox"}

// inBrowsers runs f in a new tab of each browser, as the parallel
// subtests "chromium" and "firefox".
func inBrowsers(t *testing.T, f func(t *testing.T, tb tab)) {
	for _, name := range browserNames {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f(t, newTab(t, name))
		})
	}
}

// newTab opens a tab of the named browser for the test, closed after it.
func newTab(t testing.TB, name string) tab {
	t.Helper()
	var tb tab
	var err error
	switch name {
	case "chromium":
		tb, err = chromiumTab(t)
	case "firefox":
		tb, err = firefoxTab(t)
	default:
		t.Fatalf("no browser %q", name)
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	t.Cleanup(func() { tb.Close() })
	return tb
}

// The browsers end after the tests (TestMain runs atExit).
func init() {
	atExit = append(atExit, func() {
		for _, b := range []*sharedBrowser{&chromium, &firefox} {
			if b.stop != nil {
				b.stop()
			}
		}
	})
}

// sharedBrowser is a browser process that every test of the binary shares.
type sharedBrowser struct {
	once sync.Once
	err  error
	stop func()
	// The browser: a chromedp context, or a BiDi browser.
	ctx context.Context
	ff  *bidi.Browser
}

var chromium, firefox sharedBrowser

// testTimeout bounds each tab's commands: a hung browser fails its test.
const testTimeout = 5 * time.Minute

// chromiumTab opens a tab in the shared Chromium, starting it first.
func chromiumTab(t testing.TB) (tab, error) {
	path := testenv.NeedTool(t, "chromium", "apt-get install chromium")
	chromium.once.Do(func() {
		profile, err := os.MkdirTemp("", "hayami-chromium")
		if err != nil {
			chromium.err = err
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path), chromedp.UserDataDir(profile), chromedp.Env("TMPDIR="+profile), chromedp.NoSandbox, chromedp.DisableGPU,
			chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true))
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancel := chromedp.NewContext(alloc)
		chromium.ctx = ctx
		chromium.stop = func() { cancel(); cancelAlloc(); os.RemoveAll(profile) }
		// The first command starts the browser, which lives as long as the
		// context it is given: ctx, not one with a deadline.
		if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
			chromium.err = fmt.Errorf("starting chromium: %w", err)
		}
	})
	if chromium.err != nil {
		return nil, chromium.err
	}
	return newChromiumTab(chromium.ctx), nil
}

// newChromiumTab opens a tab in the browser of ctx.
func newChromiumTab(browser context.Context) *chromedpTab {
	ctx, cancel := chromedp.NewContext(browser)
	ctx, cancelTimeout := context.WithTimeout(ctx, testTimeout)
	return &chromedpTab{ctx: ctx, cancel: func() { cancelTimeout(); cancel() }, browser: browser}
}

// chromedpTab is a Chromium tab.
type chromedpTab struct {
	ctx     context.Context
	cancel  func()
	browser context.Context
}

func (c *chromedpTab) Browser() string { return "chromium" }

func (c *chromedpTab) Navigate(url string) error {
	return chromedp.Do(c.ctx, chromedp.Navigate(url))
}

func (c *chromedpTab) Eval(js string, out any) error {
	raw, err := chromedp.Run(c.ctx, chromedp.Evaluate[[]byte](js, chromedp.EvalAwaitPromise))
	if err != nil || out == nil {
		return err
	}
	if len(raw) == 0 {
		raw = []byte("null")
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("javascript's result %.200s: %w", raw, err)
	}
	return nil
}

func (c *chromedpTab) SetViewport(width, height int64) error {
	return chromedp.Do(c.ctx, chromedp.EmulateViewport(width, height))
}

func (c *chromedpTab) SetScheme(scheme string) error {
	return chromedp.Do(c.ctx, colourScheme(scheme))
}

func (c *chromedpTab) Screenshot() ([]byte, error) {
	return chromedp.Run(c.ctx, chromedp.CaptureScreenshot())
}

func (c *chromedpTab) Print(widthIn, heightIn float64) ([]byte, error) {
	return chromedp.Run(c.ctx, printPDF(widthIn, heightIn))
}

func (c *chromedpTab) OnException(f func(string)) error {
	return chromedp.Listen(c.ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventExceptionThrown); ok && e.ExceptionDetails != nil {
			text := e.ExceptionDetails.Text
			if x := e.ExceptionDetails.Exception; x != nil {
				text += " " + x.Description
			}
			f(text)
		}
	})
}

func (c *chromedpTab) SaveDownloads(folder string) (<-chan string, error) {
	done := make(chan string, 16)
	var mu sync.Mutex
	names := map[string]string{} // GUID → the name the page gave the file
	if err := chromedp.ListenBrowser(c.ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *cdpbrowser.EventDownloadWillBegin:
			names[e.GUID] = e.SuggestedFilename
		case *cdpbrowser.EventDownloadProgress:
			switch e.State {
			case cdpbrowser.DownloadProgressStateCompleted:
				done <- names[e.GUID]
			case cdpbrowser.DownloadProgressStateCanceled:
				done <- names[e.GUID] + " (cancelled)"
			}
		}
	}); err != nil {
		return nil, err
	}
	_, err := chromedp.CallBrowser(c.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: folder, EventsEnabled: new(true)})
	return done, err
}

func (c *chromedpTab) NewTab() (tab, error) { return newChromiumTab(c.browser), nil }

func (c *chromedpTab) Close() error {
	c.cancel()
	return nil
}

// colourScheme emulates prefers-color-scheme.
func colourScheme(scheme string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
		return err
	})
}

// printPDF prints the page as the browser would, without backgrounds.
func printPDF(width, height float64) chromedp.Action[[]byte] { return printOn(width, height, false) }

// firefoxTab opens a tab in the shared Firefox ESR, starting it first.
func firefoxTab(t testing.TB) (tab, error) {
	path := testenv.NeedTool(t, "firefox-esr", "apt-get install firefox-esr")
	firefox.once.Do(func() {
		profile, err := os.MkdirTemp("", "hayami-firefox")
		if err != nil {
			firefox.err = err
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		firefox.ff, firefox.err = bidi.Start(ctx, path, profile)
		firefox.stop = func() {
			if firefox.ff != nil {
				firefox.ff.Close()
			}
			os.RemoveAll(profile)
		}
	})
	if firefox.err != nil {
		return nil, firefox.err
	}
	return newFirefoxTab(firefox.ff)
}

// newFirefoxTab opens a tab in b.
func newFirefoxTab(b *bidi.Browser) (*bidiTab, error) {
	ctx, cancel := context.WithTimeout(context.Background(), testTimeout)
	t, err := b.NewTab(ctx)
	if err != nil {
		cancel()
		return nil, err
	}
	return &bidiTab{tab: t, ctx: ctx, cancel: cancel}, nil
}

// bidiTab is a Firefox tab.
type bidiTab struct {
	tab    *bidi.Tab
	ctx    context.Context
	cancel func()
	stops  []func() // the tab's event listeners' ends
}

func (f *bidiTab) Browser() string { return "firefox" }

func (f *bidiTab) Navigate(url string) error { return f.tab.Navigate(f.ctx, url) }

func (f *bidiTab) Eval(js string, out any) error { return f.tab.Eval(f.ctx, js, out) }

func (f *bidiTab) SetViewport(width, height int64) error {
	return f.tab.SetViewport(f.ctx, width, height)
}

func (f *bidiTab) SetScheme(scheme string) error { return f.tab.SetColourScheme(f.ctx, scheme) }

func (f *bidiTab) Screenshot() ([]byte, error) { return f.tab.Screenshot(f.ctx) }

func (f *bidiTab) Print(widthIn, heightIn float64) ([]byte, error) {
	return f.tab.Print(f.ctx, widthIn*2.54, heightIn*2.54)
}

func (f *bidiTab) OnException(fn func(string)) error {
	id := f.tab.ID
	return f.subscribe("log.entryAdded", func(params json.RawMessage) {
		var e struct {
			Type, Level, Text string
			Source            struct{ Context string }
		}
		if json.Unmarshal(params, &e) == nil && e.Type == "javascript" && e.Level == "error" && e.Source.Context == id {
			fn(e.Text)
		}
	})
}

func (f *bidiTab) SaveDownloads(folder string) (<-chan string, error) {
	done := make(chan string, 16)
	var mu sync.Mutex
	names := map[string]string{} // navigation id → the name the page gave the file
	if err := f.subscribe("browsingContext.downloadWillBegin", func(params json.RawMessage) {
		var e struct{ Navigation, SuggestedFilename string }
		if json.Unmarshal(params, &e) == nil {
			mu.Lock()
			names[e.Navigation] = e.SuggestedFilename
			mu.Unlock()
		}
	}); err != nil {
		return nil, err
	}
	if err := f.subscribe("browsingContext.downloadEnd", func(params json.RawMessage) {
		var e struct{ Navigation, Status string }
		if json.Unmarshal(params, &e) != nil {
			return
		}
		mu.Lock()
		name := names[e.Navigation]
		mu.Unlock()
		if e.Status != "complete" {
			name += " (cancelled)"
		}
		done <- name
	}); err != nil {
		return nil, err
	}
	return done, f.tab.Browser().SaveDownloads(f.ctx, folder)
}

// subscribe has f called with each event named method until the tab
// closes.
func (f *bidiTab) subscribe(method string, fn func(json.RawMessage)) error {
	stop, err := f.tab.Browser().Subscribe(f.ctx, method, fn)
	if err == nil {
		f.stops = append(f.stops, stop)
	}
	return err
}

func (f *bidiTab) NewTab() (tab, error) { return newFirefoxTab(f.tab.Browser()) }

func (f *bidiTab) Close() error {
	defer f.cancel()
	for _, stop := range f.stops {
		stop()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return f.tab.Close(ctx)
}
