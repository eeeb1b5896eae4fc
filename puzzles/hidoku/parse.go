package hidoku

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/format/numgrid"
	"github.com/puzzlesat/puzzlesat/format/textgrid"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

const (
	FormatJSON  Format = iota
	FormatJanko        // PuzzleKit's plain form: ROWS COLS, then the rows
	FormatText         // rows of tokens without a header, blank lines between puzzles
)

var formatNames = []string{"json", "janko", "text"}

// MaxInput bounds the input a reader takes.
const MaxInput = 1 << 24

// Detect names the format data looks like: JSON when it starts with '{'
// or '[', janko when it starts with a header "ROWS COLS" followed by a
// row of COLS tokens, text otherwise.
func Detect(data []byte) Format {
	t := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		return FormatJSON
	}
	if looksJanko(data) {
		return FormatJanko
	}
	return FormatText
}

func looksJSON(data []byte) bool { return Detect(data) == FormatJSON }
func looksText(data []byte) bool { return Detect(data) == FormatText }

func looksJanko(data []byte) bool {
	sc := janko.NewScanner(data)
	h := sc.Next()
	if len(h) != 2 {
		return false
	}
	r, e1 := strconv.Atoi(h[0].Text)
	c, e2 := strconv.Atoi(h[1].Text)
	if e1 != nil || e2 != nil || r < 1 || c < 1 {
		return false
	}
	return len(sc.Next()) == c
}

func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	if len(data) > MaxInput {
		return nil, srcpos.Errorf(1, 1, "", "the input is more than %d bytes", MaxInput)
	}
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
	if len(ps) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no hidoku puzzle in the input (want a %s puzzle)", formatNames[f])
	}
	for _, p := range ps {
		if p.Name == "" {
			p.Name = name + ":" + strconv.Itoa(p.Pos.Line)
		}
	}
	return ps, nil
}

// cell reads a puzzle's cell token: - or . not given, x or # blocked, a
// number 1..MaxCells given.
func cell(t janko.Token) (int, error) {
	switch t.Text {
	case "-", ".":
		return None, nil
	case "x", "X", "#":
		return Blocked, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < 1 || v > MaxCells || len(t.Text) > 4 {
		return 0, t.Errorf("a cell is a number 1 to %d, - (not given) or x (blocked)", MaxCells)
	}
	return v, nil
}

// grid fills a new puzzle from rows of tokens.
func grid(rows [][]janko.Token, first janko.Token) (*Puzzle, error) {
	p := NewPuzzle(len(rows), len(rows[0]))
	p.Pos = Pos{Line: first.Line, Col: first.Col, Text: first.Text}
	for r, row := range rows {
		for c, t := range row {
			v, err := cell(t)
			if err != nil {
				return nil, err
			}
			p.Given[r*p.Cols+c] = v
		}
	}
	return p, nil
}

// solution reads the rows of a published solution: a number in each
// open cell, anything in a blocked one.
func solution(p *Puzzle, rows [][]janko.Token) (*Solution, error) {
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Values: make([]int, p.Rows*p.Cols)}
	for r, row := range rows {
		for c, t := range row {
			i := r*p.Cols + c
			if p.Given[i] == Blocked {
				continue
			}
			v, err := strconv.Atoi(t.Text)
			if err != nil || v < 1 || v > MaxCells {
				return nil, t.Errorf("a solution cell holds a number 1 to %d", MaxCells)
			}
			s.Values[i] = v
		}
	}
	return s, nil
}

// ParseJanko reads the PuzzleKit dataset's form of Hidoku: a header
// "ROWS COLS", then ROWS rows of COLS tokens (a given number, - not
// given, x blocked); optionally the solution's ROWS rows right after
// (as jankoset passes them).
func ParseJanko(data []byte) ([]*Puzzle, error) {
	return numgrid.ReadJankoBlocks(data, "hidoku", MaxSide, grid, func(p *Puzzle, rows [][]janko.Token) (err error) {
		p.ref, err = solution(p, rows)
		return err
	})
}

