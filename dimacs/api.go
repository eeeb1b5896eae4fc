// Package dimacs reads and writes DIMACS CNF and parses SAT solvers' output.
//
// TODO(dimacs): package doc (formats, leniency rules, throughput).
package dimacs

import (
	"bufio"
	"errors"
	"io"
	"strconv"
)

// Writer streams DIMACS CNF.
type Writer struct {
	w   *bufio.Writer
	buf []byte
}

// NewWriter returns a Writer on w. Call Flush at the end.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: bufio.NewWriterSize(w, 1<<16)}
}

// Header writes "p cnf vars clauses".
func (w *Writer) Header(vars, clauses int) error {
	w.buf = append(w.buf[:0], "p cnf "...)
	w.buf = strconv.AppendInt(w.buf, int64(vars), 10)
	w.buf = append(w.buf, ' ')
	w.buf = strconv.AppendInt(w.buf, int64(clauses), 10)
	w.buf = append(w.buf, '\n')
	_, err := w.w.Write(w.buf)
	return err
}

// Comment writes "c text".
func (w *Writer) Comment(text string) error {
	w.buf = append(append(append(w.buf[:0], "c "...), text...), '\n')
	_, err := w.w.Write(w.buf)
	return err
}

// Clause writes the literals followed by 0.
func (w *Writer) Clause(lits []int) error {
	w.buf = w.buf[:0]
	for _, l := range lits {
		w.buf = strconv.AppendInt(w.buf, int64(l), 10)
		w.buf = append(w.buf, ' ')
	}
	w.buf = append(w.buf, '0', '\n')
	_, err := w.w.Write(w.buf)
	return err
}

// Flush writes buffered data.
func (w *Writer) Flush() error { return w.w.Flush() }

// Handler receives what Read finds, in order.
type Handler interface {
	// Header is called once for the "p cnf V C" line.
	Header(vars, clauses int) error
	// Clause is called for each clause; lits is reused after the call.
	Clause(lits []int) error
}

// Options control Read's leniency.
type Options struct {
	// Strict makes header mismatches, literals beyond the declared
	// variables and a missing header errors instead of warnings.
	Strict bool
}

// Warning is a lenient-mode complaint with its position.
type Warning struct {
	Line, Col int
	Msg       string
}

// Info is what Read learned about the input.
type Info struct {
	HeaderVars, HeaderClauses int // as declared (-1 when no header)
	Vars, Clauses             int // as found in the body (Vars: largest variable)
	Warnings                  []Warning
}

// Read streams DIMACS CNF from r to h. Errors are *srcpos.Error values.
func Read(r io.Reader, h Handler, opt Options) (Info, error) {
	return Info{}, errors.New("dimacs.Read: not implemented yet")
}

// Answer is a solver's verdict, numbered as SAT-competition exit codes.
type Answer int

// The answers.
const (
	AnswerUnknown Answer = 0
	AnswerSat     Answer = 10
	AnswerUnsat   Answer = 20
)

// Output is a parsed solver output.
type Output struct {
	Answer    Answer
	HasStatus bool  // an s line (or minisat result word) was seen
	Values    []int // the model's literals from v lines, without the 0
}

// ParseOutput parses SAT-competition output: "s SATISFIABLE" etc., "v" lines
// (possibly many, trailing 0 optional), "c UNKNOWN" (cadical),
// "s INDETERMINATE" (cryptominisat).
func ParseOutput(r io.Reader) (*Output, error) {
	return nil, errors.New("dimacs.ParseOutput: not implemented yet")
}

// ParseMinisatResult parses minisat's result file: "SAT" then literals
// ending in 0, "UNSAT", or "INDET".
func ParseMinisatResult(r io.Reader) (*Output, error) {
	return nil, errors.New("dimacs.ParseMinisatResult: not implemented yet")
}
