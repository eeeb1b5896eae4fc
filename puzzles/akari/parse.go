package akari

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
	FormatTatham
	FormatJanko
	FormatText
)

// puzzLinkGenre is pzprjs' Light Up: URLs say "akari" (pzprjs' pzprurl)
// or "lightup" (its name for the genre).
var puzzLinkGenre = puzzlink.Genre{Name: "akari", Aliases: []string{"lightup"}}

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' JSON; a puzz.link URL of akari or
// lightup; "WxH:DESC" a Tatham game ID; "ROWS COLS" or "begin" a janko
// grid; anything else a text grid.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return FormatText
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
	case puzzLinkGenre.Is(puzzlink.URLKind(line)):
		return FormatPuzzLink
	case looksTatham(line):
		return FormatTatham
	case looksJankoHeader(line) || strings.EqualFold(line, "begin"):
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

// looksTatham: "W[xH][params]:DESC" with DESC of Light Up's characters.
func looksTatham(line string) bool {
	pr, desc, ok := strings.Cut(line, ":")
	if !ok || pr == "" || pr[0] < '0' || pr[0] > '9' || strings.Trim(pr, "0123456789xbsdr") != "" {
		return false
	}
	return desc != "" && strings.Trim(desc, "abcdefghijklmnopqrstuvwxyzB01234") == ""
}

// parse reads every puzzle of data in format f (FormatAuto: detected),
// without validating; every puzzle gets its name and source.
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
	case FormatTatham:
		ps, err = ParseTatham(data)
	case FormatJanko:
		ps, err = ParseJanko(data)
	default:
		ps, err = ParseText(data)
	}
	return puzzle.Found(ps, err, "akari", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// Parse reads and validates every puzzle of data in format f.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) { return parse(name, data, f) })
}

// ---- janko ----

// cellToken reads a problem token: "-" or "." white, "x" (or "X", "#",
// "B") black, 0-4 a numbered black cell.
func cellToken(t janko.Token) (int, error) {
	switch t.Text {
	case "-", ".":
		return White, nil
	case "x", "X", "#", "B":
		return Black, nil
	}
	if len(t.Text) == 1 && t.Text[0] >= '0' && t.Text[0] <= '4' {
		return int(t.Text[0] - '0'), nil
	}
	return 0, t.Errorf("want - (a white cell), x (a black cell) or a number 0 to 4")
}

// ParseJanko reads janko grids: the plain form ("ROWS COLS", then ROWS
// lines of COLS tokens) or janko.at's block (begin, size or rows and
// cols, problem, the grid, optionally solution and its grid, end), one
// after another. A block's solution is the puzzle's reference: "o" a
// light; on a white cell "-" no light; on a black cell any of "-", "x" or
// a number (janko.at writes all three).
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()
		if strings.EqualFold(first[0].Text, "begin") && len(first) == 1 {
			p, err := jankoBlock(sc)
			if err != nil {
				return nil, err
			}
			out = append(out, p)
			continue
		}
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		if head[0] > MaxSide || head[1] > MaxSide {
			return nil, first[0].Errorf("grid %dx%d is too large (at most %d a side)", head[0], head[1], MaxSide)
		}
		p, err := jankoGrid(sc, head[0], head[1], first[0])
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func jankoGrid(sc *janko.Scanner, rows, cols int, at janko.Token) (*Puzzle, error) {
	toks, err := sc.Rows(rows, cols, "grid")
	if err != nil {
		return nil, err
	}
	p := NewPuzzle(rows, cols, make([]int, 0, rows*cols))
	p.Pos = Pos{Line: at.Line, Col: at.Col}
	p.At = map[int]Pos{}
	for _, row := range toks {
		for _, t := range row {
			v, err := cellToken(t)
			if err != nil {
				return nil, err
			}
			if v != White {
				p.At[len(p.Cells)] = Pos{t.Line, t.Col, t.Text}
			}
			p.Cells = append(p.Cells, v)
		}
	}
	return p, nil
}

