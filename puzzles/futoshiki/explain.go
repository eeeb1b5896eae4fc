package futoshiki

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
// (3,4), (3,5)"). Cells in the words count from 0; in the JSON, as in
// FactOf and StateFacts, row and col count from 1.
func (Futoshiki) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	a := &factReader{p: p, enc: enc}
	a.facts = latin.Facts{Of: a.of, Other: a.other, JSON: latin.RowColJSON}
	if p != nil {
		a.facts.N = p.N
	}
	return a
}

// factReader words the facts with the Latin-square genres' shared
// wording (latin.Facts).
type factReader struct {
	p     *Puzzle
	enc   *puzzle.Encoding
	facts latin.Facts
}

// GroupJSON is a grouped statement's JSON: digit Digit is (Is) or is not
// in each of Cells ([row,col], 1-based). A statement of one literal has
// FactOf's shape {"row","col","digit","is"}.
type GroupJSON = latin.RowColGroupJSON

// lit is x[r][c][d] (0-based cell): the direct variables come first,
// N+1 a cell (value 0 included), row-major.
func (a *factReader) lit(r, c, d int) encode.Lit {
	n := a.p.N
	return encode.Lit(1 + (r*n+c)*(n+1) + d)
}

// of reads a direct literal (ok false: another variable, or value 0).
func (a *factReader) of(l encode.Lit) (r, c, d int, ok bool) {
	if a.p == nil {
		return 0, 0, 0, false
	}
	n := a.p.N
	v := int(l.Var())
	if v < 1 || v > n*n*(n+1) {
		return 0, 0, 0, false
	}
	k := v - 1
	cell := k / (n + 1)
	d = k % (n + 1)
	if d == 0 {
		return 0, 0, 0, false
	}
	return cell / n, cell % n, d, true
}

// other states a literal that is no cell's digit as FactOf names it.
func (a *factReader) other(l encode.Lit) puzzle.Statement {
	if a.enc != nil && a.enc.FactOf != nil {
		f := a.enc.FactOf(l)
		return puzzle.Statement{Text: f.Text, JSON: f.JSON, Lits: []encode.Lit{l}}
	}
	return puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}}
}

// Group: the digits placed, by cell; then the digits ruled out, one
// statement per digit listing its cells in row-major order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement { return a.facts.Group(lits) }

// Parse reads {"row":r,"col":c,"digit":d,"is":bool} or
// {"cells":[[r,c],...],"digit":d,"is":bool}, rows and columns from 1.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Row   *int     `json:"row"`
		Col   *int     `json:"col"`
		Cells [][2]int `json:"cells"`
		Digit int      `json:"digit"`
		Is    *bool    `json:"is"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a futoshiki fact: %w", err)
	}
	if a.p == nil {
		return puzzle.Statement{}, fmt.Errorf("a futoshiki fact without a futoshiki puzzle")
	}
	cells := fj.Cells
	if (fj.Row == nil) != (fj.Col == nil) {
		return puzzle.Statement{}, fmt.Errorf(`a futoshiki fact needs both "row" and "col": %s`, latin.Clip(string(raw)))
	}
	if fj.Row != nil {
		cells = append(cells, [2]int{*fj.Row, *fj.Col})
	}
	if len(cells) == 0 || fj.Is == nil || fj.Digit == 0 {
		return puzzle.Statement{}, fmt.Errorf(`a futoshiki fact needs "row" and "col" (or "cells"), "digit" and "is": %s`, latin.Clip(string(raw)))
	}
	n := a.p.N
	if fj.Digit < 1 || fj.Digit > n {
		return puzzle.Statement{}, fmt.Errorf("digit %d is out of range (1 to %d)", fj.Digit, n)
	}
	lits := make([]encode.Lit, len(cells))
	zero := make([][2]int, len(cells))
	for i, c := range cells {
		if c[0] < 1 || c[0] > n || c[1] < 1 || c[1] > n {
			return puzzle.Statement{}, fmt.Errorf("cell row %d col %d is outside the %dx%d grid (rows and columns count from 1)", c[0], c[1], n, n)
		}
		zero[i] = [2]int{c[0] - 1, c[1] - 1}
		lits[i] = a.lit(c[0]-1, c[1]-1, fj.Digit)
		if !*fj.Is {
			lits[i] = -lits[i]
		}
	}
	return a.facts.Statement(fj.Digit, *fj.Is, zero, lits), nil
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string { return latin.Say(fs) }

// Rules names the rules.
func (a *factReader) Rules() []string {
	r := []string{"each cell holds one digit", "no digit twice in a row", "no digit twice in a column"}
	if a.p != nil && a.p.Adjacent {
		r = append(r, "neighbours without a bar do not differ by 1")
	}
	return r
}

// ClueWords names a clue as the encoding does: "the digit 5 given in
// (1,2)", "the sign (1,2) < (1,3)".
func (a *factReader) ClueWords(c puzzle.Clue) string { return c.Text }

// SolutionJSON is {"digits":["1 2 3",...]}, the rows as the JSON output
// writes them.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	return struct {
		Digits []string `json:"digits"`
	}{rowsText(s.N, s.Values)}
}

// Exact is what m says about vars: the digit of each cell among them and
// the digits ruled out.
func (a *factReader) Exact(m encode.Model, vars []int) []puzzle.Statement {
	return a.facts.Exact(m, vars)
}
