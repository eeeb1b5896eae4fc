package kenken

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
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
	FormatJSON
	FormatTatham
)

// Detect guesses the format of data from its first line that is neither
// blank nor a '#' comment: '{' or '[' is JSON; a Keen game ID is
// tatham; anything else is janko.
func Detect(data []byte) Format {
	line := puzzle.FirstLine(data)
	if line != "" && (line[0] == '{' || line[0] == '[') {
		return FormatJSON
	}
	if looksTatham(line) {
		return FormatTatham
	}
	return FormatJanko
}

// Parse reads every puzzle of data in format f (FormatAuto: detected),
// validated. Errors are *srcpos.Error values carrying name and data.
func Parse(name string, data []byte, f Format, killer bool) ([]*Puzzle, error) {
	return puzzle.ParseValid(name, data, func(name string, data []byte) ([]*Puzzle, error) { return parse(name, data, f, killer) })
}

func parse(name string, data []byte, f Format, killer bool) ([]*Puzzle, error) {
	data = puzzle.TrimBOM(data)
	if f == FormatAuto {
		f = Detect(data)
	}
	var ps []*Puzzle
	var err error
	switch f {
	case FormatJSON:
		ps, err = ParseJSON(data, killer)
	case FormatTatham:
		ps, err = ParseTatham(data, killer)
	default:
		ps, err = ParseJanko(data, killer)
	}
	return puzzle.Found(ps, err, genreName(killer), func(p *Puzzle) {
		if p.Name == "" {
			p.Name = fmt.Sprintf("%s:%d", name, p.Pos.Line)
		}
		p.file, p.src = name, data
	})
}

// ---- janko ----

// ParseJanko reads the plain form as the PuzzleKit dataset stores
// janko.at's KenKen (Kendoku): a header "N N", N rows of N clue tokens
// ("12+", "2-", "6*" or "6x", "2/", a bare number: a one-cell cage's
// digit, or a cage whose operation is not given; "." or "-": no clue),
// N rows of N cage labels, and optionally a solution of N rows of N
// digits, which becomes the puzzle's reference. Each cage has exactly one
// clue. Puzzles may follow one another.
//
// A Killer Sudoku (killer) is the same form as the dataset stores
// janko.at's: the clues are the cages' sums ("-" none), and the boxes
// follow from N (Boxes).
func ParseJanko(data []byte, killer bool) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		n := head[0]
		if head[1] != n {
			return nil, first[1].Errorf("a KenKen is square: %d rows, %d columns", head[0], head[1])
		}
		if n > MaxSide {
			return nil, first[0].Errorf("grid %dx%d is too large (at most %d a side)", n, n, MaxSide)
		}
		clues, err := sc.Rows(n, n, "clue grid")
		if err != nil {
			return nil, err
		}
		g, _, err := regions.Scan(sc, n, n, "cage grid")
		if err != nil {
			return nil, err
		}
		p := fromRegions(n, g, killer)
		p.Pos = Pos{Line: first[0].Line, Col: first[0].Col, Text: first[0].Text}
		for r, row := range clues {
			for c, t := range row {
				if t.Text == "." || t.Text == "-" {
					continue
				}
				target, op, ok := parseClue(t.Text)
				if !ok {
					if killer {
						return nil, t.Errorf("a clue is a cage's sum, or '-' for none")
					}
					return nil, t.Errorf("a clue is a number with an operation (12+, 2-, 6*, 2/), a bare number, or '.' for none")
				}
				if err := p.setClue(r*n+c, target, op); err != nil {
					return nil, t.Errorf("%v", err)
				}
			}
		}
		for k, cg := range p.Cages {
			if cg.Clue < 0 {
				f := cg.Cells[0]
				return nil, clues[f/n][f%n].Errorf("the cage at (%d,%d) has no clue", f/n+1, f%n+1)
			}
			_ = k
		}
		if l := sc.Peek(); len(l) == n && n != 2 {
			toks, err := sc.Rows(n, n, "solution grid")
			if err != nil {
				return nil, err
			}
			s := &Solution{N: n, Grid: make([]int, 0, n*n)}
			for _, row := range toks {
				for _, t := range row {
					v, err := strconv.Atoi(t.Text)
					if err != nil || v < 1 || v > n {
						return nil, t.Errorf("a solution cell is a digit 1 to %d", n)
					}
					s.Grid = append(s.Grid, v)
				}
			}
			p.ref = s
		}
		out = append(out, p)
	}
	return out, nil
}

