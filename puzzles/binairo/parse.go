package binairo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
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
	FormatJanko
)

var formatNames = enum.New[Format]("binairo input format", "auto", "tatham", "text", "json", "janko")

func (f Format) String() string { return formatNames.String(f) }

// ParseFormat reads a format's name.
func ParseFormat(s string) (Format, error) { return formatNames.Parse(s) }

// Detect guesses the format of data from its first non-blank line: '{' or
// '[' is JSON; "PARAMS:DESC" with PARAMS an Unruly parameter string
// ("8x8", "10x10u", "8x8dn") is tatham; two numbers alone on the line are
// a janko header; anything else is a text grid.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return FormatText
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
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
	pr := line[:i]
	return pr[0] >= '0' && pr[0] <= '9' && strings.Contains(pr, "x") && strings.Trim(pr, "0123456789xudten") == ""
}

func looksJanko(line string) bool {
	fs := strings.Fields(line)
	if len(fs) != 2 {
		return false
	}
	a, err1 := strconv.Atoi(fs[0])
	b, err2 := strconv.Atoi(fs[1])
	return err1 == nil && err2 == nil && a > 0 && b > 0
}

// Parse reads every puzzle of data in format f (FormatAuto: detected),
// and validates them. Errors are *srcpos.Error values carrying name and a
// view of data.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) { return parse(name, data, f) })
}

// parse reads without validating; every puzzle gets its name and source.
func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
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
	case FormatJanko:
		ps, err = ParseJanko(data)
	default:
		ps, err = ParseText(data)
	}
	return puzzle.Found(ps, err, "binairo", func(p *Puzzle) {
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

// clip shortens a long offending text for a message.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24]
	}
	return s
}

// ---- Tatham's Unruly game IDs ----

// ParseTatham reads Unruly game IDs, one per line ("8x8:bfFKBECc...",
// "10x10u:..."); blank and '#' lines are skipped.
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

// parseTathamParams reads Unruly's parameter string: "W" or "WxH", then
// 'u' (unique rows and columns), then "d" and a difficulty letter (t, e,
// n; ignored), as unruly.c's decode_params reads them.
func parseTathamParams(s string, line, col int) (w, h int, unique bool, err error) {
	bad := func(i int, format string, args ...any) (int, int, bool, error) {
		return 0, 0, false, srcpos.Errorf(line, col+i, clip(s[min(i, len(s)):]), format, args...)
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
	w, i := num(0)
	if w < 1 {
		return bad(0, "want Unruly parameters such as 8x8 or 10x10u before ':'")
	}
	h = w
	if i < len(s) && s[i] == 'x' {
		var j int
		if h, j = num(i + 1); h < 1 {
			return bad(i+1, "want the height after 'x'")
		}
		i = j
	}
	if i < len(s) && s[i] == 'u' {
		unique = true
		i++
	}
	if i < len(s) && s[i] == 'd' {
		if i+1 >= len(s) || strings.IndexByte("ten", s[i+1]) < 0 {
			return bad(i, "want a difficulty t, e or n after 'd'")
		}
		i += 2
	}
	if i < len(s) {
		return bad(i, "unexpected %q in Unruly parameters", string(s[i]))
	}
	if w < 6 || h < 6 || w%2 != 0 || h%2 != 0 || w > MaxSide || h > MaxSide {
		return bad(0, "Unruly grids are %dx%d: both sides even, 6 to %d", w, h, MaxSide)
	}
	return w, h, unique, nil
}

// parseTathamID reads one game ID s found at line, column col: unruly.c's
// description, a letter per given cell after a run of empty ones: 'a'+k
// is k empty cells then a 0, 'A'+k k empty cells then a 1 (k up to 24),
// 'z' or 'Z' 25 empty cells; one more letter ends it (one cell past the
// grid).
func parseTathamID(s string, line, col int) (*Puzzle, error) {
	colon := strings.IndexByte(s, ':')
	if colon < 0 {
		if strings.IndexByte(s, '#') >= 0 {
			return nil, srcpos.Errorf(line, col, clip(s), "a random seed, not a game ID (Unruly prints the ID with --generate)")
		}
		return nil, srcpos.Errorf(line, col, clip(s), "want an Unruly game ID PARAMS:DESC")
	}
	w, h, unique, err := parseTathamParams(s[:colon], line, col)
	if err != nil {
		return nil, err
	}
	p := newPuzzle(h, w)
	p.Distinct = unique
	p.Name = s
	p.Pos = Pos{Line: line, Col: col, Text: clip(s)}
	p.GivenPos = map[int]Pos{}
	desc := s[colon+1:]
	base := col + colon + 1
	errAt := func(i int, format string, args ...any) error {
		return srcpos.Errorf(line, base+i, clip(desc[min(i, len(desc)):]), format, args...)
	}
	area := w * h
	pos := 0
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		switch {
		case ch == 'z' || ch == 'Z':
			pos += 25
		case ch >= 'a' && ch < 'z' || ch >= 'A' && ch < 'Z':
			v, k := 0, int(ch-'a')
			if ch < 'a' {
				v, k = 1, int(ch-'A')
			}
			pos += k
			if pos < area {
				p.Givens[pos] = v
				p.GivenPos[pos] = Pos{Line: line, Col: base + i, Text: desc[i : i+1]}
			}
			pos++
		default:
			return nil, errAt(i, "unexpected %q in the grid description (want letters)", string(ch))
		}
		if pos > area+1 {
			return nil, errAt(i, "too much data to fit in the %dx%d grid", w, h)
		}
	}
	if pos < area+1 {
		return nil, errAt(len(desc), "not enough data to fill the %dx%d grid", w, h)
	}
	return p, nil
}

