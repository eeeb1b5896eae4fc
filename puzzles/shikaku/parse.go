package shikaku

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
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

// The input formats. FormatAuto detects the format from the first non-blank,
// non-comment line.
const (
	FormatAuto     Format = iota
	FormatTatham          // Simon Tatham's rect game IDs, WxH:desc, one per line
	FormatText            // text grids separated by blank lines
	FormatJSON            // JSON objects (a stream or an array)
	FormatPuzzLink        // puzz.link URLs, one per line (package format/puzzlink)
	FormatJanko           // janko.at grids and blocks (package format/janko)
)

var formatNames = enum.New[Format]("shikaku input format", "auto", "tatham", "text", "json", "puzzlink", "janko")

func (f Format) String() string { return formatNames.String(f) }

// UnmarshalText reads a format's name.
func (f *Format) UnmarshalText(b []byte) error { return formatNames.Unmarshal(f, b) }

// ParseFormat reads a format's name.
func ParseFormat(s string) (Format, error) { return formatNames.Parse(s) }

// Detect guesses the format of data from its first non-blank,
// non-comment line: JSON when it starts with '{' or '['; a puzz.link URL
// (puzzlink.Looks); a Tatham game ID when it starts with "W", "WxH"
// (optionally followed by Tatham's "e<factor>" and "a" parameters) and a
// colon; a janko.at block ("begin"), or a janko grid ("ROWS COLS" and rows
// of blank-separated tokens with a '-', '.' or '?', janko.Looks) that
// janko's reader reads whole; a text grid otherwise. The text reader reads
// janko's plain grids too (the same clues), and reads what janko's does
// not (rows of characters, blocks separated by blank lines).
func Detect(data []byte) Format {
	for _, line := range puzzle.FirstLines(data, 1) { // never the whole input
		s := strings.TrimSpace(line)
		if s == "" || s[0] == '#' {
			continue
		}
		switch {
		case s[0] == '{' || s[0] == '[':
			return FormatJSON
		case puzzlink.Looks(data):
			return FormatPuzzLink
		}
		if _, _, n, ok := tathamParams(s); ok && n < len(s) && s[n] == ':' {
			return FormatTatham
		}
		if strings.EqualFold(s, "begin") || janko.Looks(data) && jankoReads(data) {
			return FormatJanko
		}
		return FormatText
	}
	return FormatText
}

// jankoReads reports whether janko's reader reads all of data.
func jankoReads(data []byte) bool {
	_, err := janko.Parse(data)
	return err == nil
}

// Parse reads every puzzle in data in the given format (FormatAuto
// detects it) and validates each (see Validate). name is the file name
// used in messages; a puzzle without a name of its own (a text grid, a
// JSON object without "name") is called "name:line". Errors are
// *srcpos.Error values with the file name and the offending line filled
// in; Parse never panics.
func Parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	ps, err := parse(name, data, f)
	for _, p := range ps {
		if err == nil {
			err = p.Validate()
		}
	}
	if err != nil {
		return nil, srcpos.WithFile(srcpos.WithSource(err, data), name)
	}
	return ps, nil
}

// parse reads the puzzles without validating them, and gives each its
// name and source.
func parse(name string, data []byte, f Format) ([]*Puzzle, error) {
	if f == FormatAuto {
		f = Detect(data)
	}
	var ps []*Puzzle
	var err error
	switch f {
	case FormatTatham:
		ps, err = ParseTatham(data)
	case FormatText:
		ps, err = ParseText(data)
	case FormatJSON:
		ps, err = ParseJSON(data)
	case FormatPuzzLink:
		ps, err = ParsePuzzLink(data)
	case FormatJanko:
		ps, err = ParseJanko(data)
	default:
		return nil, fmt.Errorf("shikaku: unknown format %v", f)
	}
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, &srcpos.Error{Line: 1, Msg: fmt.Sprintf("no shikaku puzzle in the input (format %v)", f)}
	}
	for _, p := range ps {
		p.file, p.src = name, data
		if p.Name == "" && name != "" {
			p.Name = name
			if p.Pos.Line > 0 {
				p.Name += ":" + strconv.Itoa(p.Pos.Line)
			}
		}
	}
	return ps, nil
}

