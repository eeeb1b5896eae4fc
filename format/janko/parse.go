package janko

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Cell values besides clues (which are 1 or more).
const (
	Empty   = -1 // "-", "." or "0"
	Unknown = -2 // "?"
)

// MaxCells bounds the grids a reader accepts (rows × cols), the same bound
// as package hashi's; it also bounds a clue.
const MaxCells = 4_000_000

// Prop is one "KEY VALUE" line of a janko.at block.
type Prop struct {
	Key, Value string
}

// Grid is one puzzle: the problem grid (one value per cell, row-major:
// Empty, Unknown or a clue) and, from a janko.at block, its properties,
// solution and moves.
type Grid struct {
	Rows, Cols int
	Cells      []int
	// Block is set for a puzzle read from a begin ... end block; the
	// writer writes that form for it (and for any grid with a solution,
	// properties or moves).
	Block bool
	// Props are the block's KEY VALUE lines other than size, rows and
	// cols, in their order ("puzzle hashi", "depth 2", ...).
	Props []Prop
	// Solution holds the solution grid's tokens, row-major; nil when there
	// is none. HashiBridges and Regions interpret it.
	Solution []string
	// Moves are the lines of the block's moves section.
	Moves []string
	// Line is the input line where the puzzle starts (0 when built in memory).
	Line int

	solPos  []pos       // where each solution token stands (nil: unknown)
	cluePos map[int]pos // where each clue (or "?") of the problem stands
	src     []string    // the input's lines, for error messages
}

// CluePos is where the problem token of cell i stands in the input: its
// 1-based line and byte column (0, 0 for an empty cell or a grid built in
// memory).
func (g *Grid) CluePos(i int) (line, col int) {
	p := g.cluePos[i]
	return p.line, p.col
}

type pos struct{ line, col int }

// Prop returns the value of the first property named key (case-insensitive).
func (g *Grid) Prop(key string) (string, bool) {
	for _, p := range g.Props {
		if strings.EqualFold(p.Key, key) {
			return p.Value, true
		}
	}
	return "", false
}

// Puzzle is the block's "puzzle" property ("hashi", "sikaku", ...; "" when
// there is none).
func (g *Grid) Puzzle() string {
	v, _ := g.Prop("puzzle")
	return v
}

// At is the problem value of the cell in row r, column c.
func (g *Grid) At(r, c int) int { return g.Cells[r*g.Cols+c] }

// Parse reads every puzzle in data: plain grids and janko.at blocks, in any
// order. Blank lines and lines starting with '#' are skipped; a UTF-8
// byte-order mark at the start is ignored. Errors are *srcpos.Error values
// with the offending line filled in.
func Parse(data []byte) ([]*Grid, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	p := &parser{lines: strings.Split(string(data), "\n")}
	for i, l := range p.lines {
		p.lines[i] = strings.TrimRight(l, "\r")
	}
	var gs []*Grid
	for {
		n, ok := p.peek()
		if !ok {
			break
		}
		var g *Grid
		var err error
		if strings.EqualFold(strings.TrimSpace(p.lines[n]), "begin") {
			g, err = p.block()
		} else {
			g, err = p.plain()
		}
		if err != nil {
			return nil, srcpos.WithSource(err, data)
		}
		g.src = p.lines
		gs = append(gs, g)
	}
	if len(gs) == 0 {
		return nil, &srcpos.Error{Msg: "no grid in the input (want ROWS COLS and a grid, or a janko.at begin ... end block)"}
	}
	return gs, nil
}

type parser struct {
	lines []string
	i     int // next line to read
}

// peek returns the index of the next line that is neither blank nor a
// comment, without consuming it.
func (p *parser) peek() (int, bool) {
	for p.i < len(p.lines) {
		t := strings.TrimSpace(p.lines[p.i])
		if t != "" && t[0] != '#' {
			return p.i, true
		}
		p.i++
	}
	return 0, false
}

// next consumes the next content line and returns its index.
func (p *parser) next() (int, bool) {
	n, ok := p.peek()
	if ok {
		p.i++
	}
	return n, ok
}

type token struct {
	text string
	col  int // 1-based
}

// fields splits a line at blanks; it stops after limit tokens (limit+1
// tokens tell the caller the line is too long).
func fields(s string, limit int) []token {
	var ts []token
	i := 0
	for i < len(s) && len(ts) <= limit {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		if j > i {
			ts = append(ts, token{s[i:j], i + 1})
		}
		i = j
	}
	return ts
}

// number reads a decimal number of at most MaxCells.
func number(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		if v = v*10 + int(s[i]-'0'); v > MaxCells {
			return 0, false
		}
	}
	return v, true
}

// checkSize bounds a grid's size before anything is allocated.
func checkSize(rows, cols, line, col int, text string) error {
	if rows < 1 || cols < 1 || rows > MaxCells/cols {
		return srcpos.Errorf(line, col, text, "bad grid size %d rows x %d cols (want 1 to %d cells)", rows, cols, MaxCells)
	}
	return nil
}

