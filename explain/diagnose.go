package explain

import (
	"context"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// conflict finds a minimal set of clues and player's facts without a
// solution (with the rules): the core of one call, then deletion, each
// premise dropped in turn while the rest stays unsatisfiable.
func (x *explainer) conflict() (*Conflict, error) {
	if err := x.full(); err != nil {
		return nil, err
	}
	var ps []premise
	for i := range x.sels {
		ps = append(ps, premise{i, -1})
	}
	for i := range x.from {
		ps = append(ps, premise{-1, i})
	}
	unsat := func(ps []premise) (bool, []encode.Lit, error) {
		st, err := x.b.solve(x.ctx, x.premiseLits(ps))
		if err != nil || st == solver.Sat {
			return false, nil, err
		}
		return true, x.b.core, nil
	}
	ok, core, err := unsat(ps)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errf("the clues have no solution in one session but have one in the other")
	}
	ps = x.shrink(ps, core, false)
	for i := 0; i < len(ps); {
		rest := append(append([]premise(nil), ps[:i]...), ps[i+1:]...)
		ok, core, err := unsat(rest)
		if err != nil {
			return nil, err
		}
		if !ok {
			i++
			continue
		}
		ps = x.shrink(rest, core, false)
	}
	c := &Conflict{Clues: []Clue{}}
	var words []string
	for _, p := range ps {
		if p.clue >= 0 {
			cl := x.enc.Clues[p.clue]
			c.Clues = append(c.Clues, Clue{JSON: cl.JSON, Text: cl.Text, Index: p.clue})
			words = append(words, x.clueWords(p.clue))
		} else {
			c.Given = append(c.Given, *x.facts[p.fact])
			words = append(words, "your fact ("+x.facts[p.fact].Text+")")
		}
	}
	switch {
	case len(words) == 0 && x.enc.Note != "":
		c.Text = "The rules alone have no solution: " + x.enc.Note + "."
	case len(words) == 0:
		c.Text = "The rules alone have no solution."
	case len(words) == 1:
		c.Text = "Impossible even alone: " + words[0] + "."
	default:
		c.Text = "Impossible together, possible without any one of them: " + strings.Join(words, "; ") + "."
	}
	return c, nil
}

// diagnose fills the diagnosis of a puzzle with several solutions: two of
// them, the facts where they differ and, for zebra, a clue that makes it
// unique.
func (x *explainer) diagnose(ex *Explanation, m1 encode.Model, sol1 puzzle.Solution, m2 encode.Model) error {
	if err := x.full(); err != nil {
		return err
	}
	sol2, err := x.decode(m2)
	if err != nil {
		return err
	}
	ex.Solutions = []any{x.adapter().solutionJSON(sol1), x.adapter().solutionJSON(sol2)}
	var vars []int
	for _, v := range x.enc.Facts {
		if m1.Value(v) != m2.Value(v) {
			vars = append(vars, v.Var())
		}
	}
	ex.Differ = &Differ{First: x.exact(m1, vars), Second: x.exact(m2, vars)}
	if p, ok := x.item.Puzzle.(*zebra.Puzzle); ok {
		ex.Suggest = suggest(x.ctx, x.kind, p, sol1.(*zebra.Solution), x.opt)
	}
	return nil
}

// exact is what model m says about the variables vars, as facts: for a
// Hashi edge, its exact number of bridges; otherwise the variables true
// in m (those false in m when none is true).
func (x *explainer) exact(m encode.Model, vars []int) []Fact {
	var lits []encode.Lit
	if h, ok := x.adapter().(*hashiAdapter); ok {
		seen := map[*hashiEdge]bool{}
		for _, v := range vars {
			e := h.of[encode.Lit(v)]
			if e == nil || seen[e] {
				continue
			}
			seen[e] = true
			for _, l := range e.lits {
				if m.Value(l) {
					lits = append(lits, l)
				} else {
					lits = append(lits, -l)
				}
			}
		}
		return x.adapter().group(lits)
	}
	for _, v := range vars {
		if m.Value(encode.Lit(v)) {
			lits = append(lits, encode.Lit(v))
		}
	}
	if len(lits) == 0 {
		for _, v := range vars {
			lits = append(lits, -encode.Lit(v))
		}
	}
	return x.adapter().group(lits)
}

