package dimacs

import (
	"bytes"
	"io"
	"math"
	"strconv"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

const (
	maxVar      = math.MaxInt32 // largest variable (and literal magnitude) DIMACS files may use
	readBufSize = 1 << 18
	// minAhead is how many bytes the fast path wants in the buffer before a
	// number: the longest literal ("-2147483647") plus its terminator fits.
	minAhead = 24
	maxTok   = 64   // offending tokens are quoted up to this length
	maxHdr   = 4096 // longest header line accepted
	// keepBehind is how many bytes before the read position a refill
	// keeps, so that an error's source line (what the error display shows
	// before the caret) is still in the buffer: the input is never read
	// twice, and may be a pipe or a FIFO.
	keepBehind = 80
	// srcAfter is how much of the offending line after the error's column
	// goes into the error's Source.
	srcAfter = 120
)

// DefaultMaxClauseLen bounds the length of one clause when
// Options.MaxClauseLen is 0: Read holds the clause being read in memory (8
// bytes a literal), so an endless line of literals without a 0 must not
// exhaust it.
const DefaultMaxClauseLen = 1 << 24

type reader struct {
	r         io.Reader
	buf       []byte
	p, end    int
	base      int64 // stream offset of buf[0]
	line      int   // current line, 1-based
	lineStart int64 // stream offset of the current line's first byte
	eof       bool
	rerr      error

	h    Handler
	ch   CommentHandler
	opt  Options
	info Info
	lits []int

	hasHeader             bool
	hdrLine, hdrCntCol    int // position of the header and of its clause count
	count                 int // clauses started so far
	clauseLimit           int // count above which startClause must look closer
	maxSeen               int // largest variable seen
	varLimit              int // variable above which a literal needs a closer look
	clauseLine, clauseCol int // where the open clause started
	comment               []byte
	warnedCR              bool
	nlits                 int64  // literals of the clauses read so far
	maxClause             int    // Options.MaxClauseLen or its default
	hdrSrc                string // the last header line read, for errors about it
	hdrSrcLine, hdrCol    int    // its line and first column
}

// Read streams DIMACS CNF from r to h (a nil h only checks the input). See
// the package doc for the accepted syntax and for what is a warning
// (lenient mode, collected in Info.Warnings) and what is an error. Syntax errors are *srcpos.Error
// values with the line, column and offending text; errors returned by h
// and read errors of r are returned unchanged. Read never buffers more than
// a fixed window of r (plus one comment line when h is a CommentHandler).
func Read(r io.Reader, h Handler, opt Options) (Info, error) {
	if h == nil {
		h = nopHandler{}
	}
	size := readBufSize
	if lr, ok := r.(interface{ Len() int }); ok && lr.Len() < size/2 {
		size = max(lr.Len()+1, 4096) // small in-memory input: small window
	}
	rd := &reader{
		r:           r,
		buf:         make([]byte, size),
		line:        1,
		h:           h,
		opt:         opt,
		info:        Info{HeaderVars: -1, HeaderClauses: -1},
		lits:        make([]int, 0, 64),
		clauseLimit: 0,
		varLimit:    maxVar,
		maxClause:   opt.MaxClauseLen,
	}
	if rd.maxClause <= 0 {
		rd.maxClause = DefaultMaxClauseLen
	}
	if opt.MaxVars > 0 && opt.MaxVars < maxVar {
		rd.varLimit = opt.MaxVars
	}
	rd.ch, _ = h.(CommentHandler)
	err := rd.run()
	rd.info.Clauses = rd.count
	rd.info.Vars = rd.maxSeen
	return rd.info, err
}

// fill moves the unread bytes to the front of the buffer and reads more.
// It reports whether new bytes arrived.
func (r *reader) fill() bool {
	if r.eof {
		return false
	}
	keep := min(r.p, keepBehind)
	if r.end == len(r.buf) && r.p == keep {
		keep = 0 // no room: drop the look-behind rather than stall
	}
	if r.p > keep {
		n := copy(r.buf, r.buf[r.p-keep:r.end])
		r.base += int64(r.p - keep)
		r.p, r.end = keep, n
	}
	for tries := 0; tries < 100; tries++ {
		n, err := r.r.Read(r.buf[r.end:])
		if n < 0 || n > len(r.buf)-r.end {
			n = 0
			err = io.ErrNoProgress
		}
		r.end += n
		if err != nil {
			r.eof = true
			if err != io.EOF {
				r.rerr = err
			}
			return n > 0
		}
		if n > 0 {
			return true
		}
	}
	r.eof = true
	r.rerr = io.ErrNoProgress
	return false
}

var utf8BOM = []byte{0xef, 0xbb, 0xbf}

func (r *reader) col(p int) int { return int(r.base+int64(p)-r.lineStart) + 1 }

func (r *reader) errorf(line, col int, text, format string, args ...any) error {
	if r.rerr != nil { // a failed read explains whatever looks wrong
		return r.rerr
	}
	e := srcpos.Errorf(line, col, text, format, args...)
	r.source(e)
	return e
}

// source fills in e's Source from what the reader still holds: the
// header line, or the part of the current line around e's column that is
// in the buffer (SourceCol tells where that part starts when the line's
// beginning is gone). The input is never read again.
func (r *reader) source(e *srcpos.Error) {
	switch {
	case e.Line == r.hdrSrcLine && r.hdrSrc != "":
		e.Source, e.SourceCol = r.hdrSrc, r.hdrCol
		return
	case e.Line != r.line || e.Col <= 0:
		return
	}
	at := r.lineStart + int64(e.Col-1) - r.base // buffer index of the column
	if at < 0 || at > int64(r.end) {
		return
	}
	i := int(at)
	start := i
	for start > 0 && i-start < keepBehind && r.buf[start-1] != '\n' {
		start--
	}
	end := i
	for end < r.end && end-i < srcAfter && r.buf[end] != '\n' {
		end++
	}
	e.Source = string(r.buf[start:end])
	if r.base+int64(start) > r.lineStart {
		e.SourceCol = e.Col - (i - start) // the line's beginning is gone
	}
}

func (r *reader) warn(line, col int, text, format string, args ...any) {
	e := srcpos.Errorf(line, col, text, format, args...)
	r.info.Warnings = append(r.info.Warnings, Warning{Line: line, Col: col, Text: text, Msg: e.Msg})
}

// complain is an error in strict mode and a warning otherwise.
func (r *reader) complain(line, col int, text, format string, args ...any) error {
	if r.opt.Strict || r.rerr != nil {
		return r.errorf(line, col, text, format, args...)
	}
	r.warn(line, col, text, format, args...)
	return nil
}

// tokenAt moves to p, makes sure the buffer holds the whole (clipped) token
// there, and returns it with its line and column. For error paths only.
func (r *reader) tokenAt(p int) (tok string, line, col int) {
	r.p = p
	for r.end-r.p <= maxTok && r.fill() {
	}
	return r.token(r.p), r.line, r.col(r.p)
}

// token returns the whitespace-delimited token at p (clipped), as far as the
// buffer holds it.
func (r *reader) token(p int) string {
	q := p
	for q < r.end && q-p < maxTok && !isSpace(r.buf[q]) {
		q++
	}
	s := string(r.buf[p:q])
	if q < r.end && q-p == maxTok && !isSpace(r.buf[q]) {
		s += "..."
	}
	return s
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

// run is the reader's loop. Its inner loop over literals is the hot path
// of every DIMACS command (BenchmarkRead): it is kept in one piece (the
// digit scan, scanDigits, is inlined), with the per-clause work in
// endClause and beginClause, and what stops the loop (a refill, a line
// that is no clause) in notNumber.
func (r *reader) run() error {
	r.skipBOM()
	bol := true // only blanks so far on this line
	for {
		buf, p, end := r.buf, r.p, r.end
	fast:
		for p < end {
			c := buf[p]
			switch {
			case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
				p++
			case c == '\n':
				p++
				r.line++
				r.lineStart = r.base + int64(p)
				bol = true
			case c-'0' <= 9 || c == '-':
				if end-p < minAhead && !r.eof {
					break fast // refill first
				}
				start := p
				neg := c == '-'
				if neg {
					p++
				}
				q := p
				var v uint64
				v, p = scanDigits(buf, p, end)
				if p == q || (p < end && !isSpace(buf[p])) || v > maxVar || (neg && v == 0) {
					r.p = start
					return r.badNumber(start, q, p, v, neg)
				}
				bol = false
				if v == 0 {
					r.p = p
					if err := r.endClause(start); err != nil {
						return err
					}
					continue
				}
				if len(r.lits) == 0 {
					r.p = p
					if err := r.beginClause(start); err != nil {
						return err
					}
				}
				a := int(v)
				if a > r.maxSeen {
					r.maxSeen = a
					if a > r.varLimit {
						if err := r.beyond(start, a); err != nil {
							return err
						}
					}
				}
				if neg {
					a = -a
				}
				if len(r.lits) == cap(r.lits) {
					r.p = p
					if err := r.growClause(); err != nil {
						return err
					}
				}
				r.lits = append(r.lits, a)
			default:
				break fast
			}
		}
		r.p = p
		next, done, err := r.notNumber(bol)
		if done || err != nil {
			return err
		}
		bol = next
	}
}

// scanDigits reads the decimal digits at buf[p:end], at most 11 of them
// (one more than the largest variable has), and returns their value and
// the index after them. It is inlined into run's literal loop.
func scanDigits(buf []byte, p, end int) (v uint64, next int) {
	for q := p; p < end && p-q <= 10; p++ {
		d := buf[p] - '0'
		if d > 9 {
			break
		}
		v = v*10 + uint64(d)
	}
	return v, p
}

// notNumber handles what stopped run's literal loop at r.p: the end of
// the buffer (a refill, or the end of the input: done), a number too close
// to the buffer's end to scan in place (a refill first), or a byte that
// starts no number (lineKind). bol tells whether the line had only blanks
// before r.p; notNumber returns it for the byte it leaves r.p at.
func (r *reader) notNumber(bol bool) (bolNext, done bool, err error) {
	buf, p, end := r.buf, r.p, r.end
	if p >= end || (end-p < minAhead && !r.eof && (buf[p]-'0' <= 9 || buf[p] == '-')) {
		if !r.fill() && r.p >= r.end {
			if r.rerr != nil {
				return bol, true, r.rerr
			}
			return bol, true, r.finish()
		}
		return bol, false, nil
	}
	if done, err := r.lineKind(buf[p], p, bol); done || err != nil {
		return bol, true, err
	}
	// commentLine and header consume their line break
	return true, false, nil
}

// skipBOM skips a UTF-8 byte order mark (left by some Windows editors).
func (r *reader) skipBOM() {
	for r.end-r.p < len(utf8BOM) && r.fill() {
	}
	if bytes.HasPrefix(r.buf[r.p:r.end], utf8BOM) {
		r.p += len(utf8BOM)
		r.lineStart = r.base + int64(r.p)
	}
}

// endClause ends the clause at the 0 that starts at byte start: counted,
// bounded, handed to the handler.
func (r *reader) endClause(start int) error {
	if len(r.lits) == 0 {
		if r.count++; r.count > r.clauseLimit {
			if err := r.startClause(start); err != nil {
				return err
			}
		}
	}
	if r.nlits += int64(len(r.lits)); r.nlits > r.opt.MaxLiterals && r.opt.MaxLiterals > 0 {
		return r.tooMany()
	}
	if err := r.h.Clause(r.lits); err != nil {
		return err
	}
	r.lits = r.lits[:0]
	return nil
}

// beginClause notes where a clause starts (its first literal at byte
// start) and counts it against the header.
func (r *reader) beginClause(start int) error {
	r.clauseLine, r.clauseCol = r.line, r.col(start)
	if r.count++; r.count > r.clauseLimit {
		return r.startClause(start)
	}
	return nil
}

// lineKind handles what is no number at byte p, with c = buf[p]: a
// comment or header line, the end marker (done), or an error.
func (r *reader) lineKind(c byte, p int, bol bool) (done bool, err error) {
	switch {
	case bol && c == 'c':
		return false, r.commentLine()
	case bol && c == 'p':
		return false, r.header()
	case bol && c == '%':
		r.info.EndLine = r.line
		return true, r.finish()
	case c == 'c' || c == 'p' || c == '%':
		what := map[byte]string{'c': "a comment", 'p': "the header", '%': "the end marker"}[c]
		tok, line, col := r.tokenAt(p)
		return true, r.errorf(line, col, tok, "unexpected %q: %s must start a line", c, what)
	}
	tok, line, col := r.tokenAt(p)
	return true, r.errorf(line, col, tok, "not a number")
}

// badNumber explains why the token at start is not a literal. q is where
// its digits begin, p where the digit scan stopped.
func (r *reader) badNumber(start, q, p int, v uint64, neg bool) error {
	// classify before tokenAt moves the buffer
	digitNext := p < r.end && r.buf[p]-'0' <= 9
	glued := p < r.end && !isSpace(r.buf[p])
	tok, line, col := r.tokenAt(start)
	switch {
	case p == q:
		return r.errorf(line, col, tok, "not a number")
	case digitNext, v > maxVar:
		return r.errorf(line, col, tok, "number out of range (variables are at most %d)", maxVar)
	case glued:
		return r.errorf(line, col, tok, "not a number")
	default: // -0
		return r.errorf(line, col, tok, "-0 is not a literal")
	}
}

// growClause is called when the open clause fills its slice: it refuses
// a clause longer than the limit, or one that would take the literals read
// beyond Options.MaxLiterals, before the slice grows.
func (r *reader) growClause() error {
	if len(r.lits) >= r.maxClause {
		line, col := r.clauseLine, r.clauseCol
		e := srcpos.Errorf(line, col, strconv.Itoa(r.lits[0]), "clause longer than %d literals (the limit of this reader)", r.maxClause)
		r.source(e)
		return e
	}
	if r.opt.MaxLiterals > 0 && r.nlits+int64(len(r.lits)) >= r.opt.MaxLiterals {
		return r.tooMany()
	}
	return nil
}

// tooMany is the error for an input with more than Options.MaxLiterals
// literals, at the start of the clause that crosses the limit.
func (r *reader) tooMany() error {
	e := srcpos.Errorf(r.clauseLine, r.clauseCol, strconv.Itoa(r.lits[0]), "more than %d literals in all (the limit of this reader)", r.opt.MaxLiterals)
	r.source(e)
	return e
}

// startClause handles the rare cases at the start of a clause: no header
// yet, or more clauses than the header declared.
func (r *reader) startClause(p int) error {
	line, col := r.line, r.col(p)
	if !r.hasHeader {
		if err := r.complain(line, col, r.token(p), "clause before any \"p cnf\" header"); err != nil {
			return err
		}
		r.clauseLimit = math.MaxInt
		return nil
	}
	r.clauseLimit = math.MaxInt // complain once
	return r.complain(line, col, r.token(p), "more clauses than the %d declared in the header", r.info.HeaderClauses)
}

func (r *reader) beyond(p, v int) error {
	if r.opt.MaxVars > 0 && v > r.opt.MaxVars {
		return r.errorf(r.line, r.col(p), r.token(p), "variable %d beyond the limit of %d variables", v, r.opt.MaxVars)
	}
	r.varLimit = maxVar // complain once
	if r.opt.MaxVars > 0 {
		r.varLimit = r.opt.MaxVars
	}
	return r.complain(r.line, r.col(p), r.token(p), "variable %d beyond the %d declared in the header", v, r.info.HeaderVars)
}

// commentLine consumes a comment line starting at r.p (the 'c') and its
// line break, handing the text after the 'c' to a CommentHandler.
func (r *reader) commentLine() error {
	line := r.line
	r.p++ // the 'c'
	r.comment = r.comment[:0]
	loneCR := 0     // column of a carriage return not followed by \n
	pendCR := false // the previous segment ended in \r
	nl := false
	for {
		seg := r.buf[r.p:r.end]
		i := bytes.IndexByte(seg, '\n')
		part := seg
		if i >= 0 {
			part = seg[:i]
		}
		if pendCR && len(seg) > 0 && seg[0] != '\n' && loneCR == 0 {
			loneCR = r.col(r.p) - 1
		}
		if j := bytes.IndexByte(part, '\r'); j >= 0 && loneCR == 0 {
			for k := j; k+1 < len(part); k++ {
				if part[k] == '\r' {
					loneCR = r.col(r.p + k)
					break
				}
			}
		}
		pendCR = i < 0 && len(part) > 0 && part[len(part)-1] == '\r'
		if r.ch != nil {
			r.comment = append(r.comment, part...)
		}
		if i >= 0 {
			r.p += i + 1
			nl = true
			break
		}
		r.p = r.end
		if !r.fill() {
			if r.rerr != nil {
				return r.rerr
			}
			break
		}
	}
	if loneCR > 0 && !r.warnedCR {
		r.warnedCR = true // complain once
		if err := r.complain(line, loneCR, "\\r", "carriage return inside a comment line (line breaks must be \\n or \\r\\n)"); err != nil {
			return err
		}
	}
	if nl {
		r.line++
		r.lineStart = r.base + int64(r.p)
	}
	if r.ch != nil {
		text := r.comment
		if n := len(text); n > 0 && text[n-1] == '\r' {
			text = text[:n-1]
		}
		return r.ch.Comment(line, text)
	}
	return nil
}

// header consumes a "p cnf V C" line and its line break.
func (r *reader) header() error {
	line, col0 := r.line, r.col(r.p)
	hdr, long, nl, err := r.headerLine()
	if err != nil {
		return err
	}
	r.hdrSrcLine, r.hdrSrc, r.hdrCol = line, string(hdr), col0
	whole := clip(bytes.TrimSpace(hdr))
	switch {
	case long:
		return r.errorf(line, col0, clip(hdr), "header line too long")
	case r.hasHeader:
		return r.errorf(line, col0, whole, "second \"p cnf\" header (the first is on line %d)", r.hdrLine)
	case r.count > 0:
		return r.errorf(line, col0, whole, "\"p cnf\" header after clauses")
	}
	n, cntCol, err := r.headerFields(hdr, line, col0)
	if err != nil {
		return err
	}
	r.hasHeader = true
	r.hdrLine, r.hdrCntCol = line, cntCol
	r.info.HeaderVars, r.info.HeaderClauses = n[0], n[1]
	r.clauseLimit = n[1]
	r.varLimit = n[0]
	if nl {
		r.line++
		r.lineStart = r.base + int64(r.p)
	}
	return r.h.Header(n[0], n[1])
}

// headerLine reads the header line (up to maxHdr bytes of it; long says
// it was longer) and its line break (nl), refilling the buffer as needed.
func (r *reader) headerLine() (hdr []byte, long, nl bool, err error) {
	for {
		seg := r.buf[r.p:r.end]
		i := bytes.IndexByte(seg, '\n')
		part := seg
		if i >= 0 {
			part = seg[:i]
		}
		if len(hdr)+len(part) <= maxHdr {
			hdr = append(hdr, part...)
		} else {
			long = true
		}
		if i >= 0 {
			r.p += i + 1
			return hdr, long, true, nil
		}
		r.p = r.end
		if !r.fill() {
			return hdr, long, false, r.rerr
		}
	}
}

// headerFields reads "p cnf VARS CLAUSES" from hdr (which starts at
// column col0 of line): the two counts and the column of the clause count.
func (r *reader) headerFields(hdr []byte, line, col0 int) (n [2]int, cntCol int, err error) {
	type field struct {
		s   string
		col int
	}
	var fs []field
	for i := 0; i < len(hdr); {
		for i < len(hdr) && isSpace(hdr[i]) {
			i++
		}
		j := i
		for j < len(hdr) && !isSpace(hdr[j]) {
			j++
		}
		if j > i {
			fs = append(fs, field{string(hdr[i:j]), col0 + i})
		}
		i = j
	}
	whole := clip(bytes.TrimSpace(hdr))
	const want = "malformed header: want \"p cnf <variables> <clauses>\""
	switch {
	case fs[0].s != "p":
		return n, 0, r.errorf(line, col0, fs[0].s, want)
	case len(fs) < 2:
		return n, 0, r.errorf(line, col0, whole, want)
	case fs[1].s != "cnf":
		return n, 0, r.errorf(line, fs[1].col, fs[1].s, "unsupported format %q: want \"p cnf <variables> <clauses>\"", fs[1].s)
	case len(fs) < 4:
		return n, 0, r.errorf(line, col0, whole, want)
	case len(fs) > 4:
		return n, 0, r.errorf(line, fs[4].col, fs[4].s, "unexpected text after the header")
	}
	for k, what := range []string{"variable", "clause"} {
		f := fs[2+k]
		v, err := strconv.ParseUint(f.s, 10, 64)
		if err != nil && !isDigits(f.s) {
			return n, 0, r.errorf(line, f.col, f.s, "malformed header: %s count is not a number", what)
		}
		if err != nil || v > maxVar {
			return n, 0, r.errorf(line, f.col, f.s, "%s count out of range (at most %d)", what, maxVar)
		}
		n[k] = int(v)
	}
	if r.opt.MaxVars > 0 && n[0] > r.opt.MaxVars {
		return n, 0, r.errorf(line, fs[2].col, fs[2].s, "the header declares more variables than the limit of %d", r.opt.MaxVars)
	}
	return n, fs[3].col, nil
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func clip(b []byte) string {
	if len(b) > maxTok {
		return string(b[:maxTok]) + "..."
	}
	return string(b)
}

// finish handles the end of input (or the % marker).
func (r *reader) finish() error {
	if len(r.lits) > 0 {
		if err := r.complain(r.clauseLine, r.clauseCol, strconv.Itoa(r.lits[0]), "last clause is not terminated by 0"); err != nil {
			return err
		}
		if err := r.h.Clause(r.lits); err != nil {
			return err
		}
		r.lits = r.lits[:0]
	}
	if !r.hasHeader {
		if r.count == 0 {
			return r.complain(r.line, r.col(r.p), "", "no \"p cnf\" header")
		}
		return nil
	}
	if r.count < r.info.HeaderClauses {
		return r.complain(r.hdrLine, r.hdrCntCol, strconv.Itoa(r.info.HeaderClauses),
			"the header declares %d clauses but there are %d", r.info.HeaderClauses, r.count)
	}
	return nil
}

type nopHandler struct{}

func (nopHandler) Header(int, int) error { return nil }
func (nopHandler) Clause([]int) error    { return nil }
