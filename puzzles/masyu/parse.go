package masyu

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
	FormatPuzzLink
	FormatTatham
	FormatJanko
	FormatText
)

// Detect is the format data looks like: JSON ('{' or '['), a puzz.link
// mashu URL, a Pearl game ID ("8x8:..."), a janko header "ROWS COLS";
// anything else is a text grid.
func Detect(data []byte) Format {
	line := firstLine(data)
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

// ParseText reads text grids: rows of characters ('w', 'W' or 'o' a
// white pearl, 'b', 'B' or '*' a black one, '.' or '-' none; blanks
// between them are ignored), all rows of one grid equally long; grids
// are separated by blank lines, and lines starting with '#' are
// comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var cur *Puzzle
	var rows [][]int
	var poss []map[int]Pos
	flush := func() error {
		if cur == nil {
			return nil
		}
		cur.Rows, cur.Cols = len(rows), len(rows[0])
		if cur.Rows < 2 || cur.Cols < 2 {
			return cur.puzzleErr("grid %dx%d is too small (at least 2 a side)", cur.Rows, cur.Cols)
		}
		cur.PearlPos = map[int]Pos{}
		for r, row := range rows {
			cur.Pearls = append(cur.Pearls, row...)
			for c, pos := range poss[r] {
				cur.PearlPos[r*cur.Cols+c] = pos
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
		var row []int
		pos := map[int]Pos{}
		for i := 0; i < len(l); i++ {
			ch := l[i]
			if ch == ' ' || ch == '\t' {
				continue
			}
			v, ok := textChar(ch)
			if !ok {
				return nil, srcpos.Errorf(line, i+1, string(ch), "want a pearl w or b, or '.' for none")
			}
			if v != Empty {
				pos[len(row)] = Pos{Line: line, Col: i + 1, Text: string(ch)}
			}
			row = append(row, v)
			if len(row) > MaxSide {
				return nil, srcpos.Errorf(line, i+1, string(ch), "a row of more than %d cells", MaxSide)
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
		return nil, lc.errAt(off, "", "want a JSON object with rows, cols and pearls")
	}
	var in jsonIn
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		if name, ok := jsonpos.UnknownField(err.Error()); ok {
			if at := jsonpos.Key(data, off, name); at >= 0 {
				return nil, lc.errAt(at, name, "unknown field %q (want puzzle, name, rows, cols, pearls)", name)
			}
		}
		return nil, lc.errAt(off, "", "bad puzzle: %v", err)
	}
	if in.Error != "" {
		return nil, lc.errAt(off, "", "a record of a puzzle that failed: %s", in.Error)
	}
	if in.Puzzle != "" && in.Puzzle != "masyu" {
		at := max(jsonpos.Key(data, off, "puzzle"), off)
		return nil, lc.errAt(at, in.Puzzle, "a %q puzzle, not masyu", in.Puzzle)
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
	if len(in.Pearls) != in.Rows {
		return nil, lc.errAt(at("pearls"), "", "pearls has %d rows, want %d", len(in.Pearls), in.Rows)
	}
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col}
	p.PearlPos = map[int]Pos{}
	for r, row := range in.Pearls {
		if len(row) != in.Cols {
			return nil, lc.errAt(at("pearls["+strconv.Itoa(r)+"]"), row, "pearl row %d has %d cells, want %d", r, len(row), in.Cols)
		}
		for c := 0; c < len(row); c++ {
			v, ok := textChar(row[c])
			if !ok {
				return nil, lc.errAt(at("pearls["+strconv.Itoa(r)+"]"), row, "pearl row %d: want w, b or '.', not %q", r, row[c:c+1])
			}
			p.Pearls[r*p.Cols+c] = v
		}
	}
	if in.Loop != nil {
		s, err := loopSolution(p, in.Loop)
		if err != nil {
			return nil, lc.errAt(at("loop"), "", "loop: %v", err)
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
