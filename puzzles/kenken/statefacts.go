package kenken

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// StateFacts (puzzle.StateReader): a digit the player wrote in a cell is
// in that cell, {"cell":[r,c],"digit":d,"is":true} (FactJSON, as Fact
// writes "(r,c) is d"); a Killer Sudoku's givens are stated too, so that a
// hint is a deduction, not a given read aloud. An empty cell ("" or
// ".") states nothing; a digit over a different given is an error.
func (k Cages) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("%s: StateFacts of %T", k.Name(), pz)
	}
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a %s has digits in cells, no lines or rooms", k.Name())
	}
	n := p.N
	var out []json.RawMessage
	add := func(r, c, d int) error {
		raw, err := json.Marshal(FactJSON{Cell: [2]int{r, c}, Digit: d, Is: true})
		if err == nil {
			out = append(out, raw)
		}
		return err
	}
	for i, d := range p.Givens {
		if d != 0 {
			if err := add(i/n, i%n, d); err != nil {
				return nil, err
			}
		}
	}
	for j, c := range st.Cells {
		v := strings.TrimSpace(c.Value)
		if v == "" || v == "." {
			continue
		}
		r, col := c.Cell[0], c.Cell[1]
		d, err := strconv.Atoi(v)
		if err != nil || d < 1 || d > n || r < 0 || r >= n || col < 0 || col >= n {
			return nil, fmt.Errorf("cells[%d]: %q at (%d,%d) is no digit of this %dx%d grid", j, c.Value, r, col, n, n)
		}
		if g := givenAt(p, r*n+col); g != 0 {
			if g != d {
				return nil, fmt.Errorf("cells[%d]: %d at (%d,%d) is over the given %d", j, d, r, col, g)
			}
			continue // the puzzle states it
		}
		if err := add(r, col, d); err != nil {
			return nil, err
		}
	}
	return out, nil
}
