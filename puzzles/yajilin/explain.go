package yajilin

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// FactJSON is a fact in an explanation's JSON: a cell shaded or not
// ({"cell":[r,c],"shaded":true}), or a line between two cells used or
// crossed out ({"from":[r,c],"to":[r,c+1],"line":true}).
type FactJSON struct {
	Cell   *[2]int `json:"cell,omitempty"`
	Shaded *bool   `json:"shaded,omitempty"`
	From   *[2]int `json:"from,omitempty"`
	To     *[2]int `json:"to,omitempty"`
	Line   *bool   `json:"line,omitempty"`
}

// Fact names a primary literal: "(r,c) is shaded" / "is not shaded", or
// "the line between (r,c) and (r,c+1) is used" / "is crossed out".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	p := e.Puzzle
	v := int(l.Var())
	n := p.Rows * p.Cols
	on := l > 0
	switch {
	case v >= 1 && v <= n:
		cell := [2]int{(v - 1) / p.Cols, (v - 1) % p.Cols}
		what := "is shaded"
		if !on {
			what = "is not shaded"
		}
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("(%d,%d) %s", cell[0], cell[1], what), JSON: FactJSON{Cell: &cell, Shaded: &on}}
	case v > n && v <= n+p.NumEdges():
		a, b := p.EdgeEnds(v - n - 1)
		what := "is used"
		if !on {
			what = "is crossed out"
		}
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("the line between (%d,%d) and (%d,%d) %s", a[0], a[1], b[0], b[1], what), JSON: FactJSON{From: &a, To: &b, Line: &on}}
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
}

// Explaining reads the facts of enc (puzzle.Explainer).
func (Yajilin) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	return &factReader{LiteralReader: puzzle.NewLiteralReader(enc)}
}

type factReader struct{ *puzzle.LiteralReader }

// Rules names the rules.
func (a *factReader) Rules() []string {
	return []string{
		"a clue cell is neither shaded nor on the loop",
		"every other cell is shaded or has two loop lines",
		"shaded cells never share a side",
		"an arrow counts the shaded cells it points at",
		"the lines form one loop",
	}
}
