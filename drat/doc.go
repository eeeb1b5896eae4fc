// Package drat checks DRAT proofs: certificates that a CNF formula is
// unsatisfiable, as SAT solvers write them (cadical, kissat, and others;
// the format of the SAT competitions since 2014). It shares no code with
// any solver in puzzlesat: a solver's "UNSATISFIABLE" is believed only
// when a proof of it passes this checker.
//
// # What a proof is
//
// A proof is a sequence of steps on a clause set that starts as the
// formula. A lemma adds a clause, a deletion removes one:
//
//	text                     binary
//	-2 3 0       lemma       'a' then the literals, then 0
//	d 1 -2 3 0   deletion    'd' then the literals, then 0
//	0            the empty clause
//
// Every lemma must keep the clause set satisfiable if it was. Two cheap
// tests guarantee that:
//
//   - RUP (reverse unit propagation): assume every literal of the lemma
//     false; unit propagation on the clause set then finds a conflict.
//     The lemma follows from the clauses by resolution.
//   - RAT (resolution asymmetric tautology) on the lemma's first literal
//     p: for every clause D that contains ¬p, the resolvent (lemma minus
//     p) ∪ (D minus ¬p) is RUP. The lemma may not follow from the clauses
//     (it can define a new variable, as extended resolution does), but it
//     keeps them satisfiable. As in drat-trim, only the first literal is
//     tried as the pivot.
//
// A proof refutes the formula when it derives the empty clause, that is,
// when unit propagation on the clause set finds a conflict without any
// assumption. Deletions only keep the checker fast; deleting a clause can
// never make a satisfiable set unsatisfiable.
//
// # How it is checked
//
// Like drat-trim, in two passes, with two watched literals per clause (a
// clause is looked at only when one of its two watched literals becomes
// false; a watch entry also carries a blocking literal, and a binary
// clause is never looked at, since its blocker is its other literal):
//
//  1. Forward: lemmas are added and clauses deleted in order, keeping the
//     top-level unit propagation complete, until a conflict appears.
//     Nothing is checked yet. Steps after the conflict are parsed (a
//     malformed proof is always an error) but not used.
//  2. Backward: the clauses behind the conflict are marked (the core).
//     The proof is then undone step by step; a lemma is checked only if
//     it is marked when the pass reaches it, against the clause set just
//     before it, and its check marks the clauses it used. Propagation
//     tries core clauses first, so that checks reuse the core instead of
//     growing it. Lemmas nothing depends on are never checked: of
//     cadical's 654 lemmas refuting the impossible 16x16 Hashi in the
//     tests, 10 are checked (of its 1030 lemmas for the pigeonhole
//     formula PHP(7,6), 915).
//
// In the RAT check only core clauses are resolution candidates, as in
// drat-trim: the trimmed proof (core lemmas only) deletes every other
// clause before that lemma, so the check is the one that proof needs. A
// clause that joins the core during the RAT check is a candidate too.
//
// # Deletions: drat-trim's conventions
//
// Solvers delete clauses that checkers still need, so this package
// ignores deletions the way drat-trim does by default (each is counted in
// Result):
//
//   - deletions of unit clauses (a literal once derived stays true);
//   - deletions of a clause that is the reason of a literal in the
//     top-level propagation (a "pseudo unit": cadical deletes satisfied
//     clauses that imply root-level units);
//   - deletions of a clause that is not in the clause set.
//
// Ignoring a deletion keeps a clause the proof meant to drop. That is
// sound: every kept clause follows from the formula and the lemmas
// before it, so RUP checks stay valid; a RAT check only gets stricter.
// Tautological lemmas are valid in any clause set and are skipped;
// repeated literals are removed.
//
// # Formats
//
// Text proofs are DIMACS-like: literals are decimal integers (at most
// 2^31-1 in magnitude), a lemma ends with 0 and may span lines, "d"
// starts a deletion, and a line whose first non-blank byte is 'c' is a
// comment. A first line "%RUPD32 V C" (picosat's -R output, a RUP proof
// without deletions) is skipped. Binary proofs code each literal l as the
// unsigned number u = 2*|l| + (1 if l < 0), written 7 bits a byte, least
// significant first, with the high bit set on every byte but the last.
//
// Format detection (Options.Format Auto) follows drat-trim: the proof is
// binary when one of its first two bytes cannot start a text proof (only
// digits, '-', blanks, line breaks, 'c' and 'd' can), when it starts with
// 'd' not followed by a blank, or when one of its first 16 bytes is a
// NUL, a byte of 0x80 or more, or a control byte other than tab, CR and
// LF; otherwise it is text. The empty proof is text.
//
// # Errors
//
// A malformed proof gives a *srcpos.Error: line and column of the token
// in a text proof ("3:7: not a literal (at "x")", with the line for a
// caret display), the byte offset in a binary one ("byte 812: step
// marker 0x0a, want 'a' (0x61) or 'd' (0x64)"); a truncated last lemma
// is an error too. A well-formed proof that does not refute the formula
// gives a *Failure naming the lemma that is neither RUP nor RAT, with
// its position, or saying that no conflict was derived.
//
// # Memory
//
// The proof is read as a stream; the checker keeps every clause and
// lemma up to the conflict, since the backward pass needs them. Its own
// data is estimated at 80 bytes per variable, 80 bytes per clause or
// lemma and 4 bytes per literal, and bounded by Options.MaxMemory
// (default 2 GiB); variables are bounded by Options.MaxVars (default
// 10,000,000) before anything is allocated for them. Past either bound
// Verify stops with an error instead of exhausting memory. The Go
// runtime's own overhead comes on top (about a factor 2 at worst while
// slices grow).
//
// # Speed
//
// On cadical proofs the checker takes about 1.2 times drat-trim's CPU
// time on a long proof (pigeonhole PHP(10,9): a 15 MB binary proof of
// 347,000 lemmas, 289,000 of them checked, 6.8 s against 5.4 s) and a
// third of it on puzzle formulas (the impossible Hashi above, 43,000
// clauses: 15 ms with reading the DIMACS, against drat-trim's 190 ms and
// cadical's 20 ms to solve it). See docs/solvers.md for certification
// costs against solve times.
package drat
