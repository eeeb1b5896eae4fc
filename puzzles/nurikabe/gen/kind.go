// Package gen generates Nurikabe puzzles with exactly one solution,
// proved by SAT, graded by their explanations (generate.FromSolution).
//
// # Construction
//
//  1. A random shading: every cell shaded, then, while a 2x2 block is
//     all shaded, one of its cells (a random block, its cells in a
//     random order) unshaded where the shaded cells stay connected and
//     the island it joins stays within the largest size (1 + cells/20,
//     6 at 10x10; medium 1 + cells/14; hard 2 + cells/10, 12 at 10x10:
//     bigger islands need more steps of several numbers), then more cells beside the islands unshaded
//     the same way until about 35% of the grid is unshaded (or no cell
//     can be). Bigger islands (9) or more unshaded (45%) gave layouts
//     that 100 number moves seldom made unique. A block no cell of which can go is a draw again.
//  2. Numbers: each island (a connected group of unshaded cells)
//     numbered with its size at a random cell of it.
//  3. Uniqueness: Nurikabe keeps every island's number (an island
//     without one breaks the rules), so nothing is removed; while other
//     solutions exist, the number of an island moves to a cell of it
//     that other solutions shade (the most often first): that cell is
//     then unshaded in every solution, and those others are gone. The
//     move leaving the fewest solutions (counted up to 20) is taken
//     (generate.Narrow); a layout that is not unique after 100 moves is
//     drawn again.
//
// The unique puzzle is graded by its explanation, the numbers being its
// clues (easy: every step uses one number; medium: two; hard: three or
// more); a puzzle of another grade is dropped and the next draw tried.
// Hard puzzles are rare (a few in a hundred draws at 10x10, none in a
// hundred at 7x7): a step of three numbers needs big islands side by
// side, which the number moves seldom make unique.
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/nurikabe"
)

// Kind is Nurikabe with its generator: every capability of
// nurikabe.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ nurikabe.Nurikabe }

// GenerateHelp is the help of `generate nurikabe`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Nurikabe puzzles with exactly one solution, proved by SAT, graded",
		"A random shading (connected, no 2x2 shaded, islands of at most 1 + cells/20), each island numbered at a\n" +
			"random cell of it; while SAT finds other solutions, an island's number moves to a cell of it that\n" +
			"they shade. Graded by the explanations, the numbers being the clues (or --grade-by engine).\n" +
			"See docs/nurikabe.md."
}

// GenerateOptions are the flags of `generate nurikabe`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Min, opts[i].Max = 3, 30
		}
	}
	return append(opts, generate.BatchOptions(k, nil)...)
}

// CheckSettings checks the settings of `generate nurikabe`.
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
	maxIsland := 1 + g.H*g.W/20
	switch g.Difficulty {
	case generate.Medium:
		maxIsland = 1 + g.H*g.W/14
	case generate.Hard:
		maxIsland = 2 + g.H*g.W/10
	}
	n := generate.Narrow{Kind: k, Limit: 20, Rounds: 100, Moves: moves, Key: key}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			shaded, ok := Shading(g.H, g.W, maxIsland, 35, r)
			if !ok {
				return nil, nil, generate.ErrRetry
			}
			p, sol := Numbered(g.H, g.W, shaded, r)
			q, ok, err := n.Run(ctx, p, sol, r)
			if err != nil {
				return nil, nil, err
			}
			if !ok {
				return nil, nil, generate.ErrRetry
			}
			return q, sol, nil
		},
	}
	fo := g.From(seed)
	if fo.Tries == 0 {
		fo.Tries = 100
	}
	res, err := generate.FromSolution(ctx, src, fo)
	if err != nil {
		return nil, err
	}
	return res.Contract(g.ID(k, seed)), nil
}

