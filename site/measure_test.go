package site

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/puzzlesat/puzzlesat/serve"
)

// TestMeasure writes the figures of docs/site.md (PUZZLESAT_SITE_MEASURE=1;
// skipped otherwise: it takes minutes): the module's compressed sizes,
// the time to first interaction of cold loads (a fresh browser profile
// each) and the solve times of four puzzles through the static page's
// worker and through `serve`'s API, both timed in chromium as the page
// sees them (request to answer), interleaved, medians.
func TestMeasure(t *testing.T) {
	if os.Getenv("PUZZLESAT_SITE_MEASURE") == "" {
		t.Skip("set PUZZLESAT_SITE_MEASURE=1 to measure (docs/site.md)")
	}
	rounds := 5
	wasm, err := os.ReadFile(filepath.Join(siteDir, WasmName))
	if err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(wasm)
	w.Close()
	t.Logf("module: %d bytes, gzip -9 %d bytes", len(wasm), gz.Len())
	if out, err := exec.Command("brotli", "-c", "-q", "9", filepath.Join(siteDir, WasmName)).Output(); err == nil {
		t.Logf("module: brotli -q 9 %d bytes", len(out))
	} else {
		t.Logf("brotli: %v", err)
	}

	fs := serveSite(t)
	s, err := serve.New(serve.Options{Timeout: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	// Cold loads: a fresh profile (no cache, no service worker) each, the
	// static page and, interleaved, the served one (the same page with
	// its boot data, no module to load): a floor on this machine.
	var ready, engine, servedReady []float64
	for range 3 {
		p := newBrowser(t, fs.URL)
		p.open("/")
		ready = append(ready, eval[float64](p, `Number(document.body.dataset.readyAt)`))
		engine = append(engine, eval[float64](p, `Number(document.body.dataset.engineAt)`))
		q := newBrowser(t, ts.URL)
		q.do(chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
		servedReady = append(servedReady, eval[float64](q, `Number(document.body.dataset.readyAt)`))
	}
	t.Logf("cold load: first interaction (board playable) median %.0f ms %v; engine ready median %.0f ms %v; the served page playable median %.0f ms %v",
		median(ready), ready, median(engine), engine, median(servedReady), servedReady)

	static := newBrowser(t, fs.URL)
	static.open("/")
	served := newBrowser(t, ts.URL)
	served.do(chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	// The static side: a worker of the page's own, timed round trip.
	// A second worker of a page that has loaded the module: its start,
	// in phases (worker.js's times: module loaded and compiled, Go's
	// runtime and package inits done, serve.New done); the last one
	// stays for the solves.
	var loaded, inits, ready2 []float64
	for i := range 3 {
		times := eval[map[string]float64](static, `(window.eng = new Worker('worker.js'), new Promise((res) => { eng.onmessage = (ev) => { if (ev.data.ready) res(ev.data.times); }; }))`)
		loaded, inits, ready2 = append(loaded, times["loaded"]), append(inits, times["main"]-times["loaded"]), append(ready2, times["ready"]-times["main"])
		if i < 2 {
			eval[bool](static, `(eng.terminate(), true)`)
		}
	}
	t.Logf("a second worker's start: module compiled median %.0f ms %v; Go start and package inits median %.0f ms %v; serve.New median %.0f ms %v",
		median(loaded), loaded, median(inits), inits, median(ready2), ready2)
	for _, c := range []struct{ name, file string }{
		{"hashi 25x25", "../puzzles/hashi/testdata/tatham_25x25.txt"},
		{"shikaku 45x31", "../examples/shikaku/giant45x31.txt"},
		{"sudoku 9x9", ""},
		{"zebra 6x6", "../serve/testdata/zebralogic-6x6.jsonl"},
	} {
		text := []byte(example(t, "sudoku"))
		if c.file != "" {
			if text, err = os.ReadFile(c.file); err != nil {
				t.Fatal(err)
			}
		}
		body, _ := json.Marshal(map[string]any{"puzzle": string(text), "index": 1, "unique": true})
		js := fmt.Sprintf("%q", body)
		var inPage, inServe []float64
		for range rounds {
			inPage = append(inPage, eval[float64](static, `(async () => { const t0 = performance.now();
				const r = await new Promise((res) => { eng.onmessage = (ev) => { if (ev.data.status !== undefined) res(ev.data); }; eng.postMessage({ id: 1, op: 'solve', body: `+js+` }); });
				if (r.status !== 200 || JSON.parse(r.text).result.status !== 'solved') throw new Error(r.text);
				return performance.now() - t0; })()`))
			inServe = append(inServe, eval[float64](served, `(async () => { const t0 = performance.now();
				const r = await fetch('/api/solve', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `+js+` });
				const a = await r.json(); if (!r.ok || a.result.status !== 'solved') throw new Error(JSON.stringify(a));
				return performance.now() - t0; })()`))
		}
		t.Logf("%s: browser median %.0f ms %v, serve median %.0f ms %v, ratio %.2f", c.name, median(inPage), inPage, median(inServe), inServe, median(inPage)/median(inServe))
	}
}

func median(xs []float64) float64 {
	ys := append([]float64(nil), xs...)
	sort.Float64s(ys)
	return ys[len(ys)/2]
}