func jankoBlock(sc *janko.Scanner) (*Puzzle, error) {
	begin := sc.Next()[0]
	rows, cols := 0, 0
	var p *Puzzle
	var sol [][]janko.Token
	for {
		l := sc.Next()
		if l == nil {
			return nil, begin.Errorf("a block without end")
		}
		key := strings.ToLower(l[0].Text)
		num := func() (int, error) {
			if len(l) != 2 {
				return 0, l[0].Errorf("want %s and a number", key)
			}
			v, err := strconv.Atoi(l[1].Text)
			if err != nil || v < 1 || v > MaxSide {
				return 0, l[1].Errorf("want a number 1 to %d", MaxSide)
			}
			return v, nil
		}
		var err error
		switch key {
		case "end":
			if p == nil {
				return nil, l[0].Errorf("a block without a problem")
			}
			if sol != nil {
				s, err := jankoSolution(p, sol)
				if err != nil {
					return nil, err
				}
				p.ref = s
			}
			return p, nil
		case "size":
			rows, err = num()
			cols = rows
		case "rows":
			rows, err = num()
		case "cols":
			cols, err = num()
		case "problem", "solution":
			if len(l) != 1 {
				return nil, l[1].Errorf("the grid starts on the next line")
			}
			if rows == 0 || cols == 0 {
				return nil, l[0].Errorf("%s before the size", key)
			}
			if key == "problem" {
				if p != nil {
					return nil, l[0].Errorf("a second problem")
				}
				p, err = jankoGrid(sc, rows, cols, begin)
			} else {
				sol, err = sc.Rows(rows, cols, "solution")
			}
		case "begin":
			return nil, l[0].Errorf("begin inside a block")
		}
		if err != nil {
			return nil, err
		}
	}
}

// jankoSolution reads a solution grid of p: lights are "o".
func jankoSolution(p *Puzzle, rows [][]janko.Token) (*Solution, error) {
	light := make([]bool, p.Rows*p.Cols)
	for r, row := range rows {
		for c, t := range row {
			i := r*p.Cols + c
			switch {
			case t.Text == "o" || t.Text == "O":
				if p.IsBlack(i) {
					return nil, t.Errorf("a light on the black cell (%d,%d)", r, c)
				}
				light[i] = true
			case p.IsBlack(i):
				if _, err := cellToken(t); err != nil {
					return nil, t.Errorf("want -, x or a number on the black cell (%d,%d)", r, c)
				}
			case t.Text != "-" && t.Text != "." && t.Text != "+":
				return nil, t.Errorf("want o (a light) or - (none) on the white cell (%d,%d)", r, c)
			}
		}
	}
	return solutionOf(p.Rows, p.Cols, light), nil
}

// ---- text ----

// ParseText reads text grids: rows of characters, '.' or '-' a white
// cell, '#', 'x', 'X' or 'B' a black cell, 0-4 a numbered black cell
// (blanks between characters are ignored). Grids are separated by blank
// lines; a line starting with "# " (a '#' and a blank) is a comment.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var cur *Puzzle
	flush := func() {
		if cur != nil {
			out = append(out, cur)
			cur = nil
		}
	}
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r \t")
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "# ") {
			flush()
			continue
		}
		var row []int
		var at []Pos
		for k := 0; k < len(line); k++ {
			ch := line[k]
			v := 0
			switch {
			case ch == ' ' || ch == '\t':
				continue
			case ch == '.' || ch == '-':
				v = White
			case ch == '#' || ch == 'x' || ch == 'X' || ch == 'B':
				v = Black
			case ch >= '0' && ch <= '4':
				v = int(ch - '0')
			default:
				return nil, srcpos.Errorf(n+1, k+1, string(ch), "want . (a white cell), # (a black cell) or a number 0 to 4")
			}
			row = append(row, v)
			at = append(at, Pos{n + 1, k + 1, string(ch)})
			if len(row) > MaxSide {
				return nil, srcpos.Errorf(n+1, k+1, string(ch), "a row is at most %d cells", MaxSide)
			}
		}
		if cur == nil {
			cur = &Puzzle{Cols: len(row), Pos: Pos{Line: n + 1, Col: 1}, At: map[int]Pos{}}
		}
		if len(row) != cur.Cols {
			return nil, srcpos.Errorf(n+1, 1, t, "this row has %d cells, the grid's first row %d", len(row), cur.Cols)
		}
		if cur.Rows >= MaxSide {
			return nil, srcpos.Errorf(n+1, 1, t, "a grid is at most %d rows", MaxSide)
		}
		for k, v := range row {
			if v != White {
				cur.At[len(cur.Cells)] = at[k]
			}
			cur.Cells = append(cur.Cells, v)
		}
		cur.Rows++
	}
	flush()
	return out, nil
}

