package shikaku

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

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

// Singles are the phase-1 figures of the report, cheap to compute: fix0
// rooms have a single pattern, cov0 cells a single covering pattern.
func (e *Encoding) Singles() (fix0, cov0 int) {
	for _, zs := range e.Z {
		if len(zs) == 1 {
			fix0++
		}
	}
	for _, cv := range e.Cover {
		if len(cv) == 1 {
			cov0++
		}
	}
	return fix0, cov0
}

// Propagation computes e's propagation report.
func (e *Encoding) Propagation() *Report {
	a, conflict := encode.UnitPropagate(e.Formula)
	rep := &Report{Options: e.Options, Rooms: len(e.Z), Cells: len(e.Cover), Alt: e.NumPatterns(),
		Conflict: conflict, Vars: e.Formula.NumVars(), Clauses: e.Formula.NumClauses() + len(e.Formula.Cards())}
	rep.Fix0, rep.Cov0 = e.Singles()
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

// Search says whether search is needed, and why not: "yes", "no (unit
// propagation alone solves it)" or "no (unit propagation refutes it)".
func (r *Report) Search() string {
	switch {
	case r.Conflict:
		return "no (unit propagation refutes it)"
	case r.Solved:
		return "no (unit propagation alone solves it)"
	}
	return "yes"
}

func (r *Report) String() string {
	search := r.Search()
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

// ReportStats are the figures --stats prints beside the cheap ones of
// Encoding.Stats (see Kind's Encode): the propagation report under the
// encoding's own options (fix, elim and cov out of cells, and whether
// search is needed), the formula's auxiliary variables and literals, the
// clauses and literals of each constraint group (named by the group),
// and, for comparison, Fix, Cov and search under every model with the
// same exactly-one encoding ("models"; costs one encoding per model).
func (e *Encoding) ReportStats() []puzzle.Stat {
	r := e.Propagation()
	f := e.Formula
	out := []puzzle.Stat{
		{Name: "fix", Value: r.Fix},
		{Name: "elim", Value: r.Elim},
		{Name: "cov", Value: fmt.Sprintf("%d/%d", r.Cov, r.Cells)},
		{Name: "search", Value: r.Search()},
		{Name: "aux_vars", Value: f.NumAux()},
		{Name: "literals", Value: f.NumLiterals()},
	}
	for _, g := range e.Groups {
		out = append(out, puzzle.Stat{Name: g.Name, Value: fmt.Sprintf("%d clauses, %d literals", g.Clauses, g.Literals)})
	}
	opt := e.Options
	opt.Explain = false
	if reps, err := Reports(e.Puzzle, opt); err == nil {
		var parts []string
		for _, r := range reps {
			search := "yes"
			if !r.SearchNeeded() {
				search = "no"
			}
			parts = append(parts, fmt.Sprintf("%v Fix=%d Cov=%d search=%s", r.Options.Model, r.Fix, r.Cov, search))
		}
		out = append(out, puzzle.Stat{Name: "models", Value: strings.Join(parts, "; ")})
	}
	return out
}
