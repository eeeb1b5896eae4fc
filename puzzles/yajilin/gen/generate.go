// Package gen generates Yajilin puzzles with exactly one solution,
// proved by SAT, graded easy, medium or hard.
//
// # Construction
//
// A random loop first, the boundary of a random simply connected region
// of the faces between the cell centres (shape/loop.RandomCentreLoop, as
// Tatham's loopgen draws it: RandomLoop). The cells off the loop are
// shaded greedily, fewest free neighbours first, never two side by side
// (Shade); the rest of them become clue cells, each with an arrow where
// it passes the most cells no other arrow passes, and the count of shaded
// cells it sees (Full). A full puzzle with a second solution is repaired
// (Turn: a clue turned to a direction in which the two solutions shade a
// different number of cells); a draw Turn cannot repair is dropped. Then
// the arrows go, in a random order, while the rest still fix the
// solution: generate.FromSolution (one incremental CDCL session per draw,
// a selector per arrow, the lazy one-loop cuts kept); an arrow removed
// leaves its clue cell blank (a clue cell without number), so that the
// puzzles have more blank clue cells than arrows. The grade is the
// grader's (by default the explanations').
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/yajilin"
	"github.com/puzzlesat/puzzlesat/shape/loop"
)

// Source is generate.FromSolution's source for rows x cols puzzles.
func Source(rows, cols int) generate.Source {
	return generate.Source{
		Kind: yajilin.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			p, s := Full(rows, cols, r)
			return p, s, nil
		},
		Keep: keepArrows,
		Fix: func(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
			p := Turn(full.(*yajilin.Puzzle), sol.(*yajilin.Solution), other.(*yajilin.Solution), r)
			return p, p != nil
		},
	}
}

// RandomLoop is a random loop through the centres of a rows x cols grid
// (a Solution without shaded cells): the boundary of a random region of
// the faces between the centres (loop.RandomCentreLoop). Unbiased: loops
// grown towards many cells (as Masyu's are) leave too few cells off the
// loop for clues, and their full puzzles are almost never unique.
func RandomLoop(rows, cols int, r *rng.Rand) *yajilin.Solution {
	s := yajilin.NewSolution(rows, cols)
	s.H, s.V = loop.RandomCentreLoop(rows, cols, r)
	return s
}

// onLoop reports which cells s's loop visits.
func onLoop(p *yajilin.Puzzle, s *yajilin.Solution) []bool {
	on := make([]bool, p.Rows*p.Cols)
	for e := 0; e < p.NumEdges(); e++ {
		if s.Edge(e) {
			a, b := p.EdgeEnds(e)
			on[a[0]*p.Cols+a[1]] = true
			on[b[0]*p.Cols+b[1]] = true
		}
	}
	return on
}

// Shade shades cells off s's loop, never two side by side: a cell with
// the fewest unshaded free neighbours first (ties in a random order), so
// that few cells are left for clues.
func Shade(p *yajilin.Puzzle, s *yajilin.Solution, r *rng.Rand) {
	on := onLoop(p, s)
	R, C := p.Rows, p.Cols
	n := R * C
	free := make([]bool, n) // off the loop, not shaded, no shaded neighbour
	for i := range free {
		free[i] = !on[i]
	}
	nbrs := func(i int) []int {
		var out []int
		rr, c := i/C, i%C
		for _, st := range yajilin.Step {
			nr, nc := rr+st[0], c+st[1]
			if nr >= 0 && nr < R && nc >= 0 && nc < C {
				out = append(out, nr*C+nc)
			}
		}
		return out
	}
	order := r.Perm(n)
	for {
		best, bestD := -1, 5
		for _, i := range order {
			if !free[i] {
				continue
			}
			d := 0
			for _, j := range nbrs(i) {
				if free[j] {
					d++
				}
			}
			if d < bestD {
				best, bestD = i, d
			}
		}
		if best < 0 {
			return
		}
		s.Shaded[best] = true
		free[best] = false
		for _, j := range nbrs(best) {
			free[j] = false
		}
	}
}

