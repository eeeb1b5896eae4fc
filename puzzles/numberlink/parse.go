package numberlink

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

// The formats; FormatAuto detects (Detect).
const (
	FormatAuto Format = iota
	FormatJSON
	FormatPuzzLink
	FormatJanko
	FormatText
)

// puzzLinkGenre is pzprjs' numlin (Numberlink); its arukone shares the
// body. "numberlink" is read too.
var puzzLinkGenre = puzzlink.Genre{Name: "numlin", Aliases: []string{"numberlink", "arukone"}}

// Detect guesses the format of data from its first line that is neither
// blank nor a comment: '{' or '[' JSON; a puzz.link URL of numlin; "ROWS
// COLS" a janko grid; anything else a text grid.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return FormatText
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
	case puzzLinkGenre.Is(puzzlink.URLKind(line)):
		return FormatPuzzLink
	case looksJankoHeader(line):
		return FormatJanko
	}
	return FormatText
}

func looksJankoHeader(line string) bool {
	fs := strings.Fields(line)
	if len(fs) != 2 {
		return false
	}
	a, err1 := strconv.Atoi(fs[0])
	b, err2 := strconv.Atoi(fs[1])
	return err1 == nil && err2 == nil && a > 0 && b > 0
}

// parse reads every puzzle of data in format f (FormatAuto: detected),
// without validating; every puzzle gets its name.
func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	data = puzzle.TrimBOM(data)
	if f == FormatAuto {
		f = Detect(data)
	}
	var ps []*Puzzle
	var err error
	switch f {
	case FormatJSON:
		ps, err = ParseJSON(data)
	case FormatPuzzLink:
		ps, err = ParsePuzzLink(data)
	case FormatJanko:
		ps, err = ParseJanko(data)
	default:
		ps, err = ParseText(data)
	}
	return puzzle.Found(ps, err, "numberlink", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
	})
}

// Parse reads and validates every puzzle of data in format f.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) { return parse(name, data, f) })
}

// numberToken reads a cell: "-", "." or "0" none, else a number 1 to
// MaxNumber.
func numberToken(text string) (int, bool) {
	switch text {
	case "-", ".", "0":
		return 0, true
	}
	if len(text) > 5 || text[0] < '1' || text[0] > '9' {
		return 0, false
	}
	v, err := strconv.Atoi(text)
	if err != nil || v < 1 || v > MaxNumber {
		return 0, false
	}
	return v, true
}

