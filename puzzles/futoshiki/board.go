package futoshiki

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): an N x N grid of
// cells with the given digits and, with a solution, every digit; the
// signs between two cells are board Signs at the middle of their shared
// side: "<" or ">" between a cell and its right neighbour, "∧" (the
// upper cell is less) or "∨" (it is greater) between a cell and the one
// below; in adjacent mode a bar, "|" or "—", across the side of two
// cells that differ by 1. With an explanation's view, the digits known
// so far: those of the step's new facts take "new", those it uses
// "used"; the step's clues (givens and signs) "clue". Players write
// digits: a click cycles a cell through "", 1..N.
func (Futoshiki) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("futoshiki: Board of %T", pz)
	}
	n := p.N
	b := &board.Board{Rows: n, Cols: n, Moves: p.moves()}
	class := make([]string, n*n)
	signClass := map[[2]int]string{} // the sign's doubled position
	if v.Explaining() {
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			switch m := v.Enc.Clues[ci].JSON.(type) {
			case map[string]int: // a given
				if r, c := m["row"]-1, m["col"]-1; r >= 0 && r < n && c >= 0 && c < n {
					class[r*n+c] = board.ClassClue
				}
			case map[string]any: // a sign between a and b (1-based cells)
				a, _ := m["a"].([]int)
				bb, _ := m["b"].([]int)
				if len(a) == 2 && len(bb) == 2 {
					signClass[[2]int{a[0] + bb[0] - 2, a[1] + bb[1] - 2}] = board.ClassClue
				}
			}
		}
	}
	digits := append([]int(nil), p.Given...)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Values) == n*n {
		copy(digits, s.Values)
	}
	if v.Explaining() {
		direct := n * n * (n + 1) // the square's direct variables come first
		for l := range v.Known {
			if l.Var() > direct {
				continue // an auxiliary variable (order, selector): no digit
			}
			m, ok := v.Enc.FactOf(l).JSON.(map[string]any)
			if !ok || m["is"] != true {
				continue
			}
			r, _ := m["row"].(int)
			c, _ := m["col"].(int)
			d, _ := m["digit"].(int)
			if r < 1 || r > n || c < 1 || c > n || d < 1 || d > n {
				continue
			}
			i := (r-1)*n + c - 1
			digits[i] = d
			if h := v.Highlight(l); h != "" && class[i] == "" {
				class[i] = h
			}
		}
	}
	for i, d := range digits {
		if d == None {
			continue
		}
		c := board.Cell{At: [2]int{i / n, i % n}, Text: strconv.Itoa(d), Class: class[i]}
		if p.Given[i] != None {
			c.Title = "given"
		}
		b.Cells = append(b.Cells, c)
	}
	for _, q := range p.Pairs() {
		if q.Rel == NoRel {
			continue
		}
		at := [2]int{q.A/n + q.B/n, q.A%n + q.B%n} // doubled: the middle of the two
		b.Signs = append(b.Signs, board.Sign{At: at, Text: signText(q.Rel, q.B == q.A+1), Class: signClass[at], Title: p.Words(q)})
	}
	return b, nil
}

// signText is how the board draws a relation between a cell and its
// right neighbour (across) or the cell below.
func signText(rel Rel, across bool) string {
	switch {
	case rel == Less && across:
		return "<"
	case rel == Greater && across:
		return ">"
	case rel == Less:
		return "∧"
	case rel == Greater:
		return "∨"
	case rel == Next && across:
		return "|"
	case rel == Next:
		return "—"
	}
	return ""
}

// moves are the digits a player writes: 1..N.
func (p *Puzzle) moves() *board.Moves {
	m := &board.Moves{}
	for d := 1; d <= p.N; d++ {
		t := strconv.Itoa(d)
		m.Cells = append(m.Cells, board.CellValue{Value: t, Text: t})
	}
	return m
}

// DrawsSVG: `solve futoshiki --format svg` draws the board
// (puzzle.Drawer).
func (Futoshiki) DrawsSVG() bool { return true }
