package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// newTestServer serves opt on a loopback port for the test.
func newTestServer(t *testing.T, opt Options) (*Server, *httptest.Server) {
	t.Helper()
	if opt.Timeout == 0 {
		opt.Timeout = 2 * time.Minute // a loaded machine under -race: generous
	}
	s, err := New(opt)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return s, ts
}

// post sends a JSON request and decodes the answer into out (when not
// nil); it returns the status.
func post(t *testing.T, url string, body any, out any) int {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s: %v\n%s", url, err, data)
		}
	}
	return res.StatusCode
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// cliJSON is what `puzzlesat solve KIND --format json [--unique]` prints
// for the index-th puzzle of text, as a map without the times.
func cliJSON(t *testing.T, kind, text string, index int, opt solve.Options) map[string]any {
	t.Helper()
	k, err := kinds.Lookup(kind)
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	r, err := solve.One(context.Background(), k, items[index-1], opt)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := k.Render(&b, r, "json"); err != nil {
		t.Fatal(err)
	}
	return withoutTimes(t, b.Bytes())
}

// withoutTimes decodes a solve JSON line and drops what varies between
// runs (times, conflicts).
func withoutTimes(t *testing.T, line []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(line, &m); err != nil {
		t.Fatalf("%v: %s", err, line)
	}
	if st, ok := m["stats"].(map[string]any); ok {
		for _, k := range []string{"time_ms", "conflicts", "solver"} {
			delete(st, k)
		}
	}
	return m
}

func TestSolveJSONIsTheCommandsJSON(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	cases := []struct {
		kind, file string
		index      int
	}{
		{"hashi", "../examples/hashi/classic.txt", 1},
		{"hashi", "../examples/hashi/tatham-7x7.txt", 3},
		{"shikaku", "../examples/shikaku/chapter.txt", 1},
		{"zebra", "../examples/zebra/zebra1962.txt", 1},
	}
	for _, tc := range cases {
		t.Run(tc.file, func(t *testing.T) {
			text := readFile(t, tc.file)
			var out struct {
				Input  inputJSON       `json:"input"`
				Result json.RawMessage `json:"result"`
				SVG    string          `json:"svg"`
			}
			st := post(t, ts.URL+"/api/solve", map[string]any{"puzzle": text, "index": tc.index, "unique": true}, &out)
			if st != http.StatusOK {
				t.Fatalf("status %d", st)
			}
			if out.Input.Kind != tc.kind || out.Input.Index != tc.index {
				t.Errorf("input %+v: want kind %s, index %d", out.Input, tc.kind, tc.index)
			}
			got := withoutTimes(t, out.Result)
			want := cliJSON(t, tc.kind, text, tc.index, solve.Options{Solver: solver.CDCL{}, Unique: true})
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("result\n got %v\nwant %v", got, want)
			}
			if (out.SVG != "") != (tc.kind != "zebra") || (out.SVG != "" && !strings.HasPrefix(out.SVG, "<svg")) {
				t.Errorf("svg: %.60q", out.SVG)
			}
		})
	}
}

func TestPlainSolveIsTheCommandsOutput(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "../examples/hashi/classic.txt")
	res, err := http.Post(ts.URL+"/api/solve?format=text&unique=true", "text/plain", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	k, _ := kinds.Lookup("hashi")
	var want, errs bytes.Buffer
	batch := &app.Batch{Kind: k, Inputs: []string{"-"}, Format: "text", Stdin: strings.NewReader(text), Out: &want, Err: &errs,
		Options: solve.Options{Unique: true}}
	if _, err := batch.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != 200 || string(b) != want.String() || res.Header.Get("X-Puzzlesat-Exit") != "0" {
		t.Errorf("status %d, exit %s:\n%s\nwant:\n%s", res.StatusCode, res.Header.Get("X-Puzzlesat-Exit"), b, want.String())
	}
}

