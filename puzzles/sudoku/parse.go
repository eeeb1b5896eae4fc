package sudoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

// The formats. FormatAuto detects the format (Detect).
const (
	FormatAuto Format = iota
	FormatTatham
	FormatText
	FormatJSON
	FormatPuzzLink
	FormatJanko
)

var formatNames = enum.New[Format]("sudoku input format", "auto", "tatham", "text", "json", "puzzlink", "janko")

func (f Format) String() string { return formatNames.String(f) }

// ParseFormat reads a format's name.
func ParseFormat(s string) (Format, error) { return formatNames.Parse(s) }

// Detect guesses the format of data from its first non-blank line: '{' or
// '[' is JSON; a puzz.link URL ("sudoku/" after a '?' or at the start) is
// puzzlink; "PARAMS:DESC" with PARAMS a Solo parameter string is tatham;
// two equal numbers alone on the line are a janko header; anything else
// is a text grid.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return FormatText
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
	case looksPuzzLink(line):
		return FormatPuzzLink
	case looksTatham(line):
		return FormatTatham
	case looksJanko(line):
		return FormatJanko
	}
	return FormatText
}

func looksTatham(line string) bool {
	i := strings.IndexByte(line, ':')
	if i < 1 {
		return false
	}
	// Solo's parameter characters; parseParams says what is wrong.
	pr := line[:i]
	return pr[0] >= '0' && pr[0] <= '9' && strings.Trim(pr, "0123456789xjkrmadtbieu") == ""
}

func looksJanko(line string) bool {
	fs := strings.Fields(line)
	if len(fs) != 2 {
		return false
	}
	a, err1 := strconv.Atoi(fs[0])
	b, err2 := strconv.Atoi(fs[1])
	return err1 == nil && err2 == nil && a == b && a > 0
}

// Parse reads every puzzle of data in format f (FormatAuto: detected).
// Errors are *srcpos.Error values carrying name and a view of data.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) { return parse(name, data, f) })
}

// parse reads without validating; every puzzle gets its name and source.
func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return parseAs(name, data, f, "sudoku")
}

// parseAs is parse for the kind named kind, which p.KindName() reports.
func parseAs(name string, data []byte, f Format, kind string) ([]*Puzzle, error) {
	data = puzzle.TrimBOM(data)
	if f == FormatAuto {
		f = Detect(data)
	}
	var ps []*Puzzle
	var err error
	switch f {
	case FormatTatham:
		ps, err = ParseTatham(data)
	case FormatJSON:
		ps, err = ParseJSON(data)
	case FormatPuzzLink:
		ps, err = ParsePuzzLink(data)
	case FormatJanko:
		ps, err = ParseJanko(data)
	default:
		ps, err = ParseText(data)
	}
	return puzzle.Found(ps, err, kind, func(p *Puzzle) {
		if kind != "sudoku" {
			p.kind = kind
		}
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// lines splits data into lines without their "\r".
func lines(data []byte) []string {
	ls := strings.Split(string(data), "\n")
	for i, l := range ls {
		ls[i] = strings.TrimSuffix(l, "\r")
	}
	return ls
}

func isBlankOrComment(s string) bool {
	t := strings.TrimSpace(s)
	return t == "" || t[0] == '#'
}

// token is a blank-separated word of a line and its 1-based column.
type token struct {
	text string
	col  int
}

// fields splits s at blanks, keeping columns; at most limit tokens are
// kept (the rest is one more token, so a caller sees "too many").
func fields(s string, limit int) []token {
	var ts []token
	i := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i == len(s) {
			break
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		ts = append(ts, token{s[i:j], i + 1})
		if len(ts) > limit {
			break
		}
		i = j
	}
	return ts
}

// clip shortens a long offending text for a message.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24]
	}
	return s
}

// ---- Tatham's Solo game IDs ----

// params are a Solo parameter string read: boxes c rows tall and r
// columns wide (Solo's c and r), or a jigsaw of side c when r == 1.
type params struct {
	c, r   int
	jigsaw bool
	x      bool
}

// parseParams reads Solo's parameter string ("3x3", "2x3", "9j", "3x3x",
// "9jx", with Solo's optional symmetry "r2", "m4", "md2", "a" and
// difficulty "db" suffixes, which are ignored as Solo's own reader ignores
// them when it reads a game ID). Killer ('k') is refused. line and col
// place errors.
func parseParams(s string, line, col int) (params, error) {
	var pr params
	bad := func(i int, format string, args ...any) (params, error) {
		return params{}, srcpos.Errorf(line, col+i, clip(s[i:]), format, args...)
	}
	num := func(i int) (int, int) {
		j := i
		for j < len(s) && j-i < 4 && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(s[i:j])
		if err != nil {
			return -1, i
		}
		return v, j
	}
	v, i := num(0)
	if v < 1 {
		return bad(0, "want Solo parameters such as 3x3, 2x3, 9j or 3x3x before ':'")
	}
	pr.c, pr.r = v, v
	seenR := false
	if i < len(s) && s[i] == 'x' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
		v, j := num(i + 1)
		if v < 1 {
			return bad(i+1, "want the box width after 'x'")
		}
		pr.r, seenR, i = v, true, j
	}
	for i < len(s) {
		switch ch := s[i]; ch {
		case 'j':
			if seenR {
				pr.c *= pr.r
			}
			pr.r = 1
			i++
		case 'x':
			pr.x = true
			i++
		case 'k':
			return bad(i, "killer sudoku is not supported")
		case 'r', 'm', 'a':
			i++
			if ch == 'm' && i < len(s) && s[i] == 'd' {
				i++
			}
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
		case 'd':
			i++
			if i < len(s) && strings.IndexByte("tbieu", s[i]) >= 0 {
				i++
			}
		default:
			return bad(i, "unexpected %q in Solo parameters", string(ch))
		}
	}
	if pr.r == 1 {
		pr.jigsaw = true
	}
	if pr.c*pr.r > MaxSize || pr.c > MaxSize {
		return bad(0, "grid %dx%d is too large (at most %dx%d)", pr.c*pr.r, pr.c*pr.r, MaxSize, MaxSize)
	}
	return pr, nil
}

