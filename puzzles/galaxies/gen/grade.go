package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
)

// Grader grades Galaxies by a player's reasoning (galaxies.Deduce):
// easy when the direct rules (touched cells, symmetry, reach, a cell's
// only dot) divide the grid, medium when single hypotheses refuted by
// them are needed too, hard beyond. On Tatham's generator output it
// grades every normal (dn) puzzle easy and his unreasonable (du) ones
// medium or hard but for a few (docs/galaxies.md). It is the generator's
// grader by either --grade-by: the explanations' clue counts do not
// separate Galaxies' levels (a step's facts imply their dots).
type Grader struct{}

// Grade grades p in full.
func (g Grader) Grade(p puzzle.Puzzle) (generate.Report, error) {
	return g.GradeUpto(p, generate.Any)
}

// GradeUpto grades p, stopping after the direct rules when upto is Easy
// (generate.UptoGrader).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*galaxies.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("galaxies: grading %T", pz)
	}
	level := galaxies.LevelHard
	if upto == generate.Easy {
		level = galaxies.LevelEasy
	}
	d := galaxies.Deduce(p, level)
	if d.Contradiction {
		return generate.Report{}, generate.ErrNoSolution
	}
	rep := generate.Report{Primary: d.Pairs, Propagated: d.Direct, Probes: d.Probes, Failed: d.Failed, Rounds: d.Rounds, Left: d.Left}
	switch d.Level {
	case galaxies.LevelEasy:
		rep.Grade = generate.Easy
	case galaxies.LevelMedium:
		rep.Grade = generate.Medium
		rep.Bound = level == galaxies.LevelEasy
	default:
		rep.Grade = generate.Hard
	}
	return rep, nil
}
