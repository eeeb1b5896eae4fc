package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
)

// TestGridPropAgrees: the grid propagation and the engine's unit
// propagation on the encoding (balance as a sequential counter) agree,
// conflict or not, and on every cell fixed, from random sets of cells
// (some from a solution, some a random digit) on grids with and without
// the distinct rule.
func TestGridPropAgrees(t *testing.T) {
	r := rng.New(5)
	for _, tc := range []struct {
		rows, cols int
		distinct   bool
	}{{6, 6, false}, {6, 6, true}, {8, 8, false}, {8, 8, true}, {6, 10, true}, {10, 10, true}} {
		res, err := Generate(context.Background(), Options{Rows: tc.rows, Cols: tc.cols, Distinct: tc.distinct, Difficulty: generate.Any, Grader: Grader{}, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		empty := *res.Puzzle
		empty.Givens = make([]int, tc.rows*tc.cols)
		for i := range empty.Givens {
			empty.Givens[i] = binairo.Empty
		}
		e, err := binairo.Encode(&empty, binairo.Options{Card: encode.SeqCounter})
		if err != nil {
			t.Fatal(err)
		}
		s := engine(e)
		g := newGridProp(tc.rows, tc.cols, tc.distinct)
		n := tc.rows * tc.cols
		for iter := 0; iter < 400; iter++ {
			var as []encode.Lit
			g.clear()
			gok := true
			for _, i := range r.Perm(n)[:1+r.IntN(n/2)] {
				v := res.Solution.Grid[i]
				if r.Percent(10) {
					v = r.IntN(2)
				}
				x := e.X(i/tc.cols, i%tc.cols)
				if v == 0 {
					x = -x
				}
				as = append(as, x)
				gok = gok && g.set(int32(i), int8(v))
			}
			gok = gok && g.run()
			implied, ok := s.Implied(as, nil)
			if ok != gok {
				t.Fatalf("%dx%d distinct=%v: engine ok=%v, grid ok=%v (%v)", tc.rows, tc.cols, tc.distinct, ok, gok, as)
			}
			if !ok {
				continue
			}
			fixed := 0
			for _, l := range implied {
				v := l.Var()
				if v > n {
					continue
				}
				fixed++
				want := int8(0)
				if l > 0 {
					want = 1
				}
				if g.val[v-1] != want {
					t.Fatalf("%dx%d distinct=%v: cell %d: engine %d, grid %d", tc.rows, tc.cols, tc.distinct, v-1, want, g.val[v-1])
				}
			}
			if fixed != len(g.trail) {
				t.Fatalf("%dx%d distinct=%v: engine fixes %d cells, grid %d", tc.rows, tc.cols, tc.distinct, fixed, len(g.trail))
			}
		}
	}
}

// TestWithinAgrees: the removal's grade test says what the grader says,
// on random subsets of a solution's cells.
func TestWithinAgrees(t *testing.T) {
	r := rng.New(9)
	agree := [3]int{}
	for _, distinct := range []bool{false, true} {
		res, err := Generate(context.Background(), Options{Rows: 8, Cols: 8, Distinct: distinct, Difficulty: generate.Any, Grader: Grader{}, Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		p := *res.Puzzle
		empty := p
		empty.Givens = make([]int, 64)
		for i := range empty.Givens {
			empty.Givens[i] = binairo.Empty
		}
		e, _ := binairo.Encode(&empty, binairo.Options{Card: encode.SeqCounter})
		lv := newLevels(e)
		for iter := 0; iter < 150; iter++ {
			q := empty
			q.Givens = append([]int(nil), empty.Givens...)
			var as []encode.Lit
			for _, i := range r.Perm(64)[:12+r.IntN(30)] {
				q.Givens[i] = res.Solution.Grid[i]
				x := e.X(i/8, i%8)
				if q.Givens[i] == 0 {
					x = -x
				}
				as = append(as, x)
			}
			for _, g := range []generate.Grade{generate.Easy, generate.Medium} {
				rep, err := Grader{}.GradeUpto(&q, g)
				if err != nil {
					t.Fatal(err)
				}
				want := !rep.Bound && rep.Grade <= g
				if got := lv.within(as, g); got != want {
					t.Fatalf("distinct=%v %v: within %v, grader %v (%+v)\n%s", distinct, g, got, want, rep, binairo.Text(&q, nil))
				}
				if want {
					agree[g]++
				}
			}
		}
	}
	t.Logf("within agreed; easy %d, medium %d", agree[generate.Easy], agree[generate.Medium])
}
