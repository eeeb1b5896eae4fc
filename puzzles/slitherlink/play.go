package slitherlink

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// stateEdges reads a player's lines: each edge's state, 1 a line, -1
// crossed out, 0 open.
func stateEdges(p *Puzzle, st board.State) ([]int8, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Cells) > 0 {
		return nil, fmt.Errorf("a slitherlink has lines between points, no bridges, rooms or cell values")
	}
	es := make([]int8, p.NumEdges())
	for i, l := range st.Lines {
		e, ok := p.EdgeBetween(l.From, l.To)
		if !ok {
			return nil, fmt.Errorf("lines[%d]: (%d,%d)-(%d,%d) is no edge of the %dx%d lattice", i, l.From[0], l.From[1], l.To[0], l.To[1], p.Rows+1, p.Cols+1)
		}
		es[e] = 1
		if l.Cross {
			es[e] = -1
		}
	}
	return es, nil
}

// CheckState judges a player's lines (puzzle.Player): a point with three
// or more lines, or with one line and every other edge crossed out; a
// number with more lines than it says, or more crosses than 4 minus it;
// a closed loop while other lines remain. Lines that make one loop
// Check accepts are "solved".
func (Slitherlink) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("slitherlink: CheckState of %T", pz)
	}
	es, err := stateEdges(p, st)
	if err != nil {
		return nil, err
	}
	var probs []puzzle.Problem
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			lines, open := 0, 0
			for _, e := range p.PointEdges(r, c) {
				switch es[e] {
				case 1:
					lines++
				case 0:
					open++
				}
			}
			switch {
			case lines > 2:
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("point (%d,%d) has %d lines", r, c, lines), Cells: [][2]int{{r, c}}})
			case lines == 1 && open == 0:
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the line ends at point (%d,%d)", r, c), Cells: [][2]int{{r, c}}})
			}
		}
	}
	clue := 0
	var met [][2]int // numbers with their lines (puzzle.Verdict.Met: face cells)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			k := p.At(r, c)
			if k == None {
				continue
			}
			clue++
			if k < 0 {
				continue
			}
			lines, crosses := 0, 0
			for _, e := range p.CellEdges(r, c) {
				switch es[e] {
				case 1:
					lines++
				case -1:
					crosses++
				}
			}
			// A clue's problem marks its cell's four corners (the board's
			// cells are the lattice points).
			corners := [][2]int{{r, c}, {r, c + 1}, {r + 1, c}, {r + 1, c + 1}}
			if lines == k && (k > 0 || crosses == 4) {
				met = append(met, [2]int{r, c})
			}
			if lines > k {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the %d at (%d,%d) has %d lines", k, r, c, lines), Cells: corners, Clue: clue})
			} else if crosses > 4-k {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the %d at (%d,%d) has %d edges crossed out", k, r, c, crosses), Cells: corners, Clue: clue})
			}
		}
	}
	// A closed loop beside other lines.
	g := graph.New(p.NumPoints())
	var on []int
	for e, v := range es {
		a, b := p.EdgeEnds(e)
		g.AddEdge(p.Point(a[0], a[1]), p.Point(b[0], b[1]))
		if v == 1 {
			on = append(on, e)
		}
	}
	comp, n := g.ComponentsOf(on)
	if n > 1 {
		deg := make([]int, p.NumPoints())
		edges := make(map[int]int) // component -> lines
		for _, e := range on {
			u, v := g.Edge(e)
			deg[u]++
			deg[v]++
			edges[comp[u]]++
		}
		verts := make(map[int]int)
		closed := make(map[int]bool)
		for v, d := range deg {
			if d > 0 {
				verts[comp[v]]++
				if _, ok := closed[comp[v]]; !ok {
					closed[comp[v]] = true
				}
				if d != 2 {
					closed[comp[v]] = false
				}
			}
		}
		comps := len(verts)
		for k, isClosed := range closed {
			if isClosed && comps > 1 && edges[k] == verts[k] {
				var at [][2]int
				for v, d := range deg {
					if d > 0 && comp[v] == k {
						at = append(at, [2]int{v / (p.Cols + 1), v % (p.Cols + 1)})
					}
				}
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("a closed loop of %d edges while other lines remain", edges[k]), Cells: at})
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

// StateFacts (puzzle.StateReader): each line the player drew is "part of
// the loop", each cross "crossed out" ({"from","to","line"}).
func (Slitherlink) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("slitherlink: StateFacts of %T", pz)
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
		raw, err := json.Marshal(FactJSON{From: a, To: b, Line: v == 1})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
