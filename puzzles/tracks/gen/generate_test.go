package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/tracks"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestRandomTrack: every track drawn is a track from the left side to
// the bottom that the full puzzle (its counts and pieces) accepts.
func TestRandomTrack(t *testing.T) {
	r := rng.New(1)
	for i := 0; i < 200; i++ {
		rows, cols := 4+r.IntN(10), 4+r.IntN(10)
		p, s := RandomTrack(rows, cols, r)
		if err := tracks.Check(p, s); err != nil {
			t.Fatalf("%dx%d: %v\n%s", rows, cols, err, tracks.Text(p, s))
		}
		if p.Ends[0].C != 0 || p.Ends[0].Dir != tracks.West || p.Ends[1].R != rows-1 || p.Ends[1].Dir != tracks.South {
			t.Fatalf("ends %+v", p.Ends)
		}
	}
}

// TestAcceptable: Tatham's count rules.
func TestAcceptable(t *testing.T) {
	p := tracks.NewPuzzle(4, 4)
	for _, tc := range []struct {
		cols, rows []int
		ok         bool
	}{
		{[]int{2, 3, 2, 2}, []int{2, 3, 2, 2}, true},
		{[]int{1, 3, 2, 2}, []int{2, 3, 2, 2}, false}, // a 1 first
		{[]int{2, 3, 2, 1}, []int{1, 3, 2, 2}, false}, // two 1s in a row
		{[]int{2, 3, 2, 2}, []int{2, 3, 2, 1}, false}, // a 1 last
		{[]int{2, 0, 2, 2}, []int{2, 3, 2, 2}, false}, // an empty column
	} {
		p.ColCount, p.RowCount = tc.cols, tc.rows
		if Acceptable(p) != tc.ok {
			t.Errorf("%v %v: %v", tc.cols, tc.rows, !tc.ok)
		}
	}
}

// TestGenerate: puzzles of every difficulty have one solution (the
// solve loop with gophersat, which shares nothing with the generator's
// engine session), of the grade asked for, and the same seed gives the
// same puzzle.
func TestGenerate(t *testing.T) {
	cases := []Options{
		{Width: 6, Height: 6, Difficulty: generate.Easy, Grader: generate.EngineGrader{Kind: tracks.Kind}},
		{Width: 8, Height: 8, Difficulty: generate.Medium, Grader: generate.EngineGrader{Kind: tracks.Kind}},
		{Width: 10, Height: 8, Difficulty: generate.Hard, Grader: generate.EngineGrader{Kind: tracks.Kind}},
		{Width: 8, Height: 8, Difficulty: generate.Easy},
		{Width: 7, Height: 5, Difficulty: generate.Any},
	}
	for i, opt := range cases {
		opt.Seed = uint64(100 + i)
		r, err := Generate(context.Background(), opt)
		if err != nil {
			t.Fatalf("%+v: %v", opt, err)
		}
		p := r.Puzzle
		id, err := tracks.TathamID(p)
		if err != nil {
			t.Fatal(err)
		}
		res, err := solve.One(context.Background(), tracks.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Unique: true})
		if err != nil || res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", id, res, err)
		}
		if !tracks.Kind.(puzzle.Comparer).Equal(res.First(), r.Solution) {
			t.Errorf("%s: the solve loop finds another track than the generator's", id)
		}
		if opt.Difficulty != generate.Any && r.Report.Grade != opt.Difficulty {
			t.Errorf("%s: graded %s, asked %s", id, r.Report.Grade, opt.Difficulty)
		}
		again, err := Generate(context.Background(), opt)
		if err != nil {
			t.Fatal(err)
		}
		if id2, _ := tracks.TathamID(again.Puzzle); id2 != id {
			t.Errorf("seed %d: %s, then %s", opt.Seed, id, id2)
		}
	}
}
