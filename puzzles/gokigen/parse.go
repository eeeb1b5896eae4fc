package gokigen

import (
	"fmt"
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

// The formats, in the order of detection.
const (
	FormatJSON Format = iota
	FormatPuzzLink
	FormatTatham
	FormatJanko
	FormatText
)

// puzzLinkGenre is pzprjs' gokigen; "slant" and "gokigennaname" are
// accepted too.
var puzzLinkGenre = puzzlink.Genre{Name: "gokigen", Aliases: []string{"slant", "gokigennaname"}}

// Detect is the format data looks like: JSON ('{' or '['), a puzz.link
// gokigen URL, a Slant game ID ("8x8:..."), a janko header "ROWS COLS";
// anything else is a text grid.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	switch {
	case strings.HasPrefix(line, "{") || strings.HasPrefix(line, "["):
		return FormatJSON
	case puzzLinkGenre.Is(puzzlink.URLKind(line)):
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

func looksTatham(line string) bool {
	pr, desc, ok := strings.Cut(line, ":")
	if !ok || desc == "" {
		return false
	}
	_, _, err := parseParams(pr, 1, 1)
	return err == nil
}

// Parse reads every puzzle of data in format f, validated; name names
// them. Errors are *srcpos.Error values.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) { return parse(name, data, f) })
}

func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	data = puzzle.TrimBOM(data)
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
	return puzzle.Found(ps, err, "gokigen", func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// clueToken reads a corner's token: 0-4 a clue, "-" or "." none.
func clueToken(t string) (int, bool) {
	switch {
	case t == "-" || t == ".":
		return None, true
	case len(t) == 1 && t[0] >= '0' && t[0] <= '4':
		return int(t[0] - '0'), true
	}
	return 0, false
}

// slashToken reads a cell of a solution: '\' or '/' (janko.at also
// writes 1 for '\' and 2 for '/', as pzprjs does).
func slashToken(t string) (back, ok bool) {
	switch t {
	case "\\", "1":
		return true, true
	case "/", "2":
		return false, true
	}
	return false, false
}

// ParseJanko reads the plain form of the PuzzleKit dataset: a header
// "ROWS COLS" (the cells), then ROWS+1 rows of COLS+1 corner tokens (a
// clue 0-4, "-" none). A solution may follow: ROWS rows of COLS tokens
// '\' or '/' (the dataset's solution form), the puzzle's reference.
// Several puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()[0]
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		if head[0] > MaxSide || head[1] > MaxSide || head[0] < 1 || head[1] < 1 {
			return nil, first.Errorf("grid %dx%d is out of range (1 to %d a side)", head[0], head[1], MaxSide)
		}
		rows, err := sc.Rows(head[0]+1, head[1]+1, "row of corners")
		if err != nil {
			return nil, err
		}
		p := NewPuzzle(head[0], head[1])
		p.Pos = Pos{Line: first.Line, Col: first.Col, Text: first.Text}
		p.CluePos = map[int]Pos{}
		for i, row := range rows {
			for j, t := range row {
				v, ok := clueToken(t.Text)
				if !ok {
					return nil, t.Errorf("want a corner clue 0 to 4, or '-' for none")
				}
				k := p.Corner(i, j)
				p.Clues[k] = v
				if v != None {
					p.CluePos[k] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
				}
			}
		}
		if sc.NextIsRow(p.Cols) {
			if _, ok := slashToken(sc.Peek()[0].Text); ok {
				srows, err := sc.Rows(p.Rows, p.Cols, "solution row")
				if err != nil {
					return nil, err
				}
				s := NewSolution(p.Rows, p.Cols)
				for r, row := range srows {
					for c, t := range row {
						back, ok := slashToken(t.Text)
						if !ok {
							return nil, t.Errorf("want a diagonal '\\' or '/'")
						}
						s.Back[r*p.Cols+c] = back
					}
				}
				p.ref = s
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// ParseText reads text grids: the corners, a row a line, a character a
// corner (a clue 0-4, '.' or '-' none; blanks between them are ignored),
// all rows of a grid equally long; grids are separated by blank lines,
// and lines starting with '#' are comments. A grid of R+1 rows of C+1
// corners is a puzzle of R x C cells.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var clues []int
	var pos map[int]Pos
	var start Pos
	rows, width := 0, 0
	flush := func() error {
		if rows == 0 {
			return nil
		}
		if rows < 2 || width < 2 {
			return srcpos.Errorf(start.Line, start.Col, start.Text, "a grid of %dx%d corners: at least 2x2 (one cell)", rows, width)
		}
		p := &Puzzle{Rows: rows - 1, Cols: width - 1, Clues: clues, CluePos: pos, Pos: start}
		out = append(out, p)
		clues, pos, rows, width = nil, nil, 0, 0
		return nil
	}
	for n, l := range strings.Split(string(data), "\n") {
		line := n + 1
		l = strings.TrimRight(l, "\r")
		t := strings.TrimSpace(l)
		if t == "" {
			if err := flush(); err != nil {
				return nil, err
			}
			continue
		}
		if strings.HasPrefix(t, "#") {
			continue
		}
		if rows == 0 {
			start = Pos{Line: line, Col: 1, Text: t}
			pos = map[int]Pos{}
		}
		cnt := 0
		for i := 0; i < len(l); i++ {
			ch := l[i]
			if ch == ' ' || ch == '\t' {
				continue
			}
			v, ok := clueToken(string(ch))
			if !ok {
				return nil, srcpos.Errorf(line, i+1, string(ch), "want a corner clue 0 to 4, or '.' for none")
			}
			if cnt > MaxSide {
				return nil, srcpos.Errorf(line, i+1, string(ch), "a row of more than %d corners", MaxSide+1)
			}
			if v != None {
				pos[len(clues)] = Pos{Line: line, Col: i + 1, Text: string(ch)}
			}
			clues = append(clues, v)
			cnt++
		}
		if rows == 0 {
			width = cnt
		} else if cnt != width {
			return nil, srcpos.Errorf(line, 1, t, "row %d has %d corners, the first row %d", rows+1, cnt, width)
		}
		if rows > MaxSide {
			return nil, srcpos.Errorf(line, 1, t, "a grid of more than %d rows of corners", MaxSide+1)
		}
		rows++
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON: its size in cells and its corners as
// text, Rows+1 strings of Cols+1 characters (a clue 0-4, '.' none). The
// JSON output (JSONOutput) has the same fields and reads back; its
// "cells" (Rows strings of '\' and '/') are then the reference solution.
type JSONPuzzle struct {
	Puzzle  string   `json:"puzzle,omitempty"`
	Name    string   `json:"name,omitempty"`
	Rows    int      `json:"rows"`
	Cols    int      `json:"cols"`
	Corners []string `json:"corners"`
}

type jsonIn struct {
	JSONPuzzle
	Cells []string `json:"cells"`
	Error string   `json:"error"`
}

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, jsonPuzzle)
}

func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var in jsonIn
	bad := func(format string, args ...any) error { return d.Errorf(base, "{", format, args...) }
	if err := d.Decode(raw, base, &in); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "gokigen"); err != nil {
		return nil, err
	}
	if in.Rows < 1 || in.Cols < 1 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, bad("rows and cols are 1 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.Corners) != in.Rows+1 {
		return nil, bad("corners has %d rows, want %d (rows+1)", len(in.Corners), in.Rows+1)
	}
	line, col := d.Pos(base)
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col, Text: "{"}
	for i, row := range in.Corners {
		if len(row) != in.Cols+1 {
			return nil, bad("corner row %d has %d characters, want %d (cols+1)", i, len(row), in.Cols+1)
		}
		for j := 0; j < len(row); j++ {
			v, ok := clueToken(row[j : j+1])
			if !ok {
				return nil, bad("corner row %d: want 0-4 or '.', not %q", i, row[j:j+1])
			}
			p.Clues[p.Corner(i, j)] = v
		}
	}
	if in.Cells != nil {
		if len(in.Cells) != in.Rows {
			return nil, bad("cells has %d rows, want %d", len(in.Cells), in.Rows)
		}
		s := NewSolution(in.Rows, in.Cols)
		for r, row := range in.Cells {
			if len(row) != in.Cols {
				return nil, bad("cell row %d has %d characters, want %d", r, len(row), in.Cols)
			}
			for c := 0; c < len(row); c++ {
				back, ok := slashToken(row[c : c+1])
				if !ok {
					return nil, bad("cell row %d: want '\\' or '/', not %q", r, row[c:c+1])
				}
				s.Back[r*in.Cols+c] = back
			}
		}
		p.ref = s
	}
	return p, nil
}

