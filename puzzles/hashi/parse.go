package hashi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/format/jsonpos"
	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is an input format.
type Format int

// The input formats. Auto detects the format from the first line that is
// neither blank nor a comment.
const (
	Auto     Format = iota
	Tatham          // Simon Tatham game IDs, one per line: WxHmM[L]:desc
	CLLV            // "rows cols islands" then a matrix of integers, 0 = water
	Grid            // a grid of characters: 1-9 (A-G = 10-16) islands, ? unknown, '.' water
	JSON            // {"width":W,"height":H,"islands":[{"row":r,"col":c,"clue":k},...]}
	PuzzLink        // puzz.link URLs, one per line (package format/puzzlink)
	Janko           // janko.at grids and blocks (package format/janko)
)

var formatNames = enum.New[Format]("hashi input format", "auto", "tatham", "cllv", "text", "json", "puzzlink", "janko")

func (f Format) String() string { return formatNames.String(f) }

// UnmarshalText reads a format's name.
func (f *Format) UnmarshalText(b []byte) error {
	return formatNames.Unmarshal(f, []byte(puzzle.CanonicalFormat(string(b))))
}

// ParseFormat reads a format's name ("grid", the text grid's old name, is
// "text": puzzle.FormatSynonyms).
func ParseFormat(s string) (Format, error) { return formatNames.Parse(puzzle.CanonicalFormat(s)) }

// Parse reads one or more puzzles in format f (Auto: detected) and
// validates each (see Puzzle.Validate). name is the file name used in
// messages. Errors are *srcpos.Error values with the offending line filled in.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	ps, err := parse(data, f)
	if err == nil {
		for _, p := range ps {
			if p.Name == "" {
				p.Name = name
				if p.Line > 0 && name != "" {
					p.Name = fmt.Sprintf("%s:%d", name, p.Line)
				}
			}
			if err = p.Validate(); err != nil {
				break
			}
		}
	}
	if err != nil {
		err = srcpos.WithSource(err, data)
		return nil, srcpos.WithFile(err, name)
	}
	return ps, nil
}

func parse(data []byte, f Format) ([]*Puzzle, error) {
	if f == Auto {
		f = Detect(data)
	}
	switch f {
	case Tatham:
		return parseTatham(data)
	case CLLV:
		return parseCLLV(data)
	case Grid:
		return parseGrid(data)
	case JSON:
		return parseJSON(data)
	case PuzzLink:
		return parsePuzzLink(data)
	case Janko:
		return parseJanko(data)
	}
	return nil, fmt.Errorf("unknown hashi input format %v", f)
}

// line is one input line with its 1-based number.
type line struct {
	n    int
	text string
}

// contentLines splits data into lines, dropping blank lines and comment
// lines (first non-blank character '#').
func contentLines(data []byte) []line {
	var out []line
	for i, s := range strings.Split(string(data), "\n") {
		s = strings.TrimRight(s, "\r")
		t := strings.TrimSpace(s)
		if t == "" || t[0] == '#' {
			continue
		}
		out = append(out, line{i + 1, s})
	}
	return out
}

// Detect guesses the format of data from its first content line (and the
// next ones, to tell CLLV matrices and janko grids from text grids with a
// header): JSON, a puzz.link URL, a janko grid or block
// (janko.Looks: a "begin" line, or "ROWS COLS" and rows of blank-separated
// tokens with a '-', '.' or '?' among them), a Tatham game ID, a CLLV
// matrix, else a text grid.
func Detect(data []byte) Format {
	ls := puzzle.FirstLines(data, 2) // never the whole input: it may be 64 MiB of lines
	if ls[0] == "" {
		return Grid
	}
	t := ls[0]
	switch {
	case t[0] == '{' || t[0] == '[':
		return JSON
	case puzzlink.Looks(data):
		return PuzzLink
	case janko.Looks(data):
		return Janko
	}
	if looksTatham(t) {
		return Tatham
	}
	if f := strings.Fields(t); len(f) == 3 && allInts(f) {
		return CLLV
	}
	if f := strings.Fields(t); len(f) == 2 && allInts(f) && ls[1] != "" {
		// "rows cols" header: a CLLV-like matrix has several numbers per
		// line separated by blanks, a grid does not need them.
		if g := strings.Fields(ls[1]); len(g) > 1 && allInts(g) && !strings.Contains(ls[1], ".") {
			return CLLV
		}
	}
	return Grid
}