func TestBadInputHasThePositionedError(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	cases := []struct {
		kind, text string
		line, col  int
	}{
		{"hashi", "7x7m2:a3d4b2b3a1g4c3i2b1b3e4\n7x7m2:a3d!", 2, 10},
		{"shikaku", "3 3\n1 - -\n- x -\n- - -\n", 3, 3},
		{"zebra", "houses: 2\nColor: red, blue\nred next to green\n", 3, 13},
	}
	for _, tc := range cases {
		t.Run(tc.kind, func(t *testing.T) {
			var e errorJSON
			st := post(t, ts.URL+"/api/read", map[string]any{"kind": tc.kind, "puzzle": tc.text}, &e)
			if st != http.StatusBadRequest {
				t.Fatalf("status %d: %+v", st, e)
			}
			k, _ := kinds.Lookup(tc.kind)
			_, err := puzzle.ReadAll(k, puzzle.Source{Name: sourceName, Data: []byte(tc.text)}, "")
			// The command's error, and where the input reads as another
			// genre (a 3x3 grid of "-" and "x" is a Light Up), a note.
			if err == nil || !strings.HasPrefix(e.Error, err.Error()) {
				t.Errorf("error %q, want the command's %v", e.Error, err)
			}
			if e.Line != tc.line || e.Col != tc.col || !strings.Contains(e.Pretty, "^") || e.Kind != tc.kind {
				t.Errorf("at %d:%d (kind %q), want %d:%d; pretty:\n%s", e.Line, e.Col, e.Kind, tc.line, tc.col, e.Pretty)
			}
		})
	}
}

func TestKindIsDetected(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	cases := map[string]string{
		"7x7m2:a3d4b2b3a1g4c3i2b1b3e4":                                   "hashi",
		"https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2": "hashi",
		"https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g":                  "shikaku",
		"7x7:a3a2b2_4c4a3b4i6g2_2_5c6b2a4c":                              "shikaku",
		readFile(t, "../examples/zebra/zebra1962.txt"):                   "zebra",
		readFile(t, "../examples/hashi/cllv-100.has"):                    "hashi",
		readFile(t, "../examples/shikaku/small.json"):                    "shikaku",
	}
	for text, kind := range cases {
		var out readJSON
		if st := post(t, ts.URL+"/api/read", map[string]any{"puzzle": text}, &out); st != 200 || out.Input.Kind != kind {
			t.Errorf("%.40q: status %d, kind %q, want %s", text, st, out.Input.Kind, kind)
		}
	}
	// ZebraLogic's English, read with the solutions counted; it comes with
	// its reference solution, which the solve matches.
	var out solveJSON
	zl := readFile(t, "testdata/zebralogic-6x6.jsonl")
	if st := post(t, ts.URL+"/api/solve", map[string]any{"puzzle": zl}, &out); st != 200 || out.Input.Kind != "zebra" || out.Input.Format != "zebralogic" ||
		!strings.Contains(string(out.Result), `"matches_reference":true`) {
		t.Errorf("ZebraLogic: status %d, %+v, %.300s", st, out.Input, out.Result)
	}
	// A zebra puzzle with a mistake deep inside: the error is the zebra
	// reader's, which got furthest.
	var e errorJSON
	bad := strings.Replace(readFile(t, "../examples/zebra/zebra1962.txt"), "Kools next to horse", "Kools next to hrose", 1)
	if st := post(t, ts.URL+"/api/read", map[string]any{"puzzle": bad}, &e); st != 400 || e.Kind != "zebra" || e.Line < 10 {
		t.Errorf("status %d, %+v", st, e)
	}
}

func TestBodyLimit(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	big := strings.Repeat("3", MaxBody+1)
	for _, ct := range []string{"text/plain", "application/json"} {
		res, err := http.Post(ts.URL+"/api/solve", ct, strings.NewReader(big))
		if err != nil {
			t.Fatal(err)
		}
		var e errorJSON
		_ = json.NewDecoder(res.Body).Decode(&e)
		res.Body.Close()
		if res.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(e.Error, "larger than") {
			t.Errorf("%s: status %d, %q", ct, res.StatusCode, e.Error)
		}
	}
}

