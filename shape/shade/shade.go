// Package shade holds what the shading genres (Hitori, Kurodoko,
// Heyawake: a grid whose answer is a set of shaded cells) share, so that
// each genre keeps only its own rules:
//
//   - the variables: cell (r,c) of a Rows x Cols grid is shaded when
//     variable 1 + r*Cols + c is true (Grid.Lit);
//   - the explanation facts: FactJSON {"cell":[r,c],"shaded":bool}, the
//     words "(3,4) is shaded", and Facts, a puzzle.FactReader that groups a
//     step's cells ("(1,2), (3,4) are shaded") and reads facts back;
//   - the board: the cells a view shows (View), drawing them (Draw), the
//     player's moves (Moves), reading a player's state (ReadState) and
//     turning it into facts (StateFacts);
//   - two rule checks on a player's board that every such genre with the
//     rules needs: shaded cells side by side (Touching) and unshaded cells
//     cut in parts (Cut).
//
// A player's state is read as one int a cell: 1 shaded, -1 marked
// unshaded, 0 unmarked.
package shade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// The values of a cell on the board and in a player's state.
const (
	Shaded   = "shaded"
	Unshaded = "unshaded"
)

// Grid is a Rows x Cols grid of cells that are shaded or not.
type Grid struct{ Rows, Cols int }

// Inside reports whether cell is on the grid.
func (g Grid) Inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < g.Rows && cell[1] >= 0 && cell[1] < g.Cols
}

// Lit is the literal "cell is shaded" (shaded true) or "cell is unshaded".
func (g Grid) Lit(cell [2]int, shaded bool) encode.Lit {
	l := encode.Lit(1 + cell[0]*g.Cols + cell[1])
	if !shaded {
		l = -l
	}
	return l
}

// CellOf is the cell of literal l's variable, and whether it is one.
func (g Grid) CellOf(l encode.Lit) (r, c int, ok bool) {
	v := l.Var()
	if v < 1 || v > g.Rows*g.Cols {
		return 0, 0, false
	}
	return (v - 1) / g.Cols, (v - 1) % g.Cols, true
}

// Fact names literal l of a shading variable: "(3,4) is shaded" or
// "(3,4) is unshaded" with FactJSON, or "variable N" for another.
func (g Grid) Fact(l encode.Lit) puzzle.Fact {
	r, c, ok := g.CellOf(l)
	if !ok {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	return puzzle.Fact{Lit: l, Text: FactText(r, c, l > 0), JSON: FactJSON{Cell: [2]int{r, c}, Shaded: l > 0}}
}

// FactJSON is a fact in an explanation's JSON: cell Cell (0-based row
// and column) is shaded or not.
type FactJSON struct {
	Cell   [2]int `json:"cell"`
	Shaded bool   `json:"shaded"`
}

// GroupJSON is a grouped statement's JSON: each of Cells is shaded or
// not. A statement of one cell has FactJSON's shape.
type GroupJSON struct {
	Cells  [][2]int `json:"cells"`
	Shaded bool     `json:"shaded"`
}

// FactText is "(r,c) is shaded" or "(r,c) is unshaded".
func FactText(r, c int, shaded bool) string {
	if shaded {
		return fmt.Sprintf("(%d,%d) is shaded", r, c)
	}
	return fmt.Sprintf("(%d,%d) is unshaded", r, c)
}

// CellList is "(1,2), (3,4)", the first six cells and a count after.
func CellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	if len(ts) > 6 {
		ts = append(ts[:6], fmt.Sprintf("... (%d cells)", len(cells)))
	}
	return strings.Join(ts, ", ")
}

// ShadedCells lists the shaded cells of a row-major shading of a grid
// cols wide ([] when none).
func ShadedCells(shaded []bool, cols int) [][2]int {
	out := [][2]int{}
	for i, sh := range shaded {
		if sh {
			out = append(out, [2]int{i / cols, i % cols})
		}
	}
	return out
}

