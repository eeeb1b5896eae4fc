package gen

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// reasoner holds a puzzle's encoding at decision level 0 and applies
// propagation and probing to it.
type reasoner struct {
	g  grid
	en *encoding
	s  *cdcl.Solver
	// scratch for Implied
	buf []encode.Lit
}

func newReasoner(p *zebra.Puzzle) (*reasoner, error) {
	en, err := newEncoding(p)
	if err != nil {
		return nil, err
	}
	return &reasoner{g: grid{M: len(p.Categories), N: p.N()}, en: en, s: en.s}, nil
}

func (r *reasoner) add(c zebra.Clue) { r.en.addClue(c, 0) }

// contradiction reports whether the clauses are unsatisfiable by
// propagation at level 0.
func (r *reasoner) contradiction() bool { return !r.s.Okay() }

// solved reports whether every primary variable is assigned.
func (r *reasoner) solved() bool {
	for v := 1; v <= r.g.numPrimary(); v++ {
		if r.s.RootValue(encode.Lit(v)) == 0 {
			return false
		}
	}
	return true
}

// probe runs failed-literal probing on the primary variables to a fixpoint:
// a literal whose assignment propagates to a conflict is fixed to false.
func (r *reasoner) probe() {
	for changed := true; changed && r.s.Okay(); {
		changed = false
		for v := 1; v <= r.g.numPrimary() && r.s.Okay(); v++ {
			if r.s.RootValue(encode.Lit(v)) != 0 {
				continue
			}
			for _, l := range []encode.Lit{encode.Lit(v), encode.Lit(-v)} {
				var ok bool
				r.buf, ok = r.s.Implied([]encode.Lit{l}, r.buf[:0])
				if !ok {
					r.s.AddClause([]encode.Lit{-l})
					changed = true
					break
				}
			}
		}
	}
}

// reason applies the reasoning of grade g (Easy: propagation, Medium:
// probing too) to its fixpoint.
func (r *reasoner) reason(g generate.Grade) {
	if g >= generate.Medium {
		r.probe()
	}
}

// domain is the set of positions value x may still take.
func (r *reasoner) domain(x zebra.Ref) []bool {
	d := make([]bool, r.g.N)
	for h := range d {
		d[h] = r.s.RootValue(r.g.x(x, h)) != -1
	}
	return d
}

// GradePuzzle grades puzzle p by the reasoning its solution needs on the
// encoding: easy when unit propagation fixes every grid variable, medium
// when failed-literal probing to a fixpoint does, hard otherwise. (It does
// not check that p has a unique solution.)
func GradePuzzle(p *zebra.Puzzle) (generate.Grade, error) {
	r, err := newReasoner(p)
	if err != nil {
		return generate.Any, err
	}
	if r.solved() {
		return generate.Easy, nil
	}
	r.probe()
	if r.solved() {
		return generate.Medium, nil
	}
	return generate.Hard, nil
}

// GradeDerived grades p when LogikGen's transitive constraint generation
// (variant v) runs alongside the reasoning: at each grade, reason to a
// fixpoint, derive the new redundant clues the grid knowledge allows, add
// them, and repeat until nothing new is derived. It returns the first
// grade that solves the puzzle and the clues derived at that grade (at
// medium when neither solves it).
func GradeDerived(p *zebra.Puzzle, v Variant) (generate.Grade, []zebra.Clue, error) {
	var last []zebra.Clue
	for _, gr := range []generate.Grade{generate.Easy, generate.Medium} {
		r, err := newReasoner(p)
		if err != nil {
			return generate.Any, nil, err
		}
		d := newDeriver(r.g, p.Clues, v)
		var derived []zebra.Clue
		for {
			r.reason(gr)
			if r.solved() || r.contradiction() {
				break
			}
			news := d.step(r)
			if len(news) == 0 {
				break
			}
			for _, c := range news {
				r.add(c)
			}
			derived = append(derived, news...)
		}
		last = derived
		if r.solved() {
			return gr, derived, nil
		}
	}
	return generate.Hard, last, nil
}
