// Package gen generates Fillomino puzzles with generate.FromSolution: a
// random division of the grid into polyominoes of 1 to 9 cells (grown
// one at a time from random cells, none touching another of its size),
// every cell given its number, then numbers removed in a random order
// while SAT proves the division the only one. The encodings use
// --domains grid, so that a number left out lets its cell take any size
// the grid allows.
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/fillomino"
)

// Kind is Fillomino with its generator: every capability of
// fillomino.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ fillomino.Fillomino }

// GenerateHelp is the help of `generate fillomino`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Fillomino (Filling) puzzles with exactly one solution, proved by SAT, graded",
		"A random division into polyominoes of 1 to 9 cells, none touching one of its size, every cell given\n" +
			"its number, then numbers removed in a random order while one incremental SAT session, the givens'\n" +
			"selectors as assumptions and the lazy size cuts kept, proves the division the only one. Grades by\n" +
			"the engine (depth of case analysis) by default. See docs/fillomino.md."
}

// GenerateOptions are the flags of `generate fillomino`: Tatham's
// default size 9x7, engine grading.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		switch opts[i].Name {
		case "size":
			opts[i].Default = "9x7"
			opts[i].Max = 20
		case "grade-by":
			opts[i].Default = "engine"
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// CheckSettings checks the settings of `generate fillomino`.
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
			vals := Division(g.H, g.W, 9, r)
			if vals == nil {
				return nil, nil, generate.ErrRetry
			}
			p := fillomino.NewPuzzle(g.H, g.W)
			copy(p.Given, vals)
			return p, &fillomino.Solution{Rows: g.H, Cols: g.W, Values: vals}, nil
		},
		Keep: func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle {
			return Keep(full.(*fillomino.Puzzle), kept)
		},
	}
	opt := g.From(seed)
	opt.Settings = map[string]string{"domains": "grid"}
	res, err := generate.FromSolution(ctx, src, opt)
	if err != nil {
		return nil, err
	}
	gen := res.Contract(g.ID(k, seed))
	gen.Format = "tatham"
	return gen, nil
}

// Keep is p with only the givens i (in row-major order, the order of the
// encoding's clues) where kept[i].
func Keep(p *fillomino.Puzzle, kept []bool) *fillomino.Puzzle {
	q := fillomino.NewPuzzle(p.Rows, p.Cols)
	k := 0
	for i, v := range p.Given {
		q.Given[i] = v
		if v != fillomino.None {
			if k < len(kept) && !kept[k] {
				q.Given[i] = fillomino.None
			}
			k++
		}
	}
	return q
}

// Division is a random solution of an empty rows x cols Fillomino with
// polyominoes of at most maxSize cells: cells in a random order, each
// still free one grows a polyomino toward a random size through random
// free neighbours; one that would touch a polyomino of its size grows
// by one more cell where it can. nil when a few tries fail.
func Division(rows, cols, maxSize int, r *rng.Rand) []int {
	n := rows * cols
	nb := func(i int) []int {
		out := make([]int, 0, 4)
		if i >= cols {
			out = append(out, i-cols)
		}
		if i%cols > 0 {
			out = append(out, i-1)
		}
		if i%cols < cols-1 {
			out = append(out, i+1)
		}
		if i+cols < n {
			out = append(out, i+cols)
		}
		return out
	}
	for try := 0; try < 50; try++ {
		vals := make([]int, n)
		ok := true
		for _, s := range r.Perm(n) {
			if vals[s] != 0 {
				continue
			}
			target := 1 + r.IntN(maxSize)
			region := []int{s}
			in := map[int]bool{s: true}
			grow := func() bool {
				var frontier []int
				for _, c := range region {
					for _, d := range nb(c) {
						if vals[d] == 0 && !in[d] && !contains(frontier, d) {
							frontier = append(frontier, d)
						}
					}
				}
				if len(frontier) == 0 {
					return false
				}
				d := frontier[r.IntN(len(frontier))]
				in[d] = true
				region = append(region, d)
				return true
			}
			for len(region) < target && grow() {
			}
			clash := func() bool {
				for _, c := range region {
					for _, d := range nb(c) {
						if !in[d] && vals[d] == len(region) {
							return true
						}
					}
				}
				return false
			}
			for clash() {
				if len(region) >= maxSize || !grow() {
					ok = false
					break
				}
			}
			if !ok {
				break
			}
			for _, c := range region {
				vals[c] = len(region)
			}
		}
		if ok {
			return vals
		}
	}
	return nil
}

func contains(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}
