package galaxies

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
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
// tentaisho URL, a Galaxies game ID ("7x7:..."), a janko header "ROWS
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

// Parse reads every puzzle of data in format f, each validated; name
// names them and their errors.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) {
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
		return puzzle.Found(ps, err, "galaxies", func(p *Puzzle) {
			p.sortDots()
			if p.Name == "" {
				p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
			}
		})
	})
}

// sortDots puts the dots in the order of their places, row by row (as
// Tatham and pzprjs list them), so that a puzzle read in any format has
// the same dot indices; the reference's galaxies follow.
func (p *Puzzle) sortDots() {
	idx := make([]int, len(p.Dots))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		da, db := p.Dots[idx[a]], p.Dots[idx[b]]
		return da.Y < db.Y || da.Y == db.Y && da.X < db.X
	})
	newIndex := make([]int, len(idx))
	dots := make([]Dot, len(idx))
	var pos []Pos
	if len(p.DotPos) == len(p.Dots) {
		pos = make([]Pos, len(idx))
	}
	for k, i := range idx {
		newIndex[i] = k
		dots[k] = p.Dots[i]
		if pos != nil {
			pos[k] = p.DotPos[i]
		}
	}
	p.Dots, p.DotPos = dots, pos
	if p.ref != nil {
		for c, g := range p.ref.Region {
			if g >= 0 && g < len(newIndex) {
				p.ref.Region[c] = newIndex[g]
			}
		}
	}
}

// jankoDot is a janko token's dot in cell (r,c): "0" at its centre, "1"
// on its right edge, "2" on its bottom edge, "3" at its bottom right
// corner; "-" (or ".") none.
func jankoDot(t string, r, c int) (Dot, bool, bool) {
	switch t {
	case "-", ".":
		return Dot{}, false, true
	case "0":
		return Dot{Y: 2*r + 1, X: 2*c + 1}, true, true
	case "1":
		return Dot{Y: 2*r + 1, X: 2*c + 2}, true, true
	case "2":
		return Dot{Y: 2*r + 2, X: 2*c + 1}, true, true
	case "3":
		return Dot{Y: 2*r + 2, X: 2*c + 2}, true, true
	}
	return Dot{}, false, false
}

// ParseJanko reads the plain grid form of the PuzzleKit dataset: a
// header "ROWS COLS", then ROWS rows of COLS tokens, a dot written in the
// cell whose centre, right edge, bottom edge or bottom right corner it
// is on ("0", "1", "2", "3"), "-" none. A solution may follow as ROWS
// rows of galaxy labels (any positive numbers, one per galaxy; the
// dataset numbers them in column-major order); it is then the puzzle's
// reference. (With 2 columns a following row is taken as the next
// puzzle's header, not a solution.)
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
			return nil, first.Errorf("grid %dx%d is out of range (1 to %d a side)", head[0], head[1], MaxSide)
		}
		rows, err := sc.Rows(head[0], head[1], "grid")
		if err != nil {
			return nil, err
		}
		p := &Puzzle{Rows: head[0], Cols: head[1], Pos: Pos{Line: first.Line, Col: first.Col, Text: first.Text}}
		for r, row := range rows {
			for c, t := range row {
				d, ok, valid := jankoDot(t.Text, r, c)
				if !valid {
					return nil, t.Errorf("want a dot 0 (centre), 1 (right edge), 2 (bottom edge), 3 (bottom right corner), or '-' for none")
				}
				if ok {
					p.Dots = append(p.Dots, d)
					p.DotPos = append(p.DotPos, Pos{Line: t.Line, Col: t.Col, Text: t.Text})
				}
			}
		}
		if p.Cols > 2 && sc.NextIsRow(p.Cols) {
			srows, err := sc.Rows(p.Rows, p.Cols, "solution")
			if err != nil {
				return nil, err
			}
			labels := make([]int, p.Rows*p.Cols)
			for r, row := range srows {
				for c, t := range row {
					v, err := strconv.Atoi(t.Text)
					if err != nil || v < 0 || v > 1<<20 {
						return nil, t.Errorf("a solution cell holds its galaxy's number")
					}
					labels[r*p.Cols+c] = v
				}
			}
			p.ref = labelSolution(p, labels)
		}
		out = append(out, p)
	}
	return out, nil
}

