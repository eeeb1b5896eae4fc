package tents

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
// the tents placed in a step, one statement each ("a tent at (3,4)"),
// then the cells ruled out, in one statement ("no tent at (3,5), (4,5)").
func (Tents) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p, enc: enc}
}

type factReader struct {
	p   *Puzzle
	enc *puzzle.Encoding
	// lit of a cell without a tree, built on first use.
	lits map[[2]int]encode.Lit
}

// GroupJSON is a statement of several cells: a tent is (Tent) or is not
// in each of Cells.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Tent  bool     `json:"tent"`
}

func (a *factReader) fact(l encode.Lit) (FactJSON, bool) {
	if a.enc == nil || a.enc.FactOf == nil {
		return FactJSON{}, false
	}
	f, ok := a.enc.FactOf(l).JSON.(FactJSON)
	return f, ok && f.Tree == nil
}

func (a *factReader) lit(cell [2]int) (encode.Lit, bool) {
	if a.lits == nil {
		a.lits = map[[2]int]encode.Lit{}
		for _, l := range a.enc.Facts {
			if f, ok := a.fact(l); ok {
				a.lits[f.Cell] = l
			}
		}
	}
	l, ok := a.lits[cell]
	return l, ok
}

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

func statement(tent bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	st := puzzle.Statement{Lits: lits}
	if tent {
		st.Text = "a tent at " + cellList(cells)
	} else {
		st.Text = "no tent at " + cellList(cells)
	}
	if len(cells) == 1 {
		st.JSON = FactJSON{Cell: cells[0], Tent: tent}
	} else {
		st.JSON = GroupJSON{Cells: cells, Tent: tent}
	}
	return st
}

func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	var out, other []puzzle.Statement
	var no [][2]int
	var noLits []encode.Lit
	for _, l := range sorted {
		f, ok := a.fact(l)
		switch {
		case !ok:
			text := fmt.Sprintf("variable %d", l)
			if a.enc != nil && a.enc.FactOf != nil {
				text = a.enc.FactOf(l).Text
			}
			other = append(other, puzzle.Statement{Text: text, Lits: []encode.Lit{l}})
		case f.Tent:
			out = append(out, statement(true, [][2]int{f.Cell}, []encode.Lit{l}))
		default:
			no, noLits = append(no, f.Cell), append(noLits, l)
		}
	}
	if len(no) > 0 {
		out = append(out, statement(false, no, noLits))
	}
	return append(out, other...)
}

// Parse reads {"cell":[r,c],"tent":bool} or {"cells":[[r,c],...],"tent":bool}.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell  *[2]int  `json:"cell"`
		Cells [][2]int `json:"cells"`
		Tent  *bool    `json:"tent"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a tents fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Tent == nil {
		return puzzle.Statement{}, fmt.Errorf(`a tents fact needs "cell" (or "cells") and "tent": %s`, clip(string(raw)))
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if !a.p.inside(c[0], c[1]) {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
		l, ok := a.lit(c)
		if !ok {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) holds a tree", c[0], c[1])
		}
		if !*fj.Tent {
			l = -l
		}
		lits[i] = l
	}
	return statement(*fj.Tent, cells, lits), nil
}

func (a *factReader) Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

func (a *factReader) Rules() []string {
	return []string{"each tree has a tent of its own beside it (orthogonally), each tent belongs to one tree",
		"tents never touch, not even diagonally", "tents stand only beside trees"}
}

func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok || a.p == nil {
		return nil
	}
	return struct {
		Tents []string `json:"tents"`
	}{gridRows(a.p, s)}
}

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
