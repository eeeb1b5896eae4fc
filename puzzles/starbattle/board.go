package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Star is how the board draws a star and the player's value for it.
const (
	StarText  = "★"
	StarValue = "star"
	DotValue  = "empty"
)

// Board draws p on the board model (puzzle.Boarder): the regions as walls
// and pale fills (a cell in no region shaded), and with a solution its
// stars ("★"). With an explanation's view, the cells known so far: a star,
// or a dot for "no star"; those of the step's new facts take the class
// "new", those it uses "used". Players click a cell to put a star, again
// for a dot (no star), again to clear it (right-click goes backwards).
func (StarBattle) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("starbattle: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{Cells: []board.CellValue{
		{Value: StarValue, Text: StarText}, {Value: DotValue, Mark: board.MarkDot}}}}
	b.Cells = p.Regions.Fills()
	b.Walls = p.Regions.Walls()
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Star) == p.Rows*p.Cols {
		for i, star := range s.Star {
			if star {
				b.Cells = append(b.Cells, board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Text: StarText})
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
			if f.Star {
				c.Text = StarText
			} else {
				c.Mark = board.MarkDot
			}
			b.Cells = append(b.Cells, c)
		}
	}
	return b, nil
}
