package futoshiki

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// stateGrid reads a player's digits (board.CellState values "1".."N";
// "" or "." clears a cell) over p's givens: the grid (None where empty),
// and a problem for each given the player wrote over.
func stateGrid(p *Puzzle, st board.State) ([]int, []puzzle.Problem, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Lines) > 0 {
		return nil, nil, fmt.Errorf("a futoshiki has digits in cells, no lines or rooms")
	}
	n := p.N
	grid := append([]int(nil), p.Given...)
	var probs []puzzle.Problem
	for k, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if r < 0 || r >= n || col < 0 || col >= n {
			return nil, nil, fmt.Errorf("cells[%d]: cell (%d,%d) is outside the %dx%d grid", k, r, col, n, n)
		}
		val := strings.TrimSpace(c.Value)
		d := None
		if val != "" && val != "." {
			var err error
			if d, err = strconv.Atoi(val); err != nil || d < 1 || d > n {
				return nil, nil, fmt.Errorf("cells[%d]: %q at (%d,%d) is not a digit 1 to %d", k, c.Value, r, col, n)
			}
		}
		i := r*n + col
		if g := p.Given[i]; g != None {
			if d != None && d != g {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the given %d at (%d,%d) cannot change", g, r+1, col+1), Cells: [][2]int{{r, col}}})
			}
			continue
		}
		grid[i] = d
	}
	return grid, probs, nil
}

// CheckState judges a player's grid (puzzle.Player): the digits written
// in cells. A digit twice in a row or column, a given overwritten, or two
// filled neighbours that break their sign (or, in adjacent mode, their
// bar or its absence) is a problem naming the cells; a full grid without
// problems is solved when Check accepts it.
func (Futoshiki) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("futoshiki: CheckState of %T", pz)
	}
	grid, probs, err := stateGrid(p, st)
	if err != nil {
		return nil, err
	}
	n := p.N
	lines := func(name string, cell func(k, i int) int) {
		for k := 0; k < n; k++ {
			at := make([][][2]int, n+1)
			for i := 0; i < n; i++ {
				j := cell(k, i)
				if d := grid[j]; d != None {
					at[d] = append(at[d], [2]int{j / n, j % n})
				}
			}
			for d, cells := range at {
				if len(cells) > 1 {
					probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("digit %d twice in %s %d", d, name, k+1), Cells: cells})
				}
			}
		}
	}
	lines("row", func(k, i int) int { return k*n + i })
	lines("column", func(k, i int) int { return i*n + k })
	for _, q := range p.Pairs() {
		a, b := grid[q.A], grid[q.B]
		if a == None || b == None {
			continue
		}
		d := a - b
		ok := true
		switch q.Rel {
		case Greater:
			ok = a > b
		case Less:
			ok = a < b
		case Next:
			ok = d == 1 || d == -1
		default:
			ok = !p.Adjacent || (d != 1 && d != -1)
		}
		if !ok {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("broken: %s (%d, %d)", p.Words(q), a, b),
				Cells: [][2]int{{q.A / n, q.A % n}, {q.B / n, q.B % n}}})
		}
	}
	complete := func() puzzle.Solution {
		for _, d := range grid {
			if d == None {
				return nil
			}
		}
		return &Solution{N: n, Values: grid}
	}
	return puzzle.Judge(Kind, p, probs, complete), nil
}

// StateFacts (puzzle.StateReader): the givens, and each digit the player
// wrote in a cell without a given, as facts in the JSON form of the
// encoding's facts: {"col","digit","is":true,"row"} (1-based).
func (Futoshiki) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("futoshiki: StateFacts of %T", pz)
	}
	grid, _, err := stateGrid(p, st)
	if err != nil {
		return nil, err
	}
	n := p.N
	var out []json.RawMessage
	for i, d := range grid {
		if d == None {
			continue
		}
		raw, err := json.Marshal(map[string]any{"row": i/n + 1, "col": i%n + 1, "digit": d, "is": true})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
