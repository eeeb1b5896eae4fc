package skyscrapers

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// moves are the values a player writes in a cell: 1..Max, and with
// Max < N "0" (a dot: an empty lot).
func (p *Puzzle) moves() *board.Moves {
	m := &board.Moves{}
	for d := 1; d <= p.Max; d++ {
		t := strconv.Itoa(d)
		m.Cells = append(m.Cells, board.CellValue{Value: t, Text: t})
	}
	if p.Max < p.N {
		m.Cells = append(m.Cells, board.CellValue{Value: "0", Mark: board.MarkDot})
	}
	return m
}

// CheckState judges a player's grid (puzzle.Player): heights written in
// the board's inner cells (board coordinates: the grid starts at (1,1);
// the ring of clues is not the player's and is ignored). A height twice
// in a row or column, a given overwritten, or a full line that a clue
// sees wrongly is a problem; a full grid without problems is solved
// when Check accepts it.
func (Skyscrapers) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("skyscrapers: CheckState of %T", pz)
	}
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a skyscrapers grid has heights in cells, no lines or rooms")
	}
	n := p.N
	grid := append([]int(nil), p.Given...)
	v := &puzzle.Verdict{Status: "playing", Problems: []puzzle.Problem{}}
	for _, c := range st.Cells {
		r, col := c.Cell[0]-1, c.Cell[1]-1
		if r < -1 || r > n || col < -1 || col > n {
			return nil, fmt.Errorf("cell (%d,%d) is outside the board", c.Cell[0], c.Cell[1])
		}
		if r < 0 || r >= n || col < 0 || col >= n {
			continue // the ring of clues
		}
		val := strings.TrimSpace(c.Value)
		d := None
		if val != "" && val != "." {
			var err error
			if d, err = strconv.Atoi(val); err != nil || d < 0 || d > p.Max || (d == 0 && p.Max == n) {
				return nil, fmt.Errorf("cell (%d,%d): %q is not a height of this puzzle", c.Cell[0], c.Cell[1], c.Value)
			}
		}
		i := r*n + col
		if g := p.Given[i]; g != None {
			if d != None && d != g {
				v.Problems = append(v.Problems, puzzle.Problem{Text: fmt.Sprintf("the given %d at (%d,%d) cannot change", g, r+1, col+1), Cells: [][2]int{c.Cell}})
			}
			continue
		}
		grid[i] = d
	}
	lines := func(name string, cell func(k, i int) int) {
		for k := 0; k < n; k++ {
			at := make([][][2]int, p.Max+1)
			for i := 0; i < n; i++ {
				j := cell(k, i)
				if d := grid[j]; d > 0 {
					at[d] = append(at[d], [2]int{j/n + 1, j%n + 1})
				}
			}
			for d, cells := range at {
				if len(cells) > 1 {
					v.Problems = append(v.Problems, puzzle.Problem{Text: fmt.Sprintf("height %d twice in %s %d", d, name, k+1), Cells: cells})
				}
			}
		}
	}
	lines("row", func(k, i int) int { return k*n + i })
	lines("column", func(k, i int) int { return i*n + k })
	for ci, c := range p.ClueList() {
		line := p.Line(c.Side, c.Index)
		hs := make([]int, n)
		full := true
		for k, j := range line {
			hs[k] = grid[j]
			full = full && grid[j] != None
		}
		if full && Visible(hs) != c.Value {
			v.Problems = append(v.Problems, puzzle.Problem{Text: fmt.Sprintf("%s sees %d towers", c.Words(), Visible(hs)), Clue: ci + 1})
		}
		// Met: a full line of distinct heights that shows the clue its
		// count (puzzle.Verdict.Met: the clue's cell on the ring).
		if full && Visible(hs) == c.Value && distinct(hs) {
			if at, ok := ringCell(n, c.Side.String(), c.Index); ok {
				v.Met = append(v.Met, at)
			}
		}
	}
	if len(v.Problems) > 0 {
		v.Status = "broken"
		return v, nil
	}
	for _, d := range grid {
		if d == None {
			return v, nil
		}
	}
	if err := Check(p, &Solution{N: n, Values: grid}); err != nil {
		v.Status = "broken"
		v.Problems = append(v.Problems, puzzle.Problem{Text: err.Error()})
		return v, nil
	}
	v.Status = "solved"
	return v, nil
}

// distinct reports whether the heights of a line (0: a gap) differ.
func distinct(hs []int) bool {
	seen := map[int]bool{}
	for _, h := range hs {
		if h > 0 && seen[h] {
			return false
		}
		seen[h] = true
	}
	return true
}
