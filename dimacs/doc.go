// Package dimacs reads and writes DIMACS CNF, the input format of every SAT
// solver, and parses what SAT solvers print back.
//
// # The format
//
// A DIMACS CNF file is a sequence of lines:
//
//	c any comment                 comment line: its first non-blank byte is 'c'
//	p cnf <variables> <clauses>   the header, once, before the first clause
//	1 -3 0                        clauses: non-zero literals ended by 0
//
// Variables are numbered 1..V; the literal v is the variable, -v its
// negation. A clause is a run of literals terminated by 0; it may span
// lines ("1 -3" on one line, "0" on the next) and one line may hold several
// clauses ("1 0 -2 3 0"). A lone 0 is the empty clause, which makes the
// formula unsatisfiable; "p cnf 0 0" is the empty formula, which is
// satisfiable. Line breaks are "\n" or "\r\n"; blanks are spaces, tabs, '\r',
// '\v' and '\f'; a UTF-8 byte order mark at the start is skipped.
// SATLIB's benchmark files end with a line "%" followed by a line "0": the
// "%" line ends the formula and nothing after it is read.
//
// Example (three variables, two clauses: (x1 ∨ ¬x2) ∧ (x2 ∨ x3)):
//
//	c example
//	p cnf 3 2
//	1 -2 0
//	2 3 0
//
// # Reading
//
// [Read] streams a file to a [Handler] (a visitor: Header, then Clause for
// each clause, and Comment for each comment line when the handler is a
// [CommentHandler]); it never holds more than a fixed window of the input,
// so a 1 GB file streams. It reads literals at several hundred MB/s (see
// benchmarks/dimacs.md).
//
// Comment lines may appear anywhere: before or after the header, between
// clauses, between two lines of one clause, after blank lines. A line is a
// comment when its first non-blank byte is 'c' ("c", "c text" and "ctext"
// all are). The header and the "%" marker must likewise start a line (after
// blanks). Inside a clause line a 'c', 'p' or '%' is an error.
//
// Literals are decimal integers: an optional '-' then at most 11 digits
// (leading zeros allowed, '+' not), followed by a blank or a line break.
// Their magnitude is at most 2147483647 (int32). "-0" is an error.
//
// Read has two modes, chosen by [Options].Strict. Some defects are always
// errors; some are errors in strict mode and warnings (collected in
// [Info].Warnings with their positions; reading goes on) in lenient mode:
//
//	situation                                           lenient          strict
//	a token that is not a number ("x", "2x", "+1", "-") error            error
//	a number beyond int32, or "-0"                      error            error
//	a 'c', 'p' or '%' inside a clause line              error            error
//	a second header, or a header after clauses          error            error
//	a malformed header (not "p cnf V C" with V and C    error            error
//	  non-negative int32s and nothing after C)
//	a literal beyond Options.MaxVars (or V above it)    error            error
//	no header (clauses before any "p cnf", or none)     warning, counts  error
//	                                                      inferred
//	a literal beyond the declared variables             warning (once)   error
//	more clauses than declared                          warning (once)   error
//	fewer clauses than declared                         warning          error
//	a last clause without its 0 (at the end of the      warning, clause  error
//	  input or before "%")                                kept
//	a lone '\r' inside a comment line (old Mac breaks)  warning (once)   error
//
// Declaring more variables than the clauses use is not a defect. Errors are
// *srcpos.Error values: line and column (1-based, the column in bytes) of
// the offending token, the token itself and a message, e.g.
//
//	2:3: not a number (at "2x")
//
// The error carries its source line (srcpos.Error.Source, for the caret
// display), which Read keeps while it reads: it never reads its input a
// second time, so the input may be a pipe or a FIFO. For a line longer
// than its look-behind (80 bytes before the column) it keeps the part
// around the column (SourceCol). Memory is bounded: the window, the
// clause being read (Options.MaxClauseLen, by default 16,777,216
// literals), and Options.MaxLiterals for consumers that keep the clauses.
// [Info]
// reports the declared counts (-1 without a header), the counts found and
// the line of the "%" marker; [Info.NumVars] is the variable count to
// allocate: the larger of the declared and the used ones.
//
// # Writing
//
// [Writer] streams a header, comment lines and clauses (several hundred
// MB/s). [WriteClause] and [AppendClause] are generic over the literal
// type, so a []encode.Lit is written without copying. Comment texts with
// line breaks become several comment lines: the output is always valid.
//
// # Naming comments
//
// puzzlesat names every variable. [Writer.VarName] (and
// encode.(*Formula).WriteDIMACS with names) writes one comment per variable,
// after the header and before the clauses:
//
//	c var <v> <name>     v is a primary variable (part of a solution)
//	c aux <v> <name>     v is an auxiliary variable (introduced by an encoding)
//
// exactly one blank separates the fields; v is a decimal number without
// sign or leading blanks; the name is the rest of the line, taken as is. A
// name that is empty, starts with a double quote, starts or ends with a
// blank, holds a control character or is not valid UTF-8 is written as a
// Go-syntax quoted string instead ("c var 4 \"\"", "c aux 5 \" padded\\t\""),
// so every name survives the round trip exactly. [ParseVarName] reads the
// comment back; a comment that does not follow this form is an ordinary
// comment. Other tools ignore these lines, as they are comments.
//
// # Solver output
//
// SAT-competition output ([ParseOutput]), written by cadical, kissat,
// picosat, cryptominisat and most others:
//
//	c comments (any line whose first non-blank byte is 'c')
//	s SATISFIABLE        or UNSATISFIABLE, UNKNOWN, INDETERMINATE
//	v 1 -2 3 -4
//	v 5 -6 0
//
// The model may span any number of "v" lines; it ends with 0, which may be
// missing. Rules: at most one "s" line, with one of the four words and
// nothing after it (INDETERMINATE, cryptominisat's word, means UNKNOWN); a
// comment line consisting of "c UNKNOWN" (cadical's way of saying it gave
// up) counts as an UNKNOWN status when there is no "s" line; "v" lines are
// only valid with "s SATISFIABLE" (they may come before it); a value after
// the model's 0 is an error; any other non-blank line is an error. Output
// with neither an "s" line nor "c UNKNOWN" parses with HasStatus false:
// the caller decides what a silent solver means.
//
// minisat's result file (the second argument of minisat; [ParseMinisatResult]):
//
//	SAT                  or UNSAT, or INDET (gave up)
//	1 -2 3 -4 5 -6 0
//
// The literals may span lines and the final 0 may be missing. Nothing may
// follow UNSAT or INDET, and an empty file is an error.
//
// Errors of both parsers are *srcpos.Error values with line, column and
// token. [ModelOf] (and [Output.Model]) turns the literals into an
// assignment of variables 1..n, rejecting a literal beyond n and a variable
// given both signs; variables not mentioned are false. A model must still
// be checked against the formula before use.
package dimacs
