package starbattle

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// readState reads a player's cells: +1 a star, -1 a dot (no star), 0
// nothing. Values: "star" (or "★"), "empty" (or "dot", "."), "" clears.
func readState(p *Puzzle, st board.State) ([]int, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a starbattle has stars in cells, no lines or rooms")
	}
	g := make([]int, p.Rows*p.Cols)
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if r < 0 || r >= p.Rows || col < 0 || col >= p.Cols {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", r, col, p.Rows, p.Cols)
		}
		switch strings.TrimSpace(c.Value) {
		case StarValue, StarText:
			g[r*p.Cols+col] = 1
		case DotValue, "dot", ".":
			g[r*p.Cols+col] = -1
		case "":
			g[r*p.Cols+col] = 0
		default:
			return nil, fmt.Errorf("cell (%d,%d): %q is not a star or empty", r, col, c.Value)
		}
	}
	return g, nil
}

// CheckState judges a player's stars (puzzle.Player): two stars that
// touch, more than N stars in a row, column or region, a star in no
// region, and a row, column or region whose cells left open cannot hold
// the stars it still needs are problems. Stars in every row, column and
// region as Check wants: solved. Met lists the rows, columns and regions
// holding their stars (metGroups).
func (StarBattle) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("starbattle: CheckState of %T", pz)
	}
	g, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	R, C, N := p.Rows, p.Cols, p.Stars
	var probs []puzzle.Problem
	cellOf := func(i int) [2]int { return [2]int{i / C, i % C} }
	bad := map[int]bool{} // stars in a broken group or touching another
	group := func(name string, cells []int) {
		var stars [][2]int
		open := 0
		for _, i := range cells {
			switch g[i] {
			case 1:
				stars = append(stars, cellOf(i))
			case 0:
				open++
			}
		}
		if len(stars) > N {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d stars in %s, want %d", len(stars), name, N), Cells: stars})
			for _, i := range cells {
				bad[i] = bad[i] || g[i] == 1
			}
		} else if len(stars)+open < N {
			cs := make([][2]int, len(cells))
			for k, i := range cells {
				cs[k] = cellOf(i)
			}
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s has room for %d stars, want %d", name, len(stars)+open, N), Cells: cs})
		}
	}
	for r := 0; r < R; r++ {
		cells := make([]int, C)
		for c := range cells {
			cells[c] = r*C + c
		}
		group(fmt.Sprintf("row %d", r), cells)
	}
	for c := 0; c < C; c++ {
		cells := make([]int, R)
		for r := range cells {
			cells[r] = r*C + c
		}
		group(fmt.Sprintf("column %d", c), cells)
	}
	for k := 0; k < p.Regions.N; k++ {
		group(p.RegionName(k), p.Regions.Cells(k))
	}
	for i, v := range g {
		if v != 1 {
			continue
		}
		r, c := i/C, i%C
		if p.Regions.Of[i] < 0 {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the star at (%d,%d) is in no region", r, c), Cells: [][2]int{{r, c}}})
		}
		for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
			rr, cc := r+d[0], c+d[1]
			if rr < R && cc >= 0 && cc < C && g[rr*C+cc] == 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the stars at (%d,%d) and (%d,%d) touch", r, c, rr, cc), Cells: [][2]int{{r, c}, {rr, cc}}})
				bad[i], bad[rr*C+cc] = true, true
			}
		}
	}
	v := puzzle.Judge(StarBattle{}, p, probs, func() puzzle.Solution {
		s := &Solution{Rows: R, Cols: C, Star: make([]bool, R*C)}
		n := 0
		for i, v := range g {
			if v == 1 {
				s.Star[i] = true
				n++
			}
		}
		if n != R*N {
			return nil
		}
		return s
	})
	v.Met = metGroups(p, g, bad)
	return v, nil
}

// metGroups are the groups holding their N stars, none of them touching
// another star or in a group with too many (puzzle.Verdict.Met): a row r
// as [r,-1], a column c as [-1,c] (the page greys a bar beside it), a
// region as all its cells (the page dims them).
func metGroups(p *Puzzle, g []int, bad map[int]bool) [][2]int {
	R, C, N := p.Rows, p.Cols, p.Stars
	met := func(cells []int) bool {
		n := 0
		for _, i := range cells {
			if g[i] == 1 {
				if bad[i] {
					return false
				}
				n++
			}
		}
		return n == N
	}
	var out [][2]int
	for r := 0; r < R; r++ {
		cells := make([]int, C)
		for c := range cells {
			cells[c] = r*C + c
		}
		if met(cells) {
			out = append(out, [2]int{r, -1})
		}
	}
	for c := 0; c < C; c++ {
		cells := make([]int, R)
		for r := range cells {
			cells[r] = r*C + c
		}
		if met(cells) {
			out = append(out, [2]int{-1, c})
		}
	}
	for k := 0; k < p.Regions.N; k++ {
		if cells := p.Regions.Cells(k); met(cells) {
			for _, i := range cells {
				out = append(out, [2]int{i / C, i % C})
			}
		}
	}
	return out
}

// StateFacts (puzzle.StateReader): a star the player put is "a star at
// (r,c)", a dot "no star at (r,c)".
func (StarBattle) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("starbattle: StateFacts of %T", pz)
	}
	g, err := readState(p, st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, v := range g {
		if v == 0 {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.Cols, i % p.Cols}, Star: v > 0})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
