package binairo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// The rules as explanations name them.
const (
	RuleThree    = "three in a row: no three equal digits side by side in a row or column"
	RuleBalance  = "balance: every row and every column holds as many 0s as 1s"
	RuleDistinct = "equal rows: no two rows and no two columns are equal"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer):
// the cells a step fills are grouped by digit ("(3,4), (3,5) are 1").
func (Binairo) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p}
}

type factReader struct{ p *Puzzle }

// GroupJSON is a grouped statement's JSON: each of Cells holds Digit. A
// statement of one cell has FactJSON's shape.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Digit int      `json:"digit"`
}

func (a *factReader) lit(r, c, d int) encode.Lit {
	l := encode.Lit(1 + r*a.p.Cols + c)
	if d == 0 {
		l = -l
	}
	return l
}

// of reads an x literal: its cell and digit (ok false: another variable).
func (a *factReader) of(l encode.Lit) (r, c, d int, ok bool) {
	if a.p == nil {
		return 0, 0, 0, false
	}
	v := l.Var()
	if v < 1 || v > a.p.Rows*a.p.Cols {
		return 0, 0, 0, false
	}
	if l > 0 {
		d = 1
	}
	return (v - 1) / a.p.Cols, (v - 1) % a.p.Cols, d, true
}

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

func (a *factReader) statement(d int, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	verb := "is"
	if len(cells) > 1 {
		verb = "are"
	}
	st := puzzle.Statement{Text: fmt.Sprintf("%s %s %d", cellList(cells), verb, d), Lits: lits}
	if len(cells) == 1 {
		st.JSON = FactJSON{Cell: cells[0], Digit: d}
	} else {
		st.JSON = GroupJSON{Cells: cells, Digit: d}
	}
	return st
}

// Group: the cells found 1, then those found 0, each in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	var cells [2][][2]int
	var ls [2][]encode.Lit
	var other []puzzle.Statement
	for _, l := range sorted {
		r, c, d, ok := a.of(l)
		if !ok {
			other = append(other, puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}})
			continue
		}
		cells[d] = append(cells[d], [2]int{r, c})
		ls[d] = append(ls[d], l)
	}
	var out []puzzle.Statement
	for _, d := range []int{1, 0} {
		if len(cells[d]) > 0 {
			out = append(out, a.statement(d, cells[d], ls[d]))
		}
	}
	return append(out, other...)
}

// Parse reads {"cell":[r,c],"digit":d} or {"cells":[[r,c],...],"digit":d}.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell  *[2]int  `json:"cell"`
		Cells [][2]int `json:"cells"`
		Digit *int     `json:"digit"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a binairo fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Digit == nil {
		return puzzle.Statement{}, fmt.Errorf(`a binairo fact needs "cell" (or "cells") and "digit": %s`, clip(string(raw)))
	}
	d := *fj.Digit
	if d != 0 && d != 1 {
		return puzzle.Statement{}, fmt.Errorf("digit %d: want 0 or 1", d)
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if !a.p.inside(c) {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
		lits[i] = a.lit(c[0], c[1], d)
	}
	return a.statement(d, cells, lits), nil
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

// Rules names the rules: three in a row, balance and, with the distinct
// rule, equal rows.
func (a *factReader) Rules() []string {
	r := []string{RuleThree, RuleBalance}
	if a.p != nil && a.p.Distinct {
		r = append(r, RuleDistinct)
	}
	return r
}

// ClueWords names a given: "the given 1 at (1,2)".
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"grid":["0110..",...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	return struct {
		Grid []string `json:"grid"`
	}{rowStrings(s.Rows, s.Cols, s.Grid)}
}

// Exact is what m says about vars: each cell's digit.
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
