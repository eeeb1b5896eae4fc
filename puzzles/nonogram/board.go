package nonogram

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The values of a cell on the board and in a player's state.
const (
	ValueShaded   = "shaded"
	ValueUnshaded = "unshaded"
)

// Board draws p on the board model (puzzle.Boarder): the clue lists as
// row and column labels, and with a solution its shaded cells. With an
// explanation's view, the cells known so far: shaded, or empty with a
// dot; those of the step's new facts take the class "new", those it uses
// "used". Players shade a cell with a click and mark it empty (a dot)
// with a second click or a right-click.
func (Nonogram) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nonogram: Board of %T", pz)
	}
	n := p.Rows * p.Cols
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{Cells: []board.CellValue{
		{Value: ValueShaded, Shade: true}, {Value: ValueUnshaded, Mark: board.MarkDot}}}}
	for _, cl := range p.RowClues {
		b.RowLabels = append(b.RowLabels, ClueString(cl))
	}
	for _, cl := range p.ColClues {
		b.ColLabels = append(b.ColLabels, strings.ReplaceAll(ClueString(cl), " ", "."))
	}
	state := make([]int, n) // 0 unknown, 1 shaded, -1 empty
	class := make([]string, n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Grid) == n {
		for i, sh := range s.Grid {
			if sh {
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
			if f.Shaded {
				state[i] = 1
			}
			if h := v.Highlight(l); h != "" {
				class[i] = h
			}
		}
	}
	for i := 0; i < n; i++ {
		c := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Class: class[i]}
		switch state[i] {
		case 1:
			c.Shade = true
		case -1:
			c.Mark = board.MarkDot
		}
		if c.Shade || c.Mark != "" {
			b.Cells = append(b.Cells, c)
		}
	}
	return b, nil
}

func (p *Puzzle) inside(rc [2]int) bool {
	return rc[0] >= 0 && rc[0] < p.Rows && rc[1] >= 0 && rc[1] < p.Cols
}

// readState reads a player's cells: 1 shaded, -1 empty, 0 unmarked.
func (p *Puzzle) readState(st board.State) ([]int, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a nonogram has shaded and empty cells, no lines or rooms")
	}
	out := make([]int, p.Rows*p.Cols)
	for _, c := range st.Cells {
		if !p.inside(c.Cell) {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c.Cell[0], c.Cell[1], p.Rows, p.Cols)
		}
		i := c.Cell[0]*p.Cols + c.Cell[1]
		switch strings.TrimSpace(c.Value) {
		case ValueShaded:
			out[i] = 1
		case ValueUnshaded:
			out[i] = -1
		case "":
			out[i] = 0
		default:
			return nil, fmt.Errorf("cell (%d,%d): %q is not a nonogram cell value (want shaded, unshaded or \"\")", c.Cell[0], c.Cell[1], c.Value)
		}
	}
	return out, nil
}

// fits reports whether some placement of clue's runs agrees with a
// line's known cells (1 shaded, -1 empty, 0 unknown): can[i][j] says the
// cells from i on can hold runs j.. .
func fits(clue []int, cells []int) bool {
	n, k := len(cells), len(clue)
	can := make([][]bool, n+2)
	for i := range can {
		can[i] = make([]bool, k+1)
	}
	can[n][k], can[n+1][k] = true, true
	for i := n - 1; i >= 0; i-- {
		for j := k; j >= 0; j-- {
			// cell i empty
			ok := cells[i] != 1 && can[i+1][j]
			// run j starts at i
			if !ok && j < k && i+clue[j] <= n {
				run := true
				for c := i; c < i+clue[j]; c++ {
					if cells[c] == -1 {
						run = false
						break
					}
				}
				end := i + clue[j]
				if run && end < n && cells[end] == 1 {
					run = false
				}
				ok = run && can[min(end+1, n+1)][j+1]
				if run && end == n {
					ok = j+1 == k
				}
			}
			can[i][j] = ok
		}
	}
	return can[0][0]
}

// CheckState judges a player's board (puzzle.Player): the cells shaded
// and marked empty (board.CellState values "shaded" and "unshaded"; ""
// clears a cell). A row or column whose marks no placement of its clue
// agrees with is a problem. A board whose shaded cells make a solution
// is solved.
func (Nonogram) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nonogram: CheckState of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	var probs []puzzle.Problem
	// met: the lines whose shaded cells make exactly their clue's runs
	// (unmarked cells read as empty, as the solved check reads them),
	// row r's clue as [r,-1], column c's as [-1,c] (puzzle.Verdict.Met).
	var met [][2]int
	for r := 0; r < R; r++ {
		line, at := make([]int, C), make([][2]int, C)
		for c := 0; c < C; c++ {
			line[c], at[c] = cells[r*C+c], [2]int{r, c}
		}
		if lineMet(line, p.RowClues[r]) {
			met = append(met, [2]int{r, -1})
		}
		if !fits(p.RowClues[r], line) {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("row %d cannot hold its clue %s", r, ClueString(p.RowClues[r])), Cells: at})
		}
	}
	for c := 0; c < C; c++ {
		line, at := make([]int, R), make([][2]int, R)
		for r := 0; r < R; r++ {
			line[r], at[r] = cells[r*C+c], [2]int{r, c}
		}
		if lineMet(line, p.ColClues[c]) {
			met = append(met, [2]int{-1, c})
		}
		if !fits(p.ColClues[c], line) {
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("column %d cannot hold its clue %s", c, ClueString(p.ColClues[c])), Cells: at})
		}
	}
	v := puzzle.Judge(Kind, p, probs, func() puzzle.Solution {
		s := &Solution{Rows: R, Cols: C, Grid: make([]bool, R*C)}
		for i, v := range cells {
			s.Grid[i] = v == 1
		}
		return s
	})
	v.Met = met
	return v, nil
}

// lineMet reports whether a line's shaded cells (1) make exactly the
// runs of its clue; a clue of no runs (or a 0) once every cell is marked.
func lineMet(line, clue []int) bool {
	var runs []int
	n, open := 0, false
	for i := 0; i <= len(line); i++ {
		if i < len(line) && line[i] == 1 {
			n++
			continue
		}
		if i < len(line) && line[i] == 0 {
			open = true
		}
		if n > 0 {
			runs = append(runs, n)
			n = 0
		}
	}
	if len(clue) == 1 && clue[0] == 0 {
		clue = nil
	}
	return slices.Equal(runs, clue) && (len(runs) > 0 || !open)
}

// StateFacts (puzzle.StateReader): every cell the player shaded or
// marked empty, as {"cell":[r,c],"shaded":bool}.
func (Nonogram) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nonogram: StateFacts of %T", pz)
	}
	cells, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, v := range cells {
		if v == 0 {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / p.Cols, i % p.Cols}, Shaded: v == 1})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
