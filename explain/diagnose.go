package explain

import (
	"context"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/hashi"
	"github.com/puzzlesat/puzzlesat/encode/puzzle"
	"github.com/puzzlesat/puzzlesat/encode/zebra"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// conflict finds a minimal set of clues and player's facts without a
// solution (with the rules): the core of one call, then deletion, each
// premise dropped in turn while the rest stays unsatisfiable.
func (x *explainer) conflict() (*Conflict, error) {
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
		c.Text = capitalize(words[0]) + " cannot hold."
	default:
		c.Text = capitalize(list(words, "and")) + " cannot all hold; without any one of them the rest can."
	}
	return c, nil
}

// diagnose fills the diagnosis of a puzzle with several solutions: two of
// them, the facts where they differ and, for zebra, a clue that makes it
// unique.
func (x *explainer) diagnose(ex *Explanation, m1 encode.Model, sol1 puzzle.Solution, m2 encode.Model) error {
	sol2, err := x.decode(m2)
	if err != nil {
		return err
	}
	ex.Solutions = []any{x.ad.solutionJSON(sol1), x.ad.solutionJSON(sol2)}
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
	if h, ok := x.ad.(*hashiAdapter); ok {
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
		return x.ad.group(lits)
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
	return x.ad.group(lits)
}

// suggest finds one clue that makes a zebra puzzle with several solutions
// unique: "X = Y" (two values in one house) or "X at k", true in the
// first solution and false in every other one found (up to
// suggestSolutions of them), checked by solving the puzzle with it.
func suggest(ctx context.Context, k puzzle.Kind, p *zebra.Puzzle, sol *zebra.Solution, opt Options) *Suggest {
	r, err := solve.One(ctx, k, puzzle.Item{Puzzle: p}, solve.Options{Solver: opt.Solver, Count: suggestSolutions})
	if err != nil {
		return nil
	}
	var others []*zebra.Solution
	for _, s := range r.Solutions {
		if zs := s.(*zebra.Solution); !zs.Equal(sol) {
			others = append(others, zs)
		}
	}
	n := p.N()
	for _, c := range candidateClues(p, sol) {
		ok := true
		for _, o := range others {
			if zebra.HoldsAt(c, o.Pos, n) {
				ok = false
				break
			}
		}
		if !ok {
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
	return nil
}

// suggestSolutions bounds the solutions suggest looks at.
const suggestSolutions = 200

// candidateClues are the clues true in sol a suggestion may add: first
// "X = Y" for two values in one house, then "X at k".
func candidateClues(p *zebra.Puzzle, sol *zebra.Solution) []zebra.Clue {
	var out []zebra.Clue
	m := len(p.Categories)
	for c1 := 0; c1 < m; c1++ {
		for v1 := range p.Categories[c1].Values {
			for c2 := c1 + 1; c2 < m; c2++ {
				for v2 := range p.Categories[c2].Values {
					if sol.Pos[c1][v1] == sol.Pos[c2][v2] {
						out = append(out, zebra.Clue{Kind: zebra.Same, Args: []zebra.Ref{{Cat: c1, Val: v1}, {Cat: c2, Val: v2}}})
					}
				}
			}
		}
	}
	for c := 0; c < m; c++ {
		for v := range p.Categories[c].Values {
			out = append(out, zebra.Clue{Kind: zebra.At, Args: []zebra.Ref{{Cat: c, Val: v}}, K: sol.Pos[c][v]})
		}
	}
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
