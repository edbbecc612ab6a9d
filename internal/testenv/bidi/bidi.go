// Package bidi drives Firefox over WebDriver BiDi for hayami's browser
// tests: start it headless with a profile of its own, open tabs, navigate,
// run JavaScript into a Go value, size the viewport, emulate the colour
// scheme, take screenshots, print to PDF and save downloads.
package bidi

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// prefs is the profile's user.js: no first-run pages, updates, telemetry
// or network of Firefox's own; a light system theme unless a tab says
// otherwise (SetColourScheme); and scroll bars over the page, taking no
// room from it, as headless Chromium's (a page that grows past the window
// keeps its width); and timers in a tab the window does not show run on
// time, as they do in the tab it shows.
const prefs = `user_pref("app.update.disabledForTesting", true);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.startup.page", 0);
user_pref("browser.tabs.warnOnClose", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("browser.safebrowsing.downloads.enabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("extensions.update.enabled", false);
user_pref("browser.download.start_downloads_in_tmp_dir", false);
user_pref("browser.download.always_ask_before_handling_new_types", false);
user_pref("layout.css.prefers-color-scheme.content-override", 1);
user_pref("ui.useOverlayScrollbars", 1);
user_pref("dom.min_background_timeout_value", 4);
user_pref("dom.timeout.enable_budget_throttling", false);
`

// Browser is a running Firefox and its BiDi session.
type Browser struct {
	cmd    *exec.Cmd
	conn   *websocket.Conn
	exited chan struct{}

	mu      sync.Mutex
	next    int
	pending map[int]chan reply
	// listeners get every event, by method; the session is subscribed
	// to the subscribed methods.
	listeners  map[string][]*listener
	subscribed map[string]bool

	chromeOnce sync.Once
	chrome     string // a context of the browser's own window, for SetColourScheme
	chromeErr  error
}

