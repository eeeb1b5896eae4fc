package sudoku

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// ---- janko.at grids (as the PuzzleKit dataset stores them) ----

// ParseJanko reads janko.at grids: a line "N N", N rows of N tokens (a
// digit, or '-', '.' or '0' for an empty cell), and for a jigsaw
// ("Chaos-Sudoku") N more rows of N region labels (any tokens: cells
// with the same label form a region). Several grids may follow one
// another; blank and '#' lines are skipped. A grid without regions has
// the usual boxes (BoxShape).
func ParseJanko(data []byte) ([]*Puzzle, error) {
	ls := lines(data)
	var out []*Puzzle
	n := 0
	next := func() (int, bool) {
		for n < len(ls) && isBlankOrComment(ls[n]) {
			n++
		}
		return n, n < len(ls)
	}
	for {
		h, ok := next()
		if !ok {
			break
		}
		ts := fields(ls[h], 3)
		if len(ts) != 2 {
			return nil, srcpos.Errorf(h+1, 1, clip(strings.TrimSpace(ls[h])), "want a janko header \"N N\" (rows and columns)")
		}
		rows, err1 := strconv.Atoi(ts[0].text)
		cols, err2 := strconv.Atoi(ts[1].text)
		if err1 != nil || err2 != nil || rows < 1 || cols < 1 {
			return nil, srcpos.Errorf(h+1, ts[0].col, ls[h], "want a janko header \"N N\" (rows and columns)")
		}
		if rows != cols {
			return nil, srcpos.Errorf(h+1, ts[0].col, strings.TrimSpace(ls[h]), "a sudoku grid is square, not %dx%d", rows, cols)
		}
		if rows > MaxSize {
			return nil, srcpos.Errorf(h+1, ts[0].col, ts[0].text, "grid %dx%d is too large (at most %dx%d)", rows, rows, MaxSize, MaxSize)
		}
		N := rows
		n = h + 1
		grid := make([]token, 0, N*N)
		lineOf := make([]int, 0, N*N)
		for r := 0; r < N; r++ {
			m, ok := next()
			if !ok {
				return nil, srcpos.Errorf(len(ls), 1, "", "the grid ends after %d of %d rows", r, N)
			}
			row := fields(ls[m], N)
			if len(row) != N {
				return nil, srcpos.Errorf(m+1, 1, clip(strings.TrimSpace(ls[m])), "row %d has %d tokens, want %d", r, len(row), N)
			}
			for range row {
				lineOf = append(lineOf, m+1)
			}
			grid = append(grid, row...)
			n = m + 1
		}
		// N more rows of N tokens are the regions.
		var regTok []token
		var regLine []int
		if m, ok := next(); ok && N > 2 {
			if row := fields(ls[m], N); len(row) == N {
				for r := 0; r < N; r++ {
					m, ok := next()
					if !ok {
						return nil, srcpos.Errorf(len(ls), 1, "", "the regions end after %d of %d rows", r, N)
					}
					row := fields(ls[m], N)
					if len(row) != N {
						return nil, srcpos.Errorf(m+1, 1, clip(strings.TrimSpace(ls[m])), "region row %d has %d tokens, want %d", r, len(row), N)
					}
					for range row {
						regLine = append(regLine, m+1)
					}
					regTok = append(regTok, row...)
					n = m + 1
				}
			}
		}
		var p *Puzzle
		if regTok == nil {
			br, bc, ok := BoxShape(N)
			if !ok {
				return nil, srcpos.Errorf(h+1, 1, strings.TrimSpace(ls[h]), "a %dx%d grid has no box shape: give its regions (N rows of labels after the grid)", N, N)
			}
			p = newPuzzle(br, bc)
		} else {
			reg := make([]int, N*N)
			id := map[string]int{}
			for i, t := range regTok {
				r, ok := id[t.text]
				if !ok {
					r = len(id)
					if r >= N {
						return nil, srcpos.Errorf(regLine[i], t.col, t.text, "more than %d region labels", N)
					}
					id[t.text] = r
				}
				reg[i] = r
			}
			p = newJigsaw(N, reg)
		}
		p.Pos = Pos{Line: h + 1, Col: 1}
		p.GivenPos = map[int]Pos{}
		for i, t := range grid {
			switch t.text {
			case "-", ".", "0":
				continue
			}
			v, err := strconv.Atoi(t.text)
			if err != nil || v < 1 || v > N {
				return nil, srcpos.Errorf(lineOf[i], t.col, clip(t.text), "want a digit 1 to %d, or '-' for an empty cell", N)
			}
			p.Givens[i] = v
			p.GivenPos[i] = Pos{Line: lineOf[i], Col: t.col, Text: t.text}
		}
		out = append(out, p)
	}
	return out, nil
}

