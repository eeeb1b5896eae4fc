package heyawake

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

// Board draws p on the board model (puzzle.Boarder): the rooms' walls,
// the numbers, and
// with a solution its shaded cells (the number drawn pale on them). With
// an explanation's view, the cells known so far: shaded, or unshaded
// with a dot; those of the step's new facts take the class "new", those
// it uses "used", the numbers among its clues "clue". Players shade a
// cell with a click and mark it unshaded (a dot) with a second click or a
// right-click.
func (Heyawake) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("heyawake: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Walls: p.Rooms.Walls(), Moves: shade.Moves(true)}
	var sol []bool
	if s, ok := v.Solution.(*Solution); ok && s != nil {
		sol = s.Shaded
	}
	state, class := p.grid().View(v, sol, func(j any) ([2]int, bool) {
		cj, ok := j.(ClueJSON)
		return cj.Cell, ok
	})
	p.grid().Draw(b, func(i int) string {
		if p.Nums[i] == None {
			return ""
		}
		return fmt.Sprint(p.Nums[i])
	}, state, class)
	return b, nil
}

// readState reads a player's cells: 1 shaded, -1 unshaded, 0 unmarked.
func (p *Puzzle) readState(st board.State) ([]int, error) {
	return p.grid().ReadState(st, "heyawake")
}

// CheckState judges a player's board (puzzle.Player): the cells shaded
// and marked unshaded (board.CellState values "shaded" and "unshaded";
// "" clears a cell). What cannot be mended by shading or marking more is
// a problem: two shaded cells side by side; a numbered room with more
// shaded cells than its number, or fewer shaded and unmarked cells; a
// straight run of cells marked unshaded crossing two room borders;
// shaded cells that cut the other cells (unshaded or unmarked) in parts. A board whose shaded
// cells make a solution (the other cells unshaded) is solved.
func (Heyawake) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("heyawake: CheckState of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	var probs []puzzle.Problem
	probs = append(probs, p.grid().Touching(cells)...)
	var met [][2]int // room numbers with their shaded cells (puzzle.Verdict.Met)
	for k := 0; k < p.Rooms.N; k++ {
		num, at := p.RoomNumber(k)
		if at < 0 {
			continue
		}
		shaded, open := 0, 0
		var cs [][2]int
		for _, i := range p.Rooms.Cells(k) {
			cs = append(cs, [2]int{i / C, i % C})
			switch cells[i] {
			case 1:
				shaded++
			case 0:
				open++
			}
		}
		if shade.CountMet(cells, p.Rooms.Cells(k), num) {
			met = append(met, [2]int{at / C, at % C})
		}
		if shaded > num {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s: %d are shaded", NumberWords(at/C, at%C, num), shaded), Cells: cs})
		} else if shaded+open < num {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s: only %d can be", NumberWords(at/C, at%C, num), shaded+open), Cells: cs})
		}
	}
	for _, w := range p.Windows() {
		all := true
		for _, i := range w {
			all = all && cells[i] == -1
		}
		if all {
			var cs [][2]int
			for _, i := range w {
				cs = append(cs, [2]int{i / C, i % C})
			}
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the unshaded run %s crosses two room borders", shade.CellList(cs)), Cells: cs})
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
func (Heyawake) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("heyawake: StateFacts of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	return p.grid().StateFacts(cells)
}
