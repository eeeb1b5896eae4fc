package hitori

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// The values of a cell on the board and in a player's state.
const (
	ValueShaded   = shade.Shaded
	ValueUnshaded = shade.Unshaded
)

// Board draws p on the board model (puzzle.Boarder): the numbers, and
// with a solution its shaded cells (the number drawn pale on them). With
// an explanation's view, the cells known so far: shaded, or unshaded
// with a dot; those of the step's new facts take the class "new", those
// it uses "used", the numbers among its clues "clue". Players shade a
// cell with a click and mark it unshaded (a dot) with a second click or a
// right-click.
func (Hitori) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hitori: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: shade.Moves(true)}
	var sol []bool
	if s, ok := v.Solution.(*Solution); ok && s != nil {
		sol = s.Shaded
	}
	state, class := p.grid().View(v, sol, func(j any) ([2]int, bool) {
		cj, ok := j.(ClueJSON)
		return cj.Cell, ok
	})
	p.grid().Draw(b, func(i int) string {
		if p.Nums[i] == 0 {
			return ""
		}
		return fmt.Sprint(p.Nums[i])
	}, state, class)
	return b, nil
}

// readState reads a player's cells: 1 shaded, -1 unshaded, 0 unmarked.
func (p *Puzzle) readState(st board.State) ([]int, error) {
	return p.grid().ReadState(st, "hitori")
}

// CheckState judges a player's board (puzzle.Player): the cells shaded
// and marked unshaded (board.CellState values "shaded" and "unshaded";
// "" clears a cell). What cannot be mended by shading or marking more is
// a problem: two shaded cells side by side; a number twice among the
// cells marked unshaded in a row or column; shaded cells that cut the
// other cells (unshaded or unmarked) in parts. A board whose shaded
// cells make a solution (the other cells unshaded) is solved.
func (Hitori) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hitori: CheckState of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	var probs []puzzle.Problem
	probs = append(probs, p.grid().Touching(cells)...)
	names, lines := p.Lines()
	for k, l := range lines {
		at := map[int][][2]int{}
		var order []int
		for _, i := range l {
			if v := p.Nums[i]; v != 0 && cells[i] == -1 {
				if at[v] == nil {
					order = append(order, v)
				}
				at[v] = append(at[v], [2]int{i / C, i % C})
			}
		}
		for _, v := range order {
			if len(at[v]) > 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d twice among the unshaded cells of %s", v, names[k]), Cells: at[v]})
			}
		}
	}
	// The cells not shaded, in parts: every part but the largest is cut off.
	probs = append(probs, p.grid().Cut(cells)...)
	return puzzle.Judge(Kind, p, probs, func() puzzle.Solution {
		s := &Solution{Rows: R, Cols: C, Shaded: make([]bool, R*C)}
		for i, v := range cells {
			s.Shaded[i] = v == 1
		}
		return s
	}), nil
}

// StateFacts (puzzle.StateReader): every cell the player shaded or
// marked unshaded, as {"cell":[r,c],"shaded":bool}.
func (Hitori) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hitori: StateFacts of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	return p.grid().StateFacts(cells)
}
