package lits

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

// PuzzLinkGenre is LITS's name in pzprjs URLs.
var PuzzLinkGenre = puzzlink.Genre{Name: "lits"}

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' is JSON; a puzz.link URL is
// puzzlink; a line of one word (region letters, no spaces) is text;
// anything else is janko.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case line == "":
		return FormatJanko
	case line[0] == '{' || line[0] == '[':
		return FormatJSON
	case puzzlink.Looks([]byte(line)):
		return FormatPuzzLink
	case len(strings.Fields(line)) == 1 && !allDigits(line):
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
	return puzzle.Found(ps, err, "lits", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// ---- janko ----

// ParseJanko reads the plain form as the PuzzleKit dataset stores
// janko.at's LITS: a header "ROWS COLS", ROWS rows of COLS region
// labels ('@' or '#': a blocked cell, in no region), and optionally a solution of ROWS rows of COLS tokens (L, I, T,
// S, 'x' or '#' shaded, '-' or '.' not), which becomes the puzzle's
// reference. Puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	sc.HashRows = true // '#' is a cell in no region
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
		p.Regions, _, err = regions.Scan(sc, p.Rows, p.Cols, "region grid", OutsideLabels...)
		if err != nil {
			return nil, err
		}
		// A line of COLS tokens that does not start with a number (a
		// next puzzle's header) is the solution.
		if l := sc.Peek(); len(l) == p.Cols && !allDigits(l[0].Text) {
			toks, err := sc.Rows(p.Rows, p.Cols, "solution grid")
			if err != nil {
				return nil, err
			}
			s := &Solution{Rows: p.Rows, Cols: p.Cols, Shade: make([]bool, 0, p.Rows*p.Cols)}
			for _, row := range toks {
				for _, t := range row {
					if !isSolutionToken(t.Text) {
						return nil, t.Errorf("a solution cell is L, I, T, S or 'x' (shaded) or '-' (not)")
					}
					s.Shade = append(s.Shade, t.Text != "-" && t.Text != ".")
				}
			}
			p.ref = s
		}
		out = append(out, p)
	}
	return out, nil
}

// OutsideLabels are the region labels of janko.at's cells that belong to
// no region.
var OutsideLabels = []string{"@", "#"}

func isSolutionToken(t string) bool {
	switch t {
	case "L", "I", "T", "S", "x", "#", "-", ".":
		return true
	}
	return false
}

func writeJanko(w io.Writer, p *Puzzle) error {
	return janko.WriteTokens(w, []int{p.Rows, p.Cols}, p.Regions.Labels("@"))
}

// JankoSolution is s in the dataset's solution form: "ROWS COLS", then
// rows of the shapes' letters (L, I, T, S; '?' a shaded cell of no
// tetromino) and '-'.
func JankoSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	letters := Letters(p, s)
	rows := make([][]string, p.Rows)
	for r := range rows {
		rows[r] = make([]string, p.Cols)
		for c := range rows[r] {
			rows[r][c] = "-"
			if l := letters[r*p.Cols+c]; l != 0 {
				rows[r][c] = string(l)
			}
		}
	}
	_ = janko.WriteTokens(&b, []int{p.Rows, p.Cols}, rows)
	return b.String()
}

// ---- text ----