// ParseJanko reads the plain grid form of the PuzzleKit dataset: a
// header "ROWS COLS", then ROWS rows of COLS tokens (a number, or "-"
// none). Several grids may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()[0]
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		if head[0] > MaxSide || head[1] > MaxSide || head[0] < 2 || head[1] < 2 {
			return nil, first.Errorf("grid %dx%d is out of range (2 to %d a side)", head[0], head[1], MaxSide)
		}
		rows, err := sc.Rows(head[0], head[1], "grid")
		if err != nil {
			return nil, err
		}
		p := NewPuzzle(head[0], head[1])
		p.Pos = Pos{Line: first.Line, Col: first.Col, Text: first.Text}
		p.NumPos = map[int]Pos{}
		for r, row := range rows {
			for c, t := range row {
				v, ok := numberToken(t.Text)
				if !ok {
					return nil, t.Errorf("want a number 1 to %d, or '-' for none", MaxNumber)
				}
				i := r*p.Cols + c
				p.Nums[i] = v
				if v != 0 {
					p.NumPos[i] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
				}
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// ParseText reads text grids: rows of blank-separated tokens, a number
// or '.' (or '-') for none, all rows of one grid equally long; grids are
// separated by blank lines, and lines starting with '#' are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var cur *Puzzle
	flush := func() {
		if cur != nil {
			out = append(out, cur)
			cur = nil
		}
	}
	for n, l := range strings.Split(string(data), "\n") {
		line := n + 1
		l = strings.TrimRight(l, "\r")
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			if t == "" {
				flush()
			}
			continue
		}
		var row []int
		pos := map[int]Pos{}
		for i := 0; i < len(l); {
			if l[i] == ' ' || l[i] == '\t' {
				i++
				continue
			}
			j := i
			for j < len(l) && l[j] != ' ' && l[j] != '\t' {
				j++
			}
			tok := l[i:j]
			v, ok := numberToken(tok)
			if !ok {
				return nil, srcpos.Errorf(line, i+1, clip(tok), "want a number 1 to %d, or '.' for none (cells separated by blanks)", MaxNumber)
			}
			if v != 0 {
				pos[len(row)] = Pos{Line: line, Col: i + 1, Text: tok}
			}
			row = append(row, v)
			if len(row) > MaxSide {
				return nil, srcpos.Errorf(line, i+1, clip(tok), "a row of more than %d cells", MaxSide)
			}
			i = j
		}
		if cur == nil {
			cur = &Puzzle{Cols: len(row), Pos: Pos{Line: line, Col: 1, Text: clip(t)}, NumPos: map[int]Pos{}}
		} else if len(row) != cur.Cols {
			return nil, srcpos.Errorf(line, 1, clip(t), "row %d has %d cells, the first row %d", cur.Rows+1, len(row), cur.Cols)
		}
		if cur.Rows >= MaxSide {
			return nil, srcpos.Errorf(line, 1, clip(t), "a grid of more than %d rows", MaxSide)
		}
		for c, v := range row {
			if ps, ok := pos[c]; ok {
				cur.NumPos[len(cur.Nums)] = ps
			}
			cur.Nums = append(cur.Nums, v)
		}
		cur.Rows++
	}
	flush()
	return out, nil
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON: its size and its grid of numbers (0
// none). The JSON output (JSONOutput) has the same fields and reads back;
// its "paths" are then the puzzle's reference solution.
type JSONPuzzle struct {
	Puzzle string  `json:"puzzle,omitempty"`
	Name   string  `json:"name,omitempty"`
	Rows   int     `json:"rows"`
	Cols   int     `json:"cols"`
	Grid   [][]int `json:"grid"`
}

type jsonIn struct {
	JSONPuzzle
	Paths *[][][2]int `json:"paths"`
	Fill  string      `json:"fill"`
	Error string      `json:"error"`
}

// ParseJSON reads JSON puzzles (JSONPuzzle): one object, an array of
// them, or objects one after another (the JSON output, a line each).
// Other fields (status, stats of an output) are ignored.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, func(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) { return jsonPuzzle(d, data, raw, base) })
}

func jsonPuzzle(d *jsonpos.Doc, data, raw []byte, base int) (*Puzzle, error) {
	var in jsonIn
	if err := d.Decode(raw, base, &in); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "numberlink"); err != nil {
		return nil, err
	}
	at := func(path string) int {
		if a := jsonpos.Path(data, base, path); a >= 0 {
			return a
		}
		return base
	}
	bad := func(path, format string, args ...any) error { return d.Errorf(at(path), "", format, args...) }
	if in.Rows < 2 || in.Cols < 2 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, bad("rows", "rows and cols are 2 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.Grid) != in.Rows {
		return nil, bad("grid", "grid has %d rows, want %d", len(in.Grid), in.Rows)
	}
	line, col := d.Pos(base)
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col, Text: "{"}
	p.NumPos = map[int]Pos{}
	for r, row := range in.Grid {
		if len(row) != in.Cols {
			return nil, bad(fmt.Sprintf("grid[%d]", r), "grid row %d has %d cells, want %d", r, len(row), in.Cols)
		}
		for c, v := range row {
			if v < 0 || v > MaxNumber {
				return nil, bad(fmt.Sprintf("grid[%d][%d]", r, c), "grid row %d, column %d: %d is no number (1 to %d, 0 none)", r, c, v, MaxNumber)
			}
			p.Nums[r*p.Cols+c] = v
			if v != 0 {
				l, k := d.Pos(at(fmt.Sprintf("grid[%d][%d]", r, c)))
				p.NumPos[r*p.Cols+c] = Pos{Line: l, Col: k, Text: strconv.Itoa(v)}
			}
		}
	}
	if in.Paths != nil {
		s, err := pathsSolution(p, *in.Paths)
		if err != nil {
			return nil, bad("paths", "paths: %v", err)
		}
		s.FillAll = in.Fill == FillAll
		p.ref = s
	}
	return p, nil
}

// pathsSolution reads paths given as their cells in order.
func pathsSolution(p *Puzzle, paths [][][2]int) (*Solution, error) {
	s := NewSolution(p.Rows, p.Cols)
	n := 0
	for _, pts := range paths {
		n += len(pts)
		if n > p.Rows*p.Cols {
			return nil, fmt.Errorf("more cells than the grid's %d", p.Rows*p.Cols)
		}
		for i := 0; i+1 < len(pts); i++ {
			a, b := pts[i], pts[i+1]
			e, ok := p.EdgeBetween(a, b)
			if !ok {
				return nil, fmt.Errorf("cells %v and %v are not neighbours on the grid", a, b)
			}
			if s.Edge(e) {
				return nil, fmt.Errorf("the edge %v-%v twice", a, b)
			}
			s.SetEdge(e, true)
		}
	}
	return s, nil
}

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Puzzle: "numberlink", Name: p.Name, Rows: p.Rows, Cols: p.Cols}
	for r := 0; r < p.Rows; r++ {
		jp.Grid = append(jp.Grid, append([]int(nil), p.Nums[r*p.Cols:(r+1)*p.Cols]...))
	}
	return jp
}