func looksTatham(t string) bool {
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	// "<digits>x": a game ID (perhaps a broken one, which the Tatham
	// parser then explains); 'x' is never part of a grid or a matrix.
	return i > 0 && i < len(t) && t[i] == 'x'
}

func allInts(fs []string) bool {
	for _, f := range fs {
		if _, err := strconv.Atoi(f); err != nil {
			return false
		}
	}
	return true
}

// ---- Tatham game IDs ----

// ParseTathamID parses one game ID such as "7x7m2:a3d4b2b3a1g4c3i2b1b3e4".
func ParseTathamID(id string) (*Puzzle, error) {
	ps, err := Parse("", []byte(id), Tatham)
	if err != nil {
		return nil, err
	}
	if len(ps) != 1 {
		return nil, errors.New("hashi: want exactly one game ID")
	}
	return ps[0], nil
}

func parseTatham(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	for _, l := range contentLines(data) {
		p, err := parseTathamLine(l)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, srcpos.Errorf(0, 0, "", "no game ID found")
	}
	return out, nil
}

func parseTathamLine(l line) (*Puzzle, error) {
	s := l.text
	lead := len(s) - len(strings.TrimLeft(s, " \t"))
	s = strings.TrimSpace(s)
	colAt := func(i int) int { return lead + i + 1 }
	colon := strings.IndexByte(s, ':')
	if colon < 0 {
		return nil, srcpos.Errorf(l.n, colAt(0), s, "game ID without ':' (want WxHmM[L]:desc)")
	}
	p := &Puzzle{MaxBridges: 2, Line: l.n}
	if err := p.tathamParams(s[:colon], l.n, colAt); err != nil {
		return nil, err
	}
	if err := p.tathamDesc(s[colon+1:], l.n, func(k int) int { return colAt(colon + 1 + k) }); err != nil {
		return nil, err
	}
	return p, nil
}

// tathamParams reads "WxH" and the parameters mM, L, iN, eN, dN (the last
// three are the generator's and ignored).
func (p *Puzzle) tathamParams(params string, ln int, colAt func(int) int) error {
	i := 0
	num := func(what string) (int, error) {
		j := i
		for j < len(params) && params[j] >= '0' && params[j] <= '9' {
			j++
		}
		if j == i {
			return 0, srcpos.Errorf(ln, colAt(i), params[i:], "expected %s (a number)", what)
		}
		v, err := strconv.Atoi(params[i:j])
		if err != nil || v > 1_000_000 {
			return 0, srcpos.Errorf(ln, colAt(i), params[i:j], "%s out of range", what)
		}
		i = j
		return v, nil
	}
	var err error
	if p.Width, err = num("width"); err != nil {
		return err
	}
	if i >= len(params) || params[i] != 'x' {
		return srcpos.Errorf(ln, colAt(i), params[i:], "expected 'x' between width and height")
	}
	i++
	if p.Height, err = num("height"); err != nil {
		return err
	}
	for i < len(params) {
		c := params[i]
		i++
		switch c {
		case 'm':
			p.MaxBridges, err = num("maximum bridges")
		case 'L':
			p.Tree = true
		case 'i', 'e', 'd': // generator parameters: islands %, expansion %, difficulty
			_, err = num(string(c))
		default:
			err = srcpos.Errorf(ln, colAt(i-1), params[i-1:], "unknown parameter %q (want WxHmM[L])", c)
		}
		if err != nil {
			return err
		}
	}
	switch {
	case p.Width < 1 || p.Height < 1:
		return srcpos.Errorf(ln, colAt(0), params, "the grid size must be at least 1x1")
	case p.Width > MaxCells/p.Height:
		return srcpos.Errorf(ln, colAt(0), params, "the grid is too large (at most %d cells)", MaxCells)
	case p.MaxBridges < 1 || p.MaxBridges > MaxMaxBridges:
		return srcpos.Errorf(ln, colAt(0), params, "the maximum number of bridges must be 1..%d", MaxMaxBridges)
	}
	return nil
}

