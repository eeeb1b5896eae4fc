package skyscrapers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/latin"
)

// Explaining reads the facts of enc, an encoding of p (puzzle.Explainer),
// in the Latin-square genres' shared words (latin.Facts): "digit 5 is in
// (3,4)", "digit 5 is not in (3,4), (3,5)", "(2,2) is empty", cells
// 0-based in the words; the JSON keeps FactOf's 1-based {"row","col",
// "digit","is"} (and {"cells":[[row,col],...],"digit","is"} for a group).
// A clue is named by where it stands: "4 towers seen from the left of
// (3,0)"; a step of one clue that only caps heights near the clue says
// so ("a tower k places in is at most N-c+1+k"); a step of no clue that
// places a digit is named a naked or hidden single.
func (Skyscrapers) Explaining(pz puzzle.Puzzle, enc *puzzle.Encoding) puzzle.FactReader {
	p, _ := pz.(*Puzzle)
	a := &factReader{p: p}
	a.facts = latin.Facts{Of: a.of, Other: a.other, JSON: latin.RowColJSON}
	if p != nil {
		a.facts.N, a.facts.Side = p.Max, p.N
	}
	return a
}

type factReader struct {
	p     *Puzzle
	facts latin.Facts
}

// GroupJSON is a grouped statement's JSON: digit Digit is (Is) or is not
// in each of Cells ([row,col], 1-based). A statement of one literal has
// FactOf's shape {"row","col","digit","is"}.
type GroupJSON = latin.RowColGroupJSON

// lit is x[r][c][v], v in 0..Max (0: empty).
func (a *factReader) lit(r, c, v int) encode.Lit {
	return encode.Lit(1 + (r*a.p.N+c)*(a.p.Max+1) + v)
}

// cellOf reads a direct literal, value 0 included.
func (a *factReader) cellOf(l encode.Lit) (r, c, v int, ok bool) {
	if a.p == nil {
		return 0, 0, 0, false
	}
	n, k := a.p.N, a.p.Max+1
	x := int(l.Var()) - 1
	if x < 0 || x >= n*n*k {
		return 0, 0, 0, false
	}
	return x / k / n, x / k % n, x % k, true
}

// of reads a height literal (ok false: value 0 or another variable).
func (a *factReader) of(l encode.Lit) (r, c, d int, ok bool) {
	r, c, d, ok = a.cellOf(l)
	if !ok || d == 0 {
		return 0, 0, 0, false
	}
	return r, c, d, true
}

// other states an empty cell (or a literal of no cell).
func (a *factReader) other(l encode.Lit) puzzle.Statement {
	r, c, _, ok := a.cellOf(l)
	if !ok {
		return puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}}
	}
	text := fmt.Sprintf("(%d,%d) is empty", r, c)
	if l < 0 {
		text = fmt.Sprintf("(%d,%d) is not empty", r, c)
	}
	return puzzle.Statement{Text: text, Lits: []encode.Lit{l},
		JSON: map[string]any{"row": r + 1, "col": c + 1, "digit": 0, "is": l > 0}}
}

// Group: the heights placed, by cell; then the heights ruled out, one
// statement per height; then the empty cells.
func (a *factReader) Group(lits []encode.Lit) []puzzle.Statement { return a.facts.Group(lits) }