// tathamParams reads Tatham's rect parameters "W[xH][e<float>][a]" at the
// start of s and returns the width, height and the length read.
func tathamParams(s string) (w, h, n int, ok bool) {
	num := func() (int, bool) {
		start := n
		v := 0
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			if v > MaxCells {
				return 0, false
			}
			v = v*10 + int(s[n]-'0')
			n++
		}
		return v, n > start
	}
	if w, ok = num(); !ok {
		return 0, 0, 0, false
	}
	h = w
	if n < len(s) && s[n] == 'x' {
		n++
		if h, ok = num(); !ok {
			return 0, 0, 0, false
		}
	}
	if n < len(s) && s[n] == 'e' {
		n++
		for n < len(s) && (s[n] == '.' || s[n] >= '0' && s[n] <= '9') {
			n++
		}
	}
	if n < len(s) && s[n] == 'a' {
		n++
	}
	return w, h, n, true
}

// ParseTatham reads Simon Tatham rect ("Rectangles") game IDs, one per line:
// "WxH:desc" where desc lists the cells in row-major order: a decimal
// number is a clue (1 or more), a letter a..z is a run of 1..26 empty cells,
// and "_" separates two numbers that are adjacent in that order. Blank lines
// and lines starting with '#' are skipped.
func ParseTatham(data []byte) ([]*Puzzle, error) {
	var ps []*Puzzle
	rest := string(data)
	for i := 0; len(rest) > 0; i++ {
		line := rest
		if k := strings.IndexByte(rest, '\n'); k >= 0 {
			line, rest = rest[:k], rest[k+1:]
		} else {
			rest = ""
		}
		lineNo := i + 1
		s := strings.TrimRight(line, " \t\r")
		lead := len(s) - len(strings.TrimLeft(s, " \t"))
		s = s[lead:]
		if s == "" || s[0] == '#' {
			continue
		}
		p, err := parseTathamID(s, lineNo, lead)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	return ps, nil
}

func parseTathamID(s string, line, off int) (*Puzzle, error) {
	errAt := func(i int, text, format string, args ...any) error {
		return srcpos.Errorf(line, off+i+1, text, format, args...)
	}
	w, h, n, ok := tathamParams(s)
	if !ok {
		return nil, errAt(0, s, "want a rect game ID WxH:desc")
	}
	if n >= len(s) || s[n] != ':' {
		return nil, errAt(n, s[n:], "want ':' after the parameters %q", s[:n])
	}
	if w < 1 || h < 1 || w*h > MaxCells {
		return nil, errAt(0, s[:n], "bad grid size %dx%d (want 1..%d cells)", w, h, MaxCells)
	}
	p := &Puzzle{Width: w, Height: h, Name: s, Pos: Pos{Line: line, Col: off + 1, Text: s[:n]}}
	cell := 0
	desc := s[n+1:]
	base := n + 1
	for i := 0; i < len(desc); {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			cell += int(ch-'a') + 1
			i++
		case ch == '_':
			i++
		case ch >= '0' && ch <= '9':
			j := i
			v := 0
			for j < len(desc) && desc[j] >= '0' && desc[j] <= '9' {
				if v <= MaxCells {
					v = v*10 + int(desc[j]-'0')
				}
				j++
			}
			if v < 1 || v > MaxCells {
				return nil, errAt(base+i, desc[i:j], "clue must be between 1 and %d", w*h)
			}
			if cell >= w*h {
				return nil, errAt(base+i, desc[i:j], "clue beyond the %d cells of a %dx%d grid", w*h, w, h)
			}
			p.Clues = append(p.Clues, Clue{Row: cell / w, Col: cell % w, N: v,
				Pos: Pos{Line: line, Col: off + base + i + 1, Text: desc[i:j]}})
			cell++
			i = j
		default:
			return nil, errAt(base+i, charAt(desc, i), "unexpected character in a rect game description (want a number, a-z or _)")
		}
		if cell > w*h {
			return nil, errAt(base+i-1, desc[:i], "description covers %d cells, more than the %d of a %dx%d grid", cell, w*h, w, h)
		}
	}
	if cell != w*h {
		return nil, errAt(len(s), "", "description covers %d cells, want %d for a %dx%d grid", cell, w*h, w, h)
	}
	return p, nil
}

