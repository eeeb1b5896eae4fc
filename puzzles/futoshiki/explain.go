package futoshiki

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
// (3,4), (3,5)"). Cells in the words count from 0; in the JSON, as in
// FactOf and StateFacts, row and col count from 1.
func (Futoshiki) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p, enc: enc}
}

type factReader struct {
	p   *Puzzle
	enc *puzzle.Encoding
}

// GroupJSON is a grouped statement's JSON: digit Digit is (Is) or is not
// in each of Cells ([row,col], 1-based). A statement of one literal has
// FactOf's shape {"row","col","digit","is"}.
type GroupJSON struct {
	Cells [][2]int `json:"cells"`
	Digit int      `json:"digit"`
	Is    bool     `json:"is"`
}

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

func cellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

// statement: cells 0-based.
func (a *factReader) statement(d int, is bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	verb := "is in"
	if !is {
		verb = "is not in"
	}
	st := puzzle.Statement{Text: fmt.Sprintf("digit %d %s %s", d, verb, cellList(cells)), Lits: lits}
	if len(cells) == 1 {
		st.JSON = map[string]any{"row": cells[0][0] + 1, "col": cells[0][1] + 1, "digit": d, "is": is}
	} else {
		one := make([][2]int, len(cells))
		for i, c := range cells {
			one[i] = [2]int{c[0] + 1, c[1] + 1}
		}
		st.JSON = GroupJSON{Cells: one, Digit: d, Is: is}
	}
	return st
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
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	type acc struct {
		cells [][2]int
		lits  []encode.Lit
	}
	by := map[int]*acc{}
	var pos []encode.Lit
	var others []puzzle.Statement
	sorted := append([]encode.Lit(nil), lits...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Var() < sorted[j].Var() })
	for _, l := range sorted {
		r, c, d, ok := a.of(l)
		if !ok {
			others = append(others, a.other(l))
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
		x.cells = append(x.cells, [2]int{r, c})
		x.lits = append(x.lits, l)
	}
	var out []puzzle.Statement
	for _, l := range pos {
		r, c, d, _ := a.of(l)
		out = append(out, a.statement(d, true, [][2]int{{r, c}}, []encode.Lit{l}))
	}
	if a.p != nil {
		for d := 1; d <= a.p.N; d++ {
			if x := by[d]; x != nil {
				out = append(out, a.statement(d, false, x.cells, x.lits))
			}
		}
	}
	return append(out, others...)
}

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
		return puzzle.Statement{}, fmt.Errorf(`a futoshiki fact needs both "row" and "col": %s`, clip(string(raw)))
	}
	if fj.Row != nil {
		cells = append(cells, [2]int{*fj.Row, *fj.Col})
	}
	if len(cells) == 0 || fj.Is == nil || fj.Digit == 0 {
		return puzzle.Statement{}, fmt.Errorf(`a futoshiki fact needs "row" and "col" (or "cells"), "digit" and "is": %s`, clip(string(raw)))
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
	return a.statement(fj.Digit, *fj.Is, zero, lits), nil
}

func clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "..."
	}
	return s
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
