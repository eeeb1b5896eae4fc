package masyu

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
		return nil, fmt.Errorf("a masyu has lines between cells, no bridges, rooms or cell values")
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

// CheckState judges a player's lines (puzzle.Player): a cell with three
// or more lines, or with one line and every other way crossed out; a
// pearl that cannot get its two lines; a black pearl the loop goes
// straight through, or next to which it turns (or cannot go on); a
// white pearl in which it turns, or beside which it goes straight on
// both sides; a closed loop while other lines remain. Lines that make one
// loop Check accepts are "solved".
func (Masyu) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("masyu: CheckState of %T", pz)
	}
	es, err := stateEdges(p, st)
	if err != nil {
		return nil, err
	}
	// state(r,c,d): the edge from (r,c) in direction d: 1, -1 (crossed
	// out, or past the grid's side), 0.
	state := func(r, c, d int) int8 {
		if r < 0 || r >= p.Rows || c < 0 || c >= p.Cols {
			return -1
		}
		if e := p.CellEdges(r, c)[d]; e >= 0 {
			return es[e]
		}
		return -1
	}
	count := func(r, c int) (lines, open int) {
		for d := range Step {
			switch state(r, c, d) {
			case 1:
				lines++
			case 0:
				open++
			}
		}
		return
	}
	// straight(r,c): two opposite lines; turns(r,c): two lines at a
	// right angle.
	straight := func(r, c int) bool {
		return state(r, c, North) == 1 && state(r, c, South) == 1 || state(r, c, West) == 1 && state(r, c, East) == 1
	}
	turns := func(r, c int) bool {
		v := state(r, c, North) == 1 || state(r, c, South) == 1
		h := state(r, c, West) == 1 || state(r, c, East) == 1
		return v && h
	}
	var probs []puzzle.Problem
	add := func(text string, clue int, cells ...[2]int) {
		probs = append(probs, puzzle.Problem{Text: text, Cells: cells, Clue: clue})
	}
	clue := 0
	var met [][2]int // pearls the lines satisfy (puzzle.Verdict.Met)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			lines, open := count(r, c)
			if v := p.At(r, c); v != Empty && pearlMet(v, r, c, count, state, straight, turns) {
				met = append(met, [2]int{r, c})
			}
			switch {
			case lines > 2:
				add(fmt.Sprintf("cell (%d,%d) has %d lines", r, c, lines), 0, [2]int{r, c})
			case lines == 1 && open == 0:
				add(fmt.Sprintf("the line ends at (%d,%d)", r, c), 0, [2]int{r, c})
			}
			v := p.At(r, c)
			if v == Empty {
				continue
			}
			clue++
			name := PearlWords(r, c, v)
			if lines+open < 2 {
				add(fmt.Sprintf("%s cannot be on the loop", name), clue, [2]int{r, c})
				continue
			}
			switch v {
			case Black:
				if straight(r, c) {
					add(fmt.Sprintf("the loop goes straight through %s", name), clue, [2]int{r, c})
				}
				for d, s := range Step {
					if state(r, c, d) != 1 {
						continue
					}
					nr, nc := r+s[0], c+s[1]
					if turns(nr, nc) || state(nr, nc, d) == -1 {
						add(fmt.Sprintf("the loop cannot go straight on at (%d,%d), next to %s", nr, nc, name), clue, [2]int{r, c}, [2]int{nr, nc})
					}
				}
			case White:
				if turns(r, c) {
					add(fmt.Sprintf("the loop turns in %s", name), clue, [2]int{r, c})
				}
				for _, pair := range [][2]int{{North, South}, {West, East}} {
					a, b := Step[pair[0]], Step[pair[1]]
					if state(r, c, pair[0]) == 1 && state(r, c, pair[1]) == 1 &&
						straight(r+a[0], c+a[1]) && straight(r+b[0], c+b[1]) {
						add(fmt.Sprintf("the loop goes straight on both sides of %s", name), clue, [2]int{r, c}, [2]int{r + a[0], c + a[1]}, [2]int{r + b[0], c + b[1]})
					}
				}
			}
		}
	}
	// A closed loop beside other lines.
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
	if n > 1 {
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
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("a closed loop of %d lines while other lines remain", edges[k]), Cells: at})
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

// pearlMet reports whether the lines drawn satisfy the pearl of colour v
// at (r,c): two lines through it and through each cell that decides it,
// a black pearl turning with the loop straight on in both next cells, a
// white one straight with the loop turning in a cell next to it.
func pearlMet(v, r, c int, count func(r, c int) (int, int), state func(r, c, d int) int8, straight, turns func(r, c int) bool) bool {
	two := func(r, c int) bool { n, _ := count(r, c); return n == 2 }
	if !two(r, c) {
		return false
	}
	switch v {
	case Black:
		if !turns(r, c) {
			return false
		}
		for d, s := range Step {
			if state(r, c, d) != 1 {
				continue
			}
			nr, nc := r+s[0], c+s[1]
			if !two(nr, nc) || state(nr, nc, d) != 1 {
				return false
			}
		}
		return true
	case White:
		if !straight(r, c) {
			return false
		}
		for d, s := range Step {
			nr, nc := r+s[0], c+s[1]
			if state(r, c, d) == 1 && two(nr, nc) && turns(nr, nc) {
				return true
			}
		}
	}
	return false
}

// StateFacts (puzzle.StateReader): each line the player drew is "used",
// each cross "crossed out" ({"from","to","line"}).
func (Masyu) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("masyu: StateFacts of %T", pz)
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
