package kurodoko

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/enum"
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

var formatNames = enum.New[Format]("kurodoko input format", "auto", "tatham", "text", "json", "puzzlink", "janko")

func (f Format) String() string { return formatNames.String(f) }

// puzzLinkGenre is puzz.link's name of the genre (pzprjs' kurodoko, whose
// body is the Number16 list of package puzzlink).
var puzzLinkGenre = puzzlink.Genre{Name: "kurodoko"}

// Detect guesses the format of data from its first lines: '{' or '[' is
// JSON; a puzz.link URL of kind kurodoko is puzzlink; "WxH:DESC" with
// Range parameters (9x6) is tatham; a line of two numbers
// ROWS COLS followed by ROWS rows of COLS tokens is janko; anything else
// is a text grid.
func Detect(data []byte) Format {
	line, next := firstLines(data)
	switch {
	case line == "":
		return FormatText
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
	case looksPuzzLink(line):
		return FormatPuzzLink
	case looksTatham(line):
		return FormatTatham
	case looksJanko(line, next):
		return FormatJanko
	}
	return FormatText
}

// firstLines are the first line of data that is neither blank nor a '#'
// comment, trimmed, and the one after it (trimmed; "" at the end).
func firstLines(data []byte) (string, string) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var got []string
	for len(data) > 0 && len(got) < 2 {
		var l []byte
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			l, data = data[:i], data[i+1:]
		} else {
			l, data = data, nil
		}
		t := strings.TrimSpace(string(l))
		if t != "" && t[0] != '#' {
			got = append(got, t)
		}
	}
	for len(got) < 2 {
		got = append(got, "")
	}
	return got[0], got[1]
}

func looksTatham(line string) bool {
	pr, desc, ok := strings.Cut(line, ":")
	if !ok || pr == "" || desc == "" || pr[0] < '0' || pr[0] > '9' {
		return false
	}
	_, _, err := parseParams(pr, 1, 1)
	return err == nil
}

// looksJanko: a header of two numbers, and a next line of COLS tokens.
func looksJanko(line, next string) bool {
	fs := strings.Fields(line)
	if len(fs) != 2 {
		return false
	}
	a, err1 := strconv.Atoi(fs[0])
	b, err2 := strconv.Atoi(fs[1])
	return err1 == nil && err2 == nil && a > 0 && b > 0 && len(strings.Fields(next)) == b
}

func looksPuzzLink(line string) bool {
	return puzzLinkGenre.Is(puzzlink.URLKind(line)) && puzzlink.URLKind(line) != ""
}

