package skyscrapers

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// StateFacts (puzzle.StateReader): the givens, and each height the
// player wrote in an inner cell without a given, as facts in the JSON
// form of the encoding's facts: {"col","digit","is":true,"row"} (1-based
// row and column of the grid). The ring of clues is ignored.
func (Skyscrapers) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("skyscrapers: StateFacts of %T", pz)
	}
	n := p.N
	fact := func(r, c, d int) (json.RawMessage, error) {
		return json.Marshal(map[string]any{"row": r, "col": c, "digit": d, "is": true})
	}
	var out []json.RawMessage
	for i, d := range p.Given {
		if d == None {
			continue
		}
		raw, err := fact(i/n+1, i%n+1, d)
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	for k, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if r < 1 || r > n || col < 1 || col > n {
			continue
		}
		v := strings.TrimSpace(c.Value)
		if v == "" || v == "." {
			continue
		}
		d, err := strconv.Atoi(v)
		if err != nil || d < 0 || d > p.Max || (d == 0 && p.Max == n) {
			return nil, fmt.Errorf("cells[%d]: %q at (%d,%d) is no height of this puzzle", k, c.Value, r, col)
		}
		if p.Given[(r-1)*n+col-1] != None {
			continue
		}
		raw, err := fact(r, col, d)
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