// plain reads "ROWS COLS" and the grid.
func (p *parser) plain() (*Grid, error) {
	n, _ := p.next()
	ts := fields(p.lines[n], 3)
	line := strings.TrimSpace(p.lines[n])
	if len(ts) != 2 {
		return nil, srcpos.Errorf(n+1, 1, line, "want a header ROWS COLS (or a janko.at block: begin ... end)")
	}
	rows, ok1 := number(ts[0].text)
	cols, ok2 := number(ts[1].text)
	if !ok1 || !ok2 {
		return nil, srcpos.Errorf(n+1, ts[0].col, line, "want a header ROWS COLS of two numbers")
	}
	if err := checkSize(rows, cols, n+1, ts[0].col, line); err != nil {
		return nil, err
	}
	g := &Grid{Rows: rows, Cols: cols, Line: n + 1}
	toks, ps, err := p.grid(rows, cols, n, "grid")
	if err != nil {
		return nil, err
	}
	g.Cells, g.cluePos, err = cells(toks, ps)
	return g, err
}

// grid reads rows lines of cols tokens; from is the line of the header.
func (p *parser) grid(rows, cols, from int, what string) ([]string, []pos, error) {
	toks := make([]string, 0, rows*cols)
	ps := make([]pos, 0, rows*cols)
	last := from
	for r := 0; r < rows; r++ {
		n, ok := p.next()
		if !ok {
			return nil, nil, srcpos.Errorf(last+1, 1, "", "the %s has %d rows, want %d", what, r, rows)
		}
		last = n
		ts := fields(p.lines[n], cols)
		if len(ts) != cols {
			more := ""
			if len(ts) > cols {
				more = " or more"
			}
			return nil, nil, srcpos.Errorf(n+1, 1, strings.TrimSpace(p.lines[n]), "%s row %d has %d%s cells, want %d", what, r+1, len(ts), more, cols)
		}
		for _, t := range ts {
			toks = append(toks, t.text)
			ps = append(ps, pos{n + 1, t.col})
		}
	}
	return toks, ps, nil
}

// cells converts problem tokens, and notes where the clues stand.
func cells(toks []string, ps []pos) ([]int, map[int]pos, error) {
	out := make([]int, len(toks))
	at := map[int]pos{}
	for i, t := range toks {
		switch t {
		case "-", ".", "0":
			out[i] = Empty
			continue
		case "?":
			out[i] = Unknown
		default:
			v, ok := number(t)
			if !ok || v == 0 {
				return nil, nil, srcpos.Errorf(ps[i].line, ps[i].col, t, "want a clue (a number from 1 to %d), - or . for an empty cell, or ? for an unknown clue", MaxCells)
			}
			out[i] = v
		}
		at[i] = ps[i]
	}
	return out, at, nil
}

// reserved reports whether a block key is not a property (a switch, not
// a map: nothing to build at start-up).
func reserved(key string) bool {
	switch key {
	case "begin", "end", "size", "rows", "cols", "problem", "solution", "moves":
		return true
	}
	return false
}

// block reads a begin ... end block.
func (p *parser) block() (*Grid, error) {
	begin, _ := p.next()
	g := &Grid{Block: true, Line: begin + 1}
	b := &blockState{g: g}
	for {
		n, ok := p.next()
		if !ok {
			return nil, srcpos.Errorf(begin+1, 1, "begin", "no end for this block")
		}
		ts := fields(p.lines[n], 2)
		key := strings.ToLower(ts[0].text)
		if key == "end" {
			if g.Cells == nil {
				return nil, srcpos.Errorf(n+1, ts[0].col, ts[0].text, "a block without a problem grid")
			}
			return g, nil
		}
		if err := p.blockLine(b, n, ts, key); err != nil {
			return nil, err
		}
	}
}

type blockState struct {
	g             *Grid
	sizeSet       bool
	rowsSet, cols bool
}