// tathamDesc reads the row-major description: 1-9 and A-G islands, a-z
// runs of water; colAt gives the column of the description's k-th byte.
func (p *Puzzle) tathamDesc(desc string, ln int, colAt func(int) int) error {
	total := p.Width * p.Height
	clues := 0
	for k := 0; k < len(desc); k++ {
		if c := desc[k]; c >= '1' && c <= '9' || c >= 'A' && c <= 'G' {
			clues++
		}
	}
	p.Islands = make([]Island, 0, clues) // sized up front
	cell := 0
	for k := 0; k < len(desc); k++ {
		c := desc[k]
		pos := colAt(k)
		switch {
		case c >= 'a' && c <= 'z':
			cell += int(c-'a') + 1
		case c >= '1' && c <= '9', c >= 'A' && c <= 'G':
			clue := int(c - '0')
			if c >= 'A' {
				clue = int(c-'A') + 10
			}
			if cell < total {
				p.Islands = append(p.Islands, Island{Row: cell / p.Width, Col: cell % p.Width, Clue: clue, line: ln, col: pos})
			}
			cell++
		default:
			return srcpos.Errorf(ln, pos, charAt(desc, k), "unexpected character in the description (want 1-9, A-G for clues, a-z for runs of water)")
		}
		if cell > total {
			return srcpos.Errorf(ln, pos, string(c), "the description covers more than the %dx%d = %d cells", p.Width, p.Height, total)
		}
	}
	if cell < total {
		return srcpos.Errorf(ln, colAt(len(desc)), "", "the description covers %d of the %dx%d = %d cells", cell, p.Width, p.Height, total)
	}
	return nil
}

// ---- CLLV .has ----

func parseCLLV(data []byte) ([]*Puzzle, error) {
	ls := contentLines(data)
	if len(ls) == 0 {
		return nil, srcpos.Errorf(0, 0, "", "empty input (want \"rows cols islands\" and a matrix)")
	}
	hdr := strings.Fields(ls[0].text)
	if (len(hdr) != 3 && len(hdr) != 2) || !allInts(hdr) {
		return nil, srcpos.Errorf(ls[0].n, 1, ls[0].text, "expected the header \"rows cols islands\"")
	}
	p := &Puzzle{MaxBridges: 2, Line: ls[0].n}
	if len(hdr) == 3 { // sized up front from the header, bounded by the input (2 bytes per island at least)
		if n, _ := strconv.Atoi(hdr[2]); n > 0 {
			p.Islands = make([]Island, 0, min(n, len(data)/2+1, MaxIslands))
		}
	}
	rows := ls[1:]
	if len(rows) == 0 {
		return nil, srcpos.Errorf(ls[0].n, 1, ls[0].text, "the matrix is missing")
	}
	p.Height = len(rows)
	for r, l := range rows {
		col := 0
		c := 0
		s := l.text
		for col < len(s) {
			for col < len(s) && (s[col] == ' ' || s[col] == '\t' || s[col] == ',') {
				col++
			}
			if col >= len(s) {
				break
			}
			start := col
			for col < len(s) && s[col] != ' ' && s[col] != '\t' && s[col] != ',' {
				col++
			}
			tok := s[start:col]
			v, err := strconv.Atoi(tok)
			if err != nil || v < 0 || v > 4*MaxMaxBridges {
				return nil, srcpos.Errorf(l.n, start+1, tok, "expected a clue 0..%d (0 = water)", 4*MaxMaxBridges)
			}
			if v > 0 {
				if len(p.Islands) == MaxIslands {
					return nil, srcpos.Errorf(l.n, start+1, tok, "more than %d islands", MaxIslands)
				}
				p.Islands = append(p.Islands, Island{Row: r, Col: c, Clue: v, line: l.n, col: start + 1})
			}
			c++
			if c > MaxCells {
				return nil, srcpos.Errorf(l.n, start+1, tok, "the matrix is too large (at most %d cells)", MaxCells)
			}
		}
		if r == 0 {
			p.Width = c
			if c > MaxCells/len(rows) {
				return nil, srcpos.Errorf(l.n, 1, "", "the matrix is too large (at most %d cells)", MaxCells)
			}
		} else if c != p.Width {
			return nil, srcpos.Errorf(l.n, 1, l.text, "row %d has %d entries, the first row has %d", r+1, c, p.Width)
		}
	}
	return []*Puzzle{p}, nil
}

