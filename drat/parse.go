package drat

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Format is a proof's encoding.
type Format int

// The formats. Auto detects text or binary from the first bytes, as
// drat-trim does (see the package doc).
const (
	Auto Format = iota
	Text
	Binary
)

func (f Format) String() string {
	switch f {
	case Text:
		return "text"
	case Binary:
		return "binary"
	}
	return "auto"
}

// step is one proof step as read: an addition or a deletion of a clause
// given as literal codes (see lit.go), with its position: line<<32|column
// for text, the byte offset for binary proofs.
type stepFunc func(del bool, lits []uint32, pos int64) error

// reader is a small buffered reader that knows the absolute offset of
// every byte and keeps the current line's start for error displays. It
// never goes back to the input: a proof may be a pipe.
type reader struct {
	r        io.Reader
	buf      []byte
	pos, end int
	base     int64 // absolute offset of buf[0]
	err      error // sticky read error (io.EOF at the end)
	// text position of buf[pos]
	line      int
	lineStart int64 // absolute offset of the current line's first byte
}

func newReader(r io.Reader) *reader {
	return &reader{r: r, buf: make([]byte, 64<<10), line: 1}
}

// fill reads more input; it reports false at the end or on an error.
func (rd *reader) fill() bool {
	if rd.err != nil {
		return false
	}
	// Keep the current line's start in the buffer while it fits in half
	// of it, so that an error can quote the line.
	keep := rd.pos
	if ls := rd.lineStart - rd.base; ls >= 0 && ls < int64(rd.pos) && int64(rd.pos)-ls < int64(len(rd.buf)/2) {
		keep = int(ls)
	}
	copy(rd.buf, rd.buf[keep:rd.end])
	rd.base += int64(keep)
	rd.end -= keep
	rd.pos -= keep
	for rd.end < len(rd.buf) {
		n, err := rd.r.Read(rd.buf[rd.end:])
		rd.end += n
		if err != nil {
			rd.err = err
			break
		}
		if n > 0 {
			break
		}
	}
	return rd.pos < rd.end
}

// peek returns the next byte without consuming it (ok false at the end).
func (rd *reader) peek() (byte, bool) {
	if rd.pos >= rd.end && !rd.fill() {
		return 0, false
	}
	return rd.buf[rd.pos], true
}

// next consumes one byte.
func (rd *reader) next() (byte, bool) {
	c, ok := rd.peek()
	if ok {
		rd.pos++
		if c == '\n' {
			rd.line++
			rd.lineStart = rd.base + int64(rd.pos)
		}
	}
	return c, ok
}

// offset is the absolute offset of the next byte.
func (rd *reader) offset() int64 { return rd.base + int64(rd.pos) }

// col is the 1-based column of the next byte.
func (rd *reader) col() int { return int(rd.offset()-rd.lineStart) + 1 }

// readErr is the input's error, nil at a clean end.
func (rd *reader) readErr() error {
	if rd.err == io.EOF {
		return nil
	}
	return rd.err
}

// source is the current line as far as it is still buffered, read on to
// its end (at most a few hundred bytes), for the caret display.
func (rd *reader) source() string {
	ls := rd.lineStart - rd.base
	if ls < 0 || ls > int64(rd.end) {
		return ""
	}
	for i := 0; i < 512; i++ {
		if c, ok := rd.peek(); !ok || c == '\n' {
			break
		}
		rd.pos++
	}
	ls = rd.lineStart - rd.base
	if ls < 0 {
		return ""
	}
	end := int64(rd.pos)
	return string(rd.buf[ls:end])
}

// detect decides the format of a proof from its first bytes (at most 16)
// without consuming them.
func detect(rd *reader) Format {
	for rd.end-rd.pos < 16 && rd.fill() {
	}
	return detectHead(rd.buf[rd.pos:rd.end])
}

// detectHead is the detection rule on the first bytes of a proof.
func detectHead(head []byte) Format {
	if len(head) > 16 {
		head = head[:16]
	}
	if len(head) == 0 {
		return Text
	}
	if len(head) >= 4 && string(head[:4]) == "%RUP" {
		return Text // picosat's RUP header
	}
	isText := func(c byte) bool {
		return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '-' || c == 'c' || c == 'd' || (c >= '0' && c <= '9')
	}
	// drat-trim's rule: the first two bytes decide; a text proof starts
	// with a literal, "d ", a comment or blank space.
	for i := 0; i < len(head) && i < 2; i++ {
		if !isText(head[i]) {
			return Binary
		}
	}
	if head[0] == 'd' && len(head) > 1 && head[1] != ' ' && head[1] != '\t' {
		return Binary // "d" then a literal's byte: a binary deletion
	}
	// Bytes no text proof holds (NUL ends every binary clause).
	for _, c := range head {
		if c == 0 || c >= 0x80 || (c < ' ' && c != '\t' && c != '\n' && c != '\r') {
			return Binary
		}
	}
	return Text
}

// parseProof reads every step of a proof and hands it to fn. The format
// is detected when f is Auto. It returns the format used. maxVar bounds
// the variables (a larger one is an error before any memory is spent).
func parseProof(r io.Reader, f Format, maxVar int, fn stepFunc) (Format, error) {
	rd := newReader(r)
	if f == Auto {
		f = detect(rd)
	}
	var err error
	if f == Binary {
		err = parseBinary(rd, maxVar, fn)
	} else {
		err = parseText(rd, maxVar, fn)
	}
	return f, err
}

