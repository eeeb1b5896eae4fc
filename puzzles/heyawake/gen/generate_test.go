package gen

import (
	"context"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/heyawake"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: 10x10 puzzles have one solution (the solve loop with
// gophersat, which shares nothing with the generator's engine), the
// same seed gives the same puzzle, and each takes well under a second
// of CPU here (a loaded machine: the bound is loose).
func TestGenerate(t *testing.T) {
	g := Kind.(puzzle.Generator)
	seeds := []uint64{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:2]
	}
	for _, seed := range seeds {
		start := time.Now()
		res, err := g.Generate(context.Background(), map[string]string{"size": "10x10", "difficulty": "any"}, seed)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("seed %d: %v", seed, d)
		}
		p := res.Puzzle.(*heyawake.Puzzle)
		r, err := solve.One(context.Background(), heyawake.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Unique: true})
		if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			t.Fatalf("seed %d: %v %v\n%s", seed, r, err, url(p))
		}
		again, err := g.Generate(context.Background(), map[string]string{"size": "10x10", "difficulty": "any"}, seed)
		if err != nil || url(again.Puzzle.(*heyawake.Puzzle)) != url(p) {
			t.Errorf("seed %d: another puzzle the second time (%v)", seed, err)
		}
	}
}

// TestRooms: the rooms are rectangles covering the grid.
func TestRooms(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		g := Rooms(10, 10, rngFor(seed))
		n := 0
		for k := 0; k < g.N; k++ {
			cells := g.Cells(k)
			first, last := cells[0], cells[len(cells)-1]
			h, w := last/10-first/10+1, last%10-first%10+1
			if h*w != len(cells) {
				t.Fatalf("seed %d: room %d is not a rectangle", seed, k)
			}
			n += len(cells)
		}
		if n != 100 {
			t.Fatalf("seed %d: %d cells in rooms", seed, n)
		}
	}
}

func rngFor(seed uint64) *rng.Rand { return rng.New(seed) }

func url(p *heyawake.Puzzle) string {
	u, _ := heyawake.PuzzLinkURL(p)
	return u
}
