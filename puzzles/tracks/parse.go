package tracks

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Format is an input format.
type Format int

// The formats, in the order of detection.
const (
	FormatJSON Format = iota
	FormatTatham
	FormatJanko
	FormatText
	FormatAuto
)

// Detect is the format data looks like: JSON ('{' or '['), a Tracks
// game ID ("8x8:..."), the plain form (a header "ROWS COLS" then a line
// of counts); anything else is a text grid.
func Detect(data []byte) Format {
	data = puzzle.TrimBOM(data)
	line := puzzle.FirstLine(data)
	switch {
	case strings.HasPrefix(line, "{") || strings.HasPrefix(line, "["):
		return FormatJSON
	case looksTatham(line):
		return FormatTatham
	case looksJanko(data):
		return FormatJanko
	}
	return FormatText
}

// looksJanko: a header of two numbers, then a line of COLS counts
// (numbers, '-' or '?'), which a text grid's second line (a row count
// and cells) never is.
func looksJanko(data []byte) bool {
	sc := janko.NewScanner(data)
	head := sc.Next()
	if len(head) != 2 {
		return false
	}
	cols, err := strconv.Atoi(head[1].Text)
	if _, err2 := strconv.Atoi(head[0].Text); err != nil || err2 != nil {
		return false
	}
	next := sc.Next()
	if len(next) != cols {
		return false
	}
	for _, t := range next {
		if _, ok := countToken(t.Text); !ok {
			return false
		}
	}
	return true
}

// Parse reads every puzzle of data in format f (FormatAuto: detected);
// name names them. Errors are *srcpos.Error values.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) {
		data = puzzle.TrimBOM(data)
		if f == FormatAuto {
			f = Detect(data)
		}
		var ps []*Puzzle
		var err error
		switch f {
		case FormatJSON:
			ps, err = ParseJSON(data)
		case FormatTatham:
			ps, err = ParseTatham(data)
		case FormatJanko:
			ps, err = ParseJanko(data)
		default:
			ps, err = ParseText(data)
		}
		return puzzle.Found(ps, err, "tracks", func(p *Puzzle) {
			if p.Name == "" {
				p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
			}
		})
	})
}

// countToken reads a count: a number, or '-' or '?' for none given.
func countToken(t string) (int, bool) {
	if t == "-" || t == "?" {
		return Unknown, true
	}
	k, err := strconv.Atoi(t)
	if err != nil || k < 0 || k > MaxSide {
		return 0, false
	}
	return k, true
}

// The box-drawing characters of the pieces (text form).
var boxPieces = map[string]Piece{
	"─": 1<<West | 1<<East, "│": 1<<North | 1<<South,
	"┌": 1<<South | 1<<East, "┐": 1<<South | 1<<West,
	"└": 1<<North | 1<<East, "┘": 1<<North | 1<<West,
}

// cellToken reads a cell: '-' or '.' nothing given; a piece as two
// letters of n, s, w, e (any order) or a box-drawing character (─ │ ┌ ┐
// └ ┘); one letter: an end's direction off the grid, its piece not
// given. It returns the directions.
func cellToken(t string) (Piece, bool) {
	switch t {
	case "-", ".":
		return 0, true
	}
	if v, ok := boxPieces[t]; ok {
		return v, true
	}
	if len(t) < 1 || len(t) > 2 {
		return 0, false
	}
	var v Piece
	for i := 0; i < len(t); i++ {
		d := strings.IndexByte("nswe", t[i]|0x20)
		if d < 0 || v.Has(d) {
			return 0, false
		}
		v |= 1 << d
	}
	return v, true
}

