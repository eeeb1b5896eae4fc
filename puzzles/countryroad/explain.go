package countryroad

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// FactJSON is a fact in an explanation's JSON: a cell visited or empty
// ({"cell":[r,c],"visited":true}), or a line between two cells used or
// crossed out ({"from":[r,c],"to":[r,c+1],"line":true}).
type FactJSON struct {
	Cell    *[2]int `json:"cell,omitempty"`
	Visited *bool   `json:"visited,omitempty"`
	From    *[2]int `json:"from,omitempty"`
	To      *[2]int `json:"to,omitempty"`
	Line    *bool   `json:"line,omitempty"`
}

// Fact names a primary literal: "(r,c) is visited" / "(r,c) is empty",
// or "the line between (r,c) and (r,c+1) is used" / "is crossed out".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	p := e.Puzzle
	v := int(l.Var())
	n := p.Rows * p.Cols
	on := l > 0
	switch {
	case v >= 1 && v <= n:
		cell := [2]int{(v - 1) / p.Cols, (v - 1) % p.Cols}
		return puzzle.Fact{Lit: l, Text: CellWords(cell, on), JSON: FactJSON{Cell: &cell, Visited: &on}}
	case v > n && v <= n+p.NumEdges():
		a, b := p.EdgeEnds(v - n - 1)
		return puzzle.Fact{Lit: l, Text: LineWords(a, b, on), JSON: FactJSON{From: &a, To: &b, Line: &on}}
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
}

// CellWords says a cell's state: "(r,c) is visited" or "(r,c) is empty".
func CellWords(cell [2]int, visited bool) string {
	what := "is visited"
	if !visited {
		what = "is empty"
	}
	return fmt.Sprintf("(%d,%d) %s", cell[0], cell[1], what)
}

// LineWords says a line's state.
func LineWords(a, b [2]int, line bool) string {
	what := "is used"
	if !line {
		what = "is crossed out"
	}
	return fmt.Sprintf("the line between (%d,%d) and (%d,%d) %s", a[0], a[1], b[0], b[1], what)
}

// Explaining reads the facts of enc (puzzle.Explainer): one statement a
// cell or line, in the loop-solver's words; the rules by name.
func (CountryRoad) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{LiteralReader: puzzle.NewLiteralReader(enc), p: p}
}

type factReader struct {
	*puzzle.LiteralReader
	p *Puzzle
}

// Rules names the rules.
func (a *factReader) Rules() []string {
	return []string{
		"a visited cell has two loop lines, an empty cell none",
		"region entered once: the loop crosses each region's border exactly twice",
		"region count: a number counts the visited cells of its region",
		"empty cells across a border: two cells side by side in different regions are not both empty",
		"the lines form one loop",
	}
}

// SolutionJSON is {"loop": [[r,c],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok || a.p == nil {
		return nil
	}
	return struct {
		Loop [][2]int `json:"loop"`
	}{LoopCells(a.p, s)}
}
