package tents

import (
	"bytes"
	"fmt"
	"iter"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/internal/enum"
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

var formatNames = enum.New[Format]("tents format", "json", "puzzlink", "tatham", "janko", "text")

func (f Format) String() string { return formatNames.String(f) }

// lines yields data's lines without their line ends, with their 0-based
// index, one at a time (never a string per line of a huge input).
func lines(data []byte) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		rest := string(data)
		for n := 0; len(rest) > 0; n++ {
			l := rest
			if i := strings.IndexByte(rest, '\n'); i >= 0 {
				l, rest = rest[:i], rest[i+1:]
			} else {
				rest = ""
			}
			if !yield(n, strings.TrimRight(l, "\r")) {
				return
			}
		}
	}
}

func isBlankOrComment(l string) bool {
	t := strings.TrimSpace(l)
	return t == "" || strings.HasPrefix(t, "#")
}

// contentLines are the lines that are neither blank nor comments, with
// their 1-based numbers.
func contentLines(data []byte, max int) (ls []string, nums []int) {
	for n, l := range lines(data) {
		if isBlankOrComment(l) {
			continue
		}
		ls, nums = append(ls, l), append(nums, n+1)
		if len(ls) == max {
			break
		}
	}
	return ls, nums
}

// Detect names the format data looks like: JSON ('{' or '['), a puzz.link
// tents URL, a Tatham game ID ("WxH:..."), a janko grid (a header of two
// numbers, a line of COLS counts, a line of ROWS counts, then ROWS rows);
// anything else is text.
func Detect(data []byte) Format {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	ls, _ := contentLines(data, 4)
	if len(ls) == 0 {
		return FormatText
	}
	first := strings.TrimSpace(ls[0])
	switch {
	case strings.HasPrefix(first, "{") || strings.HasPrefix(first, "["):
		return FormatJSON
	case looksPuzzLink(first):
		return FormatPuzzLink
	case looksTatham(first):
		return FormatTatham
	}
	if len(ls) >= 3 {
		h := strings.Fields(ls[0])
		if len(h) == 2 {
			r, err1 := strconv.Atoi(h[0])
			c, err2 := strconv.Atoi(h[1])
			if err1 == nil && err2 == nil && len(strings.Fields(ls[1])) == c && len(strings.Fields(ls[2])) == r {
				return FormatJanko
			}
		}
	}
	return FormatText
}

// looksTatham: "W[xH][dD]:" with digits.
func looksTatham(l string) bool {
	params, _, ok := strings.Cut(l, ":")
	if !ok || params == "" || !strings.ContainsAny(params[:1], "0123456789") {
		return false
	}
	for _, ch := range params {
		if !(ch >= '0' && ch <= '9' || ch == 'x' || ch == 'd' || ch == 'e' || ch == 't') {
			return false
		}
	}
	return true
}

// query is the part of a URL line after '?' (or the whole line), with
// "KEY=VALUE&" parameters dropped; at is its offset in l.
func query(l string) (q string, at int) {
	if i := strings.IndexByte(l, '?'); i >= 0 {
		at = i + 1
	}
	for {
		rest := l[at:]
		amp := strings.IndexByte(rest, '&')
		slash := strings.IndexByte(rest, '/')
		if amp < 0 || (slash >= 0 && slash < amp) || !strings.Contains(rest[:amp], "=") {
			break
		}
		at += amp + 1
	}
	return l[at:], at
}

func urlKind(seg string) string {
	return strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(seg), "_edit"), "_play")
}

func looksPuzzLink(l string) bool {
	q, _ := query(strings.TrimSpace(l))
	k, _, ok := strings.Cut(q, "/")
	return ok && (urlKind(k) == "tents" || urlKind(k) == "tent")
}

// Parse reads every puzzle of data in format f. Errors are
// *srcpos.Error values with name and data.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	ps, err := parse(name, data, f)
	return ps, srcpos.Locate(err, name, data)
}

func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	var ps []*Puzzle
	var err error
	switch f {
	case FormatJSON:
		ps, err = ParseJSON(data)
	case FormatPuzzLink:
		ps, err = perLine(data, parsePuzzLinkLine)
	case FormatTatham:
		ps, err = perLine(data, parseTathamLine)
	case FormatJanko:
		ps, err = ParseJanko(data)
	default:
		ps, err = ParseText(data)
	}
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, srcpos.Errorf(1, 1, "", "no tents puzzle in the input (want a %s puzzle)", f)
	}
	for _, p := range ps {
		if p.Name == "" {
			p.Name = name + ":" + strconv.Itoa(p.Pos.Line)
		}
	}
	return ps, nil
}