type reply struct {
	Type    string          `json:"type"`
	ID      *int            `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
}

var listening = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

// Start starts the Firefox at path headless, with a new profile in
// profile (a folder that the caller removes after Close), and opens a BiDi
// session. The session may use the browser's own windows (Firefox's
// --remote-allow-system-access): that is how SetColourScheme emulates
// prefers-color-scheme per tab.
func Start(ctx context.Context, path, profile string) (*Browser, error) {
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(prefs), 0o644); err != nil {
		return nil, fmt.Errorf("firefox profile: %w", err)
	}
	cmd := exec.Command(path, "--headless", "--no-remote", "--remote-debugging-port=0", "--remote-allow-system-access", "--profile", profile)
	cmd.Env = append(os.Environ(), "TMPDIR="+profile, "MOZ_CRASHREPORTER_DISABLE=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, fmt.Errorf("firefox: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting firefox: %w", err)
	}
	b := &Browser{cmd: cmd, exited: make(chan struct{}), pending: map[int]chan reply{}, listeners: map[string][]*listener{}, subscribed: map[string]bool{}}
	found := make(chan string, 1)
	var said strings.Builder // what Firefox wrote before it listened, for the error
	go func() {
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			if m := listening.FindStringSubmatch(lines.Text()); m != nil {
				found <- m[1]
				break
			}
			if said.Len() < 4000 {
				said.WriteString(lines.Text() + "\n")
			}
		}
		close(found)
		io.Copy(io.Discard, stderr)
	}()
	go func() { cmd.Wait(); close(b.exited) }()
	var url string
	select {
	case url = <-found:
	case <-time.After(time.Minute):
	case <-ctx.Done():
	}
	if url == "" {
		b.kill()
		return nil, fmt.Errorf("firefox did not say where WebDriver BiDi listens: %s", said.String())
	}
	b.conn, _, err = websocket.Dial(ctx, url+"/session", nil)
	if err != nil {
		b.kill()
		return nil, fmt.Errorf("connecting to firefox at %s: %w", url, err)
	}
	b.conn.SetReadLimit(256 << 20) // screenshots and PDFs come whole in one message
	go b.read()
	if err := b.Call(ctx, "session.new", map[string]any{"capabilities": map[string]any{}}, nil); err != nil {
		b.kill()
		return nil, err
	}
	return b, nil
}

func (b *Browser) kill() {
	b.cmd.Process.Kill()
	<-b.exited
}

// Close ends the session and the browser.
func (b *Browser) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	b.Call(ctx, "browser.close", map[string]any{}, nil)
	b.conn.CloseNow()
	select {
	case <-b.exited:
	case <-time.After(10 * time.Second):
		b.kill()
	}
	return nil
}

// read hands each message to its caller or its event's listeners.
func (b *Browser) read() {
	ctx := context.Background()
	for {
		_, data, err := b.conn.Read(ctx)
		if err != nil {
			b.mu.Lock()
			for id, ch := range b.pending {
				ch <- reply{Type: "error", Error: "connection lost", Message: err.Error()}
				delete(b.pending, id)
			}
			b.pending = nil
			b.mu.Unlock()
			return
		}
		var r reply
		if err := json.Unmarshal(data, &r); err != nil {
			continue
		}
		b.mu.Lock()
		if r.Type == "event" {
			ls := slices.Clone(b.listeners[r.Method])
			b.mu.Unlock()
			for _, l := range ls {
				l.f(r.Params)
			}
			continue
		}
		if r.ID != nil {
			if ch, ok := b.pending[*r.ID]; ok {
				ch <- r
				delete(b.pending, *r.ID)
			}
		}
		b.mu.Unlock()
	}
}

// Call sends a BiDi command and decodes its result into result (unless
// nil).
func (b *Browser) Call(ctx context.Context, method string, params any, result any) error {
	b.mu.Lock()
	if b.pending == nil {
		b.mu.Unlock()
		return fmt.Errorf("firefox %s: the connection is closed", method)
	}
	b.next++
	id := b.next
	ch := make(chan reply, 1)
	b.pending[id] = ch
	b.mu.Unlock()
	msg, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err == nil {
		err = b.conn.Write(ctx, websocket.MessageText, msg)
	}
	if err != nil {
		b.mu.Lock()
		delete(b.pending, id)
		b.mu.Unlock()
		return fmt.Errorf("firefox %s: %w", method, err)
	}
	select {
	case r := <-ch:
		if r.Type == "error" {
			return fmt.Errorf("firefox %s: %s: %s", method, r.Error, r.Message)
		}
		if result != nil {
			if err := json.Unmarshal(r.Result, result); err != nil {
				return fmt.Errorf("firefox %s: %w", method, err)
			}
		}
		return nil
	case <-ctx.Done():
		b.mu.Lock()
		delete(b.pending, id)
		b.mu.Unlock()
		return fmt.Errorf("firefox %s: %w", method, ctx.Err())
	}
}

// Subscribe has f called with the parameters of every event named method
// (say "log.entryAdded"), from any tab, until stop is called. f runs on the
// goroutine that reads the browser's messages: it must not call the
// browser, and must not block for long.
func (b *Browser) Subscribe(ctx context.Context, method string, f func(params json.RawMessage)) (stop func(), err error) {
	l := &listener{f: f}
	b.mu.Lock()
	b.listeners[method] = append(b.listeners[method], l)
	b.mu.Unlock()
	stop = func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		b.listeners[method] = slices.DeleteFunc(b.listeners[method], func(x *listener) bool { return x == l })
	}
	b.mu.Lock()
	first := !b.subscribed[method]
	b.subscribed[method] = true
	b.mu.Unlock()
	if first {
		if err := b.Call(ctx, "session.subscribe", map[string]any{"events": []string{method}}, nil); err != nil {
			stop()
			return nil, err
		}
	}
	return stop, nil
}

type listener struct{ f func(json.RawMessage) }

// SaveDownloads has the browser save every download into folder.
func (b *Browser) SaveDownloads(ctx context.Context, folder string) error {
	return b.Call(ctx, "browser.setDownloadBehavior", map[string]any{
		"downloadBehavior": map[string]any{"type": "allowed", "destinationFolder": folder}}, nil)
}

// Tab is a top-level browsing context.
type Tab struct {
	b      *Browser
	ID     string // the context's BiDi id
	scheme string // the colour scheme set, "" for the profile's
}

// NewTab opens a tab on about:blank, in a window of its own: the tab a
// window shows is the one that renders and runs its timers on time.
func (b *Browser) NewTab(ctx context.Context) (*Tab, error) {
	var res struct{ Context string }
	if err := b.Call(ctx, "browsingContext.create", map[string]any{"type": "window"}, &res); err != nil {
		return nil, err
	}
	return &Tab{b: b, ID: res.Context}, nil
}

// Browser is the browser the tab is in.
func (t *Tab) Browser() *Browser { return t.b }

// Close closes the tab.
func (t *Tab) Close(ctx context.Context) error {
	return t.b.Call(ctx, "browsingContext.close", map[string]any{"context": t.ID}, nil)
}

// Navigate loads url and waits for its load event; then it sets the
// tab's colour scheme again (SetColourScheme).
func (t *Tab) Navigate(ctx context.Context, url string) error {
	if err := t.b.Call(ctx, "browsingContext.navigate", map[string]any{"context": t.ID, "url": url, "wait": "complete"}, nil); err != nil {
		return err
	}
	if t.scheme != "" {
		return t.SetColourScheme(ctx, t.scheme)
	}
	return nil
}

// Eval runs js as a script in the page (its completion value is the
// result, a promise awaited) and decodes the result, a JSON-like value,
// into out (unless nil). It runs whatever the page's Content-Security-Policy
// says, as the browser's own tools do.
func (t *Tab) Eval(ctx context.Context, js string, out any) error {
	var res struct {
		Type             string          `json:"type"`
		Result           json.RawMessage `json:"result"`
		ExceptionDetails *struct {
			Text      string          `json:"text"`
			Exception json.RawMessage `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := t.b.Call(ctx, "script.evaluate", map[string]any{"expression": js, "awaitPromise": true, "target": map[string]any{"context": t.ID},
		"resultOwnership": "none"}, &res); err != nil {
		return err
	}
	if res.ExceptionDetails != nil {
		return fmt.Errorf("javascript: %s", res.ExceptionDetails.Text)
	}
	if out == nil {
		return nil
	}
	v, err := plain(res.Result)
	if err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("javascript's result: %w", err)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("javascript's result %.200s: %w", data, err)
	}
	return nil
}

