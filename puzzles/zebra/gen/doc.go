// Package zebra generates zebra (Einstein) puzzles: a unique solution, a
// minimal set of clues, English text in ZebraLogic's style, and a grade
// of the reasoning the solution needs.
//
// # Algorithm
//
// Generate works from a seed: the generators' random numbers (package
// internal/rng: math/rand/v2's PCG with bounded draws and shuffles that
// no Go release can change), and no map is ever iterated; the same
// options give byte-identical output on any machine (testdata/golden_*
// pins one puzzle):
//
//  1. Categories: the Name theme and M-1 other built-in themes (see
//     Themes: 13 categories of 12 values, each with an English phrase such
//     as "the person who keeps {v}"), N random values of each; or a user's
//     categories (Options.Source, from ParseCategories or ThemeFor).
//  2. The solution: a random permutation of each category's values over
//     the N houses.
//  3. The pool: M·N random clues that are true in the solution, drawn
//     uniformly over the enabled clue types (zebra.ClueKind; AnyOf joins one
//     true statement with one drawn on a random other grid, both plain and
//     positive, neither implying the other: see anyOfKinds and entangled). While the
//     pool does not determine the solution, the SAT check returns another
//     solution, and a new true clue that this counter-model violates is
//     added (drawn at random, or when 20000 draws fail, found by trying
//     every clue of the enabled one- and two-operand types in turn; when
//     none exists, as for NextTo and Same alone, which cannot tell a grid
//     from its mirror image, Generate fails). The pool then has a unique
//     solution.
//  4. Removal: the pool is shuffled, AnyOf clues first (above 12 houses
//     all compound clues first and plain ones last: see removalOrder), so
//     that plainer clues are the ones kept where there is a choice; clues
//     are removed in batches of |pool|/4,
//     then /8, ... down to 8 clues (smaller batches mostly fail and cost
//     more checks than they save), a batch staying removed only if the
//     solution is still unique; then one clue at a time. The result is
//     minimal: a clue kept in the one-at-a-time pass was needed by a
//     superset of the final clues, so it is needed by the final clues too
//     (fewer clues never have fewer solutions). The tests re-check this
//     with gophersat by dropping every clue of generated puzzles. Above
//     12x12 a check may run out of its conflict budget; such a clue is kept
//     and counted in Result.Unproven (see below).
//
// # Uniqueness checks
//
// The formula is the project's zebra encoding (zebra.Encode: a variable
// x(c,v,h) per category, value and house; exactly-one per value and per
// house with pairwise at-most-one; each clue as O(N) implications),
// plus one clause blocking the solution on the primary variables: the
// solution is unique iff the formula is UNSAT. Every candidate clue is
// guarded by a selector literal s (each clause gets ¬s). The checks run in
// one session of the project's incremental engine (solver/cdcl, the
// solver this generator once had of its own, grown up: learnt-clause
// deletion, conflict limits, phases a caller may set) under
// assumptions: the selectors of the active clues assumed true, the others
// false. Assumptions are the first decisions, so learnt clauses stay valid
// across checks and one session serves many checks. A removed clue gets
// the unit ¬s for good, and the engine then drops the clauses it
// satisfies. The tests compare the incremental answers with fresh
// gophersat solves; the engine has its own cross-checks and fuzz target.
//
// The one-at-a-time removal of clue c asks a stronger question: is there a
// grid that satisfies the other active clues and violates c (c's negation,
// one clause per placement of c's values that makes c true, under a
// selector of its own)? Any other solution must violate c, so this is the
// same question, and it prunes the search far more than the blocking
// clause. Around the checks (prune.go): every grid a check returns, every
// grid the pool's growth ruled out and every grid one swap of two values
// away from the solution is kept with the clues it violates, and a clue
// that is the only active clue one of them violates is needed without a
// SAT call; the engine tries the closest such grid first (cdcl.SetPhase);
// it is rebuilt, needed clues without selectors, when its learnt clauses
// or decided clues outgrow the live formula; and each check has a conflict
// budget (1000 conflicts; the clues that run out are retried after the
// others, in rounds on a fresh solver with budgets 1000, 2000, 4000, 8000,
// at most 40000 conflicts in all), so that the very hard checks of
// puzzles above 12x12 cannot take minutes. These change the time, not the answers, except that
// a clue whose check runs out twice is kept unproved (Result.Unproven,
// "unproven_clues" in JSON, a comment line in the native format): the
// puzzle is unique, but perhaps not minimal. The hard checks of 20x20
// puzzles take thousands of conflicts for minisat and cadical too.
//
// # Grades
//
// A puzzle is graded on its CNF encoding, starting from no assignment:
//
//	easy    unit propagation alone assigns every grid variable
//	medium  failed-literal probing does: for each unassigned grid
//	        literal l (both polarities), propagate l; on a conflict fix ¬l
//	        and propagate; repeat until nothing changes (one level of
//	        lookahead, like zebra.js's tryValues)
//	hard    neither does: the solver must search (branch and backtrack)
//
// The grades are the shared generate.Grade; the measure is this
// package's own (probing here runs to a fixpoint, where the grid
// generators' generate.Levels counts synchronous rounds), kept so that a
// grade means what it always meant for zebra puzzles.
//
// Options.Difficulty keeps only puzzles of one grade: the seeds Seed,
// Seed+1, ... are tried in turn (Result.Seed tells which one it was).
//
// # English
//
// Sentence renders a clue in ZebraLogic's style with each category's
// Theme: Phrase names the person with a value ("the person who keeps
// {v}", "the {v} drinker", "{v}" for names), House names the house for a
// category of houses ("the {v} house"), so that a clue about houses alone
// says "The purple house is the middle house". "X is at neither end";
// "somewhere to the left of" or "directly left of", never a bare "left
// of"; "X is either A or B, but not both", without "but not both" when A
// and B share a category. ThemeFor phrases a user's category by its name
// (built-in themes when the values are theirs, known names such as Job,
// Person, Smoke, Age, else "the person whose {noun} is {v}");
// ParseCategories reads a categories file whose lines "Category.phrase:",
// ".house:", ".intro:" and ".noun:" override that. The zebra package's
// ZebraLogic importer reads every sentence back to the same clue (tested
// over seeds, sizes, clue types and categories files, with a list of
// forbidden patterns: text_test.go).
//
// # Derived clues (LogikGen's transitive constraint generation)
//
// LogikGen's constraint generation strategies turn clues into new,
// redundant ones other reasoning can use. The facts are LessThan(X,Y)
// (from LeftOf, RightOf, DirectlyLeft, DirectlyRight and BetweenOrdered),
// NextTo(X,Y) (NextTo, DirectlyLeft, DirectlyRight) and EitherOr(X,A,B) (X
// goes with exactly one of A and B). With "~" for associated and "#" for
// disassociated:
//
//	LessThan transitive:        LessThan(X,A1), LessThan(A2,B), A1~A2            => LessThan(X,B)
//	EitherOr transitive:        EitherOr(X,A1,B1), EitherOr(Y,A2,B2),
//	                            A1~A2, B1~B2 (or crosswise), X#Y                 => EitherOr(A1,X,Y), EitherOr(B1,X,Y)
//	LessThan/NextTo transitive: LessThan(X,A1), LessThan(A2,B1), NextTo(Y,B2),
//	                            A1~A2, B1~B2                                     => LessThan(X,Y)
//
// In the Direct variant, "~" is identity and "#" means two values of one
// category. In the Indirect variant (LogikGen's "Indirect (Both)", which
// contains "Equal Only" and "Distinct Only"), "~" also holds for values
// joined by Same clues or fixed to the same house by the reasoning so far,
// and "#" for NotSame clues and values whose possible houses are disjoint.
// Derived LessThan facts become LeftOf clues, EitherOr facts EitherOr
// clues; they hold in every solution (tested by enumeration).
//
// GradeDerived interleaves derivation with the reasoning of each grade:
// reason to a fixpoint, derive what the grid knowledge allows, add the new
// clauses, repeat. Result.GradeDerived is the grade with derivation,
// Result.Grade the grade without, Result.Derived the clues derived at the
// grade that solved the puzzle (none for an easy puzzle: propagation needs
// no help; all of them, at medium, for a hard one). Options.Derive appends
// Result.Derived to the puzzle (after the minimal clues) and makes
// Difficulty select on GradeDerived. The function Derive gives the whole
// derivation closure under unit propagation instead. On the position encoding, unit propagation already does
// most of what LessThan chains give, so derivation rarely changes a grade;
// EitherOr transitivity does (testdata/derive_6x4.txt: hard without,
// medium with).
//
// # Output
//
// Result.WriteNative writes the zebra package's native language (with the
// grades and solution as comments), WriteJSON the zebra JSON form plus the
// English sentences, solution and grades, WriteZebraLogic one line of
// ZebraLogic JSONL: "puzzle" (the English text: houses, one line per
// category with its values in backquotes, numbered clues) and "solution"
// ({"header": ["House", ...], "rows": [...]}), plus seed and grades. The
// zebra package's ZebraLogic importer reads it back to the same puzzle
// (tested for every clue type).
package gen
