package gokigen

import (
	"fmt"
)

// Check reports whether s solves p, by the rules and independently of
// the encoding: every clue counts the diagonals that end at its corner,
// and no diagonals form a closed loop (found by a search of the corners'
// graph, not by package connect). The error names the first rule broken.
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Back) != p.Rows*p.Cols {
		return fmt.Errorf("the solution's grid is not %dx%d", p.Rows, p.Cols)
	}
	if bad := ClueProblems(p, s.Back, nil); len(bad) > 0 {
		i, j := bad[0]/(p.Cols+1), bad[0]%(p.Cols+1)
		return fmt.Errorf("corner (%d,%d): %d diagonals touch it, the clue says %d", i, j, touchCount(p, s.Back, nil, i, j), p.ClueAt(i, j))
	}
	if loop := LoopCells(p, s.Back, nil); len(loop) > 0 {
		return fmt.Errorf("the diagonals of %d cells form a loop, through cell (%d,%d)", len(loop), loop[0]/p.Cols, loop[0]%p.Cols)
	}
	return nil
}

// touchCount counts the diagonals touching corner (i,j); with known
// non-nil, only the cells known.
func touchCount(p *Puzzle, back, known []bool, i, j int) int {
	n := 0
	for _, d := range [4][3]int{{-1, -1, 1}, {-1, 0, 0}, {0, -1, 0}, {0, 0, 1}} {
		r, c := i+d[0], j+d[1]
		if r < 0 || r >= p.Rows || c < 0 || c >= p.Cols {
			continue
		}
		k := r*p.Cols + c
		if known != nil && !known[k] {
			continue
		}
		if back[k] == (d[2] == 1) {
			n++
		}
	}
	return n
}

// ClueProblems lists the corners whose clue the diagonals break: with
// known nil, every cell is filled and the count must equal the clue;
// else more touching than the clue, or fewer touching than the clue
// even with every unknown cell around it touching.
func ClueProblems(p *Puzzle, back, known []bool) []int {
	var bad []int
	for i := 0; i <= p.Rows; i++ {
		for j := 0; j <= p.Cols; j++ {
			k := p.ClueAt(i, j)
			if k == None {
				continue
			}
			got := touchCount(p, back, known, i, j)
			open := 0
			if known != nil {
				for r := i - 1; r <= i; r++ {
					for c := j - 1; c <= j; c++ {
						if r >= 0 && r < p.Rows && c >= 0 && c < p.Cols && !known[r*p.Cols+c] {
							open++
						}
					}
				}
			}
			if got > k || got+open < k {
				bad = append(bad, p.Corner(i, j))
			}
		}
	}
	return bad
}

// LoopCells lists the cells of one closed loop of diagonals (nil when
// there is none); with known non-nil only the known cells count. A
// depth-first search over the corners joined by the diagonals: the first
// edge that reaches an ancestor's corner closes the loop.
func LoopCells(p *Puzzle, back, known []bool) []int {
	W := p.Cols + 1
	n := (p.Rows + 1) * W
	// adjacency: for each corner, the cells whose diagonal ends there.
	adj := make([][]int, n)
	for cell := range back {
		if known != nil && !known[cell] {
			continue
		}
		r, c := cell/p.Cols, cell%p.Cols
		var a, b int
		if back[cell] {
			a, b = r*W+c, (r+1)*W+c+1
		} else {
			a, b = r*W+c+1, (r+1)*W+c
		}
		adj[a] = append(adj[a], cell)
		adj[b] = append(adj[b], cell)
	}
	other := func(cell, v int) int {
		r, c := cell/p.Cols, cell%p.Cols
		var a, b int
		if back[cell] {
			a, b = r*W+c, (r+1)*W+c+1
		} else {
			a, b = r*W+c+1, (r+1)*W+c
		}
		if a == v {
			return b
		}
		return a
	}
	parent := make([]int, n) // the cell by which a corner was reached; -1 a root
	state := make([]int8, n) // 0 unseen, 1 on the stack, 2 done
	type frame struct{ v, next int }
	for s := 0; s < n; s++ {
		if state[s] != 0 {
			continue
		}
		parent[s] = -1
		state[s] = 1
		stack := []frame{{s, 0}}
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.next == len(adj[top.v]) {
				state[top.v] = 2
				stack = stack[:len(stack)-1]
				continue
			}
			cell := adj[top.v][top.next]
			top.next++
			if cell == parent[top.v] {
				continue
			}
			w := other(cell, top.v)
			switch state[w] {
			case 0:
				parent[w] = cell
				state[w] = 1
				stack = append(stack, frame{w, 0})
			case 1:
				// w is an ancestor: the loop is cell and the tree path top.v..w.
				loop := []int{cell}
				for x := top.v; x != w; {
					loop = append(loop, parent[x])
					x = other(parent[x], x)
				}
				return loop
			}
		}
	}
	return nil
}
