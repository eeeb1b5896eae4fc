package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// FactJSON is a fact in an explanation's JSON: the line between cells
// From and To (0-based [row, col], From the upper or left one) is used
// (Line) or crossed out.
type FactJSON struct {
	From [2]int `json:"from"`
	To   [2]int `json:"to"`
	Line bool   `json:"line"`
}

// Fact names an edge literal: "the line between (r,c) and (r,c+1) is
// used" or "... is crossed out".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := int(l.Var())
	if v < 1 || v > e.Puzzle.NumEdges() {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	a, b := e.Puzzle.EdgeEnds(v - 1)
	return puzzle.Fact{Lit: l, Text: LineWords(a, b, l > 0), JSON: FactJSON{From: a, To: b, Line: l > 0}}
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
// line, in the loop-solver's words; the rules by name.
func (Masyu) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
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
		"each cell has 0 or 2 loop lines",
		"a black pearl: the loop turns in it and goes straight on through the next cell on both sides",
		"a white pearl: the loop goes straight through it and turns in the cell before or after it",
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
