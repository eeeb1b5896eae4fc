// Package generate holds what the puzzle generators (puzzles/hashi/gen,
// puzzles/shikaku/gen, puzzles/zebra/gen, ...) share: the generic
// solution-first generator (FromSolution), grades, the Grader interface,
// the engine's grading levels, the settings of a puzzle.Generator
// (Settings, GridOptions, BatchOption), and the batch that `generate
// KIND` runs from a kind's puzzle.Generator (Batch), with the records,
// figures and progress a generator may have of its own (puzzle.Recorder,
// Summarizer, Progresser: zebra's). (The zebra generator uses Grade; it
// grades with its own fixpoint probing.)
//
// The generators live above the solver layer: they build a puzzle from a
// random solution and prove with SAT, in one incremental engine session
// (solver/cdcl), that no other solution has its clues. A puzzle leaves a
// generator only after that proof, and after the intended solution passed
// the kind's independent rule checker.
//
// # Generation, solution first (FromSolution)
//
// FromSolution is the generator of any kind whose clues a solution
// shows: the genre gives a Source (a random solution with the puzzle
// showing every clue of it, Keep to drop clues; optionally a Partner for
// symmetric removal, an Order of removal, and Fix, which repairs a full
// puzzle that has a second solution) and FromSolution does the rest,
// once for every genre: one incremental engine holds the full puzzle's
// encoding with a selector per clue (puzzle.Options.Explain) and "not this solution"
// over the primary variables; in a random order each clue (with its
// partner) goes when the engine answers Unsat with the kept clues'
// selectors assumed true and the others false; a lazy rule
// (Encoding.Problem.Refine) refines every model before it counts as a
// second solution. Easy and medium targets keep the engine's grade
// (Levels) within the target while removing; the puzzle is then graded
// (DefaultGrader: by the explanations, with EngineGrader, the generic
// engine grader, as its pre-filter) and kept when its grade is the one
// asked for, else the next random solution is drawn. Verify proves the
// puzzle made unique once more from a fresh encoding without selectors.
// RandomSolution draws a random solution of a puzzle (a layout without
// clues) with random phases, for Source.Full; ReadGrid reads a grid
// generator's settings (GridOptions) and picks its grader.
// docs/contract.md, "A generator in a few lines", shows a genre's whole
// generator; puzzles/sudoku/gen is built on FromSolution.
//
// # Grades
//
// A Grader grades a unique puzzle easy, medium or hard. The default is
// ExplainGrader: the puzzle is explained step by step (package explain:
// each step derives facts from a minimal set of clues and earlier facts,
// cheapest first) and the grade is the most clues one step needs: one
// (easy), two (medium), three or more (hard). The engine grader of each
// kind, built on Levels, is the fast alternative (--grade-by engine) and
// ExplainGrader's exact pre-filter: the rules and the clues as clauses in
// a fresh engine (plus, for Hashi, connectivity as a propagation rule),
// and
//
//	easy     propagation from the clues fixes the whole solution
//	medium   one round of failed-literal probing does: every case
//	         analysis needed ("if this were so, a rule would break")
//	         works from the clues and propagation directly
//	hard     two rounds or more (case analyses that rest on others), or
//	         probing does not finish: a solver must search
//
// Probing goes in synchronous rounds (every literal of a round is probed
// against the same facts), so the grade does not depend on the order of
// the probes. Report carries the figures behind a grade: how many primary
// variables propagation fixes, probes, failed probes, rounds, and what is
// left; and, from ExplainGrader, the explanation's steps, largest step,
// steps by clues and one-clue share (Explained).
//
// An engine-easy puzzle is easy by the explanation (see ExplainGrader),
// so the engine's easy never needs an explanation; the converse fails:
// of Tatham's hard Bridges puzzles, which the engine grades medium, three
// in four need no step of two clues.
//
// # Determinism
//
// The same options and seed give the same puzzle, byte for byte, on every
// platform: the random numbers come from internal/rng (a PCG with bounded
// draws written out), nothing iterates over a map, no floating-point
// value decides anything in the generators, and the engine is
// deterministic (its only floating-point arithmetic, VSIDS activities, is
// additions and multiplications that Go never fuses). A batch of Count
// puzzles uses the seeds Seed, Seed+1, ..., so puzzle i of a run is the
// puzzle of seed Seed+i alone. The generators' golden files pin this.
package generate
