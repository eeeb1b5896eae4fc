package tracks

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// stateEdges reads a player's lines (board points, one more row and
// column than the puzzle: see Board): each edge's state, 1 a line, -1
// crossed out, 0 open.
func stateEdges(p *Puzzle, st board.State) ([]int8, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Cells) > 0 {
		return nil, fmt.Errorf("a tracks puzzle has lines between cells, no bridges, rooms or cell values")
	}
	es := make([]int8, p.NumEdges())
	for i, l := range st.Lines {
		a, b := [2]int{l.From[0] - 1, l.From[1] - 1}, [2]int{l.To[0] - 1, l.To[1] - 1}
		e, ok := p.EdgeBetween(a, b)
		if !ok {
			return nil, fmt.Errorf("lines[%d]: (%d,%d)-(%d,%d) joins no two adjacent cells of the %dx%d grid (points 1..%d, 1..%d)", i, l.From[0], l.From[1], l.To[0], l.To[1], p.Rows, p.Cols, p.Rows, p.Cols)
		}
		es[e] = 1
		if l.Cross {
			es[e] = -1
		}
	}
	return es, nil
}

// CheckState judges a player's lines (puzzle.Player): a cell with three
// or more links, or with one and every other way crossed out; a track
// leaving the grid elsewhere than at its ends cannot happen (the board
// has no such line); a given piece's join crossed out, or a join it
// rules out drawn; a row or column with more track cells than its
// count, or fewer than its count even with every cell still open; a
// closed loop. Lines that make a track Check accepts are "solved".
func (Tracks) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tracks: CheckState of %T", pz)
	}
	es, err := stateEdges(p, st)
	if err != nil {
		return nil, err
	}
	// state(r,c,d): 1 a line (or the end's line off the grid), -1 crossed
	// out or off the grid, 0 open.
	state := func(r, c, d int) int8 {
		if p.EndAt(r, c) == d {
			return 1
		}
		if e := p.CellEdges(r, c)[d]; e >= 0 {
			return es[e]
		}
		return -1
	}
	var probs []puzzle.Problem
	// add names a problem; its cells go on the board, where puzzle cell
	// (r,c) is the point (r+1,c+1) (the counts take row and column 0).
	add := func(text string, clue int, cells ...[2]int) {
		on := make([][2]int, len(cells))
		for i, x := range cells {
			on[i] = [2]int{x[0] + 1, x[1] + 1}
		}
		probs = append(probs, puzzle.Problem{Text: text, Cells: on, Clue: clue})
	}
	// used[i]: 1 the track passes (a line), -1 it cannot (fewer than two
	// ways open), 0 open.
	used := make([]int8, p.Rows*p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			lines, open := 0, 0
			for d := 0; d < 4; d++ {
				switch state(r, c, d) {
				case 1:
					lines++
				case 0:
					open++
				}
			}
			switch {
			case lines > 2:
				add(fmt.Sprintf("cell (%d,%d) has %d links", r, c, lines), 0, [2]int{r, c})
			case lines == 1 && open == 0:
				add(fmt.Sprintf("the track stops at (%d,%d)", r, c), 0, [2]int{r, c})
			}
			if lines > 0 {
				used[p.Cell(r, c)] = 1
			} else if lines+open < 2 {
				used[p.Cell(r, c)] = -1
			}
		}
	}
	// The clues, numbered as the encoding lists them: pieces, rows, columns.
	clue := 0
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			v := p.At(r, c)
			if v == 0 {
				continue
			}
			clue++
			for d := 0; d < 4; d++ {
				s := state(r, c, d)
				if v.Has(d) && s == -1 || !v.Has(d) && s == 1 {
					add(fmt.Sprintf("%s is broken", PieceWords(r, c, v)), clue, [2]int{r, c})
					break
				}
			}
		}
	}
	// met: the counts with their track cells, at the count's point on
	// the board (row r's at (r+1,0), column c's at (0,c+1)).
	var met [][2]int
	countProblems := func(what string, idx, k int, cells [][2]int) {
		clue++
		in, out := 0, 0
		for _, x := range cells {
			switch used[p.Cell(x[0], x[1])] {
			case 1:
				in++
			case -1:
				out++
			}
		}
		name := fmt.Sprintf("%s %d", what, idx)
		if in == k && (k > 0 || out == len(cells)) {
			if what == "row" {
				met = append(met, [2]int{idx + 1, 0})
			} else {
				met = append(met, [2]int{0, idx + 1})
			}
		}
		if in > k {
			add(fmt.Sprintf("%s has %d track cells, more than its count %d", name, in, k), clue, cells...)
		} else if len(cells)-out < k {
			add(fmt.Sprintf("%s has room for %d track cells, fewer than its count %d", name, len(cells)-out, k), clue, cells...)
		}
	}
	for r, k := range p.RowCount {
		if k != Unknown {
			var cs [][2]int
			for c := 0; c < p.Cols; c++ {
				cs = append(cs, [2]int{r, c})
			}
			countProblems("row", r, k, cs)
		}
	}
	for c, k := range p.ColCount {
		if k != Unknown {
			var cs [][2]int
			for r := 0; r < p.Rows; r++ {
				cs = append(cs, [2]int{r, c})
			}
			countProblems("column", c, k, cs)
		}
	}
	// A closed loop of lines.
	g := graph.New(p.Rows * p.Cols)
	var on []int
	for e, v := range es {
		a, b := p.EdgeEnds(e)
		g.AddEdge(p.Cell(a[0], a[1]), p.Cell(b[0], b[1]))
		if v == 1 {
			on = append(on, e)
		}
	}
	comp, n := g.ComponentsOf(on)
	if n > 0 {
		edges := make([]int, n)
		verts := make([]int, n)
		deg := make([]int, p.Rows*p.Cols)
		for _, e := range on {
			u, v := g.Edge(e)
			deg[u]++
			deg[v]++
			edges[comp[u]]++
		}
		for v, d := range deg {
			if d > 0 {
				verts[comp[v]]++
			}
		}
		for k := 0; k < n; k++ {
			if edges[k] > 0 && edges[k] == verts[k] {
				var at [][2]int
				for v, d := range deg {
					if d > 0 && comp[v] == k {
						at = append(at, [2]int{v / p.Cols, v % p.Cols})
					}
				}
				add(fmt.Sprintf("a closed loop of %d lines: the track runs from end to end", edges[k]), 0, at...)
				break
			}
		}
	}
	complete := func() puzzle.Solution {
		s := NewSolution(p.Rows, p.Cols)
		for e, v := range es {
			s.SetEdge(e, v == 1)
		}
		return s
	}
	v := puzzle.Judge(Kind, p, probs, complete)
	v.Met = met
	return v, nil
}

// StateFacts (puzzle.StateReader): each line the player drew says "the
// track joins", each cross "no track between" ({"from","to","track"}).
func (Tracks) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tracks: StateFacts of %T", pz)
	}
	es, err := stateEdges(p, st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for e, v := range es {
		if v == 0 {
			continue
		}
		a, b := p.EdgeEnds(e)
		raw, err := json.Marshal(FactJSON{From: &a, To: &b, Track: v == 1})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