// ---- plain grid ----

// parseGrid reads text grids: blocks of lines separated by blank lines,
// one puzzle each (as Shikaku's text grids). A block of a lone "ROWS COLS"
// header belongs to the block after it.
func parseGrid(data []byte) ([]*Puzzle, error) {
	blocks, err := gridBlocks(data)
	if err != nil {
		return nil, err
	}
	if len(blocks) == 0 {
		return nil, srcpos.Errorf(0, 0, "", "empty input (want a grid: 1-9 islands, '.' water)")
	}
	var ps []*Puzzle
	for i := 0; i < len(blocks); i++ {
		b := blocks[i]
		if f := strings.Fields(b[0].text); len(b) == 1 && len(f) == 2 && allInts(f) && i+1 < len(blocks) {
			i++
			b = append(b, blocks[i]...)
		}
		p, err := parseGridBlock(b)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p...)
	}
	return ps, nil
}

// gridBlocks splits data into blocks of content lines separated by blank
// lines; comment lines neither count nor separate. A block of more rows
// than a grid may have cells is refused as soon as it is seen, before the
// rest of the input costs memory.
func gridBlocks(data []byte) ([][]line, error) {
	var blocks [][]line
	var cur []line
	s := string(data)
	for n := 1; len(s) > 0; n++ {
		l := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			l, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		l = strings.TrimRight(l, "\r")
		t := strings.TrimSpace(l)
		switch {
		case t == "":
			if len(cur) > 0 {
				blocks = append(blocks, cur)
				cur = nil
			}
		case t[0] != '#':
			if len(cur) == MaxCells+1 { // a header line and MaxCells rows
				return nil, srcpos.Errorf(n, 1, t, "the grid is too large (at most %d cells)", MaxCells)
			}
			cur = append(cur, line{n, l})
		}
	}
	if len(cur) > 0 {
		blocks = append(blocks, cur)
	}
	return blocks, nil
}

