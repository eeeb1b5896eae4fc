package kenken

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Suggestions (puzzle.Suggester): for a puzzle with several solutions,
// the targets sol gives the cages without one (a one-cell cage's digit;
// for two cells the difference, the quotient when it is whole, the sum,
// the product; for more the sum and the product; Killer Sudoku: the
// sum), then the operations that make the bare numbers of cages whose
// operation is not given, in the order of the cages. The explain layer
// keeps the first that the other solutions it knows break and that makes
// the puzzle unique: the setter's editor shows it.
func (Cages) Suggestions(pz puzzle.Puzzle, sol puzzle.Solution) []puzzle.Suggestion {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 || s.N != p.N || len(s.Grid) != p.N*p.N {
		return nil
	}
	var out []puzzle.Suggestion
	add := func(k int, op Op, target int) {
		if target >= 1 {
			out = append(out, suggestion{p: p, cage: k, target: target, op: op})
		}
	}
	for _, unknown := range []bool{false, true} {
		for k, cg := range p.Cages {
			if unknown && cg.Op != Unknown || !unknown && cg.Op != NoTarget {
				continue
			}
			sum, prod, lo, hi := 0, 1, p.N+1, 0
			for _, i := range cg.Cells {
				d := s.Grid[i]
				sum, prod, lo, hi = sum+d, prod*d, min(lo, d), max(hi, d)
			}
			switch {
			case len(cg.Cells) == 1:
				if !unknown {
					add(k, Given, sum)
				}
			case p.Killer:
				add(k, Add, sum)
			default:
				if len(cg.Cells) == 2 {
					add(k, Sub, hi-lo)
					if lo > 0 && hi%lo == 0 {
						add(k, Div, hi/lo)
					}
				}
				add(k, Add, sum)
				add(k, Mul, prod)
			}
			if unknown {
				// only the operations that make the given number
				kept := out[:0]
				for _, sg := range out {
					if x := sg.(suggestion); x.cage != k || x.target == cg.Target {
						kept = append(kept, sg)
					}
				}
				out = kept
			}
		}
	}
	return out
}

// suggestion is the target (and operation) of cage k.
type suggestion struct {
	p            *Puzzle
	cage, target int
	op           Op
}

func (s suggestion) Holds(sol puzzle.Solution) bool {
	o, ok := sol.(*Solution)
	if !ok || len(o.Grid) != s.p.N*s.p.N {
		return true
	}
	cg := s.p.Cages[s.cage]
	cg.Target, cg.Op = s.target, s.op
	made, _, _ := cageMakes(cg, o.Grid, s.p.N)
	return made
}

func (s suggestion) Puzzle() puzzle.Puzzle {
	q := s.p.clone()
	q.Cages[s.cage].Target, q.Cages[s.cage].Op = s.target, s.op
	return q
}

func (s suggestion) Words() (clue, text string) {
	cg := s.p.Cages[s.cage]
	cg.Target, cg.Op = s.target, s.op
	label := cg.Label(s.p.Killer)
	r, c := cg.Clue/s.p.N+1, cg.Clue%s.p.N+1
	what := "target"
	if s.p.Killer {
		what = "sum"
	}
	if len(cg.Cells) == 1 {
		what = "digit"
	}
	return fmt.Sprintf("%s at (%d,%d)", label, r, c),
		fmt.Sprintf("give the cage at row %d, column %d the %s %s: type it in that cell", r, c, what, label)
}

var _ puzzle.Suggester = Cages{}
