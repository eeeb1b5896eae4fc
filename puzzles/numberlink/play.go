package numberlink

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
		return nil, fmt.Errorf("a numberlink has lines between cells, no bridges, rooms or cell values")
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
// or more lines, a number with two; a line that ends in a cell without
// a number where every other way is crossed out; a number every way of
// which is crossed out; lines joining two different numbers (or more
// than two); a closed loop. Lines that Check accepts are "solved" (under
// the rule that cells may stay empty).
func (Numberlink) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("numberlink: CheckState of %T", pz)
	}
	es, err := stateEdges(p, st)
	if err != nil {
		return nil, err
	}
	nums, cells := p.Pairs()
	clueOf := map[int]int{}
	for k, cs := range cells {
		for _, i := range cs {
			clueOf[i] = k + 1
		}
	}
	var probs []puzzle.Problem
	add := func(text string, clue int, cells ...[2]int) {
		probs = append(probs, puzzle.Problem{Text: text, Cells: cells, Clue: clue})
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			lines, open := 0, 0
			for _, e := range p.CellEdges(r, c) {
				switch {
				case e < 0:
				case es[e] == 1:
					lines++
				case es[e] == 0:
					open++
				}
			}
			v := p.At(r, c)
			switch {
			case v != 0 && lines > 1:
				add(fmt.Sprintf("the number %d at (%d,%d) has %d lines", v, r, c, lines), clueOf[p.Cell(r, c)], [2]int{r, c})
			case v != 0 && lines+open == 0:
				add(fmt.Sprintf("the number %d at (%d,%d) has every way crossed out", v, r, c), clueOf[p.Cell(r, c)], [2]int{r, c})
			case v == 0 && lines > 2:
				add(fmt.Sprintf("cell (%d,%d) has %d lines", r, c, lines), 0, [2]int{r, c})
			case v == 0 && lines == 1 && open == 0:
				add(fmt.Sprintf("the line ends at (%d,%d)", r, c), 0, [2]int{r, c})
			}
		}
	}
	// Components of the drawn lines: their numbers, and closed loops.
	n := p.Rows * p.Cols
	d := graph.NewDSU(n)
	edges := make([]int, n)
	for e, v := range es {
		if v != 1 {
			continue
		}
		a, b := p.EdgeEnds(e)
		u, w := p.Cell(a[0], a[1]), p.Cell(b[0], b[1])
		d.Union(u, w)
	}
	for e, v := range es {
		if v == 1 {
			a, _ := p.EdgeEnds(e)
			edges[d.Find(p.Cell(a[0], a[1]))]++
		}
	}
	seen := map[int][]int{} // root: the numbered cells in it
	for i, v := range p.Nums {
		if v != 0 {
			seen[d.Find(i)] = append(seen[d.Find(i)], i)
		}
	}
	for k := range nums {
		i := cells[k][0]
		in := seen[d.Find(i)]
		if len(in) < 2 || in[0] != i {
			continue
		}
		var at [][2]int
		differ := false
		for _, j := range in {
			at = append(at, [2]int{j / p.Cols, j % p.Cols})
			if p.Nums[j] != p.Nums[i] {
				differ = true
			}
		}
		if differ || len(in) > 2 {
			add(fmt.Sprintf("a path joins %d numbers that are not one pair", len(in)), 0, at...)
		}
	}
	// Met: a pair joined by one path (a tree whose only ends are the
	// pair's numbers) and nothing else.
	deg := make([]int, n)
	for e, v := range es {
		if v == 1 {
			a, b := p.EdgeEnds(e)
			deg[p.Cell(a[0], a[1])]++
			deg[p.Cell(b[0], b[1])]++
		}
	}
	var met [][2]int
	for k := range nums {
		if len(cells[k]) != 2 {
			continue
		}
		i, j := cells[k][0], cells[k][1]
		root := d.Find(i)
		if d.Find(j) != root || len(seen[root]) != 2 || edges[root] != d.Size(root)-1 {
			continue
		}
		path := true
		for c := 0; c < n && path; c++ {
			if d.Find(c) != root {
				continue
			}
			if want := 2 - min(1, p.Nums[c]); deg[c] != want {
				path = false
			}
		}
		if path {
			met = append(met, [2]int{i / p.Cols, i % p.Cols}, [2]int{j / p.Cols, j % p.Cols})
		}
	}
	for root := 0; root < n; root++ {
		if d.Find(root) != root || edges[root] == 0 || len(seen[root]) > 0 || edges[root] != d.Size(root) {
			continue
		}
		var at [][2]int
		for i := 0; i < n; i++ {
			if d.Find(i) == root {
				at = append(at, [2]int{i / p.Cols, i % p.Cols})
			}
		}
		add(fmt.Sprintf("a closed loop of %d lines", edges[root]), 0, at...)
		break
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

// StateFacts (puzzle.StateReader): each line the player drew is "used",
// each cross "crossed out" ({"from","to","line"}).
func (Numberlink) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("numberlink: StateFacts of %T", pz)
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