// suggest finds one clue that makes a zebra puzzle with several solutions
// unique: a clue true in one solution and false in every other one found
// (up to suggestSolutions of them), checked by solving the puzzle with
// it. The simplest kinds are tried first ("X = Y", "X at k", "X next to
// Y", "X directly left of Y", "X left of Y"), for the first solution,
// then for the next few.
func suggest(ctx context.Context, k puzzle.Kind, p *zebra.Puzzle, sol *zebra.Solution, opt Options) *Suggest {
	r, err := solve.One(ctx, k, puzzle.Item{Puzzle: p}, solve.Options{Solver: opt.Solver, Count: suggestSolutions})
	if err != nil {
		return nil
	}
	sols := []*zebra.Solution{sol}
	for _, s := range r.Solutions {
		if zs := s.(*zebra.Solution); !zs.Equal(sol) {
			sols = append(sols, zs)
		}
	}
	n := p.N()
	for t, target := range sols[:min(len(sols), suggestTargets)] {
		for _, c := range candidateClues(p, target) {
			unique := true
			for i, o := range sols {
				if i != t && zebra.HoldsAt(c, o.Pos, n) {
					unique = false
					break
				}
			}
			if !unique {
				continue
			}
			q := *p
			q.Clues = append(append([]zebra.Clue(nil), p.Clues...), c)
			r, err := solve.One(ctx, k, puzzle.Item{Puzzle: &q}, solve.Options{Solver: opt.Solver, Count: 2})
			if err != nil || r.Count != 1 || !r.Complete {
				continue
			}
			return &Suggest{Clue: p.ClueString(c), Text: p.ZebraLogicSentence(c)}
		}
	}
	return nil
}

// suggestSolutions bounds the solutions suggest looks at, suggestTargets
// those it looks for a clue for.
const (
	suggestSolutions = 200
	suggestTargets   = 8
)

// candidateClues are the clues true in sol a suggestion may add, simplest
// kinds first.
func candidateClues(p *zebra.Puzzle, sol *zebra.Solution) []zebra.Clue {
	var refs []zebra.Ref
	for c := range p.Categories {
		for v := range p.Categories[c].Values {
			refs = append(refs, zebra.Ref{Cat: c, Val: v})
		}
	}
	pos := func(r zebra.Ref) int { return sol.Pos[r.Cat][r.Val] }
	var out []zebra.Clue
	pairs := func(kind zebra.ClueKind, ok func(a, b int) bool) {
		for _, x := range refs {
			for _, y := range refs {
				if x.Cat != y.Cat && ok(pos(x), pos(y)) && (kind != zebra.Same && kind != zebra.NextTo || x.Cat < y.Cat) {
					out = append(out, zebra.Clue{Kind: kind, Args: []zebra.Ref{x, y}})
				}
			}
		}
	}
	pairs(zebra.Same, func(a, b int) bool { return a == b })
	for _, x := range refs {
		out = append(out, zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{x}, K: pos(x)})
	}
	pairs(zebra.NextTo, func(a, b int) bool { return a-b == 1 || b-a == 1 })
	pairs(zebra.DirectlyLeft, func(a, b int) bool { return a == b-1 })
	pairs(zebra.LeftOf, func(a, b int) bool { return a < b })
	return out
}

// clueWords names clue i in a step's text: "clue 4 (Englishman = red)" for
// zebra, the clue's own text ("island (3,4) needs 8 bridges") otherwise.
func (x *explainer) clueWords(i int) string {
	c := x.enc.Clues[i]
	switch cj := c.JSON.(type) {
	case zebra.ClueNumber:
		return fmt.Sprintf("clue %d (%s)", cj.Clue, strings.TrimSuffix(c.Text, "."))
	case hashi.ClueJSON:
		return fmt.Sprintf("island (%d,%d) needs %s", cj.Island[0], cj.Island[1], plural(cj.Clue, "bridge"))
	}
	return c.Text
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
