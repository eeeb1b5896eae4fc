// Package explaincheck checks an explanation independently of the code
// that made it: it reads the JSON record `puzzlesat explain --format json`
// writes, encodes the puzzle afresh, and settles every question with a
// fresh gophersat solve through the solve loop (solve.Enumerate:
// one new formula per question, assumptions as unit clauses, Hashi's
// connectivity cuts added by its Refine): no incremental session, no
// core, no propagation shortcut of package explain.
//
// Facts are read back into literals from the encoding's FactOf alone
// (one literal a fact, a Hashi range, or a list under "cells" standing
// for one fact per cell), never with the kind's own fact reader.
//
// For every step it checks that the premises (clues and given facts)
// entail each fact (premises + rules + not-fact is unsatisfiable), that
// they are minimal (without any one premise some fact of the step is no
// longer entailed), that each given fact is a fact of an earlier step (or
// of the player's), and the step's cost. At the end, the facts must be
// the solution's (status solved, the solution unique) or what every
// solution shares (not unique); a conflict must be minimal.
package explaincheck

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Record is the part of an explanation's JSON record the checker reads.
type Record struct {
	Puzzle string `json:"puzzle"`
	Status string `json:"status"`
	Steps  []struct {
		N     int               `json:"n"`
		Facts []json.RawMessage `json:"facts"`
		Clues []json.RawMessage `json:"clues"`
		Given []json.RawMessage `json:"given"`
		Rules []string          `json:"rules"`
		Cost  int               `json:"cost"`
		Text  string            `json:"text"`
	} `json:"steps"`
	Conflict *struct {
		Clues []json.RawMessage `json:"clues"`
		Given []json.RawMessage `json:"given"`
	} `json:"conflict"`
	Solutions []json.RawMessage `json:"solutions"`
	Stats     struct {
		Left int `json:"left"`
	} `json:"stats"`
}

// checkConnectivity is the connectivity encoding the checker uses for a
// kind that offers one (Hashi):
// lazy (cuts from Refine) checks a 100-island puzzle 20 times faster
// than eager.
const checkConnectivity = "lazy"

// Checker holds one puzzle's fresh encoding.
type Checker struct {
	ctx   context.Context
	enc   *puzzle.Encoding
	s     solver.Solver
	clues map[string]encode.Lit // canonical clue JSON -> selector
	facts *factIndex
	Calls int // solver calls made
}

// New encodes item's puzzle for checking.
func New(ctx context.Context, k puzzle.Kind, item puzzle.Item) (*Checker, error) {
	o := puzzle.Options{Explain: true}
	for _, opt := range k.Options() {
		if opt.Name == "connectivity" && slices.Contains(opt.Values, checkConnectivity) {
			o.Settings = map[string]string{"connectivity": checkConnectivity}
		}
	}
	enc, err := k.Encode(item.Puzzle, o)
	if err != nil {
		return nil, err
	}
	c := &Checker{ctx: ctx, enc: enc, s: solver.Gophersat{}, clues: map[string]encode.Lit{}}
	for _, cl := range enc.Clues {
		key, err := canonical(cl.JSON)
		if err != nil {
			return nil, err
		}
		c.clues[key] = cl.Selector
	}
	c.facts, err = newFactIndex(enc)
	return c, err
}

// sat solves the rules plus one unit clause per assumption and the extra
// clauses, in a fresh formula.
func (c *Checker) sat(assumptions []encode.Lit, extra ...[]encode.Lit) (encode.Model, bool, error) {
	c.Calls++
	g := encode.NewFormula()
	c.enc.Formula.Each(0, g.AddClause)
	for _, cd := range c.enc.Formula.Cards() {
		g.AddAtLeast(cd.Lits, cd.K)
	}
	for _, l := range assumptions {
		g.Add(l)
	}
	for _, cl := range extra {
		g.AddClause(cl)
	}
	var model encode.Model
	sum, err := solve.Enumerate(c.ctx, c.s, encode.Problem{Formula: g, Primary: c.enc.Primary, Refine: c.enc.Refine}, 1,
		func(m encode.Model) error { model = m; return nil })
	if err != nil {
		return nil, false, err
	}
	if sum.Status() == solver.Unknown {
		return nil, false, fmt.Errorf("gophersat answered unknown")
	}
	return model, sum.Count > 0, nil
}

// allSelectors are every clue's selector.
func (c *Checker) allSelectors() []encode.Lit {
	var out []encode.Lit
	for _, cl := range c.enc.Clues {
		out = append(out, cl.Selector)
	}
	return out
}

// Check checks an explanation record of the puzzle; from are the
// player's facts it started from (--from), as JSON.
func (c *Checker) Check(rec []byte, from []json.RawMessage) error {
	var r Record
	if err := json.Unmarshal(rec, &r); err != nil {
		return fmt.Errorf("record: %v", err)
	}
	known := map[string]bool{} // canonical JSON of facts stated so far
	var fromLits []encode.Lit
	for _, f := range from {
		lits, key, err := c.facts.lits(f)
		if err != nil {
			return fmt.Errorf("--from: %v", err)
		}
		known[key] = true
		fromLits = append(fromLits, lits...)
	}
	if r.Status == "unsatisfiable" {
		return c.checkConflict(&r)
	}
	var state []encode.Lit
	state = append(state, fromLits...)
	for _, st := range r.Steps {
		if err := c.checkStep(st.N, st.Facts, st.Clues, st.Given, st.Cost, known); err != nil {
			return fmt.Errorf("step %d (%s): %w", st.N, st.Text, err)
		}
		for _, f := range st.Facts {
			lits, _, _ := c.facts.lits(f)
			state = append(state, lits...)
		}
	}
	return c.checkEnd(&r, fromLits, state)
}

