package nurikabe

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

// puzzLinkGenre is pzprjs' Nurikabe.
var puzzLinkGenre = puzzlink.Genre{Name: "nurikabe"}

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' JSON; a puzz.link nurikabe URL;
// "ROWS COLS" a janko grid; anything else a text grid.
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
	f := strings.Fields(line)
	if len(f) != 2 {
		return false
	}
	for _, x := range f {
		if _, err := strconv.Atoi(x); err != nil {
			return false
		}
	}
	return true
}

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
	return puzzle.Found(ps, err, "nurikabe", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// cellToken reads one janko token: "-" or "." empty, "?" an unknown
// number, a number 1 or more.
func cellToken(t janko.Token) (int, error) {
	switch t.Text {
	case "-", ".":
		return Empty, nil
	case "?":
		return Unknown, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < 1 || v > MaxSide*MaxSide {
		return 0, t.Errorf("want a number 1 or more, - (empty) or ? (unknown number)")
	}
	return v, nil
}

// ParseJanko reads janko.at grids as the PuzzleKit dataset stores them:
// "ROWS COLS", then ROWS lines of COLS tokens (- empty, a number, ?),
// puzzle after puzzle. A solution grid may follow a puzzle (x shaded, -
// unshaded; PuzzleKit's solution form): it becomes the reference.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		R, C := head[0], head[1]
		if R > MaxSide || C > MaxSide {
			return nil, sc.Missing("grid %dx%d is too large (at most %d a side)", R, C, MaxSide)
		}
		rows, err := sc.Rows(R, C, "grid")
		if err != nil {
			return nil, err
		}
		p := NewPuzzle(R, C, make([]int, R*C))
		p.Pos = Pos{Line: rows[0][0].Line - 1, Col: 1}
		p.At = map[int]Pos{}
		for r, row := range rows {
			for c, t := range row {
				v, err := cellToken(t)
				if err != nil {
					return nil, err
				}
				p.Cells[r*C+c] = v
				if v != Empty {
					p.At[r*C+c] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
				}
			}
		}
		if sc.NextIsRow(C) && isSolutionRow(sc.Peek()) {
			srows, err := sc.Rows(R, C, "solution grid")
			if err != nil {
				return nil, err
			}
			sh := make([]bool, R*C)
			for r, row := range srows {
				for c, t := range row {
					switch t.Text {
					case "x", "X", "#":
						sh[r*C+c] = true
					case "-", ".":
					default:
						if _, err := strconv.Atoi(t.Text); err != nil {
							return nil, t.Errorf("a solution cell is x (shaded) or - (unshaded)")
						}
					}
				}
			}
			p.ref = solutionOf(R, C, sh)
		}
		out = append(out, p)
	}
	return out, nil
}

func isSolutionRow(ts []janko.Token) bool {
	for _, t := range ts {
		if t.Text == "x" || t.Text == "X" || t.Text == "#" {
			return true
		}
	}
	return false
}

// ParseText reads text grids: one character a cell, '.' or '-' empty,
// 1-9 and A-Z (10-35) numbers, '?' an unknown number; blank lines
// separate puzzles.
func ParseText(data []byte) ([]*Puzzle, error) {
	lines := strings.Split(string(data), "\n")
	var out []*Puzzle
	var cur *Puzzle
	finish := func() {
		if cur != nil {
			out = append(out, cur)
			cur = nil
		}
	}
	for n, l := range lines {
		l = strings.TrimRight(l, "\r \t")
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			finish()
			continue
		}
		if cur == nil {
			cur = &Puzzle{Cols: len(l), Pos: Pos{Line: n + 1, Col: 1}, At: map[int]Pos{}}
		}
		if len(l) != cur.Cols {
			return nil, srcpos.Errorf(n+1, 1, l, "row %d has %d cells, the first row %d", cur.Rows+1, len(l), cur.Cols)
		}
		if cur.Rows >= MaxSide || cur.Cols > MaxSide {
			return nil, srcpos.Errorf(n+1, 1, l, "the grid is too large (at most %d a side)", MaxSide)
		}
		for c := 0; c < len(l); c++ {
			ch := l[c]
			v := Empty
			switch {
			case ch == '.' || ch == '-':
			case ch == '?':
				v = Unknown
			case ch >= '1' && ch <= '9':
				v = int(ch - '0')
			case ch >= 'A' && ch <= 'Z':
				v = int(ch-'A') + 10
			default:
				return nil, srcpos.Errorf(n+1, c+1, string(ch), "want . (empty), 1-9 or A-Z (a number), ? (unknown number)")
			}
			if v != Empty {
				cur.At[cur.Rows*cur.Cols+c] = Pos{Line: n + 1, Col: c + 1, Text: string(ch)}
			}
			cur.Cells = append(cur.Cells, v)
		}
		cur.Rows++
	}
	finish()
	return out, nil
}

