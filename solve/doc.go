// Package solve is the one solve loop of every command: it encodes a
// puzzle of any kind (package puzzle), drives a solver (package solver's
// backends) through the generic loop, Enumerate (refinement cuts,
// blocking clauses on the primary variables), decodes every model and checks the solution
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
//
// # The solve loop
//
// Enumerate drives any backend of package solver. A backend that does not
// take native cardinality constraints (see CardSolver: capabilities are
// interfaces, never names) gets the formula lowered to clauses first.
// Then: solve; when the model
// breaks a rule left out of the eager encoding, Refine returns cuts
// (clauses that exclude the model; a cut that does not is an error, since
// the loop would never end), which are appended and the formula is solved
// again; an accepted model is passed to the callback, blocked on the
// Primary variables (never on auxiliary ones) and the loop goes on until
// the requested number of solutions is reached or the formula becomes
// unsatisfiable. Summary reports the count, whether the search space was
// exhausted (Complete), whether a solve timed out, the refinement rounds
// and cuts, the number of solver calls, and the summed statistics (a
// counter stays -1 while no solve reported it). Status() and Unique()
// turn that into SAT/UNSAT/UNKNOWN and "unique / not unique / unknown".
package solve
