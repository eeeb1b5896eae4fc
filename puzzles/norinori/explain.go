package norinori

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer):
// the cells a step finds shaded make one statement ("(1,2), (3,4) are
// shaded"), those it finds unshaded another (shade.Facts).
func (Norinori) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	f := &shade.Facts{Genre: "norinori", RuleNames: rules, SolutionForm: func(sol puzzle.Solution) any {
		s, ok := sol.(*Solution)
		if !ok || s == nil {
			return nil
		}
		return struct {
			Grid [][]int `json:"grid"`
		}{gridOf(s)}
	}}
	if p, ok := pz.(*Puzzle); ok && p != nil {
		f.Grid = shade.Grid{Rows: p.Rows, Cols: p.Cols}
	}
	return f
}

// rules names the rules in explanations.
var rules = []string{"each region holds exactly 2 shaded cells", "each shaded cell has exactly one shaded neighbour"}

// GroupJSON is a grouped statement's JSON: each of Cells is shaded or
// not. A statement of one cell has FactJSON's shape.
type GroupJSON = shade.GroupJSON