// plain turns a BiDi remote value into the Go value JSON.parse of its
// JSON.stringify would give.
func plain(raw json.RawMessage) (any, error) {
	var v struct {
		Type  string          `json:"type"`
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("javascript's result: %w", err)
	}
	switch v.Type {
	case "undefined", "null":
		return nil, nil
	case "string", "boolean":
		var x any
		err := json.Unmarshal(v.Value, &x)
		return x, err
	case "number":
		var s string
		if json.Unmarshal(v.Value, &s) == nil { // NaN, -0, Infinity, -Infinity
			if s == "-0" {
				return 0.0, nil
			}
			return nil, nil // as JSON.stringify writes them: null
		}
		var f float64
		err := json.Unmarshal(v.Value, &f)
		if math.IsInf(f, 0) {
			return nil, nil
		}
		return f, err
	case "array":
		var items []json.RawMessage
		if err := json.Unmarshal(v.Value, &items); err != nil {
			return nil, fmt.Errorf("javascript's result: %w", err)
		}
		out := make([]any, len(items))
		for i, item := range items {
			x, err := plain(item)
			if err != nil {
				return nil, err
			}
			out[i] = x
		}
		return out, nil
	case "object":
		var pairs [][2]json.RawMessage
		if err := json.Unmarshal(v.Value, &pairs); err != nil {
			return nil, fmt.Errorf("javascript's result: %w", err)
		}
		out := map[string]any{}
		for _, p := range pairs {
			var key string
			if err := json.Unmarshal(p[0], &key); err != nil {
				return nil, fmt.Errorf("javascript's result: an object key that is no string: %s", p[0])
			}
			x, err := plain(p[1])
			if err != nil {
				return nil, err
			}
			out[key] = x
		}
		return out, nil
	}
	return nil, fmt.Errorf("javascript's result is a %s, not a JSON-like value", v.Type)
}

