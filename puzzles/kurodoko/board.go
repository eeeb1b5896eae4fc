package kurodoko

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
func (Kurodoko) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kurodoko: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: shade.Moves(false)}
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
	return p.grid().ReadState(st, "kurodoko")
}

// CheckState judges a player's board (puzzle.Player): the cells shaded
// and marked unshaded (board.CellState values "shaded" and "unshaded";
// "" clears a cell). What cannot be mended by shading or marking more is
// a problem: two shaded cells side by side; a shaded number; a number
// that sees more cells than it says through cells marked unshaded, or
// fewer than it says even through every cell not shaded; shaded cells
// that cut the other cells (unshaded or unmarked) in parts. A board whose shaded
// cells make a solution (the other cells unshaded) is solved. Met lists
// the numbers that see exactly their count through the cells not shaded.
func (Kurodoko) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kurodoko: CheckState of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	var probs []puzzle.Problem
	// met: numbers that see exactly their count on the board as it
	// stands, unmarked cells read as unshaded as the solved check reads
	// them (puzzle.Verdict.Met).
	var met [][2]int
	probs = append(probs, p.grid().Touching(cells)...)
	// Numbers: never shaded; the cells marked unshaded in line with a
	// number must not show more than it, and the cells not shaded must
	// leave it enough.
	for i, k := range p.Nums {
		if k == 0 {
			continue
		}
		r, c := i/C, i%C
		if cells[i] == 1 {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the %d at (%d,%d) is shaded", k, r, c), Cells: [][2]int{{r, c}}})
			continue
		}
		least, most := 1, 1
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			sure := true
			for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < R && cc >= 0 && cc < C && cells[rr*C+cc] != 1; rr, cc = rr+d[0], cc+d[1] {
				most++
				if cells[rr*C+cc] != -1 {
					sure = false
				}
				if sure {
					least++
				}
			}
		}
		if most == k {
			met = append(met, [2]int{r, c})
		}
		if least > k {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the %d at (%d,%d) already sees %d cells", k, r, c, least), Cells: [][2]int{{r, c}}})
		} else if most < k {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the %d at (%d,%d) can see only %d cells", k, r, c, most), Cells: [][2]int{{r, c}}})
		}
	}
	// The cells not shaded, in parts: every part but the largest is cut off.
	probs = append(probs, p.grid().Cut(cells)...)
	v := puzzle.Judge(Kind, p, probs, func() puzzle.Solution {
		s := &Solution{Rows: R, Cols: C, Shaded: make([]bool, R*C)}
		for i, v := range cells {
			s.Shaded[i] = v == 1
		}
		return s
	})
	v.Met = met
	return v, nil
}

// StateFacts (puzzle.StateReader): every cell the player shaded or
// marked unshaded, as {"cell":[r,c],"shaded":bool}.
func (Kurodoko) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kurodoko: StateFacts of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	return p.grid().StateFacts(cells)
}
