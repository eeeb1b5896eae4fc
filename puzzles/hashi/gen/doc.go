// Package hashi generates Hashi (Bridges) puzzles with exactly one
// solution, proved by SAT, and grades them.
//
// # Construction
//
// A puzzle starts from a random solution grown as Simon Tatham's Bridges
// generator grows one (bridges.c, new_game_desc): a first island on a
// random cell; then, repeatedly, a random island and direction, and
// either a bridge to the island seen that way (closing a loop, with
// probability Expansion%, default 10) or a new island somewhere along the
// free run (at its far end with probability Expansion%), never beside
// another island, joined by 1..M bridges. Growth stops at the islands
// asked for (Density% of the cells, Tatham's i, default 30) or after 50
// failed attempts in a row, as Tatham's does; a layout without an island
// on every border is thrown away. So the layouts, and the island counts,
// are distributed like Tatham's. The clues are the intended solution's
// bridge counts.
//
// # Uniqueness, in one engine session per layout
//
// The session (session.go) holds the rules on the layout's candidate
// edges (pairs of islands that see each other): M order literals
// x_e>=k per edge (the primary variables), the crossing clauses and the
// Tarjan bridges of the candidate graph forced. A clue "island i has v
// bridges" is Tamura's order encoding of the sum (puzzles/hashi's default
// clauses) with every clause guarded by a selector literal s_iv, made the
// first time a clue asks for it; the clues are the assumptions s_iv, so
// any clues can be posed without rebuilding anything (a totalizer per
// island, whose outputs the clues would bound, measured half again as
// slow: twice the clauses for clues mostly asked once). The intended
// solution is blocked by a clause guarded by a fresh literal g, assumed
// while that solution is the current one. A model is a second solution once its bridges connect
// all islands; otherwise the cut "some candidate edge leaving this
// component is used" is added for each component (it holds for every
// connected solution under any clues, so cuts stay) and the engine is
// asked again.
//
// When a second solution exists, the intended solution changes by one
// bridge on an edge where the two differ (toward the other's count first,
// keeping at most M bridges, no crossing, at least one bridge per island
// and connectivity): both ends' clues change, so the second solution no
// longer fits them. The old blocking clause is retired (unit ¬g), the new
// solution blocked, and the engine asked again under the new clues; what
// it learnt stays valid, since every clause it holds is a consequence of
// the rules alone. About 2 to 4 changes make a 15x15 layout unique;
// after 8 + islands/4 changes the layout is dropped. An UNSAT answer
// under the final clues and guard is the proof of uniqueness; the tests
// confirm it with the independent solve loop (package solve: puzzles/hashi's
// encoding, gophersat and the cdcl backend, every solution checked by
// hashi.Check) and by brute force on tiny grids.
//
// # Grades
//
// The default grader is generate.ExplainGrader (DefaultGrader): the most
// clues a step of the puzzle's explanation needs, one (easy), two
// (medium) or three or more (hard). Tatham's easy (d0) and medium (d1)
// puzzles need one clue per step; of his hard ones (d2) about a quarter
// need a step of two clues, and none three.
//
// Grader (grade.go), the engine grader (--grade-by engine), grades on a
// formula of its own (order literals, crossings, Tamura's order encoding
// of each clue's sum) in a fresh engine, with connectivity as a
// propagation rule (generate.Levels): the edges not excluded must connect
// the islands, and an edge whose exclusion would disconnect them is used.
// Easy: that propagation solves the puzzle; medium: one round of
// failed-literal probing does; hard: more. On Tatham's own puzzles every
// easy (d0) and medium (d1) one is easy here (unit propagation of the
// sums is stronger than his first two solver stages), and his hard ones
// (d2) are easy (25-35%) or medium, never hard: his hardest stage, like
// one probing round, tries one bridge at a time. The engine's easy is
// also the explanation grader's exact pre-filter.
//
// # Less grading per puzzle
//
// Most candidates for a medium puzzle are easy (by the explanations,
// three in four unique 15x15 layouts), and each used to cost an
// explanation. Two propagators on the layout itself (no engine, no
// encoding) now settle them (propagate.go, oneclue.go):
//
//   - bounds: an interval of multiplicities per candidate edge, narrowed
//     by each clue's sum (bounds consistency, which is what unit
//     propagation does on Tamura's order encoding), the crossings and
//     the grader's connectivity rule, to their common fixpoint. Its
//     verdict and count of fixed literals are the engine grader's up to
//     easy, exactly (TestBoundsSameAsEngine), so grade uses it as the
//     engine's pre-filter instead of building the engine.
//   - the one-clue closure: bounds plus case analysis on one clue (the
//     tuples of an island's edges that make its number, each refuted when
//     the rules, crossings and connectivity, propagated from it reach a
//     conflict; what every remaining case makes true holds), and probes
//     of the rules alone when that finds nothing. Every fact it derives
//     follows from one clue and earlier facts, and explain's levels 0 and
//     1 are exhaustive, so a puzzle it solves is easy by the explanations
//     (TestOneClueEasyIsExplainEasy, also on Tatham's puzzles). On
//     hundreds of generated 15x15 and 25x25 candidates it found every
//     easy one the engine leaves open.
//
// So a puzzle the closure solves gets ExplainGrader's report without an
// explanation (easy, a grade-only report whose largest step has one clue:
// with M >= 2 some fact about a used edge needs a clue), and for a
// medium target a layout the closure solves is dropped before its
// session is even built: it is unique (the closure's facts hold in every
// solution), so makeUnique would have stopped at its first call without
// drawing a random number. Up to here the puzzles, their reports and
// their order are exactly those of grading every candidate.
//
// One change is on purpose (twoclue.go): for a medium target, graded by
// the explanations, a candidate the two-clue closure (case analysis on
// two near clues at once, then the one-clue closure again) does not
// solve is dropped without an explanation. Those are the hard candidates,
// whose explanations cost the most (80% of the grading at 25x25), and a
// few medium ones whose two-clue step only a SAT call finds (3 of 100
// medium candidates at 15x15, 2 of 100 at 25x25). So a seed gives another
// medium puzzle in those cases; the golden files did not change, and the
// puzzles generated are still unique, deterministic and graded exactly.
// Options.ExplainAll explains every candidate instead.
//
// A medium candidate the two-clue closure solves has no step of three
// clues (twoclue.go gives the argument), so only "easy or not" is left
// to decide, and mostly no explanation decides it:
//
//   - the one-clue closure in exact mode (exact.go) answers it. The
//     closure's rule propagation is exact except where two open edges
//     cross; exact mode resolves those crossings by search, and then its
//     fixpoint is the explanations' fixpoint of one-clue steps, so it
//     fixes every bridge iff the puzzle is easy. It agreed with the
//     grade-only explanations on all of 3,540 random candidates
//     (8x8 to 25x25, M = 1..4; 29 of them easy only through a crossing),
//     TestOneClueExactIsExplainEasy checks 720 more on every run, and
//     TestOneClueExactPinned the easy ones. Its reports are those
//     grading up to medium gives (exactReport). An easy target's
//     candidates the one-clue closure leaves open are settled the same
//     way, with the reports grading up to easy gives;
//   - past a budget of propagations (4 of the 3,540, all 25x25) it gives
//     no verdict, and the candidate is explained up to easy, which ends
//     as soon as the levels of one clue find nothing
//     (explain.Options.ClueBound 2): medium, or easy (gradeCandidate,
//     TestTwoClueFindsMedium);
//   - a grade-only explanation starts from the one-clue closure's facts
//     (generate.ExplainGrader.GradeUptoFrom: the levels of one clue reach
//     the same fixpoint from any of its facts; TestOneClueFromSameReport).
//
// Options.Difficulty selects a grade. Easy and medium come from sampling
// layouts (about half of all unique 15x15 puzzles are each). Hard puzzles
// are rare in random layouts (none in 200 at 15x15, 2% at 25x25), so a
// unique puzzle that is not hard is climbed: one bridge changes at
// random, the change stays when the puzzle stays unique (the same
// session, new assumptions) and its report is no easier (lexicographically:
// by the explanation, the grade and the steps of two clues or more; then
// variables probing leaves open, rounds, failed probes, fewer fixed by
// propagation); up to 400 changes per layout. By the explanations each
// change costs an explanation, so hard puzzles take seconds.
//
// Grades come from grade-only explanations (explain.Options.GradeOnly:
// the same grades, faster), except where the steps of two clues or more
// decide: climb grades with the full explanation's figures from a medium
// or hard puzzle, and regrades both reports with them when a grade-only
// one ties, so that the puzzles are the same as with figures throughout.
//
// # Limits
//
// Tatham's Tree variant (no loops) is not generated. Grid and puzz.link
// output needs M = 2 (their formats cannot say otherwise).
package gen
