package serve

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"
)

// ambiguousZebraLogic is a body of ZebraLogic puzzles whose English has
// ambiguous mentions (a pet and an animal both "cat"), each settled by
// counting solutions: of the order of a MiB, judged for minutes before
// issue 32 item 11.
func ambiguousZebraLogic(t *testing.T, size int) string {
	t.Helper()
	data, err := os.ReadFile("../puzzles/zebra/testdata/zebralogic_sample.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for b.Len() < size {
		b.Write(data)
	}
	return b.String()
}

// Reading, detection and the ambiguity judge run under the request's
// context: a request whose time limit passes while its puzzle is read
// answers 503 "stopped: the time limit passed while the puzzle was read",
// not a result, whether its kind is named or detected. Checked without
// a wall-clock margin: the context has ended before the call, so any
// answer but the refusal means the reading ignored it.
func TestReadStopsWithRequest(t *testing.T) {
	s, err := New(Options{Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	body := ambiguousZebraLogic(t, 256<<10)
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	for _, c := range []struct{ op, kind string }{{"solve", "zebra"}, {"solve", "auto"}, {"read", "zebra"}, {"read", "auto"}} {
		req, _ := json.Marshal(map[string]any{"puzzle": body, "kind": c.kind})
		status, answer := s.Call(ctx, c.op, req)
		if status != http.StatusServiceUnavailable || !strings.Contains(string(answer), "stopped: the time limit passed while the puzzle was read") {
			t.Errorf("%s kind %s: %d %.200s", c.op, c.kind, status, answer)
		}
	}
}

// Over HTTP with a short limit: the pathological body is refused with
// 503 instead of being judged to the end (the bound is the request's own
// limit; the time taken is logged, not asserted).
func TestReadStopsAtTimeLimit(t *testing.T) {
	_, ts := newTestServer(t, Options{Timeout: 200 * time.Millisecond})
	body := ambiguousZebraLogic(t, 900<<10)
	req, _ := json.Marshal(map[string]any{"puzzle": body, "kind": "zebra"})
	start := time.Now()
	res, err := http.Post(ts.URL+"/api/solve", "application/json", strings.NewReader(string(req)))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	t.Logf("answered %d after %v: %v", res.StatusCode, time.Since(start).Round(time.Millisecond), out["error"])
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("status %d, want 503: %v", res.StatusCode, out["error"])
	}
}
