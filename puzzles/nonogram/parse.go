package nonogram

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is one of the puzzle formats.
type Format int

const (
	FormatJanko    Format = iota // PuzzleKit's plain form: ROWS COLS, the row clues, the column clues
	FormatJSON                   // {"rows":R,"cols":C,"row_clues":[[..],..],"col_clues":[[..],..]}
	FormatTatham                 // Tatham Pattern game IDs: WxH:colclues/rowclues
	FormatPuzzLink               // puzz.link nonogram URLs (ParsePuzzLink)
)

// MaxInput bounds the input read.
const MaxInput = 16 << 20

// Detect is the format data looks like: JSON starts with '{', a Tatham
// ID with WxH:, anything else is the janko plain form.
func Detect(data []byte) Format {
	t := bytes.TrimSpace(data)
	switch {
	case len(t) > 0 && t[0] == '{':
		return FormatJSON
	case looksPuzzLink(t):
		return FormatPuzzLink
	case looksTatham(puzzle.FirstLine(t)):
		return FormatTatham
	}
	return FormatJanko
}

func looksTatham(l string) bool {
	size, _, ok := strings.Cut(l, ":")
	w, h, ok2 := strings.Cut(size, "x")
	if !ok || !ok2 {
		return false
	}
	_, e1 := strconv.Atoi(w)
	_, e2 := strconv.Atoi(h)
	return e1 == nil && e2 == nil
}

// parse reads every puzzle of data in format f.
func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	if len(data) > MaxInput {
		return nil, srcpos.WithFile(srcpos.Errorf(0, 0, "", "the input is over %d bytes", MaxInput), name)
	}
	var ps []*Puzzle
	var err error
	switch f {
	case FormatJSON:
		ps, err = parseJSON(data)
	case FormatTatham:
		ps, err = parseTatham(data)
	case FormatPuzzLink:
		ps, err = ParsePuzzLink(data)
	default:
		ps, err = parseJanko(data)
	}
	for _, p := range ps {
		p.file, p.src = name, data
	}
	return ps, srcpos.Locate(err, name, data)
}

// parseJanko reads the plain form as PuzzleKit stores it: a header
// "ROWS COLS", COLS lines of column clues (left to right), then ROWS lines
// of row clues (top to bottom) (numbers separated by blanks; 0
// for a line with no run), puzzle after puzzle.
func parseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var ps []*Puzzle
	for sc.More() {
		line := sc.Peek()[0].Line
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		if head[0] > MaxSide || head[1] > MaxSide {
			return nil, srcpos.Errorf(line, 1, "", "the grid is %dx%d, at most %d a side", head[0], head[1], MaxSide)
		}
		p := &Puzzle{Rows: head[0], Cols: head[1], line: line}
		read := func(n int, what string) ([][]int, error) {
			out := make([][]int, 0, n)
			for i := range n {
				l := sc.Next()
				if l == nil {
					return nil, sc.Missing("%d %s clues, want %d", i, what, n)
				}
				cl, err := clueTokens(l)
				if err != nil {
					return nil, err
				}
				out = append(out, cl)
			}
			return out, nil
		}
		if p.ColClues, err = read(p.Cols, "column"); err != nil {
			return nil, err
		}
		if p.RowClues, err = read(p.Rows, "row"); err != nil {
			return nil, err
		}
		if err := p.Validate(); err != nil {
			return nil, srcpos.Wrap(line, 1, "", err)
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		return nil, sc.Missing("no puzzle")
	}
	return ps, nil
}

func clueTokens(l []janko.Token) ([]int, error) {
	var cl []int
	for _, t := range l {
		v, err := strconv.Atoi(t.Text)
		if err != nil || v < 0 || v > MaxSide {
			return nil, t.Errorf("a clue is a run length, 1 to %d (0 alone: no run)", MaxSide)
		}
		if v == 0 {
			if len(l) != 1 {
				return nil, t.Errorf("0 stands alone (a line with no run)")
			}
			return nil, nil
		}
		cl = append(cl, v)
	}
	return cl, nil
}

