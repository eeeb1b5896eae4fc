package generate

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Grade is how much reasoning a puzzle's solution needs.
type Grade int

// The grades, from easiest. Any asks for no grade in particular.
const (
	Any    Grade = iota
	Easy         // propagation from the clues solves it
	Medium       // one round of failed-literal probing does
	Hard         // case analyses resting on case analyses, or search
)

func (g Grade) String() string {
	switch g {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	}
	return "any"
}

// Grades lists the grades a puzzle can get, easiest first.
func Grades() []Grade { return []Grade{Easy, Medium, Hard} }

// ParseGrade reads "easy", "medium", "hard" or "any" ("" is any).
func ParseGrade(s string) (Grade, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "any":
		return Any, nil
	case "easy":
		return Easy, nil
	case "medium":
		return Medium, nil
	case "hard":
		return Hard, nil
	}
	return Any, fmt.Errorf("unknown difficulty %q (want easy, medium, hard or any)", s)
}

// Report is a grader's verdict on one puzzle with the figures behind it.
type Report struct {
	Grade Grade `json:"grade"`
	// Primary is the number of primary variables (the solution's
	// variables: Hashi's bridge order literals, Shikaku's rectangles).
	Primary int `json:"primary"`
	// Propagated is how many of them propagation alone fixes.
	Propagated int `json:"propagated"`
	// Probes counts failed-literal probes, Failed the probes that failed
	// (each fixed a variable), Rounds the probing rounds that proved
	// something (the depth of case analysis; see Levels).
	Probes int `json:"probes"`
	Failed int `json:"failed"`
	Rounds int `json:"rounds"`
	// Left is how many primary variables probing left open (Hard only).
	Left int `json:"left"`
	// Bound is set when the grader stopped early (UptoGrader): Grade is
	// then only a lower bound.
	Bound bool `json:"bound,omitempty"`
	// Explanation holds the explanation's figures when the grade came
	// from one (ExplainGrader); nil when the engine graded the puzzle
	// (the engine grader, or ExplainGrader's exact pre-filter). The
	// engine's figures above are then those of propagation only.
	Explanation *Explained `json:"explanation,omitempty"`
}

// A Grader grades puzzles of one kind. The generators call it on every
// puzzle they have proved unique; a grader may assume uniqueness.
//
// The generators' default is ExplainGrader, which grades by the
// explanations of package explain; the engine grader of each kind
// (propagation, probing, search: see Levels) is the fast alternative and
// ExplainGrader's pre-filter.
type Grader interface {
	Grade(p puzzle.Puzzle) (Report, error)
}

// Ungraded is the Grader of a run that keeps every grade and shows none:
// it grades nothing, and its reports say Any. The generate command uses
// it for --difficulty any without --stats, since no output format
// carries the grade: the puzzles are the same (grading draws no random
// numbers and decides nothing when any grade is kept), without the cost
// of an explanation per puzzle. A difficulty other than Any needs a
// real grader (the generators' Validate says so).
type Ungraded struct{}

// Grade returns a report without a grade (Any).
func (Ungraded) Grade(puzzle.Puzzle) (Report, error) { return Report{Grade: Any}, nil }

// CheckGrader reports a difficulty asked of the Ungraded grader.
func CheckGrader(g Grader, difficulty Grade) error {
	if _, ok := g.(Ungraded); ok && difficulty != Any {
		return fmt.Errorf("difficulty %s needs a grader, not Ungraded", difficulty)
	}
	return nil
}

// UptoGrader is a Grader that can stop early: GradeUpto grades exactly
// when the grade is at most upto, and otherwise may return a report with
// Bound set whose Grade is only a lower bound above upto. Generators
// that want a grade use it to reject puzzles sooner.
type UptoGrader interface {
	Grader
	GradeUpto(p puzzle.Puzzle, upto Grade) (Report, error)
}

// GradeUpto grades p with g, stopping early where g can (UptoGrader) once
// the grade is known to exceed upto; Any or Hard grade in full.
func GradeUpto(g Grader, p puzzle.Puzzle, upto Grade) (Report, error) {
	if ug, ok := g.(UptoGrader); ok && (upto == Easy || upto == Medium) {
		return ug.GradeUpto(p, upto)
	}
	return g.Grade(p)
}

// EngineGraded is a kind (its generator's, puzzle/kinds) whose puzzles
// an engine grader grades (built on Levels; --grade-by engine).
type EngineGraded interface {
	EngineGrader() Grader
}
