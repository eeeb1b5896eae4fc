package binairo

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// JSONPuzzle is a puzzle in JSON, the input form; the JSON output
// (JSONOutput) has the same fields and reads back.
type JSONPuzzle struct {
	Puzzle   string `json:"puzzle,omitempty"`
	Name     string `json:"name,omitempty"`
	Rows     int    `json:"rows"`
	Cols     int    `json:"cols"`
	Distinct bool   `json:"distinct,omitempty"`
	// Givens are the rows as strings of '0', '1' and '.' (empty).
	Givens []string `json:"givens"`
}

// jsonIn is what ParseJSON reads: a puzzle, or an output record (whose
// "grid" is the solution found, the puzzle's reference).
type jsonIn struct {
	JSONPuzzle
	Status  string          `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Grid    []string        `json:"grid"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

// rowStrings writes a grid's rows as strings ('.' for Empty).
func rowStrings(rows, cols int, vs []int) []string {
	out := make([]string, rows)
	for r := range out {
		b := make([]byte, cols)
		for c := range b {
			switch vs[r*cols+c] {
			case 0:
				b[c] = '0'
			case 1:
				b[c] = '1'
			default:
				b[c] = '.'
			}
		}
		out[r] = string(b)
	}
	return out
}

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	lc := newLineCol(data)
	dec := json.NewDecoder(bytes.NewReader(data))
	var out []*Puzzle
	for {
		off := int(dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			if err == io.EOF {
				break
			}
			return nil, lc.jsonErr(err, 0)
		}
		start := off + skipSpace(data[off:])
		if len(raw) > 0 && raw[0] == '[' {
			var arr []json.RawMessage
			if err := json.Unmarshal(raw, &arr); err != nil {
				return nil, lc.errAt(start, "[", "want an array of puzzle objects: %v", err)
			}
			pos := start + 1
			for _, el := range arr {
				if k := bytes.Index(data[pos:], el[:min(len(el), 1)]); k >= 0 {
					pos += k
				}
				p, err := jsonPuzzle(el, lc, pos)
				if err != nil {
					return nil, err
				}
				out = append(out, p)
				pos += len(el)
			}
			continue
		}
		p, err := jsonPuzzle(raw, lc, start)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func skipSpace(b []byte) int {
	i := 0
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// jsonPuzzle reads one object found at offset base of the input.
func jsonPuzzle(raw []byte, lc *lineCol, base int) (*Puzzle, error) {
	var in jsonIn
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, lc.jsonErr(err, base)
	}
	bad := func(format string, args ...any) error { return lc.errAt(base, "{", format, args...) }
	if in.Puzzle != "" && in.Puzzle != "binairo" {
		return nil, bad("a %q puzzle, not a binairo", in.Puzzle)
	}
	if in.Error != "" {
		return nil, bad("an error record: %s", in.Error)
	}
	if in.Givens == nil {
		return nil, bad("want \"givens\": the grid's rows as strings of 0, 1 and '.'")
	}
	rows, cols := in.Rows, in.Cols
	if rows == 0 {
		rows = len(in.Givens)
	}
	if cols == 0 && len(in.Givens) > 0 {
		cols = len(in.Givens[0])
	}
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, bad("grid %dx%d is out of range (sides 1 to %d)", rows, cols, MaxSide)
	}
	read := func(what string, ss []string, empty bool) ([]int, error) {
		if len(ss) != rows {
			return nil, bad("%s has %d rows, want %d", what, len(ss), rows)
		}
		out := make([]int, 0, rows*cols)
		for r, s := range ss {
			if len(s) != cols {
				return nil, bad("row %d of %s has %d cells, want %d", r, what, len(s), cols)
			}
			for c := 0; c < cols; c++ {
				switch s[c] {
				case '0', '1':
					out = append(out, int(s[c]-'0'))
				case '.', '-':
					if !empty {
						return nil, bad("%s: cell (%d,%d) is empty", what, r, c)
					}
					out = append(out, Empty)
				default:
					return nil, bad("%s: cell (%d,%d) is %q, want 0, 1 or '.'", what, r, c, string(s[c]))
				}
			}
		}
		return out, nil
	}
	g, err := read("givens", in.Givens, true)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Rows: rows, Cols: cols, Givens: g, Distinct: in.Distinct, Name: in.Name, named: in.Name != ""}
	line, col := lc.pos(base)
	p.Pos = Pos{Line: line, Col: col, Text: "{"}
	if len(in.Grid) > 0 {
		sol, err := read("grid", in.Grid, false)
		if err != nil {
			return nil, err
		}
		p.ref = &Solution{Rows: rows, Cols: cols, Grid: sol}
	}
	return p, nil
}

// lineCol turns byte offsets into lines and columns.
type lineCol struct {
	data  []byte
	start []int // offset of each line's start
}

func newLineCol(data []byte) *lineCol {
	lc := &lineCol{data: data, start: []int{0}}
	for i, b := range data {
		if b == '\n' {
			lc.start = append(lc.start, i+1)
		}
	}
	return lc
}

func (lc *lineCol) pos(off int) (line, col int) {
	off = max(0, min(off, len(lc.data)))
	lo, hi := 0, len(lc.start)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if lc.start[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo + 1, off - lc.start[lo] + 1
}

func (lc *lineCol) errAt(off int, text, format string, args ...any) error {
	line, col := lc.pos(off)
	return srcpos.Errorf(line, col, text, format, args...)
}

// jsonErr positions a decoding error at the syntax error's or the
// mistyped value's offset (relative to base), else at base.
func (lc *lineCol) jsonErr(err error, base int) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := base
	switch {
	case errors.As(err, &se):
		off = base + int(se.Offset) - 1
	case errors.As(err, &te):
		off = base + int(te.Offset) - 1
	case errors.Is(err, io.ErrUnexpectedEOF):
		off = len(lc.data)
	}
	off = max(0, min(off, len(lc.data)))
	text := ""
	if off < len(lc.data) {
		text = string(lc.data[off : off+1])
	}
	return lc.errAt(off, text, "JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
}
