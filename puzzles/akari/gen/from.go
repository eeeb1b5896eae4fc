package gen

import (
	"context"
	"slices"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/akari"
)

// Generate makes one puzzle of opt with generate.FromSolution: a draw
// is a black layout (blacks), a random full set of lights
// (generate.RandomSolution, two in three phases a light: more lights make
// more telling numbers) and every black cell numbered; the numbers go in
// a random order.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	tries := opt.Tries
	if tries <= 0 {
		tries = 100
		if opt.Difficulty == generate.Hard {
			tries = 1000
		}
	}
	draws := 0
	src := generate.Source{
		Kind: akari.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			pc := min(90, opt.BlackPercent+5*(draws/20%5))
			draws++
			empty := blacks(opt, pc, r)
			sol, err := generate.RandomSolution(ctx, akari.Kind, empty, r, 67)
			if err != nil {
				return nil, nil, err
			}
			s := sol.(*akari.Solution)
			return numbered(empty, s), s, nil
		},
		Keep:  keepNumbers,
		Other: moved,
	}
	if opt.noOther {
		src.Other = nil
	}
	res, err := generate.FromSolution(ctx, src, generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader,
		Seed: opt.Seed, Tries: tries, TriesSetting: generate.MaxTries})
	if err != nil {
		return nil, err
	}
	return &Result{Puzzle: res.Puzzle.(*akari.Puzzle), Solution: res.Solution.(*akari.Solution), Report: res.Report, Seed: opt.Seed,
		Stats: Stats{Layouts: res.Stats.Draws, Calls: res.Stats.Calls, Elapsed: res.Stats.Elapsed}}, nil
}

// keepNumbers is full with the numbers kept: number k (the k-th numbered
// cell in row-major order, as Encode lists its clues) stays when
// kept[k]; the others become black cells without a number.
func keepNumbers(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	full := pz.(*akari.Puzzle)
	cells := slices.Clone(full.Cells)
	k := 0
	for i, v := range cells {
		if v >= 0 {
			if !kept[k] {
				cells[i] = akari.Black
			}
			k++
		}
	}
	return akari.NewPuzzle(full.Rows, full.Cols, cells)
}

// moved is, for the full puzzle (kept nil: every black cell numbered),
// another set of lights made by moving a light of sol that has no black
// neighbour along its row or column to another cell without one (so
// that every number still counts the same: two cells of a line share no
// neighbour), when the caller's check accepts it: then the
// full numbering leaves the lights open and the draw is dropped before
// it is encoded. Most dropped draws have such a move. For a puzzle with
// clues removed (kept non-nil) it looks for nothing.
func moved(full puzzle.Puzzle, sol puzzle.Solution, kept []bool, _ []int) puzzle.Solution {
	if kept != nil {
		return nil
	}
	p := full.(*akari.Puzzle)
	s := sol.(*akari.Solution)
	R, C := p.Rows, p.Cols
	light := s.Grid()
	black := func(r, c int) bool { return r < 0 || r >= R || c < 0 || c >= C || p.Cells[r*C+c] != akari.White }
	dirs := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	// free: no black cell (every one numbered) next to (r,c).
	free := func(r, c int) bool {
		for _, dd := range dirs {
			rr, cc := r+dd[0], c+dd[1]
			if rr >= 0 && rr < R && cc >= 0 && cc < C && p.Cells[rr*C+cc] != akari.White {
				return false
			}
		}
		return true
	}
	for _, l := range s.Lights {
		r, c := l[0], l[1]
		if !free(r, c) {
			continue
		}
		for _, dd := range dirs {
			for rr, cc := r+dd[0], c+dd[1]; !black(rr, cc); rr, cc = rr+dd[0], cc+dd[1] {
				if !free(rr, cc) {
					continue
				}
				light[r*C+c], light[rr*C+cc] = false, true
				other := &akari.Solution{Rows: R, Cols: C, Lights: [][2]int{}}
				for i, on := range light {
					if on {
						other.Lights = append(other.Lights, [2]int{i / C, i % C})
					}
				}
				light[r*C+c], light[rr*C+cc] = true, false
				if akari.Check(p, other) == nil {
					return other
				}
			}
		}
	}
	return nil
}