// grid builds a puzzle from its counts and cell tokens; a direction off
// the grid makes an end there (exactly two are wanted, numbered in
// reading order, a one-letter token giving an end without its piece).
func grid(rows, cols int, colTok []janko.Token, rowTok []janko.Token, cells [][]janko.Token, at janko.Token) (*Puzzle, error) {
	p := NewPuzzle(rows, cols)
	p.Pos = Pos{Line: at.Line, Col: at.Col, Text: at.Text}
	p.PiecePos = map[int]Pos{}
	for c, t := range colTok {
		k, ok := countToken(t.Text)
		if !ok {
			return nil, t.Errorf("want a column count (a number, or '-' for none)")
		}
		p.ColCount[c] = k
	}
	for r, t := range rowTok {
		k, ok := countToken(t.Text)
		if !ok {
			return nil, t.Errorf("want a row count (a number, or '-' for none)")
		}
		p.RowCount[r] = k
	}
	ends := 0
	for r, row := range cells {
		for c, t := range row {
			v, ok := cellToken(t.Text)
			if !ok {
				return nil, t.Errorf("want a piece (two of n, s, w, e, or one of ─ │ ┌ ┐ └ ┘), an end's direction (n, s, w or e), or '-' for none")
			}
			for d := 0; d < 4; d++ {
				if v.Has(d) && !p.inside(r+Step[d][0], c+Step[d][1]) {
					if ends == 2 {
						return nil, t.Errorf("a third end of the track (two are wanted)")
					}
					if ends == 1 && p.Ends[0].R == r && p.Ends[0].C == c {
						return nil, t.Errorf("both ends of the track in one cell")
					}
					p.Ends[ends] = End{R: r, C: c, Dir: d}
					ends++
				}
			}
			if v.Count() == 1 {
				if ends == 0 || p.Ends[ends-1].R != r || p.Ends[ends-1].C != c {
					return nil, t.Errorf("one direction %q, not off the grid: a piece has two", t.Text)
				}
				v = 0
			}
			if v != 0 {
				i := p.Cell(r, c)
				p.Pieces[i] = v
				p.PiecePos[i] = Pos{Line: t.Line, Col: t.Col, Text: t.Text}
			}
		}
	}
	if ends != 2 {
		return nil, p.puzzleErr("the grid gives %d ends of the track, want 2 (a piece or a letter pointing off the grid)", ends)
	}
	return p, nil
}

// ParseJanko reads the plain form: a header "ROWS COLS", a line of COLS
// column counts, then ROWS lines of a row count and COLS cells (see
// cellToken). Several puzzles may follow one another.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()[0]
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		if head[0] > MaxSide || head[1] > MaxSide || head[0] < 2 || head[1] < 2 {
			return nil, first.Errorf("grid %dx%d is out of range (2 to %d a side)", head[0], head[1], MaxSide)
		}
		counts, err := sc.Rows(1, head[1], "column counts")
		if err != nil {
			return nil, err
		}
		rows, err := sc.Rows(head[0], head[1]+1, "grid (a row count, then the cells)")
		if err != nil {
			return nil, err
		}
		rowTok := make([]janko.Token, len(rows))
		cells := make([][]janko.Token, len(rows))
		for r, row := range rows {
			rowTok[r], cells[r] = row[0], row[1:]
		}
		p, err := grid(head[0], head[1], counts[0], rowTok, cells, first)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// ParseText reads text grids: a line of the column counts, then a line
// per row, its count and its cells (see cellToken), all tokens separated
// by blanks; grids are separated by blank lines, '#' lines are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var block [][]janko.Token
	flush := func() error {
		if block == nil {
			return nil
		}
		defer func() { block = nil }()
		head := block[0]
		cols, rows := len(head), len(block)-1
		if cols < 2 || rows < 2 {
			return head[0].Errorf("a grid of %d rows and %d column counts: want at least 2 of each", rows, cols)
		}
		var rowTok []janko.Token
		var cells [][]janko.Token
		for _, l := range block[1:] {
			if len(l) != cols+1 {
				return l[0].Errorf("a row of %d tokens, want %d (its count and %d cells)", len(l), cols+1, cols)
			}
			rowTok = append(rowTok, l[0])
			cells = append(cells, l[1:])
		}
		p, err := grid(rows, cols, head, rowTok, cells, head[0])
		if err != nil {
			return err
		}
		out = append(out, p)
		return nil
	}
	for n, l := range strings.Split(string(data), "\n") {
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
		toks := janko.Tokens(strings.TrimRight(l, "\r"), n+1)
		if len(toks) > MaxSide+1 {
			return nil, toks[MaxSide+1].Errorf("a line of more than %d tokens", MaxSide+1)
		}
		if len(block) > MaxSide {
			return nil, toks[0].Errorf("a grid of more than %d rows", MaxSide)
		}
		block = append(block, toks)
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON: its size, counts (-1: not given), ends
// and given pieces. The JSON output (JSONOutput) has the same fields and
// reads back; its "track" is then the puzzle's reference solution.
type JSONPuzzle struct {
	Puzzle    string      `json:"puzzle,omitempty"`
	Name      string      `json:"name,omitempty"`
	Rows      int         `json:"rows"`
	Cols      int         `json:"cols"`
	RowCounts []int       `json:"row_counts"`
	ColCounts []int       `json:"col_counts"`
	Ends      []JSONEnd   `json:"ends"`
	Pieces    []JSONPiece `json:"pieces,omitempty"`
}

// JSONEnd is an end of the track: its cell and the direction off the
// grid ("n", "s", "w", "e").
type JSONEnd struct {
	Cell [2]int `json:"cell"`
	Dir  string `json:"dir"`
}

// JSONPiece is a given piece: its cell and its two directions ("ne").
type JSONPiece struct {
	Cell  [2]int `json:"cell"`
	Piece string `json:"piece"`
}

type jsonIn struct {
	JSONPuzzle
	Status  any      `json:"status"`
	Unique  any      `json:"unique"`
	Matches any      `json:"matches_reference"`
	Track   [][2]int `json:"track"`
	Stats   any      `json:"stats"`
	Error   string   `json:"error"`
}

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, func(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) { return jsonPuzzle(d, data, raw, base) })
}