// ParseText reads text grids. A grid is a block of non-blank lines; blocks
// are separated by blank lines. A block may start with a header "rows cols"
// (two numbers), which must then match the grid. Each row is either
// whitespace-separated tokens — a number is a clue, "?" a clue of unknown
// value, "-", "." or "0" is an empty cell — or, when the row has no
// whitespace, one character per cell (digits 1-9 clues, '?' unknown; "-",
// "." or "0" empty). Lines starting with '#' are comments.
func ParseText(data []byte) ([]*Puzzle, error) {
	var ps []*Puzzle
	var block []int           // line indexes of the block's non-comment lines
	lines := map[int]string{} // the block's lines, by index
	flush := func() error {
		if len(block) == 0 {
			return nil
		}
		p, err := parseTextBlock(lines, block)
		if err != nil {
			return err
		}
		ps, block, lines = append(ps, p), nil, map[int]string{}
		return nil
	}
	rest := string(data)
	for i := 0; len(rest) > 0; i++ {
		line := rest
		if k := strings.IndexByte(rest, '\n'); k >= 0 {
			line, rest = rest[:k], rest[k+1:]
		} else {
			rest = ""
		}
		switch {
		case strings.TrimSpace(line) == "":
			if err := flush(); err != nil {
				return nil, err
			}
		case isBlankOrComment(line):
		default:
			// A header and at most MaxCells rows: a longer block is
			// refused before it costs more memory.
			if len(block) > MaxCells {
				return nil, srcpos.Errorf(i+1, 1, "", "grid too large (at most %d cells)", MaxCells)
			}
			block = append(block, i)
			lines[i] = line
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return ps, nil
}

func isBlankOrComment(s string) bool {
	t := strings.TrimSpace(s)
	return t == "" || t[0] == '#'
}

type token struct {
	text string
	col  int // 1-based
}

func fields(s string) []token {
	var ts []token
	i := 0
	for i < len(s) && len(ts) <= MaxCells { // more than MaxCells: "row too long"
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r') {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\r' {
			j++
		}
		if j > i {
			ts = append(ts, token{s[i:j], i + 1})
		}
		i = j
	}
	return ts
}

func textRowWidth(s string) int {
	ts := fields(s)
	if len(ts) == 1 {
		return len(ts[0].text)
	}
	return len(ts)
}

func parseTextBlock(lines map[int]string, block []int) (*Puzzle, error) {
	first := block[0]
	p := &Puzzle{Pos: Pos{Line: first + 1, Col: 1, Text: strings.TrimSpace(lines[first])}}
	rows := block
	hdrRows, hdrCols := -1, -1
	if ts := fields(lines[first]); len(ts) == 2 && len(block) > 1 {
		r, err1 := strconv.Atoi(ts[0].text)
		c, err2 := strconv.Atoi(ts[1].text)
		// Two numbers are a header unless they can only be the grid's first
		// row: the other rows have two cells and the row count disagrees.
		if err1 == nil && err2 == nil && (r == len(block)-1 || textRowWidth(lines[block[1]]) != 2) {
			if r < 1 || c < 1 || r > MaxCells || c > MaxCells || r*c > MaxCells {
				return nil, srcpos.Errorf(first+1, 1, strings.TrimSpace(lines[first]), "bad grid size %d rows x %d cols (want 1..%d cells)", r, c, MaxCells)
			}
			hdrRows, hdrCols = r, c
			rows = block[1:]
		}
	}
	width := -1
	for ri, li := range rows {
		line := lines[li]
		ts := fields(line)
		spaced := len(ts) > 1 || hdrCols == 1
		var cells []token
		if spaced {
			cells = ts
		} else {
			t := ts[0]
			for k := 0; k < len(t.text) && len(cells) <= MaxCells; {
				c := charAt(t.text, k) // one cell per character, not per byte
				cells = append(cells, token{c, t.col + k})
				k += len(c)
			}
		}
		if width < 0 {
			width = len(cells)
			if hdrCols >= 0 && width != hdrCols {
				return nil, srcpos.Errorf(li+1, 1, strings.TrimSpace(line), "row has %d cells but the header says %d columns", width, hdrCols)
			}
			if width > MaxCells {
				return nil, srcpos.Errorf(li+1, 1, "", "row too long")
			}
		} else if len(cells) != width {
			return nil, srcpos.Errorf(li+1, 1, strings.TrimSpace(line), "row has %d cells, the rows above have %d", len(cells), width)
		}
		if (ri+1)*width > MaxCells {
			return nil, srcpos.Errorf(li+1, 1, "", "grid too large (at most %d cells)", MaxCells)
		}
		for ci, t := range cells {
			switch t.text {
			case "-", ".", "0":
				continue
			case "?":
				p.Clues = append(p.Clues, Clue{Row: ri, Col: ci, N: Unknown, Pos: Pos{Line: li + 1, Col: t.col, Text: t.text}})
				continue
			}
			v, err := strconv.Atoi(t.text)
			if err != nil || v < 0 || t.text[0] == '+' || t.text[0] == '-' {
				what := "a clue (a number, ? when unknown) or an empty cell (-, . or 0)"
				if !spaced {
					what = "a digit 1-9, ? for an unknown clue, or an empty cell (-, . or 0); separate cells by spaces for clues above 9"
				}
				return nil, srcpos.Errorf(li+1, t.col, t.text, "want %s", what)
			}
			p.Clues = append(p.Clues, Clue{Row: ri, Col: ci, N: v, Pos: Pos{Line: li + 1, Col: t.col, Text: t.text}})
		}
	}
	if hdrRows >= 0 && len(rows) != hdrRows {
		return nil, srcpos.Errorf(first+1, 1, strings.TrimSpace(lines[first]), "the header says %d rows but the grid has %d", hdrRows, len(rows))
	}
	if len(rows) == 0 {
		return nil, srcpos.Errorf(first+1, 1, strings.TrimSpace(lines[first]), "a header without a grid")
	}
	p.Width, p.Height = width, len(rows)
	return p, nil
}

// JSONPuzzle is the JSON input form of a puzzle:
//
//	{"puzzle":"shikaku","width":7,"height":7,"clues":[{"row":0,"col":1,"clue":3},...]}
//
// "puzzle" and "name" are optional; rows and columns are 0-based. A file
// holds one object, several objects (one per line, or any whitespace), or
// an array of objects. The JSON output (JSONOutput) reads back: its
// "status", "unique", "rooms" and "stats" are accepted too, the clues are
// taken from "clues" (or, when it is missing, from the rooms' clue cells)
// and the rooms of a solved output become the puzzle's reference solution.
type JSONPuzzle struct {
	Puzzle string     `json:"puzzle,omitempty"`
	Name   string     `json:"name,omitempty"`
	Width  int        `json:"width"`
	Height int        `json:"height"`
	Clues  []JSONClue `json:"clues"`
}

// JSONClue is one clue of a JSONPuzzle; Clue is Unknown for a clue of
// unknown value, written "clue":null.
type JSONClue struct {
	Row  int `json:"row"`
	Col  int `json:"col"`
	Clue int `json:"clue"`
}

// MarshalJSON writes the clue with "clue":null when it is Unknown.
func (c JSONClue) MarshalJSON() ([]byte, error) {
	return json.Marshal(jsonClueIn{c.Row, c.Col, jsonNumber(c.Clue)})
}

// jsonNumber is a clue's number in JSON: null for Unknown.
type jsonNumber int

func (n jsonNumber) MarshalJSON() ([]byte, error) {
	if n == Unknown {
		return []byte("null"), nil
	}
	return strconv.AppendInt(nil, int64(n), 10), nil
}

func (n *jsonNumber) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*n = Unknown
		return nil
	}
	var v int
	if err := json.Unmarshal(b, &v); err != nil || v < 0 {
		return fmt.Errorf("\"clue\": want a number (the room's area) or null for an unknown clue, not %s", b)
	}
	*n = jsonNumber(v)
	return nil
}

