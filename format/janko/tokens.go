package janko

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Token is one blank-separated word of a line, at its 1-based line and
// column.
type Token struct {
	Text      string
	Line, Col int
}

// Errorf is a positioned error at t.
func (t Token) Errorf(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(t.Line, t.Col, t.Text, format, args...)
}

// Scanner reads the plain grid form of any genre token by token: a header
// line of numbers ("ROWS COLS", Star Battle's "ROWS COLS STARS"), lines
// of tokens (the grid, then whatever the genre puts after it: a region
// grid, clue lists), puzzle after puzzle. Blank lines and lines starting
// with '#' are skipped. Genre readers build on it:
//
//	sc := janko.NewScanner(data)
//	for sc.More() {
//		head, err := sc.Header(2, 2) // ROWS COLS
//		...
//		rows, err := sc.Rows(head[0], head[1], "grid")
//		...
//	}
//
// Errors are *srcpos.Error values at the offending token, or, for
// something missing, at the line after the last one read.
type Scanner struct {
	// The input, tokenized a line at a time as the reader asks: the
	// memory held is the input and the lines looked ahead at, never a
	// token per byte of a huge input (issue 32 item 4: 60 MB of ".\n"
	// lines took gigabytes as tokens before any reader could refuse
	// them).
	data string
	off  int       // the next byte to read
	n    int       // line number of the last line read
	q    []rawLine // lines read but not taken: q[0] is the next line
	end  int       // the line number after the last line
	// HashRows makes Rows take a line starting with '#' as a row when it
	// has exactly the row's number of tokens (a genre whose grids use '#'
	// as a token: Star Battle's cells in no region); elsewhere such a
	// line is a comment, as always.
	HashRows bool
}

// rawLine is a non-blank line's tokens.
type rawLine struct {
	toks    []Token
	comment bool // it starts with '#'
}

// MaxSide bounds ROWS and COLS of a header: a bigger grid is an error
// before anything is allocated for it.
const MaxSide = 1000

// NewScanner splits data into lines of tokens.
func NewScanner(data []byte) *Scanner {
	s := &Scanner{data: string(data)}
	lines := strings.Count(s.data, "\n")
	if len(s.data) > 0 && s.data[len(s.data)-1] != '\n' {
		lines++
	}
	s.end = lines + 1
	return s
}

// read reads the next non-blank line.
func (s *Scanner) read() (rawLine, bool) {
	for s.off < len(s.data) {
		rest := s.data[s.off:]
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line = rest[:i]
			s.off += i + 1
		} else {
			s.off = len(s.data)
		}
		s.n++
		line = strings.TrimRight(line, "\r")
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		return rawLine{toks: Tokens(line, s.n), comment: strings.HasPrefix(t, "#")}, true
	}
	return rawLine{}, false
}

// Tokens splits one line (number n) into tokens at blanks and tabs.
func Tokens(line string, n int) []Token {
	var ts []Token
	start := -1
	for i := 0; i <= len(line); i++ {
		blank := i == len(line) || line[i] == ' ' || line[i] == '\t'
		if blank && start >= 0 {
			ts = append(ts, Token{Text: line[start:i], Line: n, Col: start + 1})
			start = -1
		} else if !blank && start < 0 {
			start = i
		}
	}
	return ts
}

// next is the index in q of the next line that is not a comment (-1 at
// the end), reading as far as needed. Comment lines are dropped as they
// are passed, unless HashRows may take them as rows.
func (s *Scanner) next() int {
	if !s.HashRows {
		for len(s.q) > 0 && s.q[0].comment {
			s.q = s.q[1:]
		}
	}
	for j := 0; ; {
		if j == len(s.q) {
			l, ok := s.read()
			if !ok {
				return -1
			}
			if l.comment && !s.HashRows {
				continue
			}
			s.q = append(s.q, l)
		}
		if !s.q[j].comment {
			return j
		}
		j++
	}
}

// More reports whether a line is left.
func (s *Scanner) More() bool { return s.next() >= 0 }

// Peek is the next line without taking it (nil at the end).
func (s *Scanner) Peek() []Token {
	if j := s.next(); j >= 0 {
		return s.q[j].toks
	}
	return nil
}

// Next takes the next line (nil at the end).
func (s *Scanner) Next() []Token {
	j := s.next()
	if j < 0 {
		s.q = nil
		return nil
	}
	l := s.q[j].toks
	s.q = s.q[j+1:]
	return l
}

// Missing is an error about something missing at the end of the input
// (or before the next line).
func (s *Scanner) Missing(format string, args ...any) *srcpos.Error {
	line := s.end
	if l := s.Peek(); l != nil {
		line = l[0].Line
	}
	return srcpos.Errorf(line, 1, "", format, args...)
}

// Header reads a header line of at least min and at most max whole
// numbers, the first two being ROWS and COLS (each 1..MaxSide).
func (s *Scanner) Header(min, max int) ([]int, error) {
	l := s.Next()
	if l == nil {
		return nil, s.Missing("missing the header line \"ROWS COLS\"")
	}
	if len(l) < min || len(l) > max {
		want := strconv.Itoa(min)
		if max > min {
			want += " to " + strconv.Itoa(max)
		}
		return nil, l[0].Errorf("a header line holds %s numbers (ROWS COLS ...), this one %d", want, len(l))
	}
	out := make([]int, len(l))
	for i, t := range l {
		v, err := strconv.Atoi(t.Text)
		if err != nil || v < 0 {
			return nil, t.Errorf("a header holds whole numbers (ROWS COLS ...)")
		}
		if i < 2 && (v < 1 || v > MaxSide) {
			return nil, t.Errorf("a grid side is 1 to %d", MaxSide)
		}
		out[i] = v
	}
	return out, nil
}

// Rows reads rows lines of exactly cols tokens each; what names them in
// messages ("grid", "region grid").
func (s *Scanner) Rows(rows, cols int, what string) ([][]Token, error) {
	out := make([][]Token, 0, rows)
	for r := 0; r < rows; r++ {
		if s.HashRows && len(s.q) == 0 {
			if l, ok := s.read(); ok {
				s.q = append(s.q, l)
			}
		}
		if s.HashRows && len(s.q) > 0 && s.q[0].comment && len(s.q[0].toks) == cols {
			out = append(out, s.q[0].toks)
			s.q = s.q[1:]
			continue
		}
		l := s.Next()
		if l == nil {
			return nil, s.Missing("the %s has %d rows, want %d", what, r, rows)
		}
		if len(l) != cols {
			at := l[0]
			if len(l) > cols {
				at = l[cols]
			}
			return nil, at.Errorf("row %d of the %s has %d tokens, want %d", r+1, what, len(l), cols)
		}
		out = append(out, l)
	}
	return out, nil
}

// NextIsRow reports whether the next line has exactly cols tokens, none
// of them a lone header (a line of cols tokens after a grid is the
// genre's extra grid, such as its regions, not the next puzzle's
// header, unless cols is 2 or 3 and it looks like one: the genre
// decides with its own knowledge then).
func (s *Scanner) NextIsRow(cols int) bool {
	l := s.Peek()
	return l != nil && len(l) == cols
}

// WriteTokens writes a plain grid: the header numbers on one line, then each
// row's tokens separated by single blanks.
func WriteTokens(w io.Writer, header []int, rows [][]string) error {
	bw := bufio.NewWriter(w)
	for i, h := range header {
		if i > 0 {
			bw.WriteByte(' ')
		}
		bw.WriteString(strconv.Itoa(h))
	}
	bw.WriteByte('\n')
	for _, r := range rows {
		bw.WriteString(strings.Join(r, " "))
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
