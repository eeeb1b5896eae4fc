package site

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/serve"
)

// The static site is built once per test binary (TestMain: the
// WebAssembly module takes a while to build on a loaded machine) and
// served by a Go http.FileServer on loopback, started by each test; the
// page is driven in Debian's chromium (`make browser`), as serve's page
// is.

// siteDir is the site TestMain built.
var siteDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "puzzlesat-site-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	err = Build(ctx, dir, os.Stderr)
	cancel()
	if err != nil {
		fmt.Fprintln(os.Stderr, "building the site:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	siteDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// browserLimit bounds one browser test, waitLimit one wait: only a hung
// browser or a broken page reaches them.
const (
	browserLimit = 6 * time.Minute
	waitLimit    = 90 * time.Second
)

func chromium(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("chromium not found: install it (make browser; sudo apt-get install chromium) or set $CHROMIUM")
	return ""
}

// fileServer is the static site on a loopback port, which Stop ends.
type fileServer struct {
	URL string
	srv *http.Server
}

func serveSite(t testing.TB) *fileServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fs := &fileServer{URL: "http://" + ln.Addr().String(), srv: &http.Server{Handler: http.FileServer(http.Dir(siteDir))}}
	go func() { _ = fs.srv.Serve(ln) }()
	t.Cleanup(fs.Stop)
	return fs
}

func (fs *fileServer) Stop() { _ = fs.srv.Close() }

// page is a chromium tab, recording every URL it asks for.
type page struct {
	t    testing.TB
	ctx  context.Context
	tab  context.Context
	url  string
	mu   sync.Mutex
	reqs []string
}

func newBrowser(t testing.TB, url string) *page {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	tab, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(tab, browserLimit)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	p := &page{t: t, ctx: ctx, tab: tab, url: url}
	if err := chromedp.Do(tab); err != nil {
		t.Fatal(err)
	}
	requests := chromedp.Events(ctx, network.RequestWillBeSent)
	go func() {
		for ev, err := range requests {
			if err != nil {
				return
			}
			p.mu.Lock()
			p.reqs = append(p.reqs, ev.Request.URL)
			p.mu.Unlock()
		}
	}()
	return p
}

// open navigates to the site's path and waits until the page is
// playable and its engine (the worker) is ready.
func (p *page) open(path string) {
	p.t.Helper()
	p.do(chromedp.Navigate(p.url+path), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	p.waitJS(`document.body.dataset.engine === 'ready'`)
}

func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

func eval[T any](p *page, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	return v
}

func (p *page) waitJS(expr string) {
	p.t.Helper()
	err := chromedp.Do(p.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(waitLimit)))
	if err != nil {
		ctx, cancel := context.WithTimeout(p.tab, 10*time.Second)
		defer cancel()
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`'status: ' + document.getElementById('status').textContent +
			'\nerror: ' + document.getElementById('error').textContent + '\ninfo: ' + document.getElementById('input-info').textContent`))
		p.t.Fatalf("waiting for %s: %v\n%s", expr, err, state)
	}
}

func (p *page) click(id string) {
	p.t.Helper()
	eval[chromedp.Void](p, `document.getElementById(`+fmt.Sprintf("%q", id)+`).click(), true`)
}

// paste puts text into the puzzle box (one input event, as a paste),
// the kind menu on kind (or "auto": detect), and waits until the page
// has read it as want.
func (p *page) paste(kind, want, text string) {
	p.t.Helper()
	// The kind chosen in the selector, whose change event reads the text
	// (a chosen kind stays; typing alone hands the kind to detection).
	eval[chromedp.Void](p, `(() => { const ta = document.getElementById('puzzle'); ta.value = `+fmt.Sprintf("%q", text)+`;
		document.getElementById('example').value = '';
		document.getElementById('input-info').textContent = '';
		const k = document.getElementById('kind'); k.value = `+fmt.Sprintf("%q", kind)+`;
		k.dispatchEvent(new Event('change')); return true })()`)
	p.waitReadAs(want)
}

// waitReadAs waits until the board shows a puzzle read as kind.
func (p *page) waitReadAs(kind string) {
	p.t.Helper()
	p.waitJS(`document.getElementById('input-info').textContent.startsWith('Read as ') &&
		document.getElementById('input-info').textContent.toLowerCase().includes(` + fmt.Sprintf("%q", strings.ToLower(kind)) + `)`)
}

// offSite lists the URLs the page asked for outside the site.
func (p *page) offSite() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, u := range p.reqs {
		if !strings.HasPrefix(u, p.url+"/") && !strings.HasPrefix(u, "data:") && !strings.HasPrefix(u, "blob:") {
			out = append(out, u)
		}
	}
	return out
}