// checkStep checks one step: given facts stated before, entailment of
// every fact, minimality of the premises, the cost.
func (c *Checker) checkStep(n int, facts, clues, given []json.RawMessage, cost int, known map[string]bool) error {
	if len(facts) == 0 {
		return fmt.Errorf("no facts")
	}
	if want := 100*len(clues) + len(given); cost != want {
		return fmt.Errorf("cost %d, want %d", cost, want)
	}
	type premise []encode.Lit
	var ps []premise
	for _, cl := range clues {
		key, err := canonicalRaw(cl)
		if err != nil {
			return err
		}
		sel, ok := c.clues[key]
		if !ok {
			return fmt.Errorf("no such clue %s", cl)
		}
		ps = append(ps, premise{sel})
	}
	for _, g := range given {
		lits, key, err := c.facts.lits(g)
		if err != nil {
			return err
		}
		if !known[key] {
			return fmt.Errorf("given fact %s is no earlier fact", g)
		}
		ps = append(ps, premise(lits))
	}
	var goal []encode.Lit // every literal the step's facts state
	for _, f := range facts {
		lits, key, err := c.facts.lits(f)
		if err != nil {
			return err
		}
		known[key] = true
		goal = append(goal, lits...)
	}
	flat := func(skip int) []encode.Lit {
		var out []encode.Lit
		for i, p := range ps {
			if i != skip {
				out = append(out, p...)
			}
		}
		return out
	}
	// Entailed: premises and "some fact is false" have no solution.
	notAll := make([]encode.Lit, len(goal))
	for i, l := range goal {
		notAll[i] = -l
	}
	m, ok, err := c.sat(flat(-1), notAll)
	if err != nil {
		return err
	}
	if ok {
		for _, l := range goal {
			if !m.Value(l) {
				return fmt.Errorf("the premises do not entail %s", c.enc.FactOf(l).Text)
			}
		}
	}
	for i := range ps {
		_, ok, err := c.sat(flat(i), notAll)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("not minimal: premise %d of %d is not needed", i+1, len(ps))
		}
	}
	return nil
}

// checkEnd checks the last state: solved means a unique solution whose
// facts are all stated; not unique means two solutions and every fact
// all solutions share stated.
func (c *Checker) checkEnd(r *Record, from, state []encode.Lit) error {
	sels := append(c.allSelectors(), from...)
	m1, ok, err := c.sat(sels)
	if err != nil || !ok {
		return fmt.Errorf("status %s but the puzzle has no solution (%v)", r.Status, err)
	}
	block := encode.Blocking(m1, c.enc.Primary)
	m2, two, err := c.sat(sels, block)
	if err != nil {
		return err
	}
	stated := map[encode.Lit]bool{}
	for _, l := range state {
		stated[l] = true
		if !m1.Value(l) || (two && !m2.Value(l)) {
			return fmt.Errorf("stated fact %s is false in a solution", c.enc.FactOf(l).Text)
		}
	}
	switch r.Status {
	case "solved":
		if two {
			return fmt.Errorf("status solved but the puzzle has two solutions")
		}
		if r.Stats.Left > 0 {
			return nil // cut short by --steps
		}
		for _, v := range c.enc.Facts {
			if !stated[v] && !stated[-v] {
				return fmt.Errorf("solved, but %s is never stated", c.enc.FactOf(v).Text)
			}
		}
	case "not unique":
		if !two {
			return fmt.Errorf("status not unique but the solution is unique")
		}
		if len(r.Solutions) != 2 {
			return fmt.Errorf("not unique with %d solutions shown", len(r.Solutions))
		}
		// Every fact all solutions share is stated: one with the other
		// value would be a third solution.
		for _, v := range c.enc.Facts {
			if stated[v] || stated[-v] || m1.Value(v) != m2.Value(v) {
				continue
			}
			l := v
			if !m1.Value(v) {
				l = -v
			}
			if _, ok, err := c.sat(append(sels[:len(sels):len(sels)], -l)); err != nil || !ok {
				return fmt.Errorf("not unique, but %s holds in every solution and is never stated (%v)", c.enc.FactOf(l).Text, err)
			}
		}
	case "stuck":
	default:
		return fmt.Errorf("unknown status %q", r.Status)
	}
	return nil
}

// checkConflict checks an unsatisfiable record's conflict: no solution
// with all its clues, one without any one of them.
func (c *Checker) checkConflict(r *Record) error {
	if r.Conflict == nil {
		return fmt.Errorf("unsatisfiable without a conflict")
	}
	var ps [][]encode.Lit
	for _, cl := range r.Conflict.Clues {
		key, err := canonicalRaw(cl)
		if err != nil {
			return err
		}
		sel, ok := c.clues[key]
		if !ok {
			return fmt.Errorf("conflict: no such clue %s", cl)
		}
		ps = append(ps, []encode.Lit{sel})
	}
	for _, g := range r.Conflict.Given {
		lits, _, err := c.facts.lits(g)
		if err != nil {
			return err
		}
		ps = append(ps, lits)
	}
	flat := func(skip int) []encode.Lit {
		var out []encode.Lit
		for i, p := range ps {
			if i != skip {
				out = append(out, p...)
			}
		}
		return out
	}
	if _, ok, err := c.sat(flat(-1)); err != nil || ok {
		return fmt.Errorf("the conflict's clues have a solution (%v)", err)
	}
	for i := range ps {
		if _, ok, err := c.sat(flat(i)); err != nil || !ok {
			return fmt.Errorf("conflict not minimal: without premise %d the rest has no solution either (%v)", i+1, err)
		}
	}
	return nil
}
