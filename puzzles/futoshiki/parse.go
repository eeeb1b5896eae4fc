package futoshiki

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

const (
	FormatJSON Format = iota
	FormatTatham
)

var formatNames = []string{"json", "tatham"}

// Detect names the format data looks like: JSON when it starts with '{'
// or '[', a Tatham Unequal ID otherwise.
func Detect(data []byte) Format {
	t := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		return FormatJSON
	}
	return FormatTatham
}

// looksTatham: "N:" or "Na:" then comma-separated cells.
func looksTatham(data []byte) bool {
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		n, rest, ok := strings.Cut(l, ":")
		if _, err := strconv.Atoi(strings.TrimSuffix(n, "a")); err != nil || !ok {
			return false
		}
		return strings.Count(rest, ",") >= 1 && !strings.Contains(rest, "/")
	}
	return false
}

func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	var ps []*Puzzle
	var err error
	if f == FormatJSON {
		ps, err = ParseJSON(data)
	} else {
		ps, err = ParseTatham(data)
	}
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no futoshiki puzzle in the input (want a %s puzzle)", formatNames[f])
	}
	for _, p := range ps {
		if p.Name == "" {
			p.Name = name + ":" + strconv.Itoa(p.Pos.Line)
		}
	}
	return ps, nil
}

// ParseTatham reads Tatham Unequal game IDs, one a line: "N:" (or "Na:"
// for adjacent mode) then N*N cells separated by ',' (a trailing ','
// allowed), row-major, each a number (0: not given) and flags among U,
// R, D, L: the cell is greater than its neighbour that way (adjacent
// mode: the two differ by 1).
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	rest := string(data)
	for line := 1; len(rest) > 0; line++ {
		raw := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			raw, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		l := strings.TrimRight(raw, " \t\r")
		start := len(l) - len(strings.TrimLeft(l, " \t"))
		t := l[start:]
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		errAt := func(off int, text, format string, args ...any) error {
			if len(text) > 40 {
				text = text[:40] + "..."
			}
			return srcpos.Errorf(line, start+off+1, text, format, args...)
		}
		ns, rest, ok := strings.Cut(t, ":")
		adj := strings.HasSuffix(ns, "a")
		n, err := strconv.Atoi(strings.TrimSuffix(ns, "a"))
		if !ok || err != nil || n < 1 || n > MaxSide || len(ns) > 4 {
			return nil, errAt(0, t, "a Tatham Unequal game ID is N:CELLS or Na:CELLS (N 1 to %d)", MaxSide)
		}
		p := NewPuzzle(n)
		p.Adjacent = adj
		p.Pos = Pos{Line: line, Col: start + 1, Text: ns}
		p.Name = t
		cells := strings.Split(strings.TrimSuffix(rest, ","), ",")
		if len(cells) != n*n {
			return nil, errAt(len(ns)+1, rest, "%d cells, want %d", len(cells), n*n)
		}
		off := len(ns) + 1
		set := func(slot *Rel, rel Rel, at int, text string) error {
			if *slot != NoRel && *slot != rel {
				return errAt(at, text, "two signs disagree between the same two cells")
			}
			*slot = rel
			return nil
		}
		for c, s := range cells {
			k := 0
			for k < len(s) && s[k] >= '0' && s[k] <= '9' && k < 3 {
				k++
			}
			v, err := strconv.Atoi(s[:k])
			if err != nil || v < 0 || v > n {
				return nil, errAt(off, s, "a cell is a number 0 to %d and flags U, R, D, L", n)
			}
			if v > 0 {
				p.Given[c] = v
			}
			r, col := c/n, c%n
			for _, fl := range s[k:] {
				var slot *Rel
				rel := Greater
				switch {
				case fl == 'U' && r > 0:
					slot, rel = &p.Down[c-n], Less
				case fl == 'D' && r < n-1:
					slot = &p.Down[c]
				case fl == 'L' && col > 0:
					slot, rel = &p.Right[c-1], Less
				case fl == 'R' && col < n-1:
					slot = &p.Right[c]
				default:
					return nil, errAt(off, s, "flag %q: want U, R, D or L towards a neighbour", fl)
				}
				if adj {
					rel = Next
				}
				if err := set(slot, rel, off, s); err != nil {
					return nil, err
				}
			}
			off += len(s) + 1
		}
		out = append(out, p)
	}
	return out, nil
}

// writeTatham writes p's Tatham Unequal ID (flags in U R D L order; in
// adjacent mode on both cells of a bar, as Tatham writes them).
func writeTatham(p *Puzzle) string {
	n := p.N
	var b strings.Builder
	b.WriteString(strconv.Itoa(n))
	if p.Adjacent {
		b.WriteString("a")
	}
	b.WriteString(":")
	for c := 0; c < n*n; c++ {
		v := p.Given[c]
		if v == None {
			v = 0
		}
		b.WriteString(strconv.Itoa(v))
		r, col := c/n, c%n
		mine := func(rel Rel, greaterIs Rel) bool {
			return rel == greaterIs || (p.Adjacent && rel == Next)
		}
		if r > 0 && mine(p.Down[c-n], Less) {
			b.WriteString("U")
		}
		if col < n-1 && mine(p.Right[c], Greater) {
			b.WriteString("R")
		}
		if r < n-1 && mine(p.Down[c], Greater) {
			b.WriteString("D")
		}
		if col > 0 && mine(p.Right[c-1], Less) {
			b.WriteString("L")
		}
		b.WriteString(",")
	}
	return b.String()
}