// TestTimeoutCancelsSolves counts the solutions of a puzzle with a great
// many (seconds of work) under a short time limit: the answer comes, the
// count is incomplete, and an external solver's process is gone.
func TestTimeoutCancelsSolves(t *testing.T) {
	_, ts := newTestServer(t, Options{Timeout: 300 * time.Millisecond})
	text := readFile(t, "testdata/allq12.txt")
	for _, sv := range []string{"cdcl", "gophersat", "minisat"} {
		t.Run(sv, func(t *testing.T) {
			var out solveJSON
			if st := post(t, ts.URL+"/api/solve", map[string]any{"puzzle": text, "count": 1000, "solver": sv}, &out); st != 200 {
				t.Fatalf("status %d", st)
			}
			var r hashi.JSONOutput
			if err := json.Unmarshal(out.Result, &r); err != nil {
				t.Fatal(err)
			}
			if r.Stats.Complete || r.Stats.Solutions >= 1000 {
				t.Errorf("complete %v with %d solutions: the time limit did not stop the count", r.Stats.Complete, r.Stats.Solutions)
			}
			if kids := childProcesses(t); len(kids) > 0 {
				t.Errorf("solver processes still running: %v", kids)
			}
		})
	}
}

// childProcesses lists the commands of this process's children (Linux).
func childProcesses(t *testing.T) []string {
	t.Helper()
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var out []string
	me := fmt.Sprint(os.Getpid())
	for _, e := range ents {
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) > 1 && f[1] == me && f[0] != "Z" {
			out = append(out, s[:i+1])
		}
	}
	return out
}

// Test100ConcurrentSolves sends 100 solves of 25x25 Hashi puzzles at once
// to a server with its default limits: every one is answered, solved,
// and its bridges pass the kind's checker.
func Test100ConcurrentSolves(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "testdata/hashi25.txt")
	k, _ := kinds.Lookup("hashi")
	items, err := puzzle.Read(k, puzzle.Source{Name: "p", Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	const n = 100
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			index := 1 + i%len(items)
			b, _ := json.Marshal(map[string]any{"puzzle": text, "index": index})
			res, err := http.Post(ts.URL+"/api/solve", "application/json", bytes.NewReader(b))
			if err != nil {
				errs <- err
				return
			}
			defer res.Body.Close()
			var out solveJSON
			if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != 200 {
				errs <- fmt.Errorf("request %d: status %d, %v", i, res.StatusCode, err)
				return
			}
			var r hashi.JSONOutput
			if err := json.Unmarshal(out.Result, &r); err != nil {
				errs <- err
				return
			}
			p := items[index-1].Puzzle.(*hashi.Puzzle)
			if r.Status != puzzle.Solved {
				errs <- fmt.Errorf("request %d: status %v", i, r.Status)
				return
			}
			if err := hashi.Check(p, &hashi.Solution{Bridges: r.Bridges}); err != nil {
				errs <- fmt.Errorf("request %d: %v", i, err)
				return
			}
			errs <- nil
		}()
	}
	wg.Wait()
	close(errs)
	answered := 0
	for err := range errs {
		answered++
		if err != nil {
			t.Error(err)
		}
	}
	if answered != n {
		t.Errorf("%d answers, want %d", answered, n)
	}
}

