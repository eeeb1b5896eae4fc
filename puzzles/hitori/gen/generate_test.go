package gen

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hitori"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: puzzles of each size and grade asked for have exactly
// one solution (the solve loop, gophersat), the generator's, and the
// same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		g    generate.Grade
	}{{5, 5, generate.Easy}, {8, 8, generate.Easy}, {8, 8, generate.Medium}, {7, 5, generate.Any}, {6, 6, generate.Hard}} {
		for seed := uint64(1); seed <= 2; seed++ {
			opt := Options{Width: tc.w, Height: tc.h, Difficulty: tc.g, Seed: seed}
			r, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatalf("%dx%d %v seed %d: %v", tc.w, tc.h, tc.g, seed, err)
			}
			if tc.g != generate.Any && r.Report.Grade != tc.g {
				t.Errorf("%s: grade %v, want %v", r.ID(), r.Report.Grade, tc.g)
			}
			res, err := solve.One(context.Background(), hitori.Kind, puzzle.Item{Puzzle: r.Puzzle, Info: r.Puzzle.Info()},
				solve.Options{Solver: solver.Gophersat{}, Count: 2})
			if err != nil {
				t.Fatal(err)
			}
			if res.Count != 1 || !res.Complete || !(hitori.Hitori{}).Equal(res.First(), r.Solution) {
				t.Errorf("%s: %d solutions (complete %v), want the generator's only", r.ID(), res.Count, res.Complete)
			}
			again, err := Generate(context.Background(), opt)
			if err != nil || !(hitori.Hitori{}).Equal(again.Solution, r.Solution) {
				t.Errorf("%s: another puzzle from the same seed", r.ID())
			}
		}
	}
}

// TestRandomLatin: every row and column holds each number once.
func TestRandomLatin(t *testing.T) {
	for o := 2; o <= 12; o++ {
		sq := randomLatin(o, rng.New(uint64(o)))
		for k := 0; k < o; k++ {
			row, col := map[int]bool{}, map[int]bool{}
			for j := 0; j < o; j++ {
				row[sq[k*o+j]], col[sq[j*o+k]] = true, true
			}
			if len(row) != o || len(col) != o || row[0] || col[0] {
				t.Fatalf("order %d: not a Latin square: %v", o, sq)
			}
		}
	}
}

// TestGradeTatham: the engine grades Singles' own puzzles (easy and
// tricky, 5x5 to 12x12): each is solved without search by probing
// (easy or medium), as Singles' solver solves them without guessing.
// (Most of Singles' tricky ones are easy here: propagation with the
// connectivity rule and the numbers' patterns goes further than
// Singles' easy techniques.)
func TestGradeTatham(t *testing.T) {
	data, err := os.ReadFile("../testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := hitori.Parse("tatham.txt", data, hitori.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	// testdata/tatham.txt: sgt-singles --generate 5 PARAMS for each of these.
	params := []string{"5x5de", "5x5dk", "6x6de", "6x6dk", "8x8de", "8x8dk", "10x10de", "10x10dk", "12x12de", "12x12dk", "7x5de", "9x6dk"}
	count := map[string]map[generate.Grade]int{}
	for i, p := range ps {
		rep, err := Grader{}.Grade(p)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		level := "tricky"
		if strings.HasSuffix(params[i/5], "de") {
			level = "easy"
		}
		if count[level] == nil {
			count[level] = map[generate.Grade]int{}
		}
		count[level][rep.Grade]++
		if rep.Left > 0 {
			t.Errorf("%s: %d cells left open by probing", p.Name, rep.Left)
		}
	}
	t.Logf("grades: %v", count)
}