// JSONPuzzle is the JSON form: {"size":N,"adjacent":false,
// "grid":["- 3 - -",...],"right":["><.",...],"down":["v^..",...]}: grid
// rows (- not given); "right" has N rows of N-1 signs between a cell and
// its right neighbour ('>' left greater, '<' left less, '|' differ by
// 1, '.' none); "down" N-1 rows of N signs between a cell and the one
// below ('v' upper greater, '^' upper less, '-' differ by 1, '.' none).
type JSONPuzzle struct {
	Size     int      `json:"size"`
	Adjacent bool     `json:"adjacent,omitempty"`
	Grid     []string `json:"grid,omitempty"`
	Right    []string `json:"right,omitempty"`
	Down     []string `json:"down,omitempty"`
	Name     string   `json:"name,omitempty"`
}

// ParseJSON reads JSON puzzles: one object, an array, or JSON lines.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	if len(data) > 1<<24 {
		return nil, srcpos.Errorf(1, 1, "", "the input is more than 16 MB")
	}
	var js []JSONPuzzle
	var lines []int
	t := bytes.TrimSpace(data)
	if len(t) > 0 && t[0] == '[' {
		if err := json.Unmarshal(t, &js); err != nil {
			return nil, srcpos.Errorf(1, 1, "", "futoshiki JSON: %v", err)
		}
		for range js {
			lines = append(lines, 1)
		}
	} else {
		dec := json.NewDecoder(bytes.NewReader(data))
		for {
			off := dec.InputOffset()
			var j JSONPuzzle
			if err := dec.Decode(&j); err != nil {
				if err.Error() == "EOF" {
					break
				}
				return nil, srcpos.Errorf(1+bytes.Count(data[:off], []byte("\n")), 1, "", "futoshiki JSON: %v", err)
			}
			js = append(js, j)
			lines = append(lines, 1+bytes.Count(data[:off], []byte("\n")))
		}
	}
	var out []*Puzzle
	for i, j := range js {
		p, err := j.puzzle(lines[i])
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func (j *JSONPuzzle) puzzle(line int) (*Puzzle, error) {
	at := func(format string, args ...any) error {
		return srcpos.Errorf(line, 1, "", "futoshiki JSON: "+format, args...)
	}
	n := j.Size
	if n < 1 || n > MaxSide {
		return nil, at("size %d, want 1 to %d", n, MaxSide)
	}
	p := NewPuzzle(n)
	p.Adjacent, p.Name, p.Pos = j.Adjacent, j.Name, Pos{Line: line, Col: 1}
	if j.Grid != nil {
		if len(j.Grid) != n {
			return nil, at("%d grid rows, want %d", len(j.Grid), n)
		}
		for r, row := range j.Grid {
			ts := janko.Tokens(row, line)
			if len(ts) != n {
				return nil, at("grid row %d has %d cells, want %d", r+1, len(ts), n)
			}
			for c, t := range ts {
				if t.Text == "-" || t.Text == "." || t.Text == "0" {
					continue
				}
				v, err := strconv.Atoi(t.Text)
				if err != nil || v < 1 || v > n {
					return nil, at("grid row %d: %q, want 1 to %d or -", r+1, t.Text, n)
				}
				p.Given[r*n+c] = v
			}
		}
	}
	sign := func(rows []string, nr, nc int, what, chars string, dst func(r, c int) *Rel) error {
		if rows == nil {
			return nil
		}
		if len(rows) != nr {
			return at("%d %s rows, want %d", len(rows), what, nr)
		}
		for r, row := range rows {
			if len(row) != nc {
				return at("%s row %d has %d signs, want %d", what, r+1, len(row), nc)
			}
			for c := 0; c < nc; c++ {
				k := strings.IndexByte(chars, row[c])
				if k < 0 {
					return at("%s row %d: %q, want one of %q", what, r+1, row[c], chars)
				}
				*dst(r, c) = []Rel{NoRel, Greater, Less, Next}[k]
			}
		}
		return nil
	}
	if err := sign(j.Right, n, n-1, "right", ".><|", func(r, c int) *Rel { return &p.Right[r*n+c] }); err != nil {
		return nil, err
	}
	if err := sign(j.Down, n-1, n, "down", ".v^-", func(r, c int) *Rel { return &p.Down[r*n+c] }); err != nil {
		return nil, err
	}
	return p, p.Validate()
}

func jsonOf(p *Puzzle) *JSONPuzzle {
	n := p.N
	j := &JSONPuzzle{Size: n, Adjacent: p.Adjacent, Grid: rowsText(n, p.Given)}
	for r := 0; r < n; r++ {
		var b []byte
		for c := 0; c < n-1; c++ {
			b = append(b, ".><|"[p.Right[r*n+c]])
		}
		j.Right = append(j.Right, string(b))
	}
	for r := 0; r < n-1; r++ {
		var b []byte
		for c := 0; c < n; c++ {
			b = append(b, ".v^-"[p.Down[r*n+c]])
		}
		j.Down = append(j.Down, string(b))
	}
	return j
}

func rowsText(n int, vs []int) []string {
	out := make([]string, n)
	for r := range out {
		ts := make([]string, n)
		for c := range ts {
			ts[c] = "-"
			if v := vs[r*n+c]; v != None {
				ts[c] = strconv.Itoa(v)
			}
		}
		out[r] = strings.Join(ts, " ")
	}
	return out
}
