package generate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// ExplainGrader grades puzzles by their explanations (package explain),
// the generators' default. Each step of an explanation derives facts
// from a minimal set of clues and earlier facts; the grade is the most
// clues a step needs:
//
//	easy     every step uses at most one clue
//	medium   some step needs two clues together, none more
//	hard     some step needs three clues or more
//
// How a step derives its facts (unit propagation, a contradiction, a SAT
// call) does not enter the grade: a one-clue step that needs a SAT call is
// mostly one that the encoding's propagation does not see but a person
// does (Hashi's connectivity, which the explanations keep lazy; a
// Shikaku room's rectangles enumerated), and Tatham's easy Bridges
// puzzles have such steps.
//
// Engine, when set, is the kind's engine grader, used as an exact
// pre-filter: a puzzle whose solution propagation from the clues fixes
// (the engine's easy) is easy by the explanation too, so it is not
// explained. (Every literal that propagation derives is derived by a
// clause of one clue or of the rules from earlier literals, so, at any
// point of an explanation, the first of those literals not yet known is
// entailed by one clue and the known facts; explain looks for steps of
// one clue, SAT calls included, before steps of two.)
//
// Without Full or Figures the explanation is grade-only
// (explain.Options.GradeOnly, told the puzzle is unique: the generators
// proved it): the same most clues in a step, without minimal premises or
// texts, faster (docs/generate.md); the report then has no steps'
// figures (Explained.GradeOnly).
//
// GradeUpto stops the explanation at the first step with more clues than
// the grade asked allows (the report then has Bound set); a grade-only
// run up to easy stops as soon as the next step is known to need two
// clues or more (explain.Options.ClueBound 2: the levels of one clue,
// exhaustive, find nothing), so its Bound report says medium, a lower
// bound, where the step found would have been one of three. A step of
// three clues ends every explanation unless Full is set, since no later
// step can change the grade; so does knowing that the next step needs
// three clues or more (explain.Options.ClueBound 3: no smaller set of
// clues entails a fact left, checked right before the explanation's last
// resort, which would otherwise find that step by minimizing cores). The
// grades, bounds and Partial are the same as without that bound; with
// Figures the figures are those of the steps before it.
type ExplainGrader struct {
	Kind   puzzle.Kind
	Engine Grader
	// Full explains every puzzle to the end, the engine's easy ones too,
	// so that every report carries the whole explanation's figures (for
	// --stats). The grades are the same.
	Full bool
	// Figures explains as the grade without Full does (stopping at the
	// same step) but in full, so that the report carries the steps'
	// figures; without Figures or Full, the explanation is grade-only
	// (explain.Options.GradeOnly: the same grade, faster) and the
	// report's Explanation has only MaxClues, Partial and GradeOnly set.
	Figures bool
	// Ctx, when set, cancels an explanation (the generators set their
	// own context here); nil means context.Background().
	Ctx context.Context
}

// Explained are the figures of an explanation behind a grade.
type Explained struct {
	// Steps counts the steps; Largest is the largest premise set (clues
	// plus facts) of a step, MaxClues the most clues a step uses.
	Steps    int `json:"steps"`
	Largest  int `json:"largest"`
	MaxClues int `json:"max_clues"`
	// ByClues[k] steps use k clues.
	ByClues []int `json:"by_clues"`
	// OneClue is the share of steps that use at most one clue.
	OneClue float64 `json:"one_clue"`
	// Contradiction and Search count the steps that need a contradiction
	// or a SAT call (see explain.Difficulty).
	Contradiction int `json:"contradiction"`
	Search        int `json:"search"`
	TotalCost     int `json:"total_cost"`
	// Partial is set when the explanation stopped before the end (a
	// step past the grade asked, or one of three clues, found or known
	// to come next): the figures are those of the steps found, and
	// MaxClues may be only a lower bound (3 for a next step of three
	// clues or more).
	Partial bool `json:"partial,omitempty"`
	// GradeOnly is set when the grade came from a grade-only run
	// (ExplainGrader without Figures or Full): only MaxClues and Partial
	// are set.
	GradeOnly bool `json:"grade_only,omitempty"`
}

// GradeOfClues is the grade of an explanation whose largest step uses
// maxClues clues.
func GradeOfClues(maxClues int) Grade {
	switch {
	case maxClues <= 1:
		return Easy
	case maxClues == 2:
		return Medium
	}
	return Hard
}

// Grade grades p by its whole explanation (stopping at a step of three
// clues unless Full).
func (g ExplainGrader) Grade(p puzzle.Puzzle) (Report, error) {
	return g.GradeUpto(p, Any)
}

