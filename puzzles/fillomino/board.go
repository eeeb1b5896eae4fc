package fillomino

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): the numbers in
// their cells and, between two cells with different numbers, a wall; with
// a solution every number and so every polyomino's outline; with an
// explanation's view the numbers known so far (the step's new ones
// "new", the used ones "used", its givens "clue").
func (Fillomino) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("fillomino: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: p.moves()}
	vals := append([]int(nil), p.Given...)
	class := make([]string, len(vals))
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Values) == len(vals) {
		copy(vals, s.Values)
	}
	numgrid.KnownNumbers(v, p.Rows, p.Cols, vals, class)
	for i, x := range vals {
		if x < 1 {
			continue
		}
		at := [2]int{i / p.Cols, i % p.Cols}
		cell := board.Cell{At: at, Text: strconv.Itoa(x), Class: class[i]}
		if p.Given[i] != None {
			cell.Title = "given"
		}
		b.Cells = append(b.Cells, cell)
	}
	for i, x := range vals {
		r, c := i/p.Cols, i%p.Cols
		if c+1 < p.Cols && x > 0 && vals[i+1] > 0 && vals[i+1] != x {
			b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "r"})
		}
		if r+1 < p.Rows && x > 0 && vals[i+p.Cols] > 0 && vals[i+p.Cols] != x {
			b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "b"})
		}
	}
	return b, nil
}

// moves: a player writes a number in a cell, 1 up to the largest any
// cell may hold (typing it, or clicking through the numbers).
func (p *Puzzle) moves() *board.Moves {
	m := &board.Moves{}
	_, max := p.Domains()
	for k := 1; k <= max; k++ {
		t := strconv.Itoa(k)
		m.Cells = append(m.Cells, board.CellValue{Value: t, Text: t})
	}
	return m
}

// played reads a player's cells: the grid of numbers with the givens
// (None where nothing is written), and problems with givens overwritten.
func (p *Puzzle) played(st board.State) ([]int, []puzzle.Problem, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 || len(st.Lines) > 0 {
		return nil, nil, fmt.Errorf("a fillomino grid has numbers in cells, no lines or rooms")
	}
	grid := append([]int(nil), p.Given...)
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
			if k, err = strconv.Atoi(val); err != nil || k < 1 || k > p.Rows*p.Cols {
				return nil, nil, fmt.Errorf("cell (%d,%d): %q is not a number 1..%d", r, col, c.Value, p.Rows*p.Cols)
			}
		}
		i := r*p.Cols + col
		if g := p.Given[i]; g != None {
			if k != None && k != g {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the given %d at (%d,%d) cannot change", g, r+1, col+1), Cells: [][2]int{c.Cell}})
			}
			continue
		}
		grid[i] = k
	}
	return grid, probs, nil
}

// CheckState judges a player's grid (puzzle.Player): a group of equal
// numbers larger than its number, or one smaller with no empty cell
// around it, is a problem, and so is a given overwritten; a full grid
// without problems is solved when Check accepts it.
func (Fillomino) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("fillomino: CheckState of %T", pz)
	}
	grid, probs, err := p.played(st)
	if err != nil {
		return nil, err
	}
	seen := make([]bool, len(grid))
	var met [][2]int // givens whose polyomino has its size (puzzle.Verdict.Met)
	for s, k := range grid {
		if seen[s] || k == None {
			continue
		}
		seen[s] = true
		comp := []int{s}
		open := false
		for q := 0; q < len(comp); q++ {
			for _, d := range p.Neighbours(comp[q]) {
				switch {
				case grid[d] == None:
					open = true
				case !seen[d] && grid[d] == k:
					seen[d] = true
					comp = append(comp, d)
				}
			}
		}
		if len(comp) > k || (len(comp) < k && !open) {
			pr := puzzle.Problem{Text: fmt.Sprintf("a polyomino of %d has %d cells", k, len(comp))}
			for _, i := range comp {
				pr.Cells = append(pr.Cells, [2]int{i / p.Cols, i % p.Cols})
			}
			probs = append(probs, pr)
		}
		if len(comp) == k { // met: the givens of a polyomino of its size
			for _, i := range comp {
				if p.Given[i] != None {
					met = append(met, [2]int{i / p.Cols, i % p.Cols})
				}
			}
		}
	}
	v := puzzle.Judge(Fillomino{}, p, probs, func() puzzle.Solution {
		for _, k := range grid {
			if k == None {
				return nil
			}
		}
		return &Solution{Rows: p.Rows, Cols: p.Cols, Values: grid}
	})
	slices.SortFunc(met, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
	v.Met = met
	return v, nil
}

// StateFacts (puzzle.StateReader): the givens and every number the
// player wrote, as facts {"row","col","number","is":true} (1-based).
func (Fillomino) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("fillomino: StateFacts of %T", pz)
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
