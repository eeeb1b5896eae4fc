package zebra

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// isKeyword reports whether w is a word of the clue language. A value
// containing one as a word is still found (values are matched longest
// first), but Puzzle.ClueString quotes it. (A switch, not a map literal:
// nothing to build at start-up.)
func isKeyword(w string) bool {
	switch w {
	case "is", "not", "at", "left", "right", "of", "directly", "next", "to", "between", "and",
		"in", "order", "end", "middle", "odd", "even", "either", "or", "the":
		return true
	}
	return false
}

// token kinds
const (
	tWord  = iota // a bare word
	tQuote        // a "quoted string" (Text is unquoted)
	tPunct        // = != ( ) , . : ;
)

type token struct {
	kind int
	text string
	col  int // 1-based byte column
}

// lex splits one line (without its newline) into tokens; '#' outside
// quotes starts a comment.
// spaceAt is the byte length of the white-space character (any Unicode
// space: '\v', '\f', U+00A0, ...) at line[i], or 0. Names are trimmed of
// the same characters, so none can hide in an unquoted name.
func spaceAt(line string, i int) int {
	c := line[i]
	if c < utf8.RuneSelf {
		if c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRuneInString(line[i:])
	if r != utf8.RuneError && unicode.IsSpace(r) {
		return n
	}
	return 0
}

func lex(line string, lineNo int) ([]token, error) {
	var toks []token
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case spaceAt(line, i) > 0:
			i += spaceAt(line, i)
		case c == '#':
			return toks, nil
		case c == '"':
			j := i + 1
			for j < len(line) && line[j] != '"' {
				if line[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(line) {
				return nil, srcpos.Errorf(lineNo, i+1, line[i:], "unterminated quoted name")
			}
			s, err := strconv.Unquote(line[i : j+1])
			if err != nil {
				return nil, srcpos.Errorf(lineNo, i+1, line[i:j+1], "bad quoted name: %v", err)
			}
			toks = append(toks, token{tQuote, s, i + 1})
			i = j + 1
		case c == '!' && i+1 < len(line) && line[i+1] == '=':
			toks = append(toks, token{tPunct, "!=", i + 1})
			i += 2
		case strings.IndexByte("=(),.:;", c) >= 0:
			toks = append(toks, token{tPunct, string(c), i + 1})
			i++
		default:
			j := i
			for j < len(line) {
				d := line[j]
				if spaceAt(line, j) > 0 || strings.IndexByte("#\"=(),.:;", d) >= 0 || (d == '!' && j+1 < len(line) && line[j+1] == '=') {
					break
				}
				j++
			}
			w := line[i:j]
			if !utf8.ValidString(w) {
				return nil, srcpos.Errorf(lineNo, i+1, w, "invalid UTF-8")
			}
			toks = append(toks, token{tWord, w, i + 1})
			i = j
		}
	}
	return toks, nil
}

// Parse reads a puzzle in the native language (see the package doc).
// Errors are *srcpos.Error values with the offending line filled in.
func Parse(r io.Reader) (*Puzzle, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return ParseBytes(data)
}

// ParseString is Parse on a string.
func ParseString(s string) (*Puzzle, error) { return ParseBytes([]byte(s)) }

// ParseBytes is Parse on a byte slice.
func ParseBytes(data []byte) (*Puzzle, error) {
	p, err := parseNative(data)
	if err != nil {
		return nil, srcpos.WithSource(err, data)
	}
	return p, nil
}

type parser struct {
	p       *Puzzle
	line    int
	toks    []token
	lineStr string
	// index of values by lower-cased name: refs
	byName  map[string][]Ref
	maxWord int // most words in a value name
	// cats indexes the categories by folded name (foldKey): declaring
	// and naming a category take time independent of how many there are
	// (issue 32 item 5: 200,000 categories took minutes).
	cats map[string]int

	houses, housesLine int           // "houses N" and where positions were declared
	firstDecl          int           // the line of the first category
	clues              []pendingClue // clue lines, parsed once the values are known
}

// pendingClue is a clue line kept until every value is declared.
type pendingClue struct {
	line int
	toks []token
	str  string
}

func parseNative(data []byte) (*Puzzle, error) {
	if err := notNative(data); err != nil {
		return nil, err
	}
	ps := &parser{p: &Puzzle{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for sc.Scan() {
		ps.line++
		line := sc.Text()
		toks, err := lex(line, ps.line)
		if err != nil {
			return nil, err
		}
		if err := ps.declOrClue(line, toks); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, srcpos.Errorf(ps.line+1, 0, "", "%v", err)
	}
	if err := ps.positions(); err != nil {
		return nil, err
	}
	if n := ps.p.N(); n < 2 {
		return nil, srcpos.Errorf(ps.firstDecl, 1, ps.p.Categories[0].Name,
			"not a zebra puzzle: a category needs a value for each of at least two houses (\"Color: red, green, blue\"), %q has %d", ps.p.Categories[0].Name, n)
	}
	ps.index()
	if err := ps.parseClues(); err != nil {
		return nil, err
	}
	if err := ps.p.Validate(); err != nil {
		return nil, srcpos.Errorf(0, 0, "", "%s", strings.TrimPrefix(err.Error(), "zebra: "))
	}
	return ps.p, nil
}

// declOrClue takes one line: "houses N", a declaration "Name: a, b, c"
// (or "positions Name: ..."), or a clue kept for later.
func (ps *parser) declOrClue(line string, toks []token) error {
	if len(toks) == 0 {
		return nil
	}
	colon := -1
	for i, t := range toks {
		if t.kind == tPunct && t.text == ":" {
			colon = i
			break
		}
	}
	head := strings.ToLower(toks[0].text)
	switch {
	case toks[0].kind == tWord && (head == "houses" || head == "positions") && len(toks) >= 2 && (isInt(toks[1].text) || head == "houses" && toks[1].text == ":"):
		return ps.housesDecl(line, toks)
	case colon >= 0:
		if len(ps.clues) > 0 {
			return srcpos.Errorf(ps.line, toks[0].col, toks[0].text, "declarations must come before the clues")
		}
		return ps.categoryDecl(toks, colon)
	}
	if len(ps.p.Categories) == 0 {
		// Declarations come first: a clue before any category can never
		// be read (and a long text of such lines would otherwise be kept
		// whole before the error).
		return srcpos.Errorf(ps.line, toks[0].col, toks[0].text, "a clue before any category is declared (declare them first, with lines like \"Color: red, green, blue\")")
	}
	if len(ps.clues) == MaxClues {
		return srcpos.Errorf(ps.line, toks[0].col, toks[0].text, "more than %d clues", MaxClues)
	}
	ps.clues = append(ps.clues, pendingClue{ps.line, toks, line})
	return nil
}

// housesDecl reads "houses N" or "houses: N".
func (ps *parser) housesDecl(line string, toks []token) error {
	rest := toks[1:]
	if len(rest) > 0 && rest[0].kind == tPunct && rest[0].text == ":" {
		rest = rest[1:]
	}
	if len(rest) != 1 || rest[0].kind != tWord {
		return srcpos.Errorf(ps.line, toks[0].col, line, "want %q followed by the number of positions", toks[0].text)
	}
	n, err := strconv.Atoi(rest[0].text)
	if err != nil || n < 1 || n > MaxPositions {
		return srcpos.Errorf(ps.line, rest[0].col, rest[0].text, "the number of positions must be an integer from 1 to %d", MaxPositions)
	}
	if ps.houses > 0 || len(ps.p.Positions.Values) > 0 {
		if len(ps.clues) > 0 {
			return srcpos.Errorf(ps.line, toks[0].col, toks[0].text, "a second puzzle starts here (the first on line %d): the native format holds one puzzle; for several, use JSON (generate zebra --format json) or one file each (generate zebra --out DIR)", ps.housesLine)
		}
		return srcpos.Errorf(ps.line, toks[0].col, toks[0].text, "positions declared twice (first on line %d)", ps.housesLine)
	}
	if len(ps.clues) > 0 {
		return srcpos.Errorf(ps.line, toks[0].col, toks[0].text, "declarations must come before the clues")
	}
	ps.houses, ps.housesLine = n, ps.line
	return nil
}

// categoryDecl reads "Name: a, b, c" or "positions Name: a, b, c".
func (ps *parser) categoryDecl(toks []token, colon int) error {
	isPos := false
	nameToks := toks[:colon]
	if len(nameToks) > 0 && nameToks[0].kind == tWord && strings.EqualFold(nameToks[0].text, "positions") {
		isPos = true
		nameToks = nameToks[1:]
	}
	name, err := ps.joinName(nameToks, toks[colon].col)
	if err != nil {
		return err
	}
	vals, err := ps.valueList(toks[colon+1:], toks[colon].col+1)
	if err != nil {
		return err
	}
	if len(vals) > MaxPositions {
		return srcpos.Errorf(ps.line, toks[0].col, name, "%q has %d values: at most %d positions", name, len(vals), MaxPositions)
	}
	if isPos {
		if ps.houses > 0 || len(ps.p.Positions.Values) > 0 {
			return srcpos.Errorf(ps.line, toks[0].col, toks[0].text, "positions declared twice (first on line %d)", ps.housesLine)
		}
		ps.housesLine = ps.line
		ps.p.Positions = Category{Name: name, Values: vals}
		return nil
	}
	if ps.cats == nil {
		ps.cats = map[string]int{}
	}
	key := foldKey(name)
	if _, ok := ps.cats[key]; ok {
		return srcpos.Errorf(ps.line, toks[0].col, name, "category %q declared twice", name)
	}
	if len(ps.p.Categories) > 0 && len(vals) != len(ps.p.Categories[0].Values) {
		return srcpos.Errorf(ps.line, toks[0].col, name, "category %q has %d values but %q has %d", name, len(vals), ps.p.Categories[0].Name, len(ps.p.Categories[0].Values))
	}
	if len(ps.p.Categories) == 0 {
		ps.firstDecl = ps.line
	}
	ps.cats[key] = len(ps.p.Categories)
	ps.p.Categories = append(ps.p.Categories, Category{Name: name, Values: vals})
	return nil
}

// notNative refuses a text whose first content line is another format's
// (a Tatham game ID "7x7m2:a1a5...", a puzz.link URL, a JSON text): read
// as the language, such a line declares a category of one value, and a
// zebra reading must never be the fallback for another genre's puzzle
// (the commands then say which genre the text looks like).
func notNative(data []byte) error {
	line := puzzle.FirstLine(data)
	lineNo := 0
	for n, rest := 1, string(data); line != "" && len(rest) > 0; n++ {
		ln := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			ln, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if strings.TrimSpace(strings.TrimPrefix(ln, "\uFEFF")) == line {
			lineNo = n
			break
		}
	}
	switch {
	case line == "":
		return nil
	case tathamIDLine.Re().MatchString(line) && !strings.ContainsAny(line, " \t"):
		return srcpos.Errorf(lineNo, 1, line, "not the zebra language: this line is a game ID (Simon Tatham's form \"WxH...:description\"), not a category declaration")
	case puzzlink.Looks([]byte(line)):
		return srcpos.Errorf(lineNo, 1, line, "not the zebra language: this line is a puzz.link URL")
	case line[0] == '{' || line[0] == '[':
		return srcpos.Errorf(lineNo, 1, line[:1], "not the zebra language: a JSON text (read it with --input-format json or zebralogic)")
	}
	return nil
}

// positions settles the position category once every line is read.
func (ps *parser) positions() error {
	if len(ps.p.Categories) == 0 {
		return srcpos.Errorf(ps.line, 0, "", "no categories declared (want lines like \"Color: red, green, blue\")")
	}
	n := len(ps.p.Categories[0].Values)
	switch {
	case len(ps.p.Positions.Values) > 0:
		if len(ps.p.Positions.Values) != n {
			return srcpos.Errorf(ps.housesLine, 1, ps.p.Positions.Name, "%d positions but each category has %d values", len(ps.p.Positions.Values), n)
		}
	case ps.houses > 0 && ps.houses != n:
		return srcpos.Errorf(ps.housesLine, 1, "houses", "%d houses but each category has %d values", ps.houses, n)
	default:
		ps.p.Positions = numberedPositions("House", n)
	}
	for i, c := range ps.p.Positions.Values {
		for _, d := range ps.p.Positions.Values[:i] {
			if strings.EqualFold(c, d) {
				return srcpos.Errorf(ps.housesLine, 1, c, "position %q listed twice", c)
			}
		}
	}
	return nil
}

// parseClues parses the kept clue lines now that the values are known.
func (ps *parser) parseClues() error {
	for _, pc := range ps.clues {
		ps.line, ps.toks, ps.lineStr = pc.line, pc.toks, pc.str
		c, next, err := ps.statement(0, 0)
		if err != nil {
			return err
		}
		if next != len(ps.toks) {
			return ps.errAt(next, "unexpected text after the clue")
		}
		c.Line = pc.line
		c.Text = strings.TrimSpace(stripComment(pc.str))
		ps.p.Clues = append(ps.p.Clues, c)
	}
	return nil
}

func isInt(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

func stripComment(s string) string {
	inq := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if inq {
				i++
			}
		case '"':
			inq = !inq
		case '#':
			if !inq {
				return s[:i]
			}
		}
	}
	return s
}

func numberedPositions(name string, n int) Category {
	c := Category{Name: name, Values: make([]string, n)}
	for i := range c.Values {
		c.Values[i] = strconv.Itoa(i + 1)
	}
	return c
}

// joinName joins the words of a category name.
func (ps *parser) joinName(toks []token, col int) (string, error) {
	if len(toks) == 0 {
		return "", srcpos.Errorf(ps.line, col, ":", "missing category name before ':'")
	}
	var parts []string
	for _, t := range toks {
		if t.kind == tPunct {
			return "", srcpos.Errorf(ps.line, t.col, t.text, "unexpected %q in a category name", t.text)
		}
		parts = append(parts, t.text)
	}
	return strings.Join(parts, " "), nil
}

// valueList reads "a, b c, "d e"".
func (ps *parser) valueList(toks []token, col int) ([]string, error) {
	var vals []string
	var cur []string
	curCol := col
	flush := func(at int) error {
		if len(cur) == 0 {
			return srcpos.Errorf(ps.line, at, ",", "empty value in the list")
		}
		v := strings.Join(cur, " ")
		if len(vals) == MaxPositions {
			// Stop before the duplicate check turns quadratic: more
			// values than positions is an error anyway.
			return srcpos.Errorf(ps.line, curCol, v, "more than %d values: at most %d positions", MaxPositions, MaxPositions)
		}
		for _, w := range vals {
			if strings.EqualFold(w, v) {
				return srcpos.Errorf(ps.line, curCol, v, "value %q listed twice", v)
			}
		}
		vals = append(vals, v)
		cur = cur[:0]
		return nil
	}
	for i, t := range toks {
		if len(cur) == 0 {
			curCol = t.col
		}
		switch {
		case t.kind == tPunct && t.text == ",":
			if err := flush(t.col); err != nil {
				return nil, err
			}
		case t.kind == tPunct:
			return nil, srcpos.Errorf(ps.line, t.col, t.text, "unexpected %q in a value list (quote the value)", t.text)
		default:
			if t.kind == tQuote && (len(cur) > 0 || i+1 < len(toks) && toks[i+1].kind != tPunct) {
				return nil, srcpos.Errorf(ps.line, t.col, t.text, "a quoted value must stand alone between commas")
			}
			if t.kind == tQuote && strings.TrimSpace(t.text) == "" {
				return nil, srcpos.Errorf(ps.line, t.col, t.text, "empty value")
			}
			cur = append(cur, t.text)
		}
	}
	if len(toks) == 0 {
		return nil, srcpos.Errorf(ps.line, col, "", "no values after ':'")
	}
	if err := flush(col); err != nil {
		return nil, err
	}
	return vals, nil
}

func (ps *parser) index() {
	ps.byName = map[string][]Ref{}
	for ci, c := range ps.p.Categories {
		for vi, v := range c.Values {
			k := strings.ToLower(v)
			ps.byName[k] = append(ps.byName[k], Ref{ci, vi})
			if w := len(strings.Fields(v)); w > ps.maxWord {
				ps.maxWord = w
			}
		}
	}
}

func (ps *parser) errAt(i int, format string, args ...any) error {
	if i >= len(ps.toks) {
		return srcpos.Errorf(ps.line, len(strings.TrimRight(ps.lineStr, " \t\r"))+1, "", "%s (at the end of the line)", fmt.Sprintf(format, args...))
	}
	return srcpos.Errorf(ps.line, ps.toks[i].col, ps.toks[i].text, format, args...)
}

func (ps *parser) isWord(i int, w string) bool {
	return i < len(ps.toks) && ps.toks[i].kind == tWord && strings.EqualFold(ps.toks[i].text, w)
}

func (ps *parser) isPunct(i int, s string) bool {
	return i < len(ps.toks) && ps.toks[i].kind == tPunct && ps.toks[i].text == s
}

// statement parses one statement starting at token i; it returns the
// clue and the index of the first token after it.
func (ps *parser) statement(i, depth int) (Clue, int, error) {
	if depth > 16 {
		return Clue{}, i, ps.errAt(i, "statements nested too deeply")
	}
	if i >= len(ps.toks) {
		return Clue{}, i, ps.errAt(i, "missing statement")
	}
	if ps.isPunct(i, "(") {
		return ps.disjunction(i, depth)
	}
	// Functional form: Kind(args...)
	if ps.toks[i].kind == tWord && ps.isPunct(i+1, "(") {
		if k, ok := ParseKind(ps.toks[i].text); ok && k != AnyOf {
			return ps.functional(k, i)
		}
	}
	// D between X and Y
	if ps.toks[i].kind == tWord && ps.isWord(i+1, "between") {
		if d, err := strconv.Atoi(ps.toks[i].text); err == nil {
			return ps.gap(d, i)
		}
	}
	x, j, err := ps.term(i)
	if err != nil {
		return Clue{}, j, err
	}
	return ps.relation(x, j)
}

// disjunction parses "( S ) or ( S ) ...".
func (ps *parser) disjunction(i, depth int) (Clue, int, error) {
	c := Clue{Kind: AnyOf}
	for {
		if !ps.isPunct(i, "(") {
			return Clue{}, i, ps.errAt(i, "want '(' to start a statement of the disjunction")
		}
		s, j, err := ps.statement(i+1, depth+1)
		if err != nil {
			return Clue{}, j, err
		}
		if !ps.isPunct(j, ")") {
			return Clue{}, j, ps.errAt(j, "want ')' to close the statement")
		}
		c.Any = append(c.Any, s)
		i = j + 1
		if !ps.isWord(i, "or") {
			return c, i, nil
		}
		i++
	}
}

// gap parses "D between X and Y" from the number D at token i.
func (ps *parser) gap(d, i int) (Clue, int, error) {
	if d < 0 || d > 1000 {
		return Clue{}, i, ps.errAt(i, "the number of positions in between must be from 0 to 1000")
	}
	x, j, err := ps.term(i + 2)
	if err != nil {
		return Clue{}, j, err
	}
	if !ps.isWord(j, "and") {
		return Clue{}, j, ps.errAt(j, "want 'and' in \"D between X and Y\"")
	}
	y, j, err := ps.term(j + 1)
	if err != nil {
		return Clue{}, j, err
	}
	return Clue{Kind: Gap, Args: []Ref{x, y}, K: d}, j, nil
}

// relation parses what follows the term x at token j: = Y, != Y, is [not]
// at K / at the end / in the middle / left of Y / directly left of Y /
// next to Y / between Y and Z / either A or B / Y.
func (ps *parser) relation(x Ref, j int) (Clue, int, error) {
	switch {
	case ps.isPunct(j, "="):
		return ps.binary(Same, x, j+1)
	case ps.isPunct(j, "!="):
		return ps.binary(NotSame, x, j+1)
	}
	is := ps.isWord(j, "is")
	if is {
		j++
	}
	neg := ps.isWord(j, "not")
	if neg {
		j++
	}
	if ps.isWord(j, "the") && (ps.isWord(j+1, "middle") || ps.isWord(j+1, "end")) {
		j++
	}
	if c, j2, ok, err := ps.placeRelation(x, j, neg); ok {
		return c, j2, err
	}
	if c, j2, ok, err := ps.orderRelation(x, j, neg); ok {
		return c, j2, err
	}
	if is && j < len(ps.toks) && !ps.isPunct(j, ")") {
		if neg {
			return ps.binary(NotSame, x, j)
		}
		return ps.binary(Same, x, j)
	}
	return Clue{}, j, ps.errAt(j, "want a relation after %q (=, !=, is, at, left of, right of, directly left of, next to, between, either, in middle)", ps.p.RefName(x))
}

// binary parses the second term of a two-value clue of kind k.
func (ps *parser) binary(k ClueKind, x Ref, j int) (Clue, int, error) {
	y, j, err := ps.term(j)
	if err != nil {
		return Clue{}, j, err
	}
	return Clue{Kind: k, Args: []Ref{x, y}}, j, nil
}

// placeRelation parses "at K", "at the end", "at odd/even", "in the
// middle" (ok is false when the tokens at j are none of these).
func (ps *parser) placeRelation(x Ref, j int, neg bool) (c Clue, next int, ok bool, err error) {
	one := func(k ClueKind, j int) (Clue, int, bool, error) { return Clue{Kind: k, Args: []Ref{x}}, j, true, nil }
	pick := func(yes, no ClueKind) ClueKind {
		if neg {
			return no
		}
		return yes
	}
	switch {
	case ps.isWord(j, "at"):
		j++
		if ps.isWord(j, "the") && ps.isWord(j+1, "end") {
			j++
		}
		switch {
		case ps.isWord(j, "end"):
			return one(pick(AtEnd, NotAtEnd), j+1)
		case ps.isWord(j, "odd"):
			return one(pick(Odd, Even), j+1)
		case ps.isWord(j, "even"):
			return one(pick(Even, Odd), j+1)
		}
		k, j2, err := ps.position(j)
		if err != nil {
			return Clue{}, j2, true, err
		}
		return Clue{Kind: pick(At, NotAt), Args: []Ref{x}, K: k}, j2, true, nil
	case ps.isWord(j, "in") && (ps.isWord(j+1, "middle") || ps.isWord(j+1, "the") && ps.isWord(j+2, "middle")):
		if neg {
			return Clue{}, j, true, ps.errAt(j-1, "'not in middle' is not a clue type (write the positions with 'not at')")
		}
		if ps.isWord(j+1, "the") {
			j++
		}
		return one(Middle, j+2)
	}
	return Clue{}, j, false, nil
}

// orderRelation parses "left of Y", "right of Y", "directly left/right
// of Y", "next to Y", "between Y and Z [in order]", "either A or B" (ok
// is false when the tokens at j are none of these).
func (ps *parser) orderRelation(x Ref, j int, neg bool) (c Clue, next int, ok bool, err error) {
	not := func(what string) (Clue, int, bool, error) {
		return Clue{}, j, true, ps.errAt(j-1, "'not %s' is not a clue type", what)
	}
	two := func(k ClueKind, j int) (Clue, int, bool, error) {
		c, j, err := ps.binary(k, x, j)
		return c, j, true, err
	}
	switch {
	case ps.isWord(j, "left") || ps.isWord(j, "right"):
		if !ps.isWord(j+1, "of") {
			return Clue{}, j + 1, true, ps.errAt(j+1, "want 'of' after %q", ps.toks[j].text)
		}
		if neg {
			return not("left/right of")
		}
		if ps.isWord(j, "left") {
			return two(LeftOf, j+2)
		}
		return two(RightOf, j+2)
	case ps.isWord(j, "directly"):
		if neg {
			return not("directly left/right of")
		}
		switch {
		case ps.isWord(j+1, "left") && ps.isWord(j+2, "of"):
			return two(DirectlyLeft, j+3)
		case ps.isWord(j+1, "right") && ps.isWord(j+2, "of"):
			return two(DirectlyRight, j+3)
		}
		return Clue{}, j + 1, true, ps.errAt(j+1, "want 'left of' or 'right of' after 'directly'")
	case ps.isWord(j, "next"):
		if !ps.isWord(j+1, "to") {
			return Clue{}, j + 1, true, ps.errAt(j+1, "want 'to' after 'next'")
		}
		if neg {
			return two(NotNextTo, j+2)
		}
		return two(NextTo, j+2)
	case ps.isWord(j, "between"):
		if neg {
			return not("between")
		}
		c, j, err := ps.threeTerms(Between, x, j+1, "and", "X between Y and Z")
		if err == nil && ps.isWord(j, "in") && ps.isWord(j+1, "order") {
			c.Kind, j = BetweenOrdered, j+2
		}
		return c, j, true, err
	case ps.isWord(j, "either"):
		if neg {
			return not("either")
		}
		c, j, err := ps.threeTerms(EitherOr, x, j+1, "or", "X either A or B")
		return c, j, true, err
	}
	return Clue{}, j, false, nil
}

// threeTerms parses "Y SEP Z" at j into a clue of kind k on x, y, z.
func (ps *parser) threeTerms(k ClueKind, x Ref, j int, sep, form string) (Clue, int, error) {
	y, j, err := ps.term(j)
	if err != nil {
		return Clue{}, j, err
	}
	if !ps.isWord(j, sep) {
		return Clue{}, j, ps.errAt(j, "want '%s' in \"%s\"", sep, form)
	}
	z, j, err := ps.term(j + 1)
	if err != nil {
		return Clue{}, j, err
	}
	return Clue{Kind: k, Args: []Ref{x, y, z}}, j, nil
}

// functional parses Kind(arg, ...): values, and for at/notat/gap one
// integer (a 1-based position for at/notat, a count for gap).
func (ps *parser) functional(k ClueKind, i int) (Clue, int, error) {
	c := Clue{Kind: k}
	j := i + 2
	hasK := false
	for {
		if ps.isPunct(j, ")") && len(c.Args) == 0 && !hasK {
			break
		}
		if ps.toks != nil && j < len(ps.toks) && ps.toks[j].kind == tWord && len(c.Args) == k.Arity() && k.HasK() && !hasK {
			if k == Gap {
				d, err := strconv.Atoi(ps.toks[j].text)
				if err != nil || d < 0 || d > 1000 {
					return Clue{}, j, ps.errAt(j, "want the number of positions in between (0 to 1000)")
				}
				c.K, hasK = d, true
				j++
			} else {
				pos, j2, err := ps.position(j)
				if err != nil {
					return Clue{}, j2, err
				}
				c.K, hasK, j = pos, true, j2
			}
		} else {
			r, j2, err := ps.term(j)
			if err != nil {
				return Clue{}, j2, err
			}
			c.Args = append(c.Args, r)
			j = j2
		}
		if ps.isPunct(j, ",") {
			j++
			continue
		}
		break
	}
	if !ps.isPunct(j, ")") {
		return Clue{}, j, ps.errAt(j, "want ',' or ')' in %s(...)", ps.toks[i].text)
	}
	if len(c.Args) != k.Arity() || k.HasK() != hasK {
		want := fmt.Sprintf("%d values", k.Arity())
		if k.HasK() {
			want += " and a number"
		}
		return Clue{}, i, ps.errAt(i, "%s takes %s", k, want)
	}
	return c, j + 1, nil
}

// position reads a 1-based position number or a position's name.
func (ps *parser) position(j int) (int, int, error) {
	if j >= len(ps.toks) || ps.toks[j].kind == tPunct {
		return 0, j, ps.errAt(j, "want a position (1..%d)", ps.p.N())
	}
	t := ps.toks[j]
	if k, err := strconv.Atoi(t.text); err == nil && t.kind == tWord {
		if k < 1 || k > ps.p.N() {
			return 0, j, ps.errAt(j, "position %d out of range 1..%d", k, ps.p.N())
		}
		return k - 1, j + 1, nil
	}
	// longest position name
	for w := len(ps.toks) - j; w >= 1; w-- {
		name, ok := ps.words(j, w)
		if !ok {
			continue
		}
		if k := ps.p.Positions.Index(name); k >= 0 {
			return k, j + w, nil
		}
	}
	msg := fmt.Sprintf("no position %q (want 1..%d", t.text, ps.p.N())
	if s := suggest(t.text, ps.p.Positions.Values); s != "" {
		msg += fmt.Sprintf(" or a position name; did you mean '%s'?", s)
		return 0, j, srcpos.Errorf(ps.line, t.col, t.text, "%s)", msg)
	}
	return 0, j, srcpos.Errorf(ps.line, t.col, t.text, "%s)", msg)
}

// words joins w tokens from j when they are all words (or one quoted name).
func (ps *parser) words(j, w int) (string, bool) {
	if j+w > len(ps.toks) {
		return "", false
	}
	if ps.toks[j].kind == tQuote {
		return ps.toks[j].text, w == 1
	}
	parts := make([]string, w)
	for k := 0; k < w; k++ {
		if ps.toks[j+k].kind != tWord {
			return "", false
		}
		parts[k] = ps.toks[j+k].text
	}
	return strings.Join(parts, " "), true
}

// term reads a value: [Category "."] name, the longest known name first.
func (ps *parser) term(j int) (Ref, int, error) {
	if j >= len(ps.toks) || ps.toks[j].kind == tPunct {
		return Ref{}, j, ps.errAt(j, "want a value")
	}
	// Category.value
	for w := 1; w <= 8 && j+w < len(ps.toks); w++ {
		if !ps.isPunct(j+w, ".") {
			continue
		}
		cname, ok := ps.words(j, w)
		if !ok {
			break
		}
		ci, ok := ps.cats[foldKey(cname)]
		if !ok {
			break
		}
		v := j + w + 1
		for k := min(len(ps.toks)-v, ps.maxWord); k >= 1; k-- {
			name, ok := ps.words(v, k)
			if !ok {
				continue
			}
			if vi := ps.p.Categories[ci].Index(name); vi >= 0 {
				return Ref{ci, vi}, v + k, nil
			}
		}
		if v >= len(ps.toks) {
			return Ref{}, v, ps.errAt(v, "want a value of %s after '.'", ps.p.Categories[ci].Name)
		}
		bad := ps.badText(v)
		msg := fmt.Sprintf("no value '%s' in category %s", bad, ps.p.Categories[ci].Name)
		if s := suggest(bad, ps.p.Categories[ci].Values); s != "" {
			msg += fmt.Sprintf("; did you mean '%s'?", s)
		}
		return Ref{}, v, srcpos.Errorf(ps.line, ps.toks[v].col, bad, "%s", msg)
	}
	for k := min(len(ps.toks)-j, max(ps.maxWord, 1)); k >= 1; k-- {
		name, ok := ps.words(j, k)
		if !ok {
			continue
		}
		refs := ps.byName[strings.ToLower(name)]
		switch {
		case len(refs) == 1:
			return refs[0], j + k, nil
		case len(refs) > 1:
			var cats []string
			for _, r := range refs {
				cats = append(cats, ps.p.Categories[r.Cat].Name)
			}
			return Ref{}, j, srcpos.Errorf(ps.line, ps.toks[j].col, name, "value '%s' is in several categories (%s); write Category.%s", name, strings.Join(cats, ", "), name)
		}
	}
	bad := ps.badText(j)
	var all []string
	for _, c := range ps.p.Categories {
		all = append(all, c.Values...)
	}
	msg := fmt.Sprintf("no value '%s' in any category", bad)
	if s := suggest(bad, all); s != "" {
		msg += fmt.Sprintf("; did you mean '%s'?", s)
	}
	return Ref{}, j, srcpos.Errorf(ps.line, ps.toks[j].col, bad, "%s", msg)
}

// badText is the unknown name at j: words up to the next keyword.
func (ps *parser) badText(j int) string {
	if ps.toks[j].kind == tQuote {
		return ps.toks[j].text
	}
	var parts []string
	for k := j; k < len(ps.toks) && ps.toks[k].kind == tWord; k++ {
		if k > j && isKeyword(strings.ToLower(ps.toks[k].text)) {
			break
		}
		parts = append(parts, ps.toks[k].text)
		if len(parts) >= max(ps.maxWord, 1) {
			break
		}
	}
	return strings.Join(parts, " ")
}

// suggest is the candidate closest to s in edit distance (case-insensitive),
// or "" when none is close.
func suggest(s string, cands []string) string {
	best, bestD := "", 1<<30
	ls := strings.ToLower(s)
	for _, c := range cands {
		d := editDistance(ls, strings.ToLower(c))
		if d < bestD {
			best, bestD = c, d
		}
	}
	limit := max(2, utf8.RuneCountInString(s)/3)
	if bestD <= limit {
		return best
	}
	return ""
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 200 || len(rb) > 200 {
		return 1 << 20
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// foldKey is s under simple case folding: two names are strings.EqualFold
// exactly when their keys are equal (each rune is replaced by the
// smallest rune of its folding orbit).
func foldKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		m := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			m = min(m, f)
		}
		b.WriteRune(m)
	}
	return b.String()
}
