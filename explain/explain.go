package explain

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Options say what to explain and how.
type Options struct {
	// Encode holds the kind's encoding option settings; Run sets Explain
	// (and Hashi's connectivity, see the package doc).
	Encode puzzle.Options
	// Solver answers the SAT questions: nil means the default, Default().
	// A backend without solving under assumptions still works, with one
	// fresh solve per question (slowly).
	Solver solver.Solver
	// Steps stops the explanation after this many steps (0: all).
	Steps int
	// Stop, when set, is called with each step as it is found; true
	// stops the explanation there, as Steps does (a grader that has seen
	// enough). Stats.Left then counts the facts no step derived.
	Stop func(Step) bool
	// From holds the facts a player already has (a --from file, see
	// ReadFacts): the explanation continues from them.
	From []json.RawMessage
	// Timeout bounds the whole explanation of one puzzle (0: none). When
	// it passes, the steps found so far are returned with status Stuck.
	Timeout time.Duration
	// GradeOnly computes only what a grade needs: the most clues a step
	// uses (Difficulty.MaxClues, and the step where Stop stops), the same
	// as the full explanation's, faster. Its steps carry their clues'
	// indices and Cost only (no facts, texts or given facts), and are not
	// the explanation's steps: see "Grade only" in the package doc.
	GradeOnly bool
	// ClueBound, when 2 or 3, ends the explanation as soon as the next
	// step is known to need at least ClueBound clues: no clue set of
	// fewer clues entails a fact left (see "Bounds" in the package doc).
	// Difficulty.AtLeast is then set and Difficulty.MaxClues is at least
	// ClueBound. A grader that only asks whether some step needs that
	// many clues (Stop stopping there) gets its answer sooner; the
	// answer is the same.
	ClueBound int
	// Unique tells a grade-only run that the puzzle has exactly one
	// solution (a generator proved it): it does not prove it again.
	// Explanations in full check uniqueness anyway (so that they are the
	// same explanations, call for call).
	Unique bool
}

// Status is an explanation's outcome.
type Status string

// The statuses. Solved: the steps derive the solution (all of it, or the
// first Options.Steps steps of that). NotUnique: the puzzle has several
// solutions; the steps derive what they all share and stop there, and the
// diagnosis shows two solutions and where they differ. Unsatisfiable: the
// puzzle (with the player's facts) has no solution; the diagnosis is a
// minimal conflicting set of clues (and facts). Stuck: the explanation
// stopped before the end for another reason (the timeout).
const (
	Solved        Status = "solved"
	Stuck         Status = "stuck"
	Unsatisfiable Status = "unsatisfiable"
	NotUnique     Status = "not unique"
)

// Explanation is the explanation of one puzzle, as the JSON output writes
// it (one object per puzzle and line).
type Explanation struct {
	Puzzle     string     `json:"puzzle"`
	ID         string     `json:"id,omitempty"` // the puzzle's id (puzzle.Item.RecordID): its dataset id, else FILE:LINE
	Status     Status     `json:"status"`
	Steps      []Step     `json:"steps"`
	Conflict   *Conflict  `json:"conflict,omitempty"`
	Solutions  []any      `json:"solutions,omitempty"`
	Differ     *Differ    `json:"differ,omitempty"`
	Suggest    *Suggest   `json:"suggest,omitempty"`
	Difficulty Difficulty `json:"difficulty"`
	Stats      Stats      `json:"stats"`
	// Stopped says why a Stuck explanation stopped: "the time limit
	// passed", or the cause its context was cancelled with ("interrupted
	// by SIGTERM").
	Stopped string `json:"stopped,omitempty"`

	// For the renderers.
	Kind     puzzle.Kind      `json:"-"` // the kind explained (WriteSVG draws its Board)
	Item     puzzle.Item      `json:"-"`
	Encoding *puzzle.Encoding `json:"-"`
	// From are the player's facts the explanation started from.
	From []Fact `json:"-"`
	// Solution is the solution the steps lead to (nil unless solved).
	Solution puzzle.Solution `json:"-"`
}

// Step is one step: facts derived from premises, some clues and some
// facts of earlier steps (or of the player), with the rules always on.
type Step struct {
	N     int      `json:"n"`
	Facts []Fact   `json:"facts"`
	Clues []Clue   `json:"clues"`
	Given []Fact   `json:"given"`
	Rules []string `json:"rules"`
	Cost  int      `json:"cost"`
	Text  string   `json:"text"`
	// Search says how the premises derive the step's first fact:
	// "propagation" (unit propagation), "contradiction" (its negation
	// propagates to a conflict) or "search" (only a SAT call shows it).
	Search string `json:"-"`
	// Reason is Text's premises, the words before its colon ("Island
	// (0,0) needs 2 bridges", "By the rules alone"): a hint says one of
	// the step's facts with it.
	Reason string `json:"-"`
}

