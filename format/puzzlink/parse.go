package puzzlink

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Cell values besides clues (which are 0 or more).
const (
	Empty   = -1 // no clue
	Unknown = -2 // a clue of unknown value ('.')
)

// Limits: the grid size a reader accepts (so that a short URL cannot make
// the reader allocate without bound; the same bound as package hashi) and
// the largest clue pzprjs can write ('$' and five hex digits).
const (
	MaxCells = 4_000_000
	MaxClue  = 77776 + 0xfffff
)

// Grid is a puzzle read from a URL: the kind, the size and one value per
// cell in row-major order (Empty, Unknown, or a clue).
type Grid struct {
	Kind       string // the kind the URL names, lower-case, mode suffix dropped: "hashi", "hashikake", "shikaku" (a genre checks it with Genre.Is)
	Cols, Rows int
	Cells      []int
	// Variant is the text of a "v:VARIANT" segment (HasVariant tells
	// whether there was one: "v:" has an empty variant).
	Variant    string
	HasVariant bool
	// Flag is pzprjs' flag segment before the size ("" when none).
	Flag string
	// Line is the input line the URL was read from (1 for Parse; 0 for a
	// grid built in memory), and KindCol the 1-based byte column of the
	// kind's name in it, for messages about the puzzle as a whole.
	Line, KindCol int

	clueCols map[int]int // cell -> column of its clue's token
}

// Col is the 1-based byte column, in the line the URL was read from, of
// the token of cell i's clue (0: an empty cell, or a grid not read).
func (g *Grid) Col(i int) int { return g.clueCols[i] }

// At is the value of the cell in row r, column c.
func (g *Grid) At(r, c int) int { return g.Cells[r*g.Cols+c] }

// Equal reports whether two grids are the same puzzle with the same
// variant and flag.
func (g *Grid) Equal(h *Grid) bool {
	if g.Kind != h.Kind || g.Cols != h.Cols || g.Rows != h.Rows || g.Variant != h.Variant ||
		g.HasVariant != h.HasVariant || g.Flag != h.Flag || len(g.Cells) != len(h.Cells) {
		return false
	}
	for i, v := range g.Cells {
		if v != h.Cells[i] {
			return false
		}
	}
	return true
}

// numberForm is a prefixed number of pzprjs' readNumber16: the number of
// hex digits after the prefix ch and the base added (ok false: ch is no
// prefix).
func numberForm(ch byte) (digits, base int, ok bool) {
	switch ch {
	case '-':
		return 2, 0, true
	case '+':
		return 3, 0, true
	case '=':
		return 3, 4096, true
	case '@', '%':
		return 3, 8192, true
	case '*':
		return 4, 12240, true
	case '$':
		return 5, 77776, true
	}
	return 0, 0, false
}

// Parse reads one URL (surrounding blanks are ignored). Errors are
// *srcpos.Error values on line 1 with the column in s.
func Parse(s string) (*Grid, error) {
	return parseLine(s, 1)
}

// ParseAll reads one URL per line; blank lines and lines whose first
// non-blank character is '#' are skipped, and a UTF-8 byte-order mark at the
// start is ignored. Errors carry the line and column.
func ParseAll(data []byte) ([]*Grid, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	var gs []*Grid
	for i, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		g, err := parseLine(strings.TrimRight(line, "\r"), i+1)
		if err != nil {
			return nil, err
		}
		gs = append(gs, g)
	}
	if len(gs) == 0 {
		return nil, &srcpos.Error{Msg: "no puzz.link URL in the input"}
	}
	return gs, nil
}

// Looks reports whether data starts (after blank and '#' lines) with
// something a reader of this package should take: a line with a '?' whose
// query names a kind or whose page is a known pzprjs host, or a bare
// "KIND/..." query for a known kind. Nothing the puzzle packages' other
// formats accept looks like that (Tatham IDs, CLLV matrices, grids and JSON
// have no '?' and no "word/").
func Looks(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		t := strings.TrimSpace(string(line))
		if t == "" || t[0] == '#' {
			continue
		}
		return looksURL(t)
	}
	return false
}

var hosts = []string{"puzz.link/", "pzv.jp/", "pzprxs.vercel.app/"}

func looksURL(t string) bool {
	q := strings.IndexByte(t, '?')
	if q >= 0 {
		page := strings.ToLower(t[:q])
		page = strings.TrimPrefix(strings.TrimPrefix(page, "https://"), "http://")
		for _, h := range hosts {
			if strings.HasPrefix(page, h) {
				return true
			}
		}
		t = t[q+1:]
	}
	return bareQuery(skipParams(t, 0))
}