// seen counts the shaded cells of s from (r,c) in direction d, and the
// cells there.
func seen(s *yajilin.Solution, r, c, d int) (shaded, cells int) {
	st := yajilin.Step[d]
	for rr, cc := r+st[0], c+st[1]; rr >= 0 && rr < s.Rows && cc >= 0 && cc < s.Cols; rr, cc = rr+st[0], cc+st[1] {
		cells++
		if s.Shaded[rr*s.Cols+cc] {
			shaded++
		}
	}
	return shaded, cells
}

// Full draws a random solution and the puzzle of it with an arrow on
// every clue cell: a loop (RandomLoop), shaded cells (Shade), and every
// other cell off the loop a clue, its number what its arrow sees. The
// clue cells, in a random order, each point where their arrow passes the
// most cells no arrow before passes (ties drawn at random), so that the
// arrows between them count the shading of most of the grid.
func Full(rows, cols int, r *rng.Rand) (*yajilin.Puzzle, *yajilin.Solution) {
	s := RandomLoop(rows, cols, r)
	p := yajilin.NewPuzzle(rows, cols)
	Shade(p, s, r)
	on := onLoop(p, s)
	covered := make([]bool, rows*cols)
	for _, i := range r.Perm(rows * cols) {
		if on[i] || s.Shaded[i] {
			continue
		}
		rr, c := i/cols, i%cols
		best, bestN, ties := -1, -1, 0
		for d, st := range yajilin.Step {
			n, k := 0, 0
			for r2, c2 := rr+st[0], c+st[1]; r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols; r2, c2 = r2+st[0], c2+st[1] {
				k++
				if !covered[r2*cols+c2] && (on[r2*cols+c2] || s.Shaded[r2*cols+c2]) {
					n++
				}
			}
			if k == 0 {
				continue
			}
			switch {
			case n > bestN:
				best, bestN, ties = d, n, 1
			case n == bestN:
				ties++
				if r.IntN(ties) == 0 {
					best = d
				}
			}
		}
		st := yajilin.Step[best]
		for r2, c2 := rr+st[0], c+st[1]; r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols; r2, c2 = r2+st[0], c2+st[1] {
			covered[r2*cols+c2] = true
		}
		k, _ := seen(s, rr, c, best)
		p.Cells[i] = yajilin.Cell{Clue: true, Dir: best, N: k}
	}
	return p, s
}

// Turn repairs a full puzzle with a second solution other: a random
// clue cell turns its arrow to a direction in which s and other shade a
// different number of cells, with s's count. s stays a solution and
// other is none; nil when no clue cell tells them apart.
func Turn(p *yajilin.Puzzle, s, other *yajilin.Solution, r *rng.Rand) *yajilin.Puzzle {
	type turn struct{ i, d int }
	var cands []turn
	for i, cl := range p.Cells {
		if !cl.Clue {
			continue
		}
		rr, c := i/p.Cols, i%p.Cols
		for d := range yajilin.Step {
			a, _ := seen(s, rr, c, d)
			b, _ := seen(other, rr, c, d)
			if a != b {
				cands = append(cands, turn{i, d})
			}
		}
	}
	if len(cands) == 0 {
		return nil
	}
	t := cands[r.IntN(len(cands))]
	q := yajilin.NewPuzzle(p.Rows, p.Cols)
	copy(q.Cells, p.Cells)
	k, _ := seen(s, t.i/p.Cols, t.i%p.Cols, t.d)
	q.Cells[t.i] = yajilin.Cell{Clue: true, Dir: t.d, N: k}
	return q
}

// keepArrows is full with the arrows kept: arrow k (the k-th numbered
// clue cell in row-major order, as Encode lists its clues) stays when
// kept[k], else its cell is a clue cell without number.
func keepArrows(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	full := pz.(*yajilin.Puzzle)
	p := yajilin.NewPuzzle(full.Rows, full.Cols)
	copy(p.Cells, full.Cells)
	k := 0
	for i, cl := range p.Cells {
		if cl.Clue && cl.N >= 0 {
			if !kept[k] {
				p.Cells[i].N = -1
			}
			k++
		}
	}
	return p
}
