package kenken

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/latin"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer),
// in the Latin-square genres' shared words (latin.Facts): "digit 5 is in
// (3,4)", "digit 5 is not in (3,4), (3,5)", cells 0-based. A step of one
// cage says the digits the cage can hold with what the step knows: "the
// 3-cell 7+ cage at (0,0) and step 2 (...): it holds 1 2 4, so ...".
// A step of no clue that places a digit is named a naked or hidden
// single.
func (k Cages) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	a := &factReader{p: p}
	a.facts = latin.Facts{Of: a.of, JSON: func(d int, is bool, cells [][2]int) any {
		if len(cells) == 1 {
			return FactJSON{Cell: cells[0], Digit: d, Is: is}
		}
		return GroupJSON{Cells: cells, Digit: d, Is: is}
	}}
	if p != nil {
		a.facts.N = p.N
		if p.Killer && p.BoxRows > 0 && p.BoxCols > 0 {
			per := p.N / p.BoxCols // boxes a band
			a.facts.Box = func(r, c int) int { return r/p.BoxRows*per + c/p.BoxCols }
		}
	}
	return a
}

type factReader struct {
	p     *Puzzle
	facts latin.Facts
}

// GroupJSON is a grouped statement's JSON: digit Digit is (Is) or is not
// in each of Cells (0-based). A statement of one literal has FactJSON's
// shape.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Digit int      `json:"digit"`
	Is    bool     `json:"is"`
}

func (a *factReader) lit(r, c, d int) encode.Lit {
	n := a.p.N
	return encode.Lit(1 + (r*n+c)*n + d - 1)
}

// of reads an x literal (ok false: another variable).
func (a *factReader) of(l encode.Lit) (r, c, d int, ok bool) {
	if a.p == nil {
		return 0, 0, 0, false
	}
	n := a.p.N
	v := int(l.Var())
	if v < 1 || v > n*n*n {
		return 0, 0, 0, false
	}
	k := v - 1
	return k / n / n, k / n % n, k%n + 1, true
}

// Group: the digits placed, by cell; then the digits ruled out, one
// statement per digit listing its cells in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement { return a.facts.Group(lits) }