// textErr is a positioned error at line:col of the text proof.
func textErr(rd *reader, line, col int, text, format string, args ...any) error {
	e := srcpos.Errorf(line, col, text, format, args...)
	if line == rd.line {
		e.Source = rd.source()
	}
	return e
}

// parseText reads a text DRAT proof.
func parseText(rd *reader, maxVar int, fn stepFunc) error {
	var lits []uint32
	inClause, del := false, false
	var startLine, startCol int
	atLineStart := true
	if c, ok := rd.peek(); ok && c == '%' {
		skipLine(rd) // picosat's "%RUPD32 V C" header
	}
	for {
		c, ok := rd.peek()
		if !ok {
			break
		}
		switch {
		case c == '\n':
			rd.next()
			atLineStart = true
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
			rd.next()
			continue
		case c == 'c' && atLineStart:
			skipLine(rd)
			continue
		}
		atLineStart = false
		line, col := rd.line, rd.col()
		tok := token(rd)
		if tok == "d" {
			if inClause {
				return textErr(rd, line, col, tok, "\"d\" inside a clause (the clause before it has no terminating 0)")
			}
			inClause, del = true, true
			startLine, startCol = line, col
			continue
		}
		n, err := parseLit(tok)
		if err != nil {
			return textErr(rd, line, col, tok, "%v", err)
		}
		if n > maxVar || -n > maxVar {
			return textErr(rd, line, col, tok, "variable %d exceeds the limit of %d variables", abs(n), maxVar)
		}
		if !inClause {
			inClause, del = true, false
			startLine, startCol = line, col
		}
		if n != 0 {
			lits = append(lits, litCode(n))
			continue
		}
		if err := fn(del, lits, int64(startLine)<<32|int64(startCol)); err != nil {
			return err
		}
		lits, inClause = lits[:0], false
	}
	if err := rd.readErr(); err != nil {
		return err
	}
	if inClause {
		return srcpos.Errorf(startLine, startCol, "", "the proof ends inside a clause (no terminating 0): truncated proof?")
	}
	return nil
}

// skipLine consumes the rest of the current line and its line break.
func skipLine(rd *reader) {
	for {
		c, ok := rd.next()
		if !ok || c == '\n' {
			return
		}
	}
}

// token consumes a run of non-blank bytes (returning at most 40 of them).
func token(rd *reader) string {
	var b []byte
	for {
		c, ok := rd.peek()
		if !ok || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			break
		}
		if len(b) < 40 {
			b = append(b, c)
		}
		rd.next()
	}
	return string(b)
}

// parseLit reads a literal: an optional '-' and 1 to 10 digits, at most
// 2^31-1 in magnitude; "-0" is not a literal.
func parseLit(tok string) (int, error) {
	s := tok
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		s = s[1:]
	}
	if len(s) == 0 || len(s) > 10 {
		if len(s) > 10 && allDigits(s) {
			return 0, errors.New("literal out of range")
		}
		return 0, errors.New("not a literal")
	}
	if !allDigits(s) {
		return 0, errors.New("not a literal")
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n > 1<<31-1 {
		return 0, errors.New("literal out of range")
	}
	if neg {
		if n == 0 {
			return 0, errors.New(`"-0" is not a literal`)
		}
		n = -n
	}
	return int(n), nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// binErr is an error at a byte offset of a binary proof.
func binErr(off int64, format string, args ...any) error {
	return &srcpos.Error{Msg: fmt.Sprintf("byte %d: ", off) + fmt.Sprintf(format, args...)}
}

// parseBinary reads a binary DRAT proof: 'a' or 'd', then literals as
// variable-length unsigned numbers (7 bits a byte, least significant
// first, high bit set on every byte but the last) of 2*var+sign, then 0.
func parseBinary(rd *reader, maxVar int, fn stepFunc) error {
	var lits []uint32
	for {
		start := rd.offset()
		c, ok := rd.next()
		if !ok {
			return rd.readErr()
		}
		if c != 'a' && c != 'd' {
			return binErr(start, "step marker 0x%02x, want 'a' (0x61) or 'd' (0x64)", c)
		}
		lits = lits[:0]
		for {
			at := rd.offset()
			u, err := readVarint(rd)
			if err != nil {
				if err == rd.readErr() {
					return err
				}
				return binErr(at, "%v", err)
			}
			if u == 0 {
				break
			}
			if u == 1 {
				return binErr(at, `literal "-0" (encoded 1)`)
			}
			if u>>1 > uint64(maxVar) {
				return binErr(at, "variable %d exceeds the limit of %d variables", u>>1, maxVar)
			}
			lits = append(lits, uint32(u))
		}
		if err := fn(c == 'd', lits, start); err != nil {
			return err
		}
	}
}

// readVarint reads one variable-length number of at most 5 bytes (32 bits).
func readVarint(rd *reader) (uint64, error) {
	var u uint64
	for shift := 0; ; shift += 7 {
		c, ok := rd.next()
		if !ok {
			if err := rd.readErr(); err != nil {
				return 0, err
			}
			return 0, errors.New("the proof ends inside a clause: truncated proof?")
		}
		if shift >= 35 {
			return 0, errors.New("literal out of range (more than 5 bytes)")
		}
		u |= uint64(c&0x7f) << shift
		if c < 0x80 {
			if u > 1<<32-1 {
				return 0, errors.New("literal out of range")
			}
			return u, nil
		}
	}
}
