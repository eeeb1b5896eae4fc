package kurodoko

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

// ---- janko.at grids ----

// ParseJanko reads janko.at grids as the PuzzleKit dataset stores them:
// a line "ROWS COLS", then ROWS rows of COLS tokens (numbers; '-' a cell
// without one). A solution grid may follow (ROWS rows of 'x' shaded and
// '-' unshaded, the dataset's solution form): it becomes the puzzle's
// reference. Several puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	return fromGrids(grids.ParseJanko(data))
}

// ---- Tatham's Range game IDs ----

// parseParams reads Range's parameter string "WxH" (range.c,
// decode_params; a lone "W" is a square).
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

// ParseTatham reads Range game IDs, one per line: "WxH:DESC", DESC the
// cells row by row (range.c, validate_desc): a letter a-z a run of 1-26
// cells without a number, a decimal number a numbered cell, '_' between
// two numbers that follow one another.
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
		return nil, srcpos.Errorf(line, start+1, numgrid.Clip(t), "want a Range game ID WxH:DESC")
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
				return nil, srcpos.Errorf(line, at+i, numgrid.Clip(desc[i:j]), "want a number 1 to %d", MaxNumber)
			}
			if cell >= n {
				return nil, srcpos.Errorf(line, at+i, numgrid.Clip(desc[i:j]), "a number after the last of the %d cells", n)
			}
			p.Nums[cell] = v
			cell++
			i = j
		default:
			return nil, srcpos.Errorf(line, at+i, desc[i:i+1], "unexpected %q in a Range description (want a-z, numbers, '_')", string(ch))
		}
	}
	if cell != n {
		return nil, srcpos.Errorf(line, at+len(desc)-1, numgrid.Clip(desc[max(0, len(desc)-1):]), "the description covers %d cells, want %d (%dx%d)", cell, n, w, h)
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
var grids = numgrid.Limits{Kind: "kurodoko", MaxSide: MaxSide, MaxNumber: MaxNumber}

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
