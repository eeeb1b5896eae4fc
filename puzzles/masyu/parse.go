package masyu

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/format/textgrid"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

// The formats, in the order of detection.
const (
	FormatJSON Format = iota
	FormatPuzzLink
	FormatTatham
	FormatJanko
	FormatText
)

// Detect is the format data looks like: JSON ('{' or '['), a puzz.link
// mashu URL, a Pearl game ID ("8x8:..."), a janko header "ROWS COLS";
// anything else is a text grid.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case strings.HasPrefix(line, "{") || strings.HasPrefix(line, "["):
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

func looksJanko(line string) bool {
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

// Parse reads every puzzle of data in format f; name names them.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
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
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
	}
	return ps, nil
}

// jankoToken reads one janko cell: "w" or "1" white, "b" or "2" black
// (the dataset writes both), "-" or "." none.
func jankoToken(t string) (int, bool) {
	switch t {
	case "-", ".", "0":
		return Empty, true
	case "w", "W", "1":
		return White, true
	case "b", "B", "2":
		return Black, true
	}
	return 0, false
}

// textChar reads one text cell: 'w', 'W' or 'o' white, 'b', 'B' or '*'
// black, '.' or '-' none.
func textChar(ch byte) (int, bool) {
	switch ch {
	case '.', '-':
		return Empty, true
	case 'w', 'W', 'o', 'O':
		return White, true
	case 'b', 'B', '*':
		return Black, true
	}
	return 0, false
}

// ParseJanko reads the plain grid form of the PuzzleKit dataset: a
// header "ROWS COLS", then ROWS rows of COLS tokens ("w" or "1" a white
// pearl, "b" or "2" a black one, "-" none). Several grids may follow one
// another.
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
		p.PearlPos = map[int]Pos{}
		for r, row := range rows {
			for c, t := range row {
				v, ok := jankoToken(t.Text)
				if !ok {
					return nil, t.Errorf("want a pearl w or b (1 or 2), or '-' for none")
				}
				i := r*p.Cols + c
				p.Pearls[i] = v
				if v != Empty {
					p.PearlPos[i] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
				}
			}
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no janko grid in the input")
	}
	return out, nil
}

// ParseText reads text grids (format/textgrid): rows of characters ('w',
// 'W' or 'o' a white pearl, 'b', 'B' or '*' a black one, '.' or '-'
// none; blanks between them are ignored), all rows of one grid equally
// long; grids are separated by blank lines, and lines starting with '#'
// are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	grids, err := textgrid.Read(data, textgrid.Options{Max: MaxSide, Want: "a pearl w or b, or '.' for none",
		Cell: func(t string) bool { _, ok := textChar(t[0]); return ok }})
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, g := range grids {
		p := NewPuzzle(g.Rows(), g.Cols())
		p.Pos = Pos{Line: g.Line, Col: g.Col, Text: g.Text}
		if p.Rows < 2 || p.Cols < 2 {
			return nil, p.puzzleErr("grid %dx%d is too small (at least 2 a side)", p.Rows, p.Cols)
		}
		p.PearlPos = map[int]Pos{}
		for r, row := range g.Cells {
			for c, t := range row {
				v, _ := textChar(t.Text[0])
				p.Pearls[r*p.Cols+c] = v
				if v != Empty {
					p.PearlPos[r*p.Cols+c] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
				}
			}
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no grid in the input")
	}
	return out, nil
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON: its size and its rows as text ("w" a
// white pearl, "b" a black one, "." none). The JSON output (JSONOutput)
// has the same fields and reads back; its "loop" is then the puzzle's
// reference solution.
type JSONPuzzle struct {
	Puzzle string   `json:"puzzle,omitempty"`
	Name   string   `json:"name,omitempty"`
	Rows   int      `json:"rows"`
	Cols   int      `json:"cols"`
	Pearls []string `json:"pearls"`
}

type jsonIn struct {
	JSONPuzzle
	Status  json.RawMessage `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Loop    [][2]int        `json:"loop"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	out, err := jsonpos.Read(data, jsonPuzzle)
	if err == nil && len(out) == 0 {
		err = srcpos.Errorf(1, 1, "", "no JSON puzzle in the input")
	}
	return out, err
}

func jsonPuzzle(d *jsonpos.Doc, raw []byte, off int) (*Puzzle, error) {
	line, col := d.Pos(off)
	if len(raw) == 0 || raw[0] != '{' {
		return nil, d.Errorf(off, "", "want a JSON object with rows, cols and pearls")
	}
	var in jsonIn
	if err := d.Strict(raw, off, &in); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, off, "masyu"); err != nil {
		return nil, err
	}
	if in.Rows < 2 || in.Cols < 2 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, d.Errorf(d.At(off, "rows"), "", "rows and cols are 2 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.Pearls) != in.Rows {
		return nil, d.Errorf(d.At(off, "pearls"), "", "pearls has %d rows, want %d", len(in.Pearls), in.Rows)
	}
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col}
	p.PearlPos = map[int]Pos{}
	for r, row := range in.Pearls {
		at := d.At(off, "pearls["+strconv.Itoa(r)+"]")
		if len(row) != in.Cols {
			return nil, d.Errorf(at, row, "pearl row %d has %d cells, want %d", r, len(row), in.Cols)
		}
		for c := 0; c < len(row); c++ {
			v, ok := textChar(row[c])
			if !ok {
				return nil, d.Errorf(at, row, "pearl row %d: want w, b or '.', not %q", r, row[c:c+1])
			}
			p.Pearls[r*p.Cols+c] = v
		}
	}
	if in.Loop != nil {
		s, err := loopSolution(p, in.Loop)
		if err != nil {
			return nil, d.Errorf(d.At(off, "loop"), "", "loop: %v", err)
		}
		p.ref = s
	}
	return p, nil
}

// loopSolution reads a loop given as its cells in order.
func loopSolution(p *Puzzle, pts [][2]int) (*Solution, error) {
	s := NewSolution(p.Rows, p.Cols)
	if len(pts) > p.Rows*p.Cols {
		return nil, fmt.Errorf("%d cells, the grid has %d", len(pts), p.Rows*p.Cols)
	}
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		e, ok := p.EdgeBetween(a, b)
		if !ok {
			return nil, fmt.Errorf("cells %v and %v are not neighbours on the grid", a, b)
		}
		if s.Edge(e) {
			return nil, fmt.Errorf("the edge %v-%v twice", a, b)
		}
		s.SetEdge(e, true)
	}
	return s, nil
}

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Puzzle: "masyu", Rows: p.Rows, Cols: p.Cols}
	for r := 0; r < p.Rows; r++ {
		b := make([]byte, p.Cols)
		for c := range b {
			b[c] = pearlChar(p.At(r, c))
		}
		jp.Pearls = append(jp.Pearls, string(b))
	}
	return jp
}