// Parse reads {"cell":[r,c],"digit":d,"is":bool} (FactOf's shape) or
// {"cells":[[r,c],...],"digit":d,"is":bool}, cells 0-based.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell  *[2]int  `json:"cell"`
		Cells [][2]int `json:"cells"`
		Digit int      `json:"digit"`
		Is    *bool    `json:"is"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a %s fact: %w", a.genre(), err)
	}
	if a.p == nil {
		return puzzle.Statement{}, fmt.Errorf("a fact without a puzzle")
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Is == nil || fj.Digit == 0 {
		return puzzle.Statement{}, fmt.Errorf(`a %s fact needs "cell" (or "cells"), "digit" and "is": %s`, a.genre(), latin.Clip(string(raw)))
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
		if !*fj.Is {
			lits[i] = -lits[i]
		}
	}
	return a.facts.Statement(fj.Digit, *fj.Is, cells, lits), nil
}

func (a *factReader) genre() string {
	if a.p != nil {
		return a.p.genre()
	}
	return "kenken"
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string { return latin.Say(fs) }

// Rules names the rules.
func (a *factReader) Rules() []string {
	r := []string{"each cell holds one digit", "no digit twice in a row", "no digit twice in a column"}
	if a.p != nil && a.p.Killer {
		r = append(r, "no digit twice in a box", "no digit twice in a cage")
	}
	return r
}

// ClueWords names a cage by its size, target and first cell (0-based):
// "the 3-cell 7+ cage at (0,0)", "the given 3 at (2,1)".
func (a *factReader) ClueWords(c puzzle.Clue) string {
	k, ok := a.cage(c)
	if !ok {
		return c.Text
	}
	cg := a.p.Cages[k]
	f := cg.Cells[0]
	r, col := f/a.p.N, f%a.p.N
	switch {
	case len(cg.Cells) == 1:
		return fmt.Sprintf("the given %d at (%d,%d)", cg.Target, r, col)
	case cg.Op == Unknown:
		return fmt.Sprintf("the %d-cell %d cage at (%d,%d) (any operation)", len(cg.Cells), cg.Target, r, col)
	}
	return fmt.Sprintf("the %d-cell %s cage at (%d,%d)", len(cg.Cells), cg.Label(false), r, col)
}

// cage is the index of clue c's cage.
func (a *factReader) cage(c puzzle.Clue) (int, bool) {
	cj, ok := c.JSON.(ClueJSON)
	if !ok || a.p == nil {
		return 0, false
	}
	n := a.p.N
	if cj.Cage[0] < 0 || cj.Cage[0] >= n || cj.Cage[1] < 0 || cj.Cage[1] >= n {
		return 0, false
	}
	k := a.p.CageOf[cj.Cage[0]*n+cj.Cage[1]]
	if k < 0 || k >= len(a.p.Cages) {
		return 0, false
	}
	return k, true
}

// maxCombos is how many digit sets a step lists for a cage.
const maxCombos = 4

// SayStep (puzzle.StepSayer): a step of one cage says which digits the
// cage can hold with the facts the step uses, "it holds 1 2 4, so ..."
// (sets of digits, at most maxCombos of them; "it can hold its digits in
// 7 ways" beyond); a step of no clue that places a digit, a naked or a
// hidden single.
func (a *factReader) SayStep(clues []puzzle.Clue, given, facts []puzzle.Statement) string {
	if a.p == nil {
		return ""
	}
	if len(clues) == 0 {
		return a.facts.Single(given, facts)
	}
	if len(clues) != 1 {
		return ""
	}
	k, ok := a.cage(clues[0])
	if !ok {
		return ""
	}
	cg := a.p.Cages[k]
	if len(cg.Cells) < 2 {
		return ""
	}
	n := a.p.N
	// what the step knows of the cage's cells
	is := map[[2]int]bool{} // (cell, digit) -> holds
	for _, s := range given {
		for _, l := range s.Lits {
			if r, c, d, ok := a.of(l); ok {
				is[[2]int{r*n + c, d}] = l > 0
			}
		}
	}
	tuples, err := Tuples(n, cg, a.p.Killer)
	if err != nil {
		return ""
	}
	sets := map[string]bool{}
	var words []string
	can := map[[2]int]bool{} // (cell, digit) some fitting tuple puts there
	for _, t := range tuples {
		fits := true
		for j, i := range cg.Cells {
			for d := 1; d <= n && fits; d++ {
				if v, known := is[[2]int{i, d}]; known && v != (t[j] == d) {
					fits = false
				}
			}
		}
		if !fits {
			continue
		}
		for j, i := range cg.Cells {
			can[[2]int{i, t[j]}] = true
		}
		ds := append([]int(nil), t...)
		sort.Ints(ds)
		w := strings.Trim(fmt.Sprint(ds), "[]")
		if !sets[w] {
			sets[w] = true
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return ""
	}
	sort.Strings(words)
	// With earlier facts, the digits left to the cage's cells that the
	// step speaks of say more than the sets: "(0,2) can only be 2 3 5".
	if len(is) > 0 {
		inCage := map[int]bool{}
		for _, i := range cg.Cells {
			inCage[i] = true
		}
		var cells []int
		seen := map[int]bool{}
		for _, s := range facts {
			for _, l := range s.Lits {
				if r, c, _, ok := a.of(l); ok && inCage[r*n+c] && !seen[r*n+c] {
					seen[r*n+c] = true
					cells = append(cells, r*n+c)
				}
			}
		}
		sort.Ints(cells)
		var ws []string
		for _, i := range cells {
			var ds []string
			for d := 1; d <= n; d++ {
				if can[[2]int{i, d}] {
					ds = append(ds, fmt.Sprint(d))
				}
			}
			ws = append(ws, fmt.Sprintf("(%d,%d) can only be %s", i/n, i%n, strings.Join(ds, " ")))
		}
		if len(ws) > 0 {
			return "with those, " + strings.Join(ws, " and ") + ", so " + latin.Say(facts)
		}
	}
	var holds string
	switch {
	case len(words) == 1:
		holds = "it holds " + words[0]
	case len(words) <= maxCombos:
		holds = "it holds " + strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
	default:
		holds = fmt.Sprintf("it can hold %d sets of digits", len(words))
	}
	return holds + ", so " + latin.Say(facts)
}

// SolutionJSON is {"grid":[[...],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	rows := make([][]int, s.N)
	for r := range rows {
		rows[r] = append([]int(nil), s.Grid[r*s.N:(r+1)*s.N]...)
	}
	return struct {
		Grid [][]int `json:"grid"`
	}{rows}
}

// Exact is what m says about vars: the digit of each cell among them and
// the digits ruled out.
func (a *factReader) Exact(m encode.Model, vars []int) []puzzle.Statement {
	return a.facts.Exact(m, vars)
}
