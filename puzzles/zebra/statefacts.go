package zebra

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// StateFacts (puzzle.StateReader): each mark of the player's grid (see
// CheckState) states that a value is ("yes") or is not ("no") at a
// position: {"category","value","house","holds"}.
func (kind) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("zebra: StateFacts of %T", pz)
	}
	g, err := readMarks(p, st.Cells)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for c, cat := range p.Categories {
		for v := range cat.Values {
			for h, m := range g[c][v] {
				if m == 0 {
					continue
				}
				raw, err := json.Marshal(FactJSON{Category: cat.Name, Value: cat.Values[v], House: h + 1, Holds: m > 0})
				if err != nil {
					return nil, err
				}
				out = append(out, raw)
			}
		}
	}
	return out, nil
}
