package gen

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/akari"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: puzzles of every difficulty and symmetry have one
// solution (the solve loop with gophersat, which shares nothing with the
// generator's engine session), of the grade asked for, and the same seed
// gives the same puzzle.
func TestGenerate(t *testing.T) {
	cases := []Options{
		{Width: 7, Height: 7, Symmetry: SymRot4, Difficulty: generate.Easy},
		{Width: 7, Height: 7, Symmetry: SymRot4, Difficulty: generate.Medium},
		{Width: 7, Height: 7, Symmetry: SymRot4, Difficulty: generate.Hard},
		{Width: 10, Height: 8, Symmetry: SymRot2, Difficulty: generate.Any},
		{Width: 9, Height: 9, Symmetry: SymRef4, Difficulty: generate.Easy, Grader: Grader{}},
		{Width: 6, Height: 9, Symmetry: SymRef2, Difficulty: generate.Medium, Grader: Grader{}},
		{Width: 5, Height: 5, Symmetry: SymNone, Difficulty: generate.Any},
	}
	for i, opt := range cases {
		opt.BlackPercent = 20
		opt.Seed = uint64(100 + i)
		r, err := Generate(context.Background(), opt)
		if err != nil {
			t.Fatalf("%+v: %v", opt, err)
		}
		p := r.Puzzle
		res, err := solve.One(context.Background(), akari.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Unique: true})
		if err != nil || res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", akari.TathamID(p), res, err)
		}
		if !akari.Kind.(puzzle.Comparer).Equal(res.First(), r.Solution) {
			t.Errorf("%s: the solve loop finds other lights than the generator's", akari.TathamID(p))
		}
		if opt.Difficulty != generate.Any && r.Report.Grade != opt.Difficulty {
			t.Errorf("%s: graded %s, asked %s", akari.TathamID(p), r.Report.Grade, opt.Difficulty)
		}
		again, err := Generate(context.Background(), opt)
		if err != nil || akari.TathamID(again.Puzzle) != akari.TathamID(p) {
			t.Errorf("seed %d: %s, then %v %v", opt.Seed, akari.TathamID(p), again, err)
		}
	}
}

// TestSymmetry: the black cells keep their symmetry.
func TestSymmetry(t *testing.T) {
	for _, sym := range []Symmetry{SymRot2, SymRot4, SymRef2, SymRef4} {
		for seed := uint64(0); seed < 20; seed++ {
			opt := Options{Width: 9, Height: 9, BlackPercent: 30, Symmetry: sym}
			p := blacks(opt, 30, rngFor(seed))
			w, h := p.Cols, p.Rows
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					b := p.IsBlack(y*w + x)
					var others [][2]int
					switch sym {
					case SymRot2:
						others = [][2]int{{w - 1 - x, h - 1 - y}}
					case SymRot4:
						others = [][2]int{{w - 1 - y, x}, {w - 1 - x, h - 1 - y}}
					case SymRef2:
						others = [][2]int{{x, h - 1 - y}}
					case SymRef4:
						others = [][2]int{{w - 1 - x, y}, {x, h - 1 - y}}
					}
					for _, o := range others {
						if p.IsBlack(o[1]*w+o[0]) != b {
							t.Fatalf("symmetry %d seed %d: (%d,%d) and (%d,%d) differ\n%s", sym, seed, x, y, o[0], o[1], akari.Text(p, nil))
						}
					}
				}
			}
		}
	}
}

// TestMovedSamePuzzles: moving a light only drops draws run would drop:
// without it the same seeds give the same puzzles.
func TestMovedSamePuzzles(t *testing.T) {
	for _, size := range []int{7, 10} {
		for seed := uint64(1); seed <= 3; seed++ {
			opt := Options{Width: size, Height: size, BlackPercent: 20, Symmetry: SymRot4, Difficulty: generate.Easy, Grader: Grader{}, Seed: seed}
			a, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			opt.noOther = true
			b, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(a.Puzzle.Cells, b.Puzzle.Cells) || a.Stats.Layouts != b.Stats.Layouts {
				t.Errorf("%dx%d seed %d: other puzzles with the light moves (%d layouts) and without (%d)", size, size, seed, a.Stats.Layouts, b.Stats.Layouts)
			}
		}
	}
}
