package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
)

// Grader grades binairos on the engine (generate.Levels on the encoding
// of the givens, the balance rule as a sequential counter, which unit
// propagation keeps arc consistent): easy when propagation alone fills
// the grid (a pair or a gap forces its neighbours, a line with its half
// of one digit takes the other digit), medium when one round of
// failed-literal probing does, hard otherwise.
type Grader struct{}

// Grade grades p in full.
func (g Grader) Grade(p puzzle.Puzzle) (generate.Report, error) { return g.GradeUpto(p, generate.Any) }

// GradeUpto stops once the grade is known to exceed upto (Bound).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*binairo.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("binairo grader: not a binairo: %T", pz)
	}
	e, err := binairo.Encode(p, binairo.Options{Card: encode.SeqCounter})
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

var _ generate.UptoGrader = Grader{}
