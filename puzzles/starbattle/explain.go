package starbattle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining reads the facts of enc (puzzle.Explainer): a star placed is
// a statement of its own ("a star at (3,4)"), the cells ruled out in one
// step are one statement ("no star at (3,3), (3,5)").
func (StarBattle) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p}
}

type factReader struct{ p *Puzzle }

// GroupJSON is a grouped statement's JSON: each of Cells holds a star
// (Star) or not. A statement of one cell has FactJSON's shape.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Star  bool     `json:"star"`
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

func statement(star bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	st := puzzle.Statement{Lits: lits}
	if star {
		st.Text = "a star at " + cellList(cells)
	} else {
		st.Text = "no star at " + cellList(cells)
	}
	if len(cells) == 1 {
		st.JSON = FactJSON{Cell: cells[0], Star: star}
	} else {
		st.JSON = GroupJSON{Cells: cells, Star: star}
	}
	return st
}

// Group: the stars, one statement each, then the cells without a star as
// one statement, in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	var out, other []puzzle.Statement
	var noCells [][2]int
	var noLits []encode.Lit
	for _, l := range sorted {
		r, c, ok := a.of(l)
		switch {
		case !ok:
			other = append(other, puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}})
		case l > 0:
			out = append(out, statement(true, [][2]int{{r, c}}, []encode.Lit{l}))
		default:
			noCells, noLits = append(noCells, [2]int{r, c}), append(noLits, l)
		}
	}
	if len(noCells) > 0 {
		out = append(out, statement(false, noCells, noLits))
	}
	return append(out, other...)
}

// Parse reads {"cell":[r,c],"star":bool} or {"cells":[[r,c],...],"star":bool}.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell  *[2]int  `json:"cell"`
		Cells [][2]int `json:"cells"`
		Star  *bool    `json:"star"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a starbattle fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Star == nil {
		return puzzle.Statement{}, fmt.Errorf(`a starbattle fact needs "cell" (or "cells") and "star": %s`, clip(string(raw)))
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if c[0] < 0 || c[0] >= a.p.Rows || c[1] < 0 || c[1] >= a.p.Cols {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
		lits[i] = encode.Lit(1 + c[0]*a.p.Cols + c[1])
		if !*fj.Star {
			lits[i] = -lits[i]
		}
	}
	return statement(*fj.Star, cells, lits), nil
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
	n := fmt.Sprintf("%d star%s", a.p.Stars, plural(a.p.Stars))
	rs := []string{"each row holds " + n, "each column holds " + n, "each region holds " + n, "no two stars touch, not even diagonally"}
	for _, k := range a.p.Regions.Of {
		if k < 0 {
			rs = append(rs, "a cell in no region holds no star")
			break
		}
	}
	return rs
}

// ClueWords: Star Battle has no given clues (its regions are rules).
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"grid":[[0,1,...],...]} (1 a star).
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
