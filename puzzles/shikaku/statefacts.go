package shikaku

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// StateFacts (puzzle.StateReader): every cell of a room drawn around
// exactly one clue belongs to that clue's room: {"cell","clue","holds":
// true}. A room around no clue or several states nothing (the play check
// says what is wrong with it).
func (kind) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("shikaku: StateFacts of %T", pz)
	}
	var out []json.RawMessage
	for _, rm := range st.Rooms {
		var inside []Clue
		for _, c := range p.Clues {
			if c.Row >= rm.Row && c.Row < rm.Row+rm.Height && c.Col >= rm.Col && c.Col < rm.Col+rm.Width {
				inside = append(inside, c)
			}
		}
		if len(inside) != 1 {
			continue
		}
		for r := rm.Row; r < rm.Row+rm.Height; r++ {
			for c := rm.Col; c < rm.Col+rm.Width; c++ {
				raw, err := json.Marshal(FactJSON{Cell: [2]int{r, c}, Clue: [2]int{inside[0].Row, inside[0].Col}, Holds: true})
				if err != nil {
					return nil, err
				}
				out = append(out, raw)
			}
		}
	}
	return out, nil
}
