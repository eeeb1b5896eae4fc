package serve

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The goals of the page (docs/serve.md), measured:
//
//	go test -run '^$' -bench . -benchtime 20x ./serve
//
// Round trips are whole HTTP requests on loopback to a server in this
// process: request, reading, encoding, solving, checking, rendering,
// answer. First paint is chromium's first-contentful-paint after a
// navigation, which already shows the opening example's board.

func benchServer(b *testing.B) string {
	b.Helper()
	s, err := New(Options{Timeout: time.Minute})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(s)
	b.Cleanup(ts.Close)
	return ts.URL
}

func benchPost(b *testing.B, url string, body map[string]any) []byte {
	b.Helper()
	data, _ := json.Marshal(body)
	res, err := http.Post(url, "application/json", bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	defer res.Body.Close()
	out, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		b.Fatalf("status %d: %s", res.StatusCode, out)
	}
	return out
}

// roundTrips times n requests and reports the median, the figure the
// goals are about (a loaded machine has a long tail).
func roundTrips(b *testing.B, url string, body map[string]any) {
	b.Helper()
	benchPost(b, url, body) // warm up
	var ts []time.Duration
	b.ResetTimer()
	for b.Loop() {
		start := time.Now()
		benchPost(b, url, body)
		ts = append(ts, time.Since(start))
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
	b.ReportMetric(float64(ts[len(ts)/2].Microseconds())/1000, "median-ms")
}

func benchText(b *testing.B, path string) string {
	b.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return string(data)
}

// BenchmarkSolve25x25 is the page's Solve on a 25x25 hard Hashi: the
// solution with the uniqueness proof (as the page asks), and the solution
// alone.
func BenchmarkSolve25x25(b *testing.B) {
	url := benchServer(b) + "/api/solve"
	text := benchText(b, "testdata/hashi25.txt")
	b.Run("unique", func(b *testing.B) { roundTrips(b, url, map[string]any{"puzzle": text, "unique": true}) })
	b.Run("first", func(b *testing.B) { roundTrips(b, url, map[string]any{"puzzle": text}) })
}

// BenchmarkHint is the page's Hint on a 10x10 hard Hashi and a 6x6 zebra
// puzzle from the generator: on an empty board, and in mid-game (the
// board holds the facts of the first half of the puzzle's explanation;
// the hint is the step after them).
func BenchmarkHint(b *testing.B) {
	base := benchServer(b)
	var g generateJSON
	if err := json.Unmarshal(benchPost(b, base+"/api/generate", map[string]any{"kind": "zebra", "houses": 6, "categories": 6, "seed": 1}), &g); err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name, text string
		index      int
	}{
		{"hashi10x10", benchText(b, "../examples/hashi/tatham-hard.txt"), 1},
		{"zebra6x6", g.Puzzle, 1},
	} {
		var full explainJSON
		if err := json.Unmarshal(benchPost(b, base+"/api/explain", map[string]any{"puzzle": tc.text, "index": tc.index}), &full); err != nil {
			b.Fatal(err)
		}
		var ex struct {
			Steps []struct {
				Facts []json.RawMessage `json:"facts"`
			} `json:"steps"`
		}
		if err := json.Unmarshal(full.Explanation, &ex); err != nil {
			b.Fatal(err)
		}
		mid := []json.RawMessage{}
		for _, st := range ex.Steps[:len(ex.Steps)/2] {
			mid = append(mid, st.Facts...)
		}
		b.Run(tc.name+"/empty", func(b *testing.B) {
			roundTrips(b, base+"/api/explain", map[string]any{"puzzle": tc.text, "index": tc.index, "steps": 1, "from": []any{}})
		})
		b.Run(tc.name+"/mid-game", func(b *testing.B) {
			roundTrips(b, base+"/api/explain", map[string]any{"puzzle": tc.text, "index": tc.index, "steps": 1, "from": mid})
		})
		// The page's hint since issue 30: one move, from the player's
		// (empty) board.
		b.Run(tc.name+"/one-move", func(b *testing.B) {
			roundTrips(b, base+"/api/hint", map[string]any{"puzzle": tc.text, "index": tc.index, "state": map[string]any{}})
		})
		b.Run(tc.name+"/whole", func(b *testing.B) {
			roundTrips(b, base+"/api/explain", map[string]any{"puzzle": tc.text, "index": tc.index})
		})
	}
}

// BenchmarkFirstPaint loads the page in chromium: first-contentful-paint
// (the opening board is in the HTML) and the time until the script has
// made the board playable, both from the start of the navigation; and,
// interleaved, the first paint of a one-line page from another loopback
// server, the floor on this machine.
func BenchmarkFirstPaint(b *testing.B) {
	url := benchServer(b)
	floor := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, "<!doctype html><title>floor</title><p id=x>floor</p>")
	}))
	defer floor.Close()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium(b)), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.UserDataDir(b.TempDir()), chromedp.WindowSize(1280, 900))
	actx, cancelA := chromedp.NewExecAllocator(b.Context(), opts...)
	defer cancelA()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/")); err != nil {
		b.Fatal(err)
	}
	// paintOf navigates to u, waits for sel and returns the paint time,
	// the presentation time, the end of the HTML response and the ready
	// time (0 for the floor page).
	paintOf := func(u, sel string) []float64 {
		if err := chromedp.Do(ctx, chromedp.Navigate(u), chromedp.WaitVisible(chromedp.CSS(sel))); err != nil {
			b.Fatal(err)
		}
		// The paint entry comes a little after the paint: wait for it.
		v, err := chromedp.Run(ctx, chromedp.Poll[[]float64](`(() => {
			const p = performance.getEntriesByName('first-contentful-paint')[0];
			const n = performance.getEntriesByType('navigation')[0];
			return p && [p.paintTime || p.startTime, p.startTime, n.responseEnd, Number(document.body.dataset.readyAt || 0)];
		})()`, chromedp.WithPollingInterval(5*time.Millisecond)))
		if err != nil {
			b.Fatal(err)
		}
		return v
	}
	var paint, shown, resp, ready, floorPaint []float64
	b.ResetTimer()
	for b.Loop() {
		v := paintOf(url+"/", `body[data-ready="true"]`)
		paint, shown, resp, ready = append(paint, v[0]), append(shown, v[1]), append(resp, v[2]), append(ready, v[3])
		floorPaint = append(floorPaint, paintOf(floor.URL+"/", "#x")[0])
	}
	median := func(xs []float64) float64 { sort.Float64s(xs); return xs[len(xs)/2] }
	b.ReportMetric(median(resp), "html-ms")
	b.ReportMetric(median(paint), "paint-ms")
	b.ReportMetric(median(shown), "presented-ms")
	b.ReportMetric(median(ready), "playable-ms")
	b.ReportMetric(median(floorPaint), "floor-paint-ms")
}
