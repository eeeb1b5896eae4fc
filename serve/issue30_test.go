package serve

import (
	"net/http"
	"strings"
	"testing"
)

// A broken Hashi game ID is never solved as a one-house zebra puzzle
// (issue 30, item 1): with the kind left to detection the answer is
// Hashi's positioned error; with kind zebra, the zebra reader refuses it
// and the error says which genre the text looks like.
func TestBrokenGameIDIsNotAZebraPuzzle(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	const broken = "7x7m2:a1a5b3g3b5a2c4a2a1l1a3a6a3"
	var e errorJSON
	if st := post(t, ts.URL+"/api/solve", map[string]any{"puzzle": broken}, &e); st != http.StatusBadRequest || e.Kind != "hashi" || e.Line != 1 || e.Col != 33 {
		t.Errorf("auto: status %d, %+v", st, e)
	}
	e = errorJSON{}
	if st := post(t, ts.URL+"/api/solve", map[string]any{"kind": "zebra", "puzzle": broken}, &e); st != http.StatusBadRequest ||
		!strings.Contains(e.Error, "not the zebra language") || !strings.Contains(e.Error, "it looks like a hashi puzzle (tatham), which says 1:33") {
		t.Errorf("zebra: status %d, %+v", st, e)
	}
}

// ZebraLogic's English pasted without its JSONL wrapper is detected as a
// zebra puzzle (issue 30, item 2).
func TestZebraLogicPlainTextIsDetected(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "../puzzles/zebra/testdata/zebralogic_everyday.txt")
	var out readJSON
	if st := post(t, ts.URL+"/api/read", map[string]any{"puzzle": text}, &out); st != 200 || out.Input.Kind != "zebra" || out.Input.Format != "zebralogic" {
		t.Errorf("status %d, %+v", st, out.Input)
	}
}

// Medium Shikaku by the explanations is generated (issue 30 item 12:
// no longer refused up front); settings the generator refuses are the
// request's fault (422), not the server's (500).
func TestGenerateShikakuMediumAnd422(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	var g generateJSON
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "shikaku", "size": "10x10", "difficulty": "medium", "seed": 2}, &g); st != 200 || g.Grade != "medium" {
		t.Errorf("medium: status %d, %+v", st, g)
	}
	var e errorJSON
	st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "shikaku", "size": "10x10", "min-area": 5, "max-area": 4}, &e)
	if st != http.StatusUnprocessableEntity || !strings.Contains(e.Error, "--min-area") {
		t.Errorf("bad areas: status %d, %+v", st, e)
	}
}
