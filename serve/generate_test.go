package serve

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestGenerateThroughTheContract generates with a fake kind's
// puzzle.Generator: the request's fields are its settings and seed,
// checked against their declared values and bounds; the answer is
// written in the first format that reads back, or the one the generator
// names.
func TestGenerateThroughTheContract(t *testing.T) {
	s, ts := newTestServer(t, Options{Kinds: append(kinds.All(), fakeKind{})})
	var g generateJSON
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "fake", "size": "7X9", "clues": 8, "difficulty": "Hard", "seed": 42}, &g); st != 200 {
		t.Fatalf("status %d", st)
	}
	if g.Kind != "fake" || g.Puzzle != "fake 7X9 8 hard 42\n" || g.Format != "line" || g.Seed != 42 || g.Grade != "hard" {
		t.Errorf("%+v", g)
	}
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "fake", "write-as": "banner"}, &g); st != 500 {
		t.Errorf("a format that does not read back: status %d, %+v", st, g)
	}
	bad := []struct {
		body map[string]any
		text string
	}{
		{map[string]any{"kind": "fake", "size": "61x5"}, "size 61x5: want WxH (or N), each from 2 to 60"},
		{map[string]any{"kind": "fake", "size": "1"}, "each from 2 to 60"},
		{map[string]any{"kind": "fake", "size": "axb"}, "want WxH"},
		{map[string]any{"kind": "fake", "clues": 9}, "clues 9: want a whole number, from 1 to 8"}, // Quick
		{map[string]any{"kind": "fake", "difficulty": "extreme"}, "difficulty extreme: want easy, medium or hard"},
		{map[string]any{"kind": "fake", "houses": 5}, "unknown parameter houses"},
		{map[string]any{"kind": "fake", "seed": -1}, "seed -1: want a whole number"},
		{map[string]any{"kind": "nope"}, `kind "nope": the server generates`},
	}
	for _, tc := range bad {
		var e errorJSON
		if st := post(t, ts.URL+"/api/generate", tc.body, &e); st != 400 || !strings.Contains(e.Error, tc.text) {
			t.Errorf("%v: status %d, %q; want 400 with %q", tc.body, st, e.Error, tc.text)
		}
	}
	var fake *kindJSON
	for i, k := range s.meta().Kinds {
		if k.Name == "fake" {
			fake = &s.meta().Kinds[i]
		}
	}
	if fake == nil || !fake.Generate || len(fake.GenerateOptions) != 5 || fake.Play || fake.Explain || fake.Board {
		t.Errorf("meta: %+v", fake)
	}
}

// TestGenerateTimeLimit: a generator still at work when the time limit
// ends is a 503, and its slot comes back when it returns.
func TestGenerateTimeLimit(t *testing.T) {
	_, ts := newTestServer(t, Options{Kinds: append(kinds.All(), fakeKind{}), Timeout: 200 * time.Millisecond, Jobs: 1})
	var e errorJSON
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "fake", "wait": "on"}, &e); st != http.StatusServiceUnavailable || !strings.Contains(e.Error, "time limit") {
		t.Errorf("status %d, %q", st, e.Error)
	}
	var g generateJSON
	if st := post(t, ts.URL+"/api/generate", map[string]any{"kind": "fake"}, &g); st != 200 {
		t.Errorf("after a timeout: status %d", st)
	}
}
