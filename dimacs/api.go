package dimacs

import (
	"fmt"
	"io"
)

// Handler receives what Read finds, in order.
type Handler interface {
	// Header is called once for the "p cnf V C" line (never when the
	// input has no header, which lenient mode accepts).
	Header(vars, clauses int) error
	// Clause is called for each clause; lits is reused after the call.
	// An empty clause (a lone 0) arrives as an empty slice.
	Clause(lits []int) error
}

// CommentHandler is a Handler that also wants the comment lines. Read
// checks for it with a type assertion.
type CommentHandler interface {
	Handler
	// Comment is called for each comment line with its line number and
	// the text after the leading 'c' (so usually starting with a blank),
	// without the line break. text is only valid during the call.
	Comment(line int, text []byte) error
}

// Options control Read's leniency.
type Options struct {
	// Strict makes header mismatches, literals beyond the declared
	// variables, a missing header and an unterminated last clause errors
	// instead of warnings. See the package doc for the full list.
	Strict bool
	// MaxVars, when positive, is the largest variable accepted: a header
	// declaring more, or a literal beyond it, is an error in both modes.
	// Consumers that allocate per variable set it so that a one-line file
	// cannot exhaust memory.
	MaxVars int
	// MaxLiterals, when positive, bounds the literals of all clauses
	// together: Read stops with an error at the first literal beyond it.
	// Consumers that keep the clauses in memory set it.
	MaxLiterals int64
	// MaxClauseLen bounds the length of one clause (0: DefaultMaxClauseLen),
	// which Read holds in memory while it reads it.
	MaxClauseLen int
}

// Warning is a lenient-mode complaint with its position.
type Warning struct {
	Line, Col int
	Msg       string
	Text      string // the offending text, may be empty
}

func (w Warning) String() string {
	s := fmt.Sprintf("%d:%d: warning: %s", w.Line, w.Col, w.Msg)
	if w.Text != "" {
		s += fmt.Sprintf(" (at %q)", w.Text)
	}
	return s
}

// Info is what Read learned about the input.
type Info struct {
	HeaderVars, HeaderClauses int // as declared (-1 when no header)
	Vars, Clauses             int // as found in the body (Vars: largest variable)
	Warnings                  []Warning
	EndLine                   int // line of SATLIB's "%" end marker; 0 when absent
}

// NumVars is the variable count a consumer should allocate: the declared
// count, or the largest variable used when that is larger (lenient mode)
// or when there is no header.
func (in Info) NumVars() int {
	return max(in.HeaderVars, in.Vars)
}

// Status is a solver's verdict, numbered as SAT-competition exit codes.
// It is the one status type of the project: the solver layer and the
// cdcl engine use it under their own names (solver.Status, cdcl.Status).
type Status int

// The statuses.
const (
	Unknown Status = 0
	Sat     Status = 10
	Unsat   Status = 20
)

func (s Status) String() string {
	switch s {
	case Sat:
		return "SATISFIABLE"
	case Unsat:
		return "UNSATISFIABLE"
	case Unknown:
		return "UNKNOWN"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// Output is a parsed solver output.
type Output struct {
	Answer    Status
	HasStatus bool  // an s line (or minisat result word, or cadical's "c UNKNOWN") was seen
	Values    []int // the model's literals from v lines, without the 0
	// HasModel: the answer holds a model, even an empty one: a v line, a
	// literal (or the 0) after minisat's SAT, or a literal list. An empty
	// or comment-only answer, or "s SATISFIABLE" alone, has none.
	HasModel bool
}

// ParseOutput parses SAT-competition output: "s SATISFIABLE" etc., "v" lines
// (possibly many, trailing 0 optional), "c UNKNOWN" (cadical),
// "s INDETERMINATE" (cryptominisat). See the package doc for the rules.
// Errors are *srcpos.Error values (or r's read error).
func ParseOutput(r io.Reader) (*Output, error) { return parseOutput(r) }

// ParseMinisatResult parses minisat's result file: "SAT" then literals
// ending in 0, "UNSAT", or "INDET". Errors are *srcpos.Error values (or
// r's read error).
func ParseMinisatResult(r io.Reader) (*Output, error) { return parseMinisat(r) }