// example is the first bundled example of kind.
func example(t testing.TB, kind string) string {
	t.Helper()
	es, err := examples.List(kind)
	if err != nil || len(es) == 0 {
		t.Fatalf("no %s example: %v", kind, err)
	}
	text, err := es[0].Text()
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestStaticPage: the page loads from a plain file server, says it runs
// in the browser, carries its policy, and solves, hints, explains and
// opens links for several genres (a shading one among them) through the
// worker, asking nothing of another origin.
func TestStaticPage(t *testing.T) {
	fs := serveSite(t)
	p := newBrowser(t, fs.URL)
	p.open("/")
	if !eval[bool](p, `!document.getElementById('static-note').hidden && !!document.querySelector('meta[http-equiv="Content-Security-Policy"]')`) {
		t.Error("the static page does not say it runs in the browser, or has no Content-Security-Policy")
	}
	csp := eval[string](p, `document.querySelector('meta[http-equiv="Content-Security-Policy"]').content`)
	for _, want := range []string{"default-src 'none'", "script-src 'self'", "connect-src 'self'", "worker-src 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("policy %q lacks %q", csp, want)
		}
	}
	// The setter's editor is one of the site's files, kept offline too.
	if !eval[bool](p, `(async () => (await (await fetch('sw.js')).text()).includes('"static/editor.js"'))()`) {
		t.Error("the service worker does not keep static/editor.js")
	}
	if got := eval[[]string](p, `JSON.parse(document.getElementById('boot').textContent).meta.solvers.map((s) => s.name)`); strings.Join(got, ",") != "cdcl,gophersat" {
		t.Errorf("the static page offers solvers %v, want cdcl and gophersat", got)
	}
	for _, kind := range []string{"hashi", "shikaku", "sudoku", "zebra", "hitori"} {
		t.Run(kind, func(t *testing.T) {
			p.t = t
			defer func() { p.t = nil }()
			// The kind is chosen: a bundled example may read as another
			// genre too (a small Shikaku is a LITS grid).
			p.paste(kind, kind, example(t, kind))
			// Solve.
			p.click("solve")
			p.waitJS(`document.getElementById('status').textContent.startsWith('Solved')`)
			// The Edit mode counts the solutions in the worker.
			if kind == "sudoku" {
				p.click("mode-edit")
				p.waitJS(`document.getElementById('status').textContent.includes('exactly one solution')`)
				p.click("mode-play")
			}
			// A hint, where the kind gives them.
			if eval[bool](p, `!document.getElementById('hint').hidden`) {
				p.click("mode-play")
				p.click("hint")
				p.waitJS(`!document.getElementById('steps').hidden && document.getElementById('step-text').textContent !== ''`)
			}
			// The whole explanation.
			if eval[bool](p, `!document.getElementById('mode-explain').hidden`) {
				p.click("mode-explain")
				p.waitJS(`!document.getElementById('steps').hidden && /of [0-9]+/.test(document.getElementById('step-count').textContent)`)
			}
			// The link round trip: copy, open in a fresh load, same puzzle.
			// The info line without its format: the link is in puzz.link's.
			info := `document.getElementById('input-info').textContent.replace(/ \([^)]*\)/, '')`
			before := eval[string](p, info)
			p.click("copy-link")
			p.waitJS(`document.getElementById('link').value !== ''`)
			link := eval[string](p, `document.getElementById('link').value`)
			if !strings.HasPrefix(link, fs.URL+"/#puzzle=") {
				t.Fatalf("link %q", link)
			}
			p.do(chromedp.Navigate("about:blank"))
			p.do(chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
			p.waitReadAs(kind)
			if after := eval[string](p, info); after != before {
				t.Errorf("the link opens %q, want %q (%s)", after, before, link)
			}
			p.waitJS(`document.body.dataset.engine === 'ready'`)
		})
	}
	p.t = t
	if off := p.offSite(); len(off) > 0 {
		t.Errorf("the page asked other origins: %v", off)
	}
}

// TestStaticLinksAndGenerate: ?p= with a puzz.link body and a pasted
// puzz.link URL open their puzzles; the generator runs in the worker.
func TestStaticLinksAndGenerate(t *testing.T) {
	fs := serveSite(t)
	p := newBrowser(t, fs.URL)
	// A puzz.link Hashi, as the converter writes it.
	p.open("/")
	url := eval[string](p, `(async () => { const w = new Worker('worker.js');
		return await new Promise((res) => { w.onmessage = (ev) => { if (ev.data.id) { res(JSON.parse(ev.data.text).output.trim()); w.terminate(); } };
		w.postMessage({ id: 1, op: 'convert', body: JSON.stringify({ kind: 'hashi', puzzle: `+fmt.Sprintf("%q", example(t, "hashi"))+`, to: 'puzzlink' }) }); }); })()`)
	if !strings.HasPrefix(url, "https://puzz.link/p?") {
		t.Fatalf("convert to puzzlink: %q", url)
	}
	p.paste("auto", "hashi", url) // a pasted puzz.link URL: detected
	p.open("/?p=" + strings.TrimPrefix(url, "https://puzz.link/p?"))
	p.waitReadAs("hashi")
	if got := eval[string](p, `document.getElementById('puzzle').value`); got != url {
		t.Errorf("?p= opened %q, want %q", got, url)
	}
	// Generate a Sudoku.
	p.do(chromedp.Navigate(fs.URL + "/"))
	p.open("/")
	eval[bool](p, `document.getElementById('generate-box').open = true, document.getElementById('gen-kind').value = 'sudoku',
		document.getElementById('gen-kind').dispatchEvent(new Event('change')), true`)
	p.click("gen-go")
	p.waitJS(`document.getElementById('gen-info').textContent.startsWith('Seed')`)
	p.waitReadAs("sudoku")
	if off := p.offSite(); len(off) > 0 {
		t.Errorf("the page asked other origins: %v", off)
	}
}

// TestStaticOffline: after a first load the service worker has the
// site; with the file server gone, the page reloads and still solves.
func TestStaticOffline(t *testing.T) {
	fs := serveSite(t)
	p := newBrowser(t, fs.URL)
	p.open("/")
	p.waitJS(`navigator.serviceWorker.controller !== null || (location.reload(), false)`)
	p.waitJS(`document.body.dataset.ready === 'true' && document.body.dataset.engine === 'ready'`)
	fs.Stop()
	p.open("/")
	p.paste("sudoku", "sudoku", example(t, "sudoku"))
	p.click("solve")
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved')`)
}

// TestStaticStop: Stop ends a long call at once (the worker is
// terminated) and the next call works in a fresh worker.
func TestStaticStop(t *testing.T) {
	fs := serveSite(t)
	p := newBrowser(t, fs.URL)
	p.open("/")
	big, err := os.ReadFile("../examples/shikaku/giant45x31.txt")
	if err != nil {
		t.Fatal(err)
	}
	p.paste("shikaku", "shikaku", string(big))
	p.click("mode-explain") // the whole explanation of a 45x31 Shikaku: long
	p.waitJS(`!document.getElementById('stop').hidden`)
	start := time.Now()
	p.click("stop")
	p.waitJS(`document.getElementById('stop').hidden`)
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Stop took %v", d)
	}
	p.waitJS(`document.body.dataset.engine === 'ready'`)
	p.click("mode-play")
	p.click("solve")
	p.waitJS(`document.getElementById('status').textContent.startsWith('Solved')`)
}