// parseTatham reads Tatham Pattern game IDs, one a line: WxH: then W
// column clues and H row clues separated by '/', the runs of a clue by
// '.' (an empty clue or 0: no run).
func parseTatham(data []byte) ([]*Puzzle, error) {
	var ps []*Puzzle
	for i, raw := range strings.Split(string(data), "\n") {
		n := i + 1
		l := strings.TrimSpace(strings.TrimRight(raw, "\r"))
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		col := strings.Index(raw, l) + 1
		size, desc, ok := strings.Cut(l, ":")
		ws, hs, ok2 := strings.Cut(size, "x")
		w, e1 := strconv.Atoi(ws)
		h, e2 := strconv.Atoi(hs)
		if !ok || !ok2 || e1 != nil || e2 != nil || w < 1 || h < 1 || w > MaxSide || h > MaxSide {
			return nil, srcpos.Errorf(n, col, size, "a Pattern game ID starts with WxH: (1 to %d a side)", MaxSide)
		}
		parts := strings.Split(desc, "/")
		if len(parts) != w+h {
			return nil, srcpos.Errorf(n, col+len(size)+1, desc, "%d clues, want %d (%d columns, %d rows)", len(parts), w+h, w, h)
		}
		p := &Puzzle{Rows: h, Cols: w, line: n}
		off := col + len(size) + 1
		for k, part := range parts {
			var cl []int
			if part != "" && part != "0" {
				for _, t := range strings.Split(part, ".") {
					v, err := strconv.Atoi(t)
					if err != nil || v < 1 || v > MaxSide {
						return nil, srcpos.Errorf(n, off, part, "a clue is run lengths separated by '.'")
					}
					cl = append(cl, v)
				}
			}
			if k < w {
				p.ColClues = append(p.ColClues, cl)
			} else {
				p.RowClues = append(p.RowClues, cl)
			}
			off += len(part) + 1
		}
		if err := p.Validate(); err != nil {
			return nil, srcpos.Wrap(n, col, l, err)
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no puzzle")
	}
	return ps, nil
}

// jsonPuzzle is the JSON form of a puzzle.
type jsonPuzzle struct {
	Name     string  `json:"name,omitempty"`
	Rows     int     `json:"rows"`
	Cols     int     `json:"cols"`
	RowClues [][]int `json:"row_clues"`
	ColClues [][]int `json:"col_clues"`
}

func lineColAt(data []byte, off int) (int, int) {
	off = min(max(off, 0), len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}

// parseJSON reads one JSON object after another.
func parseJSON(data []byte) ([]*Puzzle, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var ps []*Puzzle
	for {
		start := int(dec.InputOffset())
		for start < len(data) && (data[start] == ' ' || data[start] == '\n' || data[start] == '\r' || data[start] == '\t') {
			start++
		}
		var in jsonPuzzle
		err := dec.Decode(&in)
		if err == io.EOF {
			break
		}
		if err != nil {
			off := start
			var se *json.SyntaxError
			var te *json.UnmarshalTypeError
			if errorsAs(err, &se) {
				off = int(se.Offset)
			} else if errorsAs(err, &te) {
				off = int(te.Offset)
			}
			l, c := lineColAt(data, off)
			return nil, srcpos.Errorf(l, c, "", "JSON: %v", err)
		}
		l, c := lineColAt(data, start)
		if in.Rows < 1 || in.Cols < 1 || in.Rows > MaxSide || in.Cols > MaxSide {
			return nil, srcpos.Errorf(l, c, "", "rows and cols are 1 to %d", MaxSide)
		}
		norm := func(cs [][]int) [][]int {
			out := make([][]int, len(cs))
			for i, cl := range cs {
				if len(cl) == 1 && cl[0] == 0 {
					continue
				}
				out[i] = cl
			}
			return out
		}
		p := &Puzzle{Name: in.Name, Rows: in.Rows, Cols: in.Cols, RowClues: norm(in.RowClues), ColClues: norm(in.ColClues), line: l}
		if err := p.Validate(); err != nil {
			return nil, srcpos.Wrap(l, c, "", err)
		}
		ps = append(ps, p)
		if len(ps) > 100000 {
			return nil, srcpos.Errorf(l, c, "", "too many puzzles")
		}
	}
	if len(ps) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no puzzle")
	}
	return ps, nil
}

// errorsAs is errors.As for the two decoder errors.
func errorsAs[T any](err error, target *T) bool {
	t, ok := err.(T)
	if ok {
		*target = t
	}
	return ok
}

func (p *Puzzle) json() jsonPuzzle {
	j := jsonPuzzle{Name: p.Name, Rows: p.Rows, Cols: p.Cols, RowClues: make([][]int, p.Rows), ColClues: make([][]int, p.Cols)}
	for i, cl := range p.RowClues {
		j.RowClues[i] = clueJSON(cl)
	}
	for i, cl := range p.ColClues {
		j.ColClues[i] = clueJSON(cl)
	}
	return j
}

func writeJSON(w io.Writer, p *Puzzle) error {
	b, err := json.Marshal(p.json())
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

func writeJanko(w io.Writer, p *Puzzle) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", p.Rows, p.Cols)
	for _, cl := range p.ColClues {
		b.WriteString(ClueString(cl) + "\n")
	}
	for _, cl := range p.RowClues {
		b.WriteString(ClueString(cl) + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func tathamClue(cl []int) string {
	s := make([]string, len(cl))
	for i, v := range cl {
		s[i] = strconv.Itoa(v)
	}
	if len(s) == 0 {
		return "0"
	}
	return strings.Join(s, ".")
}

func writeTatham(w io.Writer, p *Puzzle) error {
	var parts []string
	for _, cl := range p.ColClues {
		parts = append(parts, tathamClue(cl))
	}
	for _, cl := range p.RowClues {
		parts = append(parts, tathamClue(cl))
	}
	_, err := fmt.Fprintf(w, "%dx%d:%s\n", p.Cols, p.Rows, strings.Join(parts, "/"))
	return err
}

// JankoSolution is the solution in the dataset's form: ROWS COLS, then
// rows of x (shaded) and - (empty).
func JankoSolution(s *Solution) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", s.Rows, s.Cols)
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			if s.At(r, c) {
				b.WriteByte('x')
			} else {
				b.WriteByte('-')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Text is the grid as text: # shaded, . empty (? unknown when s is nil),
// each row followed by its clue, the column clues below.
func Text(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			switch {
			case s == nil:
				b.WriteByte('?')
			case s.At(r, c):
				b.WriteByte('#')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteString("  " + ClueString(p.RowClues[r]) + "\n")
	}
	for c, cl := range p.ColClues {
		fmt.Fprintf(&b, "column %d: %s\n", c, ClueString(cl))
	}
	return b.String()
}
