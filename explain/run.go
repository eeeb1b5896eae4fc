package explain

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// run explains the puzzle: the player's facts, the solution and its
// uniqueness, the targets, then steps until the targets are known.
func (x *explainer) run() (*Explanation, error) {
	ex := &Explanation{Puzzle: x.kind.Name(), Kind: x.kind, Steps: []Step{}, Item: x.item, Encoding: x.enc}
	for i, raw := range x.opt.From {
		f, err := x.parse(raw)
		if err != nil {
			return nil, &FactError{N: i + 1, Err: err}
		}
		x.from = append(x.from, f)
		x.facts = append(x.facts, &x.from[len(x.from)-1])
		for _, l := range f.Lits {
			x.learn(l, len(x.facts)-1)
		}
	}
	ex.From = x.from
	st, err := x.a.solve(x.ctx, x.sels)
	if err != nil {
		return ex, err
	}
	if st == solver.Unsat {
		ex.Status = Unsatisfiable
		ex.Conflict, err = x.conflict()
		ex.Difficulty = Grade(nil)
		return ex, err
	}
	m1 := x.a.model
	sol1, err := x.decode(m1)
	if err != nil {
		return ex, err
	}
	var m2 encode.Model
	if !x.opt.GradeOnly || !x.opt.Unique {
		if m2, err = x.second(m1); err != nil {
			return ex, err
		}
	}
	for _, v := range x.enc.Facts {
		w := v.Var()
		if x.known[w] != 0 {
			x.target[w] = x.known[w]
			continue
		}
		if m1.Value(encode.Lit(w)) {
			x.target[w] = 1
		} else {
			x.target[w] = -1
		}
	}
	for _, v := range x.enc.Facts {
		if m1.Value(v) {
			x.sol = append(x.sol, v)
		} else {
			x.sol = append(x.sol, -v)
		}
	}
	if m2 != nil {
		if err := x.backbone(m2); err != nil {
			return ex, err
		}
	}
	if err := x.loop(); err != nil {
		ex.Steps = x.steps
		return ex, err
	}
	ex.Steps = x.steps
	ex.Difficulty = Grade(x.steps)
	if x.bounded {
		ex.Difficulty.MaxClues = max(ex.Difficulty.MaxClues, x.opt.ClueBound)
		ex.Difficulty.AtLeast = true
	}
	if m2 == nil {
		ex.Status, ex.Solution = Solved, sol1
		return ex, nil
	}
	ex.Status = NotUnique
	return ex, x.diagnose(ex, m1, sol1, m2)
}

// loop adds steps until every target is known (or Options.Steps steps,
// or Options.Stop, or Options.ClueBound).
func (x *explainer) loop() error {
	for {
		U := x.unknownTargets()
		if len(U) == 0 || (x.opt.Steps > 0 && len(x.steps) >= x.opt.Steps) {
			return nil
		}
		if err := x.check(); err != nil {
			return err
		}
		c, err := x.findStep(U)
		if err == errBound {
			x.bounded = true
			return nil
		}
		if err != nil {
			return err
		}
		if err := x.finish(c); err != nil {
			return err
		}
		if x.opt.Stop != nil && x.opt.Stop(x.steps[len(x.steps)-1]) {
			return nil
		}
	}
}

// decode decodes a model and checks the solution with the kind's rule
// checker.
func (x *explainer) decode(m encode.Model) (puzzle.Solution, error) {
	sol, err := x.enc.Decode(m)
	if err == nil {
		err = x.kind.Check(x.item.Puzzle, sol)
	}
	if err != nil {
		return nil, &solve.WrongAnswerError{Solver: x.a.s.Name(), Err: err}
	}
	return sol, nil
}

// second looks for a solution other than m1 (on the primary variables),
// with every clue: nil when m1 is the only one.
func (x *explainer) second(m1 encode.Model) (encode.Model, error) {
	act := encode.Lit(x.fa.NumVars() + 1)
	x.fa.AddClause(append([]encode.Lit{-act}, encode.Blocking(m1, x.enc.Primary)...))
	defer x.fa.Add(-act)
	st, err := x.a.solve(x.ctx, append(x.selsOf(allClues(len(x.sels))), act))
	if err != nil || st == solver.Unsat {
		return nil, err
	}
	m2 := x.a.model
	if _, err := x.decode(m2); err != nil {
		return nil, err
	}
	return m2, nil
}

// backbone keeps as targets the facts every solution shares: those where
// m1 and m2 agree and no other solution differs.
func (x *explainer) backbone(m2 encode.Model) error {
	all := x.selsOf(allClues(len(x.sels)))
	every := allClues(len(x.sels))
	for _, v := range x.enc.Facts {
		w := v.Var()
		if x.known[w] != 0 || x.target[w] == 0 {
			continue
		}
		u := encode.Lit(w)
		if x.target[w] < 0 {
			u = -u
		}
		if !m2.Value(u) {
			x.target[w] = 0
			continue
		}
		if x.pool.refutes(every, u) {
			x.target[w] = 0
			continue
		}
		st, err := x.a.solve(x.ctx, append(all[:len(all):len(all)], -u))
		if err != nil {
			return err
		}
		if st == solver.Sat {
			x.pool.add(x.a.model)
			x.target[w] = 0
		}
	}
	return nil
}
