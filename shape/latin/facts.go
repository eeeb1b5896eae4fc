package latin

import (
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Facts is the Latin-square genres' shared wording of explanation facts
// (the body of a puzzle.FactReader): a digit placed is a statement of its
// own ("digit 5 is in (3,4)"), the digits ruled out in one step are
// grouped by digit ("digit 5 is not in (3,4), (3,5)"), cells 0-based as
// every kind's words write them. A genre fills in how its literals map
// to cells and how its facts look in JSON, and keeps Parse (its JSON
// shape), Rules, ClueWords and SolutionJSON.
type Facts struct {
	// N is the largest digit (digits 1..N).
	N int
	// Side is the grid's side when it is not N (cells may be empty).
	Side int
	// Box is the box of a cell for the genres with boxes (nil: none);
	// Single looks for hidden singles in boxes too.
	Box func(r, c int) int
	// Of reads a literal of a "(r,c) holds d" variable (ok false: another
	// variable, or a value Group does not word, such as an empty cell).
	Of func(l encode.Lit) (r, c, d int, ok bool)
	// JSON is a statement's JSON: digit d is (holds) or is not in each
	// of cells (0-based); one cell is a single fact.
	JSON func(d int, holds bool, cells [][2]int) any
	// Other states a literal Of does not read (nil: "variable N").
	Other func(l encode.Lit) puzzle.Statement
}

// CellList is "(r,c), (r,c)".
func CellList(cells [][2]int) string {
	ts := make([]string, len(cells))
	for i, c := range cells {
		ts[i] = fmt.Sprintf("(%d,%d)", c[0], c[1])
	}
	return strings.Join(ts, ", ")
}

// Statement states that digit d is (holds) or is not in each of cells
// (0-based); lits are the literals it states.
func (f *Facts) Statement(d int, holds bool, cells [][2]int, lits []encode.Lit) puzzle.Statement {
	verb := "is in"
	if !holds {
		verb = "is not in"
	}
	st := puzzle.Statement{Text: fmt.Sprintf("digit %d %s %s", d, verb, CellList(cells)), Lits: lits}
	if f.JSON != nil {
		st.JSON = f.JSON(d, holds, cells)
	}
	return st
}

func (f *Facts) other(l encode.Lit) puzzle.Statement {
	if f.Other != nil {
		return f.Other(l)
	}
	return puzzle.Statement{Text: fmt.Sprintf("variable %d", l), Lits: []encode.Lit{l}}
}

// Group: the digits placed, by cell; then the digits ruled out, one
// statement per digit listing its cells in row-major order; then the
// other literals, by variable.
func (f *Facts) Group(lits []encode.Lit) []puzzle.Statement {
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
		r, c, d, ok := f.Of(l)
		if !ok {
			others = append(others, f.other(l))
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
		r, c, d, _ := f.Of(l)
		out = append(out, f.Statement(d, true, [][2]int{{r, c}}, []encode.Lit{l}))
	}
	for d := 1; d <= f.N; d++ {
		if x := by[d]; x != nil {
			out = append(out, f.Statement(d, false, x.cells, x.lits))
		}
	}
	return append(out, others...)
}

// Say joins the statements with "; ".
func Say(fs []puzzle.Statement) string {
	ts := make([]string, len(fs))
	for i, f := range fs {
		ts[i] = f.Text
	}
	return strings.Join(ts, "; ")
}

// Exact is what m says about vars: the digit of each cell among them and
// the digits ruled out, grouped as Group does.
func (f *Facts) Exact(m encode.Model, vars []int) []puzzle.Statement {
	lits := make([]encode.Lit, 0, len(vars))
	for _, v := range vars {
		l := encode.Lit(v)
		if !m.Value(l) {
			l = -l
		}
		lits = append(lits, l)
	}
	return f.Group(lits)
}

// Clip cuts s to 120 bytes for an error message.
func Clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "..."
	}
	return s
}

// Single names a step without clue that places a digit as a player
// does, from its given facts and its new ones: a naked single "(r,c)
// has no digit left but d" (given: every other digit ruled out of the
// cell) or a hidden single "(r,c) is the only place left for digit d in
// its row" (given: d ruled out of the line's other cells), followed by
// ", so " and the facts. "" when the step is neither.
func (f *Facts) Single(given, facts []puzzle.Statement) string {
	var r, c, d int
	found := false
	for _, s := range facts {
		for _, l := range s.Lits {
			if l > 0 && !found {
				r, c, d, found = f.Of(l)
			}
		}
	}
	if !found {
		return ""
	}
	// a given statement may say more than the step uses: only what it
	// says of (r,c) and of d in (r,c)'s row and column counts
	digits := map[int]bool{} // digits ruled out of (r,c)
	row := map[int]bool{}    // columns of r's cells without d
	col := map[int]bool{}    // rows of c's cells without d
	box := map[[2]int]bool{} // cells of (r,c)'s box without d
	for _, s := range given {
		for _, l := range s.Lits {
			gr, gc, gd, ok := f.Of(l)
			switch {
			case !ok || l > 0:
			case gr == r && gc == c && gd != d:
				digits[gd] = true
			case gd == d && gr == r && gc != c:
				row[gc] = true
			case gd == d && gc == c && gr != r:
				col[gr] = true
			}
			if ok && l < 0 && gd == d && f.Box != nil && f.Box(gr, gc) == f.Box(r, c) && (gr != r || gc != c) {
				box[[2]int{gr, gc}] = true
			}
		}
	}
	side := f.Side
	if side == 0 {
		side = f.N
	}
	so := ", so " + Say(facts)
	switch {
	case len(digits) == f.N-1:
		return fmt.Sprintf("naked single: (%d,%d) has no digit left but %d%s", r, c, d, so)
	case len(row) == side-1:
		return fmt.Sprintf("hidden single: (%d,%d) is the only place left for digit %d in its row%s", r, c, d, so)
	case len(col) == side-1:
		return fmt.Sprintf("hidden single: (%d,%d) is the only place left for digit %d in its column%s", r, c, d, so)
	case f.Box != nil && len(box) == side-1:
		return fmt.Sprintf("hidden single: (%d,%d) is the only place left for digit %d in its box%s", r, c, d, so)
	}
	return ""
}

// RowColGroupJSON is a grouped statement's JSON in the 1-based shape
// (Futoshiki, Skyscrapers): digit Digit is (Is) or is not in each of
// Cells ([row,col], 1-based).
type RowColGroupJSON struct {
	Cells [][2]int `json:"cells"`
	Digit int      `json:"digit"`
	Is    bool     `json:"is"`
}

// RowColJSON is Facts.JSON for the 1-based shape: one cell
// {"row","col","digit","is"} (FactOf's and StateFacts' form), several a
// RowColGroupJSON; cells are 0-based.
func RowColJSON(d int, is bool, cells [][2]int) any {
	if len(cells) == 1 {
		return map[string]any{"row": cells[0][0] + 1, "col": cells[0][1] + 1, "digit": d, "is": is}
	}
	one := make([][2]int, len(cells))
	for i, c := range cells {
		one[i] = [2]int{c[0] + 1, c[1] + 1}
	}
	return RowColGroupJSON{Cells: one, Digit: d, Is: is}
}
