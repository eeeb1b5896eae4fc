package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
)

// TestCallIsTheAPI: Call (what the static page's WebAssembly build runs)
// answers every operation exactly as POST /api/NAME does for the same
// JSON: the same status and the same JSON, times aside.
func TestCallIsTheAPI(t *testing.T) {
	s, ts := newTestServer(t, Options{})
	hashiText := readFile(t, "../examples/hashi/tatham-7x7.txt")
	sudoku := exampleText(t, s, "sudoku")
	cases := []struct {
		op   string
		body string
	}{
		{"read", jsonOf(t, map[string]any{"puzzle": hashiText})},
		{"read", jsonOf(t, map[string]any{"puzzle": "3 3\n1 x\n"})},
		{"solve", jsonOf(t, map[string]any{"puzzle": hashiText, "unique": true, "stats": true})},
		{"solve", jsonOf(t, map[string]any{"puzzle": sudoku, "kind": "sudoku", "solver": "gophersat"})},
		{"solve", jsonOf(t, map[string]any{"puzzle": hashiText, "solver": "/bin/sh"})},
		{"encode", jsonOf(t, map[string]any{"puzzle": hashiText, "dimacs": true})},
		{"convert", jsonOf(t, map[string]any{"puzzle": hashiText, "to": "puzzlink"})},
		{"explain", jsonOf(t, map[string]any{"puzzle": hashiText, "boards": true})},
		{"explain", jsonOf(t, map[string]any{"puzzle": hashiText, "steps": 1, "boards": true, "state": map[string]any{"edges": []any{}}})},
		{"check", jsonOf(t, map[string]any{"puzzle": hashiText, "state": map[string]any{"edges": []any{}}})},
		{"generate", jsonOf(t, map[string]any{"kind": "sudoku", "seed": 7})},
		{"status", jsonOf(t, map[string]any{"kind": "sudoku", "puzzle": sudoku})},
		{"edit", jsonOf(t, map[string]any{"kind": "sudoku", "puzzle": sudoku, "row": 0, "col": 0})},
		{"generate", jsonOf(t, map[string]any{"kind": "nosuch"})},
		{"solve", `{"puzzle": 3}`},
		{"solve", `not json`},
	}
	for _, c := range cases {
		t.Run(c.op, func(t *testing.T) {
			status, direct := s.Call(context.Background(), c.op, []byte(c.body))
			res, err := http.Post(ts.URL+"/api/"+c.op, "application/json", strings.NewReader(c.body))
			if err != nil {
				t.Fatal(err)
			}
			served, err := io.ReadAll(res.Body)
			res.Body.Close()
			if err != nil {
				t.Fatal(err)
			}
			if status != res.StatusCode {
				t.Errorf("status: Call %d, HTTP %d\n%s", status, res.StatusCode, served)
			}
			a, b := timeless(t, direct), timeless(t, served)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("answers differ:\nCall: %.600s\nHTTP: %.600s", direct, served)
			}
		})
	}
	// meta: GET /api/meta and Call("meta").
	status, direct := s.Call(context.Background(), "meta", nil)
	res, err := http.Get(ts.URL + "/api/meta")
	if err != nil {
		t.Fatal(err)
	}
	served, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if status != http.StatusOK || !bytes.Equal(direct, served) {
		t.Errorf("meta: Call %d %.200s, HTTP %.200s", status, direct, served)
	}
	if status, _ := s.Call(context.Background(), "nosuch", nil); status != http.StatusNotFound {
		t.Errorf("an unknown operation: status %d, want 404", status)
	}
}

// exampleText is the first bundled example of kind.
func exampleText(t *testing.T, s *Server, kind string) string {
	t.Helper()
	for _, e := range s.meta().Examples {
		if e.Kind == kind {
			return e.Text
		}
	}
	t.Fatalf("no %s example", kind)
	return ""
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// timeless is a JSON answer without its times (every member named ms,
// or ending in _ms, at any depth).
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