// Parse reads every puzzle of data in format f (FormatAuto: detected),
// validated. Errors are *srcpos.Error values carrying name and data.
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
	case FormatPuzzLink:
		ps, err = ParsePuzzLink(data)
	case FormatJanko:
		ps, err = ParseJanko(data)
	default:
		ps, err = ParseText(data)
	}
	return puzzle.Found(ps, err, "kurodoko", func(p *Puzzle) {
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

// numberToken reads a grid token: a number 1..MaxNumber, or "-", "." or
// "0" for a cell without a number (0).
func numberToken(t janko.Token) (int, error) {
	switch t.Text {
	case "-", ".", "0":
		return 0, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < 1 || v > MaxNumber {
		return 0, t.Errorf("want a number 1 to %d, or '-' for a cell without one", MaxNumber)
	}
	return v, nil
}

// ---- janko.at grids ----

// ParseJanko reads janko.at grids as the PuzzleKit dataset stores them:
// a line "ROWS COLS", then ROWS rows of COLS tokens (numbers; '-' a cell
// without one). A solution grid may follow (ROWS rows of 'x' shaded and
// '-' unshaded, the dataset's solution form): it becomes the puzzle's
// reference. Several puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		hl := sc.Peek()
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		rows, cols := head[0], head[1]
		if rows > MaxSide || cols > MaxSide {
			return nil, hl[0].Errorf("a %dx%d grid is too large (each side at most %d)", rows, cols, MaxSide)
		}
		grid, err := sc.Rows(rows, cols, "grid")
		if err != nil {
			return nil, err
		}
		p := newPuzzle(rows, cols)
		p.Pos = Pos{Line: hl[0].Line, Col: hl[0].Col, Text: hl[0].Text}
		for r, row := range grid {
			for c, t := range row {
				if p.Nums[r*cols+c], err = numberToken(t); err != nil {
					return nil, err
				}
			}
		}
		if sc.NextIsRow(cols) && isShadeRow(sc.Peek()) {
			sol, err := sc.Rows(rows, cols, "solution grid")
			if err != nil {
				return nil, err
			}
			s := &Solution{Rows: rows, Cols: cols, Shaded: make([]bool, rows*cols)}
			for r, row := range sol {
				for c, t := range row {
					switch t.Text {
					case "x", "X", "#":
						s.Shaded[r*cols+c] = true
					case "-", ".", "o":
					default:
						return nil, t.Errorf("a solution grid holds 'x' (shaded) and '-' (unshaded)")
					}
				}
			}
			p.ref = s
		}
		out = append(out, p)
	}
	return out, nil
}

// isShadeRow: a line of a janko solution grid ('x' and '-' only, at
// least one 'x' or a line that cannot be a header).
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

// ---- Tatham's Range game IDs ----

// parseParams reads Range's parameter string "WxH" (range.c,
// decode_params; a lone "W" is a square).
func parseParams(s string, line, col int) (w, h int, err error) {
	bad := func(i int, format string, args ...any) (int, int, error) {
		return 0, 0, srcpos.Errorf(line, col+i, clip(s[i:]), format, args...)
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
		return bad(0, "want Range parameters such as 9x6 before ':'")
	}
	h = w
	if i < len(s) && s[i] == 'x' {
		if h, i = num(i + 1); h < 1 {
			return bad(i, "want the height after 'x'")
		}
	}
	if i != len(s) {
		return bad(i, "unexpected %q in Range parameters (want WxH)", s[i:])
	}
	return w, h, nil
}

// singlesNumber is a one-character cell of a text grid: 0-9, a-z for
// 10-35, A-Z for 36-61.
func singlesNumber(c byte) int {
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

// singlesChar is the one-character form of n (ok false: not writable).
func singlesChar(n int) (byte, bool) {
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

// ParseTatham reads Range game IDs, one per line: "WxH:DESC", DESC the
// cells row by row (range.c, validate_desc): a letter a-z a run of 1-26
// cells without a number, a decimal number a numbered cell, '_' between
// two numbers that follow one another.
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range lines(data) {
		if isBlankOrComment(l) {
			continue
		}
		p, err := parseTathamID(l, n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func parseTathamID(l string, line int) (*Puzzle, error) {
	start := len(l) - len(strings.TrimLeft(l, " \t"))
	t := strings.TrimSpace(l)
	pr, desc, ok := strings.Cut(t, ":")
	if !ok {
		return nil, srcpos.Errorf(line, start+1, clip(t), "want a Range game ID WxH:DESC")
	}
	w, h, err := parseParams(pr, line, start+1)
	if err != nil {
		return nil, err
	}
	if w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, start+1, pr, "a %dx%d grid is too large (each side at most %d)", w, h, MaxSide)
	}
	at := start + len(pr) + 2
	p := newPuzzle(h, w)
	p.Name = t
	p.Pos = Pos{Line: line, Col: start + 1, Text: pr}
	n := w * h
	cell := 0
	for i := 0; i < len(desc); {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			k := int(ch-'a') + 1
			if cell+k > n {
				return nil, srcpos.Errorf(line, at+i, desc[i:i+1], "a run of %d empty cells passes the last of the %d cells", k, n)
			}
			cell += k
			i++
		case ch == '_':
			i++
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(desc) && desc[j] >= '0' && desc[j] <= '9' {
				j++
			}
			v, err := strconv.Atoi(desc[i:j])
			if err != nil || j-i > 5 || v < 1 || v > MaxNumber {
				return nil, srcpos.Errorf(line, at+i, clip(desc[i:j]), "want a number 1 to %d", MaxNumber)
			}
			if cell >= n {
				return nil, srcpos.Errorf(line, at+i, clip(desc[i:j]), "a number after the last of the %d cells", n)
			}
			p.Nums[cell] = v
			cell++
			i = j
		default:
			return nil, srcpos.Errorf(line, at+i, desc[i:i+1], "unexpected %q in a Range description (want a-z, numbers, '_')", string(ch))
		}
	}
	if cell != n {
		return nil, srcpos.Errorf(line, at+len(desc)-1, clip(desc[max(0, len(desc)-1):]), "the description covers %d cells, want %d (%dx%d)", cell, n, w, h)
	}
	return p, nil
}

// ---- puzz.link URLs ----

// ParsePuzzLink reads puzz.link URLs, one per line
// ("https://puzz.link/p?kurodoko/COLS/ROWS/BODY"), whose body is pzprjs'
// Number16 cell list (src/variety/kurodoko.js: decodeNumber16), read by
// package puzzlink. A clue of unknown value ('.') and 0 are refused.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	gs, err := puzzlink.ParseAll(data)
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, g := range gs {
		if !puzzLinkGenre.Is(g.Kind) {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "a %q URL, not a kurodoko (want https://puzz.link/p?kurodoko/COLS/ROWS/BODY)", g.Kind)
		}
		if g.Rows > MaxSide || g.Cols > MaxSide {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "a %dx%d grid is too large (each side at most %d)", g.Rows, g.Cols, MaxSide)
		}
		p := newPuzzle(g.Rows, g.Cols)
		p.Pos = Pos{Line: g.Line, Col: g.KindCol, Text: g.Kind}
		for i, v := range g.Cells {
			switch {
			case v == puzzlink.Empty:
			case v == puzzlink.Unknown:
				return nil, srcpos.Errorf(g.Line, g.Col(i), ".", "a number of unknown value ('.') is not supported in a kurodoko")
			case v < 1 || v > MaxNumber:
				return nil, srcpos.Errorf(g.Line, g.Col(i), strconv.Itoa(v), "a kurodoko number is 1 to %d", MaxNumber)
			default:
				p.Nums[i] = v
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// ---- text grids ----

// ParseText reads text grids: puzzles separated by blank lines, a row a
// line, either blank-separated tokens (numbers; '-' or '.' a cell without
// one) or one character a cell (Singles' characters: 1-9, a-z for 10-35,
// A-Z for 36-61; '.' or '-' a cell without a number). Every row of a
// puzzle has the same number of cells.
func ParseText(data []byte) ([]*Puzzle, error) {
	ls := lines(data)
	var out []*Puzzle
	for n := 0; n < len(ls); {
		if isBlankOrComment(ls[n]) {
			n++
			continue
		}
		first := n
		var rows [][]int
		for ; n < len(ls) && !isBlankOrComment(ls[n]); n++ {
			if len(rows) >= MaxSide {
				return nil, srcpos.Errorf(n+1, 1, clip(strings.TrimSpace(ls[n])), "a grid of more than %d rows", MaxSide)
			}
			row, err := textRow(ls[n], n+1)
			if err != nil {
				return nil, err
			}
			if len(rows) > 0 && len(row) != len(rows[0]) {
				return nil, srcpos.Errorf(n+1, 1, clip(strings.TrimSpace(ls[n])), "this row has %d cells, the first %d", len(row), len(rows[0]))
			}
			rows = append(rows, row)
		}
		p := newPuzzle(len(rows), len(rows[0]))
		for r, row := range rows {
			copy(p.Nums[r*p.Cols:], row)
		}
		t := strings.TrimSpace(ls[first])
		p.Pos = Pos{Line: first + 1, Col: 1, Text: clip(t)}
		out = append(out, p)
	}
	return out, nil
}

func textRow(l string, line int) ([]int, error) {
	if strings.ContainsAny(strings.TrimSpace(l), " \t") {
		ts := janko.Tokens(l, line)
		if len(ts) > MaxSide {
			return nil, ts[MaxSide].Errorf("a row of more than %d cells", MaxSide)
		}
		row := make([]int, len(ts))
		for i, t := range ts {
			v, err := numberToken(t)
			if err != nil {
				return nil, err
			}
			row[i] = v
		}
		return row, nil
	}
	start := len(l) - len(strings.TrimLeft(l, " \t"))
	t := strings.TrimSpace(l)
	if len(t) > MaxSide {
		return nil, srcpos.Errorf(line, start+MaxSide+1, clip(t[MaxSide:]), "a row of more than %d cells", MaxSide)
	}
	row := make([]int, len(t))
	for i := 0; i < len(t); i++ {
		if t[i] == '.' || t[i] == '-' {
			continue
		}
		v := singlesNumber(t[i])
		if v < 1 {
			return nil, srcpos.Errorf(line, start+i+1, t[i:i+1], "want a number (1-9, a-z for 10-35, A-Z for 36-61) or '.' for a cell without one")
		}
		row[i] = v
	}
	return row, nil
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON, the input form; the JSON output
// (JSONOutput) has the same fields and reads back.
type JSONPuzzle struct {
	Puzzle string `json:"puzzle,omitempty"`
	Name   string `json:"name,omitempty"`
	Rows   int    `json:"rows"`
	Cols   int    `json:"cols"`
	// Numbers are the grid's rows, 0 for a cell without a number.
	Numbers [][]int `json:"numbers"`
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

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, jsonPuzzle)
}

// jsonPuzzle reads one object found at offset base of the input.
func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var in jsonIn
	if err := d.Strict(raw, base, &in); err != nil {
		return nil, err
	}
	bad := func(format string, args ...any) error { return d.Errorf(base, "{", format, args...) }
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "kurodoko"); err != nil {
		return nil, err
	}
	if in.Numbers == nil {
		return nil, bad("want \"numbers\": the grid's rows, 0 for a cell without a number")
	}
	rows, cols := in.Rows, in.Cols
	if rows == 0 {
		rows = len(in.Numbers)
	}
	if cols == 0 && len(in.Numbers) > 0 {
		cols = len(in.Numbers[0])
	}
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, bad("a %dx%d grid: each side is 1 to %d", rows, cols, MaxSide)
	}
	if len(in.Numbers) != rows {
		return nil, bad("numbers has %d rows, want %d", len(in.Numbers), rows)
	}
	p := newPuzzle(rows, cols)
	p.Name = in.Name
	line, col := d.Pos(base)
	p.Pos = Pos{Line: line, Col: col, Text: "{"}
	for r, row := range in.Numbers {
		if len(row) != cols {
			return nil, bad("row %d of numbers has %d cells, want %d", r, len(row), cols)
		}
		for c, v := range row {
			if v < 0 || v > MaxNumber {
				return nil, bad("cell (%d,%d) holds %d, want 1 to %d (0: no number)", r, c, v, MaxNumber)
			}
			p.Nums[r*cols+c] = v
		}
	}
	if in.Shaded != nil && in.Status != "unsat" && in.Status != "failed" && in.Status != "unknown" {
		s := &Solution{Rows: rows, Cols: cols, Shaded: make([]bool, rows*cols)}
		for _, cell := range *in.Shaded {
			if !p.inside(cell) {
				return nil, bad("shaded cell (%d,%d) is outside the %dx%d grid", cell[0], cell[1], rows, cols)
			}
			s.Shaded[cell[0]*cols+cell[1]] = true
		}
		p.ref = s
	}
	return p, nil
}
