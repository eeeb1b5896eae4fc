// Package numgrid reads and writes grids of numbers whose answer is a set
// of shaded cells: the puzzle form of Hitori and Kurodoko (a number in
// some or all cells, 0 a cell without one). The genres keep their own
// Tatham and puzz.link forms and turn a Grid into their Puzzle.
//
// Forms:
//   - janko: janko.at's plain form as the PuzzleKit dataset stores it: a
//     line "ROWS COLS", ROWS rows of COLS tokens (numbers, '-' a cell
//     without one), then optionally a solution grid of 'x' (shaded) and
//     '-' (unshaded), which becomes the grid's Shaded; puzzles may follow
//     one another.
//   - text: puzzles separated by blank lines, a row a line, either
//     blank-separated tokens or one character a cell (Tatham's Singles
//     characters: 1-9, a-z for 10-35, A-Z for 36-61; '.' or '-' none).
//   - JSON: {"rows":R,"cols":C,"numbers":[[...],...]} (0: no number), one
//     object, an array or JSON lines; an output record's "shaded" cells
//     are read as its Shaded.
//
// Every reader bounds a side by Limits.MaxSide and a number by
// Limits.MaxNumber before it allocates, and returns positioned errors.
package numgrid

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Limits are a genre's bounds and name.
type Limits struct {
	Kind      string // the genre's kind name, in JSON and messages
	MaxSide   int
	MaxNumber int
}

// Grid is a grid as read.
type Grid struct {
	Rows, Cols int
	Nums       []int // row-major, 0: no number
	Name       string
	// Line, Col and Text say where the grid starts in the input.
	Line, Col int
	Text      string
	// Shaded is the solution that came with the grid (row-major), or nil.
	Shaded []bool
}

// Lines splits data into lines without their "\r".
func Lines(data []byte) []string {
	ls := strings.Split(string(data), "\n")
	for i, l := range ls {
		ls[i] = strings.TrimSuffix(l, "\r")
	}
	return ls
}

// Blank reports whether a line is blank or a '#' comment.
func Blank(s string) bool {
	t := strings.TrimSpace(s)
	return t == "" || t[0] == '#'
}

// Clip shortens a long offending text for a message.
func Clip(s string) string {
	if len(s) > 24 {
		return s[:24]
	}
	return s
}

// Number reads a grid token: a number 1..MaxNumber, or "-", "." or "0"
// for a cell without a number (0).
func (l Limits) Number(t janko.Token) (int, error) {
	switch t.Text {
	case "-", ".", "0":
		return 0, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < 1 || v > l.MaxNumber {
		return 0, t.Errorf("want a number 1 to %d, or '-' for a cell without one", l.MaxNumber)
	}
	return v, nil
}

// CharNumber is a one-character cell (Tatham's Singles' c2n): 0-9, a-z
// for 10-35, A-Z for 36-61; -1 for another character.
func CharNumber(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 36
	}
	return -1
}

// NumberChar is CharNumber's inverse (ok false: not writable).
func NumberChar(n int) (byte, bool) {
	switch {
	case n >= 0 && n < 10:
		return byte('0' + n), true
	case n >= 10 && n < 36:
		return byte('a' + n - 10), true
	case n >= 36 && n < 62:
		return byte('A' + n - 36), true
	}
	return 0, false
}

// ParseJanko reads janko.at grids (the package doc's janko form).
func (l Limits) ParseJanko(data []byte) ([]Grid, error) {
	sc := janko.NewScanner(data)
	var out []Grid
	for sc.More() {
		hl := sc.Peek()
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		rows, cols := head[0], head[1]
		if rows > l.MaxSide || cols > l.MaxSide {
			return nil, hl[0].Errorf("a %dx%d grid is too large (each side at most %d)", rows, cols, l.MaxSide)
		}
		toks, err := sc.Rows(rows, cols, "grid")
		if err != nil {
			return nil, err
		}
		g := Grid{Rows: rows, Cols: cols, Nums: make([]int, rows*cols), Line: hl[0].Line, Col: hl[0].Col, Text: hl[0].Text}
		for r, row := range toks {
			for c, t := range row {
				if g.Nums[r*cols+c], err = l.Number(t); err != nil {
					return nil, err
				}
			}
		}
		if sc.NextIsRow(cols) && isShadeRow(sc.Peek()) {
			sol, err := sc.Rows(rows, cols, "solution grid")
			if err != nil {
				return nil, err
			}
			g.Shaded = make([]bool, rows*cols)
			for r, row := range sol {
				for c, t := range row {
					switch t.Text {
					case "x", "X", "#":
						g.Shaded[r*cols+c] = true
					case "-", ".", "o":
					default:
						return nil, t.Errorf("a solution grid holds 'x' (shaded) and '-' (unshaded)")
					}
				}
			}
		}
		out = append(out, g)
	}
	return out, nil
}