// ParsePuzzLink reads puzz.link nurikabe URLs, one a line: the body is
// pzprjs' decodeNumber16 ('.' an unknown number).
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	gs, err := puzzlink.ParseAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(gs))
	for _, g := range gs {
		if !puzzLinkGenre.Is(g.Kind) {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "a %s URL, not a nurikabe one", g.Kind)
		}
		if g.Rows > MaxSide || g.Cols > MaxSide {
			return nil, srcpos.Errorf(g.Line, g.KindCol, g.Kind, "grid %dx%d is too large (at most %d a side)", g.Cols, g.Rows, MaxSide)
		}
		p := NewPuzzle(g.Rows, g.Cols, make([]int, len(g.Cells)))
		p.Pos = Pos{Line: g.Line, Col: g.KindCol, Text: g.Kind}
		p.At = map[int]Pos{}
		for i, v := range g.Cells {
			switch {
			case v == puzzlink.Empty:
				p.Cells[i] = Empty
			case v == puzzlink.Unknown:
				p.Cells[i] = Unknown
			case v == 0:
				return nil, srcpos.Errorf(g.Line, g.Col(i), "0", "cell (%d,%d): a number is 1 or more", i/g.Cols, i%g.Cols)
			default:
				p.Cells[i] = v
			}
			if col := g.Col(i); col > 0 {
				p.At[i] = Pos{Line: g.Line, Col: col}
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// JSONPuzzle is the JSON form of a puzzle: its rows of numbers (0 empty,
// -1 unknown), and, read back from a JSON output, its shaded cells.
type JSONPuzzle struct {
	Puzzle string    `json:"puzzle,omitempty"`
	Name   string    `json:"name,omitempty"`
	Rows   int       `json:"rows"`
	Cols   int       `json:"cols"`
	Grid   [][]int   `json:"grid"`
	Shaded *[][2]int `json:"shaded,omitempty"`
	Status string    `json:"status,omitempty"`
	Error  string    `json:"error,omitempty"`
}

// ParseJSON reads JSON puzzles: objects (JSONPuzzle, or a JSON output)
// one after the other, or arrays of them.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, jsonPuzzle)
}

func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var jp JSONPuzzle
	if err := d.Decode(raw, base, &jp); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: jp.Puzzle, Error: jp.Error}, base, "nurikabe"); err != nil {
		return nil, err
	}
	if jp.Status == "error" {
		return nil, d.Errorf(base, "{", "an error record: %s", jp.Error)
	}
	if jp.Rows < 1 || jp.Cols < 1 || jp.Rows > MaxSide || jp.Cols > MaxSide {
		return nil, d.Errorf(base, "{", "grid %dx%d: want 1 to %d a side", jp.Rows, jp.Cols, MaxSide)
	}
	if len(jp.Grid) != jp.Rows {
		return nil, d.Errorf(base, "{", "grid has %d rows, want %d", len(jp.Grid), jp.Rows)
	}
	l, c := d.Pos(base)
	p := NewPuzzle(jp.Rows, jp.Cols, make([]int, 0, jp.Rows*jp.Cols))
	p.Name, p.Pos = jp.Name, Pos{Line: l, Col: c, Text: "{"}
	for r, row := range jp.Grid {
		if len(row) != jp.Cols {
			return nil, d.Errorf(base, "{", "grid row %d has %d cells, want %d", r, len(row), jp.Cols)
		}
		for _, v := range row {
			if v < Unknown {
				v = -2 // out of range: Validate says so
			}
			p.Cells = append(p.Cells, v)
		}
	}
	if jp.Shaded != nil {
		p.ref = &Solution{Rows: jp.Rows, Cols: jp.Cols, Shaded: *jp.Shaded}
		if _, err := p.ref.Mask(); err != nil {
			return nil, d.Errorf(base, "{", "shaded: %v", err)
		}
	}
	return p, nil
}