func (p *parser) blockLine(b *blockState, n int, ts []token, key string) error {
	g := b.g
	line := strings.TrimSpace(p.lines[n])
	rest := strings.TrimSpace(p.lines[n][ts[0].col-1+len(ts[0].text):])
	switch key {
	case "size", "rows", "cols":
		return p.sizeLine(b, n, ts, key, rest)
	case "problem", "solution":
		if rest != "" {
			return srcpos.Errorf(n+1, ts[1].col, rest, "the %s grid starts on the next line", key)
		}
		if g.Rows == 0 || g.Cols == 0 {
			return srcpos.Errorf(n+1, ts[0].col, ts[0].text, "the %s grid before the size (want size N, or rows R and cols C, first)", key)
		}
		if key == "problem" && g.Cells != nil || key == "solution" && g.Solution != nil {
			return srcpos.Errorf(n+1, ts[0].col, ts[0].text, "a second %s grid", key)
		}
		toks, ps, err := p.grid(g.Rows, g.Cols, n, key)
		if err != nil {
			return err
		}
		if key == "solution" {
			g.Solution, g.solPos = toks, ps
			return nil
		}
		g.Cells, g.cluePos, err = cells(toks, ps)
		return err
	case "moves":
		if rest != "" {
			g.Moves = append(g.Moves, rest)
		}
		for {
			m, ok := p.peek()
			if !ok || !strings.Contains(p.lines[m], ";") {
				return nil
			}
			g.Moves = append(g.Moves, strings.TrimSpace(p.lines[m]))
			p.i++
		}
	case "begin":
		return srcpos.Errorf(n+1, ts[0].col, ts[0].text, "begin inside a block (the block above has no end)")
	}
	if !isKey(ts[0].text) {
		return srcpos.Errorf(n+1, ts[0].col, line, "unexpected line in a janko block (want KEY VALUE, size, rows, cols, problem, solution, moves or end)")
	}
	g.Props = append(g.Props, Prop{Key: ts[0].text, Value: rest})
	return nil
}

func (p *parser) sizeLine(b *blockState, n int, ts []token, key, rest string) error {
	g := b.g
	if g.Cells != nil || g.Solution != nil {
		return srcpos.Errorf(n+1, ts[0].col, ts[0].text, "%s after a grid (the size comes first)", key)
	}
	v, ok := number(rest)
	if !ok || v < 1 {
		return srcpos.Errorf(n+1, ts[0].col, strings.TrimSpace(p.lines[n]), "want %s and a number from 1 to %d", key, MaxCells)
	}
	dup := key == "size" && (b.sizeSet || b.rowsSet || b.cols) || key == "rows" && (b.rowsSet || b.sizeSet) || key == "cols" && (b.cols || b.sizeSet)
	if dup {
		return srcpos.Errorf(n+1, ts[0].col, ts[0].text, "the size is given twice")
	}
	switch key {
	case "size":
		g.Rows, g.Cols, b.sizeSet = v, v, true
	case "rows":
		g.Rows, b.rowsSet = v, true
	case "cols":
		g.Cols, b.cols = v, true
	}
	if g.Rows > 0 && g.Cols > 0 {
		return checkSize(g.Rows, g.Cols, n+1, ts[0].col, strings.TrimSpace(p.lines[n]))
	}
	return nil
}

// isKey reports whether s can be a property key: a letter, then letters,
// digits, '_' or '-'.
func isKey(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '_' || c == '-')) {
			return false
		}
	}
	return s != ""
}

// Looks reports whether data starts (after blank and '#' lines) like a grid
// of this package: a "begin" line, or a header of two numbers followed by a
// row of COLS blank-separated tokens, with an empty ("-", ".") or unknown
// ("?") cell among the first rows. A CLLV matrix (a header of three numbers,
// or two numbers and rows of numbers only) and the puzzle packages' other
// formats do not look like this.
func Looks(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	p := &parser{lines: strings.Split(string(data), "\n")}
	n, ok := p.next()
	if !ok {
		return false
	}
	first := strings.TrimSpace(p.lines[n])
	if strings.EqualFold(first, "begin") {
		return true
	}
	ts := fields(first, 3)
	if len(ts) != 2 {
		return false
	}
	rows, ok1 := number(ts[0].text)
	cols, ok2 := number(ts[1].text)
	if !ok1 || !ok2 || rows < 1 || cols < 1 {
		return false
	}
	empty := false
	for r := 0; r < min(rows, 50); r++ {
		m, ok := p.next()
		if !ok {
			return false
		}
		row := fields(strings.TrimRight(p.lines[m], "\r"), cols)
		if len(row) != cols {
			return false
		}
		for _, t := range row {
			switch t.text {
			case "-", ".", "?":
				empty = true
			default:
				if _, ok := number(t.text); !ok {
					return false
				}
			}
		}
	}
	return empty
}

func (g *Grid) errAt(i int, text, format string, args ...any) error {
	msg := fmt.Sprintf("cell (%d,%d): ", i/g.Cols, i%g.Cols) + fmt.Sprintf(format, args...)
	if g.solPos == nil || i >= len(g.solPos) {
		return &srcpos.Error{Text: text, Msg: msg}
	}
	e := srcpos.Errorf(g.solPos[i].line, g.solPos[i].col, text, "%s", msg)
	if l := g.solPos[i].line - 1; l < len(g.src) {
		e.Source = g.src[l]
	}
	return e
}

// BlockPuzzles are the values of the "puzzle NAME" lines of data (a
// file's first bytes, say), lowercased, in order: what the janko.at
// blocks say they are.
func BlockPuzzles(data []byte) []string {
	var out []string
	for _, ln := range strings.Split(string(data), "\n") {
		f := strings.Fields(ln)
		if len(f) == 2 && strings.EqualFold(f[0], "puzzle") {
			out = append(out, strings.ToLower(f[1]))
		}
	}
	return out
}