func neighbours(rows, cols, i int, out []int) []int {
	out = out[:0]
	r, c := i/cols, i%cols
	if r > 0 {
		out = append(out, i-cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < cols {
		out = append(out, i+1)
	}
	if r+1 < rows {
		out = append(out, i+cols)
	}
	return out
}

// Shading is a random shading obeying Nurikabe's rules but the numbers
// (step 1 of the package doc): islands of at most maxIsland cells, about
// percent% of the cells unshaded; false when a 2x2 block could not be
// broken.
func Shading(rows, cols, maxIsland, percent int, r *rng.Rand) ([]bool, bool) {
	N := rows * cols
	shaded := make([]bool, N)
	for i := range shaded {
		shaded[i] = true
	}
	var nb []int
	seen := make([]int, N)
	mark := 0
	// canUnshade: the shaded cells without i stay connected, and the
	// island i joins has at most maxIsland cells.
	canUnshade := func(i int) bool {
		mark++
		size := 1
		seen[i] = mark
		var stack []int
		for _, d := range neighbours(rows, cols, i, nb) {
			if !shaded[d] && seen[d] != mark {
				seen[d] = mark
				stack = append(stack, d)
			}
		}
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			if size > maxIsland {
				return false
			}
			for _, d := range neighbours(rows, cols, c, nil) {
				if !shaded[d] && seen[d] != mark {
					seen[d] = mark
					stack = append(stack, d)
				}
			}
		}
		shaded[i] = false
		defer func() { shaded[i] = true }()
		start, count := -1, 0
		for c, s := range shaded {
			if s {
				count++
				if start < 0 {
					start = c
				}
			}
		}
		if count == 0 {
			return false
		}
		mark++
		seen[start] = mark
		stack = append(stack[:0], start)
		reached := 1
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range neighbours(rows, cols, c, nil) {
				if shaded[d] && seen[d] != mark {
					seen[d] = mark
					reached++
					stack = append(stack, d)
				}
			}
		}
		return reached == count
	}
	for {
		var blocks []int
		for i := 0; i < N; i++ {
			if i%cols+1 < cols && i+cols < N && shaded[i] && shaded[i+1] && shaded[i+cols] && shaded[i+cols+1] {
				blocks = append(blocks, i)
			}
		}
		if len(blocks) == 0 {
			break
		}
		b := blocks[r.IntN(len(blocks))]
		cells := []int{b, b + 1, b + cols, b + cols + 1}
		done := false
		for _, j := range r.Perm(4) {
			if canUnshade(cells[j]) {
				shaded[cells[j]] = false
				done = true
				break
			}
		}
		if !done {
			return nil, false
		}
	}
	unshaded := 0
	for _, s := range shaded {
		if !s {
			unshaded++
		}
	}
	for _, i := range r.Perm(N) {
		if unshaded*100 >= percent*N {
			break
		}
		if !shaded[i] {
			continue
		}
		beside := false
		for _, d := range neighbours(rows, cols, i, nb) {
			beside = beside || !shaded[d]
		}
		if beside && canUnshade(i) {
			shaded[i] = false
			unshaded++
		}
	}
	return shaded, true
}

// islands are the unshaded components: island[i] is cell i's (-1:
// shaded), and the cells of each.
func islands(rows, cols int, shaded []bool) ([]int, [][]int) {
	of := make([]int, len(shaded))
	for i := range of {
		of[i] = -1
	}
	var cells [][]int
	for i, s := range shaded {
		if s || of[i] >= 0 {
			continue
		}
		k := len(cells)
		of[i] = k
		group := []int{i}
		for q := 0; q < len(group); q++ {
			for _, d := range neighbours(rows, cols, group[q], nil) {
				if !shaded[d] && of[d] < 0 {
					of[d] = k
					group = append(group, d)
				}
			}
		}
		cells = append(cells, group)
	}
	return of, cells
}

// Numbered is the puzzle of a shading with each island's size at a
// random cell of it, and the shading as its solution.
func Numbered(rows, cols int, shaded []bool, r *rng.Rand) (*nurikabe.Puzzle, *nurikabe.Solution) {
	_, isl := islands(rows, cols, shaded)
	cells := make([]int, rows*cols)
	for _, g := range isl {
		cells[g[r.IntN(len(g))]] = len(g)
	}
	sol := &nurikabe.Solution{Rows: rows, Cols: cols, Shaded: [][2]int{}}
	for i, s := range shaded {
		if s {
			sol.Shaded = append(sol.Shaded, [2]int{i / cols, i % cols})
		}
	}
	return nurikabe.NewPuzzle(rows, cols, cells), sol
}

// moves are the puzzles with one island's number moved to a cell of the
// island that other solutions shade, the most often shaded first (ties
// in a random order), at most 8.
func moves(pz puzzle.Puzzle, s puzzle.Solution, others []puzzle.Solution, r *rng.Rand) []puzzle.Puzzle {
	p := pz.(*nurikabe.Puzzle)
	mask, err := s.(*nurikabe.Solution).Mask()
	if err != nil {
		return nil
	}
	of, isl := islands(p.Rows, p.Cols, mask)
	freq := make([]int, len(mask))
	var cells []int
	for _, o := range others {
		m, err := o.(*nurikabe.Solution).Mask()
		if err != nil {
			continue
		}
		for i, sh := range m {
			if sh && !mask[i] {
				if freq[i] == 0 {
					cells = append(cells, i)
				}
				freq[i]++
			}
		}
	}
	for i := len(cells) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cells[i], cells[j] = cells[j], cells[i]
	}
	for i := 1; i < len(cells); i++ {
		for j := i; j > 0 && freq[cells[j]] > freq[cells[j-1]]; j-- {
			cells[j], cells[j-1] = cells[j-1], cells[j]
		}
	}
	var out []puzzle.Puzzle
	for _, c := range cells {
		if len(out) >= 8 {
			break
		}
		q := nurikabe.NewPuzzle(p.Rows, p.Cols, append([]int(nil), p.Cells...))
		for _, d := range isl[of[c]] {
			q.Cells[d] = nurikabe.Empty
		}
		q.Cells[c] = len(isl[of[c]])
		out = append(out, q)
	}
	return out
}

// key names a puzzle by its numbers (generate.Narrow.Key).
func key(p puzzle.Puzzle) string {
	b := []byte{}
	for _, v := range p.(*nurikabe.Puzzle).Cells {
		b = append(b, byte(v+1))
	}
	return string(b)
}
