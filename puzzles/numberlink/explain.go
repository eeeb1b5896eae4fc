package numberlink

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
// line, in a path-solver's words; the rules by name.
func (Numberlink) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{LiteralReader: puzzle.NewLiteralReader(enc), p: p, fill: enc.Settings["fill"]}
}

type factReader struct {
	*puzzle.LiteralReader
	p    *Puzzle
	fill string
}

// Rules names the rules.
func (a *factReader) Rules() []string {
	cells := "a cell without a number has 0 or 2 path lines"
	if a.fill == FillAll {
		cells = "a cell without a number has 2 path lines (every cell is used)"
	}
	return []string{
		"a number has exactly one path line",
		cells,
		"a path joins two equal numbers and no other",
		"every path ends at numbers (no closed loop)",
	}
}

// SolutionJSON is {"paths": [[[r,c],...],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok || a.p == nil {
		return nil
	}
	return struct {
		Paths [][][2]int `json:"paths"`
	}{PathCells(a.p, s)}
}
