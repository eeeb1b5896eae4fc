package serve

import (
	"net/http"
	"testing"

	pboard "github.com/puzzlesat/puzzlesat/puzzle/board"
)

// TestBoardsInAnswers: read, solve and explain (boards=true) answers
// carry the board model: the clues alone, the solution drawn, one board
// before the first step and after each, the steps highlighted.
func TestBoardsInAnswers(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := readFile(t, "../examples/hashi/classic.txt")
	var rd struct {
		Board *pboard.Board `json:"board"`
	}
	if st := post(t, ts.URL+"/api/read", map[string]any{"puzzle": text}, &rd); st != http.StatusOK || rd.Board == nil {
		t.Fatalf("read: status %d, board %v", st, rd.Board)
	}
	if rd.Board.Grid != pboard.GridDots || len(rd.Board.Cells) == 0 || len(rd.Board.Lines) != 0 || rd.Board.Moves == nil || rd.Board.Moves.Edges == nil {
		t.Errorf("read: board %+v", rd.Board)
	}
	var sv struct {
		Board *pboard.Board `json:"board"`
	}
	if st := post(t, ts.URL+"/api/solve", map[string]any{"puzzle": text}, &sv); st != http.StatusOK || sv.Board == nil || len(sv.Board.Lines) == 0 {
		t.Fatalf("solve: status %d, board %+v", st, sv.Board)
	}
	var ex struct {
		Explanation struct {
			Steps []any `json:"steps"`
		} `json:"explanation"`
		Boards []*pboard.Board `json:"boards"`
	}
	if st := post(t, ts.URL+"/api/explain", map[string]any{"puzzle": text, "boards": true}, &ex); st != http.StatusOK {
		t.Fatalf("explain: status %d", st)
	}
	if len(ex.Boards) != len(ex.Explanation.Steps)+1 || len(ex.Boards) < 2 {
		t.Fatalf("explain: %d boards for %d steps", len(ex.Boards), len(ex.Explanation.Steps))
	}
	news := 0
	for _, l := range ex.Boards[1].Lines {
		if l.Class == pboard.ClassNew {
			news++
		}
	}
	if news == 0 || ex.Boards[1].Title == "" {
		t.Errorf("step 1's board shows no new fact: %+v", ex.Boards[1])
	}
	for _, b := range []map[string]any{{"puzzle": text}, {"puzzle": text, "boards": false}} {
		var none struct {
			Boards []*pboard.Board `json:"boards"`
		}
		if st := post(t, ts.URL+"/api/explain", b, &none); st != http.StatusOK || none.Boards != nil {
			t.Errorf("explain %v: status %d, %d boards", b, st, len(none.Boards))
		}
	}
}