// isShadeRow: a line of a janko solution grid ('x' and '-' only).
func isShadeRow(l []janko.Token) bool {
	for _, t := range l {
		switch t.Text {
		case "x", "X", "#", "-", ".", "o":
		default:
			return false
		}
	}
	return true
}

// ParseText reads text grids (the package doc's text form). Every row of
// a grid has the same number of cells.
func (l Limits) ParseText(data []byte) ([]Grid, error) {
	ls := Lines(data)
	var out []Grid
	for n := 0; n < len(ls); {
		if Blank(ls[n]) {
			n++
			continue
		}
		first := n
		var rows [][]int
		for ; n < len(ls) && !Blank(ls[n]); n++ {
			if len(rows) >= l.MaxSide {
				return nil, srcpos.Errorf(n+1, 1, Clip(strings.TrimSpace(ls[n])), "a grid of more than %d rows", l.MaxSide)
			}
			row, err := l.textRow(ls[n], n+1)
			if err != nil {
				return nil, err
			}
			if len(rows) > 0 && len(row) != len(rows[0]) {
				return nil, srcpos.Errorf(n+1, 1, Clip(strings.TrimSpace(ls[n])), "this row has %d cells, the first %d", len(row), len(rows[0]))
			}
			rows = append(rows, row)
		}
		g := Grid{Rows: len(rows), Cols: len(rows[0]), Line: first + 1, Col: 1, Text: Clip(strings.TrimSpace(ls[first]))}
		for _, row := range rows {
			g.Nums = append(g.Nums, row...)
		}
		out = append(out, g)
	}
	return out, nil
}

func (l Limits) textRow(s string, line int) ([]int, error) {
	if strings.ContainsAny(strings.TrimSpace(s), " \t") {
		ts := janko.Tokens(s, line)
		if len(ts) > l.MaxSide {
			return nil, ts[l.MaxSide].Errorf("a row of more than %d cells", l.MaxSide)
		}
		row := make([]int, len(ts))
		for i, t := range ts {
			v, err := l.Number(t)
			if err != nil {
				return nil, err
			}
			row[i] = v
		}
		return row, nil
	}
	start := len(s) - len(strings.TrimLeft(s, " \t"))
	t := strings.TrimSpace(s)
	if len(t) > l.MaxSide {
		return nil, srcpos.Errorf(line, start+l.MaxSide+1, Clip(t[l.MaxSide:]), "a row of more than %d cells", l.MaxSide)
	}
	row := make([]int, len(t))
	for i := 0; i < len(t); i++ {
		if t[i] == '.' || t[i] == '-' {
			continue
		}
		v := CharNumber(t[i])
		if v < 1 || v > l.MaxNumber {
			return nil, srcpos.Errorf(line, start+i+1, t[i:i+1], "want a number (1-9, a-z for 10-35, A-Z for 36-61) or '.' for a cell without one")
		}
		row[i] = v
	}
	return row, nil
}

// JSONPuzzle is a grid in JSON, the input form; a genre's JSON output
// has the same fields and reads back.
type JSONPuzzle struct {
	Puzzle string `json:"puzzle,omitempty"`
	Name   string `json:"name,omitempty"`
	Rows   int    `json:"rows"`
	Cols   int    `json:"cols"`
	// Numbers are the grid's rows, 0 for a cell without a number.
	Numbers [][]int `json:"numbers"`
}

// JSON is a grid's JSONPuzzle.
func (l Limits) JSON(name string, rows, cols int, nums []int) JSONPuzzle {
	return JSONPuzzle{Puzzle: l.Kind, Name: name, Rows: rows, Cols: cols, Numbers: RowsOf(cols, nums)}
}

