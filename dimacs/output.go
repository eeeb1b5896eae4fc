package dimacs

import (
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// lexer reads whitespace-separated tokens with their positions.
type lexer struct {
	r         io.Reader
	buf       []byte
	p, end    int
	eof       bool
	line, col int // position of the next byte
	err       error
	tok       []byte
}

func newLexer(r io.Reader) *lexer {
	size := 1 << 16
	if lr, ok := r.(interface{ Len() int }); ok && lr.Len() < size {
		size = lr.Len() + 1
	}
	return &lexer{r: r, buf: make([]byte, size), line: 1, col: 1}
}

func (l *lexer) peek() (byte, bool) {
	if l.p < l.end {
		return l.buf[l.p], true
	}
	for tries := 0; !l.eof; tries++ {
		n, err := l.r.Read(l.buf)
		if n == 0 && err == nil && tries >= 100 {
			err = io.ErrNoProgress
		}
		if n < 0 || n > len(l.buf) {
			n, err = 0, io.ErrNoProgress
		}
		l.p, l.end = 0, n
		if err != nil {
			l.eof = true
			if err != io.EOF {
				l.err = err
			}
		}
		if n > 0 {
			return l.buf[0], true
		}
	}
	return 0, false
}

func (l *lexer) advance() {
	if l.p >= l.end {
		return
	}
	if l.buf[l.p] == '\n' {
		l.line++
		l.col = 1
	} else {
		l.col++
	}
	l.p++
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' }

// blanks skips blanks but not line breaks.
func (l *lexer) blanks() {
	for {
		c, ok := l.peek()
		if !ok || !isBlank(c) {
			return
		}
		l.advance()
	}
}

// token reads the token at the current position (after blanks), returning
// its position; an empty token means end of line or of input. Tokens are
// clipped to maxTok bytes (plus "...").
func (l *lexer) token() (tok string, line, col int) {
	l.blanks()
	line, col = l.line, l.col
	l.tok = l.tok[:0]
	for {
		c, ok := l.peek()
		if !ok || isSpace(c) {
			break
		}
		if len(l.tok) < maxTok {
			l.tok = append(l.tok, c)
		} else if len(l.tok) == maxTok {
			l.tok = append(l.tok, "..."...)
		}
		l.advance()
	}
	return string(l.tok), line, col
}

// eol consumes the line break (if any) after blanks and reports whether the
// line or input really ended there.
func (l *lexer) eol() bool {
	l.blanks()
	c, ok := l.peek()
	if !ok {
		return true
	}
	if c == '\n' {
		l.advance()
		return true
	}
	return false
}

// restOfLine returns the rest of the line (clipped) and consumes its break.
func (l *lexer) restOfLine() string {
	l.tok = l.tok[:0]
	for {
		c, ok := l.peek()
		if !ok {
			break
		}
		l.advance()
		if c == '\n' {
			break
		}
		if len(l.tok) < maxTok {
			l.tok = append(l.tok, c)
		}
	}
	return string(l.tok)
}

// fail is a positioned error, unless reading failed (which then explains
// whatever looked wrong).
func (l *lexer) fail(line, col int, text, format string, args ...any) error {
	return l.failErr(srcpos.Errorf(line, col, text, format, args...))
}

func (l *lexer) failErr(err error) error {
	if l.err != nil {
		return l.err
	}
	return err
}

// literal parses a model literal token.
func literal(tok string, line, col int) (int, error) {
	v, err := strconv.ParseInt(tok, 10, 64)
	if err != nil {
		if isDigits(tok) || len(tok) > 1 && tok[0] == '-' && isDigits(tok[1:]) {
			return 0, srcpos.Errorf(line, col, tok, "number out of range (variables are at most %d)", maxVar)
		}
		return 0, srcpos.Errorf(line, col, tok, "not a number")
	}
	if v > maxVar || v < -maxVar {
		return 0, srcpos.Errorf(line, col, tok, "number out of range (variables are at most %d)", maxVar)
	}
	if v == 0 && tok != "0" {
		return 0, srcpos.Errorf(line, col, tok, "malformed literal")
	}
	return int(v), nil
}

// modelLine reads the model literals on the rest of the line into
// out.Values, and the line break. *ended records the model's terminating
// 0, after which no value may come.
func (l *lexer) modelLine(out *Output, ended *bool) error {
	for !l.eol() {
		t, tl, tc := l.token()
		v, err := literal(t, tl, tc)
		if err != nil {
			return l.failErr(err)
		}
		if *ended {
			return l.fail(tl, tc, t, "value after the model's terminating 0")
		}
		if v == 0 {
			*ended = true
			continue
		}
		out.Values = append(out.Values, v)
	}
	return nil
}

// statusWord reads the word of an s line. (A switch, not a map literal:
// nothing to build at start-up.)
func statusWord(w string) (Status, bool) {
	switch w {
	case "SATISFIABLE":
		return Sat, true
	case "UNSATISFIABLE":
		return Unsat, true
	case "UNKNOWN", "INDETERMINATE":
		return Unknown, true
	}
	return 0, false
}

func parseOutput(r io.Reader) (*Output, error) {
	l := newLexer(r)
	out := &Output{}
	sLine := 0
	unknownComment := false
	vLine, vCol := 0, 0 // first v line
	ended := false      // the model's 0 was seen
	for {
		if l.eol() {
			if _, ok := l.peek(); !ok {
				break
			}
			continue
		}
		tok, line, col := l.token()
		switch {
		case tok[0] == 'c':
			rest := l.restOfLine()
			if tok == "c" && string(trimBlanks([]byte(rest))) == "UNKNOWN" {
				unknownComment = true
			}
		case tok == "s":
			w, wl, wc := l.token()
			if w == "" {
				return nil, l.fail(line, col, tok, "status line without a status")
			}
			a, ok := statusWord(w)
			if !ok {
				return nil, l.fail(wl, wc, w, "unknown status (want SATISFIABLE, UNSATISFIABLE, UNKNOWN or INDETERMINATE)")
			}
			if sLine > 0 {
				return nil, l.fail(line, col, "s "+w, "second status line (the first is on line %d)", sLine)
			}
			if !l.eol() {
				t, tl, tc := l.token()
				return nil, l.fail(tl, tc, t, "unexpected text after the status")
			}
			sLine = line
			out.Answer, out.HasStatus = a, true
		case tok == "v":
			out.HasModel = true
			if vLine == 0 {
				vLine, vCol = line, col
			}
			if err := l.modelLine(out, &ended); err != nil {
				return nil, err
			}
		default:
			return nil, l.fail(line, col, tok, "unexpected line (want c, s or v lines)")
		}
		if l.err != nil {
			return nil, l.err
		}
	}
	if l.err != nil {
		return nil, l.err
	}
	if !out.HasStatus && unknownComment {
		out.HasStatus = true
	}
	if vLine > 0 && out.Answer != Sat {
		if !out.HasStatus {
			return nil, l.fail(vLine, vCol, "v", "model without an \"s SATISFIABLE\" line")
		}
		return nil, l.fail(vLine, vCol, "v", "model with status %s (line %d)", out.Answer, sLine)
	}
	return out, nil
}

func trimBlanks(b []byte) []byte {
	for len(b) > 0 && isBlank(b[0]) {
		b = b[1:]
	}
	for len(b) > 0 && isBlank(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	return b
}

func parseMinisat(r io.Reader) (*Output, error) {
	l := newLexer(r)
	out := &Output{}
	// skip leading blank lines
	for l.eol() {
		if _, ok := l.peek(); !ok {
			if l.err != nil {
				return nil, l.err
			}
			return nil, l.fail(l.line, l.col, "", "empty minisat result file (want SAT, UNSAT or INDET)")
		}
	}
	w, line, col := l.token()
	switch w {
	case "SAT":
		out.Answer = Sat
	case "UNSAT":
		out.Answer = Unsat
	case "INDET":
		out.Answer = Unknown
	default:
		return nil, l.fail(line, col, w, "unknown minisat result (want SAT, UNSAT or INDET)")
	}
	out.HasStatus = true
	ended := false
	for {
		if l.eol() {
			if _, ok := l.peek(); !ok {
				break
			}
			continue
		}
		if out.Answer != Sat {
			t, tl, tc := l.token()
			return nil, l.fail(tl, tc, t, "unexpected text after %s", w)
		}
		out.HasModel = true
		if err := l.modelLine(out, &ended); err != nil {
			return nil, err
		}
	}
	if l.err != nil {
		return nil, l.err
	}
	return out, nil
}

// Model turns o.Values into an assignment of the variables 1..n (see ModelOf).
func (o *Output) Model(n int) ([]bool, error) { return ModelOf(o.Values, n) }

// ModelOf turns a solver's literals into an assignment of the variables
// 1..n: m[v] is the value of variable v (m[0] is unused, like
// encode.Model). Variables the literals do not mention are false. A zero
// literal, a variable beyond n, or a variable given both signs is an error.
func ModelOf(values []int, n int) ([]bool, error) {
	if n < 0 {
		return nil, fmt.Errorf("dimacs: negative variable count %d", n)
	}
	m := make([]bool, n+1)
	seen := make([]int8, n+1) // 1 true, -1 false
	for i, l := range values {
		v, s := l, int8(1)
		if l < 0 {
			v, s = -l, -1
		}
		switch {
		case v < 0: // math.MinInt
			return nil, fmt.Errorf("dimacs: model literal %d out of range: the formula has %d variables", l, n)
		case l == 0:
			return nil, fmt.Errorf("dimacs: model value %d is 0 (not a literal)", i+1)
		case v > n:
			return nil, fmt.Errorf("dimacs: model literal %d out of range: the formula has %d variables", l, n)
		case seen[v] == -s:
			return nil, fmt.Errorf("dimacs: model gives variable %d both values (literals %d and %d)", v, -l, l)
		}
		seen[v] = s
		m[v] = s > 0
	}
	return m, nil
}
