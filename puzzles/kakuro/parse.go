package kakuro

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

// The formats.
const (
	FormatAuto Format = iota
	FormatJanko
	FormatText
	FormatJSON
	FormatPuzzLink
)

// PuzzLinkGenre is Kakuro's name in pzprjs URLs.
var PuzzLinkGenre = puzzlink.Genre{Name: "kakuro"}

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' is JSON; a puzz.link URL is
// puzzlink; a line whose first token is not a number (text's '#', '.' and
// "16\7") is text; anything else is janko.
func Detect(data []byte) Format {
	line := firstLine(data)
	switch {
	case line == "":
		return FormatJanko
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
	case puzzlink.Looks([]byte(line)):
		return FormatPuzzLink
	case !allDigits(strings.Fields(line)[0]):
		return FormatText
	}
	return FormatJanko
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
	return puzzle.Found(ps, err, "kakuro", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// ---- janko ----

// ParseJanko reads the plain form as the PuzzleKit dataset stores
// janko.at's Kakuro: a header "ROWS COLS", then ROWS rows of COLS tokens:
// '0' (or '.') a white cell, '-' a black cell, "D,A" a black cell with
// the sum D of the run below it and A of the run right of it (either may
// be left out: "16," or ",7"); optionally a solution of ROWS rows of COLS
// tokens (a digit in each white cell, '-' in the black ones), which
// becomes the puzzle's reference (not read for a grid of 2 columns, whose
// rows look like a next puzzle's header). Puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		p := &Puzzle{Rows: head[0], Cols: head[1], Pos: Pos{Line: first[0].Line, Col: first[0].Col}}
		if p.Rows > MaxSide || p.Cols > MaxSide {
			return nil, first[0].Errorf("grid %dx%d is too large (at most %d a side)", p.Rows, p.Cols, MaxSide)
		}
		toks, err := sc.Rows(p.Rows, p.Cols, "puzzle grid")
		if err != nil {
			return nil, err
		}
		p.Cells = make([]Cell, 0, p.Rows*p.Cols)
		for _, row := range toks {
			for _, t := range row {
				c, msg := cellToken(t.Text, ',')
				if msg != "" {
					return nil, t.Errorf("%s", msg)
				}
				p.Cells = append(p.Cells, c)
			}
		}
		if l := sc.Peek(); len(l) == p.Cols && p.Cols != 2 {
			toks, err := sc.Rows(p.Rows, p.Cols, "solution grid")
			if err != nil {
				return nil, err
			}
			s := &Solution{Rows: p.Rows, Cols: p.Cols, Grid: make([]int, 0, p.Rows*p.Cols)}
			for _, row := range toks {
				for _, t := range row {
					d := 0
					if t.Text != "-" {
						if len(t.Text) != 1 || t.Text[0] < '1' || t.Text[0] > '9' {
							return nil, t.Errorf("a solution cell is a digit 1 to 9, or '-' (black)")
						}
						d = int(t.Text[0] - '0')
					}
					s.Grid = append(s.Grid, d)
				}
			}
			p.ref = s
		}
		out = append(out, p)
	}
	return out, nil
}

// cellToken reads a cell of the janko form (sep ',') or the text form
// (sep '\\'): a white cell ("0", "."), a black one ("-", "#"), or a clue
// cell "D<sep>A". msg says what is wrong ("" when it reads).
func cellToken(t string, sep byte) (Cell, string) {
	switch t {
	case "0", ".":
		return Cell{White: true}, ""
	case "-", "#":
		return Cell{}, ""
	}
	k := strings.IndexByte(t, sep)
	if k < 0 {
		return Cell{}, fmt.Sprintf("a Kakuro cell is '0' or '.' (white), '-' or '#' (black), or sums \"DOWN%cACROSS\" (\"16%c\", \"%c7\")", sep, sep, sep)
	}
	var c Cell
	for n, part := range []string{t[:k], t[k+1:]} {
		if part == "" {
			continue
		}
		v, err := strconv.Atoi(part)
		if err != nil || !allDigits(part) || v < 1 || v > MaxClue {
			return Cell{}, fmt.Sprintf("a sum is a number 1 to %d", MaxClue)
		}
		if n == 0 {
			c.Down = v
		} else {
			c.Across = v
		}
	}
	return c, ""
}