// jsonClueIn is a clue as the reader reads it.
type jsonClueIn struct {
	Row  int        `json:"row"`
	Col  int        `json:"col"`
	Clue jsonNumber `json:"clue"`
}

// jsonInput is what the JSON reader accepts: a JSONPuzzle or a JSONOutput.
type jsonInput struct {
	Puzzle string          `json:"puzzle"`
	Name   string          `json:"name"`
	ID     json.RawMessage `json:"id"` // every output record's id (puzzle.RenderRecord): read past
	Width  int             `json:"width"`
	Height int             `json:"height"`
	Clues  []jsonClueIn    `json:"clues"`
	Status string          `json:"status"`
	Unique json.RawMessage `json:"unique"`
	// Matches is the output's "matches_reference".
	Matches json.RawMessage `json:"matches_reference"`
	Rooms   []jsonRoomIn    `json:"rooms"`
	Stats   json.RawMessage `json:"stats"`
}

// jsonRoomIn is a room of a JSON output read back.
type jsonRoomIn struct {
	Row     int        `json:"row"`
	Col     int        `json:"col"`
	Width   int        `json:"width"`
	Height  int        `json:"height"`
	Clue    jsonNumber `json:"clue"`
	ClueRow *int       `json:"clue_row"`
	ClueCol *int       `json:"clue_col"`
}

