package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// checker answers "is the solution unique under these clues?" with the
// incremental engine (solver/cdcl) on the project's encoding: every clue
// is guarded by a selector literal, the solution is blocked on the
// primary variables once, and each check assumes the selectors of the
// active clues true and the others false.
type checker struct {
	g   grid
	en  *encoding
	sel []encode.Lit
}

func newChecker(p *zebra.Puzzle, pos [][]int) (*checker, error) {
	en, err := newEncoding(skeleton(p))
	if err != nil {
		return nil, err
	}
	g := grid{M: len(p.Categories), N: p.N()}
	ch := &checker{g: g, en: en}
	// Block the solution: some value is not where the solution puts it.
	var block []encode.Lit
	for c := 0; c < g.M; c++ {
		for v := 0; v < g.N; v++ {
			block = append(block, -g.x(zebra.Ref{Cat: c, Val: v}, pos[c][v]))
		}
	}
	en.add(block...)
	return ch, nil
}

// addClue adds a candidate clue with a fresh selector.
func (ch *checker) addClue(c zebra.Clue) {
	s := ch.en.e.Formula.Aux("gen.select")
	ch.sel = append(ch.sel, s)
	ch.en.addClue(c, s)
}

// drop removes clue i for good.
func (ch *checker) drop(i int) {
	if ch.sel[i] != 0 {
		ch.en.add(-ch.sel[i])
	}
}

// unique reports whether the solution is the only one under the active
// clues (nil: all; clues without a selector are always on). When not, it
// returns another solution as pos[c][v].
func (ch *checker) unique(active []bool) ([][]int, bool) {
	ch.en.s.SetConflictLimit(0)
	if ch.en.s.Solve(context.Background(), ch.assumptions(active)) == cdcl.Unsat {
		return nil, true
	}
	return ch.model(), false
}

// assumptions are the selectors of the active clues, the negated
// selectors of the others.
func (ch *checker) assumptions(active []bool) []encode.Lit {
	as := make([]encode.Lit, 0, len(ch.sel)+1)
	for i, s := range ch.sel {
		switch {
		case s == 0: // a clue added without a selector, or none
		case active == nil || active[i]:
			as = append(as, s)
		default:
			as = append(as, -s)
		}
	}
	return as
}

// model is the grid of the solver's last model, as pos[c][v].
func (ch *checker) model() [][]int {
	s := ch.en.s
	alt := make([][]int, ch.g.M)
	for c := range alt {
		alt[c] = make([]int, ch.g.N)
		for v := 0; v < ch.g.N; v++ {
			alt[c][v] = -1
			for h := 0; h < ch.g.N; h++ {
				if s.ModelValue(ch.g.x(zebra.Ref{Cat: c, Val: v}, h)) {
					alt[c][v] = h
				}
			}
		}
	}
	return alt
}

// uniqueWithout asks whether the solution stays unique with clue c
// switched off (active false for it), the other active clues on: whether
// some grid satisfies those and violates c. Any other solution of the
// rest violates c, since the solution satisfies c; so this is the
// uniqueness question, and the negation of c constrains the search much
// more than the blocking clause ("not the solution") does. The negation's
// clauses are guarded by a fresh selector, assumed for this check only and
// then switched off for good. It returns Unsat (unique), Sat with the
// other grid, or Unknown when budget conflicts (0: no limit) ran out.
func (ch *checker) uniqueWithout(c zebra.Clue, active []bool, budget int64) ([][]int, cdcl.Status) {
	n := ch.en.e.Formula.Aux("gen.negate")
	forbid(ch.g, c, func(cl []encode.Lit) {
		ch.en.e.Formula.AddClause(append(cl, -n))
	})
	ch.en.sync()
	as := append(ch.assumptions(active), n)
	ch.en.s.SetConflictLimit(budget)
	res := ch.en.s.Solve(context.Background(), as)
	var alt [][]int
	if res == cdcl.Sat {
		alt = ch.model()
	}
	ch.en.add(-n)
	return alt, res
}

// forbid emits clauses that together say "c is false" (AnyOf: each
// statement is false): for every placement of c's operands but the last
// (placements no grid has, two values of one category in one house,
// skipped), one clause "these operands are not all there, or the last is
// at a position that makes c false". A clue of k operands gives at most
// N^(k-1) clauses of at most k-1+N literals.
func forbid(g grid, c zebra.Clue, emit func([]encode.Lit)) {
	if c.Kind == zebra.AnyOf {
		for _, s := range c.Any {
			forbid(g, s, emit)
		}
		return
	}
	pos := make([][]int, g.M)
	for i := range pos {
		pos[i] = make([]int, g.N)
		for v := range pos[i] {
			pos[i][v] = -1
		}
	}
	used := make([][]bool, g.M) // used[cat][h]: some operand of cat is at h
	for i := range used {
		used[i] = make([]bool, g.N)
	}
	k := len(c.Args)
	var prefix []encode.Lit
	var rec func(j int)
	rec = func(j int) {
		r := c.Args[j]
		if j == k-1 {
			cl := append([]encode.Lit(nil), prefix...)
			if h := pos[r.Cat][r.Val]; h >= 0 { // the same value twice
				if holds(c, pos, g.N) {
					emit(cl)
				}
				return
			}
			feasible := 0
			for h := 0; h < g.N; h++ {
				if used[r.Cat][h] {
					continue
				}
				feasible++
				pos[r.Cat][r.Val] = h
				if !holds(c, pos, g.N) {
					cl = append(cl, g.x(r, h))
				}
			}
			pos[r.Cat][r.Val] = -1
			if len(cl)-len(prefix) < feasible { // else c is false here whatever the last operand does
				emit(cl)
			}
			return
		}
		if pos[r.Cat][r.Val] >= 0 {
			rec(j + 1)
			return
		}
		for h := 0; h < g.N; h++ {
			if used[r.Cat][h] {
				continue
			}
			pos[r.Cat][r.Val], used[r.Cat][h] = h, true
			prefix = append(prefix, -g.x(r, h))
			rec(j + 1)
			prefix = prefix[:len(prefix)-1]
			pos[r.Cat][r.Val], used[r.Cat][h] = -1, false
		}
	}
	rec(0)
}

// setPhase makes the solver try the grid pos first: every grid literal's
// saved phase is its value in pos (the solver's own phase saving then
// takes over until the next call).
func (ch *checker) setPhase(pos [][]int) {
	s := ch.en.s
	for c := range pos {
		for v, h := range pos[c] {
			for k := 0; k < ch.g.N; k++ {
				x := ch.g.x(zebra.Ref{Cat: c, Val: v}, k)
				if k != h {
					x = -x
				}
				s.SetPhase(x)
			}
		}
	}
}
