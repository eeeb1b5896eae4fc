package yajilin

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// playState is a player's board: each cell 1 shaded, -1 marked
// unshaded, 0 open; each edge 1 a line, -1 crossed out, 0 open.
type playState struct {
	cells, edges []int8
}

func readState(p *Puzzle, st board.State) (*playState, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a yajilin has shaded cells and lines, no bridges or rooms")
	}
	ps := &playState{cells: make([]int8, p.Rows*p.Cols), edges: make([]int8, p.NumEdges())}
	for i, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if r < 0 || r >= p.Rows || col < 0 || col >= p.Cols {
			return nil, fmt.Errorf("cells[%d]: (%d,%d) is off the %dx%d grid", i, r, col, p.Rows, p.Cols)
		}
		switch c.Value {
		case "shaded":
			ps.cells[r*p.Cols+col] = 1
		case "unshaded":
			ps.cells[r*p.Cols+col] = -1
		case "":
		default:
			return nil, fmt.Errorf("cells[%d]: value %q (want shaded or unshaded)", i, c.Value)
		}
	}
	for i, l := range st.Lines {
		e, ok := p.EdgeBetween(l.From, l.To)
		if !ok {
			return nil, fmt.Errorf("lines[%d]: (%d,%d)-(%d,%d) joins no two adjacent cells", i, l.From[0], l.From[1], l.To[0], l.To[1])
		}
		ps.edges[e] = 1
		if l.Cross {
			ps.edges[e] = -1
		}
	}
	return ps, nil
}

// CheckState judges a player's board (puzzle.Player): shading or lines
// on a clue cell, two shaded cells side by side, a shaded cell with a
// line, a cell with three or more lines, an arrow that sees more shaded
// cells than it says. A board Check accepts is "solved".
func (Yajilin) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("yajilin: CheckState of %T", pz)
	}
	ps, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var probs []puzzle.Problem
	add := func(text string, clue int, cells ...[2]int) {
		probs = append(probs, puzzle.Problem{Text: text, Cells: cells, Clue: clue})
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			lines := 0
			for _, e := range p.CellEdges(r, c) {
				if e >= 0 && ps.edges[e] == 1 {
					lines++
				}
			}
			switch {
			case p.Cells[i].Clue && (ps.cells[i] == 1 || lines > 0):
				add(fmt.Sprintf("the clue cell (%d,%d) is shaded or has a line", r, c), 0, [2]int{r, c})
			case ps.cells[i] == 1 && lines > 0:
				add(fmt.Sprintf("the shaded cell (%d,%d) has a line", r, c), 0, [2]int{r, c})
			case lines > 2:
				add(fmt.Sprintf("cell (%d,%d) has %d lines", r, c, lines), 0, [2]int{r, c})
			}
			if ps.cells[i] == 1 && c+1 < p.Cols && ps.cells[i+1] == 1 {
				add(fmt.Sprintf("shaded cells side by side at (%d,%d) and (%d,%d)", r, c, r, c+1), 0, [2]int{r, c}, [2]int{r, c + 1})
			}
			if ps.cells[i] == 1 && r+1 < p.Rows && ps.cells[i+p.Cols] == 1 {
				add(fmt.Sprintf("shaded cells side by side at (%d,%d) and (%d,%d)", r, c, r+1, c), 0, [2]int{r, c}, [2]int{r + 1, c})
			}
		}
	}
	clue := 0
	// known: a cell the player decided, shaded or dotted or on a line.
	known := func(r, c int) bool {
		if ps.cells[r*p.Cols+c] != 0 || p.Cells[r*p.Cols+c].Clue {
			return true
		}
		for _, e := range p.CellEdges(r, c) {
			if e >= 0 && ps.edges[e] == 1 {
				return true
			}
		}
		return false
	}
	var met [][2]int // arrows seeing their count (puzzle.Verdict.Met)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			cl := p.At(r, c)
			if !cl.Clue || cl.N < 0 {
				continue
			}
			clue++
			n, open := 0, 0
			for rr, cc := r+Step[cl.Dir][0], c+Step[cl.Dir][1]; rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols; rr, cc = rr+Step[cl.Dir][0], cc+Step[cl.Dir][1] {
				if ps.cells[rr*p.Cols+cc] == 1 {
					n++
				} else if !known(rr, cc) {
					open++
				}
			}
			// Met as a Light Up number is: its count shaded, and a 0
			// once every cell it sees is decided.
			if n == cl.N && (n > 0 || open == 0) {
				met = append(met, [2]int{r, c})
			}
			if n > cl.N {
				add(fmt.Sprintf("%s sees %d shaded cells", ClueWords(r, c, cl), n), clue, [2]int{r, c})
			}
		}
	}
	complete := func() puzzle.Solution {
		s := NewSolution(p.Rows, p.Cols)
		for i, v := range ps.cells {
			s.Shaded[i] = v == 1
		}
		for e, v := range ps.edges {
			s.SetEdge(e, v == 1)
		}
		return s
	}
	v := puzzle.Judge(Kind, p, probs, complete)
	v.Met = met
	return v, nil
}

// StateFacts (puzzle.StateReader): shaded cells and dots as
// {"cell","shaded"}, lines and crosses as {"from","to","line"}.
func (Yajilin) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("yajilin: StateFacts of %T", pz)
	}
	ps, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, v := range ps.cells {
		if v == 0 || p.Cells[i].Clue {
			continue
		}
		cell, on := [2]int{i / p.Cols, i % p.Cols}, v == 1
		raw, err := json.Marshal(FactJSON{Cell: &cell, Shaded: &on})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	for e, v := range ps.edges {
		if v == 0 {
			continue
		}
		a, b := p.EdgeEnds(e)
		on := v == 1
		raw, err := json.Marshal(FactJSON{From: &a, To: &b, Line: &on})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
