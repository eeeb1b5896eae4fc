package binairo

import (
	"encoding/json"

	"github.com/puzzlesat/puzzlesat/format/jsonpos"
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
	return jsonpos.Read(data, jsonPuzzle)
}

// jsonPuzzle reads one object found at offset base of the input.
func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var in jsonIn
	if err := d.Strict(raw, base, &in); err != nil {
		return nil, err
	}
	bad := func(format string, args ...any) error { return d.Errorf(base, "{", format, args...) }
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "binairo"); err != nil {
		return nil, err
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
	line, col := d.Pos(base)
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
