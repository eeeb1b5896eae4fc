package numgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// KnownNumbers marks on a rows x cols number grid's board what an
// explanation's view v knows (nothing when v explains nothing): the cells
// of the step's clues (a clue's JSON {"row","col"}, 1-based) are
// board.ClassClue, and every known fact {"row","col","number","is":true}
// writes its number into vals with the view's highlight in class. It was
// one copy each in fillomino's and hidoku's boards.
func KnownNumbers(v puzzle.View, rows, cols int, vals []int, class []string) {
	if !v.Explaining() {
		return
	}
	for _, ci := range v.Clues {
		if ci < 0 || ci >= len(v.Enc.Clues) {
			continue
		}
		if m, ok := v.Enc.Clues[ci].JSON.(map[string]int); ok {
			if i := (m["row"]-1)*cols + m["col"] - 1; i >= 0 && i < len(class) {
				class[i] = board.ClassClue
			}
		}
	}
	for l := range v.Known {
		m, ok := v.Enc.FactOf(l).JSON.(map[string]any)
		if !ok || m["is"] != true {
			continue
		}
		r, _ := m["row"].(int)
		c, _ := m["col"].(int)
		k, _ := m["number"].(int)
		if r < 1 || r > rows || c < 1 || c > cols {
			continue
		}
		i := (r-1)*cols + c - 1
		vals[i] = k
		if h := v.Highlight(l); h != "" {
			class[i] = h
		}
	}
}
