package hitori

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
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

var formatNames = enum.New[Format]("hitori input format", "auto", "tatham", "text", "json", "puzzlink", "janko")

func (f Format) String() string { return formatNames.String(f) }

// puzzLinkGenre is puzz.link's name of the genre; the body (pzprjs'
// decodeHitori, not the Number16 list of package puzzlink) is read here.
var puzzLinkGenre = puzzlink.Genre{Name: "hitori"}

// Detect guesses the format of data from its first lines: '{' or '[' is
// JSON; a puzz.link URL of kind hitori is puzzlink; "PARAMS:DESC" with
// Singles parameters (5x5, 8x8de, 6) is tatham; a line of two numbers
// ROWS COLS followed by ROWS rows of COLS tokens is janko; anything else
// is a text grid.
func Detect(data []byte) Format {
	fl := puzzle.FirstLines(data, 2)
	line, next := fl[0], fl[1]
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
	q := line
	if i := strings.IndexByte(line, '?'); i >= 0 {
		q = line[i+1:]
	}
	q = q[paramsEnd(q, 0):]
	k, _, ok := strings.Cut(q, "/")
	return ok && puzzLinkGenre.Is(k)
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
	return puzzle.Found(ps, err, "hitori", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// ---- janko.at grids ----

// ParseJanko reads janko.at grids as the PuzzleKit dataset stores them:
// a line "ROWS COLS", then ROWS rows of COLS tokens (numbers; '-' a cell
// without one). A solution grid may follow (ROWS rows of 'x' shaded and
// '-' unshaded, the dataset's solution form): it becomes the puzzle's
// reference. Several puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	return fromGrids(grids.ParseJanko(data))
}

// ---- Tatham's Singles game IDs ----

// parseParams reads Singles' parameter string: "W", "WxH", optionally
// followed by "d" and a difficulty letter ("5x5de", "8x8dk").
func parseParams(s string, line, col int) (w, h int, err error) {
	bad := func(i int, format string, args ...any) (int, int, error) {
		return 0, 0, srcpos.Errorf(line, col+i, numgrid.Clip(s[i:]), format, args...)
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
		return bad(0, "want Singles parameters such as 5x5 or 8x8de before ':'")
	}
	h = w
	if i < len(s) && s[i] == 'x' {
		if h, i = num(i + 1); h < 1 {
			return bad(i, "want the height after 'x'")
		}
	}
	if i < len(s) && s[i] == 'd' && i+1 < len(s) {
		i += 2 // Singles' difficulty (e easy, k tricky), ignored as Singles ignores it reading an ID
	}
	if i != len(s) {
		return bad(i, "unexpected %q in Singles parameters (want WxH, optionally dE or dK)", s[i:])
	}
	return w, h, nil
}

// ParseTatham reads Singles game IDs, one per line: "WxH:DESC", DESC
// one character a cell, row by row (Singles' n2c: 1-9, a-z for 10-35,
// A-Z for 36-61), every number between 1 and max(W,H), as Singles'
// unpick_desc requires.
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range numgrid.Lines(data) {
		if numgrid.Blank(l) {
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
		return nil, srcpos.Errorf(line, start+1, numgrid.Clip(t), "want a Singles game ID WxH:DESC")
	}
	w, h, err := parseParams(pr, line, start+1)
	if err != nil {
		return nil, err
	}
	if w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, start+1, pr, "a %dx%d grid is too large (each side at most %d)", w, h, MaxSide)
	}
	at := start + len(pr) + 2
	if len(desc) != w*h {
		return nil, srcpos.Errorf(line, at, numgrid.Clip(desc), "the description has %d characters, want %d (one per cell of %dx%d)", len(desc), w*h, w, h)
	}
	o := max(w, h)
	p := newPuzzle(h, w)
	p.Name = t
	p.Pos = Pos{Line: line, Col: start + 1, Text: pr}
	for i := 0; i < len(desc); i++ {
		v := numgrid.CharNumber(desc[i])
		if v < 1 || v > o {
			return nil, srcpos.Errorf(line, at+i, desc[i:i+1], "want a number 1 to %d (1-9, then a-z, A-Z)", o)
		}
		p.Nums[i] = v
	}
	return p, nil
}

// ---- puzz.link URLs ----

// paramsEnd skips pzprjs' "NAME=VALUE&" pairs at q[i:].
func paramsEnd(q string, i int) int {
	word := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
	}
	for {
		j := i
		for j < len(q) && word(q[j]) {
			j++
		}
		if j == i || j >= len(q) || q[j] != '=' {
			return i
		}
		k := j + 1
		for k < len(q) && word(q[k]) {
			k++
		}
		if k == j+1 || k >= len(q) || q[k] != '&' {
			return i
		}
		i = k + 1
	}
}

