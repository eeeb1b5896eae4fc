package heyawake

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer):
// the cells a step finds shaded make one statement ("(1,2), (3,4) are
// shaded"), those it finds unshaded another.
func (Heyawake) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p}
}

type factReader struct{ p *Puzzle }

// GroupJSON is a grouped statement's JSON: each of Cells is shaded or
// not. A statement of one cell has FactJSON's shape.
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

func (a *factReader) statement(shaded bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	st := puzzle.Statement{Lits: lits}
	if len(cells) == 1 {
		st.Text = factText(cells[0][0], cells[0][1], shaded)
		st.JSON = FactJSON{Cell: cells[0], Shaded: shaded}
		return st
	}
	verb := "are shaded"
	if !shaded {
		verb = "are unshaded"
	}
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = cellName(c[0], c[1])
	}
	st.Text = strings.Join(ts, ", ") + " " + verb
	st.JSON = GroupJSON{Cells: cells, Shaded: shaded}
	return st
}

// Group: the cells shaded, then the cells unshaded, in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	var cells [2][][2]int
	var ls [2][]encode.Lit
	var other []puzzle.Statement
	for _, l := range sorted {
		r, c, ok := a.of(l)
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
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell   *[2]int  `json:"cell"`
		Cells  [][2]int `json:"cells"`
		Shaded *bool    `json:"shaded"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a heyawake fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Shaded == nil {
		return puzzle.Statement{}, fmt.Errorf(`a heyawake fact needs "cell" (or "cells") and "shaded": %s`, clip(string(raw)))
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if !a.p.inside(c) {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
		lits[i] = encode.Lit(1 + c[0]*a.p.Cols + c[1])
		if !*fj.Shaded {
			lits[i] = -lits[i]
		}
	}
	return a.statement(*fj.Shaded, cells, lits), nil
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

// Rules names the rules: room numbers, adjacency, runs, connectivity.
func (a *factReader) Rules() []string {
	return []string{
		"room numbers: a numbered room holds that many shaded cells",
		"adjacency: shaded cells never share a side",
		"runs: a white run would cross two borders: no straight run of unshaded cells spans three rooms",
		"connectivity: the unshaded cells are connected",
	}
}

// ClueWords names a room's number: "the room of (1,2) holds 3 shaded cells".
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"shaded":[[r,c],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	return struct {
		Shaded [][2]int `json:"shaded"`
	}{shadedCells(s)}
}

// Exact is what m says about vars: the cells shaded and unshaded among them.
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