// writeJanko writes the grid, then the regions of a jigsaw.
func writeJanko(w io.Writer, p *Puzzle) error {
	if p.X {
		return fmt.Errorf("a janko grid cannot mark the X variant (write tatham or json)")
	}
	if !p.Jigsaw() {
		if br, bc, _ := BoxShape(p.N); br != p.BoxRows || bc != p.BoxCols {
			return fmt.Errorf("a janko grid cannot give %dx%d boxes in a %dx%d grid (its readers take %dx%d; write tatham or json)", p.BoxRows, p.BoxCols, p.N, p.N, br, bc)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", p.N, p.N)
	writeRows(&b, p.N, p.Givens, func(v int) string {
		if v == 0 {
			return "-"
		}
		return strconv.Itoa(v)
	})
	if p.Jigsaw() {
		writeRows(&b, p.N, p.Regions, func(v int) string { return strconv.Itoa(v + 1) })
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeRows writes vs as N rows of blank-separated tokens.
func writeRows(b *strings.Builder, n int, vs []int, tok func(int) string) {
	for i, v := range vs {
		if i%n > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(tok(v))
		if i%n == n-1 {
			b.WriteByte('\n')
		}
	}
}

// ParseJankoSolution reads a solution in the dataset's form: "N N", then
// N rows of N digits.
func ParseJankoSolution(data []byte) (*Solution, error) {
	ls := lines(data)
	n := 0
	for n < len(ls) && isBlankOrComment(ls[n]) {
		n++
	}
	if n == len(ls) || !looksJanko(ls[n]) {
		return nil, srcpos.Errorf(n+1, 1, "", "want a janko header \"N N\"")
	}
	N, _ := strconv.Atoi(fields(ls[n], 2)[0].text)
	if N > MaxSize {
		return nil, srcpos.Errorf(n+1, 1, strings.TrimSpace(ls[n]), "grid %dx%d is too large (at most %dx%d)", N, N, MaxSize, MaxSize)
	}
	s := &Solution{N: N, Grid: make([]int, 0, N*N)}
	for r := 0; r < N; r++ {
		n++
		if n >= len(ls) {
			return nil, srcpos.Errorf(len(ls), 1, "", "the solution ends after %d of %d rows", r, N)
		}
		row := fields(ls[n], N)
		if len(row) != N {
			return nil, srcpos.Errorf(n+1, 1, clip(strings.TrimSpace(ls[n])), "row %d has %d tokens, want %d", r, len(row), N)
		}
		for _, t := range row {
			v, err := strconv.Atoi(t.text)
			if err != nil || v < 1 || v > N {
				return nil, srcpos.Errorf(n+1, t.col, clip(t.text), "want a digit 1 to %d", N)
			}
			s.Grid = append(s.Grid, v)
		}
	}
	return s, nil
}

// JankoSolution is s in the dataset's solution form: "N N", then N rows
// of N digits.
func JankoSolution(s *Solution) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n", s.N, s.N)
	writeRows(&b, s.N, s.Grid, strconv.Itoa)
	return b.String()
}

// ---- puzz.link URLs ----

func looksPuzzLink(line string) bool {
	q := line
	if i := strings.IndexByte(line, '?'); i >= 0 {
		q = line[i+1:]
	}
	for {
		// Skip "KEY=VALUE&" parameters before the kind.
		amp := strings.IndexByte(q, '&')
		slash := strings.IndexByte(q, '/')
		if amp < 0 || (slash >= 0 && slash < amp) || !strings.Contains(q[:amp], "=") {
			break
		}
		q = q[amp+1:]
	}
	k, _, ok := strings.Cut(q, "/")
	k = strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(k), "_edit"), "_play")
	return ok && k == "sudoku"
}

// ParsePuzzLink reads puzz.link URLs, one per line
// ("https://puzz.link/p?sudoku/9/9/BODY"): pzprjs' sudoku, whose body is
// its Number16 cell list (0-9 and a-f one digit, '-' and two hex digits,
// '+' and three, g-z a run of 1-20 empty cells). pzprjs draws boxes
// of ⌊√N⌋ rows, and 3 columns for N = 6, so the sizes are 4, 6, 9, 16
// and 25.
func ParsePuzzLink(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range lines(data) {
		if isBlankOrComment(l) {
			continue
		}
		p, err := parsePuzzLinkLine(l, n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func parsePuzzLinkLine(l string, line int) (*Puzzle, error) {
	start := len(l) - len(strings.TrimLeft(l, " \t"))
	l = strings.TrimRight(l, " \t")
	i := start
	if q := strings.IndexByte(l, '?'); q >= 0 {
		i = q + 1
	}
	for {
		amp := strings.IndexByte(l[i:], '&')
		slash := strings.IndexByte(l[i:], '/')
		if amp < 0 || (slash >= 0 && slash < amp) || !strings.Contains(l[i:i+amp], "=") {
			break
		}
		i += amp + 1
	}
	errAt := func(at int, text, format string, args ...any) error {
		return srcpos.Errorf(line, at+1, clip(text), format, args...)
	}
	segs := strings.Split(l[i:], "/")
	kind := strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(segs[0]), "_edit"), "_play")
	if kind != "sudoku" {
		return nil, errAt(i, segs[0], "a %q URL, not a sudoku (want https://puzz.link/p?sudoku/COLS/ROWS/BODY)", segs[0])
	}
	at := i + len(segs[0]) + 1
	segs = segs[1:]
	if len(segs) > 0 && strings.HasPrefix(segs[0], "v:") {
		return nil, errAt(at, segs[0], "sudoku variant %q is not supported", segs[0])
	}
	if len(segs) < 2 {
		return nil, errAt(at, l[min(at, len(l)):], "want COLS/ROWS/BODY after the kind")
	}
	cols, err1 := strconv.Atoi(segs[0])
	rows, err2 := strconv.Atoi(segs[1])
	if err1 != nil || err2 != nil || cols < 1 || rows < 1 || len(segs[0]) > 3 || len(segs[1]) > 3 {
		return nil, errAt(at, segs[0]+"/"+segs[1], "want the size COLS/ROWS as numbers")
	}
	if cols != rows {
		return nil, errAt(at, segs[0]+"/"+segs[1], "a sudoku grid is square, not %dx%d", cols, rows)
	}
	n := cols
	var br, bc int
	switch n {
	case 4, 9, 16, 25:
		br, bc = isqrt(n), isqrt(n)
	case 6:
		br, bc = 2, 3
	default:
		return nil, errAt(at, segs[0]+"/"+segs[1], "pzprjs draws no boxes in a %dx%d sudoku (sizes 4, 6, 9, 16, 25)", n, n)
	}
	p := newPuzzle(br, bc)
	p.Name = strings.TrimSpace(l)
	p.Pos = Pos{Line: line, Col: i + 1, Text: segs[0]}
	p.GivenPos = map[int]Pos{}
	at += len(segs[0]) + len(segs[1]) + 2
	body := strings.Join(segs[2:], "/")
	body = strings.TrimSuffix(body, "/")
	cell := 0
	for k := 0; k < len(body); {
		ch := body[k]
		var v, w int
		switch {
		case ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f':
			x, _ := strconv.ParseInt(body[k:k+1], 16, 32)
			v, w = int(x), 1
		case ch == '-' || ch == '+':
			d := 2
			if ch == '+' {
				d = 3
			}
			if k+1+d > len(body) {
				return nil, errAt(at+k, body[k:], "want %d hex digits after %q", d, string(ch))
			}
			x, err := strconv.ParseUint(body[k+1:k+1+d], 16, 32)
			if err != nil {
				return nil, errAt(at+k, body[k:k+1+d], "want %d hex digits after %q", d, string(ch))
			}
			v, w = int(x), 1+d
		case ch >= 'g' && ch <= 'z':
			cell += int(ch-'g') + 1
			k++
			continue
		case ch == '.':
			return nil, errAt(at+k, ".", "a cell of unknown value means nothing in a sudoku")
		default:
			return nil, errAt(at+k, string(ch), "unexpected %q in the URL's body", string(ch))
		}
		if cell >= n*n {
			return nil, errAt(at+k, body[k:], "text after the last cell")
		}
		if v < 1 || v > n {
			return nil, errAt(at+k, body[k:k+w], "digit %d is out of range (1 to %d)", v, n)
		}
		p.Givens[cell] = v
		p.GivenPos[cell] = Pos{Line: line, Col: at + k + 1, Text: body[k : k+w]}
		cell++
		k += w
	}
	return p, nil
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// PuzzLinkURL is p as a puzz.link URL, or an error for a puzzle pzprjs
// cannot show (a jigsaw, X, a box shape it does not draw).
func PuzzLinkURL(p *Puzzle) (string, error) {
	switch {
	case p.Jigsaw() || p.X:
		return "", fmt.Errorf("puzz.link's sudoku has no %s variant (write tatham or json)", p.Variant())
	case p.N == 6 && (p.BoxRows != 2 || p.BoxCols != 3):
		return "", fmt.Errorf("puzz.link draws 2x3 boxes in a 6x6 sudoku, not %dx%d", p.BoxRows, p.BoxCols)
	case p.N != 6 && (p.BoxRows != p.BoxCols || p.N > 25 || p.N < 4):
		return "", fmt.Errorf("puzz.link cannot draw %dx%d boxes", p.BoxRows, p.BoxCols)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?sudoku/%d/%d/", p.N, p.N)
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 20)
			b.WriteByte(byte('g' + k - 1))
			run -= k
		}
	}
	for _, v := range p.Givens {
		if v == 0 {
			run++
			if run == 20 {
				flush()
			}
			continue
		}
		flush()
		if v < 16 {
			b.WriteString(strconv.FormatInt(int64(v), 16))
		} else {
			fmt.Fprintf(&b, "-%02x", v)
		}
	}
	flush()
	return b.String(), nil
}

func writePuzzLink(w io.Writer, p *Puzzle) error {
	u, err := PuzzLinkURL(p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, u+"\n")
	return err
}

// ---- JSON ----

// JSONPuzzle is a puzzle in JSON, the input form; the JSON output
// (JSONOutput) has the same fields and reads back.
type JSONPuzzle struct {
	Puzzle string `json:"puzzle,omitempty"`
	Name   string `json:"name,omitempty"`
	Size   int    `json:"size"`
	// Box is [rows, cols] of the boxes (omitted: BoxShape); Regions, for a
	// jigsaw, the region of every cell (written 0..N-1; read: any labels).
	Box     []int   `json:"box,omitempty"`
	Regions [][]int `json:"regions,omitempty"`
	X       bool    `json:"x,omitempty"`
	// Givens are the given digits, 0 for an empty cell.
	Givens [][]int `json:"givens"`
}

// jsonIn is what ParseJSON reads: a puzzle, or an output record (whose
// "grid" is the solution found, the puzzle's reference). Without
// "givens", "grid" holds the givens.
type jsonIn struct {
	JSONPuzzle
	Status  string          `json:"status"`
	Unique  json.RawMessage `json:"unique"`
	Matches json.RawMessage `json:"matches_reference"`
	Variant string          `json:"variant"`
	Grid    [][]int         `json:"grid"`
	Stats   json.RawMessage `json:"stats"`
	Error   string          `json:"error"`
}

// ParseJSON reads JSON puzzles: one object, an array of them, or objects
// one after another (the solve command's JSON output, one line each).
func ParseJSON(data []byte) ([]*Puzzle, error) {
	return jsonpos.Read(data, jsonPuzzle)
}

// jsonPuzzle reads one object found at offset base of the input.
func jsonPuzzle(d *jsonpos.Doc, raw []byte, base int) (*Puzzle, error) {
	var in jsonIn
	if err := d.Strict(raw, base, &in); err != nil {
		return nil, err
	}
	bad := func(format string, args ...any) error { return d.Errorf(base, "{", format, args...) }
	// Both sudoku kinds read both names: a jigsaw is a sudoku.
	kind := "sudoku"
	if in.Puzzle == JigsawName {
		kind = JigsawName
	}
	if err := d.Check(jsonpos.Record{Puzzle: in.Puzzle, Error: in.Error}, base, kind); err != nil {
		return nil, err
	}
	n := in.Size
	givens, grid := in.Givens, in.Grid
	if givens == nil {
		givens, grid = grid, nil
	}
	if n == 0 {
		n = len(givens)
	}
	if n < 1 || n > MaxSize {
		return nil, bad("size %d is out of range (1 to %d)", n, MaxSize)
	}
	flat := func(rows [][]int, what string) ([]int, error) {
		if len(rows) != n {
			return nil, bad("%s has %d rows, want %d", what, len(rows), n)
		}
		out := make([]int, 0, n*n)
		for r, row := range rows {
			if len(row) != n {
				return nil, bad("row %d of %s has %d cells, want %d", r, what, len(row), n)
			}
			out = append(out, row...)
		}
		return out, nil
	}
	var p *Puzzle
	switch {
	case in.Regions != nil:
		reg, err := flat(in.Regions, "regions")
		if err != nil {
			return nil, err
		}
		// Any labels (0-based as written, or janko's 1-based): cells with
		// the same label form a region, numbered by first appearance.
		id := map[int]int{}
		for i, r := range reg {
			k, ok := id[r]
			if !ok {
				k = len(id)
				if k >= n {
					return nil, bad("regions: more than %d labels", n)
				}
				id[r] = k
			}
			reg[i] = k
		}
		p = newJigsaw(n, reg)
	case in.Box != nil:
		if len(in.Box) != 2 || in.Box[0] < 1 || in.Box[1] < 1 || in.Box[0]*in.Box[1] != n {
			return nil, bad("box %v does not tile a %dx%d grid (want [rows, cols] with rows×cols = %d)", in.Box, n, n, n)
		}
		p = newPuzzle(in.Box[0], in.Box[1])
	default:
		br, bc, ok := BoxShape(n)
		if !ok {
			return nil, bad("a %dx%d grid has no box shape: give \"box\" or \"regions\"", n, n)
		}
		p = newPuzzle(br, bc)
	}
	p.X = in.X
	p.Name = in.Name
	line, col := d.Pos(base)
	p.Pos = Pos{Line: line, Col: col, Text: "{"}
	if givens == nil {
		return nil, bad("want \"givens\": the grid's rows, 0 for an empty cell")
	}
	g, err := flat(givens, "givens")
	if err != nil {
		return nil, err
	}
	for i, v := range g {
		if v < 0 || v > n {
			return nil, bad("cell (%d,%d): digit %d is out of range (1 to %d, 0 empty)", i/n, i%n, v, n)
		}
	}
	p.Givens = g
	if len(grid) > 0 {
		sol, err := flat(grid, "grid")
		if err != nil {
			return nil, err
		}
		full := true
		for _, v := range sol {
			if v < 1 || v > n {
				full = false
			}
		}
		if full {
			p.ref = &Solution{N: n, Grid: sol}
		}
	}
	return p, nil
}