// ---- Tatham's Slant ----

// parseParams reads Slant's parameters: "W" or "WxH", optionally "d"
// and a difficulty letter ("8x8de", "12x10dh"; ignored, as Slant ignores
// it reading an ID).
func parseParams(s string, line, col int) (w, h int, err error) {
	bad := func(i int, format string, args ...any) (int, int, error) {
		return 0, 0, srcpos.Errorf(line, col+i, clip(s[i:]), format, args...)
	}
	num := func(i int) (int, int) {
		j := i
		for j < len(s) && j-i < 4 && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(s[i:j])
		if err != nil {
			return -1, i
		}
		return v, j
	}
	w, i := num(0)
	if w < 1 {
		return bad(0, "want Slant parameters such as 8x8 or 8x8de before ':'")
	}
	h = w
	if i < len(s) && s[i] == 'x' {
		if h, i = num(i + 1); h < 1 {
			return bad(i, "want the height after 'x'")
		}
	}
	if i+1 < len(s) && s[i] == 'd' && (s[i+1] == 'e' || s[i+1] == 'h') {
		i += 2
	}
	if i != len(s) {
		return bad(i, "unexpected %q in Slant parameters (want WxH, optionally de or dh)", s[i:])
	}
	return w, h, nil
}

// clip shortens text quoted in an error.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// ParseTatham reads Slant game IDs, one per line: "WxH:DESC", DESC the
// (W+1)x(H+1) corners row by row, a digit 0-4 a clue and a letter a-z a
// run of 1-26 corners without one (Slant's new_game_desc).
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range strings.Split(string(data), "\n") {
		l = strings.TrimRight(l, "\r")
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		p, err := parseTathamID(l, n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func parseTathamID(l string, line int) (*Puzzle, error) {
	start := len(l) - len(strings.TrimLeft(l, " \t"))
	t := strings.TrimSpace(l)
	pr, desc, ok := strings.Cut(t, ":")
	if !ok {
		return nil, srcpos.Errorf(line, start+1, clip(t), "want a Slant game ID WxH:DESC")
	}
	w, h, err := parseParams(pr, line, start+1)
	if err != nil {
		return nil, err
	}
	if w > MaxSide || h > MaxSide {
		return nil, srcpos.Errorf(line, start+1, pr, "a %dx%d grid is too large (each side at most %d)", w, h, MaxSide)
	}
	at := start + len(pr) + 2
	p := NewPuzzle(h, w)
	p.Name = t
	p.Pos = Pos{Line: line, Col: start + 1, Text: pr}
	p.CluePos = map[int]Pos{}
	n := len(p.Clues)
	k := 0
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		if k >= n {
			return nil, srcpos.Errorf(line, at+i, clip(desc[i:]), "text after the last of the %d corners", n)
		}
		switch {
		case ch >= '0' && ch <= '4':
			p.Clues[k] = int(ch - '0')
			p.CluePos[k] = Pos{Line: line, Col: at + i, Text: desc[i : i+1]}
			k++
		case ch >= 'a' && ch <= 'z':
			k += int(ch-'a') + 1
			if k > n {
				return nil, srcpos.Errorf(line, at+i, desc[i:i+1], "the run goes past the last of the %d corners", n)
			}
		default:
			return nil, srcpos.Errorf(line, at+i, desc[i:i+1], "want a clue 0-4 or a run a-z")
		}
	}
	if k != n {
		return nil, srcpos.Errorf(line, at, clip(desc), "the description covers %d corners, want %d ((W+1)x(H+1))", k, n)
	}
	return p, nil
}

// ---- puzz.link ----

// ParsePuzzLink reads puzz.link gokigen URLs, one per line
// (https://puzz.link/p?gokigen/COLS/ROWS/BODY): the body is pzprjs'
// decode4Cross over the (ROWS+1)x(COLS+1) corners (src/variety-common/
// Encode.js): '0'-'4' a clue, '5'-'9' a clue 0-4 and one corner without
// one, 'a'-'e' a clue and two, 'g'-'z' a run of 1-20 corners without a
// clue. pzprjs' '.' (a clue of unknown value) is refused, and so are the
// old URL forms (a flag segment) and text after the last corner.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	raws, err := puzzlink.ParseRawAll(data)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(raws))
	for _, u := range raws {
		p, err := puzzLinkPuzzle(u)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func puzzLinkPuzzle(u *puzzlink.Raw) (*Puzzle, error) {
	if !puzzLinkGenre.Is(u.Kind) {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "a %s URL, not a gokigen one", u.Kind)
	}
	if u.Flag != "" {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "flag %q: pzprjs' old gokigen URLs are not read", u.Flag)
	}
	if u.Rows > MaxSide || u.Cols > MaxSide || u.Rows < 1 || u.Cols < 1 {
		return nil, srcpos.Errorf(u.Line, u.KindCol, u.Kind, "grid %dx%d is out of range (1 to %d a side)", u.Cols, u.Rows, MaxSide)
	}
	p := NewPuzzle(u.Rows, u.Cols)
	p.Pos = Pos{Line: u.Line, Col: u.KindCol, Text: u.Kind}
	p.CluePos = map[int]Pos{}
	n := len(p.Clues)
	c := 0
	body := u.Body
	for i := 0; i < len(body); i++ {
		if c >= n {
			return nil, u.Errorf(i, clip(body[i:]), "text after the last of the %d corners", n)
		}
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '4':
			p.Clues[c] = int(ch - '0')
		case ch >= '5' && ch <= '9':
			p.Clues[c] = int(ch - '5')
		case ch >= 'a' && ch <= 'e':
			p.Clues[c] = int(ch - 'a')
		case ch >= 'g' && ch <= 'z':
		case ch == '.':
			return nil, u.Errorf(i, ".", "a corner clue of unknown value means nothing in gokigen")
		default:
			return nil, u.Errorf(i, body[i:i+1], "unexpected %q in the URL's body", string(ch))
		}
		if p.Clues[c] != None {
			p.CluePos[c] = Pos{Line: u.Line, Col: u.BodyCol + i, Text: body[i : i+1]}
		}
		switch {
		case ch >= '5' && ch <= '9':
			c += 2
		case ch >= 'a' && ch <= 'e':
			c += 3
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'g') + 1
		default:
			c++
		}
	}
	return p, nil
}