// ---- Tatham ----

// ParseTatham reads Simon Tatham's Light Up game IDs, one per line:
// "W[xH][bN][sN][r][dN]:DESC" (width, height; the black percentage,
// symmetry and difficulty that made it are ignored). DESC runs through
// the cells row by row: 'B' a black cell, 0-4 a numbered black cell, a
// letter a..z a run of 1 to 26 white cells (lightup.c, new_game_desc).
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		col := strings.Index(line, t) + 1
		p, err := parseTathamID(t, n+1, col)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func parseTathamID(s string, line, col int) (*Puzzle, error) {
	pr, desc, ok := strings.Cut(s, ":")
	if !ok {
		return nil, srcpos.Errorf(line, col, clip(s), "want a Light Up game ID WxH:DESC")
	}
	num := func(i int) (int, int) {
		j := i
		for j < len(pr) && j-i < 4 && pr[j] >= '0' && pr[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(pr[i:j])
		if err != nil {
			return -1, i
		}
		return v, j
	}
	w, i := num(0)
	h := w
	if i < len(pr) && pr[i] == 'x' {
		h, i = num(i + 1)
	}
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, col, pr, "want the size WxH (1 to %d a side) before ':'", MaxSide)
	}
	for i < len(pr) {
		switch pr[i] {
		case 'b', 's', 'd':
			if _, j := num(i + 1); j > i+1 {
				i = j
				continue
			}
		case 'r':
			i++
			continue
		}
		return nil, srcpos.Errorf(line, col+i, clip(pr[i:]), "want Light Up parameters such as 7x7 or 10x10b20s2d1")
	}
	p := NewPuzzle(h, w, make([]int, 0, w*h))
	p.Pos = Pos{Line: line, Col: col, Text: clip(s)}
	p.At = map[int]Pos{}
	base := col + len(pr) + 1
	for k := 0; k < len(desc); k++ {
		ch := desc[k]
		if len(p.Cells) >= w*h {
			return nil, srcpos.Errorf(line, base+k, clip(desc[k:]), "the description is longer than the %dx%d grid", w, h)
		}
		switch {
		case ch >= 'a' && ch <= 'z':
			run := int(ch-'a') + 1
			if len(p.Cells)+run > w*h {
				return nil, srcpos.Errorf(line, base+k, string(ch), "a run of %d white cells past the end of the %dx%d grid", run, w, h)
			}
			for ; run > 0; run-- {
				p.Cells = append(p.Cells, White)
			}
			continue
		case ch == 'B':
			p.At[len(p.Cells)] = Pos{line, base + k, string(ch)}
			p.Cells = append(p.Cells, Black)
		case ch >= '0' && ch <= '4':
			p.At[len(p.Cells)] = Pos{line, base + k, string(ch)}
			p.Cells = append(p.Cells, int(ch-'0'))
		default:
			return nil, srcpos.Errorf(line, base+k, string(ch), "want a..z (white cells), B (a black cell) or 0-4 (a numbered black cell)")
		}
	}
	if len(p.Cells) < w*h {
		return nil, srcpos.Errorf(line, base+len(desc), "", "the description covers %d of the %d cells", len(p.Cells), w*h)
	}
	return p, nil
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24]
	}
	return s
}

// ---- puzz.link ----

