package nurikabe

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// playerCells reads a player's cells: ValueShaded, ValueUnshaded or ""
// (nothing). st[i] is 1 shaded, -1 unshaded (every number's cell is), 0
// open.
func (p *Puzzle) playerCells(st board.State) ([]int8, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a Nurikabe has shaded cells, no lines or rooms")
	}
	out := make([]int8, len(p.Cells))
	for i, v := range p.Cells {
		if v != Empty {
			out[i] = -1
		}
	}
	for _, c := range st.Cells {
		if !p.inside(c.Cell) {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c.Cell[0], c.Cell[1], p.Rows, p.Cols)
		}
		i := c.Cell[0]*p.Cols + c.Cell[1]
		v := strings.TrimSpace(c.Value)
		switch v {
		case "", ".":
			continue
		case ValueShaded, ValueUnshaded:
		default:
			return nil, fmt.Errorf("cell (%d,%d): %q is not %q or %q", c.Cell[0], c.Cell[1], c.Value, ValueShaded, ValueUnshaded)
		}
		if p.Cells[i] != Empty {
			return nil, fmt.Errorf("cell (%d,%d) holds a number: it takes no %q", c.Cell[0], c.Cell[1], v)
		}
		out[i] = -1
		if v == ValueShaded {
			out[i] = 1
		}
	}
	return out, nil
}

// CheckState judges a player's board (puzzle.Player): a 2x2 block all
// shaded; an island (cells marked unshaded and numbers, connected) with
// two numbers, or more cells than its number; an island of a number
// closed in by shaded cells with fewer cells; shaded cells split apart
// by closed islands (a group of shaded cells that cannot reach the others
// through cells not marked unshaded). A board whose shaded cells Check
// accepts is solved.
func (Nurikabe) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nurikabe: CheckState of %T", pz)
	}
	cell, err := p.playerCells(st)
	if err != nil {
		return nil, err
	}
	R, C, N := p.Rows, p.Cols, len(p.Cells)
	at := func(i int) [2]int { return [2]int{i / C, i % C} }
	var probs []puzzle.Problem
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			if cell[i] == 1 && cell[i+1] == 1 && cell[i+C] == 1 && cell[i+C+1] == 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the 2x2 block at (%d,%d) is all shaded", r, c),
					Cells: [][2]int{at(i), at(i + 1), at(i + C), at(i + C + 1)}})
			}
		}
	}
	// groups of cells for which ok holds, connected.
	groups := func(ok func(i int) bool) [][]int {
		seen := make([]bool, N)
		var gs [][]int
		var nb []int
		for s := 0; s < N; s++ {
			if seen[s] || !ok(s) {
				continue
			}
			g := []int{s}
			seen[s] = true
			for q := 0; q < len(g); q++ {
				nb = neighbours(R, C, g[q], nb)
				for _, d := range nb {
					if !seen[d] && ok(d) {
						seen[d] = true
						g = append(g, d)
					}
				}
			}
			gs = append(gs, g)
		}
		return gs
	}
	clueIndex := map[int]int{}
	for i, v := range p.Cells {
		if v != Empty {
			clueIndex[i] = len(clueIndex) + 1
		}
	}
	var nb []int
	for _, g := range groups(func(i int) bool { return cell[i] == -1 }) {
		var nums []int
		closed := true
		for _, i := range g {
			if p.Cells[i] != Empty {
				nums = append(nums, i)
			}
			nb = neighbours(R, C, i, nb)
			for _, d := range nb {
				if cell[d] == 0 {
					closed = false
				}
			}
		}
		cells := make([][2]int, len(g))
		for j, i := range g {
			cells[j] = at(i)
		}
		switch {
		case len(nums) >= 2:
			a, z := nums[0], nums[1]
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s and %s are in one island", NumberWords(a/C, a%C, p.Cells[a]), NumberWords(z/C, z%C, p.Cells[z])),
				Cells: cells, Clue: clueIndex[a]})
		case len(nums) == 1:
			k := nums[0]
			n := p.Cells[k]
			if n != Unknown && len(g) > n {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the island of %s has %d cells", NumberWords(k/C, k%C, n), len(g)), Cells: cells, Clue: clueIndex[k]})
			} else if n != Unknown && closed && len(g) < n {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the island of %s is closed at %d cells", NumberWords(k/C, k%C, n), len(g)), Cells: cells, Clue: clueIndex[k]})
			}
		case closed:
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the island at (%d,%d) is closed without a number", g[0]/C, g[0]%C), Cells: cells})
		}
	}
	// Shaded cells that can no longer meet: groups of cells not marked
	// unshaded holding shaded cells.
	var walls [][]int
	for _, g := range groups(func(i int) bool { return cell[i] != -1 }) {
		for _, i := range g {
			if cell[i] == 1 {
				walls = append(walls, g)
				break
			}
		}
	}
	if len(walls) > 1 {
		var cells [][2]int
		for _, i := range walls[1] {
			if cell[i] == 1 {
				cells = append(cells, at(i))
			}
		}
		probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the shaded cells are split: (%d,%d) can no longer reach the others", cells[0][0], cells[0][1]), Cells: cells})
	}
	complete := func() puzzle.Solution {
		on := make([]bool, N)
		for i, l := range cell {
			on[i] = l == 1
		}
		return solutionOf(R, C, on)
	}
	v := puzzle.Judge(Nurikabe{}, p, probs, complete)
	// Met: a number whose island, its cells not shaded (unmarked cells
	// read as unshaded, as the solved check reads them), holds no other
	// number and has as many cells as it says.
	for _, g := range groups(func(i int) bool { return cell[i] != 1 }) {
		num := -1
		for _, i := range g {
			if p.Cells[i] != Empty {
				if num >= 0 {
					num = -2
					break
				}
				num = i
			}
		}
		if num >= 0 && p.Cells[num] == len(g) {
			v.Met = append(v.Met, at(num))
		}
	}
	return v, nil
}

// StateFacts (puzzle.StateReader): a cell the player shaded is shaded, a
// dot says unshaded: {"cell":[r,c],"shaded":bool}.
func (Nurikabe) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nurikabe: StateFacts of %T", pz)
	}
	cell, err := p.playerCells(st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, l := range cell {
		if l == 0 || p.Cells[i] != Empty {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.Cols, i % p.Cols}, Shaded: l == 1})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
