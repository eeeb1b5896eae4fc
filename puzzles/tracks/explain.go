package tracks

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// FactJSON is a fact in an explanation's JSON: the track joins cells
// From and To (0-based [row, col], From the upper or left one), or not
// (Track false); or, with Cell set, the track passes through Cell, or
// not.
type FactJSON struct {
	From  *[2]int `json:"from,omitempty"`
	To    *[2]int `json:"to,omitempty"`
	Cell  *[2]int `json:"cell,omitempty"`
	Track bool    `json:"track"`
}

// Fact names an edge or cell literal: "the track joins (r,c) and
// (r,c+1)", "no track between (r,c) and (r+1,c)", "the track passes
// through (r,c)", "no track in (r,c)".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := int(l.Var())
	p := e.Puzzle
	switch {
	case v >= 1 && v <= p.NumEdges():
		a, b := p.EdgeEnds(v - 1)
		return puzzle.Fact{Lit: l, Text: EdgeWords(a, b, l > 0), JSON: FactJSON{From: &a, To: &b, Track: l > 0}}
	case v > p.NumEdges() && v <= p.NumEdges()+p.Rows*p.Cols:
		i := v - p.NumEdges() - 1
		c := [2]int{i / p.Cols, i % p.Cols}
		return puzzle.Fact{Lit: l, Text: CellWords(c, l > 0), JSON: FactJSON{Cell: &c, Track: l > 0}}
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
}

// EdgeWords says an edge's state.
func EdgeWords(a, b [2]int, on bool) string {
	if on {
		return fmt.Sprintf("the track joins (%d,%d) and (%d,%d)", a[0], a[1], b[0], b[1])
	}
	return fmt.Sprintf("no track between (%d,%d) and (%d,%d)", a[0], a[1], b[0], b[1])
}

// CellWords says a cell's state.
func CellWords(c [2]int, on bool) string {
	if on {
		return fmt.Sprintf("the track passes through (%d,%d)", c[0], c[1])
	}
	return fmt.Sprintf("no track in (%d,%d)", c[0], c[1])
}

// Explaining reads the facts of enc (puzzle.Explainer): one statement a
// literal, in a track-layer's words; the rules by name.
func (Tracks) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
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
		"a cell the track passes through holds one piece: 2 of its 4 sides joined, the others not",
		"the track leaves the grid at its two ends only",
		"the count rule: a row's or column's count is the number of its cells the track passes through",
		"a given piece is part of the track",
		"the track runs from end to end in one piece, with no loop besides",
	}
}

// SolutionJSON is {"track": [[r,c],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok || a.p == nil {
		return nil
	}
	return struct {
		Track [][2]int `json:"track"`
	}{TrackCells(a.p, s)}
}