// jsonIn is what ParseJSON reads: a puzzle, or an output record (whose
// "shaded" cells are the solution found, the puzzle's reference).
type jsonIn struct {
	JSONPuzzle
	Status  string          `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Shaded  *[][2]int       `json:"shaded"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

// ParseJSON reads JSON grids (the package doc's JSON form).
func (l Limits) ParseJSON(data []byte) ([]Grid, error) {
	return jsonpos.Read(data, l.jsonGrid)
}

func (l Limits) jsonGrid(d *jsonpos.Doc, raw []byte, base int) (Grid, error) {
	var in jsonIn
	if err := d.Strict(raw, base, &in); err != nil {
		return Grid{}, err
	}
	bad := func(format string, args ...any) (Grid, error) { return Grid{}, d.Errorf(base, "{", format, args...) }
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, l.Kind); err != nil {
		return Grid{}, err
	}
	if in.Numbers == nil {
		return bad("want \"numbers\": the grid's rows, 0 for a cell without a number")
	}
	rows, cols := in.Rows, in.Cols
	if rows == 0 {
		rows = len(in.Numbers)
	}
	if cols == 0 && len(in.Numbers) > 0 {
		cols = len(in.Numbers[0])
	}
	if rows < 1 || cols < 1 || rows > l.MaxSide || cols > l.MaxSide {
		return bad("a %dx%d grid: each side is 1 to %d", rows, cols, l.MaxSide)
	}
	if len(in.Numbers) != rows {
		return bad("numbers has %d rows, want %d", len(in.Numbers), rows)
	}
	line, col := d.Pos(base)
	g := Grid{Rows: rows, Cols: cols, Nums: make([]int, rows*cols), Name: in.Name, Line: line, Col: col, Text: "{"}
	for r, row := range in.Numbers {
		if len(row) != cols {
			return bad("row %d of numbers has %d cells, want %d", r, len(row), cols)
		}
		for c, v := range row {
			if v < 0 || v > l.MaxNumber {
				return bad("cell (%d,%d) holds %d, want 1 to %d (0: no number)", r, c, v, l.MaxNumber)
			}
			g.Nums[r*cols+c] = v
		}
	}
	if in.Shaded != nil && in.Status != "unsat" && in.Status != "failed" && in.Status != "unknown" {
		g.Shaded = make([]bool, rows*cols)
		for _, cell := range *in.Shaded {
			if cell[0] < 0 || cell[0] >= rows || cell[1] < 0 || cell[1] >= cols {
				return bad("shaded cell (%d,%d) is outside the %dx%d grid", cell[0], cell[1], rows, cols)
			}
			g.Shaded[cell[0]*cols+cell[1]] = true
		}
	}
	return g, nil
}

// RowsOf cuts vs into rows of cols.
func RowsOf(cols int, vs []int) [][]int {
	out := make([][]int, 0, len(vs)/max(cols, 1))
	for i := 0; i < len(vs); i += cols {
		out = append(out, append([]int(nil), vs[i:i+cols]...))
	}
	return out
}

// NumberText is a number as grids write it ("-": none).
func NumberText(v int) string {
	if v == 0 {
		return "-"
	}
	return strconv.Itoa(v)
}

// WriteJanko writes "ROWS COLS" and the rows of numbers ('-' none).
func WriteJanko(w io.Writer, rows, cols int, nums []int) error {
	toks := make([][]string, rows)
	for r := range toks {
		toks[r] = make([]string, cols)
		for c := range toks[r] {
			toks[r][c] = NumberText(nums[r*cols+c])
		}
	}
	return janko.WriteTokens(w, []int{rows, cols}, toks)
}

// JankoSolution is a shading in the PuzzleKit dataset's solution form:
// "ROWS COLS", then the rows, 'x' a shaded cell and '-' an unshaded one.
func JankoSolution(rows, cols int, shaded []bool) string {
	toks := make([][]string, rows)
	for r := range toks {
		toks[r] = make([]string, cols)
		for c := range toks[r] {
			toks[r][c] = "-"
			if shaded[r*cols+c] {
				toks[r][c] = "x"
			}
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{rows, cols}, toks)
	return b.String()
}

// WriteText writes the rows of numbers separated by blanks ('-' none),
// without a header; a grid of one column, one character a cell (a line
// of one token would read as characters).
func WriteText(w io.Writer, rows, cols int, nums []int) error {
	var b strings.Builder
	if cols == 1 {
		for i, v := range nums {
			ch, ok := NumberChar(v)
			if v == 0 {
				ch, ok = '-', true
			}
			if !ok {
				return fmt.Errorf("cell (%d,0): a text grid of one column writes numbers up to 61, not %d", i, v)
			}
			b.WriteByte(ch)
			b.WriteByte('\n')
		}
		_, err := io.WriteString(w, b.String())
		return err
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(NumberText(nums[r*cols+c]))
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Text draws the grid with a shading (nil: the numbers only): the
// numbers right-aligned, a shaded cell as '#' runs.
func Text(rows, cols int, nums []int, shaded []bool) string {
	w := 1
	for _, v := range nums {
		w = max(w, len(NumberText(v)))
	}
	var b strings.Builder
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			t := NumberText(nums[r*cols+c])
			if shaded != nil && shaded[r*cols+c] {
				t = strings.Repeat("#", w)
			}
			b.WriteString(strings.Repeat(" ", w-len(t)) + t)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
