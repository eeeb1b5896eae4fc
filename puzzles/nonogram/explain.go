package nonogram

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer),
// as a line solver says them: cells of one row or column that a step
// shades (or leaves empty) side by side are one statement, "(4,2)..(4,4)
// are shaded"; a step of one line's clue says why, in the line solver's
// words (SayStep): "overlap shades (4,2)..(4,4)", "no run reaches (4,0),
// so it stays empty", "the gap (4,6)..(4,7) is too small for a run".
// Cells count from 0, as in the facts' JSON.
func (Nonogram) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p}
}

type factReader struct{ p *Puzzle }

// RangeJSON is a statement of several cells side by side in one row or
// column: every cell From..To is (Shaded) or is not shaded. A statement
// of one cell has FactJSON's shape.
type RangeJSON struct {
	From   [2]int `json:"from"`
	To     [2]int `json:"to"`
	Shaded bool   `json:"shaded"`
}

func (a *factReader) lit(r, c int) encode.Lit { return encode.Lit(1 + r*a.p.Cols + c) }

// of reads a cell's literal (ok false: another variable).
func (a *factReader) of(l encode.Lit) (r, c int, ok bool) {
	if a.p == nil {
		return 0, 0, false
	}
	v := int(l.Var())
	if v < 1 || v > a.p.Rows*a.p.Cols {
		return 0, 0, false
	}
	return (v - 1) / a.p.Cols, (v - 1) % a.p.Cols, true
}

func word(shaded bool) string {
	if shaded {
		return "shaded"
	}
	return "empty"
}

// cellRange is "(r,c)" or "(r,c)..(r2,c2)".
func cellRange(from, to [2]int) string {
	if from == to {
		return fmt.Sprintf("(%d,%d)", from[0], from[1])
	}
	return fmt.Sprintf("(%d,%d)..(%d,%d)", from[0], from[1], to[0], to[1])
}

// statement states that the cells from..to, side by side in one row or
// column, are (shaded) or are not shaded.
func (a *factReader) statement(from, to [2]int, shaded bool) puzzle.Statement {
	var lits []encode.Lit
	dr, dc := sign(to[0]-from[0]), sign(to[1]-from[1])
	for r, c := from[0], from[1]; ; r, c = r+dr, c+dc {
		l := a.lit(r, c)
		if !shaded {
			l = -l
		}
		lits = append(lits, l)
		if r == to[0] && c == to[1] {
			break
		}
	}
	if from == to {
		return puzzle.Statement{Text: fmt.Sprintf("(%d,%d) is %s", from[0], from[1], word(shaded)), Lits: lits,
			JSON: FactJSON{Cell: from, Shaded: shaded}}
	}
	return puzzle.Statement{Text: fmt.Sprintf("%s are %s", cellRange(from, to), word(shaded)), Lits: lits,
		JSON: RangeJSON{From: from, To: to, Shaded: shaded}}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// Group: the cells of one row (or, when every literal is in one column,
// of that column) shaded or empty side by side are one statement, in
// reading order.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement {
	type cell struct {
		r, c   int
		shaded bool
	}
	var cells []cell
	var others []puzzle.Statement
	for _, l := range lits {
		r, c, ok := a.of(l)
		if !ok {
			others = append(others, puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}})
			continue
		}
		cells = append(cells, cell{r, c, l > 0})
	}
	byCol := len(cells) > 1
	for _, x := range cells {
		if x.c != cells[0].c {
			byCol = false
		}
	}
	sort.Slice(cells, func(i, j int) bool {
		if byCol {
			return cells[i].r < cells[j].r
		}
		if cells[i].r != cells[j].r {
			return cells[i].r < cells[j].r
		}
		return cells[i].c < cells[j].c
	})
	var out []puzzle.Statement
	for i := 0; i < len(cells); {
		j := i + 1
		for j < len(cells) && cells[j].shaded == cells[i].shaded &&
			((byCol && cells[j].r == cells[j-1].r+1) || (!byCol && cells[j].r == cells[i].r && cells[j].c == cells[j-1].c+1)) {
			j++
		}
		out = append(out, a.statement([2]int{cells[i].r, cells[i].c}, [2]int{cells[j-1].r, cells[j-1].c}, cells[i].shaded))
		i = j
	}
	return append(out, others...)
}

// Parse reads {"cell":[r,c],"shaded":bool} or
// {"from":[r,c],"to":[r,c],"shaded":bool} (cells of one row or column).
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell   *[2]int `json:"cell"`
		From   *[2]int `json:"from"`
		To     *[2]int `json:"to"`
		Shaded *bool   `json:"shaded"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a nonogram fact: %w", err)
	}
	if a.p == nil {
		return puzzle.Statement{}, fmt.Errorf("a nonogram fact without a nonogram puzzle")
	}
	if fj.Cell != nil && fj.From == nil && fj.To == nil {
		fj.From, fj.To = fj.Cell, fj.Cell
	}
	if fj.From == nil || fj.To == nil || fj.Shaded == nil || (fj.Cell != nil) {
		return puzzle.Statement{}, fmt.Errorf(`a nonogram fact needs "cell" (or "from" and "to") and "shaded": %s`, clip(string(raw)))
	}
	for _, c := range []*[2]int{fj.From, fj.To} {
		if c[0] < 0 || c[0] >= a.p.Rows || c[1] < 0 || c[1] >= a.p.Cols {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
	}
	from, to := *fj.From, *fj.To
	if from[0] != to[0] && from[1] != to[1] {
		return puzzle.Statement{}, fmt.Errorf("cells (%d,%d) and (%d,%d) are in neither one row nor one column", from[0], from[1], to[0], to[1])
	}
	if to[0] < from[0] || to[1] < from[1] {
		from, to = to, from
	}
	return a.statement(from, to, *fj.Shaded), nil
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

// Rules: none; every line's runs are a clue.
func (a *factReader) Rules() []string { return nil }

// ClueWords names a line's clue by its cells, so that the words count
// rows and columns as the cells do: "the runs 5 1 of row (4,0)..(4,9)".
func (a *factReader) ClueWords(c puzzle.Clue) string {
	cj, ok := c.JSON.(ClueJSON)
	if !ok || a.p == nil {
		return c.Text
	}
	from, to := a.lineEnds(cj)
	runs := "the runs " + ClueString(cj.Clue)
	if len(cj.Clue) == 0 {
		runs = "the clue 0"
	} else if len(cj.Clue) == 1 {
		runs = fmt.Sprintf("the run %d", cj.Clue[0])
	}
	return fmt.Sprintf("%s of %s %s", runs, cj.Line, cellRange(from, to))
}

// lineEnds are a line's first and last cells.
func (a *factReader) lineEnds(cj ClueJSON) (from, to [2]int) {
	if cj.Line == "row" {
		return [2]int{cj.Index, 0}, [2]int{cj.Index, a.p.Cols - 1}
	}
	return [2]int{0, cj.Index}, [2]int{a.p.Rows - 1, cj.Index}
}

// SolutionJSON is {"rows":["#..##",...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok || a.p == nil {
		return nil
	}
	rows := make([]string, a.p.Rows)
	for r := range rows {
		var b strings.Builder
		for c := 0; c < a.p.Cols; c++ {
			if s.Grid[r*a.p.Cols+c] {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		rows[r] = b.String()
	}
	return struct {
		Rows []string `json:"rows"`
	}{rows}
}

// Exact is what m says about vars, grouped as Group does.
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
