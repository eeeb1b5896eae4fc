package serve

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestCallsOnly: a server made with Options.CallsOnly (the static page's
// engine) renders no page, yet Call answers as a full server's does,
// meta included.
func TestCallsOnly(t *testing.T) {
	full, err := New(Options{BuiltInOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	lean, err := New(Options{BuiltInOnly: true, CallsOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if lean.page != nil || lean.assets != nil {
		t.Fatal("CallsOnly rendered the page")
	}
	hashi := []byte(jsonOf(t, map[string]any{"puzzle": readFile(t, "../examples/hashi/tatham-7x7.txt"), "unique": true}))
	for _, c := range []struct {
		op   string
		body []byte
	}{{"meta", nil}, {"read", hashi}, {"solve", hashi}} {
		s1, a1 := full.Call(context.Background(), c.op, c.body)
		s2, a2 := lean.Call(context.Background(), c.op, c.body)
		if s1 != s2 || (c.op != "solve" && !bytes.Equal(a1, a2)) {
			t.Errorf("%s: full %d %.200s, CallsOnly %d %.200s", c.op, s1, a1, s2, a2)
		}
	}
	w := httptest.NewRecorder()
	lean.ServeHTTP(w, httptest.NewRequest("GET", "http://localhost/", nil))
	if w.Code != http.StatusNotFound {
		t.Errorf("GET / with CallsOnly: %d, want 404", w.Code)
	}
	if _, err := lean.StaticFiles(); err == nil {
		t.Error("StaticFiles with CallsOnly: no error")
	}
}