func perLine(data []byte, fn func(l string, line int) (*Puzzle, error)) ([]*Puzzle, error) {
	var out []*Puzzle
	for n, l := range lines(data) {
		if isBlankOrComment(l) {
			continue
		}
		p, err := fn(l, n+1)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// clip shortens a long text for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// countToken reads a count: a whole number, or "-", "?" or "." for a
// count not given.
func countToken(t janko.Token, max int, what string) (int, error) {
	switch t.Text {
	case "-", "?", ".":
		return Unknown, nil
	}
	v, err := strconv.Atoi(t.Text)
	if err != nil || v < 0 {
		return 0, t.Errorf("%s: want a count of tents (a number, or - when not given)", what)
	}
	if v > max {
		return 0, t.Errorf("%s counts %d tents, want 0 to %d", what, v, max)
	}
	return v, nil
}

// cellToken reads a cell of the janko and text grids: tree ("x", "T",
// "t", "🌲"), empty ("-", "."), or, in text only, a tent of a solution
// ("A", "o", "^"); tent reports the last.
func cellToken(t janko.Token, tents bool) (tree, tent bool, err error) {
	switch t.Text {
	case "x", "X", "T", "t", "🌲":
		return true, false, nil
	case "-", ".", "0":
		return false, false, nil
	case "A", "o", "^", "⛺":
		if tents {
			return false, true, nil
		}
	}
	return false, false, t.Errorf("a cell is a tree (x or T) or empty (- or .)")
}

// ParseJanko reads janko grids in the PuzzleKit dataset's form: "ROWS
// COLS", a line of COLS column counts, a line of ROWS row counts, then
// ROWS rows of COLS cells, x a tree and - an empty cell.
func ParseJanko(data []byte) ([]*Puzzle, error) {
	sc := janko.NewScanner(data)
	var out []*Puzzle
	for sc.More() {
		first := sc.Peek()[0]
		head, err := sc.Header(2, 2)
		if err != nil {
			return nil, err
		}
		R, C := head[0], head[1]
		if R*C > MaxCells {
			return nil, first.Errorf("a %dx%d grid is more than %d cells", R, C, MaxCells)
		}
		p := NewPuzzle(R, C)
		p.Pos = Pos{Line: first.Line, Col: first.Col, Text: first.Text}
		cols, err := sc.Rows(1, C, "line of column counts")
		if err != nil {
			return nil, err
		}
		rows, err := sc.Rows(1, R, "line of row counts")
		if err != nil {
			return nil, err
		}
		for c, t := range cols[0] {
			if p.ColCount[c], err = countToken(t, R, "column "+strconv.Itoa(c)); err != nil {
				return nil, err
			}
		}
		for r, t := range rows[0] {
			if p.RowCount[r], err = countToken(t, C, "row "+strconv.Itoa(r)); err != nil {
				return nil, err
			}
		}
		grid, err := sc.Rows(R, C, "grid")
		if err != nil {
			return nil, err
		}
		for r, row := range grid {
			for c, t := range row {
				tree, _, err := cellToken(t, false)
				if err != nil {
					return nil, err
				}
				p.Tree[r*C+c] = tree
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// ParseText reads text grids, puzzles separated by blank lines: a first
// line of COLS column counts, then one line per row: the row's count and
// its COLS cells (T or x a tree, . or - empty; A a tent: the cells then
// give a solution, as the text output writes it). Tokens are separated by
// blanks; a count not given is - or ?.
func ParseText(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	var block [][]janko.Token
	flush := func() error {
		if len(block) == 0 {
			return nil
		}
		p, err := textPuzzle(block)
		if err != nil {
			return err
		}
		out, block = append(out, p), nil
		return nil
	}
	for n, l := range lines(data) {
		t := strings.TrimSpace(l)
		switch {
		case t == "":
			if err := flush(); err != nil {
				return nil, err
			}
		case strings.HasPrefix(t, "#"):
		default:
			// A grid has at most MaxCells rows (and a line of counts):
			// a longer block is refused before it costs more memory.
			if len(block) > MaxCells {
				return nil, block[0][0].Errorf("a text grid of more than %d rows", MaxCells)
			}
			block = append(block, janko.Tokens(l, n+1))
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

func textPuzzle(block [][]janko.Token) (*Puzzle, error) {
	head := block[0]
	C, R := len(head), len(block)-1
	if R < 1 {
		return nil, head[0].Errorf("a text grid is a line of column counts, then one line per row (its count, then its cells)")
	}
	if R*C > MaxCells {
		return nil, head[0].Errorf("a %dx%d grid is more than %d cells", R, C, MaxCells)
	}
	p := NewPuzzle(R, C)
	p.Pos = Pos{Line: head[0].Line, Col: head[0].Col, Text: head[0].Text}
	var err error
	for c, t := range head {
		if p.ColCount[c], err = countToken(t, R, "column "+strconv.Itoa(c)); err != nil {
			return nil, err
		}
	}
	sol := &Solution{Rows: R, Cols: C, Tent: make([]bool, R*C)}
	any := false
	for r, row := range block[1:] {
		if len(row) != C+1 {
			at := row[0]
			if len(row) > C+1 {
				at = row[C+1]
			}
			return nil, at.Errorf("row %d has %d tokens, want %d (its count, then %d cells)", r, len(row), C+1, C)
		}
		if p.RowCount[r], err = countToken(row[0], C, "row "+strconv.Itoa(r)); err != nil {
			return nil, err
		}
		for c, t := range row[1:] {
			tree, tent, err := cellToken(t, true)
			if err != nil {
				return nil, err
			}
			p.Tree[r*C+c], sol.Tent[r*C+c] = tree, tent
			any = any || tent
		}
	}
	if any {
		p.ref = sol
	}
	return p, nil
}

// ---- Tatham ----

// parseTathamLine reads a Tatham Tents game ID, "W[xH][dD]:DESC,N,...":
// DESC runs over the W·H cells and one more (a last tree past the end):
// '_' is a tree, a letter 'a'..'y' that many empty cells (1..25) then a
// tree, 'z' 25 empty cells; then W column counts and H row counts.
// Tatham's '!' and '-' (a tent, a non-tent: a game in progress) are not read.
func parseTathamLine(l string, line int) (*Puzzle, error) {
	start := len(l) - len(strings.TrimLeft(l, " \t"))
	l = strings.TrimRight(l, " \t")
	errAt := func(at int, text, format string, args ...any) error {
		return srcpos.Errorf(line, at+1, clip(text), format, args...)
	}
	colon := strings.IndexByte(l, ':')
	if colon < 0 {
		return nil, errAt(start, l[start:], "a Tatham Tents game ID is WxH:DESC,counts")
	}
	params := l[start:colon]
	ps := params
	if i := strings.IndexByte(ps, 'd'); i >= 0 {
		ps = ps[:i]
	}
	ws, hs, hasH := strings.Cut(ps, "x")
	if !hasH {
		hs = ws
	}
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || w < 1 || h < 1 || len(ws) > 4 || len(hs) > 4 || w*h > MaxCells {
		return nil, errAt(start, params, "want the size WxH (at most %d cells)", MaxCells)
	}
	p := NewPuzzle(h, w)
	p.Pos = Pos{Line: line, Col: start + 1, Text: clip(params)}
	p.Name = strings.TrimSpace(l)
	i := colon + 1
	cell := 0
	for ; i < len(l) && l[i] != ','; i++ {
		ch := l[i]
		var run int
		tree := true
		switch {
		case ch == '_':
			run = 0
		case ch >= 'a' && ch <= 'y':
			run = int(ch-'a') + 1
		case ch == 'z':
			run, tree = 25, false
		case ch == '!' || ch == '-':
			return nil, errAt(i, string(ch), "tents and non-tents marked in a game ID are not read (a puzzle holds trees and counts)")
		default:
			return nil, errAt(i, string(ch), "unexpected %q in the grid description", string(ch))
		}
		cell += run
		if cell > w*h || (cell == w*h && !tree) {
			return nil, errAt(i, string(ch), "too much data to fill the %dx%d grid", w, h)
		}
		if tree {
			if cell < w*h {
				p.Tree[cell] = true
			} else if i+1 < len(l) && l[i+1] != ',' {
				return nil, errAt(i+1, l[i+1:], "too much data to fill the %dx%d grid", w, h)
			}
			cell++
		}
	}
	if cell != w*h+1 {
		return nil, errAt(i, l[min(i, len(l)):], "not enough data to fill the %dx%d grid", w, h)
	}
	for k := 0; k < w+h; k++ {
		if i >= len(l) || l[i] != ',' {
			return nil, errAt(i, l[min(i, len(l)):], "want %d counts after the grid (%d columns, then %d rows), found %d", w+h, w, h, k)
		}
		i++
		j := i
		for j < len(l) && l[j] >= '0' && l[j] <= '9' {
			j++
		}
		v, err := strconv.Atoi(l[i:j])
		if err != nil || j-i > 7 {
			return nil, errAt(i, l[i:], "want a count")
		}
		max, what := h, "column "+strconv.Itoa(k)
		if k >= w {
			max, what = w, "row "+strconv.Itoa(k-w)
		}
		if v > max {
			return nil, errAt(i, l[i:j], "%s counts %d tents, want 0 to %d", what, v, max)
		}
		if k < w {
			p.ColCount[k] = v
		} else {
			p.RowCount[k-w] = v
		}
		i = j
	}
	if i < len(l) {
		return nil, errAt(i, l[i:], "unexpected text after the counts")
	}
	return p, nil
}

// ---- puzz.link ----

// parsePuzzLinkLine reads a puzz.link URL, https://puzz.link/p?tents/COLS/ROWS/BODY
// (pzprjs src/variety/tents.js: decodeNumber16ExCell, then decode1Cell(1)).
// The body gives first the counts outside the grid, COLS columns then
// ROWS rows, each a hex digit (0-f), '-' and two hex digits, '.' (a
// count shown as unknown) or a run g-z of 1-20 counts not given; then the
// trees: a character 0-h is a tree followed by that many empty cells
// (0-17), i-z that many minus 17 empty cells (1-18).
func parsePuzzLinkLine(l string, line int) (*Puzzle, error) {
	l = strings.TrimRight(l, " \t")
	q, at := query(l)
	at += len(q) - len(strings.TrimLeft(q, " \t"))
	q = strings.TrimLeft(q, " \t")
	errAt := func(off int, text, format string, args ...any) error {
		return srcpos.Errorf(line, off+1, clip(text), format, args...)
	}
	segs := strings.Split(q, "/")
	if k := urlKind(segs[0]); k != "tents" && k != "tent" {
		return nil, errAt(at, segs[0], "a %q URL, not tents (want https://puzz.link/p?tents/COLS/ROWS/BODY)", segs[0])
	}
	off := at + len(segs[0]) + 1
	segs = segs[1:]
	if len(segs) < 2 {
		return nil, errAt(off, l[min(off, len(l)):], "want COLS/ROWS/BODY after the kind")
	}
	cols, err1 := strconv.Atoi(segs[0])
	rows, err2 := strconv.Atoi(segs[1])
	if err1 != nil || err2 != nil || cols < 1 || rows < 1 || len(segs[0]) > 4 || len(segs[1]) > 4 || cols*rows > MaxCells {
		return nil, errAt(off, segs[0]+"/"+segs[1], "want the size COLS/ROWS as numbers (at most %d cells)", MaxCells)
	}
	p := NewPuzzle(rows, cols)
	p.Name = strings.TrimSpace(l)
	p.Pos = Pos{Line: line, Col: at + 1, Text: "tents"}
	off += len(segs[0]) + len(segs[1]) + 2
	body := strings.TrimSuffix(strings.Join(segs[2:], "/"), "/")
	nex := cols + rows
	ec, k := 0, 0
	for ; k < len(body) && ec < nex; k++ {
		ch := body[k]
		switch {
		case ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f':
			v, _ := strconv.ParseInt(body[k:k+1], 16, 32)
			if err := setCount(p, ec, int(v)); err != nil {
				return nil, errAt(off+k, body[k:k+1], "%v", err)
			}
		case ch == '-':
			if k+3 > len(body) {
				return nil, errAt(off+k, body[k:], "want 2 hex digits after '-'")
			}
			v, err := strconv.ParseUint(body[k+1:k+3], 16, 32)
			if err != nil {
				return nil, errAt(off+k, body[k:k+3], "want 2 hex digits after '-'")
			}
			if err := setCount(p, ec, int(v)); err != nil {
				return nil, errAt(off+k, body[k:k+3], "%v", err)
			}
			k += 2
		case ch == '.':
			// an unknown count: not given
		case ch >= 'g' && ch <= 'z':
			ec += int(ch - 'g')
		default:
			return nil, errAt(off+k, string(ch), "unexpected %q among the counts", string(ch))
		}
		ec++
	}
	cell := 0
	for ; k < len(body); k++ {
		if cell >= rows*cols {
			return nil, errAt(off+k, body[k:], "text after the last cell")
		}
		ch := body[k]
		var v int
		switch {
		case ch >= '0' && ch <= '9':
			v = int(ch - '0')
		case ch >= 'a' && ch <= 'z':
			v = int(ch-'a') + 10
		default:
			return nil, errAt(off+k, string(ch), "unexpected %q among the trees", string(ch))
		}
		if v < 18 {
			p.Tree[cell] = true
			cell += v + 1
		} else {
			cell += v - 17
		}
	}
	return p, nil
}

// setCount sets count ec of pzprjs' list (columns, then rows).
func setCount(p *Puzzle, ec, v int) error {
	if ec < p.Cols {
		if v > p.Rows {
			return fmt.Errorf("column %d counts %d tents, want 0 to %d", ec, v, p.Rows)
		}
		p.ColCount[ec] = v
		return nil
	}
	r := ec - p.Cols
	if v > p.Cols {
		return fmt.Errorf("row %d counts %d tents, want 0 to %d", r, v, p.Cols)
	}
	p.RowCount[r] = v
	return nil
}
