package futoshiki

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func solveUnique(t *testing.T, p *Puzzle, model string) *Solution {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: map[string]string{"model": model}}, Unique: true})
	if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
		t.Fatalf("%s (%s): %v %v", p.Name, model, err, r)
	}
	return r.First().(*Solution)
}

// TestTatham: sgt-unequal puzzles (4de to 7dk, adjacent mode 4ade to
// 7adk) solve, unique, in both models, to the same solution, and their
// IDs write back as read.
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := ParseTatham(data)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ps {
		if testing.Short() && i%3 != 0 {
			continue
		}
		a, b := solveUnique(t, p, "order"), solveUnique(t, p, "direct")
		if !(Futoshiki{}).Equal(a, b) {
			t.Errorf("%s: the models disagree", p.Name)
		}
		if id := writeTatham(p); id != p.Name {
			t.Errorf("written back as %q, read %q", id, p.Name)
		}
	}
}

// TestCheck: the checker finds a broken sign, a bar and a missing bar.
func TestCheck(t *testing.T) {
	ps, err := ParseTatham([]byte("3:0R,0,0,0,0,0,0,0,0,\n3a:0R,0L,0,0,0,0,0,0,0,\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := &Solution{N: 3, Values: []int{1, 2, 3, 2, 3, 1, 3, 1, 2}}
	if err := Check(ps[0], s); err == nil || !strings.Contains(err.Error(), ">") {
		t.Errorf("1 > 2 passes: %v", err)
	}
	// adjacent mode: (1,1)-(1,2) barred, differ by 1: ok; (1,2)-(1,3) not
	// barred, 2 and 3 differ by 1: broken.
	if err := Check(ps[1], s); err == nil || !strings.Contains(err.Error(), "do not differ") {
		t.Errorf("an unmarked pair differing by 1 passes: %v", err)
	}
	ps[0].Right[0] = Less
	if err := Check(ps[0], s); err != nil {
		t.Error(err)
	}
}