// clueTokens are p's clue grid as the plain form writes it.
func clueTokens(p *Puzzle) [][]string {
	empty := "."
	if p.Killer {
		empty = "-"
	}
	rows := make([][]string, p.N)
	for r := range rows {
		rows[r] = make([]string, p.N)
		for c := range rows[r] {
			rows[r][c] = empty
		}
	}
	for _, cg := range p.Cages {
		rows[cg.Clue/p.N][cg.Clue%p.N] = cg.Label(p.Killer)
	}
	return rows
}

// cageLabels are the cages as numbers 1.. a cell.
func cageLabels(p *Puzzle) [][]string {
	rows := make([][]string, p.N)
	for r := range rows {
		rows[r] = make([]string, p.N)
		for c := range rows[r] {
			rows[r][c] = strconv.Itoa(p.CageOf[r*p.N+c] + 1)
		}
	}
	return rows
}

func writeJanko(w io.Writer, p *Puzzle) error {
	if p.Givens != nil || p.Jigsaw != nil {
		return fmt.Errorf("%s: the janko form has no givens or jigsaw boxes (write tatham or json)", p.Info().Name)
	}
	if err := janko.WriteTokens(w, []int{p.N, p.N}, clueTokens(p)); err != nil {
		return err
	}
	for _, row := range cageLabels(p) {
		if _, err := fmt.Fprintln(w, strings.Join(row, " ")); err != nil {
			return err
		}
	}
	return nil
}

// JankoSolution is s in the dataset's solution form: "N N", then rows of
// digits.
func JankoSolution(s *Solution) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", s.N, s.N)
	for r := 0; r < s.N; r++ {
		for c := 0; c < s.N; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(s.At(r, c)))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ---- JSON ----

