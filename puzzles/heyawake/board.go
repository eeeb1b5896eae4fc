package heyawake

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The values of a cell on the board and in a player's state.
const (
	ValueShaded   = "shaded"
	ValueUnshaded = "unshaded"
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
	n := p.Rows * p.Cols
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Walls: p.Rooms.Walls(), Moves: &board.Moves{Over: true, Cells: []board.CellValue{
		{Value: ValueShaded, Shade: true}, {Value: ValueUnshaded, Mark: board.MarkDot}}}}
	state := make([]int, n) // 0 unknown, 1 shaded, -1 unshaded
	class := make([]string, n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Shaded) == n {
		for i, sh := range s.Shaded {
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
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok && p.inside(cj.Cell) {
				if i := cj.Cell[0]*p.Cols + cj.Cell[1]; class[i] == "" {
					class[i] = board.ClassClue
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		c := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Class: class[i]}
		if p.Nums[i] != None {
			c.Text = fmt.Sprint(p.Nums[i])
		}
		switch state[i] {
		case 1:
			c.Shade = true
		case -1:
			c.Mark = board.MarkDot
		}
		if c.Text != "" || c.Shade || c.Mark != "" {
			b.Cells = append(b.Cells, c)
		}
	}
	return b, nil
}

// readState reads a player's cells: 1 shaded, -1 unshaded, 0 unmarked.
func (p *Puzzle) readState(st board.State) ([]int, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a heyawake has shaded and unshaded cells, no lines or rooms")
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
			return nil, fmt.Errorf("cell (%d,%d): %q is not a heyawake cell value (want shaded, unshaded or \"\")", c.Cell[0], c.Cell[1], c.Value)
		}
	}
	return out, nil
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
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if cells[r*C+c] != 1 {
				continue
			}
			if c+1 < C && cells[r*C+c+1] == 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("shaded cells (%d,%d) and (%d,%d) touch", r, c, r, c+1), Cells: [][2]int{{r, c}, {r, c + 1}}})
			}
			if r+1 < R && cells[(r+1)*C+c] == 1 {
				probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("shaded cells (%d,%d) and (%d,%d) touch", r, c, r+1, c), Cells: [][2]int{{r, c}, {r + 1, c}}})
			}
		}
	}
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
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the unshaded run %s crosses two room borders", cellList(cs)), Cells: cs})
		}
	}
	// The cells not shaded, in parts: every part but the largest is cut off.
	comp := make([]int, R*C)
	for i := range comp {
		comp[i] = -1
	}
	var sizes []int
	for i := range cells {
		if cells[i] == 1 || comp[i] >= 0 {
			continue
		}
		id := len(sizes)
		comp[i] = id
		stack := []int{i}
		size := 0
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			r, c := x/C, x%C
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= R || cc < 0 || cc >= C {
					continue
				}
				if j := rr*C + cc; cells[j] != 1 && comp[j] < 0 {
					comp[j] = id
					stack = append(stack, j)
				}
			}
		}
		sizes = append(sizes, size)
	}
	if len(sizes) > 1 {
		big := 0
		for id, s := range sizes {
			if s > sizes[big] {
				big = id
			}
		}
		for id := range sizes {
			if id == big {
				continue
			}
			var cut [][2]int
			for i, c := range comp {
				if c == id {
					cut = append(cut, [2]int{i / C, i % C})
				}
			}
			probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the shaded cells cut %s off from the other unshaded cells", cellList(cut)), Cells: cut})
		}
	}
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
func (Heyawake) StateFacts(pz puzzle.Puzzle, st board.State) ([]json.RawMessage, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("heyawake: StateFacts of %T", pz)
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

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = cellName(c[0], c[1])
	}
	if len(ts) > 6 {
		ts = append(ts[:6], fmt.Sprintf("... (%d cells)", len(cells)))
	}
	return strings.Join(ts, ", ")
}
