package norinori

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The player's values of a cell.
const (
	ShadedValue   = "shaded"
	UnshadedValue = "unshaded"
)

// Board draws p on the board model (puzzle.Boarder): the regions as walls
// and pale fills, and with a solution its shaded cells. With an
// explanation's view, the cells known so far: shaded, or a dot for
// unshaded; those of the step's new facts take the class "new", those it
// uses "used". Players click a cell to shade it, again for a dot
// (unshaded), again to clear it (right-click goes backwards).
func (Norinori) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("norinori: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{Cells: []board.CellValue{
		{Value: ShadedValue, Shade: true}, {Value: UnshadedValue, Mark: board.MarkDot}}}}
	b.Cells = p.Regions.Fills()
	b.Walls = p.Regions.Walls()
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Shade) == p.Rows*p.Cols {
		for i, sh := range s.Shade {
			if sh {
				b.Cells = append(b.Cells, board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Shade: true})
			}
		}
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || f.Cell[0] < 0 || f.Cell[0] >= p.Rows || f.Cell[1] < 0 || f.Cell[1] >= p.Cols {
				continue
			}
			c := board.Cell{At: f.Cell, Class: v.Highlight(l)}
			if f.Shaded {
				c.Shade = true
			} else {
				c.Mark = board.MarkDot
			}
			b.Cells = append(b.Cells, c)
		}
	}
	return b, nil
}
