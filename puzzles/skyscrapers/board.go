package skyscrapers

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder) as an (N+2) x (N+2)
// grid: the clues in the outer ring (grey cells), the N x N grid inside
// with the givens and, with a solution, every height (0: a dot, an
// empty lot). With an explanation's view, the heights known so far, the
// step's new ones "new", the used ones "used", and its clues "clue".
func (Skyscrapers) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("skyscrapers: Board of %T", pz)
	}
	n := p.N
	b := &board.Board{Rows: n + 2, Cols: n + 2, Moves: p.moves()}
	clueClass := map[[2]int]string{}
	if v.Explaining() {
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			if m, ok := v.Enc.Clues[ci].JSON.(map[string]any); ok {
				side, _ := m["side"].(string)
				idx, _ := m["index"].(int)
				if at, ok := ringCell(n, side, idx-1); ok {
					clueClass[at] = board.ClassClue
				}
			}
		}
	}
	for s, vs := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		for i, c := range vs {
			at, _ := ringCell(n, Side(s).String(), i)
			cell := board.Cell{At: at, Fill: board.FillOf(1)}
			if c != None {
				cell.Text, cell.Class, cell.Title = strconv.Itoa(c), clueClass[at], "towers seen"
			}
			b.Cells = append(b.Cells, cell)
		}
	}
	heights := append([]int(nil), p.Given...)
	class := make([]string, n*n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Values) == n*n {
		copy(heights, s.Values)
	}
	if v.Explaining() {
		for l := range v.Known {
			m, ok := v.Enc.FactOf(l).JSON.(map[string]any)
			if !ok || m["is"] != true {
				continue
			}
			r, _ := m["row"].(int)
			c, _ := m["col"].(int)
			d, _ := m["digit"].(int)
			if r < 1 || r > n || c < 1 || c > n {
				continue
			}
			i := (r-1)*n + c - 1
			heights[i] = d
			class[i] = v.Highlight(l)
		}
	}
	for i, h := range heights {
		if h == None {
			continue
		}
		cell := board.Cell{At: [2]int{i/n + 1, i%n + 1}, Text: strconv.Itoa(h), Class: class[i]}
		if h == 0 {
			cell.Text, cell.Mark = "", board.MarkDot
		}
		if p.Given[i] != None {
			cell.Title = "given"
		}
		b.Cells = append(b.Cells, cell)
	}
	return b, nil
}

// ringCell is where the clue of side at index i stands on the board.
func ringCell(n int, side string, i int) ([2]int, bool) {
	if i < 0 || i >= n {
		return [2]int{}, false
	}
	switch side {
	case "top":
		return [2]int{0, i + 1}, true
	case "bottom":
		return [2]int{n + 1, i + 1}, true
	case "left":
		return [2]int{i + 1, 0}, true
	case "right":
		return [2]int{i + 1, n + 1}, true
	}
	return [2]int{}, false
}

// DrawsSVG: `solve skyscrapers --format svg` draws the board (puzzle.Drawer).
func (Skyscrapers) DrawsSVG() bool { return true }
