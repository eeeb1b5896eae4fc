package nonogram

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer),
// as a line solver says them: cells of one row or column that a step
// shades (or leaves empty) side by side are one statement, "(4,2)..(4,4)
// are shaded" ({"cells":[[4,2],[4,3],[4,4]],"shaded":true}); a step of one line's clue says why, in the line solver's
// words (SayStep): "overlap shades (4,2)..(4,4)", "no run reaches (4,0),
// so it stays empty", "the gap (4,6)..(4,7) is too small for a run".
// Cells count from 0, as in the facts' JSON.
func (Nonogram) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	return &factReader{p: p}
}

type factReader struct{ p *Puzzle }

// CellsJSON is a statement of several cells: every cell of Cells is
// (Shaded) or is not shaded. A statement of one cell has FactJSON's
// shape.
type CellsJSON = shade.GroupJSON

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

// statement states that cells are (shaded) or are not shaded; cells
// side by side in one row or column read as a range, "(4,2)..(4,4)".
func (a *factReader) statement(cells [][2]int, shaded bool) puzzle.Statement {
	lits := make([]encode.Lit, len(cells))
	for i, c := range cells {
		lits[i] = a.lit(c[0], c[1])
		if !shaded {
			lits[i] = -lits[i]
		}
	}
	if len(cells) == 1 {
		return puzzle.Statement{Text: fmt.Sprintf("(%d,%d) is %s", cells[0][0], cells[0][1], word(shaded)), Lits: lits,
			JSON: FactJSON{Cell: cells[0], Shaded: shaded}}
	}
	return puzzle.Statement{Text: fmt.Sprintf("%s are %s", cellWords(cells), word(shaded)), Lits: lits,
		JSON: CellsJSON{Cells: cells, Shaded: shaded}}
}

// cellWords is "(r,c)..(r,c2)" for cells side by side in one row or
// column, in order, else "(r,c), (r2,c2)".
func cellWords(cells [][2]int) string {
	first, last := cells[0], cells[len(cells)-1]
	dr, dc := sign(last[0]-first[0]), sign(last[1]-first[1])
	line := (dr == 0) != (dc == 0)
	for i := 1; i < len(cells) && line; i++ {
		line = cells[i] == [2]int{cells[i-1][0] + dr, cells[i-1][1] + dc} && (dr+dc) > 0
	}
	if line {
		return cellRange(first, last)
	}
	ws := make([]string, len(cells))
	for i, c := range cells {
		ws[i] = cellRange(c, c)
	}
	return strings.Join(ws, ", ")
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
		run := make([][2]int, 0, j-i)
		for _, x := range cells[i:j] {
			run = append(run, [2]int{x.r, x.c})
		}
		out = append(out, a.statement(run, cells[i].shaded))
		i = j
	}
	return append(out, others...)
}

// Parse reads {"cell":[r,c],"shaded":bool} or
// {"cells":[[r,c],...],"shaded":bool}.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Cell   *[2]int  `json:"cell"`
		Cells  [][2]int `json:"cells"`
		Shaded *bool    `json:"shaded"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a nonogram fact: %w", err)
	}
	if a.p == nil {
		return puzzle.Statement{}, fmt.Errorf("a nonogram fact without a nonogram puzzle")
	}
	cells := fj.Cells
	if fj.Cell != nil {
		cells = append(cells, *fj.Cell)
	}
	if len(cells) == 0 || fj.Shaded == nil {
		return puzzle.Statement{}, fmt.Errorf(`a nonogram fact needs "cell" (or "cells") and "shaded": %s`, clip(string(raw)))
	}
	if len(cells) > a.p.Rows*a.p.Cols {
		return puzzle.Statement{}, fmt.Errorf("%d cells, more than the grid's %d", len(cells), a.p.Rows*a.p.Cols)
	}
	for _, c := range cells {
		if c[0] < 0 || c[0] >= a.p.Rows || c[1] < 0 || c[1] >= a.p.Cols {
			return puzzle.Statement{}, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", c[0], c[1], a.p.Rows, a.p.Cols)
		}
	}
	return a.statement(cells, *fj.Shaded), nil
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

// Rules names the rules; every line's runs are a clue.
func (a *factReader) Rules() []string {
	return []string{"each cell is shaded or empty", "a line's clue lists its runs of shaded cells in order, empty cells between them"}
}

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
