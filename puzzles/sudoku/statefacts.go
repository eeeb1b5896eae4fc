package sudoku

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// StateFacts (puzzle.StateReader): the givens, and a digit the player
// wrote in a cell that holds no given, are in their cells:
// {"cell","digit","holds":true}. (The givens are stated too, so that a
// hint is a deduction, not a given read aloud.)
func (Sudoku) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("sudoku: StateFacts of %T", pz)
	}
	var out []json.RawMessage
	for i, d := range p.Givens {
		if d == 0 {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.N, i % p.N}, Digit: d, Holds: true})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	for i, c := range st.Cells {
		v := strings.TrimSpace(c.Value)
		if v == "" {
			continue
		}
		d, err := strconv.Atoi(v)
		if err != nil || d < 1 || d > p.N || !p.inside(c.Cell) {
			return nil, fmt.Errorf("cells[%d]: %q at (%d,%d) is no digit of this %dx%d grid", i, c.Value, c.Cell[0], c.Cell[1], p.N, p.N)
		}
		if p.At(c.Cell[0], c.Cell[1]) != 0 {
			continue // a given: the puzzle states it
		}
		raw, err := json.Marshal(FactJSON{Cell: c.Cell, Digit: d, Holds: true})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