// TestStaticSameJSON: the worker (the WebAssembly build of serve's Call)
// answers as serve's Call does natively: the same status and JSON for
// the same requests, times aside.
func TestStaticSameJSON(t *testing.T) {
	fs := serveSite(t)
	p := newBrowser(t, fs.URL)
	p.open("/")
	s, err := serve.New(Options())
	if err != nil {
		t.Fatal(err)
	}
	hashi := example(t, "hashi")
	eval[bool](p, `(window.eng = new Worker('worker.js'), window.engReady = new Promise((res) => { eng.onmessage = (ev) => { if (ev.data.ready) res(); }; }), true)`)
	eval[bool](p, `(async () => { await engReady; return true; })()`)
	for _, c := range []struct{ op, body string }{
		{"meta", ""},
		{"read", jsonOf(t, map[string]any{"puzzle": hashi})},
		{"solve", jsonOf(t, map[string]any{"puzzle": hashi, "unique": true})},
		{"solve", jsonOf(t, map[string]any{"puzzle": example(t, "sudoku"), "kind": "sudoku", "solver": "gophersat"})},
		{"solve", jsonOf(t, map[string]any{"puzzle": hashi, "solver": "minisat"})},
		{"explain", jsonOf(t, map[string]any{"puzzle": example(t, "zebra"), "kind": "zebra", "steps": 2})},
		{"encode", jsonOf(t, map[string]any{"puzzle": hashi, "dimacs": true})},
		{"generate", jsonOf(t, map[string]any{"kind": "sudoku", "seed": 3})},
		{"read", `{"puzzle": "3 3\n1 x\n", "kind": "hashi"}`},
	} {
		status, native := s.Call(context.Background(), c.op, []byte(c.body))
		got := eval[map[string]any](p, `(async () => { const r = await new Promise((res) => { eng.onmessage = (ev) => { if (ev.data.status !== undefined) res(ev.data); };
			eng.postMessage({ id: 1, op: `+fmt.Sprintf("%q", c.op)+`, body: `+fmt.Sprintf("%q", c.body)+` }); });
			return { status: r.status, text: r.text }; })()`)
		if int(got["status"].(float64)) != status {
			t.Errorf("%s %.80s: worker status %v, native %d", c.op, c.body, got["status"], status)
		}
		a, b := timeless(t, []byte(got["text"].(string))), timeless(t, native)
		if c.op == "meta" {
			// The limits name the solves that run at once: GOMAXPROCS,
			// 1 in a browser.
			delete(a.(map[string]any), "limits")
			delete(b.(map[string]any), "limits")
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s %.80s: answers differ:\nworker: %.400s\nnative: %.400s", c.op, c.body, got["text"], native)
		}
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// timeless is a JSON answer without its times (members named ms or
// ending in _ms, at any depth).
func timeless(t *testing.T, b []byte) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	var drop func(any)
	drop = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if k == "ms" || strings.HasSuffix(k, "_ms") {
					delete(x, k)
					continue
				}
				drop(e)
			}
		case []any:
			for _, e := range x {
				drop(e)
			}
		}
	}
	drop(v)
	return v
}
