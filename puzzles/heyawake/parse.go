package heyawake

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
var puzzLinkGenre = puzzlink.Genre{Name: "heyawake"}

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' is JSON; a puzz.link URL is
// puzzlink; a line of numbers (the header ROWS COLS) is janko; anything
// else is text.
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
	return puzzle.Found(ps, err, "heyawake", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// numbered checks that every room of p holds at most one number, at the
// token of the second one.
func numbered(p *Puzzle, at func(i int) error) error {
	seen := make([]bool, p.Rooms.N)
	for i, v := range p.Nums {
		if v == None {
			continue
		}
		k := p.Rooms.Of[i]
		if seen[k] {
			return at(i)
		}
		seen[k] = true
	}
	return nil
}

// ---- janko ----

// ParseJanko reads the plain form as the PuzzleKit dataset stores
// janko.at's Heyawakes: a header "ROWS COLS", ROWS rows of COLS tokens
// (a room's number, '-' none), ROWS rows of COLS room labels (any
// token naming a room: "a a b", "1 1 2"; a room's cells need not be
// connected, as in one janko.at puzzle), and optionally a solution of
// ROWS rows of 'x' (shaded) and '-', which becomes the puzzle's
// reference. Puzzles may follow one another.
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
		if !sc.More() {
			return nil, sc.Missing("missing the room grid: %d rows of %d room labels after the grid", p.Rows, p.Cols)
		}
		labels, err := sc.Rows(p.Rows, p.Cols, "room grid")
		if err != nil {
			return nil, err
		}
		// A label names one room, whose cells may lie apart (janko.at's
		// 21x21 #370 numbers a room of two pieces).
		if p.Rooms, err = regions.FromLabels(labels, false); err != nil {
			return nil, err
		}
		if err := numbered(p, func(i int) error {
			return grid[i/p.Cols][i%p.Cols].Errorf("a second number in the room of (%d,%d)", i/p.Cols, i%p.Cols)
		}); err != nil {
			return nil, err
		}
		if l := sc.Peek(); len(l) == p.Cols && isSolutionToken(l[0].Text) {
			toks, err := sc.Rows(p.Rows, p.Cols, "solution grid")
			if err != nil {
				return nil, err
			}
			s := &Solution{Rows: p.Rows, Cols: p.Cols, Shaded: make([]bool, 0, p.Rows*p.Cols)}
			for _, row := range toks {
				for _, t := range row {
					if !isSolutionToken(t.Text) {
						return nil, t.Errorf("a solution cell is 'x' (shaded) or '-' (unshaded)")
					}
					s.Shaded = append(s.Shaded, t.Text == "x" || t.Text == "#")
				}
			}
			p.ref = s
		}
		out = append(out, p)
	}
	return out, nil
}

func isSolutionToken(t string) bool { return t == "x" || t == "#" || t == "-" || t == "." }

