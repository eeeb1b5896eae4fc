package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
)

// Grader grades Star Battles on the engine (generate.Levels on the
// encoding): easy when propagation alone places every star, medium when
// one round of failed-literal probing does, hard otherwise. It is
// ExplainGrader's pre-filter and the --grade-by engine grader.
type Grader struct{}

// Grade grades p in full.
func (g Grader) Grade(p puzzle.Puzzle) (generate.Report, error) { return g.GradeUpto(p, generate.Any) }

// GradeUpto stops once the grade is known to exceed upto (Bound).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*starbattle.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("starbattle grader: not a starbattle: %T", pz)
	}
	e, err := starbattle.Encode(p, starbattle.Options{Card: encode.SeqCounter})
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
	lv := generate.Levels{S: engine(e.Formula), Primary: primary, Upto: upto}
	return lv.Run()
}