// SetViewport sizes the tab's viewport in CSS pixels.
func (t *Tab) SetViewport(ctx context.Context, width, height int64) error {
	return t.b.Call(ctx, "browsingContext.setViewport", map[string]any{"context": t.ID, "viewport": map[string]any{"width": width, "height": height}}, nil)
}

// SetColourScheme emulates prefers-color-scheme ("light" or "dark"; "" for
// the profile's, light) in this tab alone, as Firefox's developer tools
// do: WebDriver BiDi has no command for it, so it sets the tab's
// prefersColorSchemeOverride from the browser's own window. A navigation
// to another site can give the tab a new browsing context, without the
// override: Navigate sets it again once the page has loaded, so a script
// that reads the scheme while a page loads sees the profile's.
func (t *Tab) SetColourScheme(ctx context.Context, scheme string) error {
	b := t.b
	t.scheme = scheme
	b.chromeOnce.Do(func() {
		var tree struct {
			Contexts []struct{ Context string }
		}
		b.chromeErr = b.Call(ctx, "browsingContext.getTree", map[string]any{"moz:scope": "chrome", "maxDepth": 0}, &tree)
		if b.chromeErr == nil && len(tree.Contexts) == 0 {
			b.chromeErr = errors.New("firefox has no window of its own to set the colour scheme from")
		}
		if b.chromeErr == nil {
			b.chrome = tree.Contexts[0].Context
		}
	})
	if b.chromeErr != nil {
		return fmt.Errorf("firefox colour scheme: %w", b.chromeErr)
	}
	override := map[string]string{"": "none", "light": "light", "dark": "dark"}[scheme]
	if override == "" {
		return fmt.Errorf("firefox colour scheme %q: want light, dark or none", scheme)
	}
	js := fmt.Sprintf(`(() => {
  const {NavigableManager} = ChromeUtils.importESModule("chrome://remote/content/shared/NavigableManager.sys.mjs");
  const bc = NavigableManager.getBrowsingContextById(%q);
  if (!bc) throw new Error("no browsing context %s");
  bc.prefersColorSchemeOverride = %q;
  return true;
})()`, t.ID, t.ID, override)
	var res struct {
		Type             string `json:"type"`
		ExceptionDetails *struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	if err := b.Call(ctx, "script.evaluate", map[string]any{"expression": js, "awaitPromise": false, "target": map[string]any{"context": b.chrome}}, &res); err != nil {
		return fmt.Errorf("firefox colour scheme: %w", err)
	}
	if res.ExceptionDetails != nil {
		return fmt.Errorf("firefox colour scheme: %s", res.ExceptionDetails.Text)
	}
	return nil
}

// Screenshot is a PNG of the tab's viewport.
func (t *Tab) Screenshot(ctx context.Context) ([]byte, error) {
	var res struct{ Data string }
	if err := t.b.Call(ctx, "browsingContext.captureScreenshot", map[string]any{"context": t.ID}, &res); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(res.Data)
}

// Print prints the page to PDF on paper of this size in centimetres, with
// 1 cm margins and without backgrounds, as the browser's print dialog does
// by default, but at its own size: a page too wide for the paper is not
// shrunk to fit.
func (t *Tab) Print(ctx context.Context, widthCM, heightCM float64) ([]byte, error) {
	var res struct{ Data string }
	if err := t.b.Call(ctx, "browsingContext.print", map[string]any{"context": t.ID, "page": map[string]any{"width": widthCM, "height": heightCM},
		"shrinkToFit": false}, &res); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(res.Data)
}