// numberToken reads a grid token: a number 0..MaxNumber, or "-" or "."
// for a cell without one.
func numberToken(t janko.Token) (int, error) {
	switch t.Text {
	case "-", ".":
		return None, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < 0 || v > MaxNumber || !allDigits(t.Text) {
		return 0, t.Errorf("want a room's number 0 to %d, or '-' for a cell without one", MaxNumber)
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

func numberText(v int) string {
	if v == None {
		return "-"
	}
	return strconv.Itoa(v)
}

func writeJanko(w io.Writer, p *Puzzle) error {
	rows := make([][]string, p.Rows+p.Rows)
	labels := p.Rooms.Labels("-")
	for r := 0; r < p.Rows; r++ {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = numberText(p.Nums[r*p.Cols+c])
		}
		rows[p.Rows+r] = labels[r]
	}
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, rows)
}

// JankoSolution is s in the PuzzleKit dataset's solution form: "ROWS
// COLS", then the rows, 'x' a shaded cell and '-' an unshaded one.
func JankoSolution(s *Solution) string {
	rows := make([][]string, s.Rows)
	for r := range rows {
		rows[r] = make([]string, s.Cols)
		for c := range rows[r] {
			rows[r][c] = "-"
			if s.Shaded[r*s.Cols+c] {
				rows[r][c] = "x"
			}
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{s.Rows, s.Cols}, rows)
	return b.String()
}

// ---- text ----

// ParseText reads text grids: puzzles separated by blank lines, a row a
// line, a cell a blank-separated token: its room's label (letters) and,
// in the cell that shows it, the room's number after the label ("a3 a
// b" : cells of rooms a, a, b, the first showing 3). Every row of a
// puzzle has the same number of cells.
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
				if k == 0 || k > 4 {
					return nil, srcpos.Errorf(i+1, col+1, clip(f), "a cell is a room label of 1 to 4 letters, then optionally the room's number (\"a3\")")
				}
				v := None
				if k < len(f) {
					n, err := strconv.Atoi(f[k:])
					if err != nil || !allDigits(f[k:]) || n > MaxNumber {
						return nil, srcpos.Errorf(i+1, col+k+1, clip(f[k:]), "want a room's number 0 to %d after the label", MaxNumber)
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
		var err error
		if p.Rooms, err = regions.FromLabels(labels, false); err != nil {
			return nil, err
		}
		if err := numbered(p, func(k int) error {
			return labels[k/p.Cols][k%p.Cols].Errorf("a second number in the room of (%d,%d)", k/p.Cols, k%p.Cols)
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

// roomLabel is room k's label in the text form: a..z, then aa, ab, ...
func roomLabel(k int) string {
	s := ""
	for {
		s = string(rune('a'+k%26)) + s
		k = k/26 - 1
		if k < 0 {
			return s
		}
	}
}

func writeText(w io.Writer, p *Puzzle) error {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			i := r*p.Cols + c
			b.WriteString(roomLabel(p.Rooms.Of[i]))
			if p.Nums[i] != None {
				b.WriteString(strconv.Itoa(p.Nums[i]))
			}
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ---- puzz.link ----

// ParsePuzzLink reads puzz.link heyawake URLs, one per line: pzprjs'
// body (src/variety/heyawake.js: decodeBorder, then decodeRoomNumber16):
// the room borders, then a number list with one value a room, rooms in
// the order of their first cell in row-major order; a room's number is
// shown in its top cell (pzprjs' getTopCell: the leftmost column's
// topmost cell). pzprjs' '.' (a number of unknown value) is refused, and
// so is text after the last room.
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
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a heyawake one", u.Kind)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide {
		return nil, u.Errorf(0, "", "grid %dx%d is too large (at most %d a side)", u.Cols, u.Rows, MaxSide)
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
	rooms := regions.FromBorders(u.Rows, u.Cols, vert, horiz)
	rest := u.Body[used:]
	vals, used2, err := puzzlink.DecodeNumber16(rest, rooms.N)
	if err != nil {
		return nil, relocate(used, err)
	}
	if used2 < len(rest) {
		return nil, u.Errorf(used+used2, rest[used2:], "text after the last room's number")
	}
	p := &Puzzle{Rows: u.Rows, Cols: u.Cols, Nums: newNums(u.Rows * u.Cols), Rooms: rooms,
		Pos: Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}}
	for k, v := range vals {
		switch {
		case v == puzzlink.Unknown:
			return nil, u.Errorf(used, rest, "room %d has a number of unknown value ('.'): not supported", k+1)
		case v > MaxNumber:
			return nil, u.Errorf(used, rest, "room %d has the number %d, at most %d", k+1, v, MaxNumber)
		case v >= 0:
			p.Nums[topCell(rooms, k)] = v
		}
	}
	return p, nil
}

// topCell is pzprjs' getTopCell of room k: the leftmost column's topmost
// cell.
func topCell(g *regions.Regions, k int) int {
	best := -1
	for _, i := range g.Cells(k) {
		if best < 0 || i%g.Cols < best%g.Cols || i%g.Cols == best%g.Cols && i < best {
			best = i
		}
	}
	return best
}

// PuzzLinkURL is p's puzz.link URL (a room's number moves to its top
// cell when read back). pzprjs' borders cannot say a room of several
// pieces: such a puzzle is an error.
func PuzzLinkURL(p *Puzzle) (string, error) {
	if i := p.Rooms.Split(); i >= 0 {
		return "", fmt.Errorf("puzz.link cannot give a room of several pieces (the room of (%d,%d)): write janko, text or json", i/p.Cols, i%p.Cols)
	}
	v, h := p.Rooms.Borders()
	vals := make([]int, p.Rooms.N)
	for k := range vals {
		vals[k] = puzzlink.Empty
		if n, at := p.RoomNumber(k); at >= 0 {
			vals[k] = n
		}
	}
	return puzzlink.RawURL("heyawake", p.Cols, p.Rows, puzzlink.EncodeBorder(p.Rows, p.Cols, v, h)+puzzlink.EncodeNumber16(vals)), nil
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	u, err := PuzzLinkURL(p)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, u)
	return err
}

// ---- JSON ----

// JSONPuzzle is the JSON form of a puzzle: "numbers" a room's number in
// the cell that shows it (-1 none), "rooms" a room number per cell (1,
// 2, ...). The JSON output adds "shaded" (the solution's shaded cells),
// which reads back as the reference solution.
type JSONPuzzle struct {
	Puzzle  string  `json:"puzzle,omitempty"`
	Name    string  `json:"name,omitempty"`
	Rows    int     `json:"rows"`
	Cols    int     `json:"cols"`
	Numbers [][]int `json:"numbers"`
	Rooms   [][]int `json:"rooms"`
}

type jsonIn struct {
	JSONPuzzle
	Status  string          `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Shaded  [][2]int        `json:"shaded"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	j := JSONPuzzle{Puzzle: "heyawake", Rows: p.Rows, Cols: p.Cols, Numbers: make([][]int, p.Rows), Rooms: make([][]int, p.Rows)}
	for r := 0; r < p.Rows; r++ {
		j.Numbers[r] = make([]int, p.Cols)
		j.Rooms[r] = make([]int, p.Cols)
		for c := 0; c < p.Cols; c++ {
			j.Numbers[r][c] = p.Nums[r*p.Cols+c]
			j.Rooms[r][c] = p.Rooms.Of[r*p.Cols+c] + 1
		}
	}
	return j
}

func writeJSON(w io.Writer, p *Puzzle) error {
	b, err := json.Marshal(jsonPuzzleOf(p))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
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
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "heyawake"); err != nil {
		return nil, err
	}
	R, C := in.Rows, in.Cols
	if R < 1 || C < 1 || R > MaxSide || C > MaxSide {
		return nil, bad("\"rows\" and \"cols\" are 1 to %d", MaxSide)
	}
	if len(in.Rooms) != R || len(in.Numbers) != R {
		return nil, bad("\"rooms\" and \"numbers\" have %d rows each, want %d", R, R)
	}
	toks := make([][]janko.Token, R)
	p := &Puzzle{Rows: R, Cols: C, Nums: make([]int, 0, R*C), Name: in.Name, Pos: Pos{Line: line, Col: col, Text: "{"}}
	for r := 0; r < R; r++ {
		if len(in.Rooms[r]) != C || len(in.Numbers[r]) != C {
			return nil, bad("row %d of \"rooms\" or \"numbers\" does not have %d cells", r, C)
		}
		for c := 0; c < C; c++ {
			v, k := in.Numbers[r][c], in.Rooms[r][c]
			if k < 1 {
				return nil, bad("a room number is 1 or more")
			}
			if v < None || v > MaxNumber {
				return nil, bad("a number is 0 to %d (-1: none)", MaxNumber)
			}
			toks[r] = append(toks[r], janko.Token{Text: strconv.Itoa(k), Line: line, Col: col})
			p.Nums = append(p.Nums, v)
		}
	}
	rg, err := regions.FromLabels(toks, false)
	if err != nil {
		var se *srcpos.Error
		if errors.As(err, &se) {
			return nil, bad("%s", se.Msg)
		}
		return nil, bad("%v", err)
	}
	p.Rooms = rg
	if err := numbered(p, func(i int) error { return bad("a second number in the room of (%d,%d)", i/C, i%C) }); err != nil {
		return nil, err
	}
	if in.Shaded != nil {
		s := &Solution{Rows: R, Cols: C, Shaded: make([]bool, R*C)}
		for _, c := range in.Shaded {
			if !p.inside(c) {
				return nil, bad("a shaded cell (%d,%d) outside the grid", c[0], c[1])
			}
			s.Shaded[c[0]*C+c[1]] = true
		}
		p.ref = s
	}
	return p, nil
}
