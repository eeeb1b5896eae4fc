package dimacs

import (
	"errors"
	"io"
	"strconv"
	"strings"
)

// Literal is any integer type that holds DIMACS literals, such as int,
// int32 or a named type like encode.Lit. AppendClause and WriteClause
// accept slices of it without copying.
type Literal interface {
	~int | ~int32 | ~int64
}

const writeBufSize = 1 << 16

// Writer streams DIMACS CNF: a header, comment lines and clauses, in any
// order the caller chooses (normally comments, then the header, more
// comments, then the clauses). The first error is sticky: every later call
// returns it. Call Flush at the end.
type Writer struct {
	w   io.Writer
	buf []byte
	err error
}

// NewWriter returns a Writer on w. Call Flush at the end.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: w, buf: make([]byte, 0, writeBufSize+4096)}
}

// after appending, hand the buffer to w when it is full enough.
func (w *Writer) spill() error {
	if len(w.buf) < writeBufSize {
		return nil
	}
	return w.flushBuf()
}

func (w *Writer) flushBuf() error {
	if w.err != nil {
		return w.err
	}
	if len(w.buf) > 0 {
		n, err := w.w.Write(w.buf)
		if err == nil && n < len(w.buf) {
			err = io.ErrShortWrite
		}
		if err != nil {
			w.err = err
			return err
		}
	}
	w.buf = w.buf[:0]
	return nil
}

// Header writes "p cnf vars clauses". Negative counts are an error.
func (w *Writer) Header(vars, clauses int) error {
	if w.err != nil {
		return w.err
	}
	if vars < 0 || clauses < 0 || vars > maxVar {
		return errors.New("dimacs: invalid header counts " + strconv.Itoa(vars) + " " + strconv.Itoa(clauses))
	}
	w.buf = append(w.buf, "p cnf "...)
	w.buf = AppendInt(w.buf, vars)
	w.buf = append(w.buf, ' ')
	w.buf = AppendInt(w.buf, clauses)
	w.buf = append(w.buf, '\n')
	return w.spill()
}

// Comment writes "c text". A text with line breaks becomes several comment
// lines, so the output stays valid DIMACS whatever the text; an empty text
// writes a bare "c".
func (w *Writer) Comment(text string) error {
	if w.err != nil {
		return w.err
	}
	for {
		line, rest, more := cutLine(text)
		if line == "" {
			w.buf = append(w.buf, 'c', '\n')
		} else {
			w.buf = append(w.buf, 'c', ' ')
			w.buf = append(w.buf, line...)
			w.buf = append(w.buf, '\n')
		}
		if err := w.spill(); err != nil {
			return err
		}
		if !more {
			return nil
		}
		text = rest
	}
}

// cutLine splits s at the first "\n", "\r\n" or "\r".
func cutLine(s string) (line, rest string, more bool) {
	i := strings.IndexAny(s, "\r\n")
	if i < 0 {
		return s, "", false
	}
	j := i + 1
	if s[i] == '\r' && j < len(s) && s[j] == '\n' {
		j++
	}
	return s[:i], s[j:], true
}

// VarName writes the naming comment "c var <v> <name>" (or "c aux <v>
// <name>" when aux is true); see the package doc for the format.
// ParseVarName reads it back exactly.
func (w *Writer) VarName(v int, name string, aux bool) error {
	if w.err != nil {
		return w.err
	}
	w.buf = AppendVarName(w.buf, v, name, aux)
	return w.spill()
}

// Clause writes the literals followed by 0. Zero literals are not checked
// for: a 0 inside lits ends the clause early in the output.
func (w *Writer) Clause(lits []int) error { return WriteClause(w, lits) }

// WriteClause writes lits (of any integer type, e.g. []encode.Lit) followed
// by 0, without copying the slice.
func WriteClause[L Literal](w *Writer, lits []L) error {
	if w.err != nil {
		return w.err
	}
	w.buf = AppendClause(w.buf, lits)
	if len(w.buf) < writeBufSize {
		return nil
	}
	return w.flushBuf()
}

// Flush writes buffered data.
func (w *Writer) Flush() error { return w.flushBuf() }

// AppendClause appends "l1 l2 ... 0\n" to buf.
func AppendClause[L Literal](buf []byte, lits []L) []byte {
	for _, l := range lits {
		buf = appendInt64(buf, int64(l))
		buf = append(buf, ' ')
	}
	return append(buf, '0', '\n')
}

// AppendInt appends the decimal form of v to buf (like strconv.AppendInt,
// tuned for literal-sized numbers).
func AppendInt(buf []byte, v int) []byte { return appendInt64(buf, int64(v)) }

const digitPairs = "00010203040506070809" +
	"10111213141516171819" +
	"20212223242526272829" +
	"30313233343536373839" +
	"40414243444546474849" +
	"50515253545556575859" +
	"60616263646566676869" +
	"70717273747576777879" +
	"80818283848586878889" +
	"90919293949596979899"

func appendInt64(buf []byte, v int64) []byte {
	if v < 0 {
		if v == -1<<63 {
			return strconv.AppendInt(buf, v, 10)
		}
		buf = append(buf, '-')
		v = -v
	}
	u := uint64(v)
	if u < 10 {
		return append(buf, byte('0'+u))
	}
	var tmp [20]byte
	i := len(tmp)
	for u >= 100 {
		q := u / 100
		r := (u - q*100) * 2
		i -= 2
		tmp[i] = digitPairs[r]
		tmp[i+1] = digitPairs[r+1]
		u = q
	}
	if u >= 10 {
		r := u * 2
		i -= 2
		tmp[i] = digitPairs[r]
		tmp[i+1] = digitPairs[r+1]
	} else {
		i--
		tmp[i] = byte('0' + u)
	}
	return append(buf, tmp[i:]...)
}
