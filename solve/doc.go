// Package solve is the one solve loop of every command: it encodes a
// puzzle of any kind (package puzzle), drives a solver through the
// generic loop of package solver (refinement cuts, blocking clauses on
// the primary variables), decodes every model and checks the solution
// with the kind's rule checker before anything is reported.
//
//   - One solves one puzzle: Status solved, unsatisfiable or unknown
//     (timeout, interrupt); Unique answers "is the solution unique?" when
//     Options.Unique or Count asked (true / false / unknown); with Count,
//     up to Count solutions are counted (at most MaxKept are kept). A
//     model that does not decode or breaks a rule is a *WrongAnswerError
//     naming the solver: the worst bug, never a silent result. A puzzle
//     that came with a reference solution (ZebraLogic) is compared with
//     it; a reference that differs but passes the rules proves a second
//     solution.
//   - Decode checks an external solver's answer for an encoded puzzle, as
//     `puzzlesat decode` does.
//   - Counter counts solutions for readers that settle ambiguous text.
//
// It returns values and errors only: the command objects that walk
// files, read standard input and choose exit codes are package app.
package solve
