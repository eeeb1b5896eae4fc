package lits

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining reads the facts of enc (puzzle.Explainer): the cells shaded
// in one step are one statement ("shaded: (3,4), (3,5)"), the cells
// found unshaded another ("unshaded: (3,3), (4,4)").
func (LITS) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p}
}

type factReader struct{ p *Puzzle }

// GroupJSON is a grouped statement's JSON: each of Cells is shaded
// (Shaded) or not. A statement of one cell has FactJSON's shape.
type GroupJSON struct {
	Cells  [][2]int `json:"cells"`
	Shaded bool     `json:"shaded"`
}

func (a *factReader) of(l encode.Lit) (r, c int, ok bool) {
	if a.p == nil {
		return 0, 0, false
	}
	v := l.Var()
	if v < 1 || v > a.p.Rows*a.p.Cols {
		return 0, 0, false
	}
	return (v - 1) / a.p.Cols, (v - 1) % a.p.Cols, true
}

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

func statement(shaded bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	st := puzzle.Statement{Lits: lits}
	switch {
	case len(cells) == 1:
		st.Text = ShadeWords(cells[0][0], cells[0][1], shaded)
	case shaded:
		st.Text = "shaded: " + cellList(cells)
	default:
		st.Text = "unshaded: " + cellList(cells)
	}
	if len(cells) == 1 {
		st.JSON = FactJSON{Cell: cells[0], Shaded: shaded}
	} else {
		st.JSON = GroupJSON{Cells: cells, Shaded: shaded}
	}
	return st
}

// Group: the shaded cells as one statement, then the unshaded ones, in
// row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	var out, other []puzzle.Statement
	var noCells, yesCells [][2]int
	var noLits, yesLits []encode.Lit
	for _, l := range sorted {
		r, c, ok := a.of(l)
		switch {
		case !ok:
			other = append(other, puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}})
		case l > 0:
			yesCells, yesLits = append(yesCells, [2]int{r, c}), append(yesLits, l)
		default:
			noCells, noLits = append(noCells, [2]int{r, c}), append(noLits, l)
		}
	}
	if len(yesCells) > 0 {
		out = append(out, statement(true, yesCells, yesLits))
	}
	if len(noCells) > 0 {
		out = append(out, statement(false, noCells, noLits))
	}
	return append(out, other...)
}

// Parse reads {"cell":[r,c],"shaded":bool} or {"cells":[[r,c],...],"shaded":bool}.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell   *[2]int  `json:"cell"`
		Cells  [][2]int `json:"cells"`
		Shaded *bool    `json:"shaded"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a lits fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Shaded == nil {
		return puzzle.Statement{}, fmt.Errorf(`a lits fact needs "cell" (or "cells") and "shaded": %s`, clip(string(raw)))
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if c[0] < 0 || c[0] >= a.p.Rows || c[1] < 0 || c[1] >= a.p.Cols {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
		lits[i] = encode.Lit(1 + c[0]*a.p.Cols + c[1])
		if !*fj.Shaded {
			lits[i] = -lits[i]
		}
	}
	return statement(*fj.Shaded, cells, lits), nil
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

// Rules names the rules.
func (a *factReader) Rules() []string {
	return []string{"each region holds one tetromino (L, I, T or S)", "the shaded cells are connected", "no 2x2 block is shaded",
		"tetrominoes of the same shape in neighbouring regions do not touch"}
}

// ClueWords: the regions are the clues ("the region at (0,3)").
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"grid":[[0,1,...],...]} (1 shaded).
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	return struct {
		Grid [][]int `json:"grid"`
	}{gridOf(s)}
}

// Exact is what m says about vars.
func (a *factReader) Exact(m encode.Model, vars []int) []puzzle.Statement {
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
