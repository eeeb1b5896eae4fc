// Package gen generates KenKen (Tatham's Keen) and Killer Sudoku puzzles
// with exactly one solution, proved by SAT, graded, with
// generate.FromSolution.
//
// # Construction
//
// A draw makes a random solution: a Latin square (a Sudoku grid for
// Killer Sudoku), a model of the Latin rules found by the CDCL engine
// (solver/cdcl) with a random digit as each cell's first try
// (randomGrid). Then its cages, as Keen makes them (partition): the
// cells in a random order, each one not yet in a cage pairs with a
// random free neighbour (a domino), a cell left alone joins a neighbouring
// cage most of the time (Keen keeps a few one-cell cages, givens; Killer
// Sudoku fewer), and for Killer Sudoku random neighbouring cages merge
// while no digit would repeat, so that its cages hold about three
// cells. Cages have at most 4 cells (KenKen) or 5 (Killer Sudoku); a
// repair may make one larger by one.
//
// Each KenKen cage gets an operation as Keen chooses it (clue): a
// two-cell cage is a quotient when one digit divides the other (two
// times in three), else a difference half the time, else a sum or a
// product; a larger cage a sum or a product (sums three times in four
// for a hard target); a one-cell cage shows its digit. A Killer Sudoku cage shows its sum.
//
// No clue is removed (Source.Keep is nil): the cages are the puzzle.
// When it has a second solution, Source.Fix repairs it where the two
// solutions differ, with the first of these changes that the second
// solution breaks: another operation for the cage of a cell that differs
// (KenKen), that cell moved into a neighbouring cage, its cage merged
// with a neighbouring one, and last that cell cut off as a one-cell
// cage. FromSolution checks again, up to 200 repairs a draw, and
// grades the result (explanations by default; --grade-by engine),
// drawing again when the grade is not the one asked for.
//
// # Grades and Tatham's difficulties
//
// The engine (the default grader) grades Keen's 6x6 puzzles, 100 a
// level: e (easy) and n (normal) all easy, h (hard) and x (extreme) all
// medium, u (unreasonable) 99 medium and 1 hard. So Keen's e and n map
// onto easy, h and x onto medium, u onto hard (a hard puzzle here is
// harder than most of Keen's unreasonable ones). Solo's killer levels
// are not matched: the engine grades nearly every Killer Sudoku hard.
package gen

