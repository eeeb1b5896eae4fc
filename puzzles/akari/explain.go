package akari

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
// each light placed is a statement of its own ("(3,4) holds a light"),
// the cells ruled out in one step are one statement ("no light at (3,5),
// (3,6)").
func (Akari) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	r := &factReader{p: p, varOf: map[int]encode.Lit{}}
	if p != nil {
		k := 0
		for i, v := range p.Cells {
			if v == White {
				k++
				r.varOf[i] = encode.Lit(k)
				r.cell = append(r.cell, i)
			}
		}
	}
	return r
}

type factReader struct {
	p     *Puzzle
	varOf map[int]encode.Lit // white cell -> its light variable
	cell  []int              // variable-1 -> its cell
}

// GroupJSON is a grouped statement's JSON: each of Cells holds a light
// (Light) or none. A statement of one cell has FactJSON's shape.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Light bool     `json:"light"`
}

func (a *factReader) of(l encode.Lit) (cell [2]int, ok bool) {
	v := l.Var()
	if a.p == nil || v < 1 || v > len(a.cell) {
		return cell, false
	}
	i := a.cell[v-1]
	return [2]int{i / a.p.Cols, i % a.p.Cols}, true
}

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

func statement(light bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	st := puzzle.Statement{Lits: lits}
	if light {
		st.Text = cellList(cells) + " holds a light"
		if len(cells) > 1 {
			st.Text = cellList(cells) + " hold lights"
		}
	} else {
		st.Text = "no light at " + cellList(cells)
	}
	if len(cells) == 1 {
		st.JSON = FactJSON{Cell: cells[0], Light: light}
	} else {
		st.JSON = GroupJSON{Cells: cells, Light: light}
	}
	return st
}

// Group: the lights placed, one statement each, then one statement for
// the cells without a light, in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	var out, other []puzzle.Statement
	var none [][2]int
	var noneLits []encode.Lit
	for _, l := range sorted {
		cell, ok := a.of(l)
		switch {
		case !ok:
			other = append(other, puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}})
		case l > 0:
			out = append(out, statement(true, [][2]int{cell}, []encode.Lit{l}))
		default:
			none = append(none, cell)
			noneLits = append(noneLits, l)
		}
	}
	if len(none) > 0 {
		out = append(out, statement(false, none, noneLits))
	}
	return append(out, other...)
}

// Parse reads {"cell":[r,c],"light":bool} or {"cells":[[r,c],...],"light":bool}.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell  *[2]int  `json:"cell"`
		Cells [][2]int `json:"cells"`
		Light *bool    `json:"light"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("an akari fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Light == nil {
		return puzzle.Statement{}, fmt.Errorf(`an akari fact needs "cell" (or "cells") and "light": %s`, clip(string(raw)))
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if !a.p.inside(c) {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
		v, ok := a.varOf[c[0]*a.p.Cols+c[1]]
		if !ok {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is black: no light goes there", c[0], c[1])
		}
		lits[i] = v
		if !*fj.Light {
			lits[i] = -v
		}
	}
	return statement(*fj.Light, cells, lits), nil
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

// Rules names the rules as a player says them.
func (a *factReader) Rules() []string {
	return []string{
		"every white cell is lit (a light lights its row and column up to a black cell)",
		"no light sees another light",
		"a number counts the lights next to it",
	}
}

// ClueWords names a number: "the 2 at (3,4)".
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"lights":[[r,c],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	return struct {
		Lights [][2]int `json:"lights"`
	}{s.Lights}
}

// Exact is what m says about vars: the lights among them and the cells
// without one.
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