// ParseJSON reads puzzles in the JSONPuzzle form.
func ParseJSON(data []byte) ([]*Puzzle, error) {
	lc := newLineCol(data)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var ps []*Puzzle
	first := skipSpace(data, 0)
	if first < len(data) && data[first] == '[' {
		if _, err := dec.Token(); err != nil {
			return nil, lc.jsonErr(err, dec)
		}
		for dec.More() {
			p, err := parseJSONObject(dec, data, lc)
			if err != nil {
				return nil, err
			}
			ps = append(ps, p)
		}
		if _, err := dec.Token(); err != nil {
			return nil, lc.jsonErr(err, dec)
		}
		if end := skipSpace(data, int(dec.InputOffset())); end < len(data) {
			return nil, lc.errAt(end, string(data[end]), "unexpected text after the JSON array")
		}
		return ps, nil
	}
	for {
		if skipSpace(data, int(dec.InputOffset())) >= len(data) {
			return ps, nil
		}
		p, err := parseJSONObject(dec, data, lc)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
}

func parseJSONObject(dec *json.Decoder, data []byte, lc *lineCol) (*Puzzle, error) {
	start := skipSpace(data, int(dec.InputOffset()))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return nil, lc.jsonErr(err, dec)
	}
	if len(raw) == 0 || raw[0] != '{' {
		return nil, lc.errAt(start, clipText(string(raw)), "want a JSON object {\"width\":..,\"height\":..,\"clues\":[..]}")
	}
	// Decode the object again from its own bytes, to get the offsets of
	// the clues for error messages.
	sub := json.NewDecoder(bytes.NewReader(raw))
	sub.DisallowUnknownFields()
	var jp jsonInput
	if err := sub.Decode(&jp); err != nil {
		return nil, lc.jsonErrAt(err, start, sub)
	}
	line, col := lc.pos(start)
	p := &Puzzle{Width: jp.Width, Height: jp.Height, Name: jp.Name, Pos: Pos{Line: line, Col: col, Text: "{"}}
	if jp.Puzzle != "" && jp.Puzzle != "shikaku" {
		return nil, lc.errAt(start, jp.Puzzle, "this is a %q puzzle, not shikaku", jp.Puzzle)
	}
	if jp.Width < 1 || jp.Height < 1 || jp.Width > MaxCells || jp.Height > MaxCells || jp.Width*jp.Height > MaxCells {
		return nil, lc.errAt(start, "{", "bad grid size %dx%d (want width and height >= 1, at most %d cells)", jp.Width, jp.Height, MaxCells)
	}
	clues, offs := jp.Clues, clueOffsets(raw)
	if clues == nil && len(jp.Rooms) > 0 {
		if clues = roomClues(jp.Rooms); clues == nil {
			return nil, lc.errAt(start, "{", "the rooms do not all give their clue cell (\"clue_row\", \"clue_col\") and there is no \"clues\" list")
		}
		offs = nil
	}
	for i, c := range clues {
		off := start
		if i < len(offs) {
			off = start + offs[i]
		}
		l, cc := lc.pos(off)
		text, _ := json.Marshal(c)
		p.Clues = append(p.Clues, Clue{Row: c.Row, Col: c.Col, N: int(c.Clue), Pos: Pos{Line: l, Col: cc, Text: string(text)}})
	}
	sort.SliceStable(p.Clues, func(i, j int) bool {
		a, b := p.Clues[i], p.Clues[j]
		if a.Row != b.Row {
			return a.Row < b.Row
		}
		return a.Col < b.Col
	})
	if jp.Status == "solved" && len(jp.Rooms) > 0 {
		p.ref = &Solution{}
		for _, r := range jp.Rooms {
			p.ref.Rooms = append(p.ref.Rooms, Room{Row: r.Row, Col: r.Col, Width: r.Width, Height: r.Height, Clue: int(r.Clue)})
		}
	}
	return p, nil
}

