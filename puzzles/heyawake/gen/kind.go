// Package gen generates Heyawake puzzles with exactly one solution,
// proved by SAT, graded by their explanations (generate.FromSolution).
//
// # Construction
//
// Rooms first: the grid cut into rectangles by recursive random cuts (a
// rectangle is cut across its longer side at a random place; one of at
// most 2 cells stops, one of at most 6 cells with odds 2 in 3, one of at
// most 12 cells within 4x4 with odds 1 in 3: about 20 rooms at 10x10,
// as janko.at's). Then a random shading that obeys the rules
// with no numbers (generate.RandomSolution: the CDCL engine with random
// phases, 30% shaded), and every room numbered with its shaded cells in
// its top-left cell. FromSolution then removes numbers in a random
// order while the incremental engine proves the shading the only
// solution, and grades by the explanations. A draw whose full set of
// numbers leaves a second solution is fixed (Fix): a room where the two
// differ is cut in two, when that keeps the first solution and rules
// out the second.
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/heyawake"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// Kind is Heyawake with its generator: every capability of
// heyawake.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ heyawake.Heyawake }

// GenerateHelp is the help of `generate heyawake`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Heyawake puzzles with exactly one solution, proved by SAT, graded",
		"Random rectangular rooms, a random shading obeying the rules (the CDCL engine with random phases), every\n" +
			"room numbered with its shaded cells; numbers then removed in a random order while one incremental SAT\n" +
			"session proves the shading the only solution. Graded by the explanations (or --grade-by engine).\n" +
			"See docs/heyawake.md."
}

// GenerateOptions are the flags of `generate heyawake`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Max = 30
		}
	}
	return append(opts, generate.BatchOptions(k, nil)...)
}

// CheckSettings checks the settings of `generate heyawake`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			layout := heyawake.NewPuzzle(g.H, g.W, Rooms(g.H, g.W, r))
			sol, err := generate.RandomSolution(ctx, k, layout, r, 30)
			if err != nil {
				return nil, nil, err
			}
			return Numbered(layout, sol.(*heyawake.Solution)), sol, nil
		},
		Keep: func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle { return Keep(full.(*heyawake.Puzzle), kept) },
		Fix: func(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
			return Fix(full.(*heyawake.Puzzle), sol.(*heyawake.Solution), other.(*heyawake.Solution), r)
		},
	}
	fo := g.From(seed)
	if fo.Tries == 0 && (g.Difficulty == generate.Medium || g.Difficulty == generate.Hard) {
		fo.Tries = 200 // about one draw in ten grades medium or hard
	}
	res, err := generate.FromSolution(ctx, src, fo)
	if err != nil {
		return nil, err
	}
	return res.Contract(g.ID(k, seed)), nil
}

// Rooms cuts a rows x cols grid into random rectangles.
func Rooms(rows, cols int, r *rng.Rand) *regions.Regions {
	of := make([]int, rows*cols)
	n := 0
	var cut func(r0, c0, h, w int)
	cut = func(r0, c0, h, w int) {
		a := h * w
		stop := a <= 2 || a <= 6 && r.IntN(3) > 0 || a <= 12 && h <= 4 && w <= 4 && r.IntN(3) == 0
		if stop {
			for i := r0; i < r0+h; i++ {
				for j := c0; j < c0+w; j++ {
					of[i*cols+j] = n
				}
			}
			n++
			return
		}
		if h > w || h == w && r.IntN(2) == 0 {
			k := 1 + r.IntN(h-1)
			cut(r0, c0, k, w)
			cut(r0+k, c0, h-k, w)
			return
		}
		k := 1 + r.IntN(w-1)
		cut(r0, c0, h, k)
		cut(r0, c0+k, h, w-k)
	}
	cut(0, 0, rows, cols)
	g, _ := regions.New(rows, cols, of)
	return g
}

// Fix splits a room where sol and other differ into two rectangles, so
// that sol (its numbers recounted) is still a solution and other is not:
// the rooms of the differing cells in a random order, each cut at a
// random place across rows or columns, until one works (false: none).
func Fix(p *heyawake.Puzzle, sol, other *heyawake.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
	var diff []int
	for i := range sol.Shaded {
		if sol.Shaded[i] != other.Shaded[i] {
			diff = append(diff, i)
		}
	}
	for _, d := range r.Perm(len(diff)) {
		k := p.Rooms.Of[diff[d]]
		cells := p.Rooms.Cells(k)
		r0, c0 := cells[0]/p.Cols, cells[0]%p.Cols
		last := cells[len(cells)-1]
		h, w := last/p.Cols-r0+1, last%p.Cols-c0+1
		var cuts [][2]int // {0, k}: rows r0..r0+k-1 apart; {1, k}: columns
		for i := 1; i < h; i++ {
			cuts = append(cuts, [2]int{0, i})
		}
		for j := 1; j < w; j++ {
			cuts = append(cuts, [2]int{1, j})
		}
		for _, ci := range r.Perm(len(cuts)) {
			cu := cuts[ci]
			of := append([]int(nil), p.Rooms.Of...)
			for _, i := range cells {
				if cu[0] == 0 && i/p.Cols >= r0+cu[1] || cu[0] == 1 && i%p.Cols >= c0+cu[1] {
					of[i] = p.Rooms.N
				}
			}
			g, err := regions.New(p.Rows, p.Cols, of)
			if err != nil {
				continue
			}
			q := Numbered(heyawake.NewPuzzle(p.Rows, p.Cols, g), sol)
			if heyawake.Check(q, sol) == nil && heyawake.Check(q, other) != nil {
				return q, true
			}
		}
	}
	return nil, false
}

// Numbered is p with every room numbered by sol's shaded cells in it,
// in the room's first cell.
func Numbered(p *heyawake.Puzzle, sol *heyawake.Solution) *heyawake.Puzzle {
	q := heyawake.NewPuzzle(p.Rows, p.Cols, p.Rooms)
	for k := 0; k < p.Rooms.N; k++ {
		cells := p.Rooms.Cells(k)
		n := 0
		for _, i := range cells {
			if sol.Shaded[i] {
				n++
			}
		}
		q.Nums[cells[0]] = n
	}
	return q
}

// Keep is full with the numbers of clues i where kept[i] (the
// encoding's clues: the numbered rooms in room order).
func Keep(full *heyawake.Puzzle, kept []bool) *heyawake.Puzzle {
	q := heyawake.NewPuzzle(full.Rows, full.Cols, full.Rooms)
	i := 0
	for k := 0; k < full.Rooms.N; k++ {
		num, at := full.RoomNumber(k)
		if at < 0 {
			continue
		}
		if i < len(kept) && kept[i] {
			q.Nums[at] = num
		}
		i++
	}
	return q
}
