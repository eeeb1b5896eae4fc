package slitherlink

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
// slither URL, a Loopy game ID ("7x7t0:..."), a janko header "ROWS
// COLS"; anything else is a text grid.
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

// ParseText reads text grids: rows of characters (0 to 4 a clue, '.' or
// '-' no clue, '?' unknown; blanks between them are ignored), all rows of
// one grid equally long; grids are separated by blank lines, and lines
// starting with '#' are comments.
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
		if cur.Rows > MaxSide || cur.Cols > MaxSide {
			return cur.puzzleErr("grid %dx%d is too large (at most %d a side)", cur.Rows, cur.Cols, MaxSide)
		}
		cur.CluePos = map[int]Pos{}
		for r, row := range rows {
			cur.Clues = append(cur.Clues, row...)
			for c, pos := range poss[r] {
				cur.CluePos[r*cur.Cols+c] = pos
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
			v, ok := clueToken(string(ch))
			if !ok {
				return nil, srcpos.Errorf(line, i+1, string(ch), "want a clue 0 to 4, '.' for no clue or '?' for an unknown one")
			}
			if v != None {
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
		return nil, lc.errAt(off, "", "want a JSON object with rows, cols and clues")
	}
	var in jsonIn
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		if name, ok := jsonpos.UnknownField(err.Error()); ok {
			if at := jsonpos.Key(data, off, name); at >= 0 {
				return nil, lc.errAt(at, name, "unknown field %q (want puzzle, name, rows, cols, clues)", name)
			}
		}
		return nil, lc.errAt(off, "", "bad puzzle: %v", err)
	}
	if in.Error != "" {
		return nil, lc.errAt(off, "", "a record of a puzzle that failed: %s", in.Error)
	}
	if in.Puzzle != "" && in.Puzzle != "slitherlink" {
		at := max(jsonpos.Key(data, off, "puzzle"), off)
		return nil, lc.errAt(at, in.Puzzle, "a %q puzzle, not slitherlink", in.Puzzle)
	}
	at := func(path string) int {
		if a := jsonpos.Path(data, off, path); a >= 0 {
			return a
		}
		return off
	}
	if in.Rows < 1 || in.Cols < 1 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, lc.errAt(at("rows"), "", "rows and cols are 1 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.Clues) != in.Rows {
		return nil, lc.errAt(at("clues"), "", "clues has %d rows, want %d", len(in.Clues), in.Rows)
	}
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col}
	p.CluePos = map[int]Pos{}
	for r, row := range in.Clues {
		if len(row) != in.Cols {
			return nil, lc.errAt(at("clues["+strconv.Itoa(r)+"]"), row, "clue row %d has %d cells, want %d", r, len(row), in.Cols)
		}
		for c := 0; c < len(row); c++ {
			v, ok := clueToken(row[c : c+1])
			if !ok {
				return nil, lc.errAt(at("clues["+strconv.Itoa(r)+"]"), row, "clue row %d: want 0 to 4, '.' or '?', not %q", r, row[c:c+1])
			}
			p.Clues[r*p.Cols+c] = v
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
