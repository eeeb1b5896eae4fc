package hidoku

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): the numbers in
// their cells, blocked cells shaded; with a solution every number; with
// an explanation's view the numbers known so far (the step's new ones
// "new", the used ones "used", its givens "clue").
func (Hidoku) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hidoku: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: p.moves()}
	vals := append([]int(nil), p.Given...)
	class := make([]string, len(vals))
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Values) == len(vals) {
		for i, x := range s.Values {
			if vals[i] != Blocked {
				vals[i] = x
			}
		}
	}
	numgrid.KnownNumbers(v, p.Rows, p.Cols, vals, class)
	for i, x := range vals {
		at := [2]int{i / p.Cols, i % p.Cols}
		switch {
		case x == Blocked:
			b.Cells = append(b.Cells, board.Cell{At: at, Shade: true, Title: "blocked"})
		case x > 0:
			cell := board.Cell{At: at, Text: strconv.Itoa(x), Class: class[i]}
			if p.Given[i] > 0 {
				cell.Title = "given"
			}
			b.Cells = append(b.Cells, cell)
		}
	}
	return b, nil
}

// moves: a player writes a number 1..N in a cell (typing it, or
// clicking through the numbers).
func (p *Puzzle) moves() *board.Moves {
	m := &board.Moves{}
	for k := 1; k <= p.Open(); k++ {
		t := strconv.Itoa(k)
		m.Cells = append(m.Cells, board.CellValue{Value: t, Text: t})
	}
	return m
}

// played reads a player's cells: the grid of numbers with the givens
// (None where nothing is written), and problems with givens overwritten.
func (p *Puzzle) played(st board.State) ([]int, []puzzle.Problem, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Lines) > 0 {
		return nil, nil, fmt.Errorf("a hidoku grid has numbers in cells, no lines or rooms")
	}
	grid := append([]int(nil), p.Given...)
	n := p.Open()
	var probs []puzzle.Problem
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if r < 0 || r >= p.Rows || col < 0 || col >= p.Cols {
			return nil, nil, fmt.Errorf("cell (%d,%d) is outside the board", r, col)
		}
		val := strings.TrimSpace(c.Value)
		k := None
		if val != "" && val != "." {
			var err error
			if k, err = strconv.Atoi(val); err != nil || k < 1 || k > n {
				return nil, nil, fmt.Errorf("cell (%d,%d): %q is not a number 1..%d", r, col, c.Value, n)
			}
		}
		i := r*p.Cols + col
		switch g := p.Given[i]; {
		case g == Blocked:
			if k != None {
				return nil, nil, fmt.Errorf("cell (%d,%d) is blocked", r, col)
			}
		case g > 0:
			if k != None && k != g {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the given %d at (%d,%d) cannot change", g, r+1, col+1), Cells: [][2]int{c.Cell}})
			}
		default:
			grid[i] = k
		}
	}
	return grid, probs, nil
}

// CheckState judges a player's grid (puzzle.Player): a number written
// twice, a given overwritten, or k and k+1 both written in cells that do
// not touch is a problem; a full grid without problems is solved when
// Check accepts it.
func (Hidoku) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hidoku: CheckState of %T", pz)
	}
	grid, probs, err := p.played(st)
	if err != nil {
		return nil, err
	}
	n := p.Open()
	at := make([][]int, n+2)
	for i, k := range grid {
		if k > 0 {
			at[k] = append(at[k], i)
		}
	}
	cell := func(i int) [2]int { return [2]int{i / p.Cols, i % p.Cols} }
	for k := 1; k <= n; k++ {
		if len(at[k]) > 1 {
			pr := puzzle.Problem{Text: fmt.Sprintf("%d is written %d times", k, len(at[k]))}
			for _, i := range at[k] {
				pr.Cells = append(pr.Cells, cell(i))
			}
			probs = append(probs, pr)
		}
		if len(at[k]) == 1 && len(at[k+1]) == 1 {
			a, b := at[k][0], at[k+1][0]
			dr, dc := a/p.Cols-b/p.Cols, a%p.Cols-b%p.Cols
			if dr < -1 || dr > 1 || dc < -1 || dc > 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%d and %d do not touch", k, k+1), Cells: [][2]int{cell(a), cell(b)}})
			}
		}
	}
	// Met: a given whose number is written once, as are the numbers
	// before and after it (those there are), both touching it.
	touch := func(a, b int) bool {
		dr, dc := a/p.Cols-b/p.Cols, a%p.Cols-b%p.Cols
		return dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
	}
	var met [][2]int
	for i, k := range p.Given {
		if k < 1 || k > n || len(at[k]) != 1 {
			continue
		}
		ok := true
		for _, m := range []int{k - 1, k + 1} {
			if m >= 1 && m <= n && (len(at[m]) != 1 || !touch(i, at[m][0])) {
				ok = false
			}
		}
		if ok {
			met = append(met, cell(i))
		}
	}
	v := puzzle.Judge(Hidoku{}, p, probs, func() puzzle.Solution {
		s := &Solution{Rows: p.Rows, Cols: p.Cols, Values: make([]int, len(grid))}
		for i, k := range grid {
			if k == None {
				return nil
			}
			if k > 0 {
				s.Values[i] = k
			}
		}
		return s
	})
	v.Met = met
	return v, nil
}

// StateFacts (puzzle.StateReader): the givens and every number the
// player wrote, as facts {"row","col","number","is":true} (1-based).
func (Hidoku) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hidoku: StateFacts of %T", pz)
	}
	grid, _, err := p.played(st)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	for i, k := range grid {
		if k < 1 {
			continue
		}
		raw, err := json.Marshal(map[string]any{"row": i/p.Cols + 1, "col": i%p.Cols + 1, "number": k, "is": true})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}
