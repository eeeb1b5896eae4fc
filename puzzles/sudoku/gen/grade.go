package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Grader grades sudokus on the engine (generate.Levels on the extended
// encoding of the givens): easy when propagation alone fills the grid
// (naked and hidden singles), medium when one round of failed-literal
// probing does (every case analysis works from the givens directly),
// hard otherwise.
//
// It is the generator's default, not generate.ExplainGrader: an
// explanation reaches every digit one given at a time (a step combines
// one given with facts found before), so the clue count of its steps
// calls nearly every sudoku easy, Arto Inkala's "hardest sudoku"
// included (TestExplainGradesEverythingEasy).
type Grader struct{}

// Grade grades p in full.
func (g Grader) Grade(p puzzle.Puzzle) (generate.Report, error) { return g.GradeUpto(p, generate.Any) }

// GradeUpto stops once the grade is known to exceed upto (Bound).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*sudoku.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("sudoku grader: not a sudoku: %T", pz)
	}
	e, err := sudoku.Encode(p, sudoku.Options{})
	if err != nil {
		return generate.Report{}, err
	}
	primary := make([]encode.Lit, e.NumX())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	if upto == generate.Hard {
		upto = generate.Any
	}
	lv := generate.Levels{S: engine(e), Primary: primary, Upto: upto}
	return lv.Run()
}

// engine loads e's clauses into a new CDCL engine.
func engine(e *sudoku.Encoding) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(e.Formula.Vars.NumVars())
	e.Formula.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}
