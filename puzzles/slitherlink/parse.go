package slitherlink

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
// slither URL, a Loopy game ID ("7x7t0:..."), a janko header "ROWS
// COLS"; anything else is a text grid.
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

// clueToken reads one clue token: 0-4, "?" unknown, "-" or "." none.
func clueToken(t string) (int, bool) {
	switch t {
	case "-", ".":
		return None, true
	case "?":
		return Unknown, true
	}
	if len(t) == 1 && t[0] >= '0' && t[0] <= '4' {
		return int(t[0] - '0'), true
	}
	return 0, false
}

// ParseJanko reads the plain grid form of the PuzzleKit dataset: a
// header "ROWS COLS", then ROWS rows of COLS tokens (0 to 4 a clue, "-"
// or "." no clue, "?" a clue of unknown value). Several grids may follow
// one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()[0]
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		if head[0] > MaxSide || head[1] > MaxSide {
			return nil, first.Errorf("grid %dx%d is too large (at most %d a side)", head[0], head[1], MaxSide)
		}
		rows, err := sc.Rows(head[0], head[1], "grid")
		if err != nil {
			return nil, err
		}
		p := NewPuzzle(head[0], head[1])
		p.Pos = Pos{Line: first.Line, Col: first.Col, Text: first.Text}
		p.CluePos = map[int]Pos{}
		for r, row := range rows {
			for c, t := range row {
				v, ok := clueToken(t.Text)
				if !ok {
					return nil, t.Errorf("want a clue 0 to 4, '-' for no clue or '?' for an unknown one")
				}
				i := r*p.Cols + c
				p.Clues[i] = v
				if v != None {
					p.CluePos[i] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
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

// ParseText reads text grids (format/textgrid): rows of characters (0 to
// 4 a clue, '.' or '-' no clue, '?' unknown; blanks between them are
// ignored), all rows of one grid equally long; grids are separated by
// blank lines, and lines starting with '#' are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	grids, err := textgrid.Read(data, textgrid.Options{Max: MaxSide,
		Want: "a clue 0 to 4, '.' for no clue or '?' for an unknown one",
		Cell: func(t string) bool { _, ok := clueToken(t); return ok }})
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, g := range grids {
		p := &Puzzle{Rows: g.Rows(), Cols: g.Cols(), Pos: Pos{Line: g.Line, Col: g.Col, Text: g.Text}, CluePos: map[int]Pos{}}
		for r, row := range g.Cells {
			for c, t := range row {
				v, _ := clueToken(t.Text)
				if v != None {
					p.CluePos[r*p.Cols+c] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
				}
				p.Clues = append(p.Clues, v)
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

// JSONPuzzle is a puzzle in JSON: its size and its clue rows as text
// ("0"-"4" a clue, "." none, "?" unknown). The JSON output (JSONOutput)
// has the same fields and reads back; its "loop" is then the puzzle's
// reference solution.
type JSONPuzzle struct {
	Puzzle string   `json:"puzzle,omitempty"`
	Name   string   `json:"name,omitempty"`
	Rows   int      `json:"rows"`
	Cols   int      `json:"cols"`
	Clues  []string `json:"clues"`
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
		return nil, d.Errorf(off, "", "want a JSON object with rows, cols and clues")
	}
	var in jsonIn
	if err := d.Strict(raw, off, &in); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, off, "slitherlink"); err != nil {
		return nil, err
	}
	if in.Rows < 1 || in.Cols < 1 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, d.Errorf(d.At(off, "rows"), "", "rows and cols are 1 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.Clues) != in.Rows {
		return nil, d.Errorf(d.At(off, "clues"), "", "clues has %d rows, want %d", len(in.Clues), in.Rows)
	}
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col}
	p.CluePos = map[int]Pos{}
	for r, row := range in.Clues {
		if len(row) != in.Cols {
			return nil, d.Errorf(d.At(off, "clues["+strconv.Itoa(r)+"]"), row, "clue row %d has %d cells, want %d", r, len(row), in.Cols)
		}
		for c := 0; c < len(row); c++ {
			v, ok := clueToken(row[c : c+1])
			if !ok {
				return nil, d.Errorf(d.At(off, "clues["+strconv.Itoa(r)+"]"), row, "clue row %d: want 0 to 4, '.' or '?', not %q", r, row[c:c+1])
			}
			p.Clues[r*p.Cols+c] = v
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

// loopSolution reads a loop given as its points in order.
func loopSolution(p *Puzzle, pts [][2]int) (*Solution, error) {
	s := NewSolution(p.Rows, p.Cols)
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		e, ok := p.EdgeBetween(a, b)
		if !ok {
			return nil, fmt.Errorf("points %v and %v are not neighbours on the lattice", a, b)
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
	jp := JSONPuzzle{Puzzle: "slitherlink", Rows: p.Rows, Cols: p.Cols}
	for r := 0; r < p.Rows; r++ {
		b := make([]byte, p.Cols)
		for c := range b {
			b[c] = clueChar(p.At(r, c))
		}
		jp.Clues = append(jp.Clues, string(b))
	}
	return jp
}
