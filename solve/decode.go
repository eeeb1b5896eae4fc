package solve

import (
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/drat"

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
//
// An UNSAT answer is never taken on trust (issue 32 item 3): without a
// proof the status is Unknown with the reason (Result.Reason); with one
// (DecodeProof) it is Unsatisfiable only when the DRAT proof checks
// against the CNF, and an error when it does not.
func Decode(k puzzle.Kind, item puzzle.Item, enc puzzle.Options, ans *dimacs.Output) (*Decoded, error) {
	return DecodeProof(k, item, enc, ans, nil)
}

// UncheckedUnsat is the reason an UNSAT answer given without a proof
// leaves the status unknown.
const UncheckedUnsat = "the solver says UNSATISFIABLE, which cannot be checked without its DRAT proof (--proof FILE)"

// DecodeProof is Decode with proof, the external solver's DRAT proof (text
// or binary) of an UNSAT answer, or nil.
func DecodeProof(k puzzle.Kind, item puzzle.Item, enc puzzle.Options, ans *dimacs.Output, proof io.Reader) (*Decoded, error) {
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
		if proof == nil {
			r.Reason = UncheckedUnsat
			return d, nil
		}
		if err := checkProof(g, proof); err != nil {
			return nil, err
		}
		r.Status, r.Complete, r.Stats.Certified = puzzle.Unsatisfiable, true, true
		return d, nil
	case dimacs.Unknown:
		return d, nil
	}
	if proof != nil {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--proof: the answer is %v, and a proof backs an UNSATISFIABLE answer only", ans.Answer)}
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

// checkProof checks a DRAT refutation of g.
func checkProof(g *encode.Formula, proof io.Reader) error {
	c := drat.NewChecker(drat.Options{})
	if err := c.Header(g.NumVars(), g.NumClauses()); err != nil {
		return err
	}
	lits := []int{}
	for i := range g.NumClauses() {
		lits = lits[:0]
		for _, l := range g.Clause(i) {
			lits = append(lits, int(l))
		}
		if err := c.AddClause(lits); err != nil {
			return err
		}
	}
	if _, err := c.Verify(proof); err != nil {
		return fmt.Errorf("the proof does not refute the encoding (were the same options used?): %w", err)
	}
	return nil
}
