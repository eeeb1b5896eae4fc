package explain

import (
	"context"
	"reflect"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
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
	if rs, ok := x.kind.(puzzle.Reasoner); ok {
		c.Reason = rs.Reason(x.item.Puzzle)
	}
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
// them, the facts where they differ and, for a kind that suggests clues
// (puzzle.Suggester), a clue that makes it unique.
func (x *explainer) diagnose(ex *Explanation, m1 encode.Model, sol1 puzzle.Solution, m2 encode.Model) error {
	if err := x.full(); err != nil {
		return err
	}
	sol2, err := x.decode(m2)
	if err != nil {
		return err
	}
	r := x.reader()
	ex.Solutions = []any{r.SolutionJSON(sol1), r.SolutionJSON(sol2)}
	var vars []int
	for _, v := range x.enc.Facts {
		if m1.Value(v) != m2.Value(v) {
			vars = append(vars, v.Var())
		}
	}
	ex.Differ = &Differ{First: factsOf(r.Exact(m1, vars)), Second: factsOf(r.Exact(m2, vars))}
	if sg, ok := x.kind.(puzzle.Suggester); ok {
		ex.Suggest = suggest(x.ctx, x.kind, sg, x.item.Puzzle, sol1, x.opt)
	}
	return nil
}

// suggest finds one clue that makes a puzzle with several solutions
// unique: a clue true in one solution and false in every other one found
// (up to suggestSolutions of them), checked by solving the puzzle with
// it. The kind proposes the clues true in a solution, simplest first; they
// are tried for the first solution, then for the next few.
func suggest(ctx context.Context, k puzzle.Kind, sg puzzle.Suggester, p puzzle.Puzzle, sol puzzle.Solution, opt Options) *Suggest {
	r, err := solve.One(ctx, k, puzzle.Item{Puzzle: p}, solve.Options{Solver: opt.Solver, Count: suggestSolutions})
	if err != nil {
		return nil
	}
	sols := []puzzle.Solution{sol}
	for _, s := range r.Solutions {
		if !sameSolution(k, s, sol) {
			sols = append(sols, s)
		}
	}
	for t, target := range sols[:min(len(sols), suggestTargets)] {
		for _, c := range sg.Suggestions(p, target) {
			unique := true
			for i, o := range sols {
				if i != t && c.Holds(o) {
					unique = false
					break
				}
			}
			if !unique {
				continue
			}
			r, err := solve.One(ctx, k, puzzle.Item{Puzzle: c.Puzzle()}, solve.Options{Solver: opt.Solver, Count: 2})
			if err != nil || r.Count != 1 || !r.Complete {
				continue
			}
			clue, text := c.Words()
			return &Suggest{Clue: clue, Text: text}
		}
	}
	return nil
}

// sameSolution compares two solutions as the kind does (puzzle.Comparer),
// or field by field.
func sameSolution(k puzzle.Kind, a, b puzzle.Solution) bool {
	if c, ok := k.(puzzle.Comparer); ok {
		return c.Equal(a, b)
	}
	return reflect.DeepEqual(a, b)
}

// suggestSolutions bounds the solutions suggest looks at, suggestTargets
// those it looks for a clue for.
const (
	suggestSolutions = 200
	suggestTargets   = 8
)

// clueWords names clue i in a step's text, as the kind does: "clue 4
// (Englishman = red)" for zebra, the clue's own text otherwise.
func (x *explainer) clueWords(i int) string {
	return x.reader().ClueWords(x.enc.Clues[i])
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// SuggestClue is a clue that makes p, a puzzle with several solutions of
// which sol is one, unique, for a kind that proposes clues
// (puzzle.Suggester), checked by solving with sv; nil when the kind
// proposes none or none of those tried works (the setter's editor).
func SuggestClue(ctx context.Context, k puzzle.Kind, p puzzle.Puzzle, sol puzzle.Solution, sv solver.Solver) *Suggest {
	sg, ok := k.(puzzle.Suggester)
	if !ok {
		return nil
	}
	return suggest(ctx, k, sg, p, sol, Options{Solver: sv})
}