// ---- janko.at grids (as the PuzzleKit dataset stores them) ----

// JankoToken is a digit as janko.at's Binairo writes it: 1 for the digit
// 1, 2 for the digit 0.
func JankoToken(v int) string {
	switch v {
	case 1:
		return "1"
	case 0:
		return "2"
	}
	return "-"
}

// ParseJanko reads janko.at grids: a line "ROWS COLS", then ROWS rows of
// COLS tokens: 1 (the digit 1), 2 (the digit 0), '-' or '.' empty.
// Several grids may follow one another; blank and '#' lines are skipped.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		head := sc.Peek()
		hd, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		rows, cols := hd[0], hd[1]
		if rows > MaxSide || cols > MaxSide {
			return nil, head[0].Errorf("grid %dx%d is too large (sides at most %d)", rows, cols, MaxSide)
		}
		grid, err := sc.Rows(rows, cols, "grid")
		if err != nil {
			return nil, err
		}
		p := newPuzzle(rows, cols)
		p.Pos = Pos{Line: head[0].Line, Col: head[0].Col, Text: head[0].Text}
		p.GivenPos = map[int]Pos{}
		for r, row := range grid {
			for c, t := range row {
				i := r*cols + c
				switch t.Text {
				case "-", ".":
					continue
				case "1":
					p.Givens[i] = 1
				case "2":
					p.Givens[i] = 0
				default:
					return nil, t.Errorf("want 1, 2 or - (janko.at's Binairo writes its two digits as 1 and 2, '-' an empty cell)")
				}
				p.GivenPos[i] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// ParseJankoSolution reads a solution in the dataset's form: "ROWS COLS",
// then ROWS rows of COLS tokens 1 or 2.
func ParseJankoSolution(data []byte) (*Solution, error) {
	sc := janko.NewScanner(data)
	head := sc.Peek()
	hd, err := sc.Header(2, 2)
	if err != nil {
		return nil, err
	}
	rows, cols := hd[0], hd[1]
	if rows > MaxSide || cols > MaxSide {
		return nil, head[0].Errorf("grid %dx%d is too large (sides at most %d)", rows, cols, MaxSide)
	}
	grid, err := sc.Rows(rows, cols, "solution")
	if err != nil {
		return nil, err
	}
	s := &Solution{Rows: rows, Cols: cols, Grid: make([]int, 0, rows*cols)}
	for _, row := range grid {
		for _, t := range row {
			switch t.Text {
			case "1":
				s.Grid = append(s.Grid, 1)
			case "2":
				s.Grid = append(s.Grid, 0)
			default:
				return nil, t.Errorf("want 1 or 2")
			}
		}
	}
	return s, nil
}

// ---- text grids ----

// ParseText reads grids of rows of cells '0', '1', and '.', '-' or '_'
// for an empty cell (blanks between cells are ignored), every row as long
// as the first. Grids are separated by blank or '#' lines. A line
// "distinct" before a grid's rows sets the rule that no two rows and no
// two columns are equal.
func ParseText(data []byte) ([]*Puzzle, error) {
	ls := lines(data)
	var out []*Puzzle
	var p *Puzzle
	distinct := false
	var rows [][]int
	var rowPos []map[int]Pos
	start := 0
	flush := func() {
		if rows == nil {
			return
		}
		cols := len(rows[0])
		p = newPuzzle(len(rows), cols)
		p.Distinct = distinct
		p.Pos = Pos{Line: start, Col: 1}
		p.GivenPos = map[int]Pos{}
		for r, row := range rows {
			for c, v := range row {
				p.Givens[r*cols+c] = v
				if v != Empty {
					p.GivenPos[r*cols+c] = rowPos[r][c]
				}
			}
		}
		out = append(out, p)
		rows, rowPos, distinct = nil, nil, false
	}
	for n, l := range ls {
		if isBlankOrComment(l) {
			flush()
			continue
		}
		t := strings.TrimSpace(l)
		if strings.EqualFold(t, "distinct") {
			if rows != nil || distinct {
				return nil, srcpos.Errorf(n+1, strings.Index(l, t)+1, t, "\"distinct\" goes before a grid's rows, once")
			}
			distinct = true
			start = n + 1
			continue
		}
		var row []int
		pos := map[int]Pos{}
		for i := 0; i < len(l); i++ {
			ch := l[i]
			switch ch {
			case ' ', '\t':
				continue
			case '.', '-', '_':
				row = append(row, Empty)
			case '0', '1':
				pos[len(row)] = Pos{Line: n + 1, Col: i + 1, Text: string(ch)}
				row = append(row, int(ch-'0'))
			default:
				return nil, srcpos.Errorf(n+1, i+1, string(rune(ch)), "want 0, 1, or '.' for an empty cell")
			}
			if len(row) > MaxSide {
				return nil, srcpos.Errorf(n+1, i+1, "", "row too long: a grid has at most %d columns", MaxSide)
			}
		}
		if rows == nil {
			if !distinct {
				start = n + 1
			}
		} else if len(row) != len(rows[0]) {
			return nil, srcpos.Errorf(n+1, 1, clip(t), "row %d has %d cells, want %d (as many as the first row)", len(rows), len(row), len(rows[0]))
		}
		if len(rows) == MaxSide {
			return nil, srcpos.Errorf(n+1, 1, clip(t), "too many rows: a grid has at most %d", MaxSide)
		}
		rows = append(rows, row)
		rowPos = append(rowPos, pos)
	}
	if distinct && rows == nil {
		return nil, srcpos.Errorf(start, 1, "distinct", "\"distinct\" without a grid after it")
	}
	flush()
	return out, nil
}