// bareQuery reports whether q looks like a pzprjs query without its
// page: a kind name (a letter, then letters, digits or '_'), then within
// the next four '/' segments two decimal numbers in a row (COLS/ROWS).
// No other format puzzlesat reads has that shape (Tatham IDs, grids,
// JSON and English have no "word/number/number").
func bareQuery(q string) bool {
	segs := strings.Split(q, "/")
	if len(segs) < 3 || !isKindName(segs[0]) {
		return false
	}
	for i := 1; i+1 < len(segs) && i <= 3; i++ {
		if segs[i] != "" && allDigits(segs[i]) && segs[i+1] != "" && allDigits(segs[i+1]) {
			return true
		}
	}
	return false
}

// isKindName: a letter, then letters, digits or '_'.
func isKindName(s string) bool {
	if s == "" || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isWord(s[i]) {
			return false
		}
	}
	return true
}

// skipParams drops pzprjs' "NAME=VALUE&" pairs (\w+=\w+&) from the front of
// the query's first segment and returns the rest of q from offset i.
func skipParams(q string, i int) string {
	return q[paramsEnd(q, i):]
}

func paramsEnd(q string, i int) int {
	for {
		j := i
		for j < len(q) && isWord(q[j]) {
			j++
		}
		if j == i || j >= len(q) || q[j] != '=' {
			return i
		}
		k := j + 1
		for k < len(q) && isWord(q[k]) {
			k++
		}
		if k == j+1 || k >= len(q) || q[k] != '&' {
			return i
		}
		i = k + 1
	}
}

func isWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// urlParser reads one line; its errors point into the line.
type urlParser struct {
	line string
	n    int // line number
}

func (p *urlParser) errAt(i int, text, format string, args ...any) error {
	e := srcpos.Errorf(p.n, i+1, text, format, args...)
	e.Source = p.line
	return e
}

func parseLine(line string, n int) (*Grid, error) {
	p := &urlParser{line: line, n: n}
	start := len(line) - len(strings.TrimLeft(line, " \t\uFEFF"))
	end := len(strings.TrimRight(line, " \t\r\n"))
	if start >= end {
		return nil, p.errAt(0, "", "empty URL (want https://puzz.link/p?KIND/COLS/ROWS/BODY)")
	}
	if i := strings.IndexAny(line[start:end], " \t\r\n"); i >= 0 {
		return nil, p.errAt(start+i, line[start+i:start+i+1], "blank inside the URL")
	}
	qs := start
	if q := strings.IndexByte(line[start:end], '?'); q >= 0 {
		if err := p.checkPage(start, start+q); err != nil {
			return nil, err
		}
		qs = start + q + 1
	}
	return p.parseQuery(paramsEnd(line[:end], qs), end)
}

// checkPage refuses the pages whose URLs pzprjs reads with another grammar.
func (p *urlParser) checkPage(start, end int) error {
	page := strings.ToLower(p.line[start:end])
	other := ""
	switch {
	case strings.Contains(page, "kanpen.net"):
		other = "Kanpen"
	case strings.Contains(page, "geocities"):
		other = "the Geocities applets"
	case strings.Contains(page, "indi.s58.xrea.com") && (strings.Contains(page, "/sa/") || strings.Contains(page, "/sc/")):
		other = "the old pzpr applets"
	default:
		return nil
	}
	return p.errAt(start, p.line[start:end], "URLs of %s use another format; puzzlesat reads pzprjs URLs (https://puzz.link/p?KIND/COLS/ROWS/BODY)", other)
}

// parseQuery reads KIND/[v:VARIANT/][FLAG/]COLS/ROWS/BODY from line[i:end].
func (p *urlParser) parseQuery(i, end int) (*Grid, error) {
	segs := split(p.line, i, end)
	kindSeg := segs[0]
	name := p.line[kindSeg.start:kindSeg.end]
	if strings.HasPrefix(name, "v:") || strings.HasPrefix(name, "pzprv") {
		return nil, p.errAt(kindSeg.start, name, "pzprv3 file URLs are not supported (want https://puzz.link/p?KIND/COLS/ROWS/BODY)")
	}
	base := baseKind(name)
	if base == "" {
		return nil, p.errAt(kindSeg.start, p.line[kindSeg.start:end], "want a puzzle kind (pzprjs' name: hashi, shikaku, ...) before the size")
	}
	if !isKindName(base) {
		return nil, p.errAt(kindSeg.start, name, "want a puzzle kind (pzprjs' name: hashi, shikaku, ...), not %q", base)
	}
	g := &Grid{Kind: strings.ToLower(base), Line: p.n, KindCol: kindSeg.start + 1}
	segs = segs[1:]
	if len(segs) > 0 && strings.HasPrefix(p.text(segs[0]), "v:") {
		g.Variant, g.HasVariant = p.text(segs[0])[2:], true
		segs = segs[1:]
	}
	if len(segs) > 0 && p.text(segs[0]) != "" && !allDigits(p.text(segs[0])) {
		g.Flag = p.text(segs[0])
		segs = segs[1:]
	}
	var err error
	if g.Cols, err = p.size(segs, 0, "COLS", end); err != nil {
		return nil, err
	}
	if g.Rows, err = p.size(segs, 1, "ROWS", end); err != nil {
		return nil, err
	}
	if g.Cols > MaxCells/g.Rows {
		return nil, p.errAt(segs[0].start, p.line[segs[0].start:segs[1].end], "grid %dx%d is too large (at most %d cells)", g.Cols, g.Rows, MaxCells)
	}
	body := segs[2:]
	if len(body) > 0 && body[len(body)-1].start == body[len(body)-1].end {
		body = body[:len(body)-1] // pzprjs drops one empty last segment
	}
	bs, be := end, end
	if len(body) > 0 {
		bs, be = body[0].start, body[len(body)-1].end
	}
	g.Cells, g.clueCols, err = p.body(bs, be, g.Cols*g.Rows)
	return g, err
}