// TestBusy fills the only slot and the queue by hand: the next request
// gets 503 at once.
func TestBusy(t *testing.T) {
	s, ts := newTestServer(t, Options{Jobs: 1, Queue: 1})
	if err := s.limit.acquire(context.Background()); err != nil {
		t.Fatal(err)
	}
	text := readFile(t, "../examples/hashi/classic.txt")
	waiter := make(chan int, 1)
	go func() { // no t.Fatal here: it would leave the test waiting
		res, err := http.Post(ts.URL+"/api/solve", "text/plain", strings.NewReader(text))
		if err != nil {
			t.Error(err)
			waiter <- 0
			return
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		waiter <- res.StatusCode
	}()
	for {
		s.limit.mu.Lock()
		w := s.limit.waiting
		s.limit.mu.Unlock()
		if w == 1 {
			break
		}
		time.Sleep(time.Millisecond) // polling for a condition, not a timing margin
	}
	res, err := http.Post(ts.URL+"/api/solve", "text/plain", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Errorf("status %d, Retry-After %q", res.StatusCode, res.Header.Get("Retry-After"))
	}
	s.limit.release()
	if st := <-waiter; st != 200 {
		t.Errorf("the queued request: status %d", st)
	}
}

func TestSecurityHeadersAndOrigins(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	do := func(method, path string, hdr map[string]string) *http.Response {
		req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader("7x7m2:a3d4b2b3a1g4c3i2b1b3e4"))
		for k, v := range hdr {
			if k == "Host" {
				req.Host = v
			} else {
				req.Header.Set(k, v)
			}
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res
	}
	res := do("GET", "/", nil)
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe") {
		t.Errorf("CSP %q", csp)
	}
	for _, tc := range []struct {
		name   string
		hdr    map[string]string
		status int
	}{
		{"same origin", map[string]string{"Origin": ts.URL}, 200},
		{"no origin (curl)", nil, 200},
		{"other origin", map[string]string{"Origin": "http://evil.example"}, 403},
		{"cross-site fetch", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{"foreign host (DNS rebinding)", map[string]string{"Host": "evil.example:80"}, 421},
		{"localhost", map[string]string{"Host": "localhost:8080"}, 200},
	} {
		if res := do("POST", "/api/solve", tc.hdr); res.StatusCode != tc.status {
			t.Errorf("%s: status %d, want %d", tc.name, res.StatusCode, tc.status)
		}
	}
	if res := do("GET", "/api/solve", nil); res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/solve: %d", res.StatusCode)
	}
}

func TestUnknownParametersAndSolvers(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := "7x7m2:a3d4b2b3a1g4c3i2b1b3e4"
	for _, tc := range []struct {
		body map[string]any
		want string
	}{
		{map[string]any{"puzzle": text, "uniqe": true}, "unknown parameter uniqe"},
		{map[string]any{"puzzle": text, "solver": "/bin/sh"}, "not available here"},
		{map[string]any{"puzzle": text, "card": "magic"}, "--card magic"},
		{map[string]any{"puzzle": text, "count": 0}, "count 0"},
		{map[string]any{"puzzle": text, "index": 2}, "holds 1 puzzle"},
	} {
		var e errorJSON
		if st := post(t, ts.URL+"/api/solve", tc.body, &e); st != 400 || !strings.Contains(e.Error, tc.want) {
			t.Errorf("%v: status %d, %q (want %q)", tc.body, st, e.Error, tc.want)
		}
	}
}

func TestEncodeAndConvert(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "../examples/hashi/classic.txt")
	res, err := http.Post(ts.URL+"/api/encode?kind=hashi&card=totalizer", "text/plain", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	cnf, _ := io.ReadAll(res.Body)
	res.Body.Close()
	k, _ := kinds.Lookup("hashi")
	items, _ := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	e, err := k.Encode(items[0].Puzzle, puzzle.Options{Settings: map[string]string{"card": "totalizer"}})
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := puzzle.WriteDIMACS(&want, e); err != nil {
		t.Fatal(err)
	}
	if string(cnf) != want.String() || !strings.Contains(res.Header.Get("Content-Disposition"), "hashi.cnf") {
		t.Errorf("encode: %d bytes, want the command's %d", len(cnf), want.Len())
	}
	var ej encodeJSON
	if st := post(t, ts.URL+"/api/encode", map[string]any{"puzzle": text, "card": "totalizer"}, &ej); st != 200 ||
		ej.Vars != e.Formula.NumVars() || ej.Clauses != e.Formula.NumClauses() || ej.Settings["card"] != "totalizer" {
		t.Errorf("encode JSON: status %d, %+v", st, ej)
	}
	var cj convertJSON
	if st := post(t, ts.URL+"/api/convert", map[string]any{"puzzle": text, "to": "puzzlink"}, &cj); st != 200 ||
		cj.Output != "https://puzz.link/p?hashi/7/7/g3j4h2h3g1m4i3o2h1h3k4\n" {
		t.Errorf("convert: status %d, %q", st, cj.Output)
	}
	var e2 errorJSON
	if st := post(t, ts.URL+"/api/convert", map[string]any{"puzzle": text, "to": "svg"}, &e2); st != 400 || !strings.Contains(e2.Error, "--to svg") {
		t.Errorf("convert to svg: status %d, %q", st, e2.Error)
	}
}

