package sudoku

import (
	"encoding/json"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// puzzleKit solves every puzzle of a PuzzleKit dataset file (JSON:
// {"data":{"ID":{"problem":...,"solution":...}}}) and counts those whose
// solution is the published one and those proved unique.
//
// Some puzzles carry a rule the dataset does not record: when a puzzle
// is not unique and the published solution also has both diagonals
// distinct, it is solved again as an X sudoku (janko.at's diagonal
// variant) and counted in xs.
func puzzleKit(t *testing.T, data []byte) (n, matched, unique, xs int) {
	var ds struct {
		Data map[string]struct {
			Problem  string `json:"problem"`
			Solution string `json:"solution"`
		} `json:"data"`
	}
	if err := json.Unmarshal(data, &ds); err != nil {
		t.Fatal(err)
	}
	ids := make([]string, 0, len(ds.Data))
	for id := range ds.Data {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	start := time.Now()
	for _, id := range ids {
		e := ds.Data[id]
		ps, err := Parse(id, []byte(e.Problem), FormatJanko)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		sol, err := ParseJankoSolution([]byte(e.Solution))
		if err != nil {
			t.Errorf("%s: the solution: %v", id, err)
			continue
		}
		n++
		p := ps[0]
		r := solveOne(t, p, nil, 2)
		if r.Count > 1 {
			px := *p
			px.X = true
			if Check(&px, sol) == nil {
				xs++
				r = solveOne(t, &px, nil, 2)
			}
		}
		if r.Status != puzzle.Solved {
			t.Errorf("%s: %v", id, r.Status)
			continue
		}
		if r.Count == 1 && r.Complete {
			unique++
		}
		if slices.Equal(r.First().(*Solution).Grid, sol.Grid) {
			matched++
		} else {
			t.Errorf("%s: the solution found differs from the published one", id)
		}
	}
	t.Logf("%d puzzles in %v", n, time.Since(start).Round(time.Millisecond))
	return n, matched, unique, xs
}