// token is c in the janko form (sep ',': "0", "-", "16,7") or the text
// form (sep '\\': ".", "#", "16\7").
func token(c Cell, sep byte) string {
	switch {
	case c.White && sep == ',':
		return "0"
	case c.White:
		return "."
	case c.Down == 0 && c.Across == 0 && sep == ',':
		return "-"
	case c.Down == 0 && c.Across == 0:
		return "#"
	}
	var b strings.Builder
	if c.Down > 0 {
		b.WriteString(strconv.Itoa(c.Down))
	}
	b.WriteByte(sep)
	if c.Across > 0 {
		b.WriteString(strconv.Itoa(c.Across))
	}
	return b.String()
}

func tokenRows(p *Puzzle, sep byte) [][]string {
	out := make([][]string, p.Rows)
	for r := range out {
		out[r] = make([]string, p.Cols)
		for c := range out[r] {
			out[r][c] = token(p.Cells[r*p.Cols+c], sep)
		}
	}
	return out
}

func writeJanko(w io.Writer, p *Puzzle) error {
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, tokenRows(p, ','))
}

// JankoSolution is s in the dataset's solution form: "ROWS COLS", then
// rows of digits, '-' in the black cells.
func JankoSolution(p *Puzzle, s *Solution) string {
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = "-"
			if d := s.At(r, c); d > 0 {
				rows[r][c] = strconv.Itoa(d)
			}
		}
	}
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{p.Rows, p.Cols}, rows)
	return b.String()
}

// ---- text ----

// ParseText reads text puzzles: the grid, a row a line, cells separated
// by blanks: '.' a white cell, '#' a black one, "D\A" a black cell with
// sums (down D, across A; either may be left out: "16\", "\7"). Every
// row is as long; a blank line ends a grid.
func ParseText(data []byte) ([]*Puzzle, error) {
	ls := strings.Split(string(data), "\n")
	var out []*Puzzle
	for i := 0; i < len(ls); i++ {
		t := strings.TrimSpace(strings.TrimRight(ls[i], "\r"))
		if t == "" || t[0] == '#' && !isTextRow(t) {
			continue // blank, or a comment
		}
		p := &Puzzle{Pos: Pos{Line: i + 1, Col: strings.Index(ls[i], t) + 1, Text: clip(t)}}
		cols := -1
		for ; i < len(ls); i++ {
			row := strings.TrimRight(ls[i], "\r")
			rt := strings.TrimSpace(row)
			if rt == "" {
				break
			}
			if rt[0] == '#' && !isTextRow(rt) {
				continue
			}
			toks := janko.Tokens(row, i+1)
			if cols >= 0 && len(toks) != cols {
				return nil, toks[0].Errorf("row %d has %d cells, the first row %d", p.Rows+1, len(toks), cols)
			}
			if p.Rows >= MaxSide || len(toks) > MaxSide {
				return nil, toks[0].Errorf("the grid is too large (at most %d a side)", MaxSide)
			}
			cols = len(toks)
			for _, tk := range toks {
				c, msg := cellToken(tk.Text, '\\')
				if msg != "" {
					return nil, tk.Errorf("%s", msg)
				}
				p.Cells = append(p.Cells, c)
			}
			p.Rows++
		}
		p.Cols = cols
		out = append(out, p)
	}
	return out, nil
}