// roomClues are the clues recorded by the rooms of a JSON output, or nil
// when some room does not give its clue cell.
func roomClues(rooms []jsonRoomIn) []jsonClueIn {
	out := make([]jsonClueIn, 0, len(rooms))
	for _, r := range rooms {
		if r.ClueRow == nil || r.ClueCol == nil {
			return nil
		}
		out = append(out, jsonClueIn{Row: *r.ClueRow, Col: *r.ClueCol, Clue: r.Clue})
	}
	return out
}

// clueOffsets finds the byte offsets of the elements of the top-level
// "clues" array in a JSON object (best effort; nil when not found).
func clueOffsets(raw []byte) []int {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := t.(string)
		if key != "clues" {
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return nil
			}
			continue
		}
		if t, err := dec.Token(); err != nil || t != json.Delim('[') {
			return nil
		}
		var offs []int
		for dec.More() {
			off := skipSpaceComma(raw, int(dec.InputOffset()))
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return offs
			}
			offs = append(offs, off)
		}
		return offs
	}
	return nil
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

func skipSpaceComma(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r' || data[i] == ',') {
		i++
	}
	return i
}

func clipText(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// lineCol maps byte offsets to 1-based line and column.
type lineCol struct {
	starts []int
	data   []byte
}

func newLineCol(data []byte) *lineCol {
	lc := &lineCol{starts: []int{0}, data: data}
	for i, c := range data {
		if c == '\n' {
			lc.starts = append(lc.starts, i+1)
		}
	}
	return lc
}

func (lc *lineCol) pos(off int) (line, col int) {
	if off < 0 {
		off = 0
	}
	if off > len(lc.data) {
		off = len(lc.data)
	}
	i := sort.Search(len(lc.starts), func(i int) bool { return lc.starts[i] > off }) - 1
	return i + 1, off - lc.starts[i] + 1
}

func (lc *lineCol) errAt(off int, text, format string, args ...any) error {
	l, c := lc.pos(off)
	return srcpos.Errorf(l, c, text, format, args...)
}

func (lc *lineCol) jsonErr(err error, dec *json.Decoder) error {
	return lc.jsonErrAt(err, 0, dec)
}

// jsonErrAt converts an encoding/json error into a positioned error; base
// is the offset of the decoder's input in the whole data.
func (lc *lineCol) jsonErrAt(err error, base int, dec *json.Decoder) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := base + int(dec.InputOffset())
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		off = base + int(se.Offset) - 1
		msg = "JSON syntax error: " + se.Error()
	case errors.As(err, &te):
		off = base + int(te.Offset) - 1
		msg = fmt.Sprintf("JSON field %q: want %v, got %s", te.Field, te.Type, te.Value)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		off = len(lc.data)
		msg = "unexpected end of the JSON input"
	case strings.HasPrefix(msg, "json: unknown field"):
		msg = strings.TrimPrefix(msg, "json: ") + ` (want "puzzle", "name", "width", "height", "clues", each clue {"row","col","clue"}; or a JSON output's fields)`
		// encoding/json reports it after the whole value: find the field.
		if name, ok := jsonpos.UnknownField(err.Error()); ok {
			if at := jsonpos.Key(lc.data, base, name); at >= 0 {
				off = at
			}
		}
	}
	if off < 0 {
		off = 0
	}
	text := ""
	if off < len(lc.data) {
		end := off + 1
		for end < len(lc.data) && end < off+20 && lc.data[end] != '\n' {
			end++
		}
		if e := jsonpos.End(lc.data, off); lc.data[off] == '"' && e > off {
			end = e // a key or string: the whole of it
		}
		text = string(lc.data[off:end])
	}
	return lc.errAt(off, text, "%s", msg)
}

// charAt is the character at byte offset k of s for an error message: the
// whole UTF-8 sequence (one byte when it is not valid UTF-8; the error
// message quotes it).
func charAt(s string, k int) string {
	_, n := utf8.DecodeRuneInString(s[k:])
	return s[k : k+max(n, 1)]
}