type seg struct{ start, end int }

func (p *urlParser) text(s seg) string { return p.line[s.start:s.end] }

// split cuts line[i:end] at '/' (at least one segment).
func split(line string, i, end int) []seg {
	var out []seg
	for {
		j := strings.IndexByte(line[i:end], '/')
		if j < 0 {
			return append(out, seg{i, end})
		}
		out = append(out, seg{i, i + j})
		i += j + 1
	}
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// size reads segment k as COLS or ROWS.
func (p *urlParser) size(segs []seg, k int, what string, end int) (int, error) {
	if k >= len(segs) {
		return 0, p.errAt(end, "", "want %s after the kind (KIND/COLS/ROWS/BODY)", what)
	}
	s := p.text(segs[k])
	if !allDigits(s) {
		return 0, p.errAt(segs[k].start, s, "want %s, a decimal number", what)
	}
	v := 0
	for i := 0; i < len(s) && v <= MaxCells; i++ {
		v = v*10 + int(s[i]-'0')
	}
	if v < 1 || v > MaxCells {
		return 0, p.errAt(segs[k].start, s, "%s must be between 1 and %d", what, MaxCells)
	}
	return v, nil
}

// body decodes line[i:end] into n cells and the columns of their clues.
func (p *urlParser) body(i, end, n int) ([]int, map[int]int, error) {
	cells := make([]int, n)
	cols := map[int]int{}
	for k := range cells {
		cells[k] = Empty
	}
	c := 0
	for i < end {
		if c >= n {
			return nil, nil, p.errAt(i, p.line[i:end], "text after the last of the %d cells (puzz.link ignores it)", n)
		}
		ch := p.line[i]
		if ch < 'g' || ch > 'z' {
			cols[c] = i + 1
		}
		switch {
		case ch >= '0' && ch <= '9':
			cells[c] = int(ch - '0')
		case ch >= 'a' && ch <= 'f':
			cells[c] = int(ch-'a') + 10
		case ch == '.':
			cells[c] = Unknown
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'g') + 1
			i++
			continue
		default:
			digits, base, ok := numberForm(ch)
			if !ok {
				return nil, nil, p.errAt(i, charAt(p.line, i), "unexpected character in the body (want 0-9 or a-f a clue, -XX or +XXX a larger clue, '.' an unknown clue, g-z empty cells)")
			}
			v, ok := hexAt(p.line[:end], i+1, digits)
			if !ok {
				return nil, nil, p.errAt(i, p.line[i:min(end, i+1+digits)], "want %d hex digits after '%c'", digits, ch)
			}
			cells[c] = base + v
			i += digits
		}
		c++
		i++
	}
	return cells, cols, nil
}

// hexAt reads k hex digits of s at i.
func hexAt(s string, i, k int) (int, bool) {
	if i+k > len(s) {
		return 0, false
	}
	v := 0
	for _, ch := range []byte(s[i : i+k]) {
		var d int
		switch {
		case ch >= '0' && ch <= '9':
			d = int(ch - '0')
		case ch >= 'a' && ch <= 'f':
			d = int(ch-'a') + 10
		case ch >= 'A' && ch <= 'F':
			d = int(ch-'A') + 10
		default:
			return 0, false
		}
		v = v*16 + d
	}
	return v, true
}

// charAt is the whole UTF-8 character at byte offset i, for messages.
func charAt(s string, i int) string {
	_, n := utf8.DecodeRuneInString(s[i:])
	return s[i : i+max(n, 1)]
}

// String is the grid as text, one row per line: '.' an empty cell, '?' an
// unknown clue, a clue as a number; cells separated by a blank when some
// clue has more than one digit.
func (g *Grid) String() string {
	wide := false
	for _, v := range g.Cells {
		wide = wide || v > 9
	}
	var b strings.Builder
	for r := 0; r < g.Rows; r++ {
		for c := 0; c < g.Cols; c++ {
			if wide && c > 0 {
				b.WriteByte(' ')
			}
			switch v := g.At(r, c); v {
			case Empty:
				b.WriteByte('.')
			case Unknown:
				b.WriteByte('?')
			default:
				fmt.Fprint(&b, v)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
