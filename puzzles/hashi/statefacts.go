package hashi

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// StateFacts (puzzle.StateReader): an edge with k bridges on the board
// states "at least k" between its islands, up to what the islands' clues
// and M allow: {"from","to","min":k,"max":...}.
func (kind) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hashi: StateFacts of %T", pz)
	}
	clue := map[[2]int]int{}
	for _, is := range p.Islands {
		c := is.Clue
		if c == Unknown || c > p.MaxBridges {
			c = p.MaxBridges
		}
		clue[[2]int{is.Row, is.Col}] = c
	}
	var out []json.RawMessage
	for i, e := range st.Edges {
		if e.Count <= 0 {
			continue
		}
		a, okA := clue[e.From]
		b, okB := clue[e.To]
		if !okA || !okB {
			return nil, fmt.Errorf("edges[%d]: (%d,%d)-(%d,%d) does not join two islands", i, e.From[0], e.From[1], e.To[0], e.To[1])
		}
		hi := min(p.MaxBridges, a, b)
		raw, err := json.Marshal(FactJSON{From: e.From, To: e.To, Min: min(e.Count, hi), Max: hi})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