func jsonPuzzle(d *jsonpos.Doc, data, raw []byte, base int) (*Puzzle, error) {
	var in jsonIn
	if err := d.Strict(raw, base, &in); err != nil {
		return nil, err
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, "tracks"); err != nil {
		return nil, err
	}
	at := func(path string) int {
		if a := jsonpos.Path(data, base, path); a >= 0 {
			return a
		}
		return base
	}
	bad := func(path, format string, args ...any) error { return d.Errorf(at(path), "", format, args...) }
	if in.Rows < 2 || in.Cols < 2 || in.Rows > MaxSide || in.Cols > MaxSide {
		return nil, bad("rows", "rows and cols are 2 to %d, not %dx%d", MaxSide, in.Rows, in.Cols)
	}
	if len(in.RowCounts) != in.Rows {
		return nil, bad("row_counts", "row_counts has %d counts, want %d", len(in.RowCounts), in.Rows)
	}
	if len(in.ColCounts) != in.Cols {
		return nil, bad("col_counts", "col_counts has %d counts, want %d", len(in.ColCounts), in.Cols)
	}
	p := NewPuzzle(in.Rows, in.Cols)
	p.Name = in.Name
	line, col := d.Pos(base)
	p.Pos = Pos{Line: line, Col: col}
	p.PiecePos = map[int]Pos{}
	copy(p.RowCount, in.RowCounts)
	copy(p.ColCount, in.ColCounts)
	if len(in.Ends) != 2 {
		return nil, bad("ends", "ends has %d ends, want 2", len(in.Ends))
	}
	for i, e := range in.Ends {
		v, ok := cellToken(e.Dir)
		if !ok || v.Count() != 1 {
			return nil, bad("ends["+strconv.Itoa(i)+"]", "end %d: dir is n, s, w or e, not %q", i, e.Dir)
		}
		dir := 0
		for v>>dir != 1 {
			dir++
		}
		p.Ends[i] = End{R: e.Cell[0], C: e.Cell[1], Dir: dir}
	}
	for i, pc := range in.Pieces {
		path := "pieces[" + strconv.Itoa(i) + "]"
		v, ok := cellToken(pc.Piece)
		if !ok || v.Count() != 2 {
			return nil, bad(path, "piece %d: want two of n, s, w, e, not %q", i, pc.Piece)
		}
		r, c := pc.Cell[0], pc.Cell[1]
		if !p.inside(r, c) {
			return nil, bad(path, "piece %d: cell (%d,%d) is not on the %dx%d grid", i, r, c, p.Rows, p.Cols)
		}
		if p.Pieces[p.Cell(r, c)] != 0 {
			return nil, bad(path, "piece %d: cell (%d,%d) has a piece already", i, r, c)
		}
		p.Pieces[p.Cell(r, c)] = v
		l, cl := d.Pos(at(path))
		p.PiecePos[p.Cell(r, c)] = Pos{Line: l, Col: cl}
	}
	if in.Track != nil {
		if err := p.Validate(); err != nil {
			return nil, err
		}
		s, err := trackSolution(p, in.Track)
		if err != nil {
			return nil, bad("track", "track: %v", err)
		}
		p.ref = s
	}
	return p, nil
}

// trackSolution reads a track given as its cells in order.
func trackSolution(p *Puzzle, pts [][2]int) (*Solution, error) {
	s := NewSolution(p.Rows, p.Cols)
	if len(pts) > p.Rows*p.Cols {
		return nil, fmt.Errorf("%d cells, the grid has %d", len(pts), p.Rows*p.Cols)
	}
	for i := 0; i+1 < len(pts); i++ {
		a, b := pts[i], pts[i+1]
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

// jsonPuzzleOf is p's JSON form.
func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	jp := JSONPuzzle{Puzzle: "tracks", Rows: p.Rows, Cols: p.Cols,
		RowCounts: append([]int(nil), p.RowCount...), ColCounts: append([]int(nil), p.ColCount...)}
	for _, e := range p.Ends {
		jp.Ends = append(jp.Ends, JSONEnd{Cell: [2]int{e.R, e.C}, Dir: string("nswe"[e.Dir])})
	}
	for i, v := range p.Pieces {
		if v != 0 {
			jp.Pieces = append(jp.Pieces, JSONPiece{Cell: [2]int{i / p.Cols, i % p.Cols}, Piece: PieceLetters(v)})
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