// GradeUpto grades p, stopping once its grade is known to exceed upto
// (UptoGrader).
func (g ExplainGrader) GradeUpto(p puzzle.Puzzle, upto Grade) (Report, error) {
	return g.gradeUpto(p, upto, nil)
}

// GradeUptoFrom is GradeUpto for a grade-only grader (without Full or
// Figures) whose explanation starts from facts already known (the
// kind's JSON facts, explain.Options.From): facts a generator's own
// one-clue reasoning derived, each entailed by one clue or none and the
// facts before it. The grade, Bound and Partial are GradeUpto's: the
// grade-only levels of at most one clue reach the least fixpoint of
// "add what one clue and the known facts entail" from any set of facts
// inside it, and the levels after it go on from there as without from
// (explain's package doc, Grade only). MaxClues may be 0 where
// GradeUpto's is 1, when every fact from did not give follows from the
// rules alone.
func (g ExplainGrader) GradeUptoFrom(p puzzle.Puzzle, upto Grade, from []json.RawMessage) (Report, error) {
	if g.Full || g.Figures {
		return Report{}, errors.New("GradeUptoFrom grades grade-only (an ExplainGrader without Full or Figures)")
	}
	return g.gradeUpto(p, upto, from)
}

func (g ExplainGrader) gradeUpto(p puzzle.Puzzle, upto Grade, from []json.RawMessage) (Report, error) {
	var rep Report
	if g.Engine != nil {
		r, err := GradeUpto(g.Engine, p, Easy)
		if err != nil {
			return r, err
		}
		if r.Grade == Easy && !g.Full {
			return r, nil
		}
		rep = r
		rep.Bound = false
	}
	limit := 3 // clues of a step that ends the explanation
	if g.Full {
		limit = 1 << 30
	}
	if upto == Easy || upto == Medium {
		limit = int(upto) + 1
	}
	stopped := false
	stop := func(s explain.Step) bool {
		stopped = len(s.Clues) >= limit
		return stopped
	}
	ctx := g.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	gradeOnly := !g.Full && !g.Figures
	opt := explain.Options{Stop: stop, GradeOnly: gradeOnly, Unique: true, From: from} // graders may assume uniqueness
	if !g.Full {
		opt.ClueBound = 3 // a step of three clues or more is known without finding it
	}
	if gradeOnly && limit == 2 {
		// Up to easy: a step of two clues or more is known once the
		// levels of one clue find nothing, without finding the step.
		opt.ClueBound = 2
	}
	ex, err := explain.Run(ctx, g.Kind, puzzle.Item{Puzzle: p}, opt)
	if ctx.Err() != nil {
		return rep, ctx.Err()
	}
	if err != nil {
		return rep, fmt.Errorf("explaining: %w", err)
	}
	if ex.Status != explain.Solved {
		if ex.Status == explain.Unsatisfiable {
			return rep, ErrNoSolution
		}
		return rep, fmt.Errorf("explaining: %w (%s)", errNotSolved, ex.Status)
	}
	d := ex.Difficulty
	stopped = stopped || d.AtLeast
	rep.Grade = GradeOfClues(d.MaxClues)
	rep.Bound = stopped && rep.Grade != Hard // a step of 3+ clues: Hard, exactly
	if gradeOnly {
		rep.Explanation = &Explained{MaxClues: d.MaxClues, Partial: stopped, GradeOnly: true}
		return rep, nil
	}
	rep.Explanation = &Explained{Steps: d.Steps, Largest: d.Largest, MaxClues: d.MaxClues, ByClues: d.ByClues,
		OneClue: d.OneClue, Contradiction: d.Contradiction, Search: d.Search, TotalCost: d.TotalCost, Partial: stopped}
	return rep, nil
}

var errNotSolved = errors.New("the explanation did not derive one solution")

// WithContext gives an ExplainGrader (and its Engine) or an
// EngineGrader without a context ctx, so that a cancelled generation
// stops their work too; other graders are returned as they are.
func WithContext(g Grader, ctx context.Context) Grader {
	switch eg := g.(type) {
	case ExplainGrader:
		if eg.Engine != nil {
			eg.Engine = WithContext(eg.Engine, ctx)
		}
		if eg.Ctx == nil {
			eg.Ctx = ctx
		}
		return eg
	case EngineGrader:
		if eg.Ctx == nil {
			eg.Ctx = ctx
		}
		return eg
	}
	return g
}

// ID names a generated puzzle: KIND-WxH-SEED.
func ID(kind string, width, height int, seed uint64) string {
	return kind + "-" + strconv.Itoa(width) + "x" + strconv.Itoa(height) + "-" + strconv.FormatUint(seed, 10)
}
