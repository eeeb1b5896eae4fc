package binairo

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// StateFacts (puzzle.StateReader): the givens, and each digit the player
// wrote in a cell without a given: {"cell":[r,c],"digit":d}. (The givens
// are stated too, so that a hint is a deduction, not a given read aloud.)
func (Binairo) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("binairo: StateFacts of %T", pz)
	}
	grid, _, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, d := range grid {
		if d == Empty {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.Cols, i % p.Cols}, Digit: d})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