// ParseText reads text grids (format/textgrid): rows of blank-separated tokens (a number,
// . or - not given, x blocked), every row as long as the first, a
// blank line between puzzles; lines starting with '#' are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	grids, err := textgrid.Read(data, textgrid.Options{Mode: textgrid.Tokens, Max: MaxSide})
	if err != nil {
		return nil, err
	}
	var out []*Puzzle
	for _, g := range grids {
		p, err := grid(g.Cells, g.Cells[0][0])
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// JSONPuzzle is the JSON form: {"puzzle":"hidoku","rows":R,"cols":C,
// "grid":["- 22 - 26",...]} (grid rows of tokens: a number, - not given,
// x blocked).
type JSONPuzzle struct {
	Kind string   `json:"puzzle,omitempty"`
	Rows int      `json:"rows"`
	Cols int      `json:"cols"`
	Grid []string `json:"grid"`
	Name string   `json:"name,omitempty"`
}

// jsonIn is a JSON record: a puzzle, or the JSON output of one (its
// answer fields are read past).
type jsonIn struct {
	JSONPuzzle
	Status  json.RawMessage `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Numbers json.RawMessage `json:"numbers"`
	Second  json.RawMessage `json:"second"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

// ParseJSON reads one JSON puzzle, an array of them, or JSON lines (the
// JSON output reads back), with format/jsonpos: errors at their line and
// column, unknown fields at their key.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, jsonPuzzle)
}

func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var j jsonIn
	if err := d.Strict(raw, base, &j); err != nil {
		return nil, err
	}
	if j.Kind == "hidato" {
		j.Kind = "hidoku"
	}
	if err := d.Check(jsonpos.Record{Puzzle: j.Kind, Error: j.Error}, base, "hidoku"); err != nil {
		return nil, err
	}
	line, col := d.Pos(base)
	if j.Rows < 1 || j.Cols < 1 || j.Rows > MaxSide || j.Cols > MaxSide {
		return nil, d.Errorf(d.At(base, "rows"), "", "a %dx%d grid, want sides 1 to %d", j.Rows, j.Cols, MaxSide)
	}
	if len(j.Grid) != j.Rows {
		return nil, d.Errorf(d.At(base, "grid"), "", "%d grid rows, want %d", len(j.Grid), j.Rows)
	}
	rows := make([][]janko.Token, j.Rows)
	for r, row := range j.Grid {
		at, _ := d.Pos(d.At(base, "grid["+strconv.Itoa(r)+"]"))
		rows[r] = janko.Tokens(row, at)
		if len(rows[r]) != j.Cols {
			return nil, d.Errorf(d.At(base, "grid["+strconv.Itoa(r)+"]"), row, "grid row %d has %d cells, want %d", r+1, len(rows[r]), j.Cols)
		}
	}
	p, err := grid(rows, janko.Token{Line: line, Col: col, Text: "{"})
	if err != nil {
		return nil, err
	}
	p.Name = j.Name
	return p, nil
}

func jsonOf(p *Puzzle) *JSONPuzzle {
	return &JSONPuzzle{Kind: "hidoku", Rows: p.Rows, Cols: p.Cols, Grid: tokenRows(p.Cols, p.Given, 0)}
}

// tokenRows writes values as rows of tokens, each right-aligned to width
// w (0: no padding).
func tokenRows(cols int, vs []int, w int) []string {
	out := make([]string, len(vs)/cols)
	for r := range out {
		var b strings.Builder
		for c := 0; c < cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			t := tok(vs[r*cols+c])
			for k := len(t); k < w; k++ {
				b.WriteByte(' ')
			}
			b.WriteString(t)
		}
		out[r] = b.String()
	}
	return out
}

func tok(v int) string {
	switch v {
	case None:
		return "-"
	case Blocked, 0:
		return "x"
	}
	return strconv.Itoa(v)
}
