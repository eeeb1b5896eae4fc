package serve

import (
	"net/http"
	"strings"
	"testing"
)

// TestEditCages: through /api/edit with value, a KenKen or Killer Sudoku
// cage's target is typed in its anchor (its first cell), cleared (the
// cage then has no target: "?" in the text, and /api/status counts it as
// no constraint), and refused with the reason where the cage cannot
// hold it or the cell is not the anchor; a Tatham ID that cannot say a
// cage without target comes back in JSON. For several solutions the
// count suggests a target to type.
func TestEditCages(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	kenken := readFile(t, "../examples/kenken/four.janko.txt")
	killer := readFile(t, "../examples/killersudoku/four.janko.txt")
	cases := []struct {
		name, kind, puzzle string
		row, col           int
		value              string
		code               int
		clue               string // the cell's clue after, or the error's words
		text               string // in the edited puzzle's text
		format             string
		status             string // /api/status of the edited puzzle
	}{
		{"kenken sum", "kenken", kenken, 0, 0, "4+", 200, "4+", "4+ . 12* .", "janko", "none"},
		{"kenken product as x", "kenken", kenken, 0, 2, "12x", 200, "12*", "3+ . 12* .", "janko", "one"},
		{"kenken no target", "kenken", kenken, 0, 2, "", 200, "", "3+ . ? .", "janko", "one"},
		{"kenken no target: several", "kenken", "3 3\n6+ . .\n12+ . .\n. . .\n1 1 1\n2 2 2\n2 2 2\n", 1, 0, "", 200, "", "? . .", "janko", "several"},
		{"kenken three-cell difference", "kenken", kenken, 0, 2, "1-", http.StatusBadRequest, "a - cage has two cells", "", "", ""},
		{"kenken not the anchor", "kenken", kenken, 0, 1, "3+", http.StatusBadRequest, "goes in its anchor (1,1)", "", "", ""},
		{"kenken tatham without target", "kenken", readFile(t, "../examples/kenken/tatham6.txt"), 0, 0, "", 200, "", `"?"`, "json", ""},
		{"killer sum", "killersudoku", killer, 0, 1, "4", 200, "4", "1 4 - 6", "janko", "none"},
		{"killer no sum", "killersudoku", killer, 0, 1, "", 200, "", "1 ? - 6", "janko", "one"},
		{"killer product", "killersudoku", killer, 0, 1, "6*", http.StatusBadRequest, "a Killer Sudoku cage is a sum", "", "", ""},
	}
	// Cages without target: several solutions, and the suggested clue
	// is a target to type.
	var st statusJSON
	if code := post(t, ts.URL+"/api/status", map[string]any{"kind": "kenken", "puzzle": "2 2\n? ?\n. .\n1 2\n2 2\n"}, &st); code != 200 || st.Status != "several" ||
		st.Suggest == nil || !st.Suggest.Unique || !strings.Contains(st.Suggest.Text, "type it") {
		t.Errorf("/api/status of cages without target: %d, %s, %+v", code, st.Status, st.Suggest)
	}
	// A step (no value) would only clear a typed clue: refused.
	var e errorJSON
	if code := post(t, ts.URL+"/api/edit", map[string]any{"kind": "kenken", "puzzle": kenken, "row": 0, "col": 0}, &e); code != http.StatusBadRequest || !strings.Contains(e.Error, "typed") {
		t.Errorf("a step on a KenKen target: %d, %q", code, e.Error)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := map[string]any{"kind": c.kind, "puzzle": c.puzzle, "row": c.row, "col": c.col, "value": c.value}
			if c.code != 200 {
				var e errorJSON
				if st := post(t, ts.URL+"/api/edit", req, &e); st != c.code || !strings.Contains(e.Error, c.clue) {
					t.Errorf("status %d, %q; want %d saying %q", st, e.Error, c.code, c.clue)
				}
				return
			}
			var out editJSON
			if st := post(t, ts.URL+"/api/edit", req, &out); st != 200 {
				t.Fatalf("status %d", st)
			}
			if out.Clue != c.clue || !strings.Contains(out.Puzzle, c.text) || out.Read == nil || out.Read.Input.Format != c.format {
				t.Errorf("clue %q, format %v, text\n%s\nwant %q, %s, %q", out.Clue, out.Read, out.Puzzle, c.clue, c.format, c.text)
			}
			if c.status == "" {
				return
			}
			var st statusJSON
			if code := post(t, ts.URL+"/api/status", map[string]any{"kind": c.kind, "puzzle": out.Puzzle}, &st); code != 200 || st.Status != c.status || !st.Edit {
				t.Errorf("/api/status: %d, %s (edit %v), want %s", code, st.Status, st.Edit, c.status)
			}
		})
	}
}
