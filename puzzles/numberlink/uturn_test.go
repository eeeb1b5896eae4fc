package numberlink

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// count enumerates up to limit solutions of p, checking each.
func count(t *testing.T, p *Puzzle, opt Options, limit int) int {
	t.Helper()
	e, err := Encode(p, opt)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := solve.Enumerate(context.Background(), solver.Gophersat{}, e.Contract().Problem, limit, func(m encode.Model) error {
		s, err := e.Decode(m)
		if err != nil {
			return err
		}
		return Check(p, s)
	})
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	if !sum.Complete && sum.Count < limit {
		t.Fatalf("%s: incomplete", p.Name)
	}
	return sum.Count
}

// TestUTurns: with the U-turn clauses (--fill free) a puzzle has no, one
// or two-or-more models exactly when it has no, one or two-or-more
// solutions without them, on random small puzzles, and on puzzles whose
// only U-turn-free solution has a detour.
func TestUTurns(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 28))
	n := 400
	if testing.Short() {
		n = 150
	}
	seen := [3]int{}
	for i := 0; i < n; i++ {
		rows, cols := 2+rng.IntN(4), 2+rng.IntN(4)
		p := NewPuzzle(rows, cols)
		p.Name = fmt.Sprintf("random%d", i)
		cells := rng.Perm(rows * cols)
		k := 1 + rng.IntN(min(4, rows*cols/2))
		for j := 0; j < k; j++ {
			p.Nums[cells[2*j]] = j + 1
			p.Nums[cells[2*j+1]] = j + 1
		}
		want := count(t, p, Options{}, 2)
		got := count(t, p, Options{UTurns: UTurnsForbid}, 2)
		if got != want {
			t.Errorf("%s %dx%d %v: %d solutions (at most 2) with the U-turn clauses, %d without", p.Name, rows, cols, p.Nums, got, want)
		}
		seen[want]++
	}
	t.Logf("random puzzles with 0, 1, 2+ solutions: %v", seen)
	// One U-turn-free solution with a detour (and side U-turns): the
	// straight path 1-1 along row 1 of a 3x4 can go round (0,1),(0,2) or
	// (2,1),(2,2); the number 2 pair blocks nothing.
	for _, s := range []string{"3 4\n- - - -\n1 - - 1\n- - - -\n", "4 4\n- - - -\n1 - - 1\n2 - - 2\n- - - -\n", "2 3\n1 - 1\n- - -\n"} {
		ps := mustParse(t, s, FormatJanko)
		if got := count(t, ps[0], Options{UTurns: UTurnsForbid}, 2); got != 2 {
			t.Errorf("%q: %d models, want 2", s, got)
		}
	}
	sp := mustParse(t, small, FormatJanko)[0]
	ek, _ := Encode(sp, Options{})
	ef, _ := Encode(sp, Options{UTurns: UTurnsForbid})
	if nk, nf := ek.Formula.NumVars(), ef.Formula.NumVars(); nf != nk+4*16+4*16-1 {
		t.Errorf("small: %d variables with the U-turn clauses, %d without: want 127 more", nf, nk)
	}
	if got := count(t, mustParse(t, small, FormatJanko)[0], Options{UTurns: UTurnsForbid}, 2); got != 1 {
		t.Errorf("small: %d models, want 1", got)
	}
}