// ParsePuzzLink reads puzz.link URLs, one per line
// ("https://puzz.link/p?hitori/COLS/ROWS/BODY"), with pzprjs' hitori body
// (decodeHitori in src/variety/hitori.js): a cell is one base-36
// character 1-9, a-z (1-35), '-' and two base-36 characters (36-1295),
// or '.' for a cell without a number. pzprjs' '%' and '@' (a number of
// unknown value) and 0 are refused, and so is text after the last cell.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range numgrid.Lines(data) {
		if numgrid.Blank(l) {
			continue
		}
		p, err := parsePuzzLinkLine(l, n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func base36(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	}
	return -1
}

func parsePuzzLinkLine(l string, line int) (*Puzzle, error) {
	start := len(l) - len(strings.TrimLeft(l, " \t"))
	l = strings.TrimRight(l, " \t")
	i := start
	if q := strings.IndexByte(l, '?'); q >= 0 {
		i = q + 1
	}
	i = paramsEnd(l, i)
	errAt := func(at int, text, format string, args ...any) error {
		return srcpos.Errorf(line, at+1, numgrid.Clip(text), format, args...)
	}
	segs := strings.Split(l[i:], "/")
	if !puzzLinkGenre.Is(segs[0]) {
		return nil, errAt(i, segs[0], "a %q URL, not a hitori (want https://puzz.link/p?hitori/COLS/ROWS/BODY)", segs[0])
	}
	at := i + len(segs[0]) + 1
	segs = segs[1:]
	if len(segs) < 2 {
		return nil, errAt(min(at, len(l)), l[min(at, len(l)):], "want COLS/ROWS/BODY after the kind")
	}
	cols, err1 := strconv.Atoi(segs[0])
	rows, err2 := strconv.Atoi(segs[1])
	if err1 != nil || err2 != nil || cols < 1 || rows < 1 || len(segs[0]) > 4 || len(segs[1]) > 4 {
		return nil, errAt(at, segs[0]+"/"+segs[1], "want the size COLS/ROWS as numbers")
	}
	if cols > MaxSide || rows > MaxSide {
		return nil, errAt(at, segs[0]+"/"+segs[1], "a %dx%d grid is too large (each side at most %d)", rows, cols, MaxSide)
	}
	p := newPuzzle(rows, cols)
	p.Name = strings.TrimSpace(l)
	p.Pos = Pos{Line: line, Col: i + 1, Text: segs[0]}
	at += len(segs[0]) + len(segs[1]) + 2
	body := strings.Join(segs[2:], "/")
	body = strings.TrimSuffix(body, "/") // pzprjs' trailing '/' after a '.'
	cell := 0
	for k := 0; k < len(body); k++ {
		if cell >= rows*cols {
			return nil, errAt(at+k, body[k:], "text after the last of the %d cells", rows*cols)
		}
		ch := body[k]
		v := 0
		switch {
		case base36(ch) >= 0:
			v = base36(ch)
		case ch == '-':
			if k+2 >= len(body) || base36(body[k+1]) < 0 || base36(body[k+2]) < 0 {
				return nil, errAt(at+k, body[k:min(k+3, len(body))], "want two base-36 digits after '-'")
			}
			v = base36(body[k+1])*36 + base36(body[k+2])
			k += 2
		case ch == '.':
			cell++
			continue
		case ch == '%' || ch == '@':
			return nil, errAt(at+k, body[k:k+1], "a number of unknown value means nothing in a hitori")
		default:
			return nil, errAt(at+k, body[k:k+1], "unexpected %q in the URL's body", string(ch))
		}
		if v < 1 {
			return nil, errAt(at+k, body[k:k+1], "a hitori number is at least 1")
		}
		p.Nums[cell] = v
		cell++
	}
	return p, nil
}

// ---- text grids ----

// ParseText reads text grids: puzzles separated by blank lines, a row a
// line, either blank-separated tokens (numbers; '-' or '.' a cell without
// one) or one character a cell (Singles' characters: 1-9, a-z for 10-35,
// A-Z for 36-61; '.' or '-' a cell without a number). Every row of a
// puzzle has the same number of cells.
func ParseText(data []byte) ([]*Puzzle, error) {
	return fromGrids(grids.ParseText(data))
}

// ---- JSON ----

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return fromGrids(grids.ParseJSON(data))
}

// JSONPuzzle is a puzzle in JSON, the input form; the JSON output
// (JSONOutput) has the same fields and reads back.
type JSONPuzzle = numgrid.JSONPuzzle

// grids reads the janko, text and JSON forms (package numgrid).
var grids = numgrid.Limits{Kind: "hitori", MaxSide: MaxSide, MaxNumber: MaxNumber}

// fromGrids turns grids as read into puzzles.
func fromGrids(gs []numgrid.Grid, err error) ([]*Puzzle, error) {
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, len(gs))
	for i, g := range gs {
		p := &Puzzle{Rows: g.Rows, Cols: g.Cols, Nums: g.Nums, Name: g.Name, Pos: Pos{Line: g.Line, Col: g.Col, Text: g.Text}}
		if g.Shaded != nil {
			p.ref = &Solution{Rows: g.Rows, Cols: g.Cols, Shaded: g.Shaded}
		}
		out[i] = p
	}
	return out, nil
}