// Fact is a fact as a step states it and later steps cite it: its JSON
// form (the kind's F shape), its text, its literals and the step that
// derived it (0: a fact of the player's, --from). The kind's
// puzzle.FactReader makes it (a puzzle.Statement): a Hashi fact is one
// edge's range and may stand for two literals ("at least 1", "at most
// 1"); the other kinds' facts are single literals.
type Fact struct {
	JSON any
	Text string
	Lits []encode.Lit
	Step int
}

// MarshalJSON writes the kind's F shape.
func (f Fact) MarshalJSON() ([]byte, error) { return json.Marshal(f.JSON) }

// Clue is a given clue in a step: its JSON form (the kind's C shape), its
// text and its index among the puzzle's clues (0-based).
type Clue struct {
	JSON  any
	Text  string
	Index int
}

// MarshalJSON writes the kind's C shape.
func (c Clue) MarshalJSON() ([]byte, error) { return json.Marshal(c.JSON) }

// Conflict is the diagnosis of a puzzle without solution: clues (and
// player's facts) that have no solution together, while dropping any one
// of them leaves a satisfiable rest.
type Conflict struct {
	Clues []Clue `json:"clues"`
	Given []Fact `json:"given,omitempty"`
	Text  string `json:"text"`
	// Reason is a plain reason a person checks by counting, from a kind
	// that gives one (puzzle.Reasoner), shown before the minimal set.
	Reason string `json:"reason,omitempty"`
}

// Differ lists the facts where the two solutions of a puzzle that is not
// unique differ: those of the first solution, then those of the second.
type Differ struct {
	First  []Fact `json:"first"`
	Second []Fact `json:"second"`
}

// Suggest is one extra clue that makes a puzzle unique (a
// puzzle.Suggester's, zebra's), in the puzzle's format and in English.
type Suggest struct {
	Clue string `json:"clue"`
	Text string `json:"text"`
}

// Stats are figures of the run.
type Stats struct {
	Solver string `json:"solver"`
	Vars   int    `json:"vars"`
	// Clauses counts the formula's clauses, native constraints included.
	Clauses int `json:"clauses"`
	// Facts is the number of facts the solution has (literals of the
	// fact variables); Left those no step derived (--steps, --from).
	Facts int `json:"facts"`
	Left  int `json:"left"`
	// SATCalls counts the solver calls, Propagations the unit
	// propagation queries, Cuts the lazy rules' refinement clauses.
	SATCalls     int     `json:"sat_calls"`
	Propagations int     `json:"propagations"`
	Cuts         int     `json:"cuts"`
	TimeMS       float64 `json:"time_ms"`
	SolveMS      float64 `json:"solve_ms"`
}

// Run explains one puzzle. An error means the puzzle could not be
// encoded or a solver failed; a timeout gives the steps found so far with
// status Stuck (and a nil error).
func Run(ctx context.Context, k puzzle.Kind, item puzzle.Item, opt Options) (*Explanation, error) {
	if item.Err != nil {
		return nil, item.Err
	}
	start := time.Now()
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	ex, err := runOnce(ctx, k, item, opt, start)
	if errors.Is(err, errGradeFallback) {
		opt.GradeOnly = false
		ex, err = runOnce(ctx, k, item, opt, start)
	}
	if err != nil && ctx.Err() != nil && ex != nil {
		ex.Status = Stuck
		ex.Stopped = stopReason(ctx)
		ex.Difficulty = Grade(ex.Steps)
		return ex, nil
	}
	return ex, err
}

// stopReason is why ctx ended, in words: its cause when it was cancelled
// with one (a stop signal: "interrupted by SIGTERM"), else the time limit
// or a plain cancellation.
func stopReason(ctx context.Context) string {
	cause := context.Cause(ctx)
	switch {
	case errors.Is(cause, context.DeadlineExceeded):
		return "the time limit passed"
	case cause == nil || cause == context.Canceled:
		return "cancelled"
	}
	return cause.Error()
}

// runOnce explains the puzzle with a fresh explainer.
func runOnce(ctx context.Context, k puzzle.Kind, item puzzle.Item, opt Options, start time.Time) (*Explanation, error) {
	x, err := newExplainer(ctx, k, item, opt)
	if err != nil {
		return nil, err
	}
	defer x.close()
	ex, err := x.run()
	if ex != nil {
		x.fillStats(ex, start)
	}
	return ex, err
}