// Parse reads {"row":r,"col":c,"digit":d,"is":bool} (FactOf's and
// StateFacts' shape; digit 0: the cell is empty) or
// {"cells":[[r,c],...],"digit":d,"is":bool}, rows and columns from 1.
func (a *factReader) Parse(raw json.RawMessage) (puzzle.Statement, error) {
	var fj struct {
		Row   *int     `json:"row"`
		Col   *int     `json:"col"`
		Cells [][2]int `json:"cells"`
		Digit *int     `json:"digit"`
		Is    *bool    `json:"is"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fj); err != nil {
		return puzzle.Statement{}, fmt.Errorf("a skyscrapers fact: %w", err)
	}
	if a.p == nil {
		return puzzle.Statement{}, fmt.Errorf("a skyscrapers fact without a skyscrapers puzzle")
	}
	if (fj.Row == nil) != (fj.Col == nil) {
		return puzzle.Statement{}, fmt.Errorf(`a skyscrapers fact needs both "row" and "col": %s`, latin.Clip(string(raw)))
	}
	cells := fj.Cells
	if fj.Row != nil {
		cells = append(cells, [2]int{*fj.Row, *fj.Col})
	}
	if len(cells) == 0 || fj.Is == nil || fj.Digit == nil {
		return puzzle.Statement{}, fmt.Errorf(`a skyscrapers fact needs "row" and "col" (or "cells"), "digit" and "is": %s`, latin.Clip(string(raw)))
	}
	n, d := a.p.N, *fj.Digit
	if d < 0 || d > a.p.Max || (d == 0 && a.p.Max == n) {
		return puzzle.Statement{}, fmt.Errorf("height %d is out of range (1 to %d)", d, a.p.Max)
	}
	if d == 0 && len(cells) != 1 {
		return puzzle.Statement{}, fmt.Errorf("an empty cell is one fact a cell: %s", latin.Clip(string(raw)))
	}
	lits := make([]encode.Lit, len(cells))
	zero := make([][2]int, len(cells))
	for i, c := range cells {
		if c[0] < 1 || c[0] > n || c[1] < 1 || c[1] > n {
			return puzzle.Statement{}, fmt.Errorf("cell row %d col %d is outside the %dx%d grid (rows and columns count from 1)", c[0], c[1], n, n)
		}
		zero[i] = [2]int{c[0] - 1, c[1] - 1}
		lits[i] = a.lit(c[0]-1, c[1]-1, d)
		if !*fj.Is {
			lits[i] = -lits[i]
		}
	}
	if d == 0 {
		return a.other(lits[0]), nil
	}
	return a.facts.Statement(d, *fj.Is, zero, lits), nil
}

// Say joins the statements with "; ".
func (a *factReader) Say(fs []puzzle.Statement) string { return latin.Say(fs) }

// Rules names the rules.
func (a *factReader) Rules() []string {
	r := []string{"each cell holds one height", "no height twice in a row", "no height twice in a column",
		"a clue counts the towers seen from its side: each taller than every tower before it"}
	if a.p != nil && a.p.Max < a.p.N {
		r = append(r, fmt.Sprintf("each row and column has %d empty cells", a.p.N-a.p.Max))
	}
	if a.p != nil && a.p.Diagonals {
		r = append(r, "no height twice on a main diagonal")
	}
	return r
}

var sideWords = [...]string{"above", "below", "the left of", "the right of"}

// clue reads a clue's JSON: its side, the cells it looks along
// (nearest first) and its count.
func (a *factReader) clue(c puzzle.Clue) (side Side, line []int, count int, ok bool) {
	m, isMap := c.JSON.(map[string]any)
	if !isMap || a.p == nil {
		return 0, nil, 0, false
	}
	s, _ := m["side"].(string)
	i, _ := m["index"].(int)
	count, _ = m["count"].(int)
	for k, name := range sideNames {
		if name == s && i >= 1 && i <= a.p.N {
			return Side(k), a.p.Line(Side(k), i-1), count, true
		}
	}
	return 0, nil, 0, false
}

// ClueWords names a clue by the cell next to it: "4 towers seen from the
// left of (3,0)"; a given height as "the given 3 in (1,2)".
func (a *factReader) ClueWords(c puzzle.Clue) string {
	if m, ok := c.JSON.(map[string]int); ok && a.p != nil {
		return fmt.Sprintf("the given %d in (%d,%d)", m["digit"], m["row"]-1, m["col"]-1)
	}
	side, line, count, ok := a.clue(c)
	if !ok {
		return c.Text
	}
	towers := "towers"
	if count == 1 {
		towers = "tower"
	}
	n := a.p.N
	return fmt.Sprintf("%d %s seen from %s (%d,%d)", count, towers, sideWords[side], line[0]/n, line[0]%n)
}

// SayStep (puzzle.StepSayer): a step of one clue and no earlier fact
// says why: 1 tower seen puts the tallest next to the clue, N towers
// make the row rise 1..N, and facts that only rule heights out near the
// clue are the cap a player counts (c towers seen along N cells: the
// tower k places in, k from 0, is at most N-c+1+k); a step of no clue that places a height, a naked
// or hidden single.
func (a *factReader) SayStep(clues []puzzle.Clue, given, facts []puzzle.Statement) string {
	if a.p == nil {
		return ""
	}
	if len(clues) == 0 {
		return a.facts.Single(given, facts)
	}
	if len(clues) != 1 || len(given) > 0 || a.p.Max != a.p.N {
		return ""
	}
	_, line, count, ok := a.clue(clues[0])
	if !ok {
		return ""
	}
	n := a.p.N
	switch count {
	case 1:
		return fmt.Sprintf("only the tallest, %d, can stand in (%d,%d) when 1 tower is seen, so %s", n, line[0]/n, line[0]%n, latin.Say(facts))
	case n:
		return fmt.Sprintf("%d towers are seen only when they rise 1 to %d, so %s", n, n, latin.Say(facts))
	}
	place := map[int]int{}
	for k, cell := range line {
		place[cell] = k
	}
	var caps []string
	capped := map[int]bool{}
	for _, s := range facts {
		for _, l := range s.Lits {
			r, c, d, ok := a.of(l)
			k, on := place[r*n+c]
			if !ok || l > 0 || !on || d <= n-count+1+k {
				return ""
			}
			if !capped[k] {
				capped[k] = true
				caps = append(caps, fmt.Sprintf("(%d,%d) at most %d", r, c, n-count+1+k))
			}
		}
	}
	if len(caps) == 0 {
		return ""
	}
	return fmt.Sprintf("to show %d towers, no tower near the clue can be too tall: %s, so %s", count, strings.Join(caps, ", "), latin.Say(facts))
}

// SolutionJSON is {"heights":[[...],...]}.
func (a *factReader) SolutionJSON(sol puzzle.Solution) any {
	s, ok := sol.(*Solution)
	if !ok {
		return nil
	}
	rows := make([][]int, s.N)
	for r := range rows {
		rows[r] = append([]int(nil), s.Values[r*s.N:(r+1)*s.N]...)
	}
	return struct {
		Heights [][]int `json:"heights"`
	}{rows}
}

// Exact is what m says about vars: the height of each cell among them and
// the heights ruled out.
func (a *factReader) Exact(m encode.Model, vars []int) []puzzle.Statement {
	return a.facts.Exact(m, vars)
}