// isTextRow reports whether every token of line reads as a text cell (a
// row starting with a black cell '#' is no comment).
func isTextRow(line string) bool {
	fs := strings.Fields(line)
	for _, f := range fs {
		if _, msg := cellToken(f, '\\'); msg != "" {
			return false
		}
	}
	return len(fs) > 0
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// Text draws p as the text form reads it and, with s, its digits in the
// white cells, the columns aligned.
func Text(p *Puzzle, s *Solution) string {
	rows := tokenRows(p, '\\')
	if s != nil && len(s.Grid) == len(p.Cells) {
		for i, d := range s.Grid {
			if d > 0 && p.Cells[i].White {
				rows[i/p.Cols][i%p.Cols] = strconv.Itoa(d)
			}
		}
	}
	width := make([]int, p.Cols)
	for _, row := range rows {
		for c, t := range row {
			width[c] = max(width[c], len(t))
		}
	}
	var b strings.Builder
	for _, row := range rows {
		for c, t := range row {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(t)
			if c+1 < len(row) {
				b.WriteString(strings.Repeat(" ", width[c]-len(t)))
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// writeText writes the text form.
func writeText(w io.Writer, p *Puzzle) error {
	_, err := io.WriteString(w, Text(p, nil))
	return err
}

// ---- puzz.link ----

// ParsePuzzLink reads puzz.link kakuro URLs, one per line
// (src/variety/kakuro.js, decodeKakuro). pzprjs' board leaves out our
// first row and column (its "excells", which hold only sums): a URL of
// COLS x ROWS is a grid of ROWS+1 x COLS+1. The body gives the inner
// cells in row-major order: a letter k-z skips 1-16 white cells, '.' is
// a black cell without sums, two characters the down and across sums of
// a black cell (0-9 a-j for 0-19, A-Z for 20-45, 0 or '-' none); then the sum
// above each column whose first cell is white, then the sum left of each
// row whose first cell is white.
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

// decval is pzprjs' kakuro decval: 0-9 a-j are 0-19, A-Z 20-45, anything
// else none (-1).
func decval(ch byte) int {
	switch {
	case ch >= '0' && ch <= '9':
		return int(ch - '0')
	case ch >= 'a' && ch <= 'j':
		return int(ch-'a') + 10
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 20
	}
	return -1
}

// encval is pzprjs' encval: the inverse of decval; no sum (0) is '0',
// as pzprjs writes a clue cell's empty half.
func encval(v int) byte {
	switch {
	case v >= 0 && v <= 9:
		return byte('0' + v)
	case v >= 10 && v <= 19:
		return byte('a' + v - 10)
	case v >= 20 && v <= 45:
		return byte('A' + v - 20)
	}
	return '-'
}

func puzzLinkPuzzle(u *puzzlink.Raw) (*Puzzle, error) {
	if !PuzzLinkGenre.Is(u.Kind) {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a kakuro one", u.Kind)
	}
	if u.Rows+1 > MaxSide || u.Cols+1 > MaxSide {
		return nil, u.Errorf(0, "", "grid %dx%d is too large (at most %d a side with the sums' row and column)", u.Cols, u.Rows, MaxSide-1)
	}
	R, C := u.Rows+1, u.Cols+1
	p := &Puzzle{Rows: R, Cols: C, Cells: make([]Cell, R*C), Pos: Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}}
	body := u.Body
	n := u.Rows * u.Cols
	at := func(k int) int { return (k/u.Cols+1)*C + k%u.Cols + 1 } // inner cell k in our grid
	clue := func(i int, ch byte) (int, error) {
		v := decval(ch)
		if v > MaxClue {
			return 0, u.Errorf(i, body[i:i+1], "a sum is at most %d", MaxClue)
		}
		return max(v, 0), nil
	}
	i, k := 0, 0
	for k < n {
		if i >= len(body) {
			return nil, u.Errorf(len(body), "", "the body ends after %d of %d cells", k, n)
		}
		ch := body[i]
		switch {
		case ch >= 'k' && ch <= 'z':
			for w := 0; w < int(ch-'k')+1 && k < n; w++ {
				p.Cells[at(k)].White = true
				k++
			}
			i++
		case ch == '.':
			k++
			i++
		default:
			if decval(ch) < 0 && ch != '-' {
				return nil, u.Errorf(i, body[i:i+1], "unexpected character (want k-z white cells, '.' a black cell, or two sums 0-9 a-j A-Z '-')")
			}
			if i+1 >= len(body) {
				return nil, u.Errorf(i, body[i:], "a black cell's two sums, down then across")
			}
			d, err := clue(i, ch)
			if err != nil {
				return nil, err
			}
			a, err := clue(i+1, body[i+1])
			if err != nil {
				return nil, err
			}
			p.Cells[at(k)] = Cell{Down: d, Across: a}
			k++
			i += 2
		}
	}
	for c := 1; c < C; c++ {
		if !p.Cells[C+c].White {
			continue
		}
		if i >= len(body) {
			return nil, u.Errorf(len(body), "", "missing the sum above column %d", c-1)
		}
		v, err := clue(i, body[i])
		if err != nil {
			return nil, err
		}
		p.Cells[c].Down = v
		i++
	}
	for r := 1; r < R; r++ {
		if !p.Cells[r*C+1].White {
			continue
		}
		if i >= len(body) {
			return nil, u.Errorf(len(body), "", "missing the sum left of row %d", r-1)
		}
		v, err := clue(i, body[i])
		if err != nil {
			return nil, err
		}
		p.Cells[r*C].Across = v
		i++
	}
	if i < len(body) {
		return nil, u.Errorf(i, body[i:], "text after the sums")
	}
	return p, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// PuzzLinkURL is p's puzz.link URL. pzprjs' grid has no white cell in
// our first row or column (they hold the outer sums): such a puzzle is
// an error.
func PuzzLinkURL(p *Puzzle) (string, error) {
	R, C := p.Rows, p.Cols
	if R < 2 || C < 2 {
		return "", fmt.Errorf("a puzz.link kakuro has a row and a column of sums around at least one cell; this grid is %dx%d", R, C)
	}
	for i, c := range p.Cells {
		if c.White && (i < C || i%C == 0) {
			return "", fmt.Errorf("the white cell (%d,%d) is in the first row or column, which puzz.link keeps for sums", i/C, i%C)
		}
	}
	var b strings.Builder
	count := 0
	flush := func() {
		if count > 0 {
			b.WriteByte(byte('k' + count - 1))
			count = 0
		}
	}
	for r := 1; r < R; r++ {
		for c := 1; c < C; c++ {
			cell := p.Cells[r*C+c]
			if cell.White {
				if count++; count == 16 {
					flush()
				}
				continue
			}
			flush()
			if cell.Down == 0 && cell.Across == 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(encval(cell.Down))
				b.WriteByte(encval(cell.Across))
			}
		}
	}
	flush()
	for c := 1; c < C; c++ {
		if p.Cells[C+c].White {
			b.WriteByte(encval(p.Cells[c].Down))
		}
	}
	for r := 1; r < R; r++ {
		if p.Cells[r*C+1].White {
			b.WriteByte(encval(p.Cells[r*C].Across))
		}
	}
	return puzzlink.RawURL("kakuro", C-1, R-1, b.String()), nil
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

// JSONPuzzle is the JSON form of a puzzle: "cells", rows of the janko
// form's tokens ("0" white, "-" black, "16,7" sums down and across). The
// JSON output adds "grid", the digits (0 in black cells), which reads
// back as the reference solution.
type JSONPuzzle struct {
	Puzzle string     `json:"puzzle,omitempty"`
	Name   string     `json:"name,omitempty"`
	Rows   int        `json:"rows"`
	Cols   int        `json:"cols"`
	Cells  [][]string `json:"cells"`
}

type jsonIn struct {
	JSONPuzzle
	Status  string          `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Grid    [][]int         `json:"grid"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

func rowsOf(rows, cols int, v []int) [][]int {
	out := make([][]int, rows)
	for r := range out {
		out[r] = append([]int(nil), v[r*cols:(r+1)*cols]...)
	}
	return out
}

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	return JSONPuzzle{Puzzle: "kakuro", Rows: p.Rows, Cols: p.Cols, Cells: tokenRows(p, ',')}
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
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "kakuro"); err != nil {
		return nil, err
	}
	R, C := in.Rows, in.Cols
	if R < 1 || C < 1 || R > MaxSide || C > MaxSide {
		return nil, bad("\"rows\" and \"cols\" are 1 to %d", MaxSide)
	}
	if len(in.Cells) != R {
		return nil, bad("\"cells\" has %d rows, want %d", len(in.Cells), R)
	}
	p := &Puzzle{Rows: R, Cols: C, Name: in.Name, Pos: Pos{Line: line, Col: col, Text: "{"}}
	for r, row := range in.Cells {
		if len(row) != C {
			return nil, bad("row %d of \"cells\" has %d cells, want %d", r, len(row), C)
		}
		for c, t := range row {
			cell, msg := cellToken(t, ',')
			if msg != "" {
				return nil, bad("cell (%d,%d) %q: %s", r, c, clip(t), msg)
			}
			p.Cells = append(p.Cells, cell)
		}
	}
	if in.Grid != nil {
		if len(in.Grid) != R {
			return nil, bad("\"grid\" has %d rows, want %d", len(in.Grid), R)
		}
		s := &Solution{Rows: R, Cols: C}
		for r, row := range in.Grid {
			if len(row) != C {
				return nil, bad("row %d of \"grid\" has %d cells, want %d", r, len(row), C)
			}
			for _, v := range row {
				if v < 0 || v > 9 {
					return nil, bad("\"grid\" holds digits 1 to 9 (0 in black cells)")
				}
				s.Grid = append(s.Grid, v)
			}
		}
		p.ref = s
	}
	return p, nil
}

// firstLine is the first line that is neither blank nor a '#' comment; a
// text row that starts with '#' (a black cell) is not a comment.
func firstLine(data []byte) string {
	for _, l := range strings.Split(string(puzzle.TrimBOM(data[:min(len(data), 1<<16)])), "\n") {
		if t := strings.TrimSpace(l); t != "" && (t[0] != '#' || isTextRow(t)) {
			return t
		}
	}
	return ""
}