// ParseTatham reads Solo game IDs, one per line ("3x3:a3c5_8...",
// "9j:grid,blocks"); blank and '#' lines are skipped. See the package
// documentation for the grammar.
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range lines(data) {
		if isBlankOrComment(l) {
			continue
		}
		off := len(l) - len(strings.TrimLeft(l, " \t"))
		p, err := parseTathamID(strings.TrimSpace(l), n+1, off+1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// parseTathamID reads one game ID s found at line, column col.
func parseTathamID(s string, line, col int) (*Puzzle, error) {
	colon := strings.IndexByte(s, ':')
	if colon < 0 {
		if strings.IndexByte(s, '#') >= 0 {
			return nil, srcpos.Errorf(line, col, clip(s), "a random seed, not a game ID (Solo prints the ID with --generate)")
		}
		return nil, srcpos.Errorf(line, col, clip(s), "want a Solo game ID PARAMS:DESC")
	}
	pr, err := parseParams(s[:colon], line, col)
	if err != nil {
		return nil, err
	}
	n := pr.c * pr.r
	var p *Puzzle
	if pr.jigsaw {
		n = pr.c
		p = newJigsaw(n, nil)
	} else {
		p = newPuzzle(pr.c, pr.r)
	}
	p.X = pr.x
	p.Name = s
	p.Pos = Pos{Line: line, Col: col, Text: clip(s)}
	p.GivenPos = map[int]Pos{}
	desc := s[colon+1:]
	base := col + colon + 1
	errAt := func(i int, format string, args ...any) error {
		return srcpos.Errorf(line, base+i, clip(desc[min(i, len(desc)):]), format, args...)
	}
	area := n * n
	i, cell := 0, 0
	for i < len(desc) && desc[i] != ',' {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			cell += int(ch-'a') + 1
			if cell > area {
				return nil, errAt(i, "too much data to fit in the %dx%d grid", n, n)
			}
			i++
		case ch == '_':
			i++
		case ch >= '1' && ch <= '9':
			j := i
			for j < len(desc) && j-i < 3 && desc[j] >= '0' && desc[j] <= '9' {
				j++
			}
			v, _ := strconv.Atoi(desc[i:j])
			if v < 1 || v > n {
				return nil, errAt(i, "digit %d is out of range (1 to %d)", v, n)
			}
			if cell >= area {
				return nil, errAt(i, "too much data to fit in the %dx%d grid", n, n)
			}
			p.Givens[cell] = v
			p.GivenPos[cell] = Pos{Line: line, Col: base + i, Text: desc[i:j]}
			cell++
			i = j
		default:
			return nil, errAt(i, "unexpected %q in the grid description", string(ch))
		}
	}
	if cell < area {
		return nil, errAt(i, "not enough data to fill the %dx%d grid (%d cells of %d)", n, n, cell, area)
	}
	if !pr.jigsaw {
		if i < len(desc) {
			return nil, errAt(i, "a block structure after the grid, but %s is not a jigsaw", s[:colon])
		}
		return p, nil
	}
	if i == len(desc) {
		return nil, errAt(i, "a jigsaw game ID needs ',' and the block structure after the grid")
	}
	i++
	reg, j, err := blocksFromSpec(desc, i, n, errAt)
	if err != nil {
		return nil, err
	}
	if j < len(desc) {
		return nil, errAt(j, "unexpected text after the block structure (killer cages are not supported)")
	}
	p.Regions = reg
	return p, nil
}

// blocksFromSpec reads Solo's block structure (spec_to_dsf) from
// desc[i:]: the 2·N·(N-1) inner edges of the grid, horizontal neighbours'
// edges first row by row, then vertical ones column by column, as runs:
// a letter 'a'+k-1 is k non-edges then an edge ('z' is 26 non-edges and
// no edge), '_' an edge. It ends one past the last edge (the dummy edge).
// Regions are numbered in the order of their first cell.
func blocksFromSpec(desc string, i, n int, errAt func(int, string, ...any) error) ([]int, int, error) {
	parent := make([]int, n*n)
	for k := range parent {
		parent[k] = k
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	edges := 2 * n * (n - 1)
	pos := 0
	for i < len(desc) && desc[i] != ',' {
		ch := desc[i]
		var c int
		switch {
		case ch == '_':
			c = 0
		case ch >= 'a' && ch <= 'z':
			c = int(ch-'a') + 1
		default:
			return nil, i, errAt(i, "unexpected %q in the block structure", string(ch))
		}
		adv := c != 26
		for ; c > 0; c-- {
			if pos >= edges {
				return nil, i, errAt(i, "too much data in the block structure")
			}
			var p0, p1 int
			if pos < n*(n-1) {
				y, x := pos/(n-1), pos%(n-1)
				p0, p1 = y*n+x, y*n+x+1
			} else {
				x, y := pos/(n-1)-n, pos%(n-1)
				p0, p1 = y*n+x, (y+1)*n+x
			}
			parent[find(p0)] = find(p1)
			pos++
		}
		if adv {
			pos++
		}
		i++
	}
	if pos != edges+1 {
		return nil, i, errAt(i, "not enough data in the block structure (%d edges of %d)", pos, edges+1)
	}
	reg := make([]int, n*n)
	id := map[int]int{}
	for k := range reg {
		root := find(k)
		r, ok := id[root]
		if !ok {
			r = len(id)
			id[root] = r
		}
		if r >= n {
			return nil, i, errAt(i, "the block structure has more than %d regions", n)
		}
		reg[k] = r
	}
	return reg, i, nil
}

// ---- text grids ----

// ParseText reads grids of N rows of N cells: a row is either N
// characters (1-9, then A-Z for 10 on, '.', '0', '-' or '_' for an empty
// cell; '|' and '+' are box separators and skipped) or N blank-separated
// tokens (numbers, '.', '0', '-' empty); lines of only '-', '+', '|', '='
// holding a '+' or '|' are separators. Grids are separated by blank or
// '#' lines. A line of N² characters (N ≥ 2) alone is a whole puzzle,
// the common one-line form ("53..7...."), one per line.
func ParseText(data []byte) ([]*Puzzle, error) {
	ls := lines(data)
	var out []*Puzzle
	var block []int // line numbers (0-based) of the current block
	flush := func() error {
		if len(block) == 0 {
			return nil
		}
		ps, err := textBlock(ls, block)
		block = block[:0]
		out = append(out, ps...)
		return err
	}
	for n, l := range ls {
		if isBlankOrComment(l) {
			if err := flush(); err != nil {
				return nil, err
			}
			continue
		}
		if isSeparator(l) {
			continue
		}
		block = append(block, n)
		if len(block) > MaxSize*MaxSize {
			return nil, srcpos.Errorf(n+1, 1, "", "too many lines without a blank line (a grid has at most %d rows)", MaxSize)
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

func isSeparator(l string) bool {
	t := strings.TrimSpace(l)
	if !strings.ContainsAny(t, "+|") {
		return false
	}
	return strings.Trim(t, "-+|= \t") == ""
}

// textCell is one cell of a text row: its value (0 empty, -1 not a cell)
// and its column.
type textCell struct {
	v    int
	col  int
	text string
}

// textRow reads one row's cells; a cell value is checked against MaxSize
// only (the caller knows N).
func textRow(l string, line int) ([]textCell, error) {
	var cs []textCell
	if strings.ContainsAny(strings.TrimSpace(l), " \t") {
		for _, t := range fields(l, MaxSize*MaxSize) {
			if t.text == "|" || t.text == "+" {
				continue
			}
			switch t.text {
			case ".", "0", "-", "_":
				cs = append(cs, textCell{0, t.col, t.text})
				continue
			}
			v, err := strconv.Atoi(t.text)
			if err != nil || v < 1 || v > MaxSize {
				if len(t.text) == 1 {
					if d, ok := charDigit(t.text[0]); ok {
						cs = append(cs, textCell{d, t.col, t.text})
						continue
					}
				}
				return nil, srcpos.Errorf(line, t.col, clip(t.text), "want a digit 1 to %d, or '.', '0' or '-' for an empty cell", MaxSize)
			}
			cs = append(cs, textCell{v, t.col, t.text})
		}
		return cs, nil
	}
	for i := 0; i < len(l); i++ {
		ch := l[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '|' || ch == '+':
			continue
		case ch == '.' || ch == '0' || ch == '-' || ch == '_':
			cs = append(cs, textCell{0, i + 1, string(ch)})
		default:
			d, ok := charDigit(ch)
			if !ok {
				return nil, srcpos.Errorf(line, i+1, string(rune(ch)), "want a digit (1-9, A-Z for 10 on), or '.', '0' or '-' for an empty cell")
			}
			cs = append(cs, textCell{d, i + 1, string(ch)})
		}
		if len(cs) > MaxSize*MaxSize {
			return nil, srcpos.Errorf(line, i+1, "", "line too long: a puzzle has at most %d cells", MaxSize*MaxSize)
		}
	}
	return cs, nil
}

// charDigit is a one-character digit: 1-9, A-Z or a-z for 10-35.
func charDigit(ch byte) (int, bool) {
	switch {
	case ch >= '1' && ch <= '9':
		return int(ch - '0'), true
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 10, true
	case ch >= 'a' && ch <= 'z':
		return int(ch-'a') + 10, true
	}
	return 0, false
}

// textBlock reads one block of lines: a grid, or one-line puzzles.
func textBlock(ls []string, block []int) ([]*Puzzle, error) {
	rows := make([][]textCell, len(block))
	for k, n := range block {
		cs, err := textRow(ls[n], n+1)
		if err != nil {
			return nil, err
		}
		rows[k] = cs
	}
	first := block[0] + 1
	if len(rows[0]) != len(rows) {
		// One puzzle per line.
		var out []*Puzzle
		for k, cs := range rows {
			line := block[k] + 1
			n := 0
			for n*n < len(cs) {
				n++
			}
			if n*n != len(cs) || n < 2 {
				return nil, srcpos.Errorf(line, 1, clip(strings.TrimSpace(ls[block[k]])),
					"a line of %d cells is neither a row of a %dx%d grid nor a whole puzzle (N×N cells)", len(cs), len(rows), len(rows))
			}
			p, err := textPuzzle(n, line, [][]textCell{cs}, []int{line})
			if err != nil {
				return nil, err
			}
			out = append(out, p)
		}
		return out, nil
	}
	n := len(rows)
	if n > MaxSize {
		return nil, srcpos.Errorf(first, 1, "", "grid %dx%d is too large (at most %dx%d)", n, n, MaxSize, MaxSize)
	}
	lineOf := make([]int, n)
	for k, r := range rows {
		lineOf[k] = block[k] + 1
		if len(r) != n {
			return nil, srcpos.Errorf(block[k]+1, 1, clip(strings.TrimSpace(ls[block[k]])), "row %d has %d cells, want %d (as many as the grid's rows)", k, len(r), n)
		}
	}
	p, err := textPuzzle(n, first, rows, lineOf)
	if err != nil {
		return nil, err
	}
	return []*Puzzle{p}, nil
}

// textPuzzle builds a classic N×N puzzle from rows of cells (flattened
// when rows has one row of N² cells).
func textPuzzle(n, line int, rows [][]textCell, lineOf []int) (*Puzzle, error) {
	br, bc, ok := BoxShape(n)
	if !ok {
		return nil, srcpos.Errorf(line, 1, "", "a %dx%d grid has no box shape (a text grid is a classic sudoku; use a janko grid with regions for a jigsaw)", n, n)
	}
	p := newPuzzle(br, bc)
	p.Pos = Pos{Line: line, Col: 1}
	p.GivenPos = map[int]Pos{}
	k := 0
	for ri, r := range rows {
		for _, c := range r {
			if c.v > n {
				return nil, srcpos.Errorf(lineOf[ri], c.col, c.text, "digit %d is out of range (1 to %d)", c.v, n)
			}
			if c.v > 0 {
				p.Givens[k] = c.v
				p.GivenPos[k] = Pos{Line: lineOf[ri], Col: c.col, Text: c.text}
			}
			k++
		}
	}
	return p, nil
}
