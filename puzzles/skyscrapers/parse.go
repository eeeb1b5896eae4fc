package skyscrapers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

const (
	FormatJSON Format = iota
	FormatJanko
	FormatTatham
	FormatPuzzLink
)

// Detect names the format data looks like: JSON when it starts with '{'
// or '[', janko otherwise.
func Detect(data []byte) Format {
	t := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	if len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		return FormatJSON
	}
	if looksPuzzLink(data) {
		return FormatPuzzLink
	}
	if looksTatham(data) {
		return FormatTatham
	}
	return FormatJanko
}

// looksJanko: a header "N N M" (M <= N, optionally D), then a line of N
// tokens.
func looksJanko(data []byte) bool {
	sc := janko.NewScanner(data)
	h := sc.Next()
	if len(h) < 3 || len(h) > 4 || (len(h) == 4 && h[3].Text != "D") {
		return false
	}
	n, e1 := strconv.Atoi(h[0].Text)
	n2, e2 := strconv.Atoi(h[1].Text)
	m, e3 := strconv.Atoi(h[2].Text)
	if e1 != nil || e2 != nil || e3 != nil || n != n2 || m < 1 || m > n {
		return false
	}
	return len(sc.Next()) == n
}

func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	var ps []*Puzzle
	var err error
	if f == FormatJSON {
		ps, err = ParseJSON(data)
	} else if f == FormatPuzzLink {
		ps, err = ParsePuzzLink(data)
	} else if f == FormatTatham {
		ps, err = ParseTatham(data)
	} else {
		ps, err = ParseJanko(data)
	}
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no skyscrapers puzzle in the input (want a %s puzzle)", []string{"json", "janko", "tatham", "puzzlink"}[f])
	}
	for _, p := range ps {
		if p.Name == "" {
			p.Name = name + ":" + strconv.Itoa(p.Pos.Line)
		}
	}
	return ps, nil
}

func number(t janko.Token, lo, hi int, what string) (int, error) {
	switch t.Text {
	case "-", ".", "?":
		return None, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < lo || v > hi || len(t.Text) > 3 {
		return 0, t.Errorf("%s: want %d to %d, or - when not given", what, lo, hi)
	}
	return v, nil
}

// ParseJanko reads the PuzzleKit dataset's form: a header "N N M"
// (heights 1..M; with M < N each row and column also has N-M empty
// lots) and "D" when the diagonals hold each height once too; four
// lines of N clues: above the columns, below the columns, left of the
// rows, right of the rows (- none); then N rows of N cells (a given
// height, 0 a given empty lot, - unknown).
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		h := sc.Next()
		first := h[0]
		if len(h) < 3 || len(h) > 4 {
			return nil, first.Errorf("want a header N N M (and D for diagonals)")
		}
		var hv [3]int
		for i := 0; i < 3; i++ {
			v, err := strconv.Atoi(h[i].Text)
			if err != nil || v < 1 || v > MaxSide {
				return nil, h[i].Errorf("want a number 1 to %d", MaxSide)
			}
			hv[i] = v
		}
		if hv[0] != hv[1] {
			return nil, h[1].Errorf("a skyscrapers grid is square: %d rows, %d columns", hv[0], hv[1])
		}
		if hv[2] > hv[0] {
			return nil, h[2].Errorf("heights up to %d on a side of %d", hv[2], hv[0])
		}
		n, m := hv[0], hv[2]
		p := NewPuzzle(n, m)
		p.Pos = Pos{Line: first.Line, Col: first.Col, Text: first.Text}
		if len(h) == 4 {
			if h[3].Text != "D" && h[3].Text != "d" {
				return nil, h[3].Errorf("want D (diagonals) or nothing after N N M")
			}
			p.Diagonals = true
		}
		clues, err := sc.Rows(4, n, "lines of clues (top, bottom, left, right)")
		if err != nil {
			return nil, err
		}
		for s, row := range clues {
			dst := [][]int{p.Top, p.Bottom, p.Left, p.Right}[s]
			for i, t := range row {
				if dst[i], err = number(t, 1, m, Side(s).String()+" clue"); err != nil {
					return nil, err
				}
			}
		}
		grid, err := sc.Rows(n, n, "grid")
		if err != nil {
			return nil, err
		}
		lo := 1
		if m < n {
			lo = 0
		}
		for r, row := range grid {
			for c, t := range row {
				if p.Given[r*n+c], err = number(t, lo, m, "a cell"); err != nil {
					return nil, err
				}
			}
		}
		if sc.NextIsRow(n) && !looksHeader(sc.Peek()) {
			// the solution's rows after the problem (as jankoset passes it)
			sol, err := sc.Rows(n, n, "solution")
			if err != nil {
				return nil, err
			}
			ref := &Solution{N: n, Values: make([]int, n*n)}
			for r, row := range sol {
				for c, t := range row {
					v, err := number(t, 0, m, "a solution cell")
					if err != nil || v == None {
						return nil, t.Errorf("a solution cell is a height 0 to %d", m)
					}
					ref.Values[r*n+c] = v
				}
			}
			p.ref = ref
		}
		out = append(out, p)
	}
	return out, nil
}

// looksHeader: a line starting N N (N > 0) is the next puzzle's header,
// never a solution row (which holds each height once).
func looksHeader(ts []janko.Token) bool {
	return len(ts) >= 2 && ts[0].Text == ts[1].Text && ts[0].Text != "0" && ts[0].Text != "-"
}