// parseGridBlock reads one grid, with an optional "ROWS COLS" header.
func parseGridBlock(ls []line) ([]*Puzzle, error) {
	wantR, wantC := -1, -1
	hdrR, hdrC := -1, -1 // a first line that looks like a header
	if f := strings.Fields(ls[0].text); len(f) == 2 && allInts(f) {
		r, _ := strconv.Atoi(f[0])
		c, _ := strconv.Atoi(f[1])
		hdrR, hdrC = r, c
		// A header only if the rest matches it; otherwise it is a row.
		if r == len(ls)-1 && r > 0 && c > 0 && gridWidth(ls[1].text) == c {
			wantR, wantC = r, c
			ls = ls[1:]
		}
	}
	p := &Puzzle{MaxBridges: 2, Line: ls[0].n}
	if wantR >= 0 {
		p.Line--
	}
	p.Height = len(ls)
	for r, l := range ls {
		c := 0
		for k := 0; k < len(l.text); k++ {
			ch := l.text[k]
			switch {
			case ch == ' ' || ch == '\t':
				continue
			case ch == '.':
			case (ch >= '0' && ch <= '9' || ch >= 'A' && ch <= 'G' || ch == '?') && len(p.Islands) == MaxIslands:
				return nil, srcpos.Errorf(l.n, k+1, string(ch), "more than %d islands", MaxIslands)
			case ch == '?':
				p.Islands = append(p.Islands, Island{Row: r, Col: c, Clue: Unknown, line: l.n, col: k + 1})
			case ch >= '0' && ch <= '9':
				p.Islands = append(p.Islands, Island{Row: r, Col: c, Clue: int(ch - '0'), line: l.n, col: k + 1})
			case ch >= 'A' && ch <= 'G':
				p.Islands = append(p.Islands, Island{Row: r, Col: c, Clue: int(ch-'A') + 10, line: l.n, col: k + 1})
			default:
				return nil, srcpos.Errorf(l.n, k+1, charAt(l.text, k), "unexpected character in the grid (want 1-9 or A-G for islands, ? for an island of unknown number, '.' for water)")
			}
			c++
			if c > MaxCells {
				return nil, srcpos.Errorf(l.n, k+1, "", "the grid is too large (at most %d cells)", MaxCells)
			}
		}
		if r == 0 {
			p.Width = c
			if c > MaxCells/len(ls) {
				return nil, srcpos.Errorf(l.n, 1, "", "the grid is too large (at most %d cells)", MaxCells)
			}
		} else if c != p.Width {
			if r == 1 && hdrR >= 0 && wantR < 0 {
				// The first line was meant as a "rows cols" header.
				return nil, srcpos.Errorf(ls[0].n, 1, ls[0].text, "the header says %d rows and %d columns, the grid below it has %d rows and starts with a row of %d cells", hdrR, hdrC, len(ls)-1, c)
			}
			return nil, srcpos.Errorf(l.n, 1, l.text, "row %d has %d cells, the first row has %d", r+1, c, p.Width)
		}
	}
	if wantC >= 0 && p.Width != wantC {
		return nil, srcpos.Errorf(ls[0].n, 1, ls[0].text, "the header says %d columns, the grid has %d", wantC, p.Width)
	}
	return []*Puzzle{p}, nil
}

func gridWidth(s string) int {
	n := 0
	for k := 0; k < len(s); k++ {
		if s[k] != ' ' && s[k] != '\t' {
			n++
		}
	}
	return n
}

// ---- JSON ----

// jsonPuzzle is the JSON input: the output's fields are accepted (and the
// solution ignored) so that output can be fed back in.
type jsonPuzzle struct {
	Width      *int            `json:"width"`
	Height     *int            `json:"height"`
	MaxBridges *int            `json:"max_bridges"`
	Tree       bool            `json:"tree"`
	Islands    *[]Island       `json:"islands"`
	Puzzle     string          `json:"puzzle"`
	ID         json.RawMessage `json:"id"` // every output record's id (puzzle.RenderRecord): read past
	Status     json.RawMessage `json:"status"`
	Unique     json.RawMessage `json:"unique"`
	Matches    json.RawMessage `json:"matches_reference"`
	Bridges    json.RawMessage `json:"bridges"`
	Stats      json.RawMessage `json:"stats"`
}

