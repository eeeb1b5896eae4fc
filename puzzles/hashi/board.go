package hashi

import (
	"fmt"
	"sort"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): a "dots" grid,
// islands as circles with their clue, bridges as lines. With an
// explanation's view, every edge the encoding speaks of shows what is
// known of it (Line.N..Line.Max bridges), the edges of the step's facts
// take their class and the islands of its clues are ringed. Players
// cycle the bridges of an edge 0..M.
func (kind) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hashi: Board of a %T", pz)
	}
	return p.Board(v), nil
}

// Board is p as drawn with view v.
func (p *Puzzle) Board(v puzzle.View) *board.Board {
	b := &board.Board{Rows: p.Height, Cols: p.Width, Grid: board.GridDots,
		Moves: &board.Moves{Edges: &board.EdgeMoves{Max: p.MaxBridges}}}
	if s, ok := v.Solution.(*Solution); ok && s != nil {
		for _, br := range s.Bridges {
			b.Lines = append(b.Lines, board.Line{From: br.From, To: br.To, N: br.Count})
		}
	}
	if v.Explaining() {
		b.Lines = append(b.Lines, knownLines(v)...)
	}
	ringed := map[[2]int]bool{}
	if v.Enc != nil {
		for _, i := range v.Clues {
			if i >= 0 && i < len(v.Enc.Clues) {
				if cj, ok := v.Enc.Clues[i].JSON.(ClueJSON); ok {
					ringed[cj.Island] = true
				}
			}
		}
	}
	for _, is := range p.Islands {
		c := board.Cell{At: [2]int{is.Row, is.Col}, Text: clueText(is), Circle: true}
		if ringed[c.At] {
			c.Class = board.ClassClue
		}
		b.Cells = append(b.Cells, c)
	}
	return b
}

// knownLines are the edges the encoding speaks of, in order, each with
// the bridges known from v.Known and the class of the step's facts.
func knownLines(v puzzle.View) []board.Line {
	type edge struct {
		from, to [2]int
		lits     []encode.Lit // lits[k-1]: "at least k bridges"
	}
	edges := map[[4]int]*edge{}
	for _, l := range v.Enc.Facts {
		fj, ok := v.Enc.FactOf(l).JSON.(FactJSON)
		if !ok || fj.Min < 1 {
			continue
		}
		key := [4]int{fj.From[0], fj.From[1], fj.To[0], fj.To[1]}
		e := edges[key]
		if e == nil {
			e = &edge{from: fj.From, to: fj.To}
			edges[key] = e
		}
		for len(e.lits) < fj.Min {
			e.lits = append(e.lits, 0)
		}
		e.lits[fj.Min-1] = l
	}
	keys := make([][4]int, 0, len(edges))
	for k := range edges {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		for x := range a {
			if a[x] != b[x] {
				return a[x] < b[x]
			}
		}
		return false
	})
	var out []board.Line
	for _, k := range keys {
		e := edges[k]
		lo, hi, class := 0, len(e.lits), ""
		for i, l := range e.lits {
			if l == 0 {
				continue
			}
			if v.Known[l] {
				lo = max(lo, i+1)
			}
			if v.Known[-l] {
				hi = min(hi, i)
			}
			if c := v.Highlight(l); c == board.ClassNew || (c != "" && class == "") {
				class = c
			}
		}
		ln := board.Line{From: e.from, To: e.to, N: lo, Class: class}
		switch {
		case hi == 0:
			if class == "" {
				continue
			}
			ln.Title = "no bridge"
		case lo < hi:
			ln.Max = hi
		}
		out = append(out, ln)
	}
	return out
}
