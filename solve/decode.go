package solve

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Decoded is an external solver's answer for an encoded puzzle.
type Decoded struct {
	Result *puzzle.Result
	// Cuts are set when the model breaks a rule the eager formula leaves
	// out (Hashi's lazy connectivity): the clauses to append to the CNF
	// before solving again. Result.Status is then Unknown.
	Cuts [][]encode.Lit
	// Formula is the CNF that `encode` wrote (native constraints
	// lowered), for naming the cuts' variables.
	Formula *encode.Formula
}

// Decode rebuilds item's encoding with the options `encode` used, and
// reads ans: an UNSAT or UNKNOWN answer becomes the puzzle's status; a
// model is checked against every clause of the CNF `encode` wrote, then
// refined, decoded and checked against the rules.
func Decode(k puzzle.Kind, item puzzle.Item, enc puzzle.Options, ans *dimacs.Output) (*Decoded, error) {
	e, err := k.Encode(item.Puzzle, enc)
	if err != nil {
		return nil, err
	}
	r := &puzzle.Result{Item: item, Encoding: e}
	r.Stats.Solver = "external"
	r.Stats.Vars, r.Stats.Clauses = e.Formula.NumVars(), e.Formula.NumClauses()+len(e.Formula.Cards())
	g := e.Formula.Lowered(encode.Totalizer) // the formula encode wrote
	d := &Decoded{Result: r, Formula: g}
	switch ans.Answer {
	case dimacs.Unsat:
		r.Status, r.Complete = puzzle.Unsatisfiable, true
		return d, nil
	case dimacs.Unknown:
		return d, nil
	}
	mv, err := ans.Model(g.NumVars())
	if err != nil {
		return nil, err
	}
	m := encode.Model(mv)
	if err := g.Check(m); err != nil {
		return nil, fmt.Errorf("the model is not a model of the encoding (were the same options used?): %w", err)
	}
	if e.Refine != nil {
		if d.Cuts = e.Refine(m); len(d.Cuts) > 0 {
			return d, nil
		}
	}
	sol, err := e.Decode(m)
	if err == nil {
		err = k.Check(item.Puzzle, sol)
	}
	if err != nil {
		return nil, fmt.Errorf("the decoded solution breaks a rule: %w", err)
	}
	r.Status, r.Solutions, r.Count = puzzle.Solved, []puzzle.Solution{sol}, 1
	return d, nil
}
