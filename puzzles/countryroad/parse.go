package countryroad

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

// The formats. FormatAuto detects the format (Detect).
const (
	FormatAuto Format = iota
	FormatJanko
	FormatText
	FormatJSON
	FormatPuzzLink
)

// puzzLinkGenre is puzz.link's name of the genre.
var puzzLinkGenre = puzzlink.Genre{Name: "country"}

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' is JSON; a puzz.link URL is
// puzzlink; a line starting with a digit (the header ROWS COLS) is
// janko; anything else is text.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return FormatJanko
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
	case puzzlink.Looks([]byte(line)):
		return FormatPuzzLink
	case line[0] >= '0' && line[0] <= '9':
		return FormatJanko
	}
	return FormatText
}

// Parse reads every puzzle of data in format f (FormatAuto: detected),
// validated. Errors are *srcpos.Error values carrying name and data.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) { return parse(name, data, f) })
}

func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	data = puzzle.TrimBOM(data)
	if f == FormatAuto {
		f = Detect(data)
	}
	var ps []*Puzzle
	var err error
	switch f {
	case FormatJSON:
		ps, err = ParseJSON(data)
	case FormatPuzzLink:
		ps, err = ParsePuzzLink(data)
	case FormatText:
		ps, err = ParseText(data)
	default:
		ps, err = ParseJanko(data)
	}
	return puzzle.Found(ps, err, "countryroad", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// numbered checks that every region of p holds at most one number and
// no blocked cell holds one, at the token of the number (at gets the
// cell and the message).
func numbered(p *Puzzle, at func(i int, msg string) error) error {
	seen := make([]bool, p.Regions.N)
	for i, v := range p.Nums {
		if v == None {
			continue
		}
		k := p.Regions.Of[i]
		if k < 0 {
			return at(i, fmt.Sprintf("a number in the blocked cell (%d,%d)", i/p.Cols, i%p.Cols))
		}
		if seen[k] {
			return at(i, fmt.Sprintf("a second number in the region of (%d,%d)", i/p.Cols, i%p.Cols))
		}
		seen[k] = true
	}
	return nil
}

// Blocked is the label of a cell outside every region in the janko and
// text forms.
const Blocked = "@"

// ---- janko ----

// ParseJanko reads the plain form as the PuzzleKit dataset stores
// janko.at's Country Roads: a header "ROWS COLS", ROWS rows of COLS
// tokens (a region's number, '-' none), ROWS rows of COLS region labels
// (any token naming a region: "1 1 2", "a a b"; each region connected;
// '@' a blocked cell, in no region),
// and optionally a solution of ROWS rows of COLS tokens, each cell on the
// loop its two directions ("ns", "ew", "se", "sw", "ne", "nw", in any
// order) and '-' a cell off it, which becomes the puzzle's reference.
// Puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		p := &Puzzle{Rows: head[0], Cols: head[1], Pos: Pos{Line: first[0].Line, Col: first[0].Col, Text: first[0].Text}}
		if p.Rows > MaxSide || p.Cols > MaxSide {
			return nil, first[0].Errorf("grid %dx%d is too large (at most %d a side)", p.Rows, p.Cols, MaxSide)
		}
		if p.Rows*p.Cols < 2 {
			return nil, first[0].Errorf("grid %dx%d is too small (at least 2 cells)", p.Rows, p.Cols)
		}
		grid, err := sc.Rows(p.Rows, p.Cols, "grid")
		if err != nil {
			return nil, err
		}
		p.Nums = make([]int, 0, p.Rows*p.Cols)
		for _, row := range grid {
			for _, t := range row {
				v, err := numberToken(t)
				if err != nil {
					return nil, err
				}
				p.Nums = append(p.Nums, v)
			}
		}
		if p.Regions, _, err = regions.Scan(sc, p.Rows, p.Cols, "region grid", Blocked); err != nil {
			return nil, err
		}
		if err := numbered(p, func(i int, msg string) error {
			return grid[i/p.Cols][i%p.Cols].Errorf("%s", msg)
		}); err != nil {
			return nil, err
		}
		if l := sc.Peek(); len(l) == p.Cols && isSolutionLine(l) {
			toks, err := sc.Rows(p.Rows, p.Cols, "solution grid")
			if err != nil {
				return nil, err
			}
			if p.ref, err = solutionOf(p, toks); err != nil {
				return nil, err
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// isSolutionLine reports whether a line of tokens reads as a solution
// row: only '-' and direction pairs, at least one pair.
func isSolutionLine(l []janko.Token) bool {
	pair := false
	for _, t := range l {
		if t.Text == "-" || t.Text == "." {
			continue
		}
		if _, ok := links(t.Text); !ok {
			return false
		}
		pair = true
	}
	return pair
}

// links reads a solution token's directions ("-": none; two of n, s,
// w, e).
func links(t string) ([4]bool, bool) {
	var l [4]bool
	if t == "-" || t == "." {
		return l, true
	}
	if len(t) != 2 {
		return l, false
	}
	for i := 0; i < 2; i++ {
		d := strings.IndexByte("nswe", t[i])
		if d < 0 || l[d] {
			return l, false
		}
		l[d] = true
	}
	return l, true
}

// solutionOf reads a solution grid; a cell's directions must agree with
// its neighbours' and stay on the grid.
func solutionOf(p *Puzzle, toks [][]janko.Token) (*Solution, error) {
	s := NewSolution(p.Rows, p.Cols)
	ls := make([][4]bool, 0, p.Rows*p.Cols)
	for _, row := range toks {
		for _, t := range row {
			l, ok := links(t.Text)
			if !ok {
				return nil, t.Errorf("a solution cell is two directions of n, s, w, e (\"se\") or '-' off the loop")
			}
			ls = append(ls, l)
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			l := ls[r*p.Cols+c]
			t := toks[r][c]
			for d, st := range Step {
				nr, nc := r+st[0], c+st[1]
				inside := nr >= 0 && nr < p.Rows && nc >= 0 && nc < p.Cols
				if l[d] && !inside {
					return nil, t.Errorf("the loop leaves the grid at (%d,%d)", r, c)
				}
				if !inside {
					continue
				}
				if l[d] != ls[nr*p.Cols+nc][d^1] {
					return nil, t.Errorf("cell (%d,%d) and its neighbour (%d,%d) disagree about the line between them", r, c, nr, nc)
				}
				if l[d] {
					e, _ := p.EdgeBetween([2]int{r, c}, [2]int{nr, nc})
					s.SetEdge(e, true)
				}
			}
		}
	}
	return s, nil
}

// numberToken reads a grid token: a number 0..MaxNumber, or "-" or "."
// for a cell without one.
func numberToken(t janko.Token) (int, error) {
	switch t.Text {
	case "-", ".":
		return None, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < 0 || v > MaxNumber || !allDigits(t.Text) {
		return 0, t.Errorf("want a region's number 0 to %d, or '-' for a cell without one", MaxNumber)
	}
	return v, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// ---- text ----

// ParseText reads text grids: puzzles separated by blank lines, a row a
// line, a cell a blank-separated token: its region's label (letters) and,
// in the cell that shows it, the region's number after the label ("a3 a
// b": cells of regions a, a, b, the first showing 3); '@' is a blocked
// cell, in no region. Every row of a
// puzzle has the same number of cells; lines starting with '#' are
// comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	ls := strings.Split(string(data), "\n")
	var out []*Puzzle
	for i := 0; i < len(ls); i++ {
		if t := strings.TrimSpace(ls[i]); t == "" || t[0] == '#' {
			continue
		}
		var labels [][]janko.Token
		var nums []int
		start := i
		for ; i < len(ls); i++ {
			l := strings.TrimRight(ls[i], "\r")
			t := strings.TrimSpace(l)
			if t == "" {
				break
			}
			if t[0] == '#' {
				continue
			}
			var row []janko.Token
			col := 0
			for _, f := range strings.Fields(l) {
				col = strings.Index(l[col:], f) + col
				k := 0
				for k < len(f) && (f[k] >= 'a' && f[k] <= 'z' || f[k] >= 'A' && f[k] <= 'Z') {
					k++
				}
				if f == Blocked {
					k = 1
				}
				if k == 0 || k > 4 {
					return nil, srcpos.Errorf(i+1, col+1, clip(f), "a cell is a region label of 1 to 4 letters, then optionally the region's number (\"a3\")")
				}
				v := None
				if k < len(f) {
					n, err := strconv.Atoi(f[k:])
					if err != nil || !allDigits(f[k:]) || n > MaxNumber {
						return nil, srcpos.Errorf(i+1, col+k+1, clip(f[k:]), "want a region's number 0 to %d after the label", MaxNumber)
					}
					v = n
				}
				row = append(row, janko.Token{Text: f[:k], Line: i + 1, Col: col + 1})
				nums = append(nums, v)
				col += len(f)
			}
			if len(labels) > 0 && len(row) != len(labels[0]) {
				return nil, row[0].Errorf("row %d has %d cells, the first row %d", len(labels)+1, len(row), len(labels[0]))
			}
			if len(labels) >= MaxSide || len(row) > MaxSide {
				return nil, row[0].Errorf("the grid is too large (at most %d a side)", MaxSide)
			}
			labels = append(labels, row)
		}
		first := labels[0][0]
		p := &Puzzle{Rows: len(labels), Cols: len(labels[0]), Nums: nums, Pos: Pos{Line: start + 1, Col: first.Col, Text: first.Text}}
		if p.Rows*p.Cols < 2 {
			return nil, first.Errorf("a grid of one cell (at least 2)")
		}
		var err error
		if p.Regions, err = regions.FromLabels(labels, true, Blocked); err != nil {
			return nil, err
		}
		if err := numbered(p, func(k int, msg string) error {
			return labels[k/p.Cols][k%p.Cols].Errorf("%s", msg)
		}); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24]
	}
	return s
}

// ---- puzz.link ----

// ParsePuzzLink reads puzz.link country URLs, one per line: pzprjs' body
// (src/variety/country.js: decodeBorder, then decodeRoomNumber16): the
// region borders, then a number list with one value a region, regions in
// the order of their first cell in row-major order; a region's number is
// shown in its top cell (pzprjs' getTopCell: the leftmost column's
// topmost cell). pzprjs' '.' (a number of unknown value) is refused, and
// so is text after the last region.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	raws, err := puzzlink.ParseRawAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(raws))
	for _, r := range raws {
		p, err := puzzLinkPuzzle(r)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func puzzLinkPuzzle(u *puzzlink.Raw) (*Puzzle, error) {
	if !puzzLinkGenre.Is(u.Kind) {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a country one", u.Kind)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide {
		return nil, u.Errorf(0, "", "grid %dx%d is too large (at most %d a side)", u.Cols, u.Rows, MaxSide)
	}
	if u.Rows*u.Cols < 2 {
		return nil, u.Errorf(0, "", "grid %dx%d is too small (at least 2 cells)", u.Cols, u.Rows)
	}
	relocate := func(off int, err error) error {
		var se *srcpos.Error
		if errors.As(err, &se) {
			return u.Errorf(off+se.Col-1, se.Text, "%s", se.Msg)
		}
		return err
	}
	vert, horiz, used, err := puzzlink.DecodeBorder(u.Body, u.Rows, u.Cols)
	if err != nil {
		return nil, relocate(0, err)
	}
	g := regions.FromBorders(u.Rows, u.Cols, vert, horiz)
	rest := u.Body[used:]
	vals, used2, err := puzzlink.DecodeNumber16(rest, g.N)
	if err != nil {
		return nil, relocate(used, err)
	}
	if used2 < len(rest) {
		return nil, u.Errorf(used+used2, rest[used2:], "text after the last region's number")
	}
	p := &Puzzle{Rows: u.Rows, Cols: u.Cols, Nums: newNums(u.Rows * u.Cols), Regions: g,
		Pos: Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}}
	for k, v := range vals {
		switch {
		case v == puzzlink.Unknown:
			return nil, u.Errorf(used, rest, "region %d has a number of unknown value ('.'): not supported", k+1)
		case v > MaxNumber:
			return nil, u.Errorf(used, rest, "region %d has the number %d, at most %d", k+1, v, MaxNumber)
		case v >= 0:
			p.Nums[topCell(g, k)] = v
		}
	}
	return p, nil
}

// topCell is pzprjs' getTopCell of region k: the leftmost column's
// topmost cell.
func topCell(g *regions.Regions, k int) int {
	best := -1
	for _, i := range g.Cells(k) {
		if best < 0 || i%g.Cols < best%g.Cols || i%g.Cols == best%g.Cols && i < best {
			best = i
		}
	}
	return best
}

// ---- JSON ----

// JSONPuzzle is the JSON form of a puzzle: "numbers" a region's number in
// the cell that shows it (-1 none), "regions" a region number per cell
// (1, 2, ...; 0 a blocked cell, in no region). The JSON output adds "loop" (the loop's cells in order),
// which reads back as the reference solution.
type JSONPuzzle struct {
	Puzzle  string  `json:"puzzle,omitempty"`
	Name    string  `json:"name,omitempty"`
	Rows    int     `json:"rows"`
	Cols    int     `json:"cols"`
	Numbers [][]int `json:"numbers"`
	Regions [][]int `json:"regions"`
}

type jsonIn struct {
	JSONPuzzle
	Status  string          `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Loop    [][2]int        `json:"loop"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	j := JSONPuzzle{Puzzle: "countryroad", Rows: p.Rows, Cols: p.Cols, Numbers: make([][]int, p.Rows), Regions: make([][]int, p.Rows)}
	for r := 0; r < p.Rows; r++ {
		j.Numbers[r] = make([]int, p.Cols)
		j.Regions[r] = make([]int, p.Cols)
		for c := 0; c < p.Cols; c++ {
			j.Numbers[r][c] = p.Nums[r*p.Cols+c]
			j.Regions[r][c] = max(p.Regions.Of[r*p.Cols+c]+1, 0)
		}
	}
	return j
}

// ParseJSON reads JSON puzzles: objects one after another (the solve
// command's JSON output, a line each) or an array of them.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, jsonPuzzle)
}

func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var in jsonIn
	if err := d.Strict(raw, base, &in); err != nil {
		return nil, err
	}
	line, col := d.Pos(base)
	bad := func(format string, args ...any) error { return srcpos.Errorf(line, col, "{", format, args...) }
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "countryroad"); err != nil {
		return nil, err
	}
	R, C := in.Rows, in.Cols
	if R < 1 || C < 1 || R > MaxSide || C > MaxSide || R*C < 2 {
		return nil, bad("\"rows\" and \"cols\" are 1 to %d, at least 2 cells", MaxSide)
	}
	if len(in.Regions) != R || len(in.Numbers) != R {
		return nil, bad("\"regions\" and \"numbers\" have %d rows each, want %d", R, R)
	}
	toks := make([][]janko.Token, R)
	p := &Puzzle{Rows: R, Cols: C, Nums: make([]int, 0, R*C), Name: in.Name, Pos: Pos{Line: line, Col: col, Text: "{"}}
	for r := 0; r < R; r++ {
		if len(in.Regions[r]) != C || len(in.Numbers[r]) != C {
			return nil, bad("row %d of \"regions\" or \"numbers\" does not have %d cells", r, C)
		}
		for c := 0; c < C; c++ {
			v, k := in.Numbers[r][c], in.Regions[r][c]
			if k < 0 {
				return nil, bad("a region number is 1 or more (0: a blocked cell)")
			}
			if v < None || v > MaxNumber {
				return nil, bad("a number is 0 to %d (-1: none)", MaxNumber)
			}
			t := strconv.Itoa(k)
			if k == 0 {
				t = Blocked
			}
			toks[r] = append(toks[r], janko.Token{Text: t, Line: line, Col: col})
			p.Nums = append(p.Nums, v)
		}
	}
	g, err := regions.FromLabels(toks, true, Blocked)
	if err != nil {
		var se *srcpos.Error
		if errors.As(err, &se) {
			return nil, bad("%s", se.Msg)
		}
		return nil, bad("%v", err)
	}
	p.Regions = g
	if err := numbered(p, func(i int, msg string) error { return bad("%s", msg) }); err != nil {
		return nil, err
	}
	if in.Loop != nil {
		s, err := loopSolution(p, in.Loop)
		if err != nil {
			return nil, bad("\"loop\": %v", err)
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
