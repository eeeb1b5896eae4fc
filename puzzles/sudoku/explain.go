package sudoku

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/latin"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer):
// a digit placed is a statement of its own ("digit 5 is in (3,4)"), the
// digits ruled out in one step are grouped by digit ("digit 5 is not in
// (3,4), (3,5)").
func (Sudoku) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	a := &factReader{p: p}
	a.facts = latin.Facts{Of: a.of, JSON: func(d int, holds bool, cells [][2]int) any {
		if len(cells) == 1 {
			return FactJSON{Cell: cells[0], Digit: d, Holds: holds}
		}
		return GroupJSON{Cells: cells, Digit: d, Holds: holds}
	}}
	if p != nil {
		a.facts.N = p.N
	}
	return a
}

// factReader words the facts with the Latin-square genres' shared
// wording (latin.Facts).
type factReader struct {
	p     *Puzzle
	facts latin.Facts
}

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

// Group: the digits placed, by cell; then the digits ruled out, one
// statement per digit listing its cells in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement { return a.facts.Group(lits) }

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
	return a.facts.Statement(fj.Digit, *fj.Holds, cells, lits), nil
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string { return latin.Say(fs) }

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
	return a.facts.Exact(m, vars)
}