// generates fails a test of a real kind's generator when the kind does
// not implement puzzle.Generator.
func generates(t *testing.T, names ...string) {
	t.Helper()
	for _, name := range names {
		k, err := kinds.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := k.(puzzle.Generator); !ok {
			t.Fatalf("%s does not implement puzzle.Generator", name)
		}
	}
}

func TestGenerateZebra(t *testing.T) {
	generates(t, "zebra")
	_, ts := newTestServer(t, Options{})
	var g generateJSON
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "zebra", "houses": 4, "categories": 3, "seed": 7}, &g); st != 200 {
		t.Fatalf("status %d", st)
	}
	var out solveJSON
	if st := post(t, ts.URL+"/api/solve", map[string]any{"puzzle": g.Puzzle, "unique": true}, &out); st != 200 {
		t.Fatalf("solving the generated puzzle: status %d", st)
	}
	var r struct {
		Status string `json:"status"`
		Unique *bool  `json:"unique"`
	}
	_ = json.Unmarshal(out.Result, &r)
	if out.Input.Kind != "zebra" || r.Status != "solved" || r.Unique == nil || !*r.Unique {
		t.Errorf("generated puzzle: %s, %+v", out.Input.Kind, r)
	}
	var e errorJSON
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "zebra", "houses": 30}, &e); st != 400 {
		t.Errorf("30 houses: status %d", st)
	}
}

// TestGenerateGrids generates a Hashi and a Shikaku puzzle twice from one
// seed: the same text both times, which the solve loop finds unique.
func TestGenerateGrids(t *testing.T) {
	generates(t, "hashi", "shikaku")
	_, ts := newTestServer(t, Options{})
	for _, body := range []map[string]any{
		{"kind": "hashi", "size": "9x8", "seed": 5, "max-bridges": 3, "difficulty": "medium"},
		{"kind": "shikaku", "size": "8", "seed": 5},
	} {
		var g1, g2 generateJSON
		if st := post(t, ts.URL+"/api/generate", body, &g1); st != 200 {
			t.Fatalf("%v: status %d", body, st)
		}
		post(t, ts.URL+"/api/generate", body, &g2)
		if g1.Puzzle != g2.Puzzle || g1.Seed != 5 {
			t.Errorf("%v: %q then %q", body, g1.Puzzle, g2.Puzzle)
		}
		if body["difficulty"] != nil && g1.Grade != "medium" {
			t.Errorf("%v: graded %s", body, g1.Grade)
		}
		k, _ := kinds.Lookup(body["kind"].(string))
		if g1.Format != "tatham" {
			t.Errorf("%v: written in %s, want a Tatham game ID", body, g1.Format)
		}
		items, err := puzzle.Read(k, puzzle.Source{Name: "gen", Data: []byte(g1.Puzzle)}, g1.Format)
		if err != nil {
			t.Fatal(err)
		}
		r, err := solve.One(context.Background(), k, items[0], solve.Options{Solver: solver.CDCL{}, Unique: true})
		if err != nil || r.Unique != puzzle.UniqueYes {
			t.Errorf("%v: %q: unique %v, %v", body, g1.Puzzle, r.Unique, err)
		}
	}
	var e errorJSON
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "hashi", "size": "100x100"}, &e); st != 400 || !strings.Contains(e.Error, "to 60") {
		t.Errorf("100x100: status %d, %q", st, e.Error)
	}
}

