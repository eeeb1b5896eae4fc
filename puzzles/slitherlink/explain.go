package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// FactJSON is a fact in an explanation's JSON: the edge between lattice
// points From and To (0-based [row, col], From the upper or left one) is
// part of the loop (Line) or crossed out.
type FactJSON struct {
	From [2]int `json:"from"`
	To   [2]int `json:"to"`
	Line bool   `json:"line"`
}

// Fact names an edge literal: "the edge between (r,c) and (r,c+1) is
// part of the loop" or "... is crossed out".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := int(l.Var())
	if v < 1 || v > e.Puzzle.NumEdges() {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	a, b := e.Puzzle.EdgeEnds(v - 1)
	return puzzle.Fact{Lit: l, Text: EdgeWords(a, b, l > 0), JSON: FactJSON{From: a, To: b, Line: l > 0}}
}

// EdgeWords says an edge's state.
func EdgeWords(a, b [2]int, line bool) string {
	what := "is part of the loop"
	if !line {
		what = "is crossed out"
	}
	return fmt.Sprintf("the edge between (%d,%d) and (%d,%d) %s", a[0], a[1], b[0], b[1], what)
}

// Explaining reads the facts of enc (puzzle.Explainer): one statement an
// edge, in the loop-solver's words; the rules by name.
func (Slitherlink) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{LiteralReader: puzzle.NewLiteralReader(enc), p: p}
}

type factReader struct {
	*puzzle.LiteralReader
	p *Puzzle
}

// Rules names the rules.
func (a *factReader) Rules() []string {
	return []string{"each corner has 0 or 2 loop edges", "a number counts its cell's loop edges", "the loop edges form one loop"}
}

// SolutionJSON is {"loop": [[r,c],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok || a.p == nil {
		return nil
	}
	return struct {
		Loop [][2]int `json:"loop"`
	}{LoopPoints(a.p, s)}
}
