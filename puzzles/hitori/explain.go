package hitori

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer):
// the cells a step finds shaded make one statement ("(1,2), (3,4) are
// shaded"), those it finds unshaded another (shade.Facts).
func (Hitori) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	f := &shade.Facts{Genre: "hitori", RuleNames: rules, Shading: func(sol puzzle.Solution) ([]bool, bool) {
		s, ok := sol.(*Solution)
		if !ok || s == nil {
			return nil, false
		}
		return s.Shaded, true
	}}
	if p, ok := pz.(*Puzzle); ok && p != nil {
		f.Grid = p.grid()
	}
	return f
}

// rules names the rules in explanations.
var rules = []string{
	"a repeated number: no number twice among the unshaded cells of a row or column",
	"adjacency: shaded cells never share a side",
	"connectivity: the unshaded cells are connected",
}

// GroupJSON is a grouped statement's JSON: each of Cells is shaded or
// not. A statement of one cell has FactJSON's shape.
type GroupJSON = shade.GroupJSON
