package generate

import (
	"errors"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Rule is a kind's reasoning that its clauses leave out (Hashi's
// connectivity). Given the value of every literal (1 true, -1 false, 0
// open), it returns literals that every solution agreeing with those
// values makes true, or conflict when no solution agrees with them. It
// must be sound and monotone: more values never force less.
type Rule func(value func(encode.Lit) int8) (forced []encode.Lit, conflict bool)

// ErrNoSolution is Levels' answer for a formula that propagation refutes.
var ErrNoSolution = errors.New("generate: the puzzle has no solution (refuted by propagation)")

// Levels grades a formula by the depth of reasoning it takes to fix its
// primary variables, on an engine that holds the rules and the clues as
// clauses (so that propagation from the clues is propagation at the
// root). Propagation is unit propagation alternated with Rule until
// neither adds anything. A probe of a literal l propagates l under the
// facts known; a conflict proves ¬l (a one-literal case analysis).
// Probing goes in synchronous rounds: every open literal is probed
// against the facts at the start of the round, the literals proved join
// the facts together at its end, and propagation follows. The depth is
// the number of rounds that proved something: it does not depend on the
// order of the probes.
//
//   - Easy: propagation fixes every primary variable (depth 0).
//   - Medium: one round of probing does (depth 1): every case analysis
//     the solution needs works from the clues directly.
//   - Hard: it takes two rounds or more (a case analysis that rests on
//     the result of another one), or probing stops with variables open
//     (Report.Left): a solver must search.
//
// A literal implied by a probe that did not fail is not probed in the
// same round (its consequences are a subset, so it cannot fail). No
// search is done, so the result does not depend on any engine state, and
// it is deterministic. Levels consumes S: it adds what it proves as unit
// clauses.
type Levels struct {
	S       *cdcl.Solver
	Primary []encode.Lit // the primary variables (positive literals)
	Rule    Rule         // nil: the clauses say everything
	// Upto, when Easy or Medium, stops as soon as the grade is known to
	// be harder than Upto: the report then has Bound set and Grade one
	// above Upto (a generator that wants Upto needs no more).
	Upto Grade

	val     []int8   // by variable: value under the current probe
	seen    []uint32 // by literal index: round in which a probe implied it
	round   uint32
	implied []encode.Lit
	assume  []encode.Lit
	report  Report
}

// Run grades the formula. ErrNoSolution means propagation found it
// unsatisfiable.
func (lv *Levels) Run() (Report, error) {
	lv.report = Report{Primary: len(lv.Primary)}
	lv.val = make([]int8, lv.S.NumVars()+1)
	lv.seen = make([]uint32, 2*(lv.S.NumVars()+1))
	if !lv.root() {
		return lv.report, ErrNoSolution
	}
	open := lv.open()
	lv.report.Propagated = len(lv.Primary) - open
	if open == 0 {
		lv.report.Grade = Easy
		return lv.report, nil
	}
	if lv.Upto == Easy {
		lv.report.Grade, lv.report.Bound = Medium, true
		return lv.report, nil
	}
	var failed []encode.Lit
	for open > 0 {
		lv.report.Rounds++
		lv.round++
		failed = failed[:0]
		for _, v := range lv.Primary {
			if lv.S.RootValue(v) != 0 {
				continue
			}
			for _, l := range [2]encode.Lit{v, -v} {
				if lv.seen[litIndex(l)] == lv.round {
					continue
				}
				lv.report.Probes++
				if !lv.probe(l) {
					failed = append(failed, -l)
					break
				}
			}
		}
		if len(failed) == 0 {
			lv.report.Rounds--
			break
		}
		lv.report.Failed += len(failed)
		for _, f := range failed {
			lv.S.AddClause([]encode.Lit{f})
		}
		if !lv.root() {
			return lv.report, ErrNoSolution
		}
		open = lv.open()
		if open > 0 && lv.Upto == Medium {
			lv.report.Grade, lv.report.Bound = Hard, true
			return lv.report, nil
		}
	}
	switch {
	case open > 0:
		lv.report.Grade, lv.report.Left = Hard, open
	case lv.report.Rounds == 1:
		lv.report.Grade = Medium
	default:
		lv.report.Grade = Hard
	}
	return lv.report, nil
}

func litIndex(l encode.Lit) int {
	if l < 0 {
		return 2*int(-l) + 1
	}
	return 2 * int(l)
}

// open counts the primary variables not fixed at the root.
func (lv *Levels) open() int {
	n := 0
	for _, v := range lv.Primary {
		if lv.S.RootValue(v) == 0 {
			n++
		}
	}
	return n
}

// root propagates at the root and applies Rule until neither adds a
// fact; the facts Rule forces become unit clauses. False: a conflict.
func (lv *Levels) root() bool {
	for {
		if _, ok := lv.S.Implied(nil, nil); !ok {
			return false
		}
		if lv.Rule == nil {
			return true
		}
		forced, conflict := lv.Rule(lv.S.RootValue)
		if conflict {
			return false
		}
		added := false
		for _, f := range forced {
			switch lv.S.RootValue(f) {
			case -1:
				return false
			case 0:
				lv.S.AddClause([]encode.Lit{f})
				added = true
			}
		}
		if !added {
			return true
		}
	}
}

// probe propagates l under the root facts, with Rule; false means a
// conflict. The literals a successful probe implies are marked seen for
// this round.
func (lv *Levels) probe(l encode.Lit) bool {
	lv.assume = append(lv.assume[:0], l)
	for {
		var ok bool
		lv.implied, ok = lv.S.Implied(lv.assume, lv.implied[:0])
		if !ok {
			return false
		}
		if lv.Rule == nil {
			break
		}
		for _, m := range lv.implied {
			lv.setVal(m)
		}
		forced, conflict := lv.Rule(lv.value)
		added := false
		for _, f := range forced {
			switch lv.value(f) {
			case -1:
				conflict = true
			case 0:
				lv.assume = append(lv.assume, f)
				added = true
			}
		}
		for _, m := range lv.implied {
			lv.val[m.Var()] = 0
		}
		if conflict {
			return false
		}
		if !added {
			break
		}
	}
	for _, m := range lv.implied {
		lv.seen[litIndex(m)] = lv.round
	}
	return true
}

func (lv *Levels) setVal(m encode.Lit) {
	if v := m.Var(); v < len(lv.val) {
		if m > 0 {
			lv.val[v] = 1
		} else {
			lv.val[v] = -1
		}
	}
}

// value is a literal's value under the current probe: the root's, or
// the probe's implication.
func (lv *Levels) value(l encode.Lit) int8 {
	if r := lv.S.RootValue(l); r != 0 {
		return r
	}
	v := l.Var()
	if v >= len(lv.val) {
		return 0
	}
	if l < 0 {
		return -lv.val[v]
	}
	return lv.val[v]
}