// Facts is the explanation fact reader of a shading genre
// (puzzle.FactReader): the cells a step finds shaded make one statement
// ("(1,2), (3,4) are shaded"), those it finds unshaded another.
type Facts struct {
	Grid
	// Genre names the genre in messages ("a hitori fact: ...").
	Genre string
	// RuleNames are the genre's rules, as Rules returns them.
	RuleNames []string
	// Shading is the row-major shading of a solution of the genre, or
	// false when sol is not one.
	Shading func(sol puzzle.Solution) ([]bool, bool)
	// SolutionForm, when set, is a solution's JSON in explanations
	// instead of {"shaded":[[r,c],...]}.
	SolutionForm func(sol puzzle.Solution) any
}

func (a *Facts) statement(shaded bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	st := puzzle.Statement{Lits: lits}
	if len(cells) == 1 {
		st.Text = FactText(cells[0][0], cells[0][1], shaded)
		st.JSON = FactJSON{Cell: cells[0], Shaded: shaded}
		return st
	}
	verb := "are shaded"
	if !shaded {
		verb = "are unshaded"
	}
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	st.Text = strings.Join(ts, ", ") + " " + verb
	st.JSON = GroupJSON{Cells: cells, Shaded: shaded}
	return st
}

// Group: the cells shaded, then the cells unshaded, in row-major order.
func (a *Facts) Group(lits []encode.Lit) []puzzle.Statement {
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	var cells [2][][2]int
	var ls [2][]encode.Lit
	var other []puzzle.Statement
	for _, l := range sorted {
		r, c, ok := a.CellOf(l)
		if !ok {
			other = append(other, puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}})
			continue
		}
		k := 0
		if l < 0 {
			k = 1
		}
		cells[k] = append(cells[k], [2]int{r, c})
		ls[k] = append(ls[k], l)
	}
	var out []puzzle.Statement
	for k := 0; k < 2; k++ {
		if len(cells[k]) > 0 {
			out = append(out, a.statement(k == 0, cells[k], ls[k]))
		}
	}
	return append(out, other...)
}

// Parse reads {"cell":[r,c],"shaded":bool} or {"cells":[[r,c],...],"shaded":bool}.
func (a *Facts) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell   *[2]int  `json:"cell"`
		Cells  [][2]int `json:"cells"`
		Shaded *bool    `json:"shaded"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a %s fact: %w", a.Genre, err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Shaded == nil {
		return puzzle.Statement{}, fmt.Errorf(`a %s fact needs "cell" (or "cells") and "shaded": %s`, a.Genre, clip(string(raw)))
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if !a.Inside(c) {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.Rows, a.Cols)
		}
		lits[i] = a.Lit(c, *fj.Shaded)
	}
	return a.statement(*fj.Shaded, cells, lits), nil
}

// Say joins the statements with "; ".
func (a *Facts) Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

// Rules names the genre's rules.
func (a *Facts) Rules() []string { return a.RuleNames }

// ClueWords names a clue by its text.
func (a *Facts) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"shaded":[[r,c],...]}, or SolutionForm's.
func (a *Facts) SolutionJSON(sol puzzle.Solution) any {
	if a.SolutionForm != nil {
		return a.SolutionForm(sol)
	}
	sh, ok := a.Shading(sol)
	if !ok {
		return nil
	}
	return struct {
		Shaded [][2]int `json:"shaded"`
	}{ShadedCells(sh, a.Cols)}
}

// Exact is what m says about vars: the cells shaded and unshaded among them.
func (a *Facts) Exact(m encode.Model, vars []int) []puzzle.Statement {
	lits := make([]encode.Lit, 0, len(vars))
	for _, v := range vars {
		l := encode.Lit(v)
		if !m.Value(l) {
			l = -l
		}
		lits = append(lits, l)
	}
	return a.Group(lits)
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24]
	}
	return s
}