// textLabels are the characters the text form names regions with, in
// order.
const textLabels = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// ParseText reads text puzzles: the grid, a row a line, a character a
// cell naming its region (any letter or digit; '.' a blocked cell in no
// region), every row as long. A
// blank line ends a grid.
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
			rt := strings.TrimSpace(row)
			if rt == "" {
				break
			}
			if rt[0] == '#' {
				continue
			}
			c0 := strings.Index(row, rt)
			var toks []janko.Token
			for k := 0; k < len(rt); k++ {
				ch := rt[k]
				if ch == ' ' || ch == '\t' {
					continue
				}
				if ch != '.' && strings.IndexByte(textLabels, ch) < 0 {
					return nil, srcpos.Errorf(i+1, c0+k+1, rt[k:k+1], "a region is named by a letter or digit ('.': a cell in no region)")
				}
				toks = append(toks, janko.Token{Text: rt[k : k+1], Line: i + 1, Col: c0 + k + 1})
			}
			if len(rows) > 0 && len(toks) != len(rows[0]) {
				return nil, toks[0].Errorf("row %d has %d cells, the first row %d", len(rows)+1, len(toks), len(rows[0]))
			}
			if len(rows) >= MaxSide || len(toks) > MaxSide {
				return nil, toks[0].Errorf("the grid is too large (at most %d a side)", MaxSide)
			}
			rows = append(rows, toks)
		}
		p.Rows, p.Cols = len(rows), len(rows[0])
		var err error
		if p.Regions, err = regions.FromLabels(rows, true, "."); err != nil {
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

// writeText writes the regions as letters.
func writeText(w io.Writer, p *Puzzle) error {
	if p.Regions.N > len(textLabels) {
		return fmt.Errorf("the text form names at most %d regions, this puzzle has %d (write janko or json)", len(textLabels), p.Regions.N)
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.Regions.Of[r*p.Cols+c]; k >= 0 {
				b.WriteByte(textLabels[k])
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ---- puzz.link ----

// ParsePuzzLink reads puzz.link lits URLs, one per line: pzprjs'
// body is the region borders (src/variety/lits.js: decodeBorder).
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
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a lits one", u.Kind)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide {
		return nil, u.Errorf(0, "", "grid %dx%d is too large (at most %d a side)", u.Cols, u.Rows, MaxSide)
	}
	rest, off := u.Body, 0
	vert, horiz, used, err := puzzlink.DecodeBorder(rest, u.Rows, u.Cols)
	if err != nil {
		var se *srcpos.Error
		if errors.As(err, &se) {
			return nil, u.Errorf(off+se.Col-1, se.Text, "%s", se.Msg)
		}
		return nil, err
	}
	if used < len(rest) {
		return nil, u.Errorf(off+used, rest[used:], "text after the borders")
	}
	return &Puzzle{Rows: u.Rows, Cols: u.Cols, Regions: regions.FromBorders(u.Rows, u.Cols, vert, horiz),
		Pos: Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}}, nil
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
	for _, k := range p.Regions.Of {
		if k < 0 {
			return "", fmt.Errorf("puzz.link cannot give cells outside every region (write janko or json)")
		}
	}
	v, h := p.Regions.Borders()
	return puzzlink.RawURL("lits", p.Cols, p.Rows, puzzlink.EncodeBorder(p.Rows, p.Cols, v, h)), nil
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

// JSONPuzzle is the JSON form of a puzzle: regions numbered from 1 (0: a
// blocked cell in no region). The
// JSON output adds "grid" (1 shaded), which reads back as the reference
// solution.
type JSONPuzzle struct {
	Puzzle  string  `json:"puzzle,omitempty"`
	Name    string  `json:"name,omitempty"`
	Rows    int     `json:"rows"`
	Cols    int     `json:"cols"`
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

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	j := JSONPuzzle{Puzzle: "lits", Rows: p.Rows, Cols: p.Cols, Regions: make([][]int, p.Rows)}
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
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "lits"); err != nil {
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
			if v < 0 {
				return nil, bad("a region number is 1 or more (0: a cell in no region)")
			}
			toks[r] = append(toks[r], janko.Token{Text: strconv.Itoa(v), Line: line, Col: col})
		}
	}
	rg, err := regions.FromLabels(toks, true, "0")
	if err != nil {
		var se *srcpos.Error
		if errors.As(err, &se) {
			return nil, bad("%s", se.Msg)
		}
		return nil, bad("%v", err)
	}
	p := &Puzzle{Rows: R, Cols: C, Regions: rg, Name: in.Name, Pos: Pos{Line: line, Col: col, Text: "{"}}
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
				if v != 0 && v != 1 {
					return nil, bad("\"grid\" holds 1 (shaded) or 0")
				}
				s.Shade = append(s.Shade, v == 1)
			}
		}
		p.ref = s
	}
	return p, nil
}
