package kakuro

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining reads the facts of enc (puzzle.Explainer): a digit placed
// is a statement of its own ("(3,4) is 2"), the digits ruled out in one
// step are grouped by digit ("(3,4), (3,5) are not 5").
func (Kakuro) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	a := &factReader{p: p}
	if p != nil && p.Validate() == nil {
		a.white, a.cell = numbering(p)
	}
	return a
}

type factReader struct {
	p           *Puzzle
	white, cell []int
}

// GroupJSON is a grouped statement's JSON: digit Digit is (Holds) or is
// not in each of Cells. A statement of one literal has FactJSON's shape.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Digit int      `json:"digit"`
	Holds bool     `json:"holds"`
}

func (a *factReader) of(l encode.Lit) (r, c, d int, ok bool) {
	if a.cell == nil {
		return 0, 0, 0, false
	}
	return cellOf(a.cell, a.p.Cols, l)
}

// lit is "(r,c) holds d", 0 when the cell cannot hold d (a black cell).
func (a *factReader) lit(r, c, d int) encode.Lit {
	i := r*a.p.Cols + c
	if a.white == nil || d < 1 || d > 9 || a.white[i] < 0 {
		return 0
	}
	return encode.Lit(9*a.white[i] + d)
}

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

func statement(d int, holds bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	st := puzzle.Statement{Lits: lits}
	switch {
	case len(cells) == 1:
		st.Text = DigitWords(cells[0][0], cells[0][1], d, holds)
		st.JSON = FactJSON{Cell: cells[0], Digit: d, Holds: holds}
		return st
	case holds:
		st.Text = fmt.Sprintf("%s are %d", cellList(cells), d)
	default:
		st.Text = fmt.Sprintf("%s are not %d", cellList(cells), d)
	}
	st.JSON = GroupJSON{Cells: cells, Digit: d, Holds: holds}
	return st
}

// Group: the digits placed, by cell; then the digits ruled out, one
// statement per digit listing its cells in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	type acc struct {
		cells [][2]int
		lits  []encode.Lit
	}
	by := map[int]*acc{}
	maxD := 0
	var pos []encode.Lit
	var other []puzzle.Statement
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	for _, l := range sorted {
		r, c, d, ok := a.of(l)
		if !ok {
			other = append(other, puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}})
			continue
		}
		if l > 0 {
			pos = append(pos, l)
			continue
		}
		x := by[d]
		if x == nil {
			x = &acc{}
			by[d] = x
		}
		maxD = max(maxD, d)
		x.cells = append(x.cells, [2]int{r, c})
		x.lits = append(x.lits, l)
	}
	var out []puzzle.Statement
	for _, l := range pos {
		r, c, d, _ := a.of(l)
		out = append(out, statement(d, true, [][2]int{{r, c}}, []encode.Lit{l}))
	}
	for d := 1; d <= maxD; d++ {
		if x := by[d]; x != nil {
			out = append(out, statement(d, false, x.cells, x.lits))
		}
	}
	return append(out, other...)
}

// Parse reads {"cell":[r,c],"digit":d,"holds":bool} or
// {"cells":[[r,c],...],"digit":d,"holds":bool}.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell  *[2]int  `json:"cell"`
		Cells [][2]int `json:"cells"`
		Digit int      `json:"digit"`
		Holds *bool    `json:"holds"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a kakuro fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Holds == nil || fj.Digit == 0 {
		return puzzle.Statement{}, fmt.Errorf(`a kakuro fact needs "cell" (or "cells"), "digit" and "holds": %s`, clip(string(raw)))
	}
	if a.white == nil {
		return puzzle.Statement{}, fmt.Errorf("a kakuro fact about an invalid puzzle")
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if c[0] < 0 || c[0] >= a.p.Rows || c[1] < 0 || c[1] >= a.p.Cols {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
		lits[i] = a.lit(c[0], c[1], fj.Digit)
		if lits[i] == 0 {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) cannot hold %d: a black cell, or not a digit 1 to 9", c[0], c[1], fj.Digit)
		}
		if !*fj.Holds {
			lits[i] = -lits[i]
		}
	}
	return statement(fj.Digit, *fj.Holds, cells, lits), nil
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
	return []string{"each white cell holds one digit 1 to 9", "no digit twice in a run",
		"each run adds up to its sum"}
}

// ClueWords names a sum: "the across 16 in 2 at (2,3)".
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"grid":[[...],...]}.
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
