package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Every grade at Tatham's smallest preset, with and without the distinct
// rule: a unique puzzle of the grade asked for, the same for the same seed.
func TestGenerate(t *testing.T) {
	for _, distinct := range []bool{false, true} {
		for _, g := range []generate.Grade{generate.Easy, generate.Medium, generate.Hard} {
			opt := Options{Rows: 8, Cols: 8, Distinct: distinct, Difficulty: g, Seed: 7}
			r, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			if r.Report.Grade != g || r.Puzzle.Distinct != distinct {
				t.Errorf("%v distinct=%v: graded %v", g, distinct, r.Report.Grade)
			}
			if err := binairo.Check(r.Puzzle, r.Solution); err != nil {
				t.Error(err)
			}
			res, err := solve.One(context.Background(), binairo.Kind, puzzle.Item{Puzzle: r.Puzzle, Info: r.Puzzle.Info()},
				solve.Options{Solver: solver.Gophersat{}, Count: 2})
			if err != nil || res.Count != 1 || !res.Complete {
				t.Errorf("%v: %v, %d solutions", g, err, res.Count)
			}
			again, _ := Generate(context.Background(), opt)
			if id1, _ := binairo.TathamID(r.Puzzle); func() string { id2, _ := binairo.TathamID(again.Puzzle); return id2 }() != id1 {
				t.Errorf("%v: another puzzle for the same seed", g)
			}
		}
	}
}

// The incremental test of the removal agrees with the grader.
func TestLevelsAgree(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		r, err := Generate(context.Background(), Options{Rows: 10, Cols: 10, Difficulty: generate.Any, Grader: Grader{}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		p := r.Puzzle
		e, _ := binairo.Encode(p, binairo.Options{})
		var as []encode.Lit
		for i, v := range p.Givens {
			if v != binairo.Empty {
				x := e.X(i/p.Cols, i%p.Cols)
				if v == 0 {
					x = -x
				}
				as = append(as, x)
			}
		}
		empty := *p
		empty.Givens = make([]int, len(p.Givens))
		for i := range empty.Givens {
			empty.Givens[i] = binairo.Empty
		}
		ee, _ := binairo.Encode(&empty, binairo.Options{Card: encode.SeqCounter})
		lv := newLevels(ee)
		for _, g := range []generate.Grade{generate.Easy, generate.Medium} {
			rep, err := Grader{}.GradeUpto(p, g)
			if err != nil {
				t.Fatal(err)
			}
			want := !rep.Bound && rep.Grade <= g
			if got := lv.within(as, g); got != want {
				t.Errorf("seed %d %v: within %v, grader %v (%+v)", seed, g, got, want, rep)
			}
		}
	}
}

func BenchmarkGenerate14Medium(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{Rows: 14, Cols: 14, Difficulty: generate.Medium, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate14Hard(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{Rows: 14, Cols: 14, Difficulty: generate.Hard, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
