package yajilin

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
	FormatJanko
	FormatText
	FormatPuzzLink
)

// Detect is the format data looks like: JSON ('{' or '['), a puzz.link
// yajilin URL, a janko header "ROWS COLS"; anything else is a text grid.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case strings.HasPrefix(line, "{") || strings.HasPrefix(line, "["):
		return FormatJSON
	case looksPuzzLink(line):
		return FormatPuzzLink
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
	case FormatJanko:
		ps, err = ParseJanko(data)
	case FormatPuzzLink:
		ps, err = ParsePuzzLink(data)
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

// ParseJanko reads the plain grid form of the PuzzleKit dataset: a
// header "ROWS COLS", then ROWS rows of COLS tokens ("-" a plain cell,
// "2s" an arrow clue: a number and n, s, w or e; "x" or "@" a clue cell
// without number). Several grids may follow one another.
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
		p.CellPos = map[int]Pos{}
		for r, row := range rows {
			for c, t := range row {
				v, ok := parseToken(t.Text)
				if !ok {
					return nil, t.Errorf("want an arrow clue such as 2s (a number and n, s, w or e), x for a clue cell without one, or '-' for a plain cell")
				}
				i := r*p.Cols + c
				p.Cells[i] = v
				if v.Clue {
					p.CellPos[i] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
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

// ParseText reads text grids (format/textgrid): rows of blank-separated
// tokens, as the janko form without its header ("-" or "." a plain cell,
// "2s" an arrow clue, "x" a clue cell without number), all rows of one
// grid equally long; grids are separated by blank lines, and lines
// starting with '#' are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	grids, err := textgrid.Read(data, textgrid.Options{Mode: textgrid.Tokens, Max: MaxSide,
		Want: "an arrow clue such as 2s, x for a clue cell without number, or '-' for a plain cell",
		Cell: func(t string) bool { _, ok := parseToken(t); return ok }})
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, g := range grids {
		p := &Puzzle{Rows: g.Rows(), Cols: g.Cols(), Pos: Pos{Line: g.Line, Col: g.Col, Text: g.Text}, CellPos: map[int]Pos{}}
		if p.Rows < 2 || p.Cols < 2 {
			return nil, p.puzzleErr("grid %dx%d is too small (at least 2 a side)", p.Rows, p.Cols)
		}
		for r, row := range g.Cells {
			for c, t := range row {
				v, _ := parseToken(t.Text)
				if v.Clue {
					p.CellPos[r*p.Cols+c] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
				}
				p.Cells = append(p.Cells, v)
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

// JSONPuzzle is a puzzle in JSON: its size and its rows of cell tokens
// ("-" plain, "2s" an arrow clue, "x" a clue cell without number). The
// JSON output (JSONOutput) has the same fields and reads back.
type JSONPuzzle struct {
	Puzzle string     `json:"puzzle,omitempty"`
	Name   string     `json:"name,omitempty"`
	Rows   int        `json:"rows"`
	Cols   int        `json:"cols"`
	Grid   [][]string `json:"grid"`
}

type jsonIn struct {
	JSONPuzzle
	Status  json.RawMessage `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Loop    [][2]int        `json:"loop"`
	Shaded  [][2]int        `json:"shaded"`
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
		return nil, d.Errorf(off, "", "want a JSON object with rows, cols and grid")
	}
	var in jsonIn
	if err := d.Strict(raw, off, &in); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, off, "yajilin"); err != nil {
		return nil, err
	}
	if in.Rows < 2 || in.Cols < 2 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, d.Errorf(d.At(off, "rows"), "", "rows and cols are 2 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.Grid) != in.Rows {
		return nil, d.Errorf(d.At(off, "grid"), "", "grid has %d rows, want %d", len(in.Grid), in.Rows)
	}
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col}
	p.CellPos = map[int]Pos{}
	for r, row := range in.Grid {
		if len(row) != in.Cols {
			return nil, d.Errorf(d.At(off, "grid["+strconv.Itoa(r)+"]"), "", "grid row %d has %d cells, want %d", r, len(row), in.Cols)
		}
		for c, tok := range row {
			v, ok := parseToken(tok)
			if !ok {
				return nil, d.Errorf(d.At(off, "grid["+strconv.Itoa(r)+"]["+strconv.Itoa(c)+"]"), tok, "grid row %d: want -, x or an arrow clue such as 2s, not %q", r, tok)
			}
			p.Cells[r*p.Cols+c] = v
		}
	}
	return p, nil
}

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Puzzle: "yajilin", Rows: p.Rows, Cols: p.Cols}
	for r := 0; r < p.Rows; r++ {
		row := make([]string, p.Cols)
		for c := range row {
			row[c] = p.At(r, c).Token()
		}
		jp.Grid = append(jp.Grid, row)
	}
	return jp
}
