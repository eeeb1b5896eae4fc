package yajilin

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

// The formats, in the order of detection.
const (
	FormatJSON Format = iota
	FormatJanko
	FormatText
)

// Detect is the format data looks like: JSON ('{' or '['), a janko
// header "ROWS COLS"; anything else is a text grid.
func Detect(data []byte) Format {
	line := firstLine(data)
	switch {
	case strings.HasPrefix(line, "{") || strings.HasPrefix(line, "["):
		return FormatJSON
	case looksJanko(line):
		return FormatJanko
	}
	return FormatText
}

// firstLine is the first line that is not blank or a '#' comment,
// trimmed.
func firstLine(data []byte) string {
	for _, l := range strings.Split(string(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			return t
		}
	}
	return ""
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

// ParseText reads text grids: rows of blank-separated tokens, as the
// janko form without its header ("-" or "." a plain cell, "2s" an arrow
// clue, "x" a clue cell without number), all rows of one grid equally
// long; grids are separated by blank lines, and lines starting with '#'
// are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var cur *Puzzle
	var rows [][]Cell
	var poss []map[int]Pos
	flush := func() error {
		if cur == nil {
			return nil
		}
		cur.Rows, cur.Cols = len(rows), len(rows[0])
		if cur.Rows < 2 || cur.Cols < 2 {
			return cur.puzzleErr("grid %dx%d is too small (at least 2 a side)", cur.Rows, cur.Cols)
		}
		cur.CellPos = map[int]Pos{}
		for r, row := range rows {
			cur.Cells = append(cur.Cells, row...)
			for c, pos := range poss[r] {
				cur.CellPos[r*cur.Cols+c] = pos
			}
		}
		out = append(out, cur)
		cur, rows, poss = nil, nil, nil
		return nil
	}
	for n, l := range strings.Split(string(data), "\n") {
		line := n + 1
		l = strings.TrimRight(l, "\r")
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			if t == "" {
				if err := flush(); err != nil {
					return nil, err
				}
			}
			continue
		}
		var row []Cell
		pos := map[int]Pos{}
		for _, tok := range janko.Tokens(l, line) {
			v, ok := parseToken(tok.Text)
			if !ok {
				return nil, tok.Errorf("want an arrow clue such as 2s, x for a clue cell without number, or '-' for a plain cell")
			}
			if v.Clue {
				pos[len(row)] = Pos{Line: line, Col: tok.Col, Text: tok.Text}
			}
			row = append(row, v)
			if len(row) > MaxSide {
				return nil, tok.Errorf("a row of more than %d cells", MaxSide)
			}
		}
		if cur == nil {
			cur = &Puzzle{Pos: Pos{Line: line, Col: 1, Text: t}}
		} else if len(row) != len(rows[0]) {
			return nil, srcpos.Errorf(line, 1, t, "row %d has %d cells, the first row %d", len(rows)+1, len(row), len(rows[0]))
		}
		if len(rows) >= MaxSide {
			return nil, srcpos.Errorf(line, 1, t, "a grid of more than %d rows", MaxSide)
		}
		rows, poss = append(rows, row), append(poss, pos)
	}
	if err := flush(); err != nil {
		return nil, err
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

// lineCol maps byte offsets to lines and columns.
type lineCol struct{ starts []int }

func newLineCol(data []byte) *lineCol {
	lc := &lineCol{starts: []int{0}}
	for i, b := range data {
		if b == '\n' {
			lc.starts = append(lc.starts, i+1)
		}
	}
	return lc
}

func (lc *lineCol) pos(off int) (int, int) {
	l := 0
	for l+1 < len(lc.starts) && lc.starts[l+1] <= off {
		l++
	}
	return l + 1, off - lc.starts[l] + 1
}

func (lc *lineCol) errAt(off int, text, format string, args ...any) error {
	l, c := lc.pos(off)
	return srcpos.Errorf(l, c, text, format, args...)
}

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	lc := newLineCol(data)
	var out []*Puzzle
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var raw json.RawMessage
		start := int(dec.InputOffset())
		if err := dec.Decode(&raw); err == io.EOF {
			break
		} else if err != nil {
			off := int(dec.InputOffset())
			var se *json.SyntaxError
			if errors.As(err, &se) {
				off = int(se.Offset)
			}
			return nil, lc.errAt(min(off, len(data)), "", "bad JSON: %v", err)
		}
		start += len(data[start:]) - len(bytes.TrimLeft(data[start:], " \t\r\n"))
		if len(raw) > 0 && raw[0] == '[' {
			var elems []json.RawMessage
			if err := json.Unmarshal(raw, &elems); err != nil {
				return nil, lc.errAt(start, "", "bad JSON: %v", err)
			}
			for k, e := range elems {
				off := jsonpos.Path(data, start, "["+strconv.Itoa(k)+"]")
				if off < 0 {
					off = start
				}
				p, err := jsonPuzzle(e, data, off, lc)
				if err != nil {
					return nil, err
				}
				out = append(out, p)
			}
			continue
		}
		p, err := jsonPuzzle(raw, data, start, lc)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no JSON puzzle in the input")
	}
	return out, nil
}

func jsonPuzzle(raw []byte, data []byte, off int, lc *lineCol) (*Puzzle, error) {
	line, col := lc.pos(off)
	if len(raw) == 0 || raw[0] != '{' {
		return nil, lc.errAt(off, "", "want a JSON object with rows, cols and grid")
	}
	var in jsonIn
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		if name, ok := jsonpos.UnknownField(err.Error()); ok {
			if at := jsonpos.Key(data, off, name); at >= 0 {
				return nil, lc.errAt(at, name, "unknown field %q (want puzzle, name, rows, cols, grid)", name)
			}
		}
		return nil, lc.errAt(off, "", "bad puzzle: %v", err)
	}
	if in.Error != "" {
		return nil, lc.errAt(off, "", "a record of a puzzle that failed: %s", in.Error)
	}
	if in.Puzzle != "" && in.Puzzle != "yajilin" {
		at := max(jsonpos.Key(data, off, "puzzle"), off)
		return nil, lc.errAt(at, in.Puzzle, "a %q puzzle, not yajilin", in.Puzzle)
	}
	at := func(path string) int {
		if a := jsonpos.Path(data, off, path); a >= 0 {
			return a
		}
		return off
	}
	if in.Rows < 2 || in.Cols < 2 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, lc.errAt(at("rows"), "", "rows and cols are 2 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.Grid) != in.Rows {
		return nil, lc.errAt(at("grid"), "", "grid has %d rows, want %d", len(in.Grid), in.Rows)
	}
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col}
	p.CellPos = map[int]Pos{}
	for r, row := range in.Grid {
		if len(row) != in.Cols {
			return nil, lc.errAt(at("grid["+strconv.Itoa(r)+"]"), "", "grid row %d has %d cells, want %d", r, len(row), in.Cols)
		}
		for c, tok := range row {
			v, ok := parseToken(tok)
			if !ok {
				return nil, lc.errAt(at("grid["+strconv.Itoa(r)+"]["+strconv.Itoa(c)+"]"), tok, "grid row %d: want -, x or an arrow clue such as 2s, not %q", r, tok)
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
