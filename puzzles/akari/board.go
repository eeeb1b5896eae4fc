package akari

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The player's cell values (board.CellState.Value) and how the board
// shows them.
const (
	ValueLight   = "light" // a light: "●"
	ValueNoLight = "none"  // no light here: a dot
	LightText    = "●"
)

// litFill is the fill of a lit white cell (the palette's yellow).
var litFill = board.FillOf(3)

// Board draws p on the board model (puzzle.Boarder): black cells shaded,
// numbers on them, and with a solution its lights ("●") and every lit
// cell filled yellow. With an explanation's view, the lights and the
// cells without a light known so far (a dot), the step's new facts in
// the class "new", those it uses "used", its numbers "clue". Players
// click a white cell to place a light, again to mark it with a dot (no
// light), again to clear it; a right-click marks the dot at once.
func (Akari) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("akari: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{Cells: []board.CellValue{
		{Value: ValueLight, Text: LightText}, {Value: ValueNoLight, Mark: board.MarkDot}}}}
	n := len(p.Cells)
	state := make([]int8, n) // 1 light, -1 no light
	class := make([]string, n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		for i, on := range s.Grid() {
			if on && !p.IsBlack(i) {
				state[i] = 1
			}
		}
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || !p.inside(f.Cell) {
				continue
			}
			i := f.Cell[0]*p.Cols + f.Cell[1]
			state[i] = -1
			if f.Light {
				state[i] = 1
			}
			class[i] = v.Highlight(l)
		}
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok && p.inside(cj.Cell) {
				class[cj.Cell[0]*p.Cols+cj.Cell[1]] = board.ClassClue
			}
		}
	}
	lit := make([]bool, n)
	g := p.Sight()
	for i, s := range state {
		if s == 1 {
			for _, j := range g.Seen(i) {
				lit[j] = true
			}
		}
	}
	for i, val := range p.Cells {
		c := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Class: class[i]}
		switch {
		case val != White:
			c.Shade = true
			c.Title = "black"
			if val >= 0 {
				c.Text = strconv.Itoa(val)
			}
		case state[i] == 1:
			c.Text, c.Fill = LightText, litFill
		case state[i] == -1:
			c.Mark = board.MarkDot
		}
		if val == White && lit[i] {
			c.Fill = litFill
		}
		if c == (board.Cell{At: c.At}) {
			continue
		}
		b.Cells = append(b.Cells, c)
	}
	return b, nil
}

// inside reports whether cell is on p's grid.
func (p *Puzzle) inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < p.Rows && cell[1] >= 0 && cell[1] < p.Cols
}
