// Package explain explains how to solve a puzzle step by step, gives
// hints from a player's state, and diagnoses puzzles without exactly one
// solution, for every kind of the puzzle contract (package puzzle).
//
// # Steps
//
// A fact is a literal of one of the encoding's fact variables, read as a
// person reads it (Encoding.FactOf): "the Englishman is not in house 2",
// "cell (1,2) belongs to the room of the clue at (3,4)". Hashi facts are
// ranges of bridges per edge: the literals a step derives about one edge
// ("at least 1", "at most 1") merge into one fact {min, max}. A clue is
// one given clue (Encoding.Clues); the clauses it produced are guarded
// by its selector literal, so that a clue not cited is unknown (an island
// of unknown number, a room of unknown area, a zebra clue absent) while
// the rules hold.
//
// A step derives new facts from premises: some clues and some facts of
// earlier steps (or of the player). The premises entail every fact of the
// step (rules ∧ premises ∧ ¬fact is unsatisfiable) and are minimal:
// without any one of them the fact the step was found for is no longer
// entailed. The step states, besides that fact, every other new fact its
// premises give by unit propagation or by contradiction (below), and for
// a step found by search up to eight more that a SAT call confirms.
//
// # Words
//
// The explanation knows no genre: what a step's facts, clues and rules are
// called comes from the kind. A kind that is a puzzle.Explainer (each
// genre, in puzzles/<genre>/explain.go) gives a puzzle.FactReader that
// groups a step's literals into facts (Hashi's ranges), reads a player's
// facts back (--from), says facts, clues and rules in English and shows a
// diagnosis's solutions and differences; a kind that is not gets the base
// reader, puzzle.NewLiteralReader: a literal a fact, named by FactOf. A
// kind that is a puzzle.Suggester (zebra) proposes the extra clues a
// diagnosis tries.
//
// # The cost function and the order of steps
//
// A step costs 100 per clue plus 1 per fact it uses (Bogaerts, Gamba and
// Guns weight a constraint far above a fact). Steps come cheapest first
// in this order of searches:
//
//  1. no clue, then one clue, by unit propagation from the premises;
//     then by contradiction (the fact's negation propagates to a
//     conflict: a one-literal case analysis);
//  2. no clue, then one clue, by search (a SAT call);
//  3. two clues near each other, then three: propagation, contradiction,
//     search;
//  4. any clues: for every fact left, the core of "all clues and facts
//     entail it"; the targets whose cores hold fewest clues are made
//     minimal, the cheapest wins.
//
// Within a search the candidate resting on the fewest facts wins. So
// steps with fewer clues come first, except that a step one clue needs
// by propagation comes before a step the rules alone give only by
// search: people look for the direct deductions first. Clues are near
// when their regions overlap (the fact variables of their clauses, and
// of the rule clauses those share).
//
// Premises are made minimal by deletion: each clue in turn (with every
// known fact at hand, so that a clue is never kept for want of a fact
// that says the same), then each fact, is dropped when the rest still
// entails the fact; unit propagation settles most questions, a SAT call
// the others, and the core of an UNSAT answer drops every premise it did
// not use.
//
// The sequence ends when every fact of the solution is known (status
// "solved"), or, for a puzzle with several solutions, when every fact
// they share is ("not unique", with two solutions, the facts where they
// differ and, for a kind that suggests clues (zebra), one clue that
// makes the solution unique). A
// puzzle without solution gets a minimal set of clues (and player's
// facts) without one: "unsatisfiable". A timeout stops the steps
// ("stuck").
//
// # Grade only
//
// Options.GradeOnly computes the most clues a step needs without the
// explanation: a step found at a level learns every target its search
// found (all entailed by the level's clues and the known facts) at once,
// with no minimization, no further consequences and no texts. The most
// clues is the same as the full explanation's: the searches of levels
// 0 to 3 are exhaustive (every clue set of the level, every target left),
// so the facts known when a level first finds nothing are the least
// fixpoint of "add every target the lower levels' clue sets entail with
// the known facts", whatever the order and grouping of the steps before;
// a step of two (three) near clues can not make do with one (two), since
// the levels below found nothing; and a step of at most one clue may
// drop to none in the full explanation, which changes no grade. The last
// resort's clue counts depend on the solver's history, so a grade-only
// run that reaches it explains the puzzle in full instead (unless a clue
// bound ends it first, below). Only
// Difficulty.MaxClues (and Options.Stop's stopping step) mean the same;
// the other figures count the grade-only steps. A grade-only run works
// with session "a" and its propagator only (below; "b" and the bank are
// set up for a diagnosis), and with Options.Unique (a generator proved
// the puzzle unique) it does not prove uniqueness again; the full
// explanation it falls back to does, call for call as without it.
//
// # Bounds
//
// Options.ClueBound ends an explanation, full or grade-only, as soon as
// its next step is known to need at least that many clues (the
// generators' graders only ask whether some step needs three): bound 2
// when levels 0 and 1 (exhaustive, search included) find nothing; bound
// 3 when levels 2 and 3 find nothing either and no two clues that are
// not near entail a fact left, where the last resort would come next.
// Then no set of fewer clues entails anything left, so the last resort's
// step needs at least the bound's clues. That check skips dead clues
// (every fact variable of their clauses known, their auxiliary variables
// their own: such a clue holds in every model of the rules and known
// facts once its selector and auxiliaries are set as in the solution, so
// it adds nothing to a pair) and asks a SAT session of its own, leaving
// the explanation's sessions, pool and rules as they were: when a far
// pair does entail something, the explanation goes on exactly as without
// the bound (a grade-only run then explains the puzzle in full, as
// above). So a grade-only run of a hard puzzle whose first step of three
// clues or more is the last resort's no longer explains the puzzle in
// full. Difficulty.AtLeast says the bound ended the explanation
// (MaxClues is then at least the bound: a lower bound on the whole
// explanation's).
//
// # How it is fast
//
// Two incremental sessions of a backend that solves under assumptions
// (solver.AssumingSession; the cdcl engine by default): "a" holds the
// rules plus every known fact as a unit clause and answers "do these
// clues and the known facts entail something new?"; "b" holds the rules
// only and takes premises as assumptions, for minimization. Two unit
// propagators of this package (prop) mirror them and answer most
// questions without the solver: propagation from clues and facts,
// failed-literal probes, and the trace of an implied literal back to the
// facts it rests on, which is the first premise set. A pool of up to
// 1,024 models of the rules and known facts, kept as bit slices, refutes
// most candidate steps without a call (a model where the clues hold and
// the fact is false); a model leaves when a new fact is false in it. A
// second bank of recent models of any call refutes most premise
// deletions the same way. Probes without clues that found no conflict
// are not repeated until a new root assignment shares a clause with what
// they assigned. One SAT call asks for a whole level at once ("some
// candidate is false"), its model refuting many: the call prefers every
// candidate false (solver.PhaseSetter), where phase saving would keep
// the models next to the solution.
//
// Hashi's connectivity stays lazy (as the solve command's default): a
// model whose bridges are not connected is refined by Encoding.Refine's
// cuts inside the oracle, and the cuts join every formula and propagator
// (they hold for every solution of the rules). The eager encoding is
// available (--connectivity eager) but its depth variables make every
// SAT call far slower (measured 25x on 25x25 puzzles).
//
// # Checks
//
// The tests check every step of every bundled example, and of tiny
// random puzzles whose solutions are enumerated by brute force, with
// package internal/explaincheck, which reads the JSON output and asks
// fresh gophersat solves of a fresh encoding; `make explain-check`
// runs it on the shared reference sets.
package explain