func parseJSON(data []byte) ([]*Puzzle, error) {
	var out []*Puzzle
	dec := json.NewDecoder(bytes.NewReader(data))
	// A top-level array holds several puzzles.
	trimmed := bytes.TrimSpace(data)
	array := len(trimmed) > 0 && trimmed[0] == '['
	if array {
		if _, err := dec.Token(); err != nil {
			return nil, jsonErr(data, dec, 0, err)
		}
	}
	for {
		if array && !dec.More() {
			if _, err := dec.Token(); err != nil {
				return nil, jsonErr(data, dec, 0, err)
			}
			array = false
			continue
		}
		start := dec.InputOffset()
		var jp jsonPuzzle
		dec.DisallowUnknownFields()
		err := dec.Decode(&jp)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, jsonErr(data, dec, int(start), err)
		}
		// Skip whitespace/commas to find the object's first line.
		off := int(start)
		for off < len(data) && (data[off] == ' ' || data[off] == '\n' || data[off] == '\r' || data[off] == '\t' || data[off] == ',') {
			off++
		}
		ln, col := lineCol(data, off)
		if jp.Puzzle != "" && jp.Puzzle != "hashi" {
			return nil, srcpos.Errorf(ln, col, jp.Puzzle, "not a hashi puzzle (\"puzzle\": %q)", jp.Puzzle)
		}
		if jp.Width == nil || jp.Height == nil || jp.Islands == nil {
			return nil, srcpos.Errorf(ln, col, "", "a hashi puzzle in JSON needs \"width\", \"height\" and \"islands\"")
		}
		p := &Puzzle{Width: *jp.Width, Height: *jp.Height, MaxBridges: 2, Tree: jp.Tree, Islands: *jp.Islands, Line: ln}
		if jp.MaxBridges != nil {
			p.MaxBridges = *jp.MaxBridges
		}
		if len(jp.Stats) > 0 && jp.MaxBridges == nil && !jp.Tree {
			// The JSON output keeps M and the tree flag in its stats.
			var st struct {
				MaxBridges *int `json:"max_bridges"`
				Tree       bool `json:"tree"`
			}
			if json.Unmarshal(jp.Stats, &st) == nil {
				if st.MaxBridges != nil {
					p.MaxBridges = *st.MaxBridges
				}
				p.Tree = st.Tree
			}
		}
		for i := range p.Islands {
			// Each island's own line and column, for the checks' messages.
			p.Islands[i].line, p.Islands[i].col = ln, col
			if at := jsonpos.Path(data, off, "islands["+strconv.Itoa(i)+"]"); at >= 0 {
				p.Islands[i].line, p.Islands[i].col = lineCol(data, at)
			}
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, srcpos.Errorf(0, 0, "", "no puzzle in the JSON input")
	}
	return out, nil
}

// jsonErr positions a decoding error of the JSON value that starts at
// offset start.
func jsonErr(data []byte, dec *json.Decoder, start int, err error) error {
	off := int(dec.InputOffset())
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1 // Offset is just after the offending byte
	case errors.As(err, &te):
		off = int(te.Offset)
	}
	if name, ok := jsonpos.UnknownField(err.Error()); ok {
		// encoding/json reports it after the whole value: find the field.
		if at := jsonpos.Key(data, start, name); at >= 0 {
			off = at
		}
	}
	off = max(0, min(off, len(data)))
	ln, col := lineCol(data, off)
	text := ""
	if off < len(data) {
		end := off + 1
		for end < len(data) && end < off+20 && data[end] != '\n' {
			end++
		}
		if e := jsonpos.End(data, off); data[off] == '"' && e > off {
			end = e // a key or string: the whole of it
		}
		text = string(data[off:end])
	}
	return srcpos.Errorf(ln, col, text, "bad JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
}

// lineCol converts a byte offset to a 1-based line and column.
func lineCol(data []byte, off int) (int, int) {
	ln, col := 1, 1
	for i := 0; i < off && i < len(data); i++ {
		if data[i] == '\n' {
			ln++
			col = 1
		} else {
			col++
		}
	}
	return ln, col
}

// charAt is the character at byte offset k of s for an error message: the
// whole UTF-8 sequence (one byte when it is not valid UTF-8; the error
// message quotes it).
func charAt(s string, k int) string {
	_, n := utf8.DecodeRuneInString(s[k:])
	return s[k : k+max(n, 1)]
}
