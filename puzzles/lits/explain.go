package lits

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer):
// the cells a step finds shaded make one statement ("(1,2), (3,4) are
// shaded"), those it finds unshaded another (shade.Facts).
func (LITS) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	f := &shade.Facts{Genre: "lits", RuleNames: rules, SolutionForm: func(sol puzzle.Solution) any {
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
var rules = []string{"each region holds one tetromino (L, I, T or S)", "the shaded cells are connected", "no 2x2 block is shaded",
	"tetrominoes of the same shape in neighbouring regions do not touch"}

// GroupJSON is a grouped statement's JSON: each of Cells is shaded or
// not. A statement of one cell has FactJSON's shape.
type GroupJSON = shade.GroupJSON
