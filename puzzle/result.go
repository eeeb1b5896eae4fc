package puzzle

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/enum"
)

// Status is a puzzle's outcome.
type Status int

// The statuses. The JSON output spells them "solved", "unsatisfiable",
// "unknown" (timeout, interrupt) and "error" (the puzzle could not be
// read or solved; the others of its file could).
const (
	Unknown Status = iota
	Solved
	Unsatisfiable
	Failed
)

var statusNames = enum.New[Status]("status", "unknown", "solved", "unsatisfiable", "error")

func (s Status) String() string { return statusNames.String(s) }

// MarshalText writes the status word.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a status word.
func (s *Status) UnmarshalText(b []byte) error { return statusNames.Unmarshal(s, b) }

// Unique is the answer to "is the solution unique?": yes, no, or not known
// (not asked, no solution, or the search was cut short).
type Unique int8

// The answers.
const (
	UniqueUnknown Unique = iota
	UniqueYes
	UniqueNo
)

// Known reports whether the answer is yes or no.
func (u Unique) Known() bool { return u == UniqueYes || u == UniqueNo }

func (u Unique) String() string {
	switch u {
	case UniqueYes:
		return "unique"
	case UniqueNo:
		return "not unique"
	}
	return "uniqueness unknown"
}

// MarshalJSON writes true, false or null.
func (u Unique) MarshalJSON() ([]byte, error) {
	switch u {
	case UniqueYes:
		return []byte("true"), nil
	case UniqueNo:
		return []byte("false"), nil
	}
	return []byte("null"), nil
}

// UnmarshalJSON reads true, false or null.
func (u *Unique) UnmarshalJSON(b []byte) error {
	var v *bool
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("unique: want true, false or null: %w", err)
	}
	switch {
	case v == nil:
		*u = UniqueUnknown
	case *v:
		*u = UniqueYes
	default:
		*u = UniqueNo
	}
	return nil
}

// Result is the outcome of solving one puzzle, as renderers see it.
type Result struct {
	Item     Item
	Encoding *Encoding // nil when the puzzle never got encoded
	Status   Status
	// Unique answers a uniqueness question when one was asked (--unique,
	// --count: UniqueAsked): UniqueNo when a second solution was found.
	Unique      Unique
	UniqueAsked bool
	// TimedOut is set when a timeout or an interrupt cut the search short.
	TimedOut bool
	// Count is the number of solutions found, exact when Complete (the
	// search space was exhausted). Counting is set when --count asked
	// for a number of solutions.
	Count    int
	Complete bool
	Counting bool
	// Solutions found, in order; every one passed the kind's Check.
	Solutions []Solution
	// Matches says, for a puzzle with a Reference, whether a solution
	// found equals it (nil: no reference or no solution).
	Matches *bool
	// Ask holds the questions of --ask (kinds that answer them).
	Ask []string
	// Reason, with Status Unknown, says why when it is not a timeout (an
	// external UNSAT answer that no proof backs).
	Reason string
	// Err is set with Status Failed.
	Err   error
	Stats Stats
}

// First is the first solution, or nil.
func (r *Result) First() Solution {
	if len(r.Solutions) == 0 {
		return nil
	}
	return r.Solutions[0]
}

// Stats are the figures of one solve (--stats, JSON "stats").
type Stats struct {
	Solver    string        `json:"solver"`
	Vars      int           `json:"vars"`    // of the formula as first built
	Clauses   int           `json:"clauses"` // idem, native constraints included
	Solves    int           `json:"solves"`  // solver calls
	Rounds    int           `json:"rounds"`  // refinement rounds that added cuts
	Cuts      int           `json:"cuts"`    // refinement clauses
	Conflicts int64         `json:"conflicts"`
	Decisions int64         `json:"-"`
	Encode    time.Duration `json:"-"`
	Solve     time.Duration `json:"-"` // inside the solver, summed over calls
	Total     time.Duration `json:"-"` // encode + solve + decode + check
	Certified bool          `json:"certified,omitempty"`
	// UPStrength is the encoding's propagation strength on this puzzle
	// (package solver/strength), when asked (solve.Options.Strength).
	UPStrength *float64 `json:"up_strength,omitempty"`
}

// TimeMS is Total in milliseconds, as the JSON output gives it.
func (s Stats) TimeMS() float64 { return float64(s.Total.Microseconds()) / 1000 }