// labelSolution turns galaxy labels into a solution: the cells of a
// label are the galaxy of the dot whose touching cells all carry it (the
// first such dot); cells of a label no dot claims are in no galaxy.
func labelSolution(p *Puzzle, labels []int) *Solution {
	s := NewSolution(p.Rows, p.Cols)
	owner := map[int]int{}
	for d, dot := range p.Dots {
		if dot.Y < 1 || dot.X < 1 || dot.Y > 2*p.Rows-1 || dot.X > 2*p.Cols-1 {
			continue // off the grid: Validate says so
		}
		t := p.Touching(dot)
		l := labels[p.Cell(t[0][0], t[0][1])]
		same := true
		for _, x := range t {
			same = same && labels[p.Cell(x[0], x[1])] == l
		}
		if _, taken := owner[l]; same && !taken {
			owner[l] = d
		}
	}
	for i, l := range labels {
		if d, ok := owner[l]; ok {
			s.Region[i] = d
		}
	}
	return s
}

// ParseText reads text grids: a drawing of 2*ROWS+1 lines of 2*COLS+1
// characters (shorter lines are padded with blanks), a cell at each odd
// line and odd column, the lines and corners between them at the even
// ones, as the text output draws a puzzle ('+' corners, '-' and '|'
// walls, blanks or '.'). A dot is 'o' (or 'O'), a black one '*' or '@',
// at any place inside the outline: a cell's centre, an edge, a corner.
// Grids are separated by blank lines; lines starting with '#' are
// comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var lines []string
	var lineNos []int
	flush := func() error {
		if len(lines) == 0 {
			return nil
		}
		defer func() { lines, lineNos = nil, nil }()
		h, w := len(lines), 0
		for _, l := range lines {
			w = max(w, len(l))
		}
		pos := Pos{Line: lineNos[0], Col: 1, Text: clip(lines[0])}
		if h < 3 || w < 3 || h%2 == 0 || w%2 == 0 {
			return srcpos.Errorf(pos.Line, 1, pos.Text, "a drawing of %d lines of up to %d characters: want 2*ROWS+1 lines of 2*COLS+1 (odd, at least 3)", h, w)
		}
		p := &Puzzle{Rows: (h - 1) / 2, Cols: (w - 1) / 2, Pos: pos}
		for y, l := range lines {
			for x := 0; x < len(l); x++ {
				ch := l[x]
				switch ch {
				case 'o', 'O', '*', '@':
					if y == 0 || x == 0 || y == h-1 || x == w-1 {
						return srcpos.Errorf(lineNos[y], x+1, string(ch), "a dot on the grid's outline")
					}
					p.Dots = append(p.Dots, Dot{Y: y, X: x, Black: ch == '*' || ch == '@'})
					p.DotPos = append(p.DotPos, Pos{Line: lineNos[y], Col: x + 1, Text: string(ch)})
				case ' ', '.', '+', '-', '|', '\t':
				default:
					return srcpos.Errorf(lineNos[y], x+1, string(ch), "want a dot 'o' or '*', or a character of the drawing (+ - | . blank)")
				}
			}
		}
		out = append(out, p)
		return nil
	}
	n := 0
	for rest := string(data); rest != ""; {
		l := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		n++
		l = strings.TrimRight(l, " \t\r")
		if l == "" {
			if err := flush(); err != nil {
				return nil, err
			}
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(l), "#") {
			continue
		}
		if len(l) > 2*MaxSide+1 {
			return nil, srcpos.Errorf(n, 2*MaxSide+2, "", "a line of more than %d characters (%d cells)", 2*MaxSide+1, MaxSide)
		}
		if len(lines) >= 2*MaxSide+1 {
			return nil, srcpos.Errorf(n, 1, clip(l), "a drawing of more than %d lines (%d cells)", 2*MaxSide+1, MaxSide)
		}
		lines, lineNos = append(lines, l), append(lineNos, n)
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON: its size and its dots as [row, col]
// pairs, a cell's centre at whole numbers, an edge or a corner at .5
// ([2.5, 3] is the middle of the edge between (2,3) and (3,3)). The JSON
// output (JSONOutput) has the same fields and reads back; its "regions"
// are then the puzzle's reference solution.
type JSONPuzzle struct {
	Puzzle string       `json:"puzzle,omitempty"`
	Name   string       `json:"name,omitempty"`
	Rows   int          `json:"rows"`
	Cols   int          `json:"cols"`
	Dots   [][2]float64 `json:"dots"`
	Black  []int        `json:"black,omitempty"`
}

type jsonIn struct {
	JSONPuzzle
	Error   string  `json:"error"`
	Regions [][]int `json:"regions"`
}

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, func(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
		var in jsonIn
		if err := d.Decode(raw, base, &in); err != nil {
			return nil, err
		}
		if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "galaxies"); err != nil {
			return nil, err
		}
		at := func(path string) int {
			if a := jsonpos.Path(raw, 0, path); a >= 0 {
				return base + a
			}
			return base
		}
		if in.Rows < 1 || in.Cols < 1 || in.Rows > MaxSide || in.Cols > MaxSide {
			return nil, d.Errorf(at("rows"), "", "rows and cols are 1 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
		}
		line, col := d.Pos(base)
		p := &Puzzle{Rows: in.Rows, Cols: in.Cols, Name: in.Name, Pos: Pos{Line: line, Col: col, Text: "{"}}
		for k, xy := range in.Dots {
			y, x := 2*xy[0]+1, 2*xy[1]+1
			off := at("dots[" + strconv.Itoa(k) + "]")
			if y != math.Trunc(y) || x != math.Trunc(x) || math.Abs(y) > 1e6 || math.Abs(x) > 1e6 {
				return nil, d.Errorf(off, "", "dot %d: row and column are whole numbers or halves, not %v", k, xy)
			}
			l, c := d.Pos(off)
			p.Dots = append(p.Dots, Dot{Y: int(y), X: int(x)})
			p.DotPos = append(p.DotPos, Pos{Line: l, Col: c})
		}
		for _, k := range in.Black {
			if k < 0 || k >= len(p.Dots) {
				return nil, d.Errorf(at("black"), "", "black names dot %d of %d", k, len(p.Dots))
			}
			p.Dots[k].Black = true
		}
		if in.Regions != nil {
			if len(in.Regions) != p.Rows {
				return nil, d.Errorf(at("regions"), "", "regions has %d rows, want %d", len(in.Regions), p.Rows)
			}
			s := NewSolution(p.Rows, p.Cols)
			for r, row := range in.Regions {
				if len(row) != p.Cols {
					return nil, d.Errorf(at("regions["+strconv.Itoa(r)+"]"), "", "regions row %d has %d cells, want %d", r, len(row), p.Cols)
				}
				for c, v := range row {
					if v < -1 || v >= len(p.Dots) {
						return nil, d.Errorf(at("regions["+strconv.Itoa(r)+"]"), "", "regions row %d: %d is no dot's index", r, v)
					}
					s.Region[r*p.Cols+c] = v
				}
			}
			p.ref = s
		}
		return p, nil
	})
}

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Puzzle: "galaxies", Rows: p.Rows, Cols: p.Cols, Dots: make([][2]float64, len(p.Dots))}
	for k, d := range p.Dots {
		jp.Dots[k] = [2]float64{float64(d.Y-1) / 2, float64(d.X-1) / 2}
		if d.Black {
			jp.Black = append(jp.Black, k)
		}
	}
	return jp
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}
