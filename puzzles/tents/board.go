package tents

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The board's symbols and the player's cell values.
const (
	TreeText  = "🌲"
	TentText  = "⛺"
	ValueTent = "tent"
	ValueDot  = "grass"
)

// Board draws p on the board model (puzzle.Boarder): the counts as row
// and column labels ("" where not given), trees as 🌲, and with a
// solution its tents as ⛺ and the other cells as grass (a dot). With an
// explanation's view, the facts known so far: a tent or a grass dot,
// those of the step's new facts in class "new", those it uses "used",
// and the counts among its clues are named in the board's title. A
// player cycles a cell through "", tent and grass (right-click: grass
// first).
func (Tents) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tents: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{Cells: []board.CellValue{
		{Value: ValueTent, Text: TentText}, {Value: ValueDot, Mark: board.MarkDot}}}}
	for _, k := range p.RowCount {
		b.RowLabels = append(b.RowLabels, countText(k, ""))
	}
	for _, k := range p.ColCount {
		b.ColLabels = append(b.ColLabels, countText(k, ""))
	}
	// state: 0 unknown, 1 tent, 2 grass.
	state := make([]int, p.Rows*p.Cols)
	class := make([]string, p.Rows*p.Cols)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Tent) == len(state) {
		for i, t := range s.Tent {
			state[i] = 2
			if t {
				state[i] = 1
			}
		}
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || f.Tree != nil || !p.inside(f.Cell[0], f.Cell[1]) {
				continue
			}
			i := f.Cell[0]*p.Cols + f.Cell[1]
			state[i] = 2
			if f.Tent {
				state[i] = 1
			}
			if h := v.Highlight(l); h != "" {
				class[i] = h
			}
		}
		for _, ci := range v.Clues {
			if ci >= 0 && ci < len(v.Enc.Clues) {
				if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok {
					if cj.Row != nil && *cj.Row < len(b.RowLabels) {
						b.RowLabels[*cj.Row] = "[" + b.RowLabels[*cj.Row] + "]"
					}
					if cj.Col != nil && *cj.Col < len(b.ColLabels) {
						b.ColLabels[*cj.Col] = "[" + b.ColLabels[*cj.Col] + "]"
					}
				}
			}
		}
	}
	for i := range state {
		at := [2]int{i / p.Cols, i % p.Cols}
		switch {
		case p.Tree[i]:
			b.Cells = append(b.Cells, board.Cell{At: at, Text: TreeText, Title: "tree"})
		case state[i] == 1:
			b.Cells = append(b.Cells, board.Cell{At: at, Text: TentText, Class: class[i], Title: "tent"})
		case state[i] == 2:
			b.Cells = append(b.Cells, board.Cell{At: at, Mark: board.MarkDot, Class: class[i], Title: "grass"})
		}
	}
	return b, nil
}
