package suguru

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

// The formats.
const (
	FormatAuto Format = iota
	FormatJanko
	FormatText
	FormatJSON
	FormatPuzzLink
)

// PuzzLinkGenre is Suguru's name in pzprjs URLs.
var PuzzLinkGenre = puzzlink.Genre{Name: "suguru"}

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' is JSON; a puzz.link URL is
// puzzlink; a line whose first token is not a number (region letters) is
// text; anything else is janko.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
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
	return puzzle.Found(ps, err, "suguru", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// ---- janko ----

// ParseJanko reads the plain form as the PuzzleKit dataset stores
// janko.at's Suguru: a header "ROWS COLS", ROWS rows of COLS tokens (a
// given digit, '-' none), ROWS rows of COLS region labels, and
// optionally a solution of ROWS rows of COLS digits, which becomes the
// puzzle's reference (not read for a grid of 2 columns, whose rows look
// like a next puzzle's header). Puzzles may follow one another.
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
		p.Givens = make([]int, 0, p.Rows*p.Cols)
		for _, row := range toks {
			for _, t := range row {
				d, ok := givenToken(t.Text)
				if !ok {
					return nil, t.Errorf("a Suguru cell is a given digit 1 to %d or '-'", MaxRegion)
				}
				p.Givens = append(p.Givens, d)
			}
		}
		p.Regions, _, err = regions.Scan(sc, p.Rows, p.Cols, "region grid")
		if err != nil {
			return nil, err
		}
		if l := sc.Peek(); len(l) == p.Cols && p.Cols != 2 {
			toks, err := sc.Rows(p.Rows, p.Cols, "solution grid")
			if err != nil {
				return nil, err
			}
			s := &Solution{Rows: p.Rows, Cols: p.Cols, Grid: make([]int, 0, p.Rows*p.Cols)}
			for _, row := range toks {
				for _, t := range row {
					d, ok := givenToken(t.Text)
					if !ok || d == 0 {
						return nil, t.Errorf("a solution cell is a digit 1 to %d", MaxRegion)
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

// givenToken reads a cell: a digit 1..MaxRegion, or '-' / '.' (0).
func givenToken(t string) (int, bool) {
	if t == "-" || t == "." {
		return 0, true
	}
	if len(t) != 1 || t[0] < '1' || t[0] > '0'+MaxRegion {
		return 0, false
	}
	return int(t[0] - '0'), true
}

func digitRows(rows, cols int, grid []int) [][]string {
	out := make([][]string, rows)
	for r := range out {
		out[r] = make([]string, cols)
		for c := range out[r] {
			if d := grid[r*cols+c]; d > 0 {
				out[r][c] = strconv.Itoa(d)
			} else {
				out[r][c] = "-"
			}
		}
	}
	return out
}

func writeJanko(w io.Writer, p *Puzzle) error {
	rows := digitRows(p.Rows, p.Cols, p.Givens)
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, append(rows, p.Regions.Labels("-")...))
}

// JankoSolution is s in the dataset's solution form: "ROWS COLS", then
// rows of digits.
func JankoSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	_ = janko.WriteTokens(&b, []int{p.Rows, p.Cols}, digitRows(p.Rows, p.Cols, s.Grid))
	return b.String()
}

// ---- text ----

// textLabels are the characters the text form names regions with, in
// order.
const textLabels = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// ParseText reads text puzzles: the grid, a row a line, a cell a token
// of two characters: its region's letter, then its given digit or '.'
// ("A3 A. B."). Every row is as long; a blank line ends a grid.
func ParseText(data []byte) ([]*Puzzle, error) {
	ls := strings.Split(string(data), "\n")
	var out []*Puzzle
	for i := 0; i < len(ls); i++ {
		t := strings.TrimSpace(strings.TrimRight(ls[i], "\r"))
		if t == "" || t[0] == '#' {
			continue
		}
		p := &Puzzle{Pos: Pos{Line: i + 1, Col: strings.Index(ls[i], t) + 1, Text: clip(t)}}
		var rows [][]janko.Token
		for ; i < len(ls); i++ {
			row := strings.TrimRight(ls[i], "\r")
			if strings.TrimSpace(row) == "" {
				break
			}
			if strings.TrimSpace(row)[0] == '#' {
				continue
			}
			toks := janko.Tokens(row, i+1)
			if len(rows) > 0 && len(toks) != len(rows[0]) {
				return nil, toks[0].Errorf("row %d has %d cells, the first row %d", len(rows)+1, len(toks), len(rows[0]))
			}
			if len(rows) >= MaxSide || len(toks) > MaxSide {
				return nil, toks[0].Errorf("the grid is too large (at most %d a side)", MaxSide)
			}
			labels := make([]janko.Token, len(toks))
			for k, tk := range toks {
				if len(tk.Text) != 2 || strings.IndexByte(textLabels, tk.Text[0]) < 0 {
					return nil, tk.Errorf("a cell is a region letter and a digit or '.' (\"A3\", \"B.\")")
				}
				d, ok := givenToken(tk.Text[1:])
				if !ok {
					return nil, tk.Errorf("a cell's second character is a given digit 1 to %d or '.'", MaxRegion)
				}
				p.Givens = append(p.Givens, d)
				labels[k] = janko.Token{Text: tk.Text[:1], Line: tk.Line, Col: tk.Col}
			}
			rows = append(rows, labels)
		}
		p.Rows, p.Cols = len(rows), len(rows[0])
		var err error
		if p.Regions, err = regions.FromLabels(rows, true); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// Text draws p as the text form reads it and, with s, its digits in
// place of the givens: a region letter, then the digit ('.' unknown).
func Text(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			i := r*p.Cols + c
			k := p.Regions.Of[i]
			if k >= 0 && k < len(textLabels) {
				b.WriteByte(textLabels[k])
			} else {
				b.WriteByte('?')
			}
			d := p.Givens[i]
			if s != nil && len(s.Grid) == len(p.Givens) {
				d = s.Grid[i]
			}
			if d > 0 && d <= 9 {
				b.WriteByte(byte('0' + d))
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// writeText writes the text form.
func writeText(w io.Writer, p *Puzzle) error {
	if p.Regions.N > len(textLabels) {
		return fmt.Errorf("the text form names at most %d regions, this puzzle has %d (write janko or json)", len(textLabels), p.Regions.N)
	}
	_, err := io.WriteString(w, Text(p, nil))
	return err
}

// ---- puzz.link ----

// ParsePuzzLink reads puzz.link suguru URLs, one per line: pzprjs' body
// (src/variety/ripple.js, "suguru") is the region borders
// (decodeBorder), the cells' numbers (decodeNumber16) and the empty
// cells (decodeEmpty, a bit a cell): a puzzle with empty cells is not
// supported.
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
	if !PuzzLinkGenre.Is(u.Kind) {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a suguru one", u.Kind)
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
	n := u.Rows * u.Cols
	rest := u.Body[used:]
	vals, used2, err := puzzlink.DecodeNumber16(rest, n)
	if err != nil {
		return nil, relocate(used, err)
	}
	for k := used + used2; k < len(u.Body); k++ {
		if u.Body[k] != '0' {
			return nil, u.Errorf(k, u.Body[k:], "empty cells (pzprjs' decodeEmpty) are not supported")
		}
	}
	p := &Puzzle{Rows: u.Rows, Cols: u.Cols, Regions: regions.FromBorders(u.Rows, u.Cols, vert, horiz),
		Givens: make([]int, n), Pos: Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}}
	for i, v := range vals {
		switch {
		case v == puzzlink.Unknown:
			return nil, u.Errorf(used, rest, "cell (%d,%d) has a number of unknown value ('.'): not supported", i/u.Cols, i%u.Cols)
		case v == 0 || v > MaxRegion:
			return nil, u.Errorf(used, rest, "cell (%d,%d) has the number %d, want 1 to %d", i/u.Cols, i%u.Cols, v, MaxRegion)
		case v > 0:
			p.Givens[i] = v
		}
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

// PuzzLinkURL is p's puzz.link URL.
func PuzzLinkURL(p *Puzzle) (string, error) {
	v, h := p.Regions.Borders()
	vals := make([]int, len(p.Givens))
	for i, g := range p.Givens {
		vals[i] = puzzlink.Empty
		if g > 0 {
			vals[i] = g
		}
	}
	return puzzlink.RawURL("suguru", p.Cols, p.Rows, puzzlink.EncodeBorder(p.Rows, p.Cols, v, h)+puzzlink.EncodeNumber16(vals)), nil
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

// JSONPuzzle is the JSON form of a puzzle: the givens (0 none) and the
// regions numbered from 1. The JSON output adds "grid", the digits,
// which reads back as the reference solution.
type JSONPuzzle struct {
	Puzzle  string  `json:"puzzle,omitempty"`
	Name    string  `json:"name,omitempty"`
	Rows    int     `json:"rows"`
	Cols    int     `json:"cols"`
	Givens  [][]int `json:"givens"`
	Regions [][]int `json:"regions"`
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
	j := JSONPuzzle{Puzzle: "suguru", Name: "", Rows: p.Rows, Cols: p.Cols, Givens: rowsOf(p.Rows, p.Cols, p.Givens), Regions: make([][]int, p.Rows)}
	for r := range j.Regions {
		j.Regions[r] = make([]int, p.Cols)
		for c := range j.Regions[r] {
			j.Regions[r][c] = p.Regions.Of[r*p.Cols+c] + 1
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
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "suguru"); err != nil {
		return nil, err
	}
	R, C := in.Rows, in.Cols
	if R < 1 || C < 1 || R > MaxSide || C > MaxSide {
		return nil, bad("\"rows\" and \"cols\" are 1 to %d", MaxSide)
	}
	if len(in.Regions) != R {
		return nil, bad("\"regions\" has %d rows, want %d", len(in.Regions), R)
	}
	toks := make([][]janko.Token, R)
	for r, row := range in.Regions {
		if len(row) != C {
			return nil, bad("row %d of \"regions\" has %d cells, want %d", r, len(row), C)
		}
		for _, v := range row {
			if v < 1 {
				return nil, bad("a region number is 1 or more")
			}
			toks[r] = append(toks[r], janko.Token{Text: strconv.Itoa(v), Line: line, Col: col})
		}
	}
	rg, err := regions.FromLabels(toks, true)
	if err != nil {
		var se *srcpos.Error
		if errors.As(err, &se) {
			return nil, bad("%s", se.Msg)
		}
		return nil, bad("%v", err)
	}
	p := &Puzzle{Rows: R, Cols: C, Regions: rg, Name: in.Name, Pos: Pos{Line: line, Col: col, Text: "{"}}
	grid := func(name string, rows [][]int, zero bool) ([]int, error) {
		if len(rows) != R {
			return nil, bad("%q has %d rows, want %d", name, len(rows), R)
		}
		out := make([]int, 0, R*C)
		for r, row := range rows {
			if len(row) != C {
				return nil, bad("row %d of %q has %d cells, want %d", r, name, len(row), C)
			}
			for _, v := range row {
				if v < 0 || v > MaxRegion || v == 0 && !zero {
					return nil, bad("%q holds digits 1 to %d", name, MaxRegion)
				}
				out = append(out, v)
			}
		}
		return out, nil
	}
	if in.Givens == nil {
		p.Givens = make([]int, R*C)
	} else if p.Givens, err = grid("givens", in.Givens, true); err != nil {
		return nil, err
	}
	if in.Grid != nil {
		g, err := grid("grid", in.Grid, false)
		if err != nil {
			return nil, err
		}
		p.ref = &Solution{Rows: R, Cols: C, Grid: g}
	}
	return p, nil
}