// JSONPuzzle is the JSON form: {"size":N,"max":M,"diagonals":false,
// "top":[...],"bottom":[...],"left":[...],"right":[...],"grid":["- 3 - -",...]}
// (null: a clue not given; max defaults to size; grid optional).
type JSONPuzzle struct {
	Size      int      `json:"size"`
	Max       int      `json:"max,omitempty"`
	Diagonals bool     `json:"diagonals,omitempty"`
	Top       []*int   `json:"top"`
	Bottom    []*int   `json:"bottom"`
	Left      []*int   `json:"left"`
	Right     []*int   `json:"right"`
	Grid      []string `json:"grid,omitempty"`
	Name      string   `json:"name,omitempty"`
}

// ParseJSON reads one JSON puzzle, an array of them, or JSON lines (the
// JSON output reads back).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	if len(data) > 1<<24 {
		return nil, srcpos.Errorf(1, 1, "", "the input is more than 16 MB")
	}
	var raws []json.RawMessage
	var lines []int
	t := bytes.TrimSpace(data)
	if len(t) > 0 && t[0] == '[' {
		if err := json.Unmarshal(t, &raws); err != nil {
			return nil, jsonErr(data, err)
		}
		for range raws {
			lines = append(lines, 1)
		}
	} else {
		dec := json.NewDecoder(bytes.NewReader(data))
		for {
			off := dec.InputOffset()
			var r json.RawMessage
			if err := dec.Decode(&r); err != nil {
				if err.Error() == "EOF" {
					break
				}
				return nil, jsonErr(data, err)
			}
			raws = append(raws, r)
			lines = append(lines, 1+bytes.Count(data[:off], []byte("\n"))+leadingLines(data[off:]))
		}
	}
	var out []*Puzzle
	for i, r := range raws {
		var j JSONPuzzle
		if err := json.Unmarshal(r, &j); err != nil {
			return nil, srcpos.Errorf(lines[i], 1, "", "skyscrapers JSON: %v", err)
		}
		p, err := j.puzzle(lines[i])
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func leadingLines(b []byte) int {
	k := 0
	for _, c := range b {
		if c == '\n' {
			k++
		} else if c != ' ' && c != '\t' && c != '\r' {
			break
		}
	}
	return k
}

func jsonErr(data []byte, err error) error {
	if se, ok := err.(*json.SyntaxError); ok {
		off := int(min(se.Offset, int64(len(data))))
		line := 1 + bytes.Count(data[:off], []byte("\n"))
		col := off - bytes.LastIndexByte(data[:off], '\n')
		return srcpos.Errorf(line, col, "", "skyscrapers JSON: %v", err)
	}
	return srcpos.Errorf(1, 1, "", "skyscrapers JSON: %v", err)
}

func (j *JSONPuzzle) puzzle(line int) (*Puzzle, error) {
	at := func(format string, args ...any) error { return srcpos.Errorf(line, 1, "", format, args...) }
	if j.Size < 1 || j.Size > MaxSide {
		return nil, at("skyscrapers JSON: size %d, want 1 to %d", j.Size, MaxSide)
	}
	m := j.Max
	if m == 0 {
		m = j.Size
	}
	if m < 1 || m > j.Size {
		return nil, at("skyscrapers JSON: max %d, want 1 to %d", m, j.Size)
	}
	p := NewPuzzle(j.Size, m)
	p.Diagonals, p.Name, p.Pos = j.Diagonals, j.Name, Pos{Line: line, Col: 1}
	for s, src := range [][]*int{j.Top, j.Bottom, j.Left, j.Right} {
		if src == nil {
			continue
		}
		if len(src) != j.Size {
			return nil, at("skyscrapers JSON: %d %s clues, want %d", len(src), Side(s), j.Size)
		}
		dst := [][]int{p.Top, p.Bottom, p.Left, p.Right}[s]
		for i, v := range src {
			if v != nil {
				dst[i] = *v
			}
		}
	}
	if j.Grid != nil {
		if len(j.Grid) != j.Size {
			return nil, at("skyscrapers JSON: %d grid rows, want %d", len(j.Grid), j.Size)
		}
		for r, row := range j.Grid {
			ts := janko.Tokens(row, line)
			if len(ts) != j.Size {
				return nil, at("skyscrapers JSON: grid row %d has %d cells, want %d", r+1, len(ts), j.Size)
			}
			for c, t := range ts {
				v, err := number(t, 0, m, "a cell")
				if err != nil {
					return nil, err
				}
				p.Given[r*j.Size+c] = v
			}
		}
	}
	return p, p.Validate()
}

func jsonOf(p *Puzzle) *JSONPuzzle {
	ptrs := func(s []int) []*int {
		out := make([]*int, len(s))
		for i, v := range s {
			if v != None {
				out[i] = &v
			}
		}
		return out
	}
	j := &JSONPuzzle{Size: p.N, Max: p.Max, Diagonals: p.Diagonals, Top: ptrs(p.Top), Bottom: ptrs(p.Bottom), Left: ptrs(p.Left), Right: ptrs(p.Right)}
	if p.Givens() > 0 {
		j.Grid = tokenRows(p.N, p.Given)
	}
	return j
}

func tokenRows(n int, vs []int) []string {
	out := make([]string, n)
	for r := range out {
		ts := make([]string, n)
		for c := range ts {
			ts[c] = tok(vs[r*n+c])
		}
		out[r] = strings.Join(ts, " ")
	}
	return out
}

func tok(v int) string {
	if v == None {
		return "-"
	}
	return strconv.Itoa(v)
}

var _ = fmt.Sprint