// TestShutdownFinishesOrCancels stops a server while a long count runs:
// Serve returns, and the request is answered (cancelled: an incomplete
// count) rather than cut off.
func TestShutdownFinishesOrCancels(t *testing.T) {
	s, err := New(Options{Timeout: time.Hour, Grace: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	text := readFile(t, "testdata/allq12.txt")
	type reply struct {
		status int
		data   []byte
		err    error
	}
	replied := make(chan reply, 1)
	go func() { // no t.Fatal here: it would leave the test waiting
		b, _ := json.Marshal(map[string]any{"puzzle": text, "count": 1000})
		res, err := http.Post("http://"+ln.Addr().String()+"/api/solve", "application/json", bytes.NewReader(b))
		if err != nil {
			replied <- reply{err: err}
			return
		}
		defer res.Body.Close()
		data, err := io.ReadAll(res.Body)
		replied <- reply{res.StatusCode, data, err}
	}()
	for len(s.limit.slots) == 0 {
		time.Sleep(time.Millisecond) // polling until the solve holds its slot
	}
	stop()
	if err := <-served; err != nil {
		t.Errorf("Serve: %v", err)
	}
	rep := <-replied
	if rep.err != nil || rep.status != 200 {
		t.Fatalf("status %d, %v: the in-flight request got no answer", rep.status, rep.err)
	}
	var out solveJSON
	if err := json.Unmarshal(rep.data, &out); err != nil {
		t.Fatal(err)
	}
	var r hashi.JSONOutput
	if err := json.Unmarshal(out.Result, &r); err != nil {
		t.Fatal(err)
	}
	if r.Stats.Complete {
		t.Errorf("the count finished: %d solutions (want it cancelled)", r.Stats.Solutions)
	}
}

func TestExplainIsTheCommandsExplanation(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "../examples/zebra/zebra1962.txt")
	k, _ := kinds.Lookup("zebra")
	items, err := puzzle.Read(k, puzzle.Source{Name: sourceName, Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	ex, err := explain.Run(context.Background(), k, items[0], explain.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := explain.WriteText(&want, ex); err != nil {
		t.Fatal(err)
	}
	res, err := http.Post(ts.URL+"/api/explain", "text/plain", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(res.Body)
	res.Body.Close()
	// The summary line ends with times; the steps must be the same.
	cut := func(s string) string { return s[:strings.LastIndex(strings.TrimRight(s, "\n"), "\n")] }
	if res.StatusCode != 200 || cut(string(got)) != cut(want.String()) {
		t.Errorf("status %d:\n%s\nwant:\n%s", res.StatusCode, got, want.String())
	}
	var out explainJSON
	body := map[string]any{"puzzle": text, "steps": 1,
		"from": []any{map[string]any{"category": "Nationality", "value": "Norwegian", "house": 1, "holds": true}}}
	if st := post(t, ts.URL+"/api/explain", body, &out); st != 200 {
		t.Fatalf("hint: status %d", st)
	}
	var hint explain.Explanation
	_ = json.Unmarshal(out.Explanation, &hint)
	if len(hint.Steps) != 1 || !strings.HasPrefix(hint.Steps[0].Text, "Your facts (Norwegian is in house 1): Englishman is not in house 1") {
		t.Errorf("hint from the Norwegian in house 1: %+v", hint.Steps)
	}
	var e errorJSON
	body["from"] = []any{map[string]any{"category": "Nationality", "value": "Martian", "house": 1, "holds": true}}
	if st := post(t, ts.URL+"/api/explain", body, &e); st != 400 || !strings.Contains(e.Error, "no such fact") {
		t.Errorf("a fact the puzzle has not: status %d, %q", st, e.Error)
	}
	// The same hint from the player's board: a "yes" in the Norwegian's
	// row, house 1 (the kind reads a board state as facts).
	zp := items[0].Puzzle.(*zebra.Puzzle)
	row := -1
	for c, cat := range zp.Categories {
		if cat.Name == "Nationality" {
			row = c*zp.N() + cat.Index("Norwegian")
		}
	}
	state := map[string]any{"cells": []any{map[string]any{"cell": []int{row, 0}, "value": "yes"}}}
	stateBody := map[string]any{"puzzle": text, "steps": 1, "state": state}
	out = explainJSON{}
	if st := post(t, ts.URL+"/api/explain", stateBody, &out); st != 200 {
		t.Fatalf("hint from a state: status %d", st)
	}
	hint = explain.Explanation{}
	_ = json.Unmarshal(out.Explanation, &hint)
	if len(hint.Steps) != 1 || !strings.HasPrefix(hint.Steps[0].Text, "Your facts (Norwegian is in house 1): Englishman is not in house 1") {
		t.Errorf("hint from the board with the Norwegian in house 1: %+v", hint.Steps)
	}
	stateBody["from"] = body["from"]
	if st := post(t, ts.URL+"/api/explain", stateBody, &e); st != 400 || !strings.Contains(e.Error, "not both") {
		t.Errorf("state and from: status %d, %q", st, e.Error)
	}
}

// FuzzRequests sends arbitrary bodies to the endpoints that read state and
// parameters: an answer always comes (a 200 or a 4xx with a JSON error),
// never a panic.
func FuzzRequests(f *testing.F) {
	s, err := New(Options{Timeout: 5 * time.Second})
	if err != nil {
		f.Fatal(err)
	}
	f.Add("/api/check", `{"kind":"hashi","puzzle":"2.2\n...\n2.2","state":{"bridges":[{"from":[0,0],"to":[0,2],"count":1}]}}`)
	f.Add("/api/check", `{"kind":"shikaku","puzzle":"3..\n..4\n2..","state":{"rooms":[{"row":0,"col":0,"width":3,"height":1}]}}`)
	f.Add("/api/read", `{"puzzle":"7x7m2:a3d4b2b3a1g4c3i2b1b3e4","index":"2"}`)
	f.Add("/api/convert", `{"puzzle":"3..\n..4\n2..","to":"tatham"}`)
	f.Add("/api/edit", `{"kind":"akari","puzzle":"3 3\n- - -\n- x -\n- - -","row":1,"col":1,"step":-1}`)
	f.Add("/api/edit", `{"kind":"sudoku","puzzle":"4 4\n1 - - -\n- - - -\n- - - -\n- - - -","row":0,"col":1,"value":"2"}`)
	f.Add("/api/edit", `{"kind":"starbattle","puzzle":"stars 1\nAB\nAB\n","row":0,"col":1,"join":[0,0]}`)
	f.Fuzz(func(t *testing.T, path, body string) {
		if path != "/api/check" && path != "/api/read" && path != "/api/convert" && path != "/api/edit" {
			return
		}
		req := httptest.NewRequest("POST", "http://127.0.0.1"+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		if w.Code != 200 && (w.Code < 400 || w.Code >= 500) {
			t.Fatalf("status %d: %s", w.Code, w.Body)
		}
		if w.Code != 200 && !json.Valid(w.Body.Bytes()) {
			t.Fatalf("error answer not JSON: %s", w.Body)
		}
	})
}

// A bad line among good ones (which the commands pass over) is the
// page's error, also when the kind is detected: the text is not taken
// for another kind, nor read without its bad line.
func TestBadLineIsTheError(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	var e errorJSON
	st := post(t, ts.URL+"/api/read", map[string]any{"puzzle": "3x3:3d4_2b\n3x3:3d4!2b\n"}, &e)
	if st != http.StatusBadRequest || e.Kind != "shikaku" || e.Line != 2 || e.Col != 8 {
		t.Errorf("status %d: %+v, want shikaku's error at 2:8", st, e)
	}
}

// TestMalformedQuery: a malformed query pair is refused, as an unknown
// parameter is, not dropped (issue 32 item 13); so is a query beside a
// JSON body, which takes its parameters in the body.
func TestMalformedQuery(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := "7x7m2:a3d4b2b3a1g4c3i2b1b3e4"
	for _, tc := range []struct {
		query, ctype, want string
	}{
		{"kind=hashi&unique=true%", "text/plain", "invalid URL escape"},
		{"kind=hashi&unique=true;count=5", "text/plain", "invalid semicolon separator"},
		{"kind=hashi&unique=true&unique=false", "text/plain", "given 2 times"},
		{"unique=true", "application/json", "in the body, not in the query"},
	} {
		body := text
		if tc.ctype == "application/json" {
			body = `{"puzzle":"` + text + `"}`
		}
		res, err := http.Post(ts.URL+"/api/solve?"+tc.query, tc.ctype, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var e errorJSON
		json.NewDecoder(res.Body).Decode(&e)
		res.Body.Close()
		if res.StatusCode != 400 || !strings.Contains(e.Error, tc.want) {
			t.Errorf("?%s: status %d, %q (want 400, %q)", tc.query, res.StatusCode, e.Error, tc.want)
		}
	}
	res, err := http.Post(ts.URL+"/api/solve?kind=hashi&unique=true", "text/plain", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("a well-formed query: status %d", res.StatusCode)
	}
}
