package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/solver"
)

// getProgress is GET /api/progress?id=tok: the status and the answer.
func getProgress(t *testing.T, base, tok string) (int, progressJSON) {
	t.Helper()
	res, err := http.Get(base + "/api/progress?id=" + tok)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var p progressJSON
	if res.StatusCode == http.StatusOK {
		if err := json.NewDecoder(res.Body).Decode(&p); err != nil {
			t.Fatal(err)
		}
	}
	return res.StatusCode, p
}

// TestProgressAPI: a solve sent with the page's progress token leaves its
// final figures under it (one solver call for the solution, one more
// for uniqueness); an unknown token has none; a malformed one is
// refused, in the header and in the query.
func TestProgressAPI(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	b, _ := json.Marshal(map[string]any{"puzzle": readFile(t, "../examples/sudoku/x6.json"), "unique": true})
	rq, _ := http.NewRequest(http.MethodPost, ts.URL+"/api/solve", bytes.NewReader(b))
	rq.Header.Set("Content-Type", "application/json")
	rq.Header.Set(ProgressHeader, "tok-1")
	res, err := http.DefaultClient.Do(rq)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("solve: %s", res.Status)
	}
	// The handler ends its call just after it answers.
	st, p := getProgress(t, ts.URL, "tok-1")
	for deadline := time.Now().Add(5 * time.Second); st == http.StatusOK && !p.Done && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
		st, p = getProgress(t, ts.URL, "tok-1")
	}
	if st != http.StatusOK || !p.Done || p.Running != 0 || p.Solves < 2 || p.Solutions != 1 {
		t.Errorf("after the solve: %d %+v", st, p)
	}
	if st, p := getProgress(t, ts.URL, "other"); st != http.StatusOK || p.Solves != 0 || p.Done {
		t.Errorf("unknown token: %d %+v", st, p)
	}
	if st, _ := getProgress(t, ts.URL, "bad%20token"); st != http.StatusBadRequest {
		t.Errorf("malformed token in the query: %d", st)
	}
	rq, _ = http.NewRequest(http.MethodPost, ts.URL+"/api/solve", bytes.NewReader(b))
	rq.Header.Set("Content-Type", "application/json")
	rq.Header.Set(ProgressHeader, "no way")
	res, err = http.DefaultClient.Do(rq)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusBadRequest {
		t.Errorf("malformed token in the header: %s", res.Status)
	}
}

// TestProgressStore: figures recorded while a call runs are answered
// with running set; the store keeps at most maxProgress tokens.
func TestProgressStore(t *testing.T) {
	var ps progressStore
	ctx, end := ps.begin(context.Background(), "a")
	solver.ProgressFunc(ctx)(solver.Progress{Conflicts: 5000, Restarts: 7, Rounds: 2})
	if p := ps.get("a"); p.Running != 1 || p.Done || p.Conflicts != 5000 || p.Rounds != 2 {
		t.Errorf("running: %+v", p)
	}
	end()
	if p := ps.get("a"); p.Running != 0 || !p.Done || p.Conflicts != 5000 {
		t.Errorf("ended: %+v", p)
	}
	for i := range 2 * maxProgress {
		_, end := ps.begin(context.Background(), "t"+string(rune('A'+i%26))+string(rune('a'+i/26)))
		end()
	}
	if len(ps.m) > maxProgress {
		t.Errorf("%d tokens kept", len(ps.m))
	}
}
