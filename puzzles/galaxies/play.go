package galaxies

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// walls are a player's walls: right[k] between cell k and the cell right
// of it, down[k] between cell k and the cell below it.
type walls struct{ right, down []bool }

// readState reads a player's walls: lines between two adjacent corners
// (board points (i,j), 0 <= i <= Rows, 0 <= j <= Cols). Crossed-out
// segments ("no wall") and segments on the grid's outline say nothing.
func readState(p *Puzzle, st board.State) (walls, error) {
	w := walls{make([]bool, p.Rows*p.Cols), make([]bool, p.Rows*p.Cols)}
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Cells) > 0 {
		return w, fmt.Errorf("a galaxies puzzle has walls between cells, no bridges, rooms or cell values")
	}
	for _, l := range st.Lines {
		a, b := l.From, l.To
		if b[0] < a[0] || b[1] < a[1] {
			a, b = b, a
		}
		if a[0] < 0 || a[1] < 0 || b[0] > p.Rows || b[1] > p.Cols {
			return w, fmt.Errorf("segment (%d,%d)-(%d,%d) is outside the %dx%d grid's corners", l.From[0], l.From[1], l.To[0], l.To[1], p.Rows+1, p.Cols+1)
		}
		horizontal := a[0] == b[0] && b[1] == a[1]+1
		vertical := a[1] == b[1] && b[0] == a[0]+1
		if !horizontal && !vertical {
			return w, fmt.Errorf("segment (%d,%d)-(%d,%d) does not join two adjacent corners", l.From[0], l.From[1], l.To[0], l.To[1])
		}
		if l.Cross {
			continue
		}
		if horizontal && a[0] > 0 && a[0] < p.Rows {
			w.down[p.Cell(a[0]-1, a[1])] = true
		}
		if vertical && a[1] > 0 && a[1] < p.Cols {
			w.right[p.Cell(a[0], a[1]-1)] = true
		}
	}
	return w, nil
}

// regions numbers the cells by the region walls enclose (cells joined
// through sides without a wall), and lists each region's cells.
func regions(p *Puzzle, w walls) (of []int, cells [][]int) {
	of = make([]int, p.Rows*p.Cols)
	for i := range of {
		of[i] = -1
	}
	for start := range of {
		if of[start] >= 0 {
			continue
		}
		id := len(cells)
		of[start] = id
		list := []int{start}
		for q := 0; q < len(list); q++ {
			k := list[q]
			r, c := k/p.Cols, k%p.Cols
			try := func(j int, open bool) {
				if open && of[j] < 0 {
					of[j] = id
					list = append(list, j)
				}
			}
			if c+1 < p.Cols {
				try(k+1, !w.right[k])
			}
			if c > 0 {
				try(k-1, !w.right[k-1])
			}
			if r+1 < p.Rows {
				try(k+p.Cols, !w.down[k])
			}
			if r > 0 {
				try(k-p.Cols, !w.down[k-p.Cols])
			}
		}
		cells = append(cells, list)
	}
	return of, cells
}

// corners are the board points of the top-left corners of cells (the
// page rings points).
func corners(p *Puzzle, cells []int) [][2]int {
	out := make([][2]int, 0, len(cells))
	for _, k := range cells {
		out = append(out, [2]int{k / p.Cols, k % p.Cols})
	}
	return out
}

// galaxyOf gives each region its dot when it holds exactly one (-1
// otherwise), and counts the dots in each region.
func galaxyOf(p *Puzzle, of []int, n int) (dot, count []int) {
	dot, count = make([]int, n), make([]int, n)
	for i := range dot {
		dot[i] = -1
	}
	for i, d := range p.Dots {
		t := p.Touching(d)[0]
		g := of[p.Cell(t[0], t[1])]
		count[g]++
		dot[g] = i
	}
	for g := range dot {
		if count[g] != 1 {
			dot[g] = -1
		}
	}
	return dot, count
}

// asymmetric is a cell of region g (with dot d) whose opposite about the
// dot is off the grid or in another region, or -1.
func asymmetric(p *Puzzle, of []int, cells []int, d Dot) int {
	for _, k := range cells {
		mr, mc, ok := p.Mirror(d, k/p.Cols, k%p.Cols)
		if !ok || of[p.Cell(mr, mc)] != of[k] {
			return k
		}
	}
	return -1
}

// CheckState judges a player's walls (puzzle.Player). Problems: a wall
// through a dot (on the edge it sits on, or touching the corner it sits
// on); a region the walls close with no dot; a region with one dot that
// is not symmetric about it (walls can only cut it into pieces without a
// dot). A region with several dots is not finished yet. When every region
// holds one dot the regions are the galaxies, solved when Check accepts
// them.
func (Galaxies) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("galaxies: CheckState of %T", pz)
	}
	w, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var probs []puzzle.Problem
	for i, d := range p.Dots {
		t := p.Touching(d)
		split := false
		for a := range t {
			for b := a + 1; b < len(t); b++ {
				ka := p.Cell(t[a][0], t[a][1])
				switch {
				case t[a][0] == t[b][0] && t[b][1] == t[a][1]+1:
					split = split || w.right[ka]
				case t[a][1] == t[b][1] && t[b][0] == t[a][0]+1:
					split = split || w.down[ka]
				}
			}
		}
		if split {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("a wall runs through %s", p.DotWords(i)),
				Cells: corners(p, []int{p.Cell(t[len(t)-1][0], t[len(t)-1][1])}), Clue: i + 1})
		}
	}
	of, cells := regions(p, w)
	dot, count := galaxyOf(p, of, len(cells))
	complete := true
	for g, list := range cells {
		switch {
		case count[g] == 0:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the region of %d cells at (%d,%d) has no dot", len(list), list[0]/p.Cols, list[0]%p.Cols), Cells: corners(p, list)})
		case count[g] > 1:
			complete = false
		default:
			if k := asymmetric(p, of, list, p.Dots[dot[g]]); k >= 0 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the region of %s is not symmetric about it: (%d,%d) has no opposite in it", p.DotWords(dot[g]), k/p.Cols, k%p.Cols),
					Cells: corners(p, []int{k}), Clue: dot[g] + 1})
			}
		}
	}
	var done func() puzzle.Solution
	if complete {
		done = func() puzzle.Solution {
			s := NewSolution(p.Rows, p.Cols)
			for k := range s.Region {
				s.Region[k] = dot[of[k]]
			}
			return s
		}
	}
	return puzzle.Judge(Kind, p, probs, done), nil
}

// StateFacts (puzzle.StateReader): the cells of each region the player
// closed around one dot, symmetric about it, are in its galaxy: facts
// {"cell":[r,c],"dot":d,"in":true}.
func (Galaxies) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("galaxies: StateFacts of %T", pz)
	}
	w, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	of, cells := regions(p, w)
	dot, _ := galaxyOf(p, of, len(cells))
	var out []json.RawMessage
	for g, list := range cells {
		if dot[g] < 0 || asymmetric(p, of, list, p.Dots[dot[g]]) >= 0 {
			continue
		}
		for _, k := range list {
			raw, err := json.Marshal(FactJSON{Cell: [2]int{k / p.Cols, k % p.Cols}, Dot: dot[g], In: true})
			if err != nil {
				return nil, err
			}
			out = append(out, raw)
		}
	}
	return out, nil
}