import (
	"context"
	"errors"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kenken"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// maxCage is the largest cage a draw makes; a repair may go one over.
func maxCage(killer bool) int {
	if killer {
		return 5
	}
	return 4
}

// randomGrid is a random n x n Latin square (with the boxes of a
// Sudoku when killer): a model of the Latin rules found by the CDCL
// engine with a random digit as each cell's first try.
func randomGrid(ctx context.Context, n int, killer bool, r *rng.Rand) (*kenken.Solution, error) {
	f := encode.NewFormula()
	x := func(row, col, d int) encode.Lit { return encode.Lit(1 + (row*n+col)*n + d - 1) }
	for range n * n * n {
		f.New("")
	}
	b := encode.NewBuilder(f, encode.Native, encode.Pairwise)
	lits := make([]encode.Lit, n)
	group := func(cell func(j int) (int, int)) {
		for d := 1; d <= n; d++ {
			for j := range n {
				row, col := cell(j)
				lits[j] = x(row, col, d)
			}
			b.ExactlyOne(lits)
		}
	}
	for i := range n * n {
		for d := 1; d <= n; d++ {
			lits[d-1] = x(i/n, i%n, d)
		}
		b.ExactlyOne(lits)
	}
	for k := range n {
		group(func(j int) (int, int) { return k, j })
		group(func(j int) (int, int) { return j, k })
		if killer {
			br, bc := kenken.Boxes(n)
			r0, c0 := k/(n/bc)*br, k%(n/bc)*bc
			group(func(j int) (int, int) { return r0 + j/bc, c0 + j%bc })
		}
	}
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	for i := range n * n {
		s.SetPhase(x(i/n, i%n, 1+r.IntN(n)))
	}
	if st := s.Solve(ctx, nil); st != cdcl.Sat {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return nil, errors.New("no Latin square found")
	}
	m := s.Model()
	sol := &kenken.Solution{N: n, Grid: make([]int, n*n)}
	for i := range n * n {
		for d := 1; d <= n; d++ {
			if m.Value(x(i/n, i%n, d)) {
				sol.Grid[i] = d
			}
		}
	}
	return sol, nil
}

// neighbours are the cells next to i in an n x n grid.
func neighbours(n, i int) []int {
	out := make([]int, 0, 4)
	r, c := i/n, i%n
	if r > 0 {
		out = append(out, i-n)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c < n-1 {
		out = append(out, i+1)
	}
	if r < n-1 {
		out = append(out, i+n)
	}
	return out
}

// partition cuts the grid of sol into cages: of[i] is cell i's cage
// label (see the package doc).
func partition(sol *kenken.Solution, killer bool, target generate.Grade, r *rng.Rand) []int {
	big := target == generate.Hard
	n := sol.N
	of := make([]int, n*n)
	for i := range of {
		of[i] = -1
	}
	size := map[int]int{}
	next := 0
	var free []int
	for _, i := range r.Perm(n * n) {
		if of[i] >= 0 {
			continue
		}
		of[i] = next
		size[next] = 1
		free = free[:0]
		for _, j := range neighbours(n, i) {
			if of[j] < 0 {
				free = append(free, j)
			}
		}
		if len(free) > 0 {
			of[free[r.IntN(len(free))]] = next
			size[next] = 2
		}
		next++
	}
	keep := 25 // percent of one-cell cages kept
	if killer || big {
		keep = 5
	}
	var cands []int
	for _, i := range r.Perm(n * n) {
		if size[of[i]] != 1 || r.Percent(keep) {
			continue
		}
		cands = cands[:0]
		for _, j := range neighbours(n, i) {
			if size[of[j]] < maxCage(killer) && (!killer || !holds(sol, of, of[j], sol.Grid[i])) {
				cands = append(cands, of[j])
			}
		}
		if len(cands) > 0 {
			k := cands[r.IntN(len(cands))]
			size[of[i]]--
			of[i] = k
			size[k]++
		}
	}
	// mergeP is the percent of cells whose cage tries to merge with a
	// neighbouring one. Killer Sudoku: 15 (about 32 cages at 9x9, as
	// Solo's, which the engine grades medium or hard alike), none for an
	// easy target (about 38 cages: easy or medium), 40 for a hard one
	// (about 25: all hard). KenKen: none, 70 for a hard target (10 draws a
	// hard 6x6 instead of 16).
	mergeP := 0
	switch {
	case killer && target == generate.Hard:
		mergeP = 40
	case killer && target != generate.Easy:
		mergeP = 15
	case big:
		mergeP = 70
	}
	if mergeP > 0 {
		for _, i := range r.Perm(n * n) {
			if !r.Percent(mergeP) {
				continue
			}
			j := neighbours(n, i)
			jj := j[r.IntN(len(j))]
			a, b := of[i], of[jj]
			if a != b && size[a]+size[b] <= maxCage(killer) && (!killer || distinct(sol, of, a, b)) {
				merge(of, a, b)
				size[b] += size[a]
				size[a] = 0
			}
		}
	}
	return of
}

// holds reports whether cage k of of holds digit d in sol.
func holds(sol *kenken.Solution, of []int, k, d int) bool {
	for i, o := range of {
		if o == k && sol.Grid[i] == d {
			return true
		}
	}
	return false
}

// distinct reports whether cages a and b together hold no digit twice.
func distinct(sol *kenken.Solution, of []int, a, b int) bool {
	var seen [kenken.MaxSide + 1]bool
	for i, o := range of {
		if o == a || o == b {
			if seen[sol.Grid[i]] {
				return false
			}
			seen[sol.Grid[i]] = true
		}
	}
	return true
}

// merge relabels cage a as b.
func merge(of []int, a, b int) {
	for i, o := range of {
		if o == a {
			of[i] = b
		}
	}
}

// clue is the clue of the cage of cells in sol, as Keen picks it (see the
// package doc); a Killer Sudoku's is the sum.
// sums is the percent of sums among the clues of cages of three cells or
// more (the rest are products): 50, or 75 for a hard target, which makes
// hard puzzles three times as often (3 draws a hard 6x6 instead of 9).
func clue(sol *kenken.Solution, cells []int, killer bool, sums int, r *rng.Rand) kenken.Clued {
	ds := make([]int, len(cells))
	for j, i := range cells {
		ds[j] = sol.Grid[i]
	}
	ops := clueOps(ds, killer)
	if len(ops) == 1 {
		return ops[0]
	}
	if len(ds) == 2 {
		hi, lo := max(ds[0], ds[1]), min(ds[0], ds[1])
		switch {
		case hi%lo == 0 && r.IntN(3) != 0:
			return kenken.Clued{Target: hi / lo, Op: kenken.Div}
		case r.IntN(2) == 0:
			return kenken.Clued{Target: hi - lo, Op: kenken.Sub}
		}
	}
	if len(ds) == 2 && r.IntN(2) == 0 || len(ds) > 2 && r.Percent(sums) {
		return value(ds, kenken.Add)
	}
	return value(ds, kenken.Mul)
}

// clueOps are every clue the digits ds may show.
func clueOps(ds []int, killer bool) []kenken.Clued {
	if len(ds) == 1 {
		return []kenken.Clued{{Target: ds[0], Op: kenken.Given}}
	}
	if killer {
		return []kenken.Clued{value(ds, kenken.Add)}
	}
	out := []kenken.Clued{value(ds, kenken.Add), value(ds, kenken.Mul)}
	if len(ds) == 2 {
		hi, lo := max(ds[0], ds[1]), min(ds[0], ds[1])
		out = append(out, kenken.Clued{Target: hi - lo, Op: kenken.Sub})
		if hi%lo == 0 {
			out = append(out, kenken.Clued{Target: hi / lo, Op: kenken.Div})
		}
	}
	return out
}

// value is the sum or product of ds.
func value(ds []int, op kenken.Op) kenken.Clued {
	v := 0
	if op == kenken.Mul {
		v = 1
	}
	for _, d := range ds {
		if op == kenken.Mul {
			v *= d
		} else {
			v += d
		}
	}
	return kenken.Clued{Target: v, Op: op}
}

// build is the puzzle of cage labels of and a clue per label.
func build(n int, killer bool, of []int, clues map[int]kenken.Clued) (*kenken.Puzzle, error) {
	return kenken.Caged(n, killer, of, func(cells []int) kenken.Clued { return clues[of[cells[0]]] })
}

// full is a draw's puzzle: a random grid, its cages and their clues.
func full(ctx context.Context, n int, killer bool, target generate.Grade, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
	sol, err := randomGrid(ctx, n, killer, r)
	if err != nil {
		return nil, nil, err
	}
	of := partition(sol, killer, target, r)
	clues := map[int]kenken.Clued{}
	for _, k := range labels(of) {
		clues[k] = clue(sol, cellsOf(of, k), killer, sumPercent(target == generate.Hard), r)
	}
	p, err := build(n, killer, of, clues)
	if err != nil {
		return nil, nil, err
	}
	return p, sol, nil
}

// labels are the cage labels of of, in the order of first appearance.
func labels(of []int) []int {
	var out []int
	seen := map[int]bool{}
	for _, k := range of {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// cellsOf are the cells labelled k, in row-major order.
func cellsOf(of []int, k int) []int {
	var out []int
	for i, o := range of {
		if o == k {
			out = append(out, i)
		}
	}
	return out
}

// connected reports whether cells (at least one) are connected in an n
// x n grid.
func connected(n int, cells []int) bool {
	in := map[int]bool{}
	for _, i := range cells {
		in[i] = true
	}
	seen := map[int]bool{cells[0]: true}
	stack := []int{cells[0]}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range neighbours(n, i) {
			if in[j] && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return len(seen) == len(cells)
}

// sumPercent is clue's sums for a hard target (big) or another.
func sumPercent(big bool) int {
	if big {
		return 75
	}
	return 50
}

// fixer is fix for the clues of a hard target (big) or another.
func fixer(big bool) func(pz puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
	return func(pz puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
		return fix(pz, sol, other, sumPercent(big), r)
	}
}

// fix repairs the puzzle pz, which has the second solution other besides
// sol (Source.Fix; see the package doc): the first change, cells where
// the two differ in a random order, that sol keeps and other breaks.
func fix(pz puzzle.Puzzle, sol, other puzzle.Solution, sums int, r *rng.Rand) (puzzle.Puzzle, bool) {
	p := pz.(*kenken.Puzzle)
	s, o := sol.(*kenken.Solution), other.(*kenken.Solution)
	n, killer := p.N, p.Killer
	of := slices.Clone(p.CageOf)
	clues := map[int]kenken.Clued{}
	for k, cg := range p.Cages {
		clues[k] = kenken.Clued{Target: cg.Target, Op: cg.Op}
	}
	var diff []int
	for i := range s.Grid {
		if s.Grid[i] != o.Grid[i] {
			diff = append(diff, i)
		}
	}
	r.Shuffle(len(diff), func(i, j int) { diff[i], diff[j] = diff[j], diff[i] })
	fresh := len(p.Cages)
	try := func(of []int, clues map[int]kenken.Clued) (puzzle.Puzzle, bool) {
		q, err := build(n, killer, of, clues)
		if err != nil || kenken.Check(q, s) != nil || kenken.Check(q, o) == nil {
			return nil, false
		}
		return q, true
	}
	// reclue gives the cages ks new clues from sol.
	reclue := func(of []int, ks ...int) map[int]kenken.Clued {
		c := make(map[int]kenken.Clued, len(clues)+2)
		for k, v := range clues {
			c[k] = v
		}
		for _, k := range ks {
			if cells := cellsOf(of, k); len(cells) > 0 {
				c[k] = clue(s, cells, killer, sums, r)
			}
		}
		return c
	}
	// Another operation for the cage of a cell that differs.
	if !killer {
		for _, i := range diff {
			k := of[i]
			cells := cellsOf(of, k)
			ds := make([]int, len(cells))
			for j, c := range cells {
				ds[j] = s.Grid[c]
			}
			ops := clueOps(ds, false)
			r.Shuffle(len(ops), func(a, b int) { ops[a], ops[b] = ops[b], ops[a] })
			for _, cl := range ops {
				c := reclue(of)
				c[k] = cl
				if q, ok := try(of, c); ok {
					return q, true
				}
			}
		}
	}
	// A cell that differs moves into a neighbouring cage.
	for _, i := range diff {
		from := of[i]
		rest := slices.DeleteFunc(cellsOf(of, from), func(c int) bool { return c == i })
		if len(rest) == 0 || !connected(n, rest) {
			continue
		}
		for _, j := range neighbours(n, i) {
			to := of[j]
			if to == from || len(cellsOf(of, to)) >= maxCage(killer)+1 || killer && holds(s, of, to, s.Grid[i]) {
				continue
			}
			of2 := slices.Clone(of)
			of2[i] = to
			if q, ok := try(of2, reclue(of2, from, to)); ok {
				return q, true
			}
		}
	}
	// The cage of a cell that differs merges with a neighbouring cage.
	for _, i := range diff {
		a := of[i]
		for _, c := range cellsOf(of, a) {
			for _, j := range neighbours(n, c) {
				b := of[j]
				if b == a || len(cellsOf(of, a))+len(cellsOf(of, b)) > maxCage(killer)+1 || killer && !distinct(s, of, a, b) {
					continue
				}
				of2 := slices.Clone(of)
				merge(of2, a, b)
				if q, ok := try(of2, reclue(of2, b)); ok {
					return q, true
				}
			}
		}
	}
	// A cell that differs alone: the rest of its cage, cut into its
	// connected parts, become cages of their own.
	for _, i := range diff {
		a := of[i]
		of2 := slices.Clone(of)
		of2[i] = fresh
		ks := []int{fresh}
		fresh++
		rest := slices.DeleteFunc(cellsOf(of, a), func(c int) bool { return c == i })
		for len(rest) > 0 {
			part := component(n, rest)
			for _, c := range part {
				of2[c] = fresh
			}
			ks = append(ks, fresh)
			fresh++
			rest = slices.DeleteFunc(rest, func(c int) bool { return slices.Contains(part, c) })
		}
		if q, ok := try(of2, reclue(of2, ks...)); ok {
			return q, true
		}
	}
	return nil, false
}

// component is the connected part of cells that holds cells[0].
func component(n int, cells []int) []int {
	in := map[int]bool{}
	for _, i := range cells {
		in[i] = true
	}
	out := []int{cells[0]}
	seen := map[int]bool{cells[0]: true}
	for k := 0; k < len(out); k++ {
		for _, j := range neighbours(n, out[k]) {
			if in[j] && !seen[j] {
				seen[j] = true
				out = append(out, j)
			}
		}
	}
	return out
}