// jsonIn is a puzzle in JSON: the plain form's two grids. A JSON output
// (JSONOutput) reads back: its other fields are ignored.
type jsonIn struct {
	Puzzle string     `json:"puzzle"`
	Name   string     `json:"name"`
	Size   int        `json:"size"`
	Clues  [][]string `json:"clues"`
	Cages  [][]int    `json:"cages"`
	Givens [][]int    `json:"givens"`
	Boxes  [][]int    `json:"boxes"`
	Error  string     `json:"error"`

	Status  json.RawMessage `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Grid    json.RawMessage `json:"grid"`
	Stats   json.RawMessage `json:"stats"`
}

// ParseJSON reads JSON puzzles: one object, objects one after the other,
// or an array of them: {"size":4,"clues":[["24*","2/",".","3-"],...],
// "cages":[[1,2,2,3],...]}: the clue grid (as the plain form's tokens)
// and a cage number per cell. A Killer Sudoku may add "givens" (a digit
// per cell, 0 none) and "boxes" (a box label per cell: jigsaw boxes, N
// of N cells each).
func ParseJSON(data []byte, killer bool) ([]*Puzzle, error) {
	return jsonpos.Read(data, func(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
		return jsonPuzzle(d, raw, base, killer)
	})
}

func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int, killer bool) (*Puzzle, error) {
	var in jsonIn
	if err := d.Strict(raw, base, &in); err != nil {
		return nil, err
	}
	line, col := d.Pos(base)
	bad := func(format string, args ...any) error { return srcpos.Errorf(line, col, "{", format, args...) }
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, genreName(killer)); err != nil {
		return nil, err
	}
	n := in.Size
	if n < 1 || n > MaxSide {
		return nil, bad("\"size\" is 1 to %d", MaxSide)
	}
	if len(in.Clues) != n || len(in.Cages) != n {
		return nil, bad("\"clues\" and \"cages\" have %d rows each", n)
	}
	of := make([]int, 0, n*n)
	for r := 0; r < n; r++ {
		if len(in.Clues[r]) != n || len(in.Cages[r]) != n {
			return nil, bad("row %d of \"clues\" or \"cages\" does not have %d entries", r+1, n)
		}
		for _, k := range in.Cages[r] {
			if k < 0 || k > n*n {
				return nil, bad("row %d of \"cages\": cage numbers are 0 to %d", r+1, n*n)
			}
			of = append(of, k)
		}
	}
	g, err := regions.New(n, n, of)
	if err != nil {
		return nil, bad("\"cages\": %v", err)
	}
	if i := g.Split(); i >= 0 {
		return nil, bad("\"cages\": the cage of (%d,%d) is not connected", i/n+1, i%n+1)
	}
	p := fromRegions(n, g, killer)
	p.Name = in.Name
	p.Pos = Pos{Line: line, Col: col, Text: "{"}
	if (in.Givens != nil || in.Boxes != nil) && !killer {
		return nil, bad("a KenKen has no \"givens\" or \"boxes\"")
	}
	if in.Givens != nil {
		if len(in.Givens) != n {
			return nil, bad("\"givens\" has %d rows", n)
		}
		p.Givens = make([]int, 0, n*n)
		for r, row := range in.Givens {
			if len(row) != n {
				return nil, bad("row %d of \"givens\" does not have %d entries", r+1, n)
			}
			for c, d := range row {
				if d < 0 || d > n {
					return nil, bad("the given %d at (%d,%d) is not a digit 1 to %d (0: none)", d, r+1, c+1, n)
				}
			}
			p.Givens = append(p.Givens, row...)
		}
	}
	if in.Boxes != nil {
		if len(in.Boxes) != n {
			return nil, bad("\"boxes\" has %d rows", n)
		}
		labels := make([]int, 0, n*n)
		for r, row := range in.Boxes {
			if len(row) != n {
				return nil, bad("row %d of \"boxes\" does not have %d entries", r+1, n)
			}
			labels = append(labels, row...)
		}
		bg, err := regions.New(n, n, labels)
		if err != nil {
			return nil, bad("\"boxes\": %v", err)
		}
		if bg.N != n {
			return nil, bad("\"boxes\": %d boxes, a %dx%d grid has %d", bg.N, n, n, n)
		}
		for b := range bg.N {
			if k := len(bg.Cells(b)); k != n {
				return nil, bad("\"boxes\": a box of %d cells, a box has %d", k, n)
			}
		}
		p.Jigsaw = append([]int(nil), bg.Of...)
		p.BoxRows, p.BoxCols = n, 1
	}
	for r := 0; r < n; r++ {
		for c, t := range in.Clues[r] {
			if t == "" || t == "." || t == "-" {
				continue
			}
			target, op, ok := parseClue(t)
			if !ok {
				return nil, bad("clue %q at (%d,%d): a number with an operation (12+, 2-, 6*, 2/) or a bare number", t, r+1, c+1)
			}
			if err := p.setClue(r*n+c, target, op); err != nil {
				return nil, bad("clue %q at (%d,%d): %v", t, r+1, c+1, err)
			}
		}
	}
	for _, cg := range p.Cages {
		if cg.Clue < 0 {
			f := cg.Cells[0]
			return nil, bad("the cage at (%d,%d) has no clue", f/n+1, f%n+1)
		}
	}
	return p, nil
}

// JSONPuzzle is p in the JSON input form.
type JSONPuzzle struct {
	Puzzle string     `json:"puzzle"`
	Name   string     `json:"name,omitempty"`
	Size   int        `json:"size"`
	Clues  [][]string `json:"clues"`
	Cages  [][]int    `json:"cages"`
	Givens [][]int    `json:"givens,omitempty"`
	Boxes  [][]int    `json:"boxes,omitempty"`
}

func jsonPuzzleOf(p *Puzzle) JSONPuzzle {
	cages := make([][]int, p.N)
	for r := range cages {
		cages[r] = make([]int, p.N)
		for c := range cages[r] {
			cages[r][c] = p.CageOf[r*p.N+c] + 1
		}
	}
	out := JSONPuzzle{Puzzle: p.genre(), Size: p.N, Clues: clueTokens(p), Cages: cages}
	rows := func(v []int, add int) [][]int {
		g := make([][]int, p.N)
		for r := range g {
			g[r] = make([]int, p.N)
			for c := range g[r] {
				g[r][c] = v[r*p.N+c] + add
			}
		}
		return g
	}
	if p.Givens != nil {
		out.Givens = rows(p.Givens, 0)
	}
	if p.Jigsaw != nil {
		out.Boxes = rows(p.Jigsaw, 1)
	}
	return out
}

func writeJSON(w io.Writer, p *Puzzle) error {
	b, err := json.Marshal(jsonPuzzleOf(p))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