// ParsePuzzLink reads puzz.link URLs of akari (or lightup), one a line:
// the body is pzprjs' decode4Cell (puzzlink.Decode4Cell): '.' a black
// cell, a number 0-4 a numbered one.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	gs, err := puzzlink.ParseAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(gs))
	for _, g := range gs {
		if !puzzLinkGenre.Is(g.Kind) {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "a %s URL, not an akari one", g.Kind)
		}
		if g.Rows > MaxSide || g.Cols > MaxSide {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "grid %dx%d is too large (at most %d a side)", g.Cols, g.Rows, MaxSide)
		}
		cells, at, err := puzzlink.Decode4Cell(g)
		if err != nil {
			return nil, err
		}
		p := NewPuzzle(g.Rows, g.Cols, make([]int, len(cells)))
		p.Pos = Pos{Line: g.Line, Col: g.KindCol, Text: g.Kind}
		p.At = map[int]Pos{}
		for i, v := range cells {
			switch v {
			case puzzlink.Empty:
				p.Cells[i] = White
			case puzzlink.Unknown:
				p.Cells[i] = Black
			default:
				p.Cells[i] = v
			}
			if col, ok := at[i]; ok {
				p.At[i] = Pos{Line: g.Line, Col: col}
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// ---- JSON ----

// JSONPuzzle is the JSON form of a puzzle: its rows as text ('.' white,
// '#' black, 0-4 numbered), and, read back from a JSON output, the
// lights of its solution.
type JSONPuzzle struct {
	Puzzle string    `json:"puzzle,omitempty"`
	Name   string    `json:"name,omitempty"`
	Rows   int       `json:"rows"`
	Cols   int       `json:"cols"`
	Grid   []string  `json:"grid"`
	Lights *[][2]int `json:"lights,omitempty"`
	Status string    `json:"status,omitempty"`
	Error  string    `json:"error,omitempty"`
}

// ParseJSON reads JSON puzzles (JSONPuzzle): one object, an array of
// them, or objects one after another (the JSON output, a line each).
// Other fields (status, stats of an output) are ignored.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, jsonPuzzle)
}

func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var in JSONPuzzle
	bad := func(format string, args ...any) error { return d.Errorf(base, "{", format, args...) }
	if err := d.Decode(raw, base, &in); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "akari"); err != nil {
		return nil, err
	}
	rows, cols := in.Rows, in.Cols
	if rows == 0 {
		rows = len(in.Grid)
	}
	if cols == 0 && len(in.Grid) > 0 {
		cols = len(in.Grid[0])
	}
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, bad("size %dx%d is out of range (1 to %d a side)", rows, cols, MaxSide)
	}
	if len(in.Grid) != rows {
		return nil, bad("grid has %d rows, want %d", len(in.Grid), rows)
	}
	line, col := d.Pos(base)
	p := NewPuzzle(rows, cols, make([]int, 0, rows*cols))
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col, Text: "{"}
	for r, row := range in.Grid {
		if len(row) != cols {
			return nil, bad("row %d of the grid has %d cells, want %d", r, len(row), cols)
		}
		for c := 0; c < len(row); c++ {
			switch ch := row[c]; {
			case ch == '.' || ch == '-':
				p.Cells = append(p.Cells, White)
			case ch == '#' || ch == 'x' || ch == 'X' || ch == 'B':
				p.Cells = append(p.Cells, Black)
			case ch >= '0' && ch <= '4':
				p.Cells = append(p.Cells, int(ch-'0'))
			default:
				return nil, bad("row %d, column %d: %q is no cell (want . white, # black, 0-4 numbered)", r, c, ch)
			}
		}
	}
	if in.Lights != nil {
		light := make([]bool, rows*cols)
		for _, l := range *in.Lights {
			if l[0] < 0 || l[0] >= rows || l[1] < 0 || l[1] >= cols || p.IsBlack(l[0]*cols+l[1]) {
				return nil, bad("lights: (%d,%d) is not a white cell of the grid", l[0], l[1])
			}
			light[l[0]*cols+l[1]] = true
		}
		p.ref = solutionOf(rows, cols, light)
	}
	return p, nil
}
