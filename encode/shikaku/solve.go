package shikaku

import (
	"context"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Result is the outcome of solving one puzzle.
type Result struct {
	Puzzle    *Puzzle
	Encoding  *Encoding
	Solutions []*Solution // in the order found; each passed Check
	// Summary is the solve loop's account: Summary.Status() is the status,
	// Summary.Unique() 1 / 0 / -1, Summary.Count and Complete the count.
	Summary solver.Summary
	Encode  time.Duration // validation, patterns and encoding
	Solve   time.Duration // the solve loop, decoding and checking
}

// Status is the puzzle's status.
func (r *Result) Status() solver.Status { return r.Summary.Status() }

// Solve encodes p with opt and looks for up to max solutions (max < 1
// means 1; use 2 to prove uniqueness), blocking each solution on the
// pattern variables. Every solution is decoded and checked by Check
// before it is returned; a model that fails is an error naming the solver.
func Solve(ctx context.Context, s solver.Solver, p *Puzzle, opt Options, max int) (*Result, error) {
	t0 := time.Now()
	e, err := Encode(p, opt)
	if err != nil {
		return nil, err
	}
	res := &Result{Puzzle: p, Encoding: e, Encode: time.Since(t0)}
	t1 := time.Now()
	prob := solver.Problem{Formula: e.Formula, Primary: e.Primary()}
	sum, err := solver.Enumerate(ctx, s, prob, max, func(m encode.Model) error {
		sol, err := e.Decode(m)
		if err == nil {
			err = Check(p, sol)
		}
		if err != nil {
			return fmt.Errorf("solver %s returned a wrong solution: %w", s.Name(), err)
		}
		res.Solutions = append(res.Solutions, sol)
		return nil
	})
	res.Summary = sum
	res.Solve = time.Since(t1)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// DecodeValues decodes an external solver's model, given as the DIMACS
// literals of its v lines (or minisat's result file). The model is first
// checked against every clause of the formula; then decoded and checked by
// Check.
func (e *Encoding) DecodeValues(vals []int) (*Solution, error) {
	m := make(encode.Model, e.Formula.NumVars()+1)
	for _, v := range vals {
		if v > 0 && v < len(m) {
			m[v] = true
		}
	}
	if err := e.Formula.Check(m); err != nil {
		return nil, err
	}
	s, err := e.Decode(m)
	if err != nil {
		return nil, err
	}
	if err := Check(e.Puzzle, s); err != nil {
		return nil, err
	}
	return s, nil
}

// Report is the propagation report of one puzzle under one model: the
// chapter's columns Alt, Fix and Cov, measured by unit propagation at the
// root of the encoded formula before any decision.
type Report struct {
	Options Options
	Rooms   int // K: clues
	Cells   int
	Alt     int // pattern variables
	// Before any propagation (phase 1 alone): Fix0 rooms have a single
	// pattern, Cov0 cells are covered by a single pattern. On the
	// chapter's nikoli-web 0 these are 3 and 6, the values of the chapter's
	// own Fix and Cov columns for it.
	Fix0, Cov0 int
	Fix        int // patterns set true by unit propagation
	Elim       int // patterns set false by unit propagation
	// Cov is the number of cells whose room unit propagation determines:
	// a pattern covering the cell is true, or (channel, redundant) a
	// cell-room variable w(i,j,k) of the cell is true.
	Cov int
	// Conflict: unit propagation alone refutes the formula.
	Conflict bool
	// Solved: unit propagation alone fixes a pattern for every room, so no
	// search is needed.
	Solved  bool
	Vars    int
	Clauses int
}

// SearchNeeded reports whether a solver must decide anything.
func (r *Report) SearchNeeded() bool { return !r.Solved && !r.Conflict }

// Propagation computes e's propagation report.
func (e *Encoding) Propagation() *Report {
	a, conflict := encode.UnitPropagate(e.Formula)
	rep := &Report{Options: e.Options, Rooms: len(e.Z), Cells: len(e.Cover), Alt: e.NumPatterns(),
		Conflict: conflict, Vars: e.Formula.NumVars(), Clauses: e.Formula.NumClauses() + len(e.Formula.Cards())}
	for _, zs := range e.Z {
		if len(zs) == 1 {
			rep.Fix0++
		}
	}
	for _, cv := range e.Cover {
		if len(cv) == 1 {
			rep.Cov0++
		}
	}
	if conflict {
		return rep
	}
	rooms := 0
	for _, zs := range e.Z {
		fixed := false
		for _, z := range zs {
			switch a.Value(z) {
			case 1:
				rep.Fix++
				fixed = true
			case -1:
				rep.Elim++
			}
		}
		if fixed {
			rooms++
		}
	}
	rep.Solved = rooms == len(e.Z)
	for cell, cv := range e.Cover {
		known := false
		for _, kp := range cv {
			if a.Value(e.Z[kp[0]][kp[1]]) == 1 {
				known = true
				break
			}
		}
		if !known && e.W != nil {
			for _, w := range e.W[cell] {
				if a.Value(w.Lit) == 1 {
					known = true
					break
				}
			}
		}
		if known {
			rep.Cov++
		}
	}
	return rep
}

func (r *Report) String() string {
	search := "yes"
	switch {
	case r.Conflict:
		search = "no (unit propagation refutes the puzzle)"
	case r.Solved:
		search = "no (unit propagation alone solves it)"
	}
	return fmt.Sprintf("%-9s K=%d cells=%d Alt=%d Fix=%d Elim=%d Cov=%d search=%s vars=%d clauses=%d",
		r.Options.Model, r.Rooms, r.Cells, r.Alt, r.Fix, r.Elim, r.Cov, search, r.Vars, r.Clauses)
}

// Reports computes the propagation report of p under every model, with
// opt's exactly-one encoding: the chapter's comparison on one puzzle.
func Reports(p *Puzzle, opt Options) ([]*Report, error) {
	var out []*Report
	for _, m := range Models() {
		o := opt
		o.Model = m
		e, err := Encode(p, o)
		if err != nil {
			return nil, err
		}
		out = append(out, e.Propagation())
	}
	return out, nil
}
