package sudoku

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
// a digit placed is a statement of its own ("digit 5 is in (3,4)"), the
// digits ruled out in one step are grouped by digit ("digit 5 is not in
// (3,4), (3,5)").
func (Sudoku) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p}
}

type factReader struct{ p *Puzzle }

// GroupJSON is a grouped statement's JSON: digit Digit is (Holds) or is
// not in each of Cells. A statement of one literal has FactJSON's shape.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Digit int      `json:"digit"`
	Holds bool     `json:"holds"`
}

func (a *factReader) lit(r, c, d int) encode.Lit {
	n := a.p.N
	return encode.Lit(1 + (r*n+c)*n + d - 1)
}

// of reads an x literal (ok false: another variable).
func (a *factReader) of(l encode.Lit) (r, c, d int, ok bool) {
	v := l
	if v < 0 {
		v = -v
	}
	if a.p == nil {
		return 0, 0, 0, false
	}
	n := a.p.N
	if v < 1 || int(v) > n*n*n {
		return 0, 0, 0, false
	}
	k := int(v) - 1
	return k / n / n, k / n % n, k%n + 1, true
}

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

func (a *factReader) statement(d int, holds bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	verb := "is in"
	if !holds {
		verb = "is not in"
	}
	st := puzzle.Statement{Text: fmt.Sprintf("digit %d %s %s", d, verb, cellList(cells)), Lits: lits}
	if len(cells) == 1 {
		st.JSON = FactJSON{Cell: cells[0], Digit: d, Holds: holds}
	} else {
		st.JSON = GroupJSON{Cells: cells, Digit: d, Holds: holds}
	}
	return st
}

// Group: the digits placed, by cell; then the digits ruled out, one
// statement per digit listing its cells in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	type key struct {
		d     int
		holds bool
	}
	type acc struct {
		cells [][2]int
		lits  []encode.Lit
	}
	by := map[key]*acc{}
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
		k := key{d, false}
		x := by[k]
		if x == nil {
			x = &acc{}
			by[k] = x
		}
		x.cells = append(x.cells, [2]int{r, c})
		x.lits = append(x.lits, l)
	}
	var out []puzzle.Statement
	for _, l := range pos {
		r, c, d, _ := a.of(l)
		out = append(out, a.statement(d, true, [][2]int{{r, c}}, []encode.Lit{l}))
	}
	for d := 1; d <= a.p.N; d++ {
		if x := by[key{d, false}]; x != nil {
			out = append(out, a.statement(d, false, x.cells, x.lits))
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
		return puzzle.Statement{}, fmt.Errorf("a sudoku fact: %w", err)
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Holds == nil || fj.Digit == 0 {
		return puzzle.Statement{}, fmt.Errorf(`a sudoku fact needs "cell" (or "cells"), "digit" and "holds": %s`, clip(string(raw)))
	}
	n := a.p.N
	if fj.Digit < 1 || fj.Digit > n {
		return puzzle.Statement{}, fmt.Errorf("digit %d is out of range (1 to %d)", fj.Digit, n)
	}
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		if c[0] < 0 || c[0] >= n || c[1] < 0 || c[1] >= n {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], n, n)
		}
		lits[i] = a.lit(c[0], c[1], fj.Digit)
		if !*fj.Holds {
			lits[i] = -lits[i]
		}
	}
	return a.statement(fj.Digit, *fj.Holds, cells, lits), nil
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
	what := "box"
	if a.p.Jigsaw() {
		what = "region"
	}
	r := []string{"each cell holds one digit", "no digit twice in a row", "no digit twice in a column", "no digit twice in a " + what}
	if a.p.X {
		r = append(r, "no digit twice on a main diagonal")
	}
	return r
}

// ClueWords names a given: "the given 5 at (1,2)".
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"grid":[[...],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	return struct {
		Grid [][]int `json:"grid"`
	}{rowsOf(s.N, s.Grid)}
}

// Exact is what m says about vars: the digit of each cell among them and
// the digits ruled out.
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
