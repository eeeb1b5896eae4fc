package shade

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Moves are a shading genre's moves on the page: a click shades a cell,
// a second click or a right-click marks it unshaded (a dot). over says
// that numbered cells may be shaded too (Hitori, Heyawake).
func Moves(over bool) *board.Moves {
	return &board.Moves{Over: over, Cells: []board.CellValue{
		{Value: Shaded, Shade: true}, {Value: Unshaded, Mark: board.MarkDot}}}
}

// View is what a board shows of each cell: 1 shaded, -1 unshaded, 0
// unknown, with the cell's class. sol is a solution's shading (nil: none).
// With an explanation's view, the cells known so far: those of the step's
// new facts take the class "new", those it uses "used", and the cells of
// the step's clues "clue"; clueCell is the cell of a clue's JSON, false
// for a clue of no one cell.
func (g Grid) View(v puzzle.View, sol []bool, clueCell func(json any) ([2]int, bool)) (state []int, class []string) {
	n := g.Rows * g.Cols
	state = make([]int, n)
	class = make([]string, n)
	if len(sol) == n {
		for i, sh := range sol {
			if sh {
				state[i] = 1
			}
		}
	}
	if !v.Explaining() {
		return state, class
	}
	for l := range v.Known {
		f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
		if !ok || !g.Inside(f.Cell) {
			continue
		}
		i := f.Cell[0]*g.Cols + f.Cell[1]
		state[i] = -1
		if f.Shaded {
			state[i] = 1
		}
		if h := v.Highlight(l); h != "" {
			class[i] = h
		}
	}
	for _, ci := range v.Clues {
		if ci < 0 || ci >= len(v.Enc.Clues) || clueCell == nil {
			continue
		}
		if cell, ok := clueCell(v.Enc.Clues[ci].JSON); ok && g.Inside(cell) {
			if i := cell[0]*g.Cols + cell[1]; class[i] == "" {
				class[i] = board.ClassClue
			}
		}
	}
	return state, class
}

// Draw adds to b the cells that show something: text (a cell's number,
// "" none), the shading or dot of state, the class.
func (g Grid) Draw(b *board.Board, text func(i int) string, state []int, class []string) {
	for i := 0; i < g.Rows*g.Cols; i++ {
		c := board.Cell{At: [2]int{i / g.Cols, i % g.Cols}, Class: class[i], Text: text(i)}
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
}

// ReadState reads a player's cells: 1 shaded, -1 unshaded, 0 unmarked.
// The values are "shaded" (or "#"), "unshaded" (or "dot", "."), and ""
// (unmarked). genre names the genre in messages.
func (g Grid) ReadState(st board.State, genre string) ([]int, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a %s has shaded and unshaded cells, no lines or rooms", genre)
	}
	out := make([]int, g.Rows*g.Cols)
	for _, c := range st.Cells {
		if !g.Inside(c.Cell) {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c.Cell[0], c.Cell[1], g.Rows, g.Cols)
		}
		i := c.Cell[0]*g.Cols + c.Cell[1]
		switch strings.TrimSpace(c.Value) {
		case Shaded, "#":
			out[i] = 1
		case Unshaded, "dot", ".":
			out[i] = -1
		case "":
			out[i] = 0
		default:
			return nil, fmt.Errorf("cell (%d,%d): %q is not a %s cell value (want shaded, unshaded or \"\")", c.Cell[0], c.Cell[1], c.Value, genre)
		}
	}
	return out, nil
}

// StateFacts are the facts of a player's cells (ReadState's form): every
// cell shaded or marked unshaded, as {"cell":[r,c],"shaded":bool}.
func (g Grid) StateFacts(cells []int) ([]json.RawMessage, error) {
	var out []json.RawMessage
	for i, v := range cells {
		if v == 0 {
			continue
		}
		raw, err := json.Marshal(FactJSON{Cell: [2]int{i / g.Cols, i % g.Cols}, Shaded: v == 1})
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	return out, nil
}

// Shading is the shading of a player's cells: the shaded ones.
func Shading(cells []int) []bool {
	out := make([]bool, len(cells))
	for i, v := range cells {
		out[i] = v == 1
	}
	return out
}

// CountMet reports whether a number counting the shaded cells among
// some cells (a room's, a neighbourhood's) is met by a player's cells
// (ReadState's form), for the page to grey it (puzzle.Verdict.Met):
// exactly n of them are shaded, and for a 0, every one is marked
// unshaded (a 0 is not met merely by an untouched board).
func CountMet(cells []int, among []int, n int) bool {
	shaded, open := 0, 0
	for _, i := range among {
		switch cells[i] {
		case 1:
			shaded++
		case 0:
			open++
		}
	}
	return shaded == n && (n > 0 || open == 0)
}

// Touching is a problem for each two shaded cells side by side.
func (g Grid) Touching(cells []int) []puzzle.Problem {
	R, C := g.Rows, g.Cols
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
	return probs
}

// Cut is a problem for each part of the cells not shaded (unshaded or
// unmarked) but the largest: the shaded cells cut it off.
func (g Grid) Cut(cells []int) []puzzle.Problem {
	R, C := g.Rows, g.Cols
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
	if len(sizes) < 2 {
		return nil
	}
	big := 0
	for id, s := range sizes {
		if s > sizes[big] {
			big = id
		}
	}
	var probs []puzzle.Problem
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
		probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("the shaded cells cut %s off from the other unshaded cells", CellList(cut)), Cells: cut})
	}
	return probs
}
