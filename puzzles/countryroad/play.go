package countryroad

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
		return nil, fmt.Errorf("a countryroad has lines between cells, no bridges, rooms or cell values")
	}
	es := make([]int8, p.NumEdges())
	for i, l := range st.Lines {
		e, ok := p.EdgeBetween(l.From, l.To)
		if !ok {
			return nil, fmt.Errorf("lines[%d]: (%d,%d)-(%d,%d) joins no two adjacent cells of the %dx%d grid", i, l.From[0], l.From[1], l.To[0], l.To[1], p.Rows, p.Cols)
		}
		es[e] = 1
		if l.Cross {
			es[e] = -1
		}
	}
	return es, nil
}

// CheckState judges a player's lines (puzzle.Player). What cannot be
// mended by drawing or crossing out more is a problem: a cell with three
// or more lines, or with one line and every other way crossed out; a
// line into a blocked cell; a region whose border the lines cross more than twice, or which can no
// longer be entered (fewer than two border lines not crossed out); a
// numbered region with more cells on lines than its number, or fewer
// cells that can still be visited; two cells side by side across a
// border that can both no longer be visited; a closed loop while other
// lines remain. Lines that make one loop Check accepts are "solved".
func (CountryRoad) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("countryroad: CheckState of %T", pz)
	}
	es, err := stateEdges(p, st)
	if err != nil {
		return nil, err
	}
	C := p.Cols
	n := p.Rows * C
	lines, open := make([]int, n), make([]int, n)
	for e, v := range es {
		a, b := p.EdgeEnds(e)
		for _, x := range [][2]int{a, b} {
			switch v {
			case 1:
				lines[p.Cell(x[0], x[1])]++
			case 0:
				open[p.Cell(x[0], x[1])]++
			}
		}
	}
	var probs []puzzle.Problem
	add := func(text string, clue int, cells ...[2]int) {
		probs = append(probs, puzzle.Problem{Text: text, Cells: cells, Clue: clue})
	}
	at := func(i int) [2]int { return [2]int{i / C, i % C} }
	// canVisit: the cell has a line, or two ways still open.
	canVisit := func(i int) bool { return !p.Blocked(i) && (lines[i] > 0 || lines[i]+open[i] >= 2) }
	for i := 0; i < n; i++ {
		switch {
		case lines[i] > 2:
			add(fmt.Sprintf("cell (%d,%d) has %d lines", i/C, i%C, lines[i]), 0, at(i))
		case lines[i] == 1 && open[i] == 0:
			add(fmt.Sprintf("the line ends at (%d,%d)", i/C, i%C), 0, at(i))
		}
		if lines[i] > 0 && p.Blocked(i) {
			add(fmt.Sprintf("a line enters the blocked cell (%d,%d)", i/C, i%C), 0, at(i))
		}
	}
	// Border crossings per region.
	used, avail := make([]int, p.Regions.N), make([]int, p.Regions.N)
	borders := 0
	for e, v := range es {
		if !p.Crosses(e) {
			continue
		}
		borders++
		a, b := p.EdgeEnds(e)
		ia, ib := p.Cell(a[0], a[1]), p.Cell(b[0], b[1])
		for _, k := range []int{p.Regions.Of[ia], p.Regions.Of[ib]} {
			if v == 1 {
				used[k]++
			}
			if v >= 0 {
				avail[k]++
			}
		}
		if !canVisit(ia) && !canVisit(ib) {
			add(fmt.Sprintf("(%d,%d) and (%d,%d) are both empty, side by side across a border", a[0], a[1], b[0], b[1]), 0, a, b)
		}
	}
	clue := 0
	var met [][2]int // numbers whose region has that many cells on lines (puzzle.Verdict.Met)
	for k := 0; k < p.Regions.N; k++ {
		cells := p.Regions.Cells(k)
		var cs [][2]int
		on, can := 0, 0
		for _, i := range cells {
			cs = append(cs, at(i))
			if lines[i] > 0 {
				on++
			}
			if canVisit(i) {
				can++
			}
		}
		first := cells[0]
		if borders > 0 && used[k] > 2 {
			add(fmt.Sprintf("the lines cross the border of the region of (%d,%d) %d times", first/C, first%C, used[k]), 0, cs...)
		} else if borders > 0 && avail[k] < 2 {
			add(fmt.Sprintf("the loop can no longer enter the region of (%d,%d)", first/C, first%C), 0, cs...)
		}
		num, nat := p.RegionNumber(k)
		if nat < 0 {
			continue
		}
		clue++
		if on == num && (num > 0 || can == 0) {
			met = append(met, [2]int{nat / C, nat % C})
		}
		switch {
		case on > num:
			add(fmt.Sprintf("%s: %d cells of its region are on lines", NumberWords(nat/C, nat%C, num), on), clue, cs...)
		case can < num:
			add(fmt.Sprintf("%s: only %d cells of its region can be visited", NumberWords(nat/C, nat%C, num), can), clue, cs...)
		}
	}
	probs = append(probs, closedLoop(p, es)...)
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

// closedLoop finds a closed loop among the lines while other lines
// remain.
func closedLoop(p *Puzzle, es []int8) []puzzle.Problem {
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
	if n < 2 {
		return nil
	}
	deg := make([]int, p.Rows*p.Cols)
	edges := map[int]int{}
	for _, e := range on {
		u, v := g.Edge(e)
		deg[u]++
		deg[v]++
		edges[comp[u]]++
	}
	verts := map[int]int{}
	closed := map[int]bool{}
	var order []int
	for v, d := range deg {
		if d == 0 {
			continue
		}
		k := comp[v]
		if _, ok := closed[k]; !ok {
			closed[k] = true
			order = append(order, k)
		}
		verts[k]++
		if d != 2 {
			closed[k] = false
		}
	}
	for _, k := range order {
		if closed[k] && len(order) > 1 && edges[k] == verts[k] {
			var at [][2]int
			for v, d := range deg {
				if d > 0 && comp[v] == k {
					at = append(at, [2]int{v / p.Cols, v % p.Cols})
				}
			}
			return []puzzle.Problem{{Text: fmt.Sprintf("a closed loop of %d lines while other lines remain", edges[k]), Cells: at}}
		}
	}
	return nil
}

// StateFacts (puzzle.StateReader): each line the player drew is "used",
// each cross "crossed out" ({"from","to","line"}).
func (CountryRoad) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("countryroad: StateFacts of %T", pz)
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
		line := v == 1
		raw, err := json.Marshal(FactJSON{From: &a, To: &b, Line: &line})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
